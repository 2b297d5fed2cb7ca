// The greedy agent's play (agents.h): a hand plan (hand_plan.h) kept short.
#include "greedy.h"

#include <vector>

#include "paigen/doudizhu/compare.h"
#include "paigen/doudizhu/hand_plan.h"

namespace paigen::doudizhu {

namespace {

// A bomb the plan keeps (hand_plan.h): the rocket, a bomb (4 players: of 6+).
bool is_bomb(const Move& m, const Rules& rules) {
    return m.kind == Kind::Rocket || (m.kind == Kind::Bomb && m.length >= kept_bomb(rules.four_players()));
}

struct Seat {
    const Game& game;
    int me;
    Cards hand;
    bool four;
    int plays;          // plays_to_empty(hand)
    int fewest;         // the fewest cards an opponent holds
    Cards unseen;       // every card in another hand: what the seat has not seen
    bool partner_next;  // the next to play is a partner

    explicit Seat(const Game& g)
        : game(g),
          me(g.to_move),
          hand(g.hands[g.to_move]),
          four(g.rules.four_players()),
          plays(plays_to_empty(hand, four)),
          fewest(1 << 10),
          unseen(0),
          partner_next(g.to_move != g.landlord && g.next(g.to_move) != g.landlord) {
        for (int p = 0; p < g.players(); ++p) {
            if (p == me) continue;
            unseen += g.hands[p];
            const int n = card_count(g.hands[p]);
            if (opponent(p) && n < fewest) fewest = n;
        }
    }
    bool opponent(int p) const { return p != me && (p == game.landlord || me == game.landlord); }
    int plays_after(const Move& m) const { return plays_to_empty(hand - m.cards, four); }

    // Whether no hand of the unseen cards could beat `m` (all of them in one
    // hand: the seat cannot tell them apart).
    bool unbeatable(const Move& m) const {
        thread_local std::vector<Move> replies(kMaxGameMoves);
        return generate_replies(unseen, m, game.rules, replies.data()) - replies.data() <= 1;  // the pass
    }
};

// Leads: a lead that leaves a sure last play first; else the lead that leaves
// the fewest plays, low cards first, a single (pair) last when an opponent
// holds one card (two); bombs and the rocket last.
int lead(const Seat& s, const Move* moves, int count) {
    if (s.partner_next && card_count(s.game.hands[s.game.next(s.me)]) == 1) {
        int low = -1;  // the partner goes out on anything: the lowest single
        for (int i = 0; i < count; ++i) {
            const Move& m = moves[i];
            if (m.kind == Kind::Single && (low < 0 || m.main < moves[low].main)) low = i;
        }
        if (low >= 0) return low;
    }
    if (s.plays == 2)
        for (int i = 0; i < count; ++i)
            if (s.plays_after(moves[i]) == 1 && s.unbeatable(moves[i])) return i;
    int best = -1;
    int best_key[5] = {};
    for (int i = 0; i < count; ++i) {
        const Move& m = moves[i];
        const bool exposed = (s.fewest == 1 && m.kind == Kind::Single) || (s.fewest == 2 && m.kind == Kind::Pair);
        const int key[5] = {is_bomb(m, s.game.rules) ? 1 : 0, s.plays_after(m), exposed ? 1 : 0,
                            exposed ? -m.main : m.main, -card_count(m.cards)};
        bool better = best < 0;
        for (int k = 0; k < 5 && !better; ++k) {
            if (key[k] != best_key[k]) {
                better = key[k] < best_key[k];
                break;
            }
        }
        if (better) {
            best = i;
            for (int k = 0; k < 5; ++k) best_key[k] = key[k];
        }
    }
    return best;
}

// Replies to an opponent: the beating move that keeps the plan shortest (a
// move that breaks a combination only when an opponent is close to going
// out), the lowest first, the highest single (pair) against an opponent with
// one card (two); a bomb when an opponent is close or it leaves one play.
int follow(const Seat& s, const Move* moves, int count, int pass) {
    const Move& last = s.game.last_move;
    const bool urgent = s.fewest <= 2 || card_count(s.game.hands[s.game.last_player]) <= 4;
    const bool block = (s.fewest == 1 && last.kind == Kind::Single) || (s.fewest == 2 && last.kind == Kind::Pair);
    int best = -1, best_delta = 0, bomb = -1;
    for (int i = 0; i < count; ++i) {
        const Move& m = moves[i];
        if (m.is_pass()) continue;
        if (is_bomb(m, s.game.rules)) {
            if (bomb < 0 || beats(moves[bomb], m, s.game.rules)) bomb = i;  // the weakest bomb
            continue;
        }
        const int delta = s.plays_after(m) - s.plays;
        const int rank = block ? -m.main : m.main;
        const int best_rank = best < 0 ? 0 : block ? -moves[best].main : moves[best].main;
        if (best < 0 || delta < best_delta || (delta == best_delta && rank < best_rank)) {
            best = i;
            best_delta = delta;
        }
    }
    const int slack = s.me == s.game.landlord ? 1 : 0;  // the landlord alone cannot leave tempo to a partner
    if (best >= 0 && (best_delta <= slack || urgent)) return best;
    if (bomb >= 0 && (urgent || s.plays_after(moves[bomb]) <= 1)) return bomb;
    return pass;
}

}  // namespace

int greedy_move(const Game& game, const Move* moves, int count) {
    if (game.rules.four_players()) return shedding_move(game, moves, count);
    const Seat s(game);
    int pass = -1;
    for (int i = 0; i < count; ++i) {
        if (moves[i].cards == s.hand) return i;  // go out
        if (moves[i].is_pass()) pass = i;
    }
    if (game.leading()) return lead(s, moves, count);
    if (!s.opponent(game.last_player)) return pass;  // a partner's move stands
    return follow(s, moves, count, pass);
}

}  // namespace paigen::doudizhu
