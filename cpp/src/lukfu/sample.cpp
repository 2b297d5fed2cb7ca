#include "paigen/lukfu/sample.h"

#include <algorithm>
#include <cassert>

#include "sample_methods.h"

namespace paigen::lukfu {

using namespace sampling;

Sampled sample_hidden(const Record& record, int seat, Rng& rng, Record* out, StopCheck stop,
                      const SampleLimits& limits) {
    assert(seat >= 0 && seat < kPlayers);
    const Problem problem = observe(record, seat);
    Slots slots = {};
    Drawn drawn = draw_by_rejection(problem, rng, limits.tries, stop, slots);
    if (drawn == Drawn::GaveUp) {
        // Exact counting builds the tables of the cheaper seat with checks.
        const uint64_t a = exact_cost(problem, 0), b = exact_cost(problem, 1);
        const uint64_t cost = a == 0 ? b : b == 0 ? a : std::min(a, b);
        if (cost > limits.direct_cost) drawn = draw_by_rejection(problem, rng, limits.more_tries, stop, slots);
    }
    if (drawn == Drawn::GaveUp) drawn = draw_exact(problem, rng, limits.max_entries, limits.max_work, stop, slots);
    Sampled answer = Sampled::Uniform;
    if (drawn == Drawn::GaveUp) {
        drawn = search(problem, rng, stop, slots);
        answer = Sampled::Consistent;
    }
    if (drawn == Drawn::Stopped) return Sampled::Stopped;
    if (drawn != Drawn::Found || !rebuild(record, problem, slots, out)) return Sampled::Failed;
    return answer;
}

}  // namespace paigen::lukfu
