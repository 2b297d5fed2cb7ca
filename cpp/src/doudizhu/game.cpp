#include "paigen/doudizhu/game.h"

#include <algorithm>
#include <cassert>

#include "paigen/adapter_choices.h"
#include "paigen/doudizhu/movegen.h"

namespace paigen::doudizhu {

namespace {

// Shuffles the deck with the game's generator and deals it (D2, D3): 17 cards
// each and a kitty of 3 in 3p, 25 each and 8 in 4p; a random first bidder (B1).
void deal(Game& game) {
    int deck[108];
    int size = 0;
    for (int r = 0; r < kNumRanks; ++r)
        for (int k = game.rules.copies(r); k > 0; --k) deck[size++] = r;
    game.rng.shuffle(deck, size);
    const int n = game.players();
    int at = 0;
    for (int p = 0; p < kMaxPlayers; ++p) {
        game.hands[p] = 0;
        if (p < n)
            for (int k = 0; k < game.rules.hand_size(); ++k) game.hands[p] += rank_bit(deck[at++]);
    }
    game.kitty = 0;
    while (at < size) game.kitty += rank_bit(deck[at++]);
    game.first_bidder = static_cast<uint8_t>(game.rng.below(static_cast<uint32_t>(n)));
}

void start_auction(Game& game) {
    game.phase = Phase::Bidding;
    game.to_move = game.first_bidder;
    game.highest_bid = 0;
    game.highest_bidder = -1;
    game.bid_turns = 0;
    game.passes_in_row = 0;
}

// B3: the highest bidder becomes landlord, takes the kitty and leads (P1).
void end_auction(Game& game) {
    game.landlord = game.highest_bidder;
    game.hands[game.landlord] += game.kitty;
    game.kitty_kept = game.kitty;
    game.phase = Phase::Play;
    game.to_move = static_cast<uint8_t>(game.landlord);
    game.last_move = kPassMove;
    game.passes_in_row = 0;
}

}  // namespace

Game new_game(Rules rules, uint64_t seed) {
    Game game;
    game.rules = rules;
    game.rng.reseed(seed);
    deal(game);
    start_auction(game);
    return game;
}

Check check_deal(Rules rules, const Cards* hands, Cards kitty) {
    assert(valid_players(rules.players));
    Cards stray = kitty >> (4 * kNumRanks);  // bits beyond the red joker's nibble
    for (int p = 0; p < rules.players; ++p) stray |= hands[p] >> (4 * kNumRanks);
    if (stray) return fail("the cards hold bits beyond the red joker's nibble (D1)");
    // The cards together fit the deck (D2, D3); counted per rank so that no
    // nibble can overflow into the next.
    for (int r = 0; r < kNumRanks; ++r) {
        int total = count_of(kitty, r);
        for (int p = 0; p < rules.players; ++p) total += count_of(hands[p], r);
        if (total > rules.copies(r)) {
            Check c = fail("the hands and the kitty hold more copies of a rank than the deck (D2, D3)");
            c.rank = r;
            c.count = total;
            return c;
        }
    }
    for (int p = 0; p < rules.players; ++p) {
        const int n = card_count(hands[p]);
        if (n == 0 || n > rules.hand_size()) {
            Check c = fail(n == 0 ? "every seat needs at least one card, or the deal could never end (P4)"
                                  : "a hand holds more cards than a deal gives (D2, D3)");
            c.seat = p;
            c.count = n;
            return c;
        }
    }
    if (card_count(kitty) != rules.kitty_size()) {
        Check c = fail("the kitty must hold exactly 3 cards with 3 players, 8 with 4 (D2, D3)");
        c.count = card_count(kitty);
        return c;
    }
    return {};
}

Game given_game(Rules rules, const Cards* hands, Cards kitty, int first_bidder) {
    assert(check_deal(rules, hands, kitty).ok() && first_bidder >= 0 && first_bidder < rules.players);
    Game game;
    game.rules = rules;
    game.redeal_on_all_pass = false;
    for (int p = 0; p < rules.players; ++p) game.hands[p] = hands[p];
    game.kitty = kitty;
    game.first_bidder = static_cast<uint8_t>(first_bidder);
    start_auction(game);
    return game;
}

int legal_bids(const Game& game, int* out) {
    if (game.phase != Phase::Bidding) return 0;
    int n = 0;
    out[n++] = 0;
    for (int bid = game.highest_bid + 1; bid <= kMaxBid; ++bid) out[n++] = bid;
    return n;
}

void apply_bid(Game& game, int bid) {
    assert(game.phase == Phase::Bidding && (bid == 0 || bid > game.highest_bid) && bid <= kMaxBid);
    const int n = game.players();
    ++game.bid_turns;
    if (bid > 0) {
        game.highest_bid = static_cast<uint8_t>(bid);
        game.highest_bidder = static_cast<int8_t>(game.to_move);
        game.passes_in_row = 0;
        if (bid == kMaxBid) return end_auction(game);  // B3: a bid of 3 ends it
    } else {
        ++game.passes_in_row;
        if (game.highest_bid == 0 && game.bid_turns == n) {  // B4: n passes, nobody bid
            if (game.redeal_on_all_pass) {
                ++game.deals;
                deal(game);
                start_auction(game);
            } else {
                game.thrown_in = true;
                game.phase = Phase::Over;
            }
            return;
        }
        if (game.highest_bid > 0 && game.passes_in_row == n - 1) return end_auction(game);  // B3
    }
    game.to_move = static_cast<uint8_t>(game.next(game.to_move));
}

Move* legal_moves(const Game& game, Move* out) {
    if (game.phase != Phase::Play) return out;
    return generate(game.hands[game.to_move], game.last_move, game.rules, out);
}

void apply_move(Game& game, const Move& move) {
    assert(game.phase == Phase::Play);
    ++game.plays;
    if (move.is_pass()) {
        // P3: n-1 passes in a row end the trick; its last mover leads.
        if (++game.passes_in_row == game.players() - 1) {
            game.to_move = game.last_player;
            game.last_move = kPassMove;
            game.passes_in_row = 0;
        } else {
            game.to_move = static_cast<uint8_t>(game.next(game.to_move));
        }
        return;
    }
    assert(contains(game.hands[game.to_move], move.cards));
    game.hands[game.to_move] -= move.cards;
    if (game.to_move == game.landlord)
        for (RankMask ranks = at_least(game.kitty_kept, 1) & at_least(move.cards, 1); ranks; ranks &= ranks - 1) {
            const int r = rank_of_bit(ranks & (~ranks + 1));
            const int left = count_of(game.kitty_kept, r) - count_of(move.cards, r);
            game.kitty_kept -= static_cast<Cards>(count_of(game.kitty_kept, r) - (left > 0 ? left : 0)) << (4 * r);
        }
    // S2 (3p): every bomb and rocket doubles; S3 (4p): rockets and bombs of 6+.
    if (move.kind == Kind::Rocket || (move.kind == Kind::Bomb && (!game.rules.four_players() || move.length >= 6)))
        ++game.doublings;
    game.last_move = move;
    game.last_player = game.to_move;
    game.passes_in_row = 0;
    if (game.hands[game.to_move] == 0) {  // P4: the deal ends at once
        game.phase = Phase::Over;
        return;
    }
    game.to_move = static_cast<uint8_t>(game.next(game.to_move));
}

int64_t stake(const Game& game) {
    if (game.landlord < 0) return 0;
    return static_cast<int64_t>(game.highest_bid) * multiplier(game);  // S1, S4
}

bool landlord_won(const Game& game) {
    return game.phase == Phase::Over && game.landlord >= 0 && game.hands[game.landlord] == 0;
}

void payoffs(const Game& game, int64_t* out) {
    const int n = game.players();
    for (int p = 0; p < n; ++p) out[p] = 0;
    if (game.phase != Phase::Over || game.landlord < 0) return;
    const int64_t s = landlord_won(game) ? stake(game) : -stake(game);  // S4
    for (int p = 0; p < n; ++p) out[p] = p == game.landlord ? s * (n - 1) : -s;
}

bool is_legal(const Game& game, const Decision& d) {
    if (game.phase == Phase::Bidding) return d.bid == 0 || (d.bid > game.highest_bid && d.bid <= kMaxBid);
    if (game.phase != Phase::Play || d.bid >= 0) return false;
    thread_local MoveList moves;
    moves.assign([&](Move* out) { return legal_moves(game, out); });
    return moves.contains(d.move);
}

int GameAdapter::choices(const Game& game, Decision* out) {
    thread_local MoveList moves;
    return adapter_choices<GameAdapter>(game, out, moves);
}

bool find_legal_move(const Game& game, const Move* exact, Cards cards, Move* out) {
    thread_local MoveList moves;
    moves.assign([&](Move* first) { return legal_moves(game, first); });
    const Move* found = exact ? std::find(moves.begin(), moves.end(), *exact) : moves.end();
    if (found == moves.end())
        found = std::find_if(moves.begin(), moves.end(), [&](const Move& m) { return m.cards == cards; });
    if (found == moves.end()) return false;
    *out = *found;
    return true;
}

}  // namespace paigen::doudizhu
