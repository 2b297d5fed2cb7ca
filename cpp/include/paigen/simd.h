// Which build of the vector-friendly hot loops runs: one binary carries the
// portable loops and, on x86-64, an AVX-512 build of them (the Dou Dizhu lead
// generator: cpp/src/doudizhu/movegen_avx512.cpp); the choice is made once
// per process, from the CPU and the environment variable PAIGEN_SIMD:
//
//   unset, "" or "auto"  the widest path this build and this CPU have;
//   "scalar"             the portable loops (CI runs the tests once so);
//   "avx512"             the AVX-512 loops, where the CPU has them.
//
// A value that names no path, or a path this build or CPU lacks, falls back
// to the widest (or the portable loops) and simd_note() says why. Both paths
// generate the same moves in the same order.
#pragma once

#include <cstdint>

namespace paigen {

// Builds that carry the AVX-512 paths: x86-64 with GCC or Clang, whose target
// attributes compile them beside the portable code.
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define PAIGEN_AVX512_PATHS 1
#endif

enum class Simd : uint8_t { Scalar = 0, Avx512 = 1 };
inline constexpr const char* kSimdNames[2] = {"scalar", "avx512"};

// The widest path this build carries and this CPU runs: AVX-512 needs
// AVX512F, BMI1, BMI2 and POPCNT, with the OS saving the vector registers.
Simd widest_simd();

// The path the hot loops run, fixed at the first call (the module's import).
Simd simd();

// Why PAIGEN_SIMD was not followed as given, or nullptr when it was (or is unset).
const char* simd_note();

}  // namespace paigen
