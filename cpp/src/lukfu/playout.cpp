#include "paigen/lukfu/playout.h"

#include "paigen/playout.h"

namespace paigen::lukfu {

namespace {

constexpr uint64_t kPollEvery = 1024;  // deals between stop checks (about a millisecond)

Outcome outcome_of(const Game& game) {
    Outcome o;
    o.winner = game.winner;
    o.caller = game.caller;
    o.total = game.total;
    o.points = static_cast<int16_t>(points(game));
    o.void_deal = game.void_deal;
    o.moves = static_cast<int32_t>(game.moves);
    o.deals = static_cast<int32_t>(game.deals);
    o.ran_out = static_cast<int32_t>(game.ran_out);
    return o;
}

}  // namespace

uint64_t play_random(uint64_t seed, uint64_t first, uint64_t count, Outcome* out, StopCheck stop) {
    thread_local Move moves[GameAdapter::kMaxChoices];
    for (uint64_t i = 0; i < count; ++i) {
        if (i % kPollEvery == kPollEvery - 1 && stop.requested()) return i;
        Game game = new_game(Rng::stream(seed, first + i));
        play_out<GameAdapter>(game, moves);
        out[i] = outcome_of(game);
    }
    return count;
}

uint64_t play_agents(uint64_t seed, uint64_t first, uint64_t count, const Seating& seating, Outcome* out,
                     int64_t* payoffs_out, StopCheck stop) {
    thread_local Move moves[GameAdapter::kMaxChoices];
    for (uint64_t i = 0; i < count; ++i) {
        if (i % kPollEvery == kPollEvery - 1 && stop.requested()) return i;
        Game game = new_game(Rng::stream(seed, first + i));
        Rng draws[kPlayers];
        for (int p = 0; p < kPlayers; ++p) draws[p] = Rng(agent_seed(seating.seed, first + i, p));
        play_out<GameAdapter>(game, moves, seating.agents, draws);
        out[i] = outcome_of(game);
        payoffs(game, payoffs_out + i * kPlayers);
    }
    return count;
}

}  // namespace paigen::lukfu
