#include "paigen/lukfu/observation.h"

#include <cassert>
#include <cstring>

#include "paigen/bits.h"
#include "paigen/encoding.h"
#include "paigen/lukfu/compare.h"
#include "paigen/lukfu/old_cards.h"

namespace paigen::lukfu {

void apply_seen(Game& game, Seen& seen, const Decision& d) {
    const int seat = game.to_move;
    const uint32_t deals = game.deals;
    if (d.call >= 0) {
        seen.calls[seat] = d.call;
    } else if (d.move.kind == Kind::Discard) {
        seen.discards[seat] |= d.move.cards;
    } else if (d.move.kind != Kind::Claim) {
        seen.played[seat] |= d.move.cards;
    }
    apply(game, d);
    if (game.deals != deals) seen = Seen{};  // A2, E1: a new deal, nothing of it seen yet
}

Seen seen_of(const Record& record) {
    Seen seen;
    Game game = RecordTraits::start(record.origin());
    for (const auto& entry : record.history()) apply_seen(game, seen, entry.decision);
    return seen;
}

namespace {

int8_t* cards_block(CardSet cards, int8_t* out) { return bits_block(cards, kNumCards, out); }

}  // namespace

void encode_observation(const Game& game, const Seen& seen, int seat, int8_t* out) {
    assert(seat >= 0 && seat < kPlayers);
    [[maybe_unused]] int8_t* const first = out;
    std::memset(out, 0, kObservationSize);  // the blocks write their ones (encoding.h)
    const auto from_seat = [&](int other) { return other < 0 ? -1 : (other - seat + kPlayers) % kPlayers; };
    const auto seat_at = [&](int i) { return (seat + i) % kPlayers; };
    const CardSet hand = game.hands[seat];
    out = cards_block(hand, out);
    out = cards_block(old_cards(hand, game.public_cards), out);
    out = cards_block(game.public_cards, out);
    out = cards_block(unseen_cards(game, seen, seat), out);
    out = cards_block(seen.discards[seat], out);
    for (int i = 0; i < kPlayers; ++i) out = cards_block(seen.played[seat_at(i)], out);
    for (int i = 0; i < kPlayers; ++i) *out++ = static_cast<int8_t>(popcount(seen.discards[seat_at(i)]));
    for (int i = 0; i < kPlayers; ++i) *out++ = static_cast<int8_t>(popcount(game.hands[seat_at(i)]));
    for (int i = 0; i < kPlayers; ++i) *out++ = static_cast<int8_t>(game.fu[seat_at(i)]);
    out = one_hot(from_seat(game.master), kPlayers, out);
    out = one_hot(from_seat(game.caller), kPlayers, out);
    for (int i = 0; i < kPlayers; ++i) {
        const int call = seen.calls[seat_at(i)];
        out = one_hot(call == 1 ? 0 : call == 0 ? 1 : 2, 3, out);
    }
    const bool following = game.phase == Phase::Play && !game.leading();
    out = cards_block(following ? game.led.cards : 0, out);
    out = cards_block(following ? game.best.cards : 0, out);
    out = one_hot(following ? from_seat(game.best_player) : -1, kPlayers, out);
    out = one_hot(game.phase == Phase::Play ? game.played : -1, kPlayers, out);
    *out++ = static_cast<int8_t>(following && unbeatable_single(game.led));
    *out++ = static_cast<int8_t>(following && led_set_of_ones(game.led));
    out = one_hot(static_cast<int>(game.phase), 3, out);
    out = one_hot(game.phase == Phase::Over ? -1 : from_seat(game.to_move), kPlayers, out);
    assert(out - first == kObservationSize);
}

}  // namespace paigen::lukfu
