// The "pimc" agent (pimc.h).
#include "paigen/doudizhu/pimc.h"

#include <algorithm>
#include <utility>
#include <vector>

#include "greedy.h"
#include "greedy_model.h"
#include "paigen/doudizhu/compare.h"
#include "paigen/doudizhu/hand_plan.h"
#include "paigen/doudizhu/solve.h"
#include "search.h"

namespace paigen::doudizhu {

Scratch& scratch() {
    thread_local Scratch s;
    return s;
}

int candidates(const Game& game, const Move* moves, int count, int greedy, Scratch& s, int* out) {
    if (count <= kPimcCandidates) {
        out[0] = greedy;
        int n = 1;
        for (int i = 0; i < count; ++i)
            if (i != greedy) out[n++] = i;
        return n;
    }
    const Cards hand = game.hands[game.to_move];
    int pass = -1, bomb = -1;
    s.ranked.clear();
    for (int i = 0; i < count; ++i) {
        const Move& m = moves[i];
        if (m.is_pass()) {
            pass = i;
            continue;
        }
        if (is_bomb_like(m.kind)) {
            if (bomb < 0 || beats(moves[bomb], m, game.rules)) bomb = i;
            continue;
        }
        s.ranked.emplace_back(plays_to_empty(hand - m.cards, game.rules.four_players()) * 64 + m.main, i);
    }
    std::sort(s.ranked.begin(), s.ranked.end());
    int n = 0;
    out[n++] = greedy;
    const auto add = [&](int i) {
        if (i < 0 || n == kPimcCandidates) return;
        for (int k = 0; k < n; ++k)
            if (out[k] == i) return;
        out[n++] = i;
    };
    add(pass);
    add(bomb);
    for (const auto& r : s.ranked) add(r.second);
    return n;
}

bool rollout_won(Game game, int team_of, Scratch& s) {
    const bool landlord_side = team_of == game.landlord;
    while (game.phase != Phase::Over) {
        const int n = static_cast<int>(legal_moves(game, s.moves.data()) - s.moves.data());
        apply_move(game, s.moves[static_cast<size_t>(greedy_move(game, s.moves.data(), n))]);
    }
    return landlord_won(game) == landlord_side;
}

void deal_unseen(const Game& game, int seat, Rng& rng, Game* out) {
    *out = game;
    const bool auction = game.phase == Phase::Bidding;  // the kitty is not shown yet (B3)
    const Cards kept = game.landlord >= 0 && game.landlord != seat ? game.kitty_kept : 0;
    Cards pool = auction ? game.kitty : 0;
    for (int p = 0; p < game.players(); ++p)
        if (p != seat) pool += game.hands[p];
    pool -= kept;
    uint8_t cards[128];
    int n = 0;
    for (int r = 0; r < kNumRanks; ++r)
        for (int k = count_of(pool, r); k > 0; --k) cards[n++] = static_cast<uint8_t>(r);
    for (int i = n - 1; i > 0; --i) std::swap(cards[i], cards[rng.below(static_cast<uint32_t>(i + 1))]);
    int at = 0;
    for (int p = 0; p < game.players(); ++p) {
        if (p == seat) continue;
        Cards hand = p == game.landlord ? kept : 0;
        for (int need = card_count(game.hands[p]) - card_count(hand); need > 0; --need) hand += rank_bit(cards[at++]);
        out->hands[p] = hand;
    }
    if (auction) {
        Cards kitty = 0;
        for (int need = card_count(game.kitty); need > 0; --need) kitty += rank_bit(cards[at++]);
        out->kitty = kitty;
    }
}

namespace {

// A sampled deal's worth to `seat` after it bids decision `i` of legal_bids()
// order: the rest of the auction by greedy's bids, then greedy rollouts. In
// half points: 2 a win, 0 a loss, 1 an all-pass auction (a new deal, which
// the world must not foresee: it would redeal from the real game's generator).
int bid_worth(Game world, int i, int seat, Scratch& s) {
    const uint32_t deal = world.deals;
    apply_bid(world, GameAdapter::bid_of(world, i));
    while (world.phase == Phase::Bidding && world.deals == deal)
        apply_bid(world, GameAdapter::bid_of(world, greedy_bid(world)));
    if (world.deals != deal || world.phase != Phase::Play) return 1;
    return rollout_won(world, seat, s) ? 2 : 0;
}

}  // namespace

int pimc_bid(const Game& game, uint32_t deals, Rng& rng) {
    const int greedy = greedy_bid(game);
    const int options = 1 + kMaxBid - game.highest_bid;
    Scratch& s = scratch();
    int worth[1 + kMaxBid] = {};
    Game world;
    for (uint32_t w = 0; w < deals; ++w) {
        deal_unseen(game, game.to_move, rng, &world);
        for (int i = 0; i < options; ++i) worth[i] += bid_worth(world, i, game.to_move, s);
    }
    const int margin = static_cast<int>(2 * deals / kPimcBidMarginPer);
    int best = greedy;
    for (int i = 0; i < options; ++i)
        if (worth[i] > worth[best] && worth[i] > worth[greedy] + margin) best = i;
    return best;
}

int pimc_move(const Game& game, const Move* moves, int count, uint32_t samples, Rng& rng, DealModel dealing) {
    const int greedy = greedy_move(game, moves, count);
    if (count == 1 || moves[greedy].cards == game.hands[game.to_move]) return greedy;
    Scratch& s = scratch();
    s.solver.clear();  // results must not depend on earlier decisions
    int picked[kPimcCandidates];
    const int n = candidates(game, moves, count, greedy, s, picked);
    Move tried[kPimcCandidates];
    for (int c = 0; c < n; ++c) tried[c] = moves[picked[c]];
    int wins[kPimcCandidates] = {};
    Verdict solved[kPimcCandidates];
    const int me = game.to_move;
    thread_local GreedyModel model;
    thread_local DealChain chain;
    const bool modelled =
        dealing.weight_log2 > 0 && chain.start(game, dealing.history, dealing.weight_log2, model, rng, s.moves.data());
    Game world;
    for (uint32_t w = 0; w < samples; ++w) {
        if (modelled)
            world = chain.next(model, rng, s.moves.data());
        else
            deal_unseen(game, me, rng, &world);
        int cards = 0;
        for (int p = 0; p < world.players(); ++p) cards += card_count(world.hands[p]);
        std::fill(solved, solved + n, Verdict::Unknown);
        if (cards <= kPimcSolveCards) {
            SolveLimits limits;
            limits.max_nodes = kPimcSolveNodes;
            s.solver.solve_moves(position_of(world), tried, tried + n, limits, solved);
        }
        for (int c = 0; c < n; ++c) {
            if (solved[c] != Verdict::Unknown) {
                wins[c] += solved[c] == Verdict::Win;
                continue;
            }
            Game next = world;
            apply_move(next, tried[c]);
            wins[c] += rollout_won(next, me, s);
        }
    }
    // A move other than greedy's must beat it by a margin: the sampled deals
    // ignore what the play so far tells, so small leads are often their bias.
    const int margin = static_cast<int>(samples / kPimcMarginPer);
    int best = 0;
    for (int c = 1; c < n; ++c)
        if (wins[c] > wins[best] && wins[c] > wins[0] + margin) best = c;
    return picked[best];
}

}  // namespace paigen::doudizhu
