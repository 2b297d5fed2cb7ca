// The greedy agent's play with 4 players (agents.h): sheds the most cards.
#include "greedy.h"

namespace paigen::doudizhu {

namespace {

bool is_bomb(const Move& m) { return m.kind == Kind::Bomb || m.kind == Kind::Rocket; }

bool partners(const Game& game, int a, int b) { return a != game.landlord && b != game.landlord; }

// The fewest cards an opponent of the player to move holds.
int closest_opponent(const Game& game) {
    int fewest = 1 << 10;
    for (int p = 0; p < game.players(); ++p)
        if (p != game.to_move && !partners(game, p, game.to_move)) {
            const int n = card_count(game.hands[p]);
            if (n < fewest) fewest = n;
        }
    return fewest;
}

// Leads: most cards first, then the lowest main rank, then the lowest cards;
// bombs and the rocket only when nothing else is left.
bool better_lead(const Move& a, const Move& b) {
    if (is_bomb(a) != is_bomb(b)) return !is_bomb(a);
    const int na = card_count(a.cards), nb = card_count(b.cards);
    if (na != nb) return na > nb;
    if (a.main != b.main) return a.main < b.main;
    return a.cards < b.cards;
}

// Replies: the cheapest beating move (no bombs first, lowest main rank, fewest cards).
bool cheaper(const Move& a, const Move& b) {
    if (is_bomb(a) != is_bomb(b)) return !is_bomb(a);
    if (a.main != b.main) return a.main < b.main;
    const int na = card_count(a.cards), nb = card_count(b.cards);
    if (na != nb) return na < nb;
    return a.cards < b.cards;
}

}  // namespace

int shedding_move(const Game& game, const Move* moves, int count) {
    const Cards hand = game.hands[game.to_move];
    for (int i = 0; i < count; ++i)
        if (moves[i].cards == hand) return i;  // go out
    if (game.leading()) {
        int best = 0;
        for (int i = 1; i < count; ++i)
            if (better_lead(moves[i], moves[best])) best = i;
        return best;
    }
    int pass = -1, best = -1;
    for (int i = 0; i < count; ++i) {
        const Move& m = moves[i];
        if (m.is_pass()) pass = i;
    }
    if (partners(game, game.to_move, game.last_player)) return pass;
    const bool urgent = closest_opponent(game) <= 2;
    for (int i = 0; i < count; ++i) {
        const Move& m = moves[i];
        if (m.is_pass() || (is_bomb(m) && !urgent)) continue;
        if (best < 0 || cheaper(m, moves[best])) best = i;
    }
    return best >= 0 ? best : pass;
}

}  // namespace paigen::doudizhu
