// What the other seats' decisions of a deal say of their hands, if they play
// as the greedy agent does (agents.h): the deals "pimc" searches (pimc.h).
//
// GreedyModel replays the deal's history once per decision and keeps each of
// the other seats' decisions with the public state before it. A deal of the
// hidden cards then gives every hand at each of those decisions (the hand now
// plus what the seat played from then on, the landlord's without the kitty
// while bidding), and misses() counts the decisions greedy would not have
// made with them. The true deal misses none when the other seats are greedy.
//
// DealChain draws deals weighted by 2^-(K * misses), K from "pimc:model=K": a
// Metropolis chain over swaps of one card between two other hands (the
// landlord's kitty cards still unplayed stay put: the kitty is shown), from a
// deal of deal_unseen() (pimc.h), kChainBurnIn steps before the first deal
// and kChainThin between deals. A step moves two cards, so deals a few steps
// apart are nearly one deal: over the first 200 deals x 6 seatings against
// greedy, pimc at K = 3 won 0.659 with 100 steps before and 2 between, 0.688
// with 100 and 20, 0.703 and 0.684 (two draws) with 400 and 20, 0.710 and
// 0.696 with 100 and 60, 0.703 with 400 and 200, where uniform deals win
// 0.620 and the true hands 0.754. Not better (with 200 before): K = 8 and 40
// between, 0.682; four chains of 16 deals, 0.700; swaps of up to three cards,
// 0.683. A soft weight suits other seats that do not quite play as greedy
// does: with 100 and 2 steps, K = 8 won 0.664, and against RLCard's rule agent
// over the first 300 deals K = 3 0.747, K = 8 0.711, uniform deals 0.758
// (over 1,000 deals with 400 and 20, K = 3 0.751, uniform 0.759). A wrong
// model misleads: that is why pimc deals uniformly unless asked.
#pragma once

#include <cstdint>
#include <vector>

#include "paigen/doudizhu/game.h"
#include "paigen/rng.h"

namespace paigen::doudizhu {

inline constexpr int kChainBurnIn = 400;
inline constexpr int kChainThin = 20;

class GreedyModel {
public:
    // Reads `history` (the deal's decisions) for the seat to move of
    // `imagined`, a deal of the game as that seat may imagine it (its
    // hidden hands are used only to replay the public states). False, and
    // nothing to read, when the history is empty or does not lead to it.
    bool read(const Game& imagined, DealHistory history);
    // The decisions read that greedy would not have made with the hidden
    // hands of `world` (a deal of the same game); counting stops past
    // `limit`. `buffer` holds kMaxGameMoves moves. The decisions that miss
    // are checked earlier next time, so that a count past the limit stops
    // soon; the count returned does not depend on that order.
    int misses(const Game& world, int limit, Move* buffer);
    size_t size() const { return decided_.size(); }

private:
    struct Decided {
        Game before;                     // the state the seat decided in
        Decision decision;               // what it decided
        Cards played_from[kMaxPlayers];  // each seat's plays from this decision on
    };
    int me_ = 0;
    std::vector<Decided> decided_;
    std::vector<uint16_t> order_;  // the order misses() checks decided_ in
};

class DealChain {
public:
    // Starts the chain for the seat to move in `game`: false, having drawn
    // nothing, when `history` is empty, and false when the model cannot read
    // it (the caller then deals as deal_unseen() does).
    bool start(const Game& game, DealHistory history, int weight_log2, GreedyModel& model, Rng& rng, Move* buffer);
    // The next deal drawn.
    const Game& next(GreedyModel& model, Rng& rng, Move* buffer);

private:
    void step(GreedyModel& model, Rng& rng, Move* buffer);

    Game current_;
    int misses_ = 0;
    int weight_log2_ = 0;
    int me_ = 0;
    Cards kept_ = 0;  // the kitty cards the landlord still holds, when it is another seat
};

}  // namespace paigen::doudizhu
