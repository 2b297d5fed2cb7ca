// The determinized search agent "pimc" (perfect-information Monte Carlo) of
// Luk Fu (agents.h). For each decision with more than one choice:
//
//   1. candidates: in the calling phase play and pass (A2); in play every
//      legal move when there are at most kPimcCandidates, else greedy's move
//      and the others in greedy's order of preference (leads: the most cards,
//      the highest rank first; discards: the lowest cost, Old cards kept);
//   2. worlds: `samples` deals of the cards the seat has not seen (not in its
//      hand, not public, not its own discards), each other seat getting as
//      many cards in hand and among its discards as it holds, and hands that
//      agree with what the rules told (Game::lacks, quiet_fu, single_suit:
//      F1, R1, R3): the cards each seat lacks (F1) kept out of its hand by
//      construction, each such deal equally likely (Dealer), the rest by
//      rejection (the last of 64 tries is kept regardless, which happens in
//      about 3 of 10,000 deals against greedy);
//   3. each candidate in each world: played, then the deal played out to its
//      end by greedy at every seat, a random legal choice with probability
//      1/kPimcExplore; a deal that would be dealt again (A2, E1) scores 0.
//      The rollouts of one world share their draws, so the candidates meet
//      the same luck;
//   4. the candidate with the highest total score: the seat's payoff (E3)
//      plus kPimcWinBonus for a win, minus it for a loss (a deal is won or
//      lost whatever its points; against greedy, 1000 deals x 6 seatings: WP
//      0.640 against 0.635 for the payoff alone), ties to greedy's choice,
//      then to the earlier candidate; another candidate must lead greedy's
//      total by more than samples * kPimcMarginPer100Samples / 100 points.
//
// Measured against greedy (benchmarks/strength.py --game lukfu --versus
// greedy, 1000 deals x 6 seatings, WP): a margin toward greedy only loses
// (per 100 samples 0: 0.643, 5: 0.644, 10: 0.644; over 300 deals 0: 0.626,
// 25: 0.624, 50: 0.617, 100: 0.607), so it is 0: greedy's choice is no better
// than the sampled totals say. More candidates gain a little at 128 samples
// (6: 0.641, 10: 0.643, 16: 0.644, 24: 0.647, 40: 0.648, 64: 0.649), and 24
// at 256 samples 0.652 (seed 0) and 0.650 (seed 1, where 10 at 128 samples
// gives 0.648), at about 6.5 ms a decision against 2.
//
// Deterministic given the rng; no allocation per move.
#pragma once

#include <cstdint>

#include "paigen/lukfu/game.h"
#include "paigen/rng.h"

namespace paigen::lukfu {

inline constexpr uint32_t kPimcDefaultSamples = 256;  // 128: WP 0.647 with 24 candidates (above)
inline constexpr int64_t kPimcWinBonus = 3;
inline constexpr int kPimcCandidates = 24;              // WP rises slowly with more (above), the cost with it
inline constexpr uint32_t kPimcExplore = 10;            // 5 or 20: WP 0.642, 0.643 against 0.643 (10 candidates)
inline constexpr int64_t kPimcMarginPer100Samples = 0;  // points; any margin measured loses (above)

// The index in totals[0..n) (the candidates' total scores) "pimc" picks
// (step 4): the highest, ties to the earlier, but greedy's (`greedy`) unless
// the highest beats it by more than `margin` points.
int pick(const int64_t* totals, int n, int greedy, int64_t margin);

// The call (0: play, 1: pass) "pimc" picks with `samples` worlds (> 0).
int pimc_call(const Game& game, uint32_t samples, Rng& rng);

// The index in moves[0..count) (legal_moves() of the play phase) of the move
// "pimc" picks with `samples` worlds (> 0).
int pimc_move(const Game& game, const Move* moves, int count, uint32_t samples, Rng& rng);

// Whether `hand` and `discards` as seat p's agree with what the rules told
// of p's hidden cards in `game` (step 2): true of every deal consistent with
// the history (sample.h), the real one first.
bool agrees(const Game& game, int p, CardSet hand, CardSet discards);

// A deal of `game` as `seat` may imagine it (step 2 above), in *out; the
// world never deals again (it ends void instead).
void deal_unseen(const Game& game, int seat, Rng& rng, Game* out);

// deal_unseen() for the many deals of one decision. The cards a seat is known
// to lack (Game::lacks) never go to its hand, and every deal that keeps them
// out is equally likely: the hidden cards fall into four groups by the hands
// they may go to, and the deals are counted once per decision by how many
// cards of the group open to both hands each hand gets. The other inferences
// (agrees()) by rejection, up to 64 tries.
class Dealer {
public:
    Dealer(const Game& game, int seat);
    void deal(Rng& rng, Game* out) const;

private:
    static constexpr int kHandA = 1, kHandB = 2;  // a group's bits: the hands its cards may go to
    void deal_once(Rng& rng, Game* out) const;
    const Game& game_;
    int seats_[2] = {}, sizes_[2] = {}, kept_[2] = {};
    uint8_t groups_[4][kNumCards] = {};
    int counts_[4] = {};
    uint64_t weights_[kHandSize + 1][kHandSize + 1] = {};
    uint64_t total_ = 0;
};

}  // namespace paigen::lukfu
