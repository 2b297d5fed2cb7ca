// Luk Fu move generation over 36-bit card masks (see cards.h). Suit lanes are
// 9 bits wide, so "cards that start a run of L in their suit" is
// h & h>>1 & ... & h>>(L-1), masked so that a run never crosses into the next
// lane; sets are the four lanes' bits of one rank.
#include "paigen/lukfu/movegen.h"

#include <cassert>
#include <cstddef>
#include <cstring>

#include "paigen/bits.h"
#include "paigen/lukfu/compare.h"
#include "paigen/lukfu/old_cards.h"

namespace paigen::lukfu {

namespace {

// Writes one move. On little-endian targets the four key bytes go out as one
// 64-bit word next to the cards (two stores instead of five); the layout is
// checked against Move's fields at compile time.
inline Move* emit(Move* out, Kind kind, CardSet cards, int rank, int suit, int size) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    static_assert(offsetof(Move, kind) == 8 && offsetof(Move, rank) == 9 && offsetof(Move, suit) == 10 &&
                      offsetof(Move, size) == 11,
                  "emit() packs kind, rank, suit and size into the second word");
    const uint64_t words[2] = {cards, static_cast<uint64_t>(kind) | static_cast<uint64_t>(rank) << 8 |
                                          static_cast<uint64_t>(suit) << 16 | static_cast<uint64_t>(size) << 24};
    std::memcpy(static_cast<void*>(out), words, sizeof words);
#else
    *out = Move{cards, kind, static_cast<uint8_t>(rank), static_cast<uint8_t>(suit), static_cast<uint8_t>(size)};
#endif
    return out + 1;
}

// Bits that may start a run of `len` without leaving their lane: rank <= 10 - len.
inline constexpr CardSet run_starts(int len) {
    const CardSet lane = (CardSet{1} << (10 - len)) - 1;
    return lane | lane << 9 | lane << 18 | lane << 27;
}

inline Move* singles(CardSet cards, Move* out) {
    while (cards) {
        const int index = lsb(cards);
        out = emit(out, Kind::Single, CardSet{1} << index, rank_of_index(index), suit_of_index(index), 1);
        cards &= cards - 1;
    }
    return out;
}

// Sets (S2) from `hand` of ranks above `floor` (only rank 9 when `nines_only`),
// of size 3 and/or 4 as allowed.
inline Move* sets(CardSet hand, bool threes, bool fours, int floor, bool nines_only, Move* out) {
    const int first = nines_only && floor < 8 ? 9 : floor + 1;
    for (int rank = first; rank <= kNumRanks; ++rank) {
        const CardSet all = hand & rank_cards(rank);
        const int n = popcount(all);
        if (n < 3) continue;
        if (threes) {
            if (n == 3) {
                out = emit(out, Kind::Set, all, rank, 0, 3);
            } else {  // four of the rank: leave out each card in turn
                CardSet each = all;
                while (each) {
                    const CardSet left_out = each & (0 - each);
                    out = emit(out, Kind::Set, all ^ left_out, rank, 0, 3);
                    each ^= left_out;
                }
            }
        }
        if (fours && n == 4) out = emit(out, Kind::Set, all, rank, 0, 4);
    }
    return out;
}

// Runs (S3) of lengths [min_len, max_len]; `keep(start_index, len)` filters.
template <typename Keep>
inline Move* runs(CardSet hand, int min_len, int max_len, Keep keep, Move* out) {
    CardSet starts = hand;
    for (int len = 2; len <= max_len && starts; ++len) {
        starts &= (hand >> (len - 1)) & run_starts(len);
        if (len < min_len) continue;
        CardSet s = starts;
        while (s) {
            const int index = lsb(s);
            s &= s - 1;
            const int top = index + len - 1;
            if (!keep(top, len)) continue;
            const CardSet cards = ((CardSet{1} << len) - 1) << index;
            out = emit(out, Kind::Run, cards, rank_of_index(top), suit_of_index(top), len);
        }
    }
    return out;
}

// Every 12-bit number, grouped by popcount and ascending within a group. The
// k-subsets of the first n positions are then a prefix of group k (those below
// 2^n), C(n, k) long, and the list needs no loop-carried step to walk.
struct Combinations {
    uint16_t values[1 << kHandSize] = {};
    uint16_t start[kHandSize + 2] = {};                  // group k is values[start[k], start[k+1])
    uint16_t choose[kHandSize + 1][kHandSize + 1] = {};  // C(n, k)

    constexpr Combinations() {
        int next = 0;
        for (int k = 0; k <= kHandSize; ++k) {
            start[k] = static_cast<uint16_t>(next);
            for (int v = 0; v < (1 << kHandSize); ++v)
                if (__builtin_popcount(static_cast<unsigned>(v)) == k) values[next++] = static_cast<uint16_t>(v);
        }
        start[kHandSize + 1] = static_cast<uint16_t>(next);
        for (int n = 0; n <= kHandSize; ++n) {
            choose[n][0] = 1;
            for (int k = 1; k <= n; ++k)
                choose[n][k] = static_cast<uint16_t>(choose[n - 1][k - 1] + (k <= n - 1 ? choose[n - 1][k] : 0));
        }
    }
};
constexpr Combinations kCombinations{};

// T3: every k-card subset of the hand (at most 12 cards): the k-subsets of the
// hand's card positions from kCombinations, expanded to cards through two
// 64-entry tables (positions 0-5 and 6-11).
inline Move* discards(CardSet hand, int k, Move* out) {
    int n = 0;
    CardSet card[kHandSize] = {};
    for (CardSet h = hand; h; h &= h - 1) card[n++] = h & (0 - h);
    CardSet low[64], high[64];
    low[0] = high[0] = 0;
    for (unsigned i = 1; i < 64; ++i) {
        const unsigned rest = i & (i - 1);
        const int bit = lsb(i);
        low[i] = low[rest] | card[bit];
        high[i] = high[rest] | card[bit + 6];
    }
    const uint16_t* c = kCombinations.values + kCombinations.start[k];
    const int count = kCombinations.choose[n][k];
    for (int i = 0; i < count; ++i) out = emit(out, Kind::Discard, low[c[i] & 63] | high[c[i] >> 6], 0, 0, k);
    return out;
}

}  // namespace

Check check(CardSet hand, const Situation& s) {
    const auto concerning = [](const char* reason, CardSet cards) {
        Check c = fail(reason);
        c.cards = cards;
        return c;
    };
    if (s.caller && s.master_passed)
        return fail("a Master who passed is never the caller (A2, A4): caller and master_passed cannot both be true");
    if (s.fu < 0) return fail("fu cannot be negative (T4)");
    if ((hand | s.public_cards) & ~kAllCards) return fail("not a set of Luk Fu cards (L3)");
    if (hand & s.public_cards) return concerning("cards are both in the hand and public", hand & s.public_cards);
    if (popcount(hand) > kHandSize) {
        Check c = fail("a hand holds at most 12 cards (L4)");
        c.count = popcount(hand);
        return c;
    }
    if (!s.following) return {};
    const Move& led = s.led;
    const Move& best = s.best;
    if (led.kind != best.kind || led.size != best.size)
        return concerning("the led and best plays must be of the same shape and size (F4, T3)", best.cards);
    if (!(led == best) && (led.cards & best.cards))
        return concerning("led and best share cards", led.cards & best.cards);
    if (!(led == best) && !beats(best, led, led))
        return concerning("the best play does not beat the led play (F1-F4)", best.cards);
    if (hand & (led.cards | best.cards))
        return concerning("cards are both in the hand and on the table", hand & (led.cards | best.cards));
    if (popcount(hand) < led.size) {
        Check c = fail("the hand holds fewer cards than the led play (T5)");
        c.count = popcount(hand);
        return c;
    }
    return {};
}

Move* generate_leads(CardSet hand, const Situation& context, Move* out) {
    assert(check(hand, context).ok());
    const CardSet old = old_cards(hand, context.public_cards);
    if (context.fu + popcount(old) >= kClaimTotal)  // R1: the claim is the only move
        return emit(out, Kind::Claim, old, 0, 0, popcount(old));
    if (!hand) return out;  // E1: hands are empty, nobody claimed

    // Singles: the caller leads any card (R2). Anyone else leads a non-Old card
    // of the highest suit holding one, or any card when all are Old (R3).
    CardSet lead_singles = hand;
    if (!context.caller) {
        const CardSet fresh = hand & ~old;
        if (fresh) lead_singles = fresh & suit_cards(suit_of_index(msb(fresh)));
    }
    out = singles(lead_singles, out);

    // Sets and runs (R4); a Master who passed leads no set of four and no run
    // longer than three (A4).
    const bool long_plays = !context.master_passed;
    out = sets(hand, true, long_plays, 0, false, out);
    out = runs(hand, 3, long_plays ? kNumRanks : 3, [](int, int) { return true; }, out);
    return out;
}

Move* generate_beating(CardSet hand, const Move& led, const Move& best, Move* out) {
    switch (best.kind) {
        case Kind::Single: {  // F1
            if (!unbeatable_single(led)) {
                // Cards of best's suit above its rank.
                const CardSet above = suit_cards(best.suit) & ~((CardSet{2} << card_index(best.rank, best.suit)) - 1);
                out = singles(hand & above, out);
            }
            break;
        }
        case Kind::Set: {  // F2
            out = sets(hand, best.size == 3, best.size == 4, best.rank, led_set_of_ones(led), out);
            break;
        }
        case Kind::Run:  // F3: same length, a higher top in the same suit or any higher suit
            out = runs(
                hand, best.size, best.size,
                [&](int top, int) {
                    const int suit = suit_of_index(top);
                    return suit > best.suit || (suit == best.suit && rank_of_index(top) > best.rank);
                },
                out);
            break;
        default: break;
    }
    return out;
}

Move* generate_follows(CardSet hand, const Move& led, const Move& best, Move* out) {
    assert(popcount(hand) >= led.size && popcount(hand) <= kHandSize && !(hand & (led.cards | best.cards)));
    Move* const end = generate_beating(hand, led, best, out);
    if (end != out) return end;
    return discards(hand, led.size, out);  // T3: nothing beats
}

}  // namespace paigen::lukfu
