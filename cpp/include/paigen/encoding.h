// Building blocks of the fixed-shape observation encodings of both games
// (observation.cpp of each). An encoding zeroes its whole output once, then
// each block writes its ones: no small memsets per block, the hot part of a
// vectorised environment's step.
#pragma once

#include <array>
#include <cstdint>
#include <cstring>

namespace paigen {

// A one-hot block of `size` values at out[0 .. size), already zero: index
// outside [0, size) (-1: none) leaves it all zero.
inline int8_t* one_hot(int index, int size, int8_t* out) {
    // Branch-free (no index: a 0 over out[0], zero already): whether a block
    // has an index varies from env to env of a vector env, a branch mispredicted.
    const bool some = static_cast<unsigned>(index) < static_cast<unsigned>(size);
    out[some ? index : 0] = static_cast<int8_t>(some);
    return out + size;
}

// kBitBytes[b]: the 8 bits of the byte b as 8 values 0/1, lowest bit first.
inline constexpr auto kBitBytes = [] {
    std::array<std::array<int8_t, 8>, 256> table{};
    for (int b = 0; b < 256; ++b)
        for (int k = 0; k < 8; ++k) table[b][k] = static_cast<int8_t>((b >> k) & 1);
    return table;
}();

// The low `n` bits of `bits` as n values 0/1 at out[0 .. n), lowest first,
// 8 at a time.
inline int8_t* bits_block(uint64_t bits, int n, int8_t* out) {
    int k = 0;
    for (; k + 8 <= n; k += 8) std::memcpy(out + k, kBitBytes[(bits >> k) & 0xFF].data(), 8);
    for (; k < n; ++k) out[k] = static_cast<int8_t>((bits >> k) & 1);
    return out + n;
}

}  // namespace paigen
