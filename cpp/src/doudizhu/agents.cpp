#include "paigen/doudizhu/agents.h"

#include <cassert>
#include <cstring>
#include <vector>

#include "greedy.h"
#include "paigen/doudizhu/ismcts.h"
#include "paigen/doudizhu/pimc.h"

namespace paigen::doudizhu {

namespace {

// Bidding strength (agents.h).
int strength(Cards hand, Rules rules) {
    const int jokers = rules.four_players() ? 2 : 1;
    int points = 2 * count_of(hand, kRankTwo) + count_of(hand, kRankAce);
    const bool rocket = count_of(hand, kRankBlack) == jokers && count_of(hand, kRankRed) == jokers;
    points += rocket ? 8 : 4 * count_of(hand, kRankRed) + 3 * count_of(hand, kRankBlack);
    points += 6 * rank_count(at_least(hand, 4) & kSuitRanks);
    return rules.four_players() ? points / 2 : points;
}

}  // namespace

int greedy_bid(const Game& game) {
    const int s = strength(game.hands[game.to_move], game.rules);
    const int wanted = s >= 12 ? 3 : s >= 9 ? 2 : s >= 6 ? 1 : 0;
    return wanted > game.highest_bid ? wanted - game.highest_bid : 0;  // else the pass
}

bool set_agent_param(Agent& agent, const char* key, int64_t value) {
    if (agent.kind == AgentKind::Pimc && std::strcmp(key, "bids") == 0) {
        if (value < 1 || value > kPimcMaxBidDeals) return false;
        agent.bid_deals = static_cast<uint8_t>(value);
        return true;
    }
    if (agent.kind == AgentKind::Pimc && std::strcmp(key, "model") == 0) {
        if (value < 1 || value > kPimcMaxModel) return false;
        agent.model = static_cast<uint8_t>(value);
        return true;
    }
    const bool pimc = agent.kind == AgentKind::Pimc && std::strcmp(key, "samples") == 0 && value <= 100'000;
    const bool ismcts = agent.kind == AgentKind::Ismcts && std::strcmp(key, "iterations") == 0 && value <= 1'000'000;
    if (!(pimc || ismcts) || value < 1) return false;
    agent.budget = static_cast<uint32_t>(value);
    return true;
}

int choose(Agent agent, const Game& game, const Move* moves, int count, Rng& rng, DealHistory history) {
    assert(count > 0 && game.phase != Phase::Over);
    if (agent.kind == AgentKind::Random) return static_cast<int>(rng.below(static_cast<uint32_t>(count)));
    if (agent.kind == AgentKind::Pimc && (game.phase != Phase::Bidding || agent.bid_deals)) {
        const uint32_t samples = agent.budget ? agent.budget : kPimcDefaultSamples;
        if (game.phase == Phase::Bidding) return pimc_bid(game, samples * agent.bid_deals, rng);
        return pimc_move(game, moves, count, samples, rng, DealModel{history, agent.model});
    }
    if (game.phase == Phase::Bidding) return greedy_bid(game);
    if (agent.kind == AgentKind::Ismcts)
        return ismcts_move(game, moves, count, agent.budget ? agent.budget : kIsmctsDefaultIterations, rng);
    return greedy_move(game, moves, count);
}

int choose(Agent agent, const Game& game, const Decision* choices, int count, Rng& rng, DealHistory history) {
    if (agent.kind == AgentKind::Random || game.phase == Phase::Bidding)
        return choose(agent, game, static_cast<const Move*>(nullptr), count, rng);
    thread_local std::vector<Move> moves(kMaxGameMoves);
    for (int i = 0; i < count; ++i) moves[static_cast<size_t>(i)] = choices[i].move;
    return choose(agent, game, moves.data(), count, rng, history);
}

}  // namespace paigen::doudizhu
