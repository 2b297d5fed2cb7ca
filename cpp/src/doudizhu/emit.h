// The emitting helpers of the Dou Dizhu generators (generators.h and
// variant_moves.cpp), private to the core: each writes moves of one shape
// into the caller's buffer and returns the new end.
//
// Two builds of them exist, chosen at run time (paigen/simd.h): the portable
// one, and the AVX-512 one of movegen_avx512.cpp, which defines
// PAIGEN_DOUDIZHU_AVX512 before including this file. There the one-move-per-
// rank loops write four moves to a vector store (emit_ranks), and every
// function carries the AVX-512 target (PAIGEN_DOUDIZHU_TARGET) so that the
// intrinsics inline into the loops, while the headers included above keep
// their portable code. Each build lives in its own inline namespace (scalar,
// avx512), so the linker never takes a function of one build for the other's.
#pragma once

#include <cstddef>
#include <cstring>

#include "paigen/bits.h"
#include "paigen/doudizhu/move.h"

#if defined(PAIGEN_DOUDIZHU_AVX512)
#include <immintrin.h>
#define PAIGEN_DOUDIZHU_ISA avx512
#define PAIGEN_DOUDIZHU_TARGET __attribute__((target("avx512f,bmi,bmi2,popcnt")))
#else
#define PAIGEN_DOUDIZHU_ISA scalar
#define PAIGEN_DOUDIZHU_TARGET
#endif

namespace paigen::doudizhu::detail {
inline namespace PAIGEN_DOUDIZHU_ISA {

// A move's second word on little-endian targets: kind, main and length bytes.
inline constexpr uint64_t key_word(Kind kind, int main, int length) {
    return static_cast<uint64_t>(kind) | static_cast<uint64_t>(main) << 8 | static_cast<uint64_t>(length) << 16;
}

// Writes one move given as its two words: the cards and key_word(). On
// little-endian targets the words go out as two stores (not four); the
// layout is checked against Move's fields at compile time.
PAIGEN_DOUDIZHU_TARGET inline Move* emit_words(Move* out, Cards cards, uint64_t key) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    static_assert(offsetof(Move, kind) == 8 && offsetof(Move, main) == 9 && offsetof(Move, length) == 10,
                  "emit_words() packs kind, main and length into the second word");
    const uint64_t words[2] = {cards, key};
    std::memcpy(static_cast<void*>(out), words, sizeof words);
#else
    *out = Move{cards, static_cast<Kind>(key & 0xFF), static_cast<uint8_t>(key >> 8 & 0xFF),
                static_cast<uint8_t>(key >> 16 & 0xFF)};
#endif
    return out + 1;
}

// Writes one move.
PAIGEN_DOUDIZHU_TARGET inline Move* emit(Move* out, Kind kind, Cards cards, int main, int length) {
    return emit_words(out, cards, key_word(kind, main, length));
}

#if defined(PAIGEN_DOUDIZHU_AVX512)
// The 16 rank slots (15 ranks and a spare) as 16 moves of two words, four
// moves to a 512-bit vector. `shift` puts one copy of rank r in the cards word
// (4r) and is 64 for the key word, which vpsllvq turns into 0; `main` holds r in
// the key word's main byte.
struct alignas(64) RankLanes {
    uint64_t shift[32];
    uint64_t main[32];
    constexpr RankLanes() : shift(), main() {
        for (int r = 0; r < 16; ++r) {
            shift[2 * r] = static_cast<uint64_t>(4 * r);
            shift[2 * r + 1] = 64;
            main[2 * r + 1] = static_cast<uint64_t>(r) << 8;
        }
    }
};
inline constexpr RankLanes kRankLanes{};

// For each choice of moves to keep out of a vector's four (a 4-bit mask), the
// vpermq indices that move their words to the front, in order. A table lookup
// and vpermq, not vpcompressq: on AMD Zen 4 the compress is the slower of the
// two, and it ran this loop slower than the scalar one.
struct alignas(64) KeepPermutes {
    uint64_t index[16][8];
    constexpr KeepPermutes() : index() {
        for (int keep = 0; keep < 16; ++keep) {
            int kept = 0;
            for (int m = 0; m < 4; ++m) {
                if (!(keep >> m & 1)) continue;
                index[keep][2 * kept] = static_cast<uint64_t>(2 * m);
                index[keep][2 * kept + 1] = static_cast<uint64_t>(2 * m + 1);
                ++kept;
            }
        }
    }
};
inline constexpr KeepPermutes kKeepPermutes{};

// The vector loop of emit_each(), groups() and chains(): writes, in rank order,
// one move per rank r of `ranks`: cards base + copies << 4r, key word `key`
// (plus r as the main rank when `main_is_rank`). Branch-free like the scalar loops; each
// vector is stored whole after its kept moves are moved to the front, so it may
// write up to four slots past the moves it keeps. `blocks` vectors cover the
// rank slots 0..4 * blocks - 1, which must hold every rank of `ranks`.
PAIGEN_DOUDIZHU_TARGET inline Move* emit_ranks(RankMask ranks, Cards base, Cards copies, uint64_t key,
                                               bool main_is_rank, Move* out, int blocks = 4) {
    const uint64_t keep = _pext_u64(ranks, kAllRanks);  // bit r per rank r
    const __m512i words = _mm512_mask_set1_epi64(_mm512_set1_epi64(static_cast<long long>(key)), 0x55,
                                                 static_cast<long long>(base));  // base, key, base, key, ...
    const __m512i copies_v = _mm512_set1_epi64(static_cast<long long>(copies));
    // The maskz forms with every lane kept compile to the same instructions as
    // the plain ones, whose undefined source GCC 12 reports as maybe used
    // uninitialized (a false positive, at -O1 as in the sanitizer build).
    const __mmask8 all = 0xFF;
    for (int block = 0; block < blocks; ++block) {
        const __m512i cards = _mm512_maskz_sllv_epi64(all, copies_v, _mm512_load_si512(kRankLanes.shift + 8 * block));
        __m512i moves = _mm512_add_epi64(words, cards);
        if (main_is_rank) moves = _mm512_add_epi64(moves, _mm512_load_si512(kRankLanes.main + 8 * block));
        const unsigned kept = static_cast<unsigned>(keep >> (4 * block)) & 0xF;
        const __m512i index = _mm512_load_si512(kKeepPermutes.index[kept]);
        _mm512_storeu_si512(out, _mm512_maskz_permutexvar_epi64(all, index, moves));
        out += __builtin_popcount(kept);
    }
    return out;
}
#endif

// Writes one move per rank in `pool`: base + copies of that rank. Dense
// pools (a hand's singles): branch-free, every rank slot is written and the
// output advances only for ranks in the pool, so the loop has a fixed trip
// count and no mispredicted exit. It may write up to 15 slots past the moves
// it keeps, which kMaxMoves leaves room for.
PAIGEN_DOUDIZHU_TARGET inline Move* emit_each(RankMask pool, Cards base, Cards copies, Kind kind, int main, int length,
                                              Move* out) {
#if defined(PAIGEN_DOUDIZHU_AVX512)
    return emit_ranks(pool, base, copies, key_word(kind, main, length), false, out);
#else
    const uint64_t key = key_word(kind, main, length);
    for (int r = 0; r < kNumRanks; ++r) {
        out = emit_words(out, base + (rank_bit(r) * copies), key) - 1;
        out += (pool >> (4 * r)) & 1;
    }
    return out;
#endif
}

// The same moves for sparse pools (a hand's triples, the kickers above a
// first one): one iteration per rank of the pool, in both builds. Its exit is
// a branch the CPU may mispredict, which costs less than writing a dozen
// empty slots.
PAIGEN_DOUDIZHU_TARGET inline Move* emit_few(RankMask pool, Cards base, Cards copies, Kind kind, int main, int length,
                                             Move* out) {
    const uint64_t key = key_word(kind, main, length);
    while (pool) out = emit_words(out, base + pop_lsb(pool) * copies, key);
    return out;
}

// Pools of any density (a hand's pairs: a few in 20 cards, most ranks in 33):
// emit_each from 8 ranks up, else emit_few.
PAIGEN_DOUDIZHU_TARGET inline Move* emit_some(RankMask pool, Cards base, Cards copies, Kind kind, int main, int length,
                                              Move* out) {
    return rank_count(pool) >= 8 ? emit_each(pool, base, copies, kind, main, length, out)
                                 : emit_few(pool, base, copies, kind, main, length, out);
}

// Ranks strictly above `rank` (a mask to keep only higher main ranks); every
// rank for rank < 0.
PAIGEN_DOUDIZHU_TARGET inline RankMask above(int rank) {
    return rank < 0 ? kAllRanks : (kAllRanks & ~(rank_bit(rank + 1) - 1));
}

// Groups of one rank: singles, pairs, triples (K1-K3), main rank > `floor`.
// Branch-free like emit_each: for the dense rank sets (singles, and the
// replies, whose floor makes any set sparse or dense).
PAIGEN_DOUDIZHU_TARGET inline Move* groups(RankMask ranks, Kind kind, int copies, int floor, Move* out) {
    ranks &= above(floor);
#if defined(PAIGEN_DOUDIZHU_AVX512)
    return emit_ranks(ranks, 0, static_cast<unsigned>(copies), key_word(kind, 0, 1), true, out);
#else
    for (int r = 0; r < kNumRanks; ++r) {
        out = emit(out, kind, rank_bit(r) * static_cast<unsigned>(copies), r, 1) - 1;
        out += (ranks >> (4 * r)) & 1;
    }
    return out;
#endif
}

// The groups of a lead's pairs and triples: as emit_some chooses.
PAIGEN_DOUDIZHU_TARGET inline Move* lead_groups(RankMask ranks, Kind kind, int copies, Move* out) {
    if (rank_count(ranks) >= 8) return groups(ranks, kind, copies, -1, out);
    const uint64_t key = key_word(kind, 0, 1);
    while (ranks) {
        const RankMask bit = pop_lsb(ranks);
        out =
            emit_words(out, bit * static_cast<unsigned>(copies), key + (static_cast<uint64_t>(rank_of_bit(bit)) << 8));
    }
    return out;
}

// Chains (K6-K8) of `copies` per rank, of lengths [min_len, max_len], over the
// ranks in `ranks` (already limited to 3..A). Only chains whose top rank is above
// `floor` are emitted, and none starting at a rank of `skip_starts` (the
// chains_skip_bomb_rank variant; 0 otherwise).
PAIGEN_DOUDIZHU_TARGET inline Move* chains(RankMask ranks, Kind kind, int copies, int min_len, int max_len, int floor,
                                           Move* out, RankMask skip_starts = 0) {
    RankMask starts = ranks;  // ranks that start a run of min_len, then of each longer length
    for (int k = 1; k < min_len; ++k) starts &= ranks >> (4 * k);
    for (int len = min_len; len <= max_len && starts; ++len, starts &= starts >> 4) {
        // The top rank is start + len - 1 > floor  <=>  start > floor - len + 1.
        const RankMask s = starts & above(floor - len + 1) & ~skip_starts;
        const Cards unit = ones(len) * static_cast<unsigned>(copies);
#if defined(PAIGEN_DOUDIZHU_AVX512)
        // The chain starting at rank r is unit << 4r, main rank r + len - 1;
        // chains lie in 3..A (ranks 0..11), the first three vectors' slots.
        if (s) out = emit_ranks(s, 0, unit, key_word(kind, len - 1, len), true, out, 3);
#else
        const uint64_t key = key_word(kind, len - 1, len);
        for (RankMask left = s; left;) {
            const RankMask bit = pop_lsb(left);
            out = emit_words(out, bit * unit, key + (static_cast<uint64_t>(rank_of_bit(bit)) << 8));
        }
#endif
    }
    return out;
}

// Kicker sets: every choice of `need` distinct ranks from the rank mask `pool`
// (each contributing `copies` cards), added to `base`, in the order of a
// recursion over the pool's bits from low to high.
struct Kicks {
    Kind kind;
    int main;
    int length;
    unsigned copies;
};

PAIGEN_DOUDIZHU_TARGET inline Move* deep_kickers(RankMask pool, int need, Cards base, const Kicks& k, Move* out);

PAIGEN_DOUDIZHU_TARGET inline Move* kickers(RankMask pool, int need, Cards base, const Kicks& k, Move* out) {
    const Cards copies = k.copies;
    if (need == 1) {  // the common case (K4, K5): a hand's singles are dense, its pairs either
        return copies == 1 ? emit_each(pool, base, copies, k.kind, k.main, k.length, out)
                           : emit_some(pool, base, copies, k.kind, k.main, k.length, out);
    }
    if (need == 2) {  // K13 and two-group airplanes: the ranks above the first are few
        while (pool) {
            const RankMask first = pop_lsb(pool);
            out = emit_few(pool, base + first * copies, copies, k.kind, k.main, k.length, out);
        }
        return out;
    }
    if (need == 0) return emit(out, k.kind, base, k.main, k.length);
    return deep_kickers(pool, need, base, k, out);
}

// Three or more kickers (airplanes of three or more groups): leave at least
// need - 1 ranks above the one chosen here (a recursion, which the compiler
// leaves as calls: it is apart so that kickers() stays small).
PAIGEN_DOUDIZHU_TARGET inline Move* deep_kickers(RankMask pool, int need, Cards base, const Kicks& k, Move* out) {
    while (rank_count(pool) >= need) {
        const RankMask bit = pop_lsb(pool);
        out = kickers(pool, need - 1, base + bit * k.copies, k, out);
    }
    return out;
}

// Single kickers never hold B and R together (K9, K13a): choose from the pool
// without R, then R together with choices that avoid B.
PAIGEN_DOUDIZHU_TARGET inline Move* single_kickers(RankMask pool, int need, Cards base, const Kicks& k, Move* out) {
    if ((pool & kRedBit) && (pool & kBlackBit)) {
        out = kickers(pool & ~kRedBit, need, base, k, out);
        return kickers(pool & ~(kRedBit | kBlackBit), need - 1, base + kRedBit, k, out);
    }
    return kickers(pool, need, base, k, out);
}

// Triple + kicker (K4, K5) and four + two kickers (K13a, K13b): `Wings`
// kickers of `WingCopies` cards each, compile-time so that the kicker loops
// fold into each call.
template <int Wings, unsigned WingCopies>
PAIGEN_DOUDIZHU_TARGET inline Move* with_kickers(RankMask cores, unsigned core_copies, RankMask pool_all, Kind kind,
                                                 int floor, Move* out) {
    cores &= above(floor);
    while (cores) {
        const RankMask bit = pop_lsb(cores);
        const Kicks k{kind, rank_of_bit(bit), 1, WingCopies};
        const RankMask pool = pool_all & ~bit;
        out = WingCopies == 1 && Wings > 1 ? single_kickers(pool, Wings, bit * core_copies, k, out)
                                           : kickers(pool, Wings, bit * core_copies, k, out);
    }
    return out;
}

// Airplanes with wings (K9, K10): triple chains of length >= 2 from `triples`,
// each with `len` distinct wing ranks from `pool` minus the chain's ranks.
// `only_len` > 0 restricts to one length (replies).
PAIGEN_DOUDIZHU_TARGET inline Move* airplanes(RankMask triples, RankMask pool_all, unsigned wing_copies, Kind kind,
                                              int only_len, int floor, int hand_cards, Move* out) {
    const unsigned per_group = 3 + wing_copies;
    RankMask starts = triples;
    for (int len = 2; starts && static_cast<int>(per_group) * len <= hand_cards; ++len) {
        starts &= triples >> (4 * (len - 1));
        if (only_len && len != only_len) continue;
        RankMask s = starts & above(floor - len + 1);
        while (s) {
            const RankMask bit = pop_lsb(s);
            const RankMask chain = bit * ones(len);
            const RankMask pool = pool_all & ~chain;
            if (rank_count(pool) < len) continue;
            const Kicks k{kind, rank_of_bit(bit) + len - 1, len, wing_copies};
            out =
                wing_copies == 1 ? single_kickers(pool, len, chain * 3, k, out) : kickers(pool, len, chain * 3, k, out);
        }
        if (only_len) break;
    }
    return out;
}

// Bombs (K11): 3p four of a rank; 4p every size from 4 to the copies held.
// Keeps bombs that beat (size, rank) = (min_size, floor) by C5/C6: larger size,
// or the same size and a higher rank.
PAIGEN_DOUDIZHU_TARGET inline Move* bombs(Cards hand, Rules rules, int min_size, int floor, Move* out) {
    const int max_size = rules.four_players() ? 8 : 4;
    for (int size = min_size; size <= max_size; ++size) {
        RankMask ranks = at_least(hand, size) & kSuitRanks;
        if (size == min_size) ranks &= above(floor);
        while (ranks) {
            const RankMask bit = pop_lsb(ranks);
            out = emit(out, Kind::Bomb, bit * static_cast<unsigned>(size), rank_of_bit(bit), size);
        }
    }
    return out;
}

PAIGEN_DOUDIZHU_TARGET inline Move* rocket(Cards hand, Rules rules, Move* out) {
    const Cards cards = rules.four_players() ? 2 * kBlackBit + 2 * kRedBit : kBlackBit + kRedBit;
    if (contains(hand, cards)) out = emit(out, Kind::Rocket, cards, kRankRed, 1);
    return out;
}

}  // namespace PAIGEN_DOUDIZHU_ISA
}  // namespace paigen::doudizhu::detail
