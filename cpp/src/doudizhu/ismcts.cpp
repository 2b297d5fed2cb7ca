// The "ismcts" agent (ismcts.h).
#include "paigen/doudizhu/ismcts.h"

#include "greedy.h"
#include "paigen/doudizhu/pimc.h"
#include "paigen/ucb.h"
#include "search.h"

namespace paigen::doudizhu {

int ismcts_move(const Game& game, const Move* moves, int count, uint32_t iterations, Rng& rng) {
    const int greedy = greedy_move(game, moves, count);
    if (count == 1 || moves[greedy].cards == game.hands[game.to_move]) return greedy;
    Scratch& s = scratch();
    s.solver.clear();  // results must not depend on earlier decisions
    int picked[kPimcCandidates];
    const int n = candidates(game, moves, count, greedy, s, picked);
    uint32_t visits[kPimcCandidates] = {}, wins[kPimcCandidates] = {};
    const int me = game.to_move;
    Game world;
    for (uint32_t it = 0; it < iterations; ++it) {
        deal_unseen(game, me, rng, &world);
        const int c = ucb_arm(visits, wins, n, it, 1, kIsmctsExplore);
        const Move& move = moves[picked[c]];
        Verdict solved = Verdict::Unknown;
        int cards = 0;
        for (int p = 0; p < world.players(); ++p) cards += card_count(world.hands[p]);
        if (cards <= kPimcSolveCards) {
            SolveLimits limits;
            limits.max_nodes = kPimcSolveNodes;
            s.solver.solve_moves(position_of(world), &move, &move + 1, limits, &solved);
        }
        bool won;
        if (solved != Verdict::Unknown) {
            won = solved == Verdict::Win;
        } else {
            Game next = world;
            apply_move(next, move);
            won = rollout_won(next, me, s);
        }
        ++visits[c];
        wins[c] += won;
    }
    int best = 0;
    for (int c = 1; c < n; ++c)
        if (visits[c] > visits[best]) best = c;
    return picked[best];
}

}  // namespace paigen::doudizhu
