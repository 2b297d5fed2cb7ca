// A small, seedable, copyable random generator for deals and random playouts:
// xoshiro256** seeded through SplitMix64. Its whole state is four words, so a
// game that owns one can be cloned and pickled, and equal seeds give equal
// deals on every platform (no std:: distributions, whose output varies).
#pragma once

#include <cstdint>

namespace paigen {

class Rng {
public:
    explicit Rng(uint64_t seed = 0) { reseed(seed); }

    void reseed(uint64_t seed) {
        for (uint64_t& word : s_) word = splitmix(seed);
    }

    uint64_t next() {
        const uint64_t result = rotl(s_[1] * 5, 7) * 9;
        const uint64_t t = s_[1] << 17;
        s_[2] ^= s_[0];
        s_[3] ^= s_[1];
        s_[1] ^= s_[2];
        s_[0] ^= s_[3];
        s_[2] ^= t;
        s_[3] = rotl(s_[3], 45);
        return result;
    }

    // Uniform in [0, bound), bound > 0 (Lemire's multiply-shift; the bias is
    // below 2^-50 for the bounds used here, far under any test's reach).
    uint32_t below(uint32_t bound) { return static_cast<uint32_t>((static_cast<__uint128_t>(next()) * bound) >> 64); }

    // The seed of the i-th independent stream of `seed`: deals of a batch are
    // reproducible whatever the split across workers.
    static uint64_t stream(uint64_t seed, uint64_t i) {
        uint64_t x = seed ^ (0x9E3779B97F4A7C15ULL * (i + 1));
        return splitmix(x);
    }

    // Fisher-Yates: every order of items[0..n) equally likely.
    template <typename T>
    void shuffle(T* items, int n) {
        for (int i = n - 1; i > 0; --i) {
            const int j = static_cast<int>(below(static_cast<uint32_t>(i + 1)));
            const T t = items[i];
            items[i] = items[j];
            items[j] = t;
        }
    }

private:
    static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    static uint64_t splitmix(uint64_t& x) {
        uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

    uint64_t s_[4];
};

}  // namespace paigen
