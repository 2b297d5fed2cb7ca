#include "paigen/lukfu/agents.h"

#include <cassert>
#include <cstring>
#include <vector>

#include "greedy.h"
#include "paigen/bits.h"
#include "paigen/lukfu/ismcts.h"
#include "paigen/lukfu/old_cards.h"
#include "paigen/lukfu/pimc.h"

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
int greedy_pick(const Game& game, MoveAt move, int count) {
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

}  // namespace

int greedy_call(const Game& game) {
    const int old = popcount(old_cards(game.hands[game.to_move], 0));
    return old >= kCallWithOld ? 0 : 1;
}

int greedy_move(const Game& game, const Move* moves, int count) {
    return greedy_pick(game, [moves](int i) -> const Move& { return moves[i]; }, count);
}

bool set_agent_param(Agent& agent, const char* key, int64_t value) {
    const bool pimc = agent.kind == AgentKind::Pimc && std::strcmp(key, "samples") == 0 && value <= 100'000;
    const bool ismcts = agent.kind == AgentKind::Ismcts && std::strcmp(key, "iterations") == 0 && value <= 1'000'000;
    if (!(pimc || ismcts) || value < 1) return false;
    agent.budget = static_cast<uint32_t>(value);
    return true;
}

int choose(Agent agent, const Game& game, const Move* moves, int count, Rng& rng) {
    assert(count > 0 && game.phase != Phase::Over);
    if (agent.kind == AgentKind::Random) return static_cast<int>(rng.below(static_cast<uint32_t>(count)));
    const bool calling = game.phase == Phase::Calling;  // choices: play, pass
    switch (agent.kind) {
        case AgentKind::Pimc: {
            const uint32_t samples = agent.budget ? agent.budget : kPimcDefaultSamples;
            return calling ? pimc_call(game, samples, rng) : pimc_move(game, moves, count, samples, rng);
        }
        case AgentKind::Ismcts: {
            const uint32_t iterations = agent.budget ? agent.budget : kIsmctsDefaultIterations;
            return calling ? ismcts_call(game, iterations, rng) : ismcts_move(game, moves, count, iterations, rng);
        }
        default: return calling ? greedy_call(game) : greedy_move(game, moves, count);
    }
}

int choose(Agent agent, const Game& game, const Decision* choices, int count, Rng& rng) {
    if (agent.kind == AgentKind::Random || game.phase == Phase::Calling)
        return choose(agent, game, static_cast<const Move*>(nullptr), count, rng);
    thread_local std::vector<Move> moves(kMaxMoves);
    for (int i = 0; i < count; ++i) moves[static_cast<size_t>(i)] = choices[i].move;
    return choose(agent, game, moves.data(), count, rng);
}

}  // namespace paigen::lukfu
