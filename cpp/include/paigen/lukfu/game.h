// A whole Luk Fu deal (rules A1-A4, T1-T5, R1, E1-E3): the calling, the
// tricks, claims and scoring, on top of the move generator. A dealt game deals
// again after three passes (A2) and after hands that run out without a claim
// (E1), so it ends at a claim; given cards end void there instead. Game is a
// plain value (copy = clone) holding the state only; record.h adds the history
// and the saved form.
#pragma once

#include <cstdint>

#include "paigen/check.h"
#include "paigen/lukfu/movegen.h"
#include "paigen/perft.h"
#include "paigen/rng.h"

namespace paigen::lukfu {

enum class Phase : uint8_t { Calling = 0, Play = 1, Over = 2 };
inline constexpr const char* kPhaseNames[3] = {"calling", "play", "over"};

inline constexpr uint8_t kNeverLed = 0xFF;

struct Game {
    Phase phase = Phase::Calling;
    uint8_t master = 0;  // A1
    uint8_t to_move = 0;
    int8_t caller = -1;  // A2
    uint8_t calls = 0;   // play/pass answers given so far
    uint8_t leader = 0;  // who led the current trick
    uint8_t played = 0;  // plays in the current trick (0: to_move leads)
    uint8_t best_player = 0;
    bool redeal_on_all_pass = true;     // a dealt game redeals (A2); given cards: void
    bool redeal_on_empty_hands = true;  // a dealt game redeals (E1); given cards: void
    Move led, best;                     // the current trick's led and best plays
    Move trick[kPlayers];               // the current trick's moves, in play order
    CardSet hands[kPlayers] = {};
    CardSet public_cards = 0;   // O3: leads and beating plays so far
    uint8_t fu[kPlayers] = {};  // T4
    // For the search agents (pimc.h): what each seat knows that the table does
    // not show, its face-down discards (T3), and what the rules tell of each
    // seat's hidden cards. A seat that discarded on a beatable single holds no
    // higher card of that suit (F1, T2: `lacks`); its last lead was no claim,
    // so its fu then plus its Old cards under the public cards then was under
    // 6 (R1: `quiet_fu`, `quiet_public`; kNeverLed before its first lead); a non-caller that led a single of
    // suit s held only Old cards in the suits above s (R3: `single_suit`, the
    // lowest such s, kNumSuits for none).
    CardSet discards[kPlayers] = {};
    CardSet lacks[kPlayers] = {};
    CardSet quiet_public[kPlayers] = {};
    uint8_t quiet_fu[kPlayers] = {kNeverLed, kNeverLed, kNeverLed};
    uint8_t single_suit[kPlayers] = {kNumSuits, kNumSuits, kNumSuits};
    // The result (E1-E3), once over.
    int8_t winner = -1;      // the claimant; -1 for a void deal
    uint8_t total = 0;       // E2: fu won + Old cards laid down
    bool void_deal = false;  // given cards: three passes, or hands out without a claim
    uint32_t moves = 0;      // plays, discards and claims made, over every deal of the game
    uint32_t deals = 1;      // 1 + the redeals (A2, E1)
    uint32_t ran_out = 0;    // the redeals after hands that ran out without a claim (E1)
    Rng rng;

    static int next(int seat) { return seat == kPlayers - 1 ? 0 : seat + 1; }
    bool leading() const { return played == 0; }
};

// A deal from the game's own generator: 12 cards each, a random Master (A1).
Game new_game(uint64_t seed);

// Whether given hands make a deal that can be played: three disjoint hands of
// equal size (T5), at most 12 cards each (L4); smaller hands are an endgame.
Check check_deal(const CardSet* hands);

// A deal from given hands that check_deal() accepts. Three passes void it, and
// so do hands that run out without a claim (given cards are never redealt).
Game given_game(const CardSet* hands, int master);

// A2: the player to move says play (true) or pass.
void apply_call(Game& game, bool play);

// The situation of the player to move (section G), as movegen.h takes it.
Situation situation(const Game& game);

// The legal moves of the player to move (section G of the rules).
Move* legal_moves(const Game& game, Move* out);

// The legal move of the player to move that a caller names: `exact` itself
// (kind and cards) when it is legal, else the legal move with these cards;
// false when there is none.
bool find_legal_move(const Game& game, const Move* exact, CardSet cards, Move* out);

// Applies a legal move (T1-T5, R1, E1: the last trick of hands that run out
// without a claim deals again, or voids given cards).
void apply_move(Game& game, const Move& move);

// E2: the claimant's points (total - 5); 0 for a void deal or before the end.
int points(const Game& game);

// E2/E3: net points per seat (zero-sum); all 0 for a void deal or before the end.
void payoffs(const Game& game, int64_t* out);

// One decision of either phase: a call (call >= 0: 1 play, 0 pass) or a move.
struct Decision {
    Move move;
    int8_t call = -1;
};

// Whether `decision` is open to the player to move.
bool is_legal(const Game& game, const Decision& decision);

// Applies a legal decision of either phase.
inline void apply(Game& game, const Decision& d) {
    if (d.call >= 0)
        apply_call(game, d.call != 0);
    else
        apply_move(game, d.move);
}

// Every decision open to the player to move, for perft and playouts (the
// contract is at the top of paigen/perft.h). generate() writes them into a
// buffer of moves as legal_moves() does; in the calling phase it writes
// nothing and decision 0 is to play, 1 to pass (A2). apply() takes decision i
// of that buffer, so the hot loops pick by index and never copy moves into
// Decisions; choice() and choices() give Decisions for callers that keep them.
struct GameAdapter {
    using Game = lukfu::Game;
    using Choice = Decision;
    using Slot = Move;
    static constexpr int kMaxChoices = kMaxMoves;
    static bool over(const Game& game) { return game.phase == Phase::Over; }
    static int generate(const Game& game, Move* out) {
        if (game.phase == Phase::Calling) return 2;
        return static_cast<int>(legal_moves(game, out) - out);
    }
    static void apply(Game& game, const Move* moves, int i) {
        if (game.phase == Phase::Calling)
            apply_call(game, i == 0);
        else
            apply_move(game, moves[i]);
    }
    static Decision choice(const Game& game, const Move* moves, int i) {
        return game.phase == Phase::Calling ? Decision{Move{}, static_cast<int8_t>(i == 0)} : Decision{moves[i], -1};
    }
    static int choices(const Game& game, Decision* out);
    static void apply(Game& game, const Decision& d) { lukfu::apply(game, d); }
};

}  // namespace paigen::lukfu

namespace paigen {

// Compiled once in the core (cpp/src/lukfu/perft.cpp) at its optimization:
// callers, such as the bindings (built for build time), call it there.
extern template class Perft<lukfu::GameAdapter>;

}  // namespace paigen
