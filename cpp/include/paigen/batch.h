// Legal moves of many positions per call, as structure-of-arrays rows (the
// batch calls behind numpy, or a C++ learner's input). count_moves() counts
// each position's moves (count_legal_moves); write_moves() generates each
// position once and writes its moves as rows at once, into columns that grow
// as they fill (legal_moves_batch: generating twice, to count and then to
// write, cost more than the growth). Both ask a StopCheck between chunks of
// positions; neither allocates per move.
//
// A game supplies `Positions`, called as positions(i, list) to fill its
// MoveList with position i's moves, and `Rows`, whose write(i, first, n, at)
// stores position i's n moves as rows at, at + 1, ..., whose `capacity` is the rows it has
// room for, and whose reserve(kept, rows) makes room for `rows` rows in all,
// keeping the first `kept`. paigen/<game>/batch.h have both.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "paigen/stop.h"

namespace paigen {

inline constexpr size_t kBatchChunk = 1024;  // positions between stop checks (a few ms)

// Calls body(i) for i in [0, n), asking `stop` between chunks of `chunk`
// items; false when it asked to stop (the rest are not called).
template <typename Body>
bool for_each_chunked(size_t n, size_t chunk, const StopCheck& stop, Body&& body) {
    for (size_t begin = 0; begin < n; begin += chunk) {
        const size_t end = std::min(n, begin + chunk);
        for (size_t i = begin; i < end; ++i) body(i);
        if (end < n && stop.requested()) return false;
    }
    return true;
}

// counts[i] = the number of moves of position i.
template <typename List, typename Positions>
bool count_moves(size_t n, const Positions& positions, List& list, int64_t* counts, const StopCheck& stop) {
    return for_each_chunked(n, kBatchChunk, stop, [&](size_t i) {
        positions(i, list);
        counts[i] = list.size();
    });
}

// The rows a batch will hold, estimated from up to 64 positions spread over
// it, an eighth more: a batch of like positions then grows its columns once.
template <typename List, typename Positions>
size_t estimated_rows(size_t n, const Positions& positions, List& list) {
    const size_t step = std::max<size_t>(1, n / 64);
    size_t rows = 0, seen = 0;
    for (size_t i = 0; i < n; i += step, ++seen) {
        positions(i, list);
        rows += static_cast<size_t>(list.size());
    }
    if (seen == 0) return 0;
    return static_cast<size_t>(static_cast<double>(rows) / static_cast<double>(seen) * static_cast<double>(n) * 1.125);
}

// The rows to make room for when `needed` rows exceed `capacity` after `done`
// of `n` positions: the rows so far projected over the whole batch and an
// eighth more, at least half again the capacity (each row is copied a
// bounded number of times).
inline size_t grown_rows(size_t needed, size_t capacity, size_t done, size_t n) {
    const double projected = static_cast<double>(needed) / static_cast<double>(done) * static_cast<double>(n);
    return std::max({needed, capacity + capacity / 2, static_cast<size_t>(projected * 1.125)});
}

// Position i's moves written as rows offsets[i] .. offsets[i + 1] - 1
// (offsets holds n + 1 entries; offsets[n] is the total), the columns first
// sized by estimated_rows().
template <typename List, typename Positions, typename Rows>
bool write_moves(size_t n, const Positions& positions, List& list, int64_t* offsets, Rows& rows,
                 const StopCheck& stop) {
    offsets[0] = 0;
    rows.reserve(0, estimated_rows(n, positions, list));
    return for_each_chunked(n, kBatchChunk, stop, [&](size_t i) {
        positions(i, list);
        const int64_t at = offsets[i], end = at + list.size();
        if (static_cast<size_t>(end) > rows.capacity)
            rows.reserve(static_cast<size_t>(at), grown_rows(static_cast<size_t>(end), rows.capacity, i + 1, n));
        rows.write(i, list.begin(), list.size(), at);
        offsets[i + 1] = end;
    });
}

// A block of memory a column hands over: its start and size in bytes.
struct Block {
    void* data = nullptr;
    size_t bytes = 0;
};

// A column of T that grows as write_moves() fills it, in blocks from
// `Memory` (static take(bytes) -> Block of at least `bytes`, throwing
// std::bad_alloc, and give(Block)): the bindings' pool, whose blocks numpy
// arrays can own. The column gives its block back unless release() handed it
// over.
template <typename T, typename Memory>
class GrowingColumn {
public:
    GrowingColumn() = default;
    GrowingColumn(const GrowingColumn&) = delete;
    GrowingColumn& operator=(const GrowingColumn&) = delete;
    ~GrowingColumn() {
        if (block_.data) Memory::give(block_);
    }

    T* data() const { return static_cast<T*>(block_.data); }

    // Room for `items`, the first `kept` items kept.
    void grow(size_t items, size_t kept) {
        const Block bigger = Memory::take(items * sizeof(T));
        if (kept) std::memcpy(bigger.data, block_.data, kept * sizeof(T));
        if (block_.data) Memory::give(block_);
        block_ = bigger;
    }

    // The block, now the caller's to give back (empty if never grown).
    Block release() {
        const Block out = block_;
        block_ = Block{};
        return out;
    }

private:
    Block block_;
};

}  // namespace paigen
