#include "paigen/doudizhu/observation.h"

#include <array>
#include <cassert>
#include <cstring>

#include "paigen/encoding.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace paigen::doudizhu {

void apply_seen(Game& game, Seen& seen, const Decision& d) {
    const int seat = game.to_move;
    const uint32_t deals = game.deals;
    if (d.bid >= 0) {
        seen.bids[seat] = d.bid;
    } else {
        seen.played[seat] += d.move.cards;
        seen.bombs = static_cast<uint8_t>(seen.bombs + (d.move.kind == Kind::Bomb || d.move.kind == Kind::Rocket));
        seen.recent[seen.recent_at] = d.move.cards;
        seen.recent_seat[seen.recent_at] = static_cast<uint8_t>(seat);
        seen.recent_at = static_cast<uint8_t>((seen.recent_at + 1) % Seen::kRecent);
        if (seen.recent_count < Seen::kRecent) ++seen.recent_count;
    }
    apply(game, d);
    if (game.deals != deals) {  // B4: a redeal, a new auction
        for (int8_t& bid : seen.bids) bid = -1;
    }
}

Seen seen_of(const Record& record) {
    Seen seen;
    Game game = RecordTraits::start(record.origin());
    for (const auto& entry : record.history()) apply_seen(game, seen, entry.decision);
    return seen;
}

namespace {

constexpr int card_values(int players) { return players == 4 ? 108 : 54; }

constexpr int observation_size_of(int players) {
    const int n = players, cards = card_values(players), recent = 2 * n;
    return cards * 2 + n * cards + n + n + cards + n * 4 + cards + n + kNumKinds + recent * cards + recent * n + 1 + 3 +
           n;
}

// kThermometer[c]: the values of one rank holding c cards (c ones, then zeros).
constexpr int8_t kThermometer[9][8] = {
    {0, 0, 0, 0, 0, 0, 0, 0}, {1, 0, 0, 0, 0, 0, 0, 0}, {1, 1, 0, 0, 0, 0, 0, 0},
    {1, 1, 1, 0, 0, 0, 0, 0}, {1, 1, 1, 1, 0, 0, 0, 0}, {1, 1, 1, 1, 1, 0, 0, 0},
    {1, 1, 1, 1, 1, 1, 0, 0}, {1, 1, 1, 1, 1, 1, 1, 0}, {1, 1, 1, 1, 1, 1, 1, 1},
};

#if !defined(__SSE2__)
// kPairs[b]: the 8 values of two ranks of a 3-player deck (4 copies each)
// whose counts are the two nibbles of b, as Cards keeps them: one copy of 8
// bytes writes two ranks.
constexpr auto kPairs = [] {
    std::array<std::array<int8_t, 8>, 256> table{};
    for (int b = 0; b < 256; ++b)
        for (int k = 0; k < 4; ++k) {
            table[b][k] = static_cast<int8_t>((b & 15) > k);
            table[b][4 + k] = static_cast<int8_t>((b >> 4) > k);
        }
    return table;
}();
#endif

// The card vectors of a 3-player deck of list[0 .. count), one after the
// other: the hot part of a step of the vectorised environment (13 of them an
// observation). Ranks 3..A, then 2 and the jokers.
int8_t* cards_blocks_3(const Cards* list, int count, int8_t* out) {
#if defined(__SSE2__)
    // Each rank's count repeated over its 4 values and compared with 0..3,
    // 16 values an instruction: no table loads, half the stores.
    const __m128i nibbles = _mm_set1_epi8(0x0F);
    const __m128i steps = _mm_setr_epi8(0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3);
    const __m128i one = _mm_set1_epi8(1);
    const auto thermometer = [&](__m128i fours) { return _mm_and_si128(_mm_cmpgt_epi8(fours, steps), one); };
    for (int b = 0; b < count; ++b, out += 54) {
        const __m128i word = _mm_loadl_epi64(reinterpret_cast<const __m128i*>(list + b));
        const __m128i counts =  // byte r: the count of rank r (Cards keeps them in nibbles, little-endian)
            _mm_unpacklo_epi8(_mm_and_si128(word, nibbles), _mm_and_si128(_mm_srli_epi64(word, 4), nibbles));
        const __m128i low = _mm_unpacklo_epi8(counts, counts);  // ranks 0-7, each twice
        const __m128i high = _mm_unpackhi_epi8(counts, counts);
        _mm_storeu_si128(reinterpret_cast<__m128i*>(out), thermometer(_mm_unpacklo_epi16(low, low)));
        _mm_storeu_si128(reinterpret_cast<__m128i*>(out + 16), thermometer(_mm_unpackhi_epi16(low, low)));
        _mm_storeu_si128(reinterpret_cast<__m128i*>(out + 32), thermometer(_mm_unpacklo_epi16(high, high)));
        // Ranks 12-15: the 2's four values and the black joker's first, then the red joker's.
        uint64_t tail;
        _mm_storel_epi64(reinterpret_cast<__m128i*>(&tail), thermometer(_mm_unpackhi_epi16(high, high)));
        if (b + 1 < count)
            std::memcpy(out + 48, &tail, 8);  // one store: the next block writes over bytes 54 and 55
        else
            std::memcpy(out + 48, &tail, 5);
        out[53] = static_cast<int8_t>(count_of(list[b], kRankRed) > 0);
    }
#else
    for (int b = 0; b < count; ++b, out += 6) {
        for (int pair = 0; pair < 6; ++pair, out += 8)
            std::memcpy(out, kPairs[(list[b] >> (8 * pair)) & 0xFF].data(), 8);
        std::memcpy(out, kThermometer[count_of(list[b], kRankTwo)], 4);
        out[4] = static_cast<int8_t>(count_of(list[b], kRankBlack) > 0);
        out[5] = static_cast<int8_t>(count_of(list[b], kRankRed) > 0);
    }
#endif
    return out;
}

// The same for a 4-player deck: 8 values per suited rank, 2 per joker.
int8_t* cards_blocks_4(const Cards* list, int count, int8_t* out) {
    for (int b = 0; b < count; ++b) {
        for (int r = 0; r < kRankBlack; ++r, out += 8) std::memcpy(out, kThermometer[count_of(list[b], r)], 8);
        for (int r = kRankBlack; r < kNumRanks; ++r, out += 2) std::memcpy(out, kThermometer[count_of(list[b], r)], 2);
    }
    return out;
}

}  // namespace

int8_t* cards_block(Cards cards, Rules rules, int8_t* out) {
    return rules.four_players() ? cards_blocks_4(&cards, 1, out) : cards_blocks_3(&cards, 1, out);
}

int observation_size(int players) { return observation_size_of(players); }

Cards unseen_cards(const Game& game, const Seen& seen, int seat) {
    Cards unseen = full_deck(game.rules) - game.hands[seat];
    for (int p = 0; p < game.players(); ++p) unseen -= seen.played[p];
    return unseen;
}

namespace {

// The encoding for N players, N a constant: the seat rotations are table
// look-ups and the card blocks one shape, not a division and a branch each
// (the vector env encodes every env at every step).
template <int N>
void encode_for(const Game& game, const Seen& seen, int seat, int8_t* out) {
    constexpr int n = N;
    assert(game.players() == n && seat >= 0 && seat < n);
    int by_offset[n];         // the seat `i` places after the observer
    int8_t offset_of[n + 1];  // offset_of[other + 1]: -1 for no seat
    offset_of[0] = -1;
    for (int i = 0; i < n; ++i) {
        by_offset[i] = seat + i < n ? seat + i : seat + i - n;
        offset_of[by_offset[i] + 1] = static_cast<int8_t>(i);
    }
    const auto from_seat = [&](int other) { return static_cast<int>(offset_of[other + 1]); };
    // The card vectors by runs of consecutive blocks: one loop each.
    const auto cards = [](const Cards* list, int count, int8_t* at) {
        return n == 4 ? cards_blocks_4(list, count, at) : cards_blocks_3(list, count, at);
    };
    const bool auction_over = game.landlord >= 0;
    [[maybe_unused]] int8_t* const first = out;
    [[maybe_unused]] constexpr size_t size = static_cast<size_t>(observation_size_of(n));
    // Every block writes all its values: the card blocks and counts do, and
    // each run of one-hots is cleared first, a few bytes (one memset of the
    // whole layout ran a slow string store, a sixth of the encoding's time).
    const auto cleared = [](int values, int8_t* at) {
        return static_cast<int8_t*>(std::memset(at, 0, static_cast<size_t>(values)));
    };

    Cards own[2 + n];  // the hand, the unseen cards, each seat's played
    own[0] = game.hands[seat];
    own[1] = unseen_cards(game, seen, seat);
    for (int i = 0; i < n; ++i) own[2 + i] = seen.played[by_offset[i]];
    out = cards(own, 2 + n, out);
    for (int i = 0; i < n; ++i) *out++ = static_cast<int8_t>(card_count(game.hands[by_offset[i]]));
    out = one_hot(from_seat(game.landlord), n, cleared(n, out));
    const Cards kitty = auction_over ? game.kitty : 0;
    out = cards(&kitty, 1, out);
    cleared(n * 4, out);
    for (int i = 0; i < n; ++i) out = one_hot(seen.bids[by_offset[i]], 4, out);
    const bool to_beat = game.phase == Phase::Play && !game.leading();
    const Cards beat = to_beat ? game.last_move.cards : 0;
    out = cards(&beat, 1, out);
    out = one_hot(to_beat ? from_seat(game.last_player) : -1, n, cleared(n + kNumKinds, out));
    out = one_hot(to_beat ? static_cast<int>(game.last_move.kind) : -1, kNumKinds, out);
    constexpr int recent = 2 * n;
    Cards recent_cards[recent];
    int recent_seats[recent];
    for (int i = 0; i < recent; ++i) {
        const bool known = i < seen.recent_count;
        const int at = (seen.recent_at - 1 - i + 2 * Seen::kRecent) % Seen::kRecent;
        recent_cards[i] = known ? seen.recent[at] : 0;
        recent_seats[i] = known ? from_seat(seen.recent_seat[at]) : -1;
    }
    out = cards(recent_cards, recent, out);
    cleared(recent * n + 1 + 3 + n, out);  // the recent seats, bombs, phase and to_move
    for (int i = 0; i < recent; ++i) out = one_hot(recent_seats[i], n, out);
    *out++ = static_cast<int8_t>(seen.bombs);
    out = one_hot(static_cast<int>(game.phase), 3, out);
    out = one_hot(game.phase == Phase::Over ? -1 : from_seat(game.to_move), n, out);
    assert(static_cast<size_t>(out - first) == size);
}

}  // namespace

void encode_observation(const Game& game, const Seen& seen, int seat, int8_t* out) {
    if (game.players() == 4)
        encode_for<4>(game, seen, seat, out);
    else
        encode_for<3>(game, seen, seat, out);
}

}  // namespace paigen::doudizhu
