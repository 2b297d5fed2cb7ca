// Hidden-card sampling for search under hidden information (determinized
// search, PIMC): the cards one seat has not seen, dealt again.
#pragma once

#include "paigen/doudizhu/record.h"
#include "paigen/rng.h"

namespace paigen::doudizhu {

// A deal consistent with everything `seat` has observed of `record`: its own
// hand, every play, the hand sizes, the kitty once taken (the landlord still
// holds the kitty cards it has not played). The cards `seat` has not seen are
// dealt again as a shuffle deals them: every consistent arrangement of the
// physical cards (a rank's copies told apart) is equally likely. The result
// starts from the current deal's cards, given, and replays the current deal's
// decisions, so it stands where `record` stands (a later all-pass auction
// throws it in: given cards are never redealt).
Record sample_hidden(const Record& record, int seat, Rng& rng);

}  // namespace paigen::doudizhu
