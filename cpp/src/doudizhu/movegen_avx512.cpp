// The AVX-512 build of the Dou Dizhu generators (generators.h with
// PAIGEN_DOUDIZHU_AVX512: emit.h explains how it stays apart from the
// portable build), compiled into every x86-64 build and run where
// paigen/simd.h finds the CPU able to. Elsewhere it offers none.
#include "paigen/simd.h"

#if defined(PAIGEN_AVX512_PATHS)
#define PAIGEN_DOUDIZHU_AVX512 1
#endif
#include "generators.h"

namespace paigen::doudizhu::detail {

const Generators* avx512_generators() {
#if defined(PAIGEN_AVX512_PATHS)
    return &avx512::kGenerators;
#else
    return nullptr;
#endif
}

}  // namespace paigen::doudizhu::detail
