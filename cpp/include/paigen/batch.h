// Legal moves of many positions per call, as structure-of-arrays rows (the
// batch calls behind numpy, or a C++ learner's input). Two passes: the first
// counts each position's moves, so that the caller can size its arrays once;
// the second generates again straight into them (a generate costs less than
// keeping the moves between the passes). Both ask a StopCheck between chunks
// of positions, and neither allocates.
//
// A game supplies `Positions`, called as positions(i, list) to fill its
// MoveList with position i's moves, and `Rows`, whose write(first, n, at)
// stores n moves as rows at, at + 1, ... (paigen/<game>/batch.h).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>

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

// First pass: counts[i] = the number of moves of position i.
template <typename List, typename Positions>
bool count_moves(size_t n, const Positions& positions, List& list, int64_t* counts, const StopCheck& stop) {
    return for_each_chunked(n, kBatchChunk, stop, [&](size_t i) {
        positions(i, list);
        counts[i] = list.size();
    });
}

// Between the passes: the counts in offsets[1 .. n] become running sums, so
// that position i's rows are offsets[i] .. offsets[i + 1]; returns the total.
inline int64_t counts_to_offsets(int64_t* offsets, size_t n) {
    offsets[0] = 0;
    for (size_t i = 0; i < n; ++i) offsets[i + 1] += offsets[i];
    return offsets[n];
}

// Second pass: position i's moves written as rows offsets[i] ...
template <typename List, typename Positions, typename Rows>
bool write_moves(size_t n, const Positions& positions, List& list, const int64_t* offsets, Rows& rows,
                 const StopCheck& stop) {
    return for_each_chunked(n, kBatchChunk, stop, [&](size_t i) {
        positions(i, list);
        rows.write(list.begin(), list.size(), offsets[i]);
    });
}

}  // namespace paigen
