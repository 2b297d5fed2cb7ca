// The vectorised Dou Dizhu environments (paigen/doudizhu/vector_env.h),
// instantiated once, here.
#include "paigen/doudizhu/vector_env.h"

namespace paigen {

template class BasicVectorEnv<doudizhu::VectorEnvTraits>;

}  // namespace paigen
