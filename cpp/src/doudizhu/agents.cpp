#include "paigen/doudizhu/agents.h"

#include <cassert>

namespace paigen::doudizhu {

namespace {

bool is_bomb(const Move& m) { return m.kind == Kind::Bomb || m.kind == Kind::Rocket; }

// Bidding strength (agents.h).
int strength(Cards hand, Rules rules) {
    const int jokers = rules.four_players() ? 2 : 1;
    int points = 2 * count_of(hand, kRankTwo) + count_of(hand, kRankAce);
    const bool rocket = count_of(hand, kRankBlack) == jokers && count_of(hand, kRankRed) == jokers;
    points += rocket ? 8 : 4 * count_of(hand, kRankRed) + 3 * count_of(hand, kRankBlack);
    points += 6 * rank_count(at_least(hand, 4) & kSuitRanks);
    return rules.four_players() ? points / 2 : points;
}

// The index of the bid in legal_bids() order: 0 (the pass), then the bids
// above the highest.
int greedy_bid(const Game& game) {
    const int s = strength(game.hands[game.to_move], game.rules);
    const int wanted = s >= 12 ? 3 : s >= 9 ? 2 : s >= 6 ? 1 : 0;
    return wanted > game.highest_bid ? wanted - game.highest_bid : 0;  // else the pass
}

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

// move(i): the i-th of the `count` moves open (a Move or a Decision's move).
template <typename MoveAt>
int greedy_move(const Game& game, MoveAt move, int count) {
    const Cards hand = game.hands[game.to_move];
    for (int i = 0; i < count; ++i)
        if (move(i).cards == hand) return i;  // go out
    if (game.leading()) {
        int best = 0;
        for (int i = 1; i < count; ++i)
            if (better_lead(move(i), move(best))) best = i;
        return best;
    }
    int pass = -1, best = -1;
    for (int i = 0; i < count; ++i)
        if (move(i).is_pass()) pass = i;
    if (partners(game, game.to_move, game.last_player)) return pass;
    const bool urgent = closest_opponent(game) <= 2;
    for (int i = 0; i < count; ++i) {
        const Move& m = move(i);
        if (m.is_pass() || (is_bomb(m) && !urgent)) continue;
        if (best < 0 || cheaper(m, move(best))) best = i;
    }
    return best >= 0 ? best : pass;
}

template <typename MoveAt>
int choose_by(Agent agent, const Game& game, MoveAt move, int count, Rng& rng) {
    assert(count > 0 && game.phase != Phase::Over);
    if (agent == Agent::Random) return static_cast<int>(rng.below(static_cast<uint32_t>(count)));
    if (game.phase == Phase::Bidding) return greedy_bid(game);
    return greedy_move(game, move, count);
}

}  // namespace

int choose(Agent agent, const Game& game, const Decision* choices, int count, Rng& rng) {
    return choose_by(agent, game, [choices](int i) -> const Move& { return choices[i].move; }, count, rng);
}

int choose(Agent agent, const Game& game, const Move* moves, int count, Rng& rng) {
    return choose_by(agent, game, [moves](int i) -> const Move& { return moves[i]; }, count, rng);
}

}  // namespace paigen::doudizhu
