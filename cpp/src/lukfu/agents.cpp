#include "paigen/lukfu/agents.h"

#include <cassert>

#include "paigen/bits.h"
#include "paigen/lukfu/old_cards.h"

namespace paigen::lukfu {

namespace {

constexpr int kCallWithOld = 4;

// The sum of the ranks of `cards`, and of the Old ones counted as rank 10 so
// that discards keep them.
int discard_cost(CardSet cards, CardSet old) {
    int cost = 0;
    for (CardSet c = cards; c;) {
        const CardSet bit = pop_lsb(c);
        cost += (bit & old) ? 10 : rank_of_index(lsb(bit));
    }
    return cost;
}

// move(i): the i-th of the `count` moves open (a Move or a Decision's move).
template <typename MoveAt>
int greedy_move(const Game& game, MoveAt move, int count) {
    if (game.leading()) {  // the claim (R1) is then the only choice
        int best = 0;
        for (int i = 1; i < count; ++i) {
            const Move &m = move(i), &b = move(best);
            if (m.size > b.size || (m.size == b.size && (m.rank > b.rank || (m.rank == b.rank && m.suit > b.suit))))
                best = i;
        }
        return best;
    }
    if (move(0).kind != Kind::Discard) {  // every choice beats (section G)
        int best = 0;
        for (int i = 1; i < count; ++i) {
            const Move &m = move(i), &b = move(best);
            if (m.suit < b.suit || (m.suit == b.suit && m.rank < b.rank)) best = i;
        }
        return best;
    }
    const CardSet old = old_cards(game.hands[game.to_move], game.public_cards);
    int best = 0, best_cost = discard_cost(move(0).cards, old);
    for (int i = 1; i < count; ++i) {
        const int cost = discard_cost(move(i).cards, old);
        if (cost < best_cost) best = i, best_cost = cost;
    }
    return best;
}

template <typename MoveAt>
int choose_by(Agent agent, const Game& game, MoveAt move, int count, Rng& rng) {
    assert(count > 0 && game.phase != Phase::Over);
    if (agent == Agent::Random) return static_cast<int>(rng.below(static_cast<uint32_t>(count)));
    if (game.phase == Phase::Calling) {  // choices: play, pass
        const int old = popcount(old_cards(game.hands[game.to_move], 0));
        return old >= kCallWithOld ? 0 : 1;
    }
    return greedy_move(game, move, count);
}

}  // namespace

int choose(Agent agent, const Game& game, const Decision* choices, int count, Rng& rng) {
    return choose_by(agent, game, [choices](int i) -> const Move& { return choices[i].move; }, count, rng);
}

int choose(Agent agent, const Game& game, const Move* moves, int count, Rng& rng) {
    return choose_by(agent, game, [moves](int i) -> const Move& { return moves[i]; }, count, rng);
}

}  // namespace paigen::lukfu
