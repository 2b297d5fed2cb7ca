// Batches of Dou Dizhu positions (paigen/doudizhu/batch.h): their inputs
// read, and the loops of paigen/batch.h instantiated for them.
#include "paigen/doudizhu/batch.h"

#include "paigen/doudizhu/classify.h"

namespace paigen {

template bool count_moves(size_t, const doudizhu::Positions&, doudizhu::MoveList&, int64_t*, const StopCheck&);
template bool write_moves(size_t, const doudizhu::Positions&, doudizhu::MoveList&, int64_t*,
                          doudizhu::GrowingMoveRows<PoolMemory>&, const StopCheck&);

}  // namespace paigen

namespace paigen::doudizhu {

size_t first_unfit(const Cards* hands, size_t n, const Rules& rules) {
    for (size_t i = 0; i < n; ++i)
        if (!fits_deck(hands[i], rules)) return i;
    return n;
}

size_t read_lasts(const Cards* codes, size_t n, const Rules& rules, Move* moves) {
    for (size_t i = 0; i < n; ++i) {
        if (codes[i] == 0) {
            moves[i] = kPassMove;
            continue;
        }
        if (!fits_deck(codes[i], rules)) return i;
        const Classification c = classify(codes[i], rules);
        if (!c.ok()) return i;
        moves[i] = c.move;
    }
    return n;
}

}  // namespace paigen::doudizhu
