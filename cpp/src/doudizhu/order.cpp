#include "paigen/doudizhu/order.h"

#include "paigen/doudizhu/classify.h"

namespace paigen::doudizhu {

namespace {

// The cards as a number in base `base` (one more than a rank's copies in the
// deck), the red joker's digit most significant: so the order of the numbers
// is the order of the card lists sorted high to low.
uint64_t cards_number(Cards cards, uint64_t base) {
    uint64_t n = 0;
    for (int r = kNumRanks - 1; r >= 0; --r) n = n * base + static_cast<uint64_t>(count_of(cards, r));
    return n;
}

// Class, length and comparison rank of `move`. Under DouZero's reading an
// airplane compares by the highest rank it holds exactly three times.
uint64_t head(const Move& move, const Rules& rules) {
    const bool plane = move.kind == Kind::AirplaneSingle || move.kind == Kind::AirplanePair;
    const int rank =
        plane && rules.variant.reading == Reading::DouZero ? douzero_key(move.cards, move.kind) : move.main;
    return (uint64_t{kOrderClass[static_cast<int>(move.kind)]} * 16 + move.length) * 16 + static_cast<uint64_t>(rank);
}

constexpr uint64_t power(uint64_t base, int n) { return n == 0 ? 1 : base * power(base, n - 1); }

}  // namespace

uint64_t move_key(const Move& move, const Rules& rules) {
    if (move.is_pass()) return 0;
    if (rules.four_players()) return head(move, rules) * power(9, kNumRanks) + cards_number(move.cards, 9);
    const uint64_t reading = uint64_t{static_cast<uint8_t>(move.kind)} * 16 + move.main;
    return (head(move, rules) * power(5, kNumRanks) + cards_number(move.cards, 5)) * 256 + reading;
}

void move_keys(const Move* first, const Move* last, const Rules& rules, uint64_t* out) {
    for (; first != last; ++first) *out++ = move_key(*first, rules);
}

}  // namespace paigen::doudizhu
