#include "paigen/playout.h"

namespace paigen {

namespace {

// Plays one deal to the end with uniformly random choices from the game's own
// generator; `Adapter::choices` lists the decisions.
template <typename Adapter>
void play_out(typename Adapter::Game& game, typename Adapter::Choice* choices) {
    while (!Adapter::over(game)) {
        const int n = Adapter::choices(game, choices);
        Adapter::apply(game, choices[game.rng.below(static_cast<uint32_t>(n))]);
    }
}

}  // namespace

void play_doudizhu(doudizhu::Rules rules, uint64_t seed, uint64_t first, uint64_t count, DoudizhuOutcome* out) {
    thread_local doudizhu::Decision choices[doudizhu::kMaxMoves];
    for (uint64_t i = 0; i < count; ++i) {
        doudizhu::Game game = doudizhu::new_game(rules, Rng::stream(seed, first + i));
        play_out<doudizhu::GameAdapter>(game, choices);
        DoudizhuOutcome& o = out[i];
        o.landlord = game.landlord;
        o.landlord_won = doudizhu::landlord_won(game);
        o.bid = game.highest_bid;
        o.multiplier = doudizhu::multiplier(game);
        o.stake = doudizhu::stake(game);
        o.moves = game.plays;
        o.deals = static_cast<int32_t>(game.deals);
    }
}

void play_lukfu(uint64_t seed, uint64_t first, uint64_t count, LukfuOutcome* out) {
    thread_local lukfu::Decision choices[lukfu::kMaxMoves];
    for (uint64_t i = 0; i < count; ++i) {
        lukfu::Game game = lukfu::new_game(Rng::stream(seed, first + i));
        play_out<lukfu::GameAdapter>(game, choices);
        LukfuOutcome& o = out[i];
        o.winner = game.winner;
        o.caller = game.caller;
        o.total = game.total;
        o.points = static_cast<int16_t>(game.winner < 0 ? 0 : game.total - 5);
        o.void_deal = game.void_deal;
        o.moves = game.moves;
        o.deals = static_cast<int32_t>(game.deals);
    }
}

}  // namespace paigen
