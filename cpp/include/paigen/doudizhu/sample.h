// Hidden-card sampling for search under hidden information (determinized
// search, PIMC): the cards one seat has not seen, dealt again.
#pragma once

#include "paigen/doudizhu/record.h"
#include "paigen/rng.h"
#include "paigen/sampling.h"
#include "paigen/stop.h"

namespace paigen::doudizhu {

// A deal consistent with everything `seat` has observed of `record`'s current
// deal: its own hand, every play, the hand sizes, the kitty once taken (face
// up: the landlord still holds the kitty cards it has not played), and under
// OpenSpiel's chains_skip_bomb_rank what a chain (K6-K8) or a K9 lead of four
// consecutive triples says of its player's count of the lowest rank. Those are
// the only facts of the history that depend on the hidden cards (bids, passes,
// leads and beating plays are open to any hand holding their cards), so they
// make "the history replays" exact. The cards `seat` has not seen are dealt
// again as a shuffle deals them: every consistent arrangement of the physical
// cards (a rank's copies told apart) has probability exactly 1 / (their
// number), counted by a dynamic program over the ranks with 128-bit integers
// and drawn with unbiased draws: always Uniform, in one pass (Failed only for
// a record no deal reaches, never expected). The result, in *out, starts from
// the current deal's cards, given, and replays the current deal's decisions,
// so it stands where `record` stands (a later all-pass auction throws it in:
// given cards are never redealt). `stop` is not needed: the pass is short.
Sampled sample_hidden(const Record& record, int seat, Rng& rng, Record* out, StopCheck stop = {});

}  // namespace paigen::doudizhu
