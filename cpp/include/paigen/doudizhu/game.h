// A whole Dou Dizhu deal (rules B1-B4, P1-P4, S1-S4) for 3 or 4 players: the
// auction, the tricks and the settlement, on top of the move generator. Game is
// a plain value (copy = clone) holding the state only; record.h adds the
// history and the saved form.
#pragma once

#include <cstddef>
#include <cstdint>

#include "paigen/check.h"
#include "paigen/doudizhu/move.h"
#include "paigen/doudizhu/movegen.h"
#include "paigen/perft.h"
#include "paigen/rng.h"

namespace paigen::doudizhu {

enum class Phase : uint8_t { Bidding = 0, Play = 1, Over = 2 };
inline constexpr const char* kPhaseNames[3] = {"bidding", "play", "over"};

inline constexpr int kMaxPlayers = 4;
inline constexpr int kMaxBid = 3;

struct Game {
    Rules rules;
    Phase phase = Phase::Bidding;
    uint8_t to_move = 0;
    uint8_t first_bidder = 0;  // B1
    int8_t landlord = -1;      // -1 until the auction ends
    uint8_t highest_bid = 0;   // 0: nobody has bid
    int8_t highest_bidder = -1;
    uint8_t bid_turns = 0;           // turns taken in this auction
    uint8_t passes_in_row = 0;       // auction: passes since the last bid; play: passes since last_move
    uint8_t last_player = 0;         // who made last_move
    uint8_t doublings = 0;           // S2/S3
    bool redeal_on_all_pass = true;  // a dealt game redeals (B4); given cards are thrown in
    bool thrown_in = false;          // given cards, all-pass auction: over, payoffs 0
    uint16_t plays = 0;              // plays and passes made in the play phase
    uint32_t deals = 1;              // deals made so far (redeals add one)
    Move last_move = kPassMove;      // the trick's last non-pass move; a pass: to_move leads
    Cards hands[kMaxPlayers] = {};
    Cards kitty = 0;
    Cards kitty_kept = 0;  // the kitty's cards the landlord has not played: seen by all (search agents)
    Rng rng;

    int players() const { return rules.players; }
    int next(int seat) const { return seat + 1 == players() ? 0 : seat + 1; }
    bool leading() const { return last_move.is_pass(); }
};

// A deal from the game's own generator: shuffled deck, random first bidder (B1).
Game new_game(Rules rules, uint64_t seed);

// Whether given cards make a deal that can be played: `rules.players` hands of
// 1 to hand_size() cards each (a full deal, or a partial one for puzzles and
// endgames: the cards not given are out of play), a kitty of exactly
// kitty_size() cards, all within the deck (D2, D3). Reports the seat or the
// rank at fault.
Check check_deal(Rules rules, const Cards* hands, Cards kitty);

// A deal from given cards that check_deal() accepts. An all-pass auction ends
// it, thrown in.
Game given_game(Rules rules, const Cards* hands, Cards kitty, int first_bidder);

// B2: 0 (pass) and every bid above the highest so far. Returns the count.
int legal_bids(const Game& game, int* out);

// Applies a legal bid (B2-B4); redeals or throws in after an all-pass auction.
void apply_bid(Game& game, int bid);

// The legal moves of the player to move (P1, P2): leads, or the pass and replies.
Move* legal_moves(const Game& game, Move* out);

// The legal move of the player to move that a caller names: `exact` itself
// when it is legal, else the legal move with these cards (0: the pass),
// whatever its reading; false when there is none.
bool find_legal_move(const Game& game, const Move* exact, Cards cards, Move* out);

// Applies a legal move (P2-P4, S2/S3).
void apply_move(Game& game, const Move& move);

// S1-S4: the stake each peasant pays or receives; 0 before the end.
int64_t stake(const Game& game);
inline int64_t multiplier(const Game& game) { return int64_t{1} << game.doublings; }

// Whether the landlord won (only meaningful once over and not thrown in).
bool landlord_won(const Game& game);

// Net payoff per seat (zero-sum); all 0 unless the deal was played out.
void payoffs(const Game& game, int64_t* out);

// One decision of either phase: a bid (bid >= 0) or a move (bid < 0).
struct Decision {
    Move move;
    int8_t bid = -1;
};

// Whether `decision` is open to the player to move.
bool is_legal(const Game& game, const Decision& decision);

// The decisions of the current deal so far, every seat's, in order from its
// first bid (a view: the caller owns them). The search agents read what the
// other seats' decisions say of their hands (pimc.h); empty: not known.
struct DealHistory {
    const Decision* decisions = nullptr;
    size_t count = 0;
};

// Applies a legal decision of either phase.
inline void apply(Game& game, const Decision& d) {
    if (d.bid >= 0)
        apply_bid(game, d.bid);
    else
        apply_move(game, d.move);
}

// Every decision open to the player to move, for perft and playouts (the
// contract is at the top of paigen/perft.h). generate() writes them into a
// buffer of moves as legal_moves() does; in the auction it writes nothing and
// decision i is the i-th bid of legal_bids() (0, then the bids above the
// highest). apply() takes decision i of that buffer, so the hot loops pick by
// index and never copy moves into Decisions; choice() and choices() give
// Decisions for callers that keep them.
struct GameAdapter {
    using Game = doudizhu::Game;
    using Choice = Decision;
    using Slot = Move;
    static constexpr int kMaxChoices = kMaxGameMoves;
    static bool over(const Game& game) { return game.phase == Phase::Over; }
    static int generate(const Game& game, Move* out) {
        if (game.phase == Phase::Bidding) return 1 + kMaxBid - game.highest_bid;
        return static_cast<int>(legal_moves(game, out) - out);
    }
    static int bid_of(const Game& game, int i) { return i == 0 ? 0 : game.highest_bid + i; }
    static void apply(Game& game, const Move* moves, int i) {
        if (game.phase == Phase::Bidding)
            apply_bid(game, bid_of(game, i));
        else
            apply_move(game, moves[i]);
    }
    static Decision choice(const Game& game, const Move* moves, int i) {
        return game.phase == Phase::Bidding ? Decision{kPassMove, static_cast<int8_t>(bid_of(game, i))}
                                            : Decision{moves[i], -1};
    }
    static int choices(const Game& game, Decision* out);
    static void apply(Game& game, const Decision& d) { doudizhu::apply(game, d); }
};

}  // namespace paigen::doudizhu

namespace paigen {

// Compiled once in the core (cpp/src/doudizhu/perft.cpp) at its optimization:
// callers, such as the bindings (built for build time), call it there.
extern template class Perft<doudizhu::GameAdapter>;

}  // namespace paigen
