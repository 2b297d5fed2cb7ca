// The Luk Fu side of a batch (paigen/batch.h): hands in their situations, and
// the columns their moves are written into.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>

#include "paigen/batch.h"
#include "paigen/block_pool.h"
#include "paigen/lukfu/movegen.h"

namespace paigen::lukfu {

// Hand i decides in situations[i] (each checked beforehand, movegen.h).
struct Positions {
    const CardSet* hands;
    const Situation* situations;

    void operator()(size_t i, MoveList& list) const {
        list.assign([&](Move* out) { return generate(hands[i], situations[i], out); });
    }
};

// One entry per move of the batch.
struct MoveRows {
    uint8_t* kinds;
    uint64_t* masks;
    uint8_t* ranks;
    uint8_t* suits;
    uint8_t* sizes;

    void write(size_t, const Move* moves, int n, int64_t at) const {
        scatter(moves, n, kinds + at, masks + at, ranks + at, suits + at, sizes + at);
    }

    // The outputs never alias the moves: __restrict__ lets the loop vectorise.
    static void scatter(const Move* __restrict__ moves, int n, uint8_t* __restrict__ kinds,
                        uint64_t* __restrict__ masks, uint8_t* __restrict__ ranks, uint8_t* __restrict__ suits,
                        uint8_t* __restrict__ sizes) {
        for (int j = 0; j < n; ++j) {
            kinds[j] = static_cast<uint8_t>(moves[j].kind);
            masks[j] = moves[j].cards;
            ranks[j] = moves[j].rank;
            suits[j] = moves[j].suit;
            sizes[j] = moves[j].size;
        }
    }
};

// MoveRows in columns that grow as write_moves() fills them (paigen/batch.h),
// in blocks of `Memory`.
template <typename Memory>
struct GrowingMoveRows {
    GrowingColumn<uint8_t, Memory> kinds, ranks, suits, sizes;
    GrowingColumn<uint64_t, Memory> masks;
    MoveRows rows{};
    size_t capacity = 0;
    size_t size = 0;  // rows written (write_moves)

    void reserve(size_t kept, size_t needed, size_t items) {
        kinds.reserve(needed, items, kept);
        masks.reserve(needed, items, kept);
        ranks.reserve(needed, items, kept);
        suits.reserve(needed, items, kept);
        sizes.reserve(needed, items, kept);
        columns_changed();
    }

    // Room for about `items` rows, before the first (lent buffers kept).
    void presize(size_t items) {
        kinds.presize(items);
        masks.presize(items);
        ranks.presize(items);
        suits.presize(items);
        sizes.presize(items);
        columns_changed();
    }

    // After a column was lent a buffer or grew: the rows' pointers, and the
    // capacity of the smallest column.
    void columns_changed() {
        rows = MoveRows{kinds.data(), masks.data(), ranks.data(), suits.data(), sizes.data()};
        capacity = std::min({kinds.room(), masks.room(), ranks.room(), suits.room(), sizes.room()});
    }

    void write(size_t i, const Move* moves, int n, int64_t at) const { rows.write(i, moves, n, at); }
};

}  // namespace paigen::lukfu

namespace paigen {

// The batch loop over Luk Fu positions, compiled once in the core
// (cpp/src/lukfu/batch.cpp) at its optimization: callers, such as the
// bindings (built for build time), call it there.
extern template bool write_moves(size_t, const lukfu::Positions&, lukfu::MoveList&, int64_t*,
                                 lukfu::GrowingMoveRows<PoolMemory>&, const StopCheck&);

}  // namespace paigen
