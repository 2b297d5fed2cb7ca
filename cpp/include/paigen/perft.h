// perft (the chess engines' move-generator check): the number of distinct
// decision sequences of a given length from a game state. Every decision
// counts (bids, calls, passes, plays, discards, claims); a finished deal is one
// leaf however much depth is left. Generic over the two games through a small
// adapter (each game's game.h has one).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "paigen/stop.h"

namespace paigen {

// Adapter requirements:
//   using Game, Choice; static constexpr int kMaxChoices;
//   static bool over(const Game&);
//   static int choices(const Game&, Choice* out);  // writes every decision
//   static void apply(Game&, const Choice&);
template <typename Adapter>
class Perft {
public:
    using Game = typename Adapter::Game;
    using Choice = typename Adapter::Choice;

    // `stop` is asked every few thousand positions; once it answers true the
    // search unwinds at once and stopped() says so (the counts are then partial).
    explicit Perft(StopCheck stop = {}) : stop_(stop) {}

    uint64_t count(const Game& game, int depth) { return count(game, depth, 0); }

    // The count below each first decision (`divide`), written into `counts`.
    int divide(const Game& game, int depth, Choice* firsts, uint64_t* counts) {
        const int n = Adapter::choices(game, firsts);
        for (int i = 0; i < n && !stopped_; ++i) {
            Game child = game;
            Adapter::apply(child, firsts[i]);
            counts[i] = count(child, depth - 1, 0);
        }
        return n;
    }

    bool stopped() const { return stopped_; }

private:
    static constexpr uint32_t kPollEvery = 1 << 14;  // positions between stop checks

    uint64_t count(const Game& game, int depth, int level) {
        if (depth == 0 || Adapter::over(game)) return 1;
        if (++since_poll_ == kPollEvery) {
            since_poll_ = 0;
            stopped_ = stopped_ || stop_.requested();
        }
        if (stopped_) return 0;
        // Choice buffers are allocated per level as the search reaches it, so a
        // huge depth over a short deal costs no more than the deal's length.
        if (static_cast<size_t>(level) == levels_.size()) levels_.emplace_back(Adapter::kMaxChoices);
        Choice* moves = levels_[static_cast<size_t>(level)].data();
        const int n = Adapter::choices(game, moves);
        if (depth == 1) return static_cast<uint64_t>(n);  // every decision is a leaf
        uint64_t total = 0;
        for (int i = 0; i < n && !stopped_; ++i) {
            Game child = game;
            Adapter::apply(child, moves[i]);
            total += count(child, depth - 1, level + 1);
        }
        return total;
    }

    StopCheck stop_;
    bool stopped_ = false;
    uint32_t since_poll_ = 0;
    std::vector<std::vector<Choice>> levels_;
};

}  // namespace paigen
