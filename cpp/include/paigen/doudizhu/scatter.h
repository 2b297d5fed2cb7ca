// Moves written out as the batch columns (kinds, mains, lengths, codes): the
// portable loop, and an AVX-512 one for the CPUs that run the AVX-512
// generator (paigen/simd.h). With the portable loop (SSE2: 16 moves per
// step, then one move at a time) writing a 20-card lead's rows took 0.8 of the
// time of generating them; the AVX-512 loop (8 moves per step, the last step
// masked) takes about 0.3 (perf samples of legal_moves_batch).
#pragma once

#include <cstddef>
#include <cstdint>

#include "paigen/doudizhu/move.h"
#include "paigen/simd.h"

#if defined(PAIGEN_AVX512_PATHS)
#include <immintrin.h>
#endif

namespace paigen::doudizhu {

// The outputs never alias the moves: __restrict__ lets the loop vectorise.
inline void scatter_portable(const Move* __restrict__ moves, int n, uint8_t* __restrict__ kinds,
                             uint8_t* __restrict__ mains, uint8_t* __restrict__ lengths, uint64_t* __restrict__ codes) {
    for (int j = 0; j < n; ++j) {
        kinds[j] = static_cast<uint8_t>(moves[j].kind);
        mains[j] = moves[j].main;
        lengths[j] = moves[j].length;
        codes[j] = moves[j].cards;
    }
}

#if defined(PAIGEN_AVX512_PATHS)
// A move is two words, the cards and then kind, main and length as bytes 0-2.
static_assert(offsetof(Move, cards) == 0 && offsetof(Move, kind) == 8 && offsetof(Move, main) == 9 &&
              offsetof(Move, length) == 10);

// Moves 0 .. count - 1 of `words` (count at most 8), in one masked step.
__attribute__((target("avx512f"))) inline void scatter_step_avx512(const uint64_t* words, int count, uint8_t* kinds,
                                                                   uint8_t* mains, uint8_t* lengths, uint64_t* codes) {
    const __m512i first_words = _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14);
    const __m512i second_words = _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15);
    const auto rows = static_cast<__mmask8>((1u << count) - 1);
    const auto halves = static_cast<uint32_t>((1u << (2 * count)) - 1);
    const __m512i low = _mm512_maskz_loadu_epi64(static_cast<__mmask8>(halves), words);
    const __m512i high = _mm512_maskz_loadu_epi64(static_cast<__mmask8>(halves >> 8), words + 8);
    const __m512i keys = _mm512_permutex2var_epi64(low, second_words, high);
    // (maskz shifts: GCC 12 warns of the plain ones' undefined lanes.)
    _mm512_mask_storeu_epi64(codes, rows, _mm512_permutex2var_epi64(low, first_words, high));
    _mm512_mask_cvtepi64_storeu_epi8(kinds, rows, keys);
    _mm512_mask_cvtepi64_storeu_epi8(mains, rows, _mm512_maskz_srli_epi64(rows, keys, 8));
    _mm512_mask_cvtepi64_storeu_epi8(lengths, rows, _mm512_maskz_srli_epi64(rows, keys, 16));
}

// 8 moves per step, plain stores, then the last 1-7 moves in a masked step.
__attribute__((target("avx512f"))) inline void scatter_avx512(const Move* moves, int n, uint8_t* kinds, uint8_t* mains,
                                                              uint8_t* lengths, uint64_t* codes) {
    const __m512i first_words = _mm512_setr_epi64(0, 2, 4, 6, 8, 10, 12, 14);
    const __m512i second_words = _mm512_setr_epi64(1, 3, 5, 7, 9, 11, 13, 15);
    const __mmask8 all = 0xFF;  // maskz forms: GCC 12 warns of the plain ones' undefined lanes
    const auto* words = reinterpret_cast<const uint64_t*>(moves);
    int j = 0;
    for (; j + 8 <= n; j += 8) {
        const __m512i low = _mm512_loadu_si512(words + 2 * j);
        const __m512i high = _mm512_loadu_si512(words + 2 * j + 8);
        const __m512i keys = _mm512_permutex2var_epi64(low, second_words, high);
        _mm512_storeu_si512(codes + j, _mm512_permutex2var_epi64(low, first_words, high));
        _mm_storel_epi64(reinterpret_cast<__m128i*>(kinds + j), _mm512_maskz_cvtepi64_epi8(all, keys));
        _mm_storel_epi64(reinterpret_cast<__m128i*>(mains + j),
                         _mm512_maskz_cvtepi64_epi8(all, _mm512_maskz_srli_epi64(all, keys, 8)));
        _mm_storel_epi64(reinterpret_cast<__m128i*>(lengths + j),
                         _mm512_maskz_cvtepi64_epi8(all, _mm512_maskz_srli_epi64(all, keys, 16)));
    }
    if (j < n) scatter_step_avx512(words + 2 * j, n - j, kinds + j, mains + j, lengths + j, codes + j);
}
#endif

// The loop for this process's path (simd()), chosen once per batch.
struct Scatter {
    bool wide = simd() == Simd::Avx512;

    void operator()(const Move* moves, int n, uint8_t* kinds, uint8_t* mains, uint8_t* lengths, uint64_t* codes) const {
#if defined(PAIGEN_AVX512_PATHS)
        if (wide) return scatter_avx512(moves, n, kinds, mains, lengths, codes);
#endif
        scatter_portable(moves, n, kinds, mains, lengths, codes);
    }
};

}  // namespace paigen::doudizhu
