// A Dou Dizhu deal with its history and saved form (see paigen/record.h):
// the origin is a seed or given cards, the decisions are bids and moves.
#pragma once

#include "paigen/doudizhu/game.h"
#include "paigen/record.h"

namespace paigen::doudizhu {

struct Origin {
    Rules rules;
    bool seeded = true;  // dealt from `seed`, else the given cards below
    uint64_t seed = 0;
    Cards hands[kMaxPlayers] = {};
    Cards kitty = 0;
    uint8_t first_bidder = 0;
};

struct RecordTraits {
    using Game = doudizhu::Game;
    using Decision = doudizhu::Decision;
    using Origin = doudizhu::Origin;
    static constexpr char kMagic[5] = "PGDZ";
    static constexpr uint8_t kVersion = 1;
    static constexpr uint8_t kOldestVersion = 1;

    static Check check(const Origin& origin);
    static Game start(const Origin& origin);
    static bool legal(const Game& game, const Decision& d) { return is_legal(game, d); }
    static void apply(Game& game, const Decision& d) { doudizhu::apply(game, d); }
    static void write(ByteWriter& out, const Origin& origin);
    static void write(ByteWriter& out, const Decision& d);
    static bool read(ByteReader& in, Origin& origin, uint8_t version);
    static bool read(ByteReader& in, Decision& d);
};

using Record = BasicRecord<RecordTraits>;

}  // namespace paigen::doudizhu
