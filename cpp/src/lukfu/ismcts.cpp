// The "ismcts" agent of Luk Fu (ismcts.h).
#include "paigen/lukfu/ismcts.h"

#include "greedy.h"
#include "paigen/lukfu/pimc.h"
#include "paigen/ucb.h"
#include "search.h"

namespace paigen::lukfu {

namespace {

constexpr int kMaxCandidates = kIsmctsCandidates > 2 ? kIsmctsCandidates : 2;  // the call has two

// Runs the iterations over n candidates, candidate `preferred` (greedy's)
// first; play(c, world) applies candidate c to a dealt world. Returns the
// candidate visited most (ties: the preferred, then the earlier).
template <typename Play>
int search(const Game& game, int n, int preferred, uint32_t iterations, Rng& rng, Play play) {
    Scratch& s = scratch();
    uint32_t visits[kMaxCandidates] = {}, rewards[kMaxCandidates] = {};  // rewards in halves
    const int me = game.to_move;
    const Dealer dealer(game, me);
    Game world;
    for (uint32_t it = 0; it < iterations; ++it) {
        dealer.deal(rng, &world);
        const int c = ucb_arm(visits, rewards, n, it, 2, kIsmctsExplore);
        play(c, world);
        const int64_t score = rollout(world, me, Rng(rng.next()), s);
        ++visits[c];
        rewards[c] += score > 0 ? 2 : score == 0 ? 1 : 0;
    }
    int best = preferred;
    for (int c = 0; c < n; ++c)
        if (visits[c] > visits[best]) best = c;
    return best;
}

}  // namespace

int ismcts_call(const Game& game, uint32_t iterations, Rng& rng) {
    // candidate 0 is greedy's call, 1 the other
    const int greedy = greedy_call(game);
    const int c = search(game, 2, 0, iterations, rng,
                         [greedy](int k, Game& world) { apply_call(world, (k == 0 ? greedy : 1 - greedy) == 0); });
    return c == 0 ? greedy : 1 - greedy;
}

int ismcts_move(const Game& game, const Move* moves, int count, uint32_t iterations, Rng& rng) {
    const int greedy = greedy_move(game, moves, count);
    if (count == 1) return greedy;
    int picked[kIsmctsCandidates];
    const int n = candidates(game, moves, count, greedy, kIsmctsCandidates, scratch(), picked);
    const int c = search(game, n, 0, iterations, rng,
                         [moves, &picked](int k, Game& world) { apply_move(world, moves[picked[k]]); });
    return picked[c];
}

}  // namespace paigen::lukfu
