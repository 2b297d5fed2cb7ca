// The vectorised Luk Fu environments (paigen/lukfu/vector_env.h),
// instantiated once, here.
#include "paigen/lukfu/vector_env.h"

namespace paigen {

template class BasicVectorEnv<lukfu::VectorEnvTraits>;

}  // namespace paigen
