// The public generators (movegen.h): one build of generators.h each call,
// the portable one or the AVX-512 one as paigen/simd.h chooses.
#include "paigen/doudizhu/movegen.h"

#include <algorithm>
#include <atomic>
#include <cassert>

#include "generators.h"
#include "paigen/simd.h"

namespace paigen::doudizhu {

using namespace detail;

namespace {

// The entry points of the chosen build. They start as resolve_*(), which
// makes the choice and replaces them (any thread, any order: each stores the
// same pointers), so a call made before the module's static initialisation
// is safe too; relaxed atomics are plain loads and stores on every target.
Move* resolve_leads(Cards hand, const Rules& rules, Move* out);
Move* resolve_replies(Cards hand, const Move& last, const Rules& rules, Move* out);
std::atomic<decltype(Generators::leads)> chosen_leads{&resolve_leads};
std::atomic<decltype(Generators::replies)> chosen_replies{&resolve_replies};

const Generators& chosen() {
    const Generators* wide = simd() == Simd::Avx512 ? avx512_generators() : nullptr;
    const Generators& g = wide ? *wide : kGenerators;
    chosen_leads.store(g.leads, std::memory_order_relaxed);
    chosen_replies.store(g.replies, std::memory_order_relaxed);
    return g;
}

Move* resolve_leads(Cards hand, const Rules& rules, Move* out) { return chosen().leads(hand, rules, out); }
Move* resolve_replies(Cards hand, const Move& last, const Rules& rules, Move* out) {
    return chosen().replies(hand, last, rules, out);
}

// The choice is made when the core loads (Python: at import), not at the
// first move generated.
[[maybe_unused]] const bool chosen_at_load = (chosen(), true);

}  // namespace

Move* generate_leads(Cards hand, const Rules& rules, Move* out) {
    assert(fits_deck(hand, rules) && valid_rules(rules));
    return chosen_leads.load(std::memory_order_relaxed)(hand, rules, out);
}

Move* generate_replies(Cards hand, const Move& last, const Rules& rules, Move* out) {
    assert(fits_deck(hand, rules) && valid_rules(rules) && !last.is_pass());
    return chosen_replies.load(std::memory_order_relaxed)(hand, last, rules, out);
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
