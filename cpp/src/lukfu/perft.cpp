// perft over Luk Fu deals (paigen/perft.h, the adapter of
// paigen/lukfu/game.h), instantiated once, here.
#include "paigen/lukfu/game.h"

namespace paigen {

template class Perft<lukfu::GameAdapter>;

}  // namespace paigen
