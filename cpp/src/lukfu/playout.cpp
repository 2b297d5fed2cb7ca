#include "paigen/lukfu/playout.h"

#include "paigen/playout.h"

namespace paigen::lukfu {

uint64_t play_random(uint64_t seed, uint64_t first, uint64_t count, Outcome* out, StopCheck stop) {
    constexpr uint64_t kPollEvery = 1024;  // deals between stop checks (about a millisecond)
    thread_local Decision choices[kMaxMoves];
    for (uint64_t i = 0; i < count; ++i) {
        if (i % kPollEvery == kPollEvery - 1 && stop.requested()) return i;
        Game game = new_game(Rng::stream(seed, first + i));
        play_out<GameAdapter>(game, choices);
        Outcome& o = out[i];
        o.winner = game.winner;
        o.caller = game.caller;
        o.total = game.total;
        o.points = static_cast<int16_t>(points(game));
        o.void_deal = game.void_deal;
        o.moves = game.moves;
        o.deals = static_cast<int32_t>(game.deals);
    }
    return count;
}

}  // namespace paigen::lukfu
