#include "paigen/doudizhu/playout.h"

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
    for (uint64_t i = 0; i < count; ++i) {
        if (i % kPollEvery == kPollEvery - 1 && stop.requested()) return i;
        Game game = new_game(rules, Rng::stream(seed, first + i));
        Rng draws[kMaxPlayers];
        for (int p = 0; p < rules.players; ++p) draws[p] = Rng(agent_seed(seating.seed, first + i, p));
        play_out<GameAdapter>(game, moves, seating.agents, draws);
        out[i] = outcome_of(game);
        int64_t net[kMaxPlayers];
        payoffs(game, net);
        for (int p = 0; p < rules.players; ++p) payoffs_out[i * static_cast<uint64_t>(rules.players) + p] = net[p];
    }
    return count;
}

}  // namespace paigen::doudizhu
