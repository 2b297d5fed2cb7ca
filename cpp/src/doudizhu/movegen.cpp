// The public generators (movegen.h): the leads from the build of
// generators.h that paigen/simd.h chooses (portable or AVX-512), the replies
// from the portable one.
#include "paigen/doudizhu/movegen.h"

#include <algorithm>
#include <cassert>

#include "generators.h"
#include "paigen/simd.h"

namespace paigen::doudizhu {

using namespace detail;

namespace {

// Whether the AVX-512 build lists the leads (paigen/simd.h), set when the
// core loads (Python: at import). Until then it is false and the portable
// build runs, which lists the same moves. A flag and a direct call rather
// than a function pointer: the portable build inlines here.
[[maybe_unused]] const bool use_avx512 = simd() == Simd::Avx512;

}  // namespace

Move* generate_leads(Cards hand, const Rules& rules, Move* out) {
    assert(fits_deck(hand, rules) && valid_rules(rules));
#if defined(PAIGEN_AVX512_PATHS)
    if (use_avx512) return avx512_leads(hand, rules, out);
#endif
    return leads_entry(hand, rules, out);
}

Move* generate_replies(Cards hand, const Move& last, const Rules& rules, Move* out) {
    assert(fits_deck(hand, rules) && valid_rules(rules) && !last.is_pass());
    return replies_entry(hand, last, rules, out);  // the portable build (generators.h says why)
}

bool beats_under_variant(const Move& a, const Move& b, Rules rules) {
    if (a.is_pass() || b.is_pass()) return false;
    thread_local MoveList replies;
    replies.assign([&](Move* first) { return generate_replies(a.cards, b, rules, first); });
    for (const Move& m : replies)
        if (!m.is_pass() && m.cards == a.cards) return true;
    return false;
}

Move* readings(Cards cards, Rules rules, Move* out) {
    thread_local MoveList every;
    every.assign([&](Move* first) { return leads<false>(cards, rules, Listing::Readings, first); });
    for (const Move& m : every)
        if (m.cards == cards) *out++ = m;
    return out;
}

Move* universe(Rules rules, int max_cards, Move* out) {
    assert(valid_rules(rules));
    Move* const first = out;
    Move* const end = leads<false>(full_deck(rules), rules, Listing::Universe, out);
    for (Move* m = first; m != end; ++m)
        if (card_count(m->cards) <= max_cards) *out++ = *m;
    std::sort(first, out, [](const Move& a, const Move& b) {
        if (a.kind != b.kind) return a.kind < b.kind;
        if (a.length != b.length) return a.length < b.length;
        if (a.main != b.main) return a.main < b.main;
        return a.cards < b.cards;
    });
    return out;
}

}  // namespace paigen::doudizhu
