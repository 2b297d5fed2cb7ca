// The loop of paigen/batch.h over Luk Fu positions (paigen/lukfu/batch.h),
// instantiated once, here.
#include "paigen/lukfu/batch.h"

namespace paigen {

template bool write_moves(size_t, const lukfu::Positions&, lukfu::MoveList&, int64_t*,
                          lukfu::GrowingMoveRows<PoolMemory>&, const StopCheck&);

}  // namespace paigen
