// The Dou Dizhu generators' bodies, private to the core: leads and replies
// (P1, P2, C1-C6) over the emitting helpers of emit.h. Move generation over
// rank masks (see cards.h): every rank set is a word with bit 4r per rank r,
// so a chain of length L starting at rank bit b is b * ones(L) and "ranks that
// start a run of L" is m & m>>4 & ... & m>>4(L-1).
//
// Included by movegen.cpp (the portable build) and movegen_avx512.cpp (the
// AVX-512 build, emit.h explains how the two stay apart); movegen.cpp calls
// one build's entry points as paigen/simd.h chooses.
#pragma once

#include "emit.h"
#include "paigen/doudizhu/classify.h"
#include "paigen/doudizhu/compare.h"
#include "paigen/doudizhu/variant.h"
#include "variant_moves.h"

namespace paigen::doudizhu::detail {

// The AVX-512 build's generate_leads() (movegen.h), defined by
// movegen_avx512.cpp in builds that carry it (PAIGEN_AVX512_PATHS). Replies
// take the portable build on every CPU: a reply lists a few moves, for which
// the vector loops' setup costs more than it saves (a 17-card reply was a
// tenth slower).
Move* avx512_leads(Cards hand, const Rules& rules, Move* out);

inline namespace PAIGEN_DOUDIZHU_ISA {

// Chains (K6-K8) whose lowest rank the hand holds four times, under the
// chains_skip_bomb_rank variant (never when listing every reading).
PAIGEN_DOUDIZHU_TARGET inline RankMask skipped_chain_starts(Cards hand, const Variant& v, Listing listing) {
    return v.chains_skip_bomb_rank && listing != Listing::Readings && listing != Listing::Universe ? at_least(hand, 4)
                                                                                                   : 0;
}

// `Standard`: the rules pages, every variant switch a constant the compiler
// folds away (the path of most calls). lead_ids.cpp writes the action ids of
// the standard leads in this order without listing them: change both alike.
template <bool Standard>
PAIGEN_DOUDIZHU_TARGET Move* leads(Cards hand, const Rules& rules, Listing listing, Move* out) {
    const Variant v = Standard ? Variant{} : rules.variant;
    const bool four = rules.four_players();
    const RankMask r1 = at_least(hand, 1);
    const RankMask r2 = at_least(hand, 2);  // in 4p this includes BB and RR (K2)
    const RankMask r3 = at_least(hand, 3) & kSuitRanks;
    const RankMask r4 = at_least(hand, 4) & kSuitRanks;
    const RankMask skip = skipped_chain_starts(hand, v, listing);
    const int n = card_count(hand);

    out = groups(r1, Kind::Single, 1, -1, out);
    out = lead_groups(r2, Kind::Pair, 2, out);
    out = lead_groups(r3, Kind::Triple, 3, out);
    if (r3) {
        if (!four) out = with_kickers<1, 1>(r3, 3, r1, Kind::TripleSingle, -1, out);
        out = with_kickers<1, 2>(r3, 3, r2, Kind::TriplePair, -1, out);
    }
    out = chains(r1 & kChainRanks, Kind::Straight, 1, 5, 12, -1, out, skip);
    out = chains(r2 & kChainRanks, Kind::PairChain, 2, 3, 12, -1, out, skip);
    const RankMask t = r3 & kChainRanks;
    if (t & (t >> 4)) {
        out = chains(t, Kind::TripleChain, 3, 2, 12, -1, out, skip);
        if (!four)
            out = variant_wings(v) ? single_wing_airplanes(hand, v, 0, -1, listing, out)
                                   : airplanes(t, r1, 1, Kind::AirplaneSingle, 0, -1, n, out);
        out = airplanes(t, r2, 2, Kind::AirplanePair, 0, -1, n, out);
    }
    out = bombs(hand, rules, 4, -1, out);
    out = rocket(hand, rules, out);
    if (!four && r4 && v.four_with_two) {
        out = variant_four_two(v) ? four_two_singles(hand, r4, v, -1, out)
                                  : with_kickers<2, 1>(r4, 4, r1, Kind::FourTwoSingles, -1, out);
        out = with_kickers<2, 2>(r4, 4, r2, Kind::FourTwoPairs, -1, out);
    }
    return out;
}

// The moves of `kind` (and length `len`, for chains and airplanes) in `hand`
// whose main rank is above `floor`: the replies of that kind (C2).
// The masks are computed in the cases that need them: a reply is a few
// nanoseconds of work, and most replies answer a single or a pair.
template <bool Standard>
PAIGEN_DOUDIZHU_TARGET Move* same_kind(Cards hand, Kind kind, int len, int floor, const Rules& rules, Listing listing,
                                       Move* out) {
    const Variant v = Standard ? Variant{} : rules.variant;
    const auto skip = [&] { return skipped_chain_starts(hand, v, listing); };
    const auto r3 = [&] { return at_least(hand, 3) & kSuitRanks; };
    const auto r4 = [&] { return at_least(hand, 4) & kSuitRanks; };
    switch (kind) {
        case Kind::Single: return groups(at_least(hand, 1), Kind::Single, 1, floor, out);
        case Kind::Pair: return groups(at_least(hand, 2), Kind::Pair, 2, floor, out);
        case Kind::Triple: return groups(r3(), Kind::Triple, 3, floor, out);
        case Kind::TripleSingle: return with_kickers<1, 1>(r3(), 3, at_least(hand, 1), kind, floor, out);
        case Kind::TriplePair: return with_kickers<1, 2>(r3(), 3, at_least(hand, 2), kind, floor, out);
        case Kind::Straight: return chains(at_least(hand, 1) & kChainRanks, kind, 1, len, len, floor, out, skip());
        case Kind::PairChain: return chains(at_least(hand, 2) & kChainRanks, kind, 2, len, len, floor, out, skip());
        case Kind::TripleChain: return chains(r3() & kChainRanks, kind, 3, len, len, floor, out, skip());
        case Kind::AirplaneSingle:
            if (variant_wings(v)) return single_wing_airplanes(hand, v, len, floor, listing, out);
            return airplanes(r3() & kChainRanks, at_least(hand, 1), 1, kind, len, floor, card_count(hand), out);
        case Kind::AirplanePair:
            return airplanes(r3() & kChainRanks, at_least(hand, 2), 2, kind, len, floor, card_count(hand), out);
        case Kind::FourTwoSingles:
            if (!v.four_with_two) return out;
            if (variant_four_two(v)) return four_two_singles(hand, r4(), v, floor, out);
            return with_kickers<2, 1>(r4(), 4, at_least(hand, 1), kind, floor, out);
        case Kind::FourTwoPairs:
            if (!v.four_with_two) return out;
            return with_kickers<2, 2>(r4(), 4, at_least(hand, 2), kind, floor, out);
        default: return out;
    }
}

// Replies under DouZero's reading (variant.h): the previous cards read by its
// classifier; same-kind candidates compared by its key; bombs and the rocket.
PAIGEN_DOUDIZHU_TARGET inline Move* douzero_replies(Cards hand, Cards last, Rules rules, Move* out) {
    const DouZeroReading prev = douzero_reading(last);
    if (prev.ok && prev.kind == Kind::Rocket)  // C3, unless a bomb may answer it
        return rules.variant.bomb_beats_rocket ? bombs(hand, rules, 4, -1, out) : out;
    if (prev.ok && prev.kind == Kind::Bomb) return rocket(hand, rules, bombs(hand, rules, 4, prev.key, out));
    if (prev.ok) {
        const bool chain =
            prev.kind == Kind::Straight || prev.kind == Kind::PairChain || prev.kind == Kind::TripleChain;
        const bool plane = prev.kind == Kind::AirplaneSingle;  // a wing triple can be the key
        const int floor = plane ? -1 : chain ? prev.key + prev.length - 1 : prev.key;
        Move* const first = out;
        out = same_kind<false>(hand, prev.kind, prev.length, floor, rules, Listing::Candidates, out);
        if (plane) {  // keep the candidates whose own key is higher
            Move* kept = first;
            for (Move* m = first; m != out; ++m)
                if (douzero_key(m->cards, m->kind) > prev.key) *kept++ = *m;
            out = kept;
        }
    }
    return rocket(hand, rules, bombs(hand, rules, 4, -1, out));
}

// The replies (C1-C6) after the pass; `Standard` as for leads().
template <bool Standard>
PAIGEN_DOUDIZHU_TARGET Move* replies(Cards hand, const Move& last, const Rules& rules, Move* out) {
    const Variant v = Standard ? Variant{} : rules.variant;
    if (v.reading == Reading::DouZero) return douzero_replies(hand, last.cards, rules, out);
    if (last.kind == Kind::Rocket)  // C3: nothing beats the rocket, unless a bomb may (a variant)
        return v.bomb_beats_rocket ? bombs(hand, rules, 4, -1, out) : out;
    out = same_kind<Standard>(hand, last.kind, last.length, last.main, rules, Listing::Replies, out);
    // C4-C6: bombs. Against a bomb only bigger (4p) or higher ones; against
    // anything else every bomb.
    if (last.kind == Kind::Bomb)
        out = bombs(hand, rules, rules.four_players() ? last.length : 4, last.main, out);
    else
        out = bombs(hand, rules, 4, -1, out);
    return rocket(hand, rules, out);  // C3
}

// This build's generate_leads() and generate_replies() (movegen.h): the
// standard rules take the path with every variant switch folded away.
PAIGEN_DOUDIZHU_TARGET inline Move* leads_entry(Cards hand, const Rules& rules, Move* out) {
    return is_standard(rules.variant) ? leads<true>(hand, rules, Listing::Leads, out)
                                      : leads<false>(hand, rules, Listing::Leads, out);
}

// Out of line: inlined into generate_replies() the replies ran a tenth slower
// (the code the compiler laid out around it, not the work).
PAIGEN_DOUDIZHU_TARGET __attribute__((noinline)) inline Move* replies_entry(Cards hand, const Move& last,
                                                                            const Rules& rules, Move* out) {
    out = emit(out, Kind::Pass, 0, 0, 0);
    return is_standard(rules.variant) ? replies<true>(hand, last, rules, out) : replies<false>(hand, last, rules, out);
}

}  // namespace PAIGEN_DOUDIZHU_ISA
}  // namespace paigen::doudizhu::detail
