// The solver's transposition table (solve.cpp), private to the core: proven
// positions, each under its whole identity (solve_key.h), so a hit is never
// a guess.
//
// An entry is its key's four words, with the outcome, a priority and the call
// that stored it in the key's spare bits: 32 bytes, two to a 64-byte bucket,
// one cache line. A new result replaces the entry of an older call first,
// then the one whose proof visited fewer positions.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "solve_key.h"

namespace paigen::doudizhu::detail {

class Table {
public:
    explicit Table(size_t bytes) {
        size_t buckets = 1;
        while (buckets * 2 * sizeof(Bucket) <= bytes) buckets *= 2;
        buckets_.assign(buckets, Bucket{});
    }

    size_t size() const { return 2 * buckets_.size(); }

    // Forgets everything.
    void clear() {
        for (Bucket& b : buckets_) b = Bucket{};
        age_ = 1;
    }
    // Starts a call: entries of earlier calls become the first to replace.
    void next_call() { age_ = age_ == kAges - 1 ? 1 : age_ + 1; }

    void prefetch(uint64_t hash) const { __builtin_prefetch(&buckets_[hash & (buckets_.size() - 1)]); }

    // The stored outcome of `key` (hash `hash`), or Unknown.
    Verdict find(const TableKey& key, uint64_t hash) const {
        const Bucket& b = buckets_[hash & (buckets_.size() - 1)];
        for (const TableKey& e : b.entries)
            if (same(e, key) && age(e) != 0)
                return (get_extra(e.words) >> kOutcomeBit & 1) ? Verdict::Win : Verdict::Loss;
        return Verdict::Unknown;
    }

    // Stores a proven outcome; `work` is the positions its proof visited.
    void store(const TableKey& key, uint64_t hash, Verdict outcome, uint64_t work) {
        Bucket& b = buckets_[hash & (buckets_.size() - 1)];
        int victim = priority(b.entries[1]) < priority(b.entries[0]) ? 1 : 0;
        for (int i = 0; i < 2; ++i)
            if (age(b.entries[i]) != 0 && same(b.entries[i], key)) victim = i;
        uint32_t log_work = 0;
        while ((work >>= 1) && log_work < 63) ++log_work;
        const uint32_t extra = (get_extra(key.words) & kMetaMask) | uint32_t{outcome == Verdict::Win} << kOutcomeBit |
                               log_work << kWorkBit | age_ << kAgeBit;
        TableKey& e = b.entries[victim];
        e = key;
        set_extra(e.words, extra);
    }

private:
    static constexpr uint32_t kMetaMask = (1u << kMetaBits) - 1;
    static constexpr uint32_t kOutcomeBit = kMetaBits;  // 1 bit
    static constexpr uint32_t kWorkBit = 20;            // 6 bits: log2 of the proof's positions
    static constexpr uint32_t kAgeBit = 26;             // 6 bits: the call; 0 for an empty entry
    static constexpr uint32_t kAges = 64;

    struct alignas(64) Bucket {
        TableKey entries[2] = {};
    };

    // The key bits of two entries agree: the hands and the meta bits.
    static bool same(const TableKey& a, const TableKey& b) {
        constexpr uint64_t not_key2 = ~spread_byte(~kMetaMask >> 16 & 0xFF);  // word 2 holds meta bits 16..23
        return a.words[0] == b.words[0] && a.words[1] == b.words[1] && ((a.words[2] ^ b.words[2]) & not_key2) == 0 &&
               ((a.words[3] ^ b.words[3]) & ~kFreeBits) == 0;
    }
    static uint32_t age(const TableKey& e) { return get_extra(e.words) >> kAgeBit; }
    static uint32_t work(const TableKey& e) { return get_extra(e.words) >> kWorkBit & 63; }

    // Which entry of a bucket to keep: this call's over older ones, then costlier proofs.
    int priority(const TableKey& e) const {
        const uint32_t a = age(e);
        return a == 0 ? -1 : (a == age_ ? 64 : 0) + static_cast<int>(work(e));
    }

    std::vector<Bucket> buckets_;
    uint32_t age_ = 1;
};

}  // namespace paigen::doudizhu::detail
