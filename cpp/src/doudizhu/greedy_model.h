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
// and kChainThin between deals. A soft weight suits other seats that do not
// quite play as greedy does: against greedy over the first 200 deals x 6
// seatings pimc won 0.659 at K = 3, 0.664 at K = 8, 0.620 with uniform deals;
// against RLCard's rule agent over the first 300 deals, 0.747, 0.711 and
// 0.758 (and at K = 3 with the chain's deals only when one missed at most 1
// decision after burn-in: 0.658 and 0.741). A wrong model misleads: that is
// why pimc deals uniformly unless asked.
#pragma once

#include <cstdint>
#include <vector>

#include "paigen/doudizhu/game.h"
#include "paigen/rng.h"

namespace paigen::doudizhu {

inline constexpr int kChainBurnIn = 100;
inline constexpr int kChainThin = 2;

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
