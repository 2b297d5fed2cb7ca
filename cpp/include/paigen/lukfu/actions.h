// The action ids of a whole Luk Fu deal (Game.legal_action_ids, the envs, the
// agents): while calling, 0 says play and 1 pass (A2); in play, the index of a
// move in legal_moves(). So there are kMaxLegalMoves = 924 ids, the most legal
// moves a position has (the C(12, 6) discards of a full hand). The same shape
// as Dou Dizhu's ActionSpace (num_actions, choices), with nothing to build.
#pragma once

#include <cstdint>
#include <vector>

#include "paigen/lukfu/game.h"

namespace paigen::lukfu {

struct Actions {
    static constexpr int kCallPlay = 0;
    static constexpr int kCallPass = 1;

    static constexpr int num_actions() { return kMaxLegalMoves; }

    // The decisions open to the player to move into out[] (kMaxMoves slots),
    // and their action ids into ids[]; their number.
    static int choices(const Game& game, Decision* out, int32_t* ids) {
        const int n = GameAdapter::choices(game, out);  // calling: play, then pass
        for (int k = 0; k < n; ++k) ids[k] = k;
        return n;
    }

    // The same ids alone (Game.legal_action_ids).
    static int choice_ids(const Game& game, int32_t* ids) {
        thread_local std::vector<Decision> decisions(kMaxMoves);  // on the heap: no initial image for every thread
        return choices(game, decisions.data(), ids);
    }
};

}  // namespace paigen::lukfu
