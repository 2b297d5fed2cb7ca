// The AVX-512 build of the Dou Dizhu generators (generators.h with
// PAIGEN_DOUDIZHU_AVX512: emit.h explains how it stays apart from the
// portable build), compiled into every x86-64 build and run where
// paigen/simd.h finds the CPU able to. Other builds compile nothing here.
#include "paigen/simd.h"

#if defined(PAIGEN_AVX512_PATHS)
#define PAIGEN_DOUDIZHU_AVX512 1
#include "generators.h"

namespace paigen::doudizhu::detail {

// With the target too, so that the entry inlines here.
PAIGEN_DOUDIZHU_TARGET Move* avx512_leads(Cards hand, const Rules& rules, Move* out) {
    return avx512::leads_entry(hand, rules, out);
}

}  // namespace paigen::doudizhu::detail
#endif
