// Hidden-card sampling for search under hidden information (determinized
// search, PIMC): the cards one seat has not seen, dealt again.
#pragma once

#include <cstdint>

#include "paigen/lukfu/record.h"
#include "paigen/rng.h"

namespace paigen::lukfu {

// A deal consistent with everything `seat` has observed of `record`: its own
// hand and discards, every face-up play and claim, the hand sizes and how many cards each
// seat discarded, and every inference the rules give (a seat that discarded
// could not beat (F1-F4, T2); a non-caller leading a single held no non-Old
// card in a higher suit (R3); a seat that led without claiming held too few Old
// cards (R1)). The cards `seat` has not seen (the other hands and the other
// seats' discards) are dealt again uniformly among all such deals, by
// rejection: every try is a uniform deal, kept when the history replays
// legally from it. The result starts from the current deal's cards, given, and
// replays the current deal's decisions (the other seats' discards as dealt
// again). Fails (false) after `max_tries` tries without a consistent deal.
bool sample_hidden(const Record& record, int seat, Rng& rng, Record* out, uint64_t max_tries = 1'000'000);

}  // namespace paigen::lukfu
