#include "paigen/doudizhu/playout.h"

#include <vector>

#include "paigen/doudizhu/agents.h"
#include "paigen/playout.h"

namespace paigen::doudizhu {

namespace {

constexpr uint64_t kPollEvery = 256;  // deals between stop checks (about a millisecond)

Outcome outcome_of(const Game& game) {
    Outcome o;
    o.landlord = game.landlord;
    o.landlord_won = landlord_won(game);
    o.bid = game.highest_bid;
    o.multiplier = multiplier(game);
    o.stake = stake(game);
    o.moves = game.plays;
    o.deals = static_cast<int32_t>(game.deals);
    return o;
}

// play_out() (playout.h) that also keeps the deal's decisions for the agents
// that read them (agents.h).
void play_out_with_history(Game& game, Move* moves, const Agent* seats, Rng* rngs) {
    thread_local std::vector<Decision> history;
    history.clear();
    uint32_t deal = game.deals;
    while (game.phase != Phase::Over) {
        if (game.deals != deal) {  // an all-pass auction dealt again (B4)
            history.clear();
            deal = game.deals;
        }
        const int n = GameAdapter::generate(game, moves);
        const int p = game.to_move;
        const int i = choose(seats[p], game, moves, n, rngs[p], DealHistory{history.data(), history.size()});
        history.push_back(GameAdapter::choice(game, moves, i));
        GameAdapter::apply(game, moves, i);
    }
}

}  // namespace

uint64_t play_random(Rules rules, uint64_t seed, uint64_t first, uint64_t count, Outcome* out, StopCheck stop) {
    thread_local Move moves[GameAdapter::kMaxChoices];
    for (uint64_t i = 0; i < count; ++i) {
        if (i % kPollEvery == kPollEvery - 1 && stop.requested()) return i;
        Game game = new_game(rules, Rng::stream(seed, first + i));
        play_out<GameAdapter>(game, moves);
        out[i] = outcome_of(game);
    }
    return count;
}

uint64_t play_agents(Rules rules, uint64_t seed, uint64_t first, uint64_t count, const Seating& seating, Outcome* out,
                     int64_t* payoffs_out, StopCheck stop) {
    thread_local Move moves[GameAdapter::kMaxChoices];
    bool keep_history = false;
    for (int p = 0; p < rules.players; ++p) keep_history |= reads_history(seating.agents[p]);
    for (uint64_t i = 0; i < count; ++i) {
        if (i % kPollEvery == kPollEvery - 1 && stop.requested()) return i;
        Game game = new_game(rules, Rng::stream(seed, first + i));
        Rng draws[kMaxPlayers];
        for (int p = 0; p < rules.players; ++p) draws[p] = Rng(agent_seed(seating.seed, first + i, p));
        if (keep_history)
            play_out_with_history(game, moves, seating.agents, draws);
        else
            play_out<GameAdapter>(game, moves, seating.agents, draws);
        out[i] = outcome_of(game);
        int64_t net[kMaxPlayers];
        payoffs(game, net);
        for (int p = 0; p < rules.players; ++p) payoffs_out[i * static_cast<uint64_t>(rules.players) + p] = net[p];
    }
    return count;
}

}  // namespace paigen::doudizhu
