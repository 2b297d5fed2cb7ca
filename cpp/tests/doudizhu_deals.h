// The Dou Dizhu deals the core-only test programs walk: `games` deals (seeds
// 0, 1, ...) of every preset with 3 players and of the standard rules with 4
// (the variants are 3-player rules), each a fresh Record.
#pragma once

#include <cstdint>

#include "paigen/doudizhu/record.h"
#include "paigen/doudizhu/variant.h"

namespace paigen::doudizhu::testing {

// f(record, preset name, players, seed) for each deal, in turn.
template <typename F>
void for_each_deal(int games, F f) {
    for (int players : {3, 4})
        for (const NamedVariant& preset : kPresets) {
            if (players == 4 && !preset.variant.standard()) continue;
            for (int g = 0; g < games; ++g) {
                Origin origin;
                origin.rules = Rules(players, preset.variant);
                origin.seed = static_cast<uint64_t>(g);
                Record record(origin);
                f(record, preset.name, players, origin.seed);
            }
        }
}

}  // namespace paigen::doudizhu::testing
