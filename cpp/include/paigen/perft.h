// perft (the chess engines' move-generator check): the number of distinct
// decision sequences of a given length from a game state. Every decision
// counts (bids, calls, passes, plays, discards, claims); a finished deal is one
// leaf however much depth is left. Generic over the two games through a small
// adapter (each game's game.h has one).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "paigen/stop.h"

namespace paigen {

// Adapter requirements:
//   using Game, Choice, Slot; static constexpr int kMaxChoices;
//   static bool over(const Game&);
//   // Every decision open, into a buffer of kMaxChoices slots (the game's
//   // moves; a phase without moves may write nothing); returns their count.
//   static int generate(const Game&, Slot* out);
//   static void apply(Game&, const Slot* slots, int i);      // decision i of generate()'s buffer
//   static Choice choice(const Game&, const Slot* slots, int i);  // decision i as a value
template <typename Adapter>
class Perft {
public:
    using Game = typename Adapter::Game;
    using Choice = typename Adapter::Choice;
    using Slot = typename Adapter::Slot;

    // `stop` is asked every few thousand positions; once it answers true the
    // search unwinds at once and stopped() says so (the counts are then partial).
    explicit Perft(StopCheck stop = {}) : stop_(stop) {}

    uint64_t count(const Game& game, int depth) { return count_below(game, depth); }

    // The count below each first decision (`divide`), written into `counts`.
    int divide(const Game& game, int depth, Choice* firsts, uint64_t* counts) {
        ChoiceStack& stack = stack_;
        Slot* slots = stack.room();
        const int n = Adapter::generate(game, slots);
        const auto mark = stack.mark();
        stack.take(n);
        for (int i = 0; i < n && !stopped_; ++i) {
            firsts[i] = Adapter::choice(game, slots, i);
            Game child = game;
            Adapter::apply(child, slots, i);
            counts[i] = count_below(child, depth - 1);
        }
        stack.release(mark);
        return n;
    }

    bool stopped() const { return stopped_; }

private:
    static constexpr uint32_t kPollEvery = 1 << 14;  // positions between stop checks

    // The slots of every level of the search, as a stack over blocks that
    // live as long as the thread: a level generates into the free room at the
    // top and keeps only the choices it made, so a search holds about the sum
    // of its path's branching (not depth x kMaxChoices, 0.5 MB a level in Dou
    // Dizhu), and a call allocates and clears nothing once one has run.
    class ChoiceStack {
    public:
        struct Mark {
            size_t block, used;
        };
        Mark mark() const { return {block_, used_}; }
        void release(Mark m) {
            block_ = m.block;
            used_ = m.used;
        }
        // Room for kMaxChoices slots at the top.
        Slot* room() {
            if (!blocks_.empty() && used_ + kMax <= kBlock) return blocks_[block_].get() + used_;
            if (!blocks_.empty()) ++block_;
            used_ = 0;
            if (block_ == blocks_.size()) blocks_.push_back(std::make_unique<Slot[]>(kBlock));
            return blocks_[block_].get();
        }
        void take(int n) { used_ += static_cast<size_t>(n); }

    private:
        static constexpr size_t kMax = Adapter::kMaxChoices, kBlock = 2 * kMax;
        std::vector<std::unique_ptr<Slot[]>> blocks_;
        size_t block_ = 0, used_ = 0;
    };

    static ChoiceStack& choice_stack() {
        thread_local ChoiceStack stack;
        return stack;
    }

    uint64_t count_below(const Game& game, int depth) {
        if (depth == 0 || Adapter::over(game)) return 1;
        if (++since_poll_ == kPollEvery) {
            since_poll_ = 0;
            stopped_ = stopped_ || stop_.requested();
        }
        if (stopped_) return 0;
        ChoiceStack& stack = stack_;
        Slot* slots = stack.room();
        const int n = Adapter::generate(game, slots);
        if (depth == 1) return static_cast<uint64_t>(n);  // every decision is a leaf
        const auto mark = stack.mark();
        stack.take(n);
        uint64_t total = 0;
        for (int i = 0; i < n && !stopped_; ++i) {
            Game child = game;
            Adapter::apply(child, slots, i);
            total += count_below(child, depth - 1);
        }
        stack.release(mark);
        return total;
    }

    StopCheck stop_;
    ChoiceStack& stack_ = choice_stack();  // this thread's, fetched once (TLS access is not free)
    bool stopped_ = false;
    uint32_t since_poll_ = 0;
};

}  // namespace paigen
