// The "pimc" agent of Luk Fu (pimc.h).
#include "paigen/lukfu/pimc.h"

#include <algorithm>
#include <utility>
#include <vector>

#include "greedy.h"
#include "paigen/bits.h"
#include "paigen/lukfu/old_cards.h"

namespace paigen::lukfu {

namespace {

constexpr int kDealTries = 64;  // rejection tries before a deal ignores Game::lacks

// Per thread, reused by every decision.
struct Scratch {
    std::vector<Move> moves = std::vector<Move>(kMaxMoves);
    std::vector<std::pair<int, int>> ranked;  // (greedy's preference, move index)
};

Scratch& scratch() {
    thread_local Scratch s;
    return s;
}

// Lower is more to greedy's liking (agents.h): leads by cards then rank,
// beating plays by suit then rank, discards by the sum of ranks, Old cards
// counted as 10.
int preference(const Game& game, const Move& m, CardSet old) {
    if (game.leading()) return -(m.size * 64 + m.rank * 4 + m.suit);
    if (m.kind != Kind::Discard) return m.suit * 16 + m.rank;
    int cost = 0;
    for (CardSet c = m.cards; c;) {
        const CardSet bit = pop_lsb(c);
        cost += (bit & old) ? 10 : rank_of_index(lsb(bit));
    }
    return cost;
}

int candidates(const Game& game, const Move* moves, int count, int greedy, Scratch& s, int* out) {
    out[0] = greedy;
    int n = 1;
    if (count <= kPimcCandidates) {
        for (int i = 0; i < count; ++i)
            if (i != greedy) out[n++] = i;
        return n;
    }
    const CardSet old = old_cards(game.hands[game.to_move], game.public_cards);
    s.ranked.clear();
    for (int i = 0; i < count; ++i)
        if (i != greedy) s.ranked.emplace_back(preference(game, moves[i], old), i);
    std::partial_sort(s.ranked.begin(), s.ranked.begin() + (kPimcCandidates - 1), s.ranked.end());
    for (int k = 0; k < kPimcCandidates - 1; ++k) out[n++] = s.ranked[static_cast<size_t>(k)].second;
    return n;
}

// The score of `seat` when `game` is played out (pimc.h, steps 3 and 4).
int64_t rollout(Game game, int seat, Rng rng, Scratch& s) {
    while (game.phase != Phase::Over) {
        const int n = GameAdapter::generate(game, s.moves.data());
        int i;
        if (rng.below(kPimcExplore) == 0)
            i = static_cast<int>(rng.below(static_cast<uint32_t>(n)));
        else
            i = game.phase == Phase::Calling ? greedy_call(game) : greedy_move(game, s.moves.data(), n);
        GameAdapter::apply(game, s.moves.data(), i);
    }
    int64_t pay[kPlayers];
    payoffs(game, pay);
    const int64_t won = pay[seat] > 0 ? 1 : pay[seat] < 0 ? -1 : 0;
    return pay[seat] + kPimcWinBonus * won;
}

// Deals `cards` (n of them) in order: `sizes[p]` to seat p's hand, then
// `kept[p]` to its discards, for the seats other than `seat`.
void lay_out(const uint8_t* cards, int seat, const int* sizes, const int* kept, Game* out) {
    int at = 0;
    for (int p = 0; p < kPlayers; ++p) {
        if (p == seat) continue;
        CardSet hand = 0, discarded = 0;
        for (int k = 0; k < sizes[p]; ++k) hand |= CardSet{1} << cards[at++];
        for (int k = 0; k < kept[p]; ++k) discarded |= CardSet{1} << cards[at++];
        out->hands[p] = hand;
        out->discards[p] = discarded;
    }
}

// The index of the best total (ties: the earlier).
template <typename T>
int best_of(const T* totals, int n) {
    int best = 0;
    for (int c = 1; c < n; ++c)
        if (totals[c] > totals[best]) best = c;
    return best;
}

}  // namespace

bool agrees(const Game& game, int p, CardSet hand, CardSet discards) {
    if (hand & game.lacks[p]) return false;
    if (game.quiet_fu[p] != kNeverLed &&
        game.quiet_fu[p] + popcount(old_cards(hand, game.quiet_public[p])) >= kClaimTotal)
        return false;
    const int s = game.single_suit[p];
    if (s >= kNumSuits) return true;
    const CardSet above = kAllCards & ~((CardSet{1} << (9 * (s + 1))) - 1);
    return (hand & above & ~old_cards(hand | discards, game.public_cards)) == 0;
}

void deal_unseen(const Game& game, int seat, Rng& rng, Game* out) {
    *out = game;
    out->redeal_on_all_pass = false;
    out->redeal_on_empty_hands = false;
    const CardSet unseen = kAllCards & ~(game.hands[seat] | game.public_cards | game.discards[seat]);
    uint8_t cards[kNumCards];
    int n = 0;
    for (CardSet c = unseen; c;) cards[n++] = static_cast<uint8_t>(lsb(pop_lsb(c)));
    int sizes[kPlayers], kept[kPlayers];
    for (int p = 0; p < kPlayers; ++p) {
        sizes[p] = popcount(game.hands[p]);
        kept[p] = popcount(game.discards[p]);
    }
    for (int tries = 0; tries < kDealTries; ++tries) {
        rng.shuffle(cards, n);
        lay_out(cards, seat, sizes, kept, out);
        bool fits = true;
        for (int p = 0; p < kPlayers && fits; ++p) fits = p == seat || agrees(game, p, out->hands[p], out->discards[p]);
        if (fits) return;
    }
}

int pimc_call(const Game& game, uint32_t samples, Rng& rng) {
    const int greedy = greedy_call(game);
    const int me = game.to_move;
    Scratch& s = scratch();
    int64_t totals[2] = {};
    Game world;
    for (uint32_t w = 0; w < samples; ++w) {
        deal_unseen(game, me, rng, &world);
        const uint64_t luck = rng.next();
        for (int call = 0; call < 2; ++call) {
            Game next = world;
            apply_call(next, call == 0);
            totals[call] += rollout(next, me, Rng(luck), s);
        }
    }
    return totals[1 - greedy] > totals[greedy] ? 1 - greedy : greedy;
}

int pimc_move(const Game& game, const Move* moves, int count, uint32_t samples, Rng& rng) {
    const int greedy = greedy_move(game, moves, count);
    if (count == 1) return greedy;
    Scratch& s = scratch();
    int picked[kPimcCandidates];
    const int n = candidates(game, moves, count, greedy, s, picked);
    Move tried[kPimcCandidates];
    for (int c = 0; c < n; ++c) tried[c] = moves[picked[c]];
    int64_t totals[kPimcCandidates] = {};
    const int me = game.to_move;
    Game world;
    for (uint32_t w = 0; w < samples; ++w) {
        deal_unseen(game, me, rng, &world);
        const uint64_t luck = rng.next();
        for (int c = 0; c < n; ++c) {
            Game next = world;
            apply_move(next, tried[c]);
            totals[c] += rollout(next, me, Rng(luck), s);
        }
    }
    return picked[best_of(totals, n)];
}

}  // namespace paigen::lukfu
