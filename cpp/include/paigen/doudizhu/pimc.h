// The determinized search agent "pimc" (perfect-information Monte Carlo) of
// Dou Dizhu (agents.h). For each decision of the play phase:
//
//   1. candidates: every legal move when there are at most kPimcCandidates,
//      else the greedy agent's move and the moves that keep the hand plan
//      (hand_plan.h) shortest, a pass and the weakest bomb when legal;
//   2. worlds: `samples` deals of the cards the seat has not seen (every other
//      hand, dealt again at its size; the landlord keeps the kitty cards it
//      has not played, since the kitty is shown), every such deal equally
//      likely. "pimc:model=K", given the deal's history, deals by what the
//      other seats' bids and plays say of their hands if they play as greedy
//      does instead (greedy_model.h: a chain of deals, each weighted down 2^K
//      times for each of their decisions greedy would not have made with it).
//      OpenSpiel's chains_skip_bomb_rank inference is not read (sample.h has
//      it, from the whole record);
//   3. each candidate in each world: by the exact solver (solve.h) when at
//      most kPimcSolveCards cards are left in all hands and it proves the
//      outcome within kPimcSolveNodes positions, else by one rollout to the
//      end with greedy at every seat, no random moves: greedy is a fair model
//      of the other seats, and random moves cost more than their variety
//      gives (against greedy, 200 deals x 6 seatings: WP 0.618 against 0.588
//      with 1 move in 10 random);
//   4. the candidate with the most wins (the seat's team), ties to the greedy
//      move, then to the earlier candidate; another move must win more than
//      samples / kPimcMarginPer deals beyond the greedy move's (the deals of
//      step 2 are biased, so a narrow lead is mostly their error).
//
// The bidding is greedy's. "pimc:bids=K" bids by search instead: each legal
// bid scored over samples * K deals of the unseen cards (the kitty among them,
// B3): the bid, greedy's bids after it, greedy rollouts; a win counts 1, an
// all-pass auction 1/2 (the new deal is unknown); the bid with the most wins,
// ties to greedy's, then to the lowest, and a bid other than greedy's must win
// more than deals / kPimcBidMarginPer beyond it. It raises ADP, not WP, so it
// is not the default: against greedy over 1,000 deals x 6 seatings, WP 0.608
// and ADP +1.04 at K = 4 against 0.616 and +0.76 with greedy's bids. Over the
// first 200 deals: K = 2 0.606 (+1.00), no margin 0.619 (+1.31), and
// favouring the bids that make the seat landlord (a quarter or three quarters
// of a win more for each deal where it becomes landlord) 0.583 and 0.591.
//
// Deterministic given the rng: the solver's table starts empty at each
// decision. One table per thread (thread_local); no allocation per move after
// the first decision of a thread.
#pragma once

#include <cstdint>

#include "paigen/doudizhu/game.h"
#include "paigen/rng.h"

namespace paigen::doudizhu {

inline constexpr uint32_t kPimcDefaultSamples = 64;
inline constexpr int kPimcCandidates = 12;
inline constexpr int kPimcSolveCards = 16;
inline constexpr uint64_t kPimcSolveNodes = 4000;
inline constexpr uint32_t kPimcMarginPer = 32;     // samples per win of margin
inline constexpr uint32_t kPimcMaxBidDeals = 16;   // "pimc:bids=K": deals per sample at a bid
inline constexpr uint32_t kPimcBidMarginPer = 32;  // deals per win of margin at a bid
inline constexpr int kPimcMaxModel = 16;           // "pimc:model=K": the most halvings a miss

// What "pimc:model=K" deals by: the deal's decisions so far and K (0: none).
struct DealModel {
    DealHistory history;
    int weight_log2 = 0;
};

// The index in moves[0..count) (legal_moves() of the play phase) of the move
// "pimc" picks with `samples` worlds (> 0), dealt as `dealing` says.
int pimc_move(const Game& game, const Move* moves, int count, uint32_t samples, Rng& rng, DealModel dealing = {});

// The index in legal_bids() order (0: the pass, then the bids above the
// highest) of the bid "pimc:bids=K" makes over `deals` (> 0) sampled deals.
int pimc_bid(const Game& game, uint32_t deals, Rng& rng);

// A deal of `game` as `seat` may imagine it (step 2 above), in *out.
void deal_unseen(const Game& game, int seat, Rng& rng, Game* out);

}  // namespace paigen::doudizhu
