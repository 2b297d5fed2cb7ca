#include "paigen/doudizhu/playout.h"

#include "paigen/playout.h"

namespace paigen::doudizhu {

uint64_t play_random(Rules rules, uint64_t seed, uint64_t first, uint64_t count, Outcome* out, StopCheck stop) {
    constexpr uint64_t kPollEvery = 256;  // deals between stop checks (about a millisecond)
    thread_local Decision choices[GameAdapter::kMaxChoices];
    for (uint64_t i = 0; i < count; ++i) {
        if (i % kPollEvery == kPollEvery - 1 && stop.requested()) return i;
        Game game = new_game(rules, Rng::stream(seed, first + i));
        play_out<GameAdapter>(game, choices);
        Outcome& o = out[i];
        o.landlord = game.landlord;
        o.landlord_won = landlord_won(game);
        o.bid = game.highest_bid;
        o.multiplier = multiplier(game);
        o.stake = stake(game);
        o.moves = game.plays;
        o.deals = static_cast<int32_t>(game.deals);
    }
    return count;
}

}  // namespace paigen::doudizhu
