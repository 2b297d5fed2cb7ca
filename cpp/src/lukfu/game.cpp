#include "paigen/lukfu/game.h"

#include <cassert>

#include "paigen/adapter_choices.h"
#include "paigen/bits.h"
#include "paigen/lukfu/compare.h"
#include "paigen/lukfu/movegen.h"

namespace paigen::lukfu {

namespace {

void start_calling(Game& game) {
    game.phase = Phase::Calling;
    game.to_move = game.master;
    game.caller = -1;
    game.calls = 0;
}

// Shuffles the 36 cards into three hands of 12 and picks the Master (L4, A1).
void deal(Game& game) {
    int deck[kNumCards];
    for (int i = 0; i < kNumCards; ++i) deck[i] = i;
    game.rng.shuffle(deck, kNumCards);
    for (int p = 0; p < kPlayers; ++p) {
        game.hands[p] = 0;
        for (int k = 0; k < kHandSize; ++k) game.hands[p] |= CardSet{1} << deck[p * kHandSize + k];
    }
    game.master = static_cast<uint8_t>(game.rng.below(kPlayers));
}

// The same game dealt again (A2, E1): fresh hands and Master, every trace of
// the thrown-in deal cleared; the generator, the counts and the switches go on.
void redeal(Game& game) {
    Game next;
    next.rng = game.rng;
    next.deals = game.deals + 1;
    next.moves = game.moves;
    next.ran_out = game.ran_out;
    next.redeal_on_all_pass = game.redeal_on_all_pass;
    next.redeal_on_empty_hands = game.redeal_on_empty_hands;
    deal(next);
    start_calling(next);
    game = next;
}

// A new trick led by `seat`. E1: with every hand empty and no claim left to
// make, a dealt game deals again and given cards end void.
void start_trick(Game& game, int seat) {
    game.to_move = static_cast<uint8_t>(seat);
    game.leader = static_cast<uint8_t>(seat);
    game.played = 0;
    if (game.hands[seat] == 0 && game.fu[seat] < kClaimTotal) {
        if (game.redeal_on_empty_hands) {
            ++game.ran_out;
            redeal(game);
            return;
        }
        game.phase = Phase::Over;
        game.void_deal = true;
    }
}

}  // namespace

Game new_game(uint64_t seed) {
    Game game;
    game.rng.reseed(seed);
    deal(game);
    start_calling(game);
    return game;
}

Check check_deal(const CardSet* hands) {
    CardSet seen = 0;
    for (int p = 0; p < kPlayers; ++p) {
        if (hands[p] & ~kAllCards) return fail("not a set of Luk Fu cards (L3)");
        if (seen & hands[p]) {
            Check c = fail("a card is dealt to two hands (L4)");
            c.seat = p;
            c.cards = seen & hands[p];
            return c;
        }
        seen |= hands[p];
        if (popcount(hands[p]) != popcount(hands[0])) {
            Check c = fail("the hands must be of equal size (T5)");
            c.seat = p;
            return c;
        }
    }
    if (popcount(hands[0]) > kHandSize) return fail("a hand holds at most 12 cards (L4)");
    return {};
}

Game given_game(const CardSet* hands, int master) {
    assert(check_deal(hands).ok() && master >= 0 && master < kPlayers);
    Game game;
    game.redeal_on_all_pass = false;
    game.redeal_on_empty_hands = false;
    for (int p = 0; p < kPlayers; ++p) game.hands[p] = hands[p];
    game.master = static_cast<uint8_t>(master);
    start_calling(game);
    return game;
}

void apply_call(Game& game, bool play) {
    assert(game.phase == Phase::Calling);
    ++game.calls;
    if (play) {  // A2: the first to say play calls; A3: the Master leads
        game.caller = static_cast<int8_t>(game.to_move);
        game.phase = Phase::Play;
        start_trick(game, game.master);
        return;
    }
    if (game.calls == kPlayers) {  // A2: three passes
        if (game.redeal_on_all_pass) {
            redeal(game);
        } else {
            game.phase = Phase::Over;
            game.void_deal = true;
        }
        return;
    }
    game.to_move = static_cast<uint8_t>(Game::next(game.to_move));
}

Situation situation(const Game& game) {
    const int seat = game.to_move;
    Situation s;
    s.public_cards = game.public_cards;
    s.caller = game.caller == seat;
    s.master_passed = seat == game.master && game.caller != seat;  // A4
    s.fu = game.fu[seat];
    s.following = !game.leading();
    s.led = game.led;
    s.best = game.best;
    return s;
}

Move* legal_moves(const Game& game, Move* out) {
    if (game.phase != Phase::Play) return out;
    return generate(game.hands[game.to_move], situation(game), out);
}

void apply_move(Game& game, const Move& move) {
    assert(game.phase == Phase::Play);
    const int seat = game.to_move;
    ++game.moves;
    if (move.kind == Kind::Claim) {  // R1, E1, E2
        game.phase = Phase::Over;
        game.winner = static_cast<int8_t>(seat);
        game.total = static_cast<uint8_t>(game.fu[seat] + move.size);
        return;
    }
    game.hands[seat] &= ~move.cards;
    game.trick[game.played] = move;
    if (move.kind == Kind::Discard) {
        game.discards[seat] |= move.cards;
        if (game.best.kind == Kind::Single && !unbeatable_single(game.led))  // F1: nothing above best in its suit
            game.lacks[seat] |=
                suit_cards(game.best.suit) & ~((CardSet{2} << card_index(game.best.rank, game.best.suit)) - 1);
    }
    if (game.leading()) {  // no claim was due (R1); R3 for a non-caller's single
        game.quiet_public[seat] = game.public_cards;
        game.quiet_fu[seat] = game.fu[seat];
        if (move.kind == Kind::Single && game.caller != seat && move.suit < game.single_suit[seat])
            game.single_suit[seat] = move.suit;
    }
    if (move.kind != Kind::Discard) {  // face up: public (O3)
        game.public_cards |= move.cards;
        if (game.leading()) game.led = move;
        game.best = move;
        game.best_player = static_cast<uint8_t>(seat);
    }
    if (++game.played == kPlayers) {  // T4: the best play wins the trick
        game.fu[game.best_player] = static_cast<uint8_t>(game.fu[game.best_player] + game.best.size);
        start_trick(game, game.best_player);
        return;
    }
    game.to_move = static_cast<uint8_t>(Game::next(seat));
}

int points(const Game& game) {
    return game.phase == Phase::Over && game.winner >= 0 ? game.total - 5 : 0;  // E2
}

void payoffs(const Game& game, int64_t* out) {
    for (int p = 0; p < kPlayers; ++p) out[p] = 0;
    if (game.phase != Phase::Over || game.winner < 0) return;
    const int64_t points = lukfu::points(game);
    if (game.winner == game.caller) {  // E3: each loser pays the caller
        for (int p = 0; p < kPlayers; ++p) out[p] = p == game.winner ? 2 * points : -points;
    } else {  // the caller pays the winner both shares
        out[game.winner] = 2 * points;
        out[game.caller] = -2 * points;
    }
}

bool is_legal(const Game& game, const Decision& d) {
    if (game.phase == Phase::Calling) return d.call == 0 || d.call == 1;
    if (game.phase != Phase::Play || d.call >= 0) return false;
    thread_local MoveList moves;
    moves.assign([&](Move* out) { return legal_moves(game, out); });
    return moves.contains(d.move);
}

int GameAdapter::choices(const Game& game, Decision* out) {
    thread_local MoveList moves;
    return adapter_choices<GameAdapter>(game, out, moves);
}

bool find_legal_move(const Game& game, const Move* exact, CardSet cards, Move* out) {
    thread_local MoveList moves;
    moves.assign([&](Move* first) { return legal_moves(game, first); });
    for (const Move& legal : moves)
        if (exact ? legal == *exact : legal.cards == cards) {
            *out = legal;
            return true;
        }
    return false;
}

}  // namespace paigen::lukfu
