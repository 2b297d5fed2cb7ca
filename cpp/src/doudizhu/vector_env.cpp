#include "paigen/doudizhu/vector_env.h"

#include "paigen/doudizhu/movegen.h"

namespace paigen::doudizhu {

int VectorEnvTraits::choices(const Game& game, Decision* out, int32_t* ids) const {
    if (game.phase == Phase::Bidding) {
        int bids[kMaxBid + 1];
        const int n = legal_bids(game, bids);
        for (int k = 0; k < n; ++k) {
            out[k] = Decision{kPassMove, static_cast<int8_t>(bids[k])};
            ids[k] = bid_id(bids[k]);
        }
        return n;
    }
    thread_local Move moves[kMaxGameMoves];
    const int n = static_cast<int>(legal_moves(game, moves) - moves);
    [[maybe_unused]] const bool known = space_->ids(moves, moves + n, ids);  // every move of a deal has an id
    for (int k = 0; k < n; ++k) out[k] = Decision{moves[k], -1};
    return n;
}

}  // namespace paigen::doudizhu
