// A Luk Fu deal with its history and saved form (see paigen/record.h): the
// origin is a seed or given hands, the decisions are calls and moves.
#pragma once

#include "paigen/lukfu/game.h"
#include "paigen/record.h"

namespace paigen::lukfu {

struct Origin {
    bool seeded = true;  // dealt from `seed`, else the given hands below
    uint64_t seed = 0;
    // E1 as saved by format version 1: a dealt game whose hands run out without
    // a claim ends void instead of dealing again (old saves keep their meaning).
    bool empty_hands_void = false;
    CardSet hands[kPlayers] = {};
    uint8_t master = 0;
};

struct RecordTraits {
    using Game = lukfu::Game;
    using Decision = lukfu::Decision;
    using Origin = lukfu::Origin;
    static constexpr char kMagic[5] = "PGLF";
    // 2: a dealt game deals again when hands run out without a claim (E1);
    // 1: such a deal ended void (loaded as Origin::empty_hands_void).
    static constexpr uint8_t kVersion = 2;
    static constexpr uint8_t kOldestVersion = 1;

    static Check check(const Origin& origin);
    static Game start(const Origin& origin);
    static bool legal(const Game& game, const Decision& d) { return is_legal(game, d); }
    static void apply(Game& game, const Decision& d) { lukfu::apply(game, d); }
    static void write(ByteWriter& out, const Origin& origin);
    static void write(ByteWriter& out, const Decision& d);
    static bool read(ByteReader& in, Origin& origin, uint8_t version);
    static bool read(ByteReader& in, Decision& d);
};

using Record = BasicRecord<RecordTraits>;

}  // namespace paigen::lukfu
