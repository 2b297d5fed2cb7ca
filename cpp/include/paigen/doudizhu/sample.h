// Hidden-card sampling for search under hidden information (determinized
// search, PIMC): the cards one seat has not seen, dealt again.
#pragma once

#include <cstdint>

#include "paigen/doudizhu/record.h"
#include "paigen/rng.h"

namespace paigen::doudizhu {

// A deal consistent with everything `seat` has observed of `record`: its own
// hand, every play, the hand sizes, the kitty once taken (the landlord still
// holds the kitty cards it has not played), and under OpenSpiel's
// chains_skip_bomb_rank that a seat that played a chain (K6-K8) held fewer than
// four of its lowest rank. The cards `seat` has not seen are dealt again as a
// shuffle deals them: every consistent arrangement of the physical cards (a
// rank's copies told apart) is equally likely (by rejection: a deal from which
// the history does not replay legally is drawn again). The result, in *out,
// starts from the current deal's cards, given, and replays the current deal's
// decisions, so it stands where `record` stands (a later all-pass auction
// throws it in: given cards are never redealt). Fails (false) after
// `max_tries` tries without a consistent deal.
bool sample_hidden(const Record& record, int seat, Rng& rng, Record* out, uint64_t max_tries = 1'000'000);

}  // namespace paigen::doudizhu
