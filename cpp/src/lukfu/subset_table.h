// A hash table from sets of hidden cards (sample_problem.h's Subset, at most
// 24 bits) to 32-bit counts, for exact counting (sample_exact.cpp): open
// addressing, key and count packed in one word, no allocation per entry.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace paigen::lukfu::sampling {

class SubsetTable {
public:
    // Adds `count` to the count of `key` (a new key starts at 0).
    void add(uint32_t key, uint32_t count) {
        if (2 * (size_ + 1) > slots_.size()) grow();
        uint64_t& slot = slots_[position(key)];
        if (slot == kEmpty) {
            slot = uint64_t{key} << 32;
            ++size_;
        }
        slot += count;  // counts stay below 2^32: a seat's fills of at most 12 cards, 12! < 2^32
    }

    // The count of `key`, 0 if absent.
    uint32_t get(uint32_t key) const {
        if (slots_.empty()) return 0;
        const uint64_t slot = slots_[position(key)];
        return slot == kEmpty ? 0 : static_cast<uint32_t>(slot);
    }

    size_t size() const { return size_; }

    // f(key, count) for every key.
    template <typename F>
    void visit(F&& f) const {
        for (uint64_t slot : slots_)
            if (slot != kEmpty) f(static_cast<uint32_t>(slot >> 32), static_cast<uint32_t>(slot));
    }

    // Sets to 0 the count of every key that fails keep(key); get() then
    // answers 0 for it (its slot stays taken).
    template <typename Keep>
    void filter(Keep&& keep) {
        for (uint64_t& slot : slots_)
            if (slot != kEmpty && static_cast<uint32_t>(slot) != 0 && !keep(static_cast<uint32_t>(slot >> 32)))
                slot &= ~uint64_t{0xFFFFFFFF};
    }

private:
    static constexpr uint64_t kEmpty = ~uint64_t{0};  // keys have at most 24 bits: never all ones

    // The slot of `key`, or the empty slot where it would go.
    size_t position(uint32_t key) const {
        const size_t mask = slots_.size() - 1;
        size_t at = static_cast<size_t>((uint64_t{key} * 0x9E3779B97F4A7C15ULL) >> 32) & mask;
        while (slots_[at] != kEmpty && static_cast<uint32_t>(slots_[at] >> 32) != key) at = (at + 1) & mask;
        return at;
    }

    void grow() {
        std::vector<uint64_t> old(slots_.empty() ? 64 : 2 * slots_.size(), kEmpty);
        old.swap(slots_);
        for (uint64_t slot : old)
            if (slot != kEmpty) slots_[position(static_cast<uint32_t>(slot >> 32))] = slot;
    }

    std::vector<uint64_t> slots_;
    size_t size_ = 0;
};

}  // namespace paigen::lukfu::sampling
