// A Dou Dizhu match: rounds of whole deals between the same seats, with the
// money each seat has won or lost (the seed: "played in several rounds; players
// pay after each round; the first dealer is random and the deal passes
// anticlockwise each round; the game ends when the players wish").
//
// Rules M1-M3 of docs/rules/DOUDIZHU.md: the first dealer is drawn from the
// match's seed and the deal passes to the seat before the dealer in D5 order
// (play goes clockwise, so anticlockwise is seat - 1); each round is a seeded
// Game (its own first bidder, B1, and redeals, B4); a seat's money is the sum
// of its payoffs (S4) over the finished rounds.
//
// Saved form: 4 magic bytes, a version byte, the rules and seed as a seeded
// Record origin writes them, a u32 count of rounds, then per round a u32 count
// of decisions and the decisions. Loading replays every round with every check.
#pragma once

#include <cstdint>
#include <deque>
#include <string>
#include <string_view>

#include "paigen/doudizhu/record.h"

namespace paigen::doudizhu {

class Match {
public:
    static constexpr char kMagic[5] = "PGDM";
    static constexpr uint8_t kVersion = 1;

    // `rules` must be valid (valid_rules()). Deals the first round.
    Match(Rules rules, uint64_t seed);

    Rules rules() const { return rules_; }
    int players() const { return rules_.players; }
    uint64_t seed() const { return seed_; }

    // Rounds dealt so far (the current one included): at least 1.
    size_t rounds() const { return rounds_.size(); }
    // Round i's deal. References stay valid while the match lives (rounds are
    // only ever added), so a caller may keep and play the current one.
    const Record& round(size_t i) const { return rounds_[i]; }
    Record& current() { return rounds_.back(); }
    const Record& current() const { return rounds_.back(); }
    // The dealer of round i (M1).
    int dealer(size_t i) const;
    // The seed round i is dealt from: a stream of the match's seed.
    uint64_t round_seed(size_t i) const { return Rng::stream(seed_, i + 1); }

    bool current_over() const { return current().game().phase == Phase::Over; }
    // Rounds played to their end (all but the current one, plus the current
    // one once it is over).
    size_t finished_rounds() const { return rounds_.size() - (current_over() ? 0 : 1); }

    // Deals the next round (M1); false, and nothing changed, while the
    // current round is not over.
    bool next_round();

    // Money per seat over the finished rounds (M3), into out[0..players).
    void totals(int64_t* out) const;

    std::string save() const;
    // Loads a saved match into `out`; the reason it cannot, else nullptr.
    static const char* load(std::string_view bytes, Match* out);

private:
    Rules rules_;
    uint64_t seed_ = 0;
    uint8_t first_dealer_ = 0;
    std::deque<Record> rounds_;  // a deque: growing it moves no round
};

}  // namespace paigen::doudizhu
