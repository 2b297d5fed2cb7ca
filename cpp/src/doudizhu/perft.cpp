// perft over Dou Dizhu deals (paigen/perft.h, the adapter of
// paigen/doudizhu/game.h), instantiated once, here.
#include "paigen/doudizhu/game.h"

namespace paigen {

template class Perft<doudizhu::GameAdapter>;

}  // namespace paigen
