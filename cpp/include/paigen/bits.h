// Bit primitives shared by both games. Portable builtins only: with -O3 and no
// -march they compile to plain instructions on every x86-64 and ARM64 CPU.
#pragma once

#include <cassert>
#include <cstdint>

namespace paigen {

// Number of set bits. A portable build has no popcnt instruction, and the
// builtin then becomes a libgcc call; the SWAR sum below is a handful of
// inline operations instead.
inline int popcount(uint64_t b) {
#if defined(__POPCNT__)
    return __builtin_popcountll(b);
#else
    b = b - ((b >> 1) & 0x5555555555555555ULL);
    b = (b & 0x3333333333333333ULL) + ((b >> 2) & 0x3333333333333333ULL);
    b = (b + (b >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return static_cast<int>((b * 0x0101010101010101ULL) >> 56);
#endif
}

// Index of the least significant set bit of a non-zero word.
inline int lsb(uint64_t b) {
    assert(b);
    return __builtin_ctzll(b);
}

// Finds and clears the least significant set bit of a non-zero word; returns it
// as a one-bit word.
inline uint64_t pop_lsb(uint64_t& b) {
    assert(b);
    const uint64_t low = b & (0 - b);
    b &= b - 1;
    return low;
}

// Index of the most significant set bit of a non-zero word.
inline int msb(uint64_t b) {
    assert(b);
    return 63 - __builtin_clzll(b);
}

}  // namespace paigen
