#include "paigen/simd.h"

#include <cstdlib>
#include <cstring>
#include <string>

namespace paigen {

namespace {

struct Choice {
    Simd simd;
    std::string note;  // empty: PAIGEN_SIMD followed
};

// The choice of simd() from PAIGEN_SIMD (simd.h).
Choice choose() {
    const Simd widest = widest_simd();
    const char* asked = std::getenv("PAIGEN_SIMD");
    if (asked == nullptr || *asked == '\0' || std::strcmp(asked, "auto") == 0) return {widest, {}};
    if (std::strcmp(asked, "scalar") == 0) return {Simd::Scalar, {}};
    if (std::strcmp(asked, "avx512") == 0) {
        if (widest == Simd::Avx512) return {Simd::Avx512, {}};
        return {Simd::Scalar,
                "PAIGEN_SIMD='avx512', but this CPU or build has no AVX-512 paths: the portable loops run"};
    }
    return {widest, std::string("PAIGEN_SIMD='") + asked + "' names no path (auto, scalar or avx512): the " +
                        kSimdNames[static_cast<int>(widest)] + " path runs"};
}

const Choice& choice() {
    static const Choice* chosen = new Choice(choose());  // never destroyed: generators may run at exit
    return *chosen;
}

}  // namespace

Simd widest_simd() {
#if defined(PAIGEN_AVX512_PATHS)
    __builtin_cpu_init();
    // GCC and Clang report AVX-512 only where the OS saves the ZMM registers.
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("bmi") && __builtin_cpu_supports("bmi2") &&
        __builtin_cpu_supports("popcnt"))
        return Simd::Avx512;
#endif
    return Simd::Scalar;
}

Simd simd() { return choice().simd; }

const char* simd_note() { return choice().note.empty() ? nullptr : choice().note.c_str(); }

}  // namespace paigen
