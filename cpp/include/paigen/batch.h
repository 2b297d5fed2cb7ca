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
// stores position i's n moves as rows at, at + 1, ..., whose `capacity` is
// the rows it has room for (0 at first, unless every column writes in a
// buffer the caller lent), whose presize(rows) sizes the columns that have no
// buffer before the first write, and whose reserve(kept, needed, rows)
// makes room for at least `needed` rows in all (`rows` in a column that
// grows), keeping the first `kept`, and whose `size` write_moves() sets to
// the rows written so far. paigen/<game>/batch.h have both.
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
    if (rows.capacity == 0) rows.presize(estimated_rows(n, positions, list));  // else all lent (below)
    // The row count is kept here, never read back from `offsets`: a lent
    // buffer may be written by another thread meanwhile.
    rows.size = 0;
    return for_each_chunked(n, kBatchChunk, stop, [&](size_t i) {
        positions(i, list);
        const size_t at = rows.size, end = at + static_cast<size_t>(list.size());
        if (end > rows.capacity) rows.reserve(at, end, grown_rows(end, rows.capacity, i + 1, n));
        rows.write(i, list.begin(), list.size(), static_cast<int64_t>(at));
        offsets[i + 1] = static_cast<int64_t>(end);
        rows.size = end;
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
// arrays can own. It may start in a buffer lent by the caller (the batch
// calls' `out`), which it writes until it needs more room and never gives
// back. The column gives its own block back unless release() handed it over.
template <typename T, typename Memory>
class GrowingColumn {
public:
    GrowingColumn() = default;
    GrowingColumn(const GrowingColumn&) = delete;
    GrowingColumn& operator=(const GrowingColumn&) = delete;
    ~GrowingColumn() {
        if (block_.data && !lent_) Memory::give(block_);
    }

    T* data() const { return static_cast<T*>(block_.data); }
    size_t room() const { return block_.bytes / sizeof(T); }
    // Still in the lent buffer: the rows are there, nothing to release.
    bool lent() const { return lent_; }

    // Writes go to `items` items at `data` until more room is needed.
    void lend(T* data, size_t items) {
        if (block_.data && !lent_) Memory::give(block_);
        block_ = Block{data, items * sizeof(T)};
        lent_ = true;
    }

    // Room for about `items` before the first write: a lent buffer is kept
    // whatever its size (it grows once full).
    void presize(size_t items) {
        if (!lent_) reserve(items, items, 0);
    }

    // Room for at least `needed` items (`items` if it grows), the first
    // `kept` items kept.
    void reserve(size_t needed, size_t items, size_t kept) {
        if (needed <= room()) return;
        const Block bigger = Memory::take(items * sizeof(T));
        if (kept) std::memcpy(bigger.data, block_.data, kept * sizeof(T));
        if (block_.data && !lent_) Memory::give(block_);
        block_ = bigger;
        lent_ = false;
    }

    // The column's own block, now the caller's to give back (empty if it
    // never took one, or still writes in a lent buffer).
    Block release() {
        if (lent_) return Block{};
        const Block out = block_;
        block_ = Block{};
        return out;
    }

private:
    Block block_;
    bool lent_ = false;
};

}  // namespace paigen
