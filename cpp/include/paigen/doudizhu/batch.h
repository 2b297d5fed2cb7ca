// The Dou Dizhu side of a batch (paigen/batch.h): hands with the moves they
// reply to, and the columns their moves are written into.
#pragma once

#include <cstddef>
#include <cstdint>

#include "paigen/batch.h"
#include "paigen/block_pool.h"
#include "paigen/doudizhu/action_space.h"
#include "paigen/doudizhu/movegen.h"
#include "paigen/doudizhu/scatter.h"

namespace paigen::doudizhu {

// Hand i replies to lasts[i] (a pass for a lead), all under one rules.
struct Positions {
    const Cards* hands;
    const Move* lasts;
    Rules rules;

    void operator()(size_t i, MoveList& list) const {
        list.assign([&](Move* out) { return generate(hands[i], lasts[i], rules, out); });
    }
};

// The index of the first of hands[0, n) that does not fit the deck of
// `rules`, n when all fit.
size_t first_unfit(const Cards* hands, size_t n, const Rules& rules);

// The moves that codes[0, n) stand for under `rules` (0: a pass, as a lead
// replies to), into moves[0, n): the index of the first code that is no move
// (off the deck, or refused by classify()), n when every one is one. Only
// moves[0, that index) are written.
size_t read_lasts(const Cards* codes, size_t n, const Rules& rules, Move* moves);

// One entry per move of the batch; with `space`, also the moves' action ids
// (the batch's positions given, for the leads' ids).
struct MoveRows {
    uint8_t* kinds;
    uint8_t* mains;
    uint8_t* lengths;
    uint64_t* codes;
    const ActionSpace* space = nullptr;
    const Positions* positions = nullptr;
    int32_t* ids = nullptr;
    bool every_id = true;  // false once a move had no id in `space`
    Scatter scatter{};     // this process's loop (scatter.h)

    // Position i's n moves as rows at, at + 1, ...
    void write(size_t i, const Move* moves, int n, int64_t at) {
        scatter(moves, n, kinds + at, mains + at, lengths + at, codes + at);
        if (space) every_id &= write_ids(i, moves, n, ids + at);
    }

    // The ids of position i's n moves: a lead's computed from the hand where
    // the space computes them (ActionSpace::lead_ids()), in the moves' order,
    // the others looked up.
    bool write_ids(size_t i, const Move* moves, int n, int32_t* out) const {
        const int32_t* end = space->lead_ids(positions->hands[i], positions->lasts[i], positions->rules, out);
        return (end && end - out == n) || space->ids(moves, moves + n, out);
    }
};

// MoveRows in columns that grow as write_moves() fills them (paigen/batch.h),
// in blocks of `Memory`; the ids column only with an action space.
template <typename Memory>
struct GrowingMoveRows {
    GrowingColumn<uint8_t, Memory> kinds, mains, lengths;
    GrowingColumn<uint64_t, Memory> codes;
    GrowingColumn<int32_t, Memory> ids;
    MoveRows rows;
    size_t capacity = 0;
    size_t size = 0;  // rows written (write_moves)

    // With `space`, the ids of the moves of `positions` too.
    GrowingMoveRows(const ActionSpace* space, const Positions* positions)
        : rows{nullptr, nullptr, nullptr, nullptr, space, positions} {}

    void reserve(size_t kept, size_t needed, size_t items) {
        kinds.reserve(needed, items, kept);
        mains.reserve(needed, items, kept);
        lengths.reserve(needed, items, kept);
        codes.reserve(needed, items, kept);
        if (rows.space) ids.reserve(needed, items, kept);
        columns_changed();
    }

    // Room for about `items` rows, before the first (lent buffers kept).
    void presize(size_t items) {
        kinds.presize(items);
        mains.presize(items);
        lengths.presize(items);
        codes.presize(items);
        if (rows.space) ids.presize(items);
        columns_changed();
    }

    // After a column was lent a buffer or grew: the rows' pointers, and the
    // capacity of the smallest column in use.
    void columns_changed() {
        rows.kinds = kinds.data();
        rows.mains = mains.data();
        rows.lengths = lengths.data();
        rows.codes = codes.data();
        rows.ids = ids.data();
        capacity = std::min({kinds.room(), mains.room(), lengths.room(), codes.room()});
        if (rows.space) capacity = std::min(capacity, ids.room());
    }

    // Position i's n moves as rows at, at + 1, ..., then the cache lines of
    // the next kRowsAhead rows asked for, so that they arrive while the next
    // position's moves are generated. Without this the rows' stores waited on
    // memory and held up the generator behind them: it ran 1.6x slower than
    // in count_moves (perf samples), and the batch reached 45-48% of the
    // count's moves/s, 50-53% with it (medians of paired processes). The lines of the next position or two
    // are asked for again at each position (asking once per line, as the rows
    // advance, gained a third as much: a line asked for too early may be gone
    // by its write).
    void write(size_t i, const Move* moves, int n, int64_t at) {
        rows.write(i, moves, n, at);
        const auto end = static_cast<size_t>(at + n);
        if (end + kRowsAhead > capacity) return;
        for (size_t row = 0; row < kRowsAhead; row += 8) __builtin_prefetch(rows.codes + end + row, 1);
        for (size_t row = 0; row < kRowsAhead; row += 64) {
            __builtin_prefetch(rows.kinds + end + row, 1);
            __builtin_prefetch(rows.mains + end + row, 1);
            __builtin_prefetch(rows.lengths + end + row, 1);
        }
        if (rows.ids)
            for (size_t row = 0; row < kRowsAhead; row += 16) __builtin_prefetch(rows.ids + end + row, 1);
    }

    static constexpr size_t kRowsAhead = 192;  // two to three 20-card leads' rows; lines of 8 codes
};

}  // namespace paigen::doudizhu

namespace paigen {

// The batch loops over Dou Dizhu positions, compiled once in the core
// (cpp/src/doudizhu/batch.cpp) at its optimization: callers, such as the
// bindings (built for build time), call them there.
extern template bool count_moves(size_t, const doudizhu::Positions&, doudizhu::MoveList&, int64_t*, const StopCheck&);
extern template bool write_moves(size_t, const doudizhu::Positions&, doudizhu::MoveList&, int64_t*,
                                 doudizhu::GrowingMoveRows<PoolMemory>&, const StopCheck&);

}  // namespace paigen
