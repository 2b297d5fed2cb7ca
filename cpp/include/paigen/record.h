// A deal with its history, for both games: how it began (its Origin: dealt
// from a seed, or given cards) and every decision since, with the Game they
// lead to. The saved form is the origin and the decisions, versioned; loading
// replays them with every legality check, so a loaded record is always a
// state some real deal reaches, whatever bytes it was given.
//
// Saved form: 4 magic bytes, a version byte, the origin, a u32 count of
// decisions, then the decisions, all little-endian (bytes.h). save() writes
// kVersion; load() reads kOldestVersion..kVersion, the origin read knowing the
// version, so that an older save keeps the meaning it was written with.
// Traits give the game-specific parts:
//   using Game (with a `deals` count), Decision, Origin; static constexpr char kMagic[5];
//   static constexpr uint8_t kVersion, kOldestVersion;
//   static Check check(const Origin&);          // can this deal be played?
//   static Game start(const Origin&);
//   static bool legal(const Game&, const Decision&);
//   static void apply(Game&, const Decision&);
//   static void write(ByteWriter&, const Origin&), write(ByteWriter&, const Decision&);
//   static bool read(ByteReader&, Origin&, uint8_t version), read(ByteReader&, Decision&);
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "paigen/bytes.h"
#include "paigen/check.h"

namespace paigen {

template <typename Traits>
class BasicRecord {
public:
    using Game = typename Traits::Game;
    using Decision = typename Traits::Decision;
    using Origin = typename Traits::Origin;

    struct Entry {
        uint8_t seat;
        Decision decision;
    };

    // `origin` must pass Traits::check().
    explicit BasicRecord(const Origin& origin) : origin_(origin), game_(Traits::start(origin)) {}

    const Origin& origin() const { return origin_; }
    const Game& game() const { return game_; }
    const std::vector<Entry>& history() const { return history_; }
    // Where each deal's decisions begin in history(): 0, then the index after
    // each redeal (a dealt game deals again after an all-pass auction, B4, or
    // in Luk Fu after three passes, A2, or hands run out without a claim, E1).
    const std::vector<size_t>& deal_starts() const { return deal_starts_; }
    // Where the current deal's decisions begin.
    size_t deal_start() const { return deal_starts_.back(); }

    // Applies `decision` if it is legal now; false, and nothing changed, if not.
    bool apply(const Decision& decision) {
        if (!Traits::legal(game_, decision)) return false;
        history_.push_back(Entry{game_.to_move, decision});
        const auto deals = game_.deals;
        Traits::apply(game_, decision);
        if (game_.deals != deals) deal_starts_.push_back(history_.size());
        return true;
    }

    std::string save() const {
        ByteWriter out;
        out.put_bytes(std::string_view(Traits::kMagic, 4));
        out.put(Traits::kVersion);
        Traits::write(out, origin_);
        out.put(static_cast<uint32_t>(history_.size()));
        for (const Entry& e : history_) Traits::write(out, e.decision);
        return out.bytes();
    }

    // Loads a saved record into `out`; the reason it cannot, else nullptr.
    static const char* load(std::string_view bytes, BasicRecord* out) {
        ByteReader in(bytes);
        std::string_view magic;
        uint8_t version = 0;
        if (!in.get_bytes(4, magic) || magic != std::string_view(Traits::kMagic, 4))
            return "not a saved record of this game (wrong leading bytes)";
        if (!in.get(version) || version < Traits::kOldestVersion || version > Traits::kVersion)
            return "saved by an unknown version of the format";
        Origin origin{};
        if (!Traits::read(in, origin, version)) return "the deal is damaged";
        const Check deal = Traits::check(origin);
        if (!deal.ok()) return deal.reason;
        BasicRecord record(origin);
        uint32_t count = 0;
        if (!in.get(count)) return "the history is cut short";
        for (uint32_t i = 0; i < count; ++i) {
            Decision d{};
            if (!Traits::read(in, d)) return "the history is cut short or damaged";
            if (!record.apply(d)) return "the history holds a decision that is not legal where it stands";
        }
        if (in.remaining() != 0) return "unexpected bytes after the history";
        *out = std::move(record);
        return nullptr;
    }

private:
    Origin origin_;
    Game game_;
    std::vector<Entry> history_;
    std::vector<size_t> deal_starts_{0};
};

}  // namespace paigen
