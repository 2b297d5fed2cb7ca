// Hidden-card sampling for search under hidden information (determinized
// search, PIMC): the cards one seat has not seen, dealt again.
#pragma once

#include <cstdint>

#include "paigen/lukfu/record.h"
#include "paigen/rng.h"
#include "paigen/sampling.h"
#include "paigen/stop.h"

namespace paigen::lukfu {

// Where the sampler changes method (see sample_hidden()); the defaults keep a
// call within a second and about 100 MB. Tests set them to reach each method.
struct SampleLimits {
    uint64_t tries = uint64_t{1} << 12;        // rejection tries first (a try is well under a microsecond)
    uint64_t direct_cost = uint64_t{1} << 16;  // then exact counting, when its cost estimate is at most this,
    uint64_t more_tries = uint64_t{1} << 18;   // else this many more tries first
    uint64_t max_entries = uint64_t{1} << 20;  // exact counting's table entries (16 MB or so)
    uint64_t max_work = uint64_t{1} << 22;     // and its steps (a second or so) before the search takes over
};

// A deal consistent with everything `seat` has observed of `record`'s current
// deal: its own hand and discards, every face-up play and claim, the hand sizes
// and how many cards each seat discarded, and every inference the rules give
// about another seat's cards when it decided: a seat that discarded could not
// beat (T2, T3: F1-F4), a lead means no claim was due (R1), a non-caller's
// single lead came from the highest suit holding a non-Old card (R3), a claim
// laid down exactly its Old cards (R1, O1-O4). These read only that seat's
// own cards and public facts, so "the history replays" is exactly those
// checks, seat by seat. The cards `seat` has not seen (the other hands, the
// other seats' discards) are dealt again:
//
// - Uniform (every answer but the one below): each consistent deal with
//   probability exactly 1 / (their number), with exact integer weights and
//   unbiased draws. Rejection runs first (uniform deals of the hidden cards,
//   kept when consistent: `limits.tries`, then `limits.more_tries` more when
//   exact counting looks costly), then exact counting (sample_exact.cpp) up to
//   `limits.max_entries` table entries and `limits.max_work` steps. Whichever answers, its answer is
//   uniform whatever happened before (which depends only on rejected tries),
//   so the mixture is uniform too.
// - Consistent: only when rejection failed and exact counting would pass its
//   limits (none of the tests' tens of thousands of reachable states needs
//   it): a complete randomized search finds a consistent deal (one exists:
//   the real one), not uniformly.
//
// Never unbounded: the search remembers its dead ends and ends; `stop` is
// polled about every millisecond (Stopped: *out unchanged). The result starts
// from the current deal's cards, given, and replays the current deal's
// decisions (the other seats' discards as dealt again), so it stands where
// `record` stands; as given cards it ends void where a dealt game would deal
// again (A2, E1).
Sampled sample_hidden(const Record& record, int seat, Rng& rng, Record* out, StopCheck stop = {},
                      const SampleLimits& limits = {});

}  // namespace paigen::lukfu
