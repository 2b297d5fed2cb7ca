// The "pimc" agent of Luk Fu (pimc.h).
#include "paigen/lukfu/pimc.h"

#include <algorithm>
#include <cstring>
#include <utility>
#include <vector>

#include "greedy.h"
#include "paigen/bits.h"
#include "paigen/lukfu/old_cards.h"
#include "search.h"

namespace paigen::lukfu {

namespace {

constexpr int kDealTries = 64;  // rejection tries before a deal ignores the inferences Dealer does not build in

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

// n choose k (0 when k > n).
uint64_t binomial(int n, int k) {
    if (k < 0 || k > n) return 0;
    uint64_t c = 1;
    for (int i = 1; i <= k; ++i) c = c * static_cast<uint64_t>(n - k + i) / static_cast<uint64_t>(i);
    return c;
}

// Moves k of cards[0..n), drawn uniformly, to its front.
void draw(uint8_t* cards, int n, int k, Rng& rng) {
    for (int i = 0; i < k; ++i)
        std::swap(cards[i], cards[i + static_cast<int>(rng.below(static_cast<uint32_t>(n - i)))]);
}

// Uniform in [0, bound), bound > 0 (a bias under bound / 2^64).
uint64_t below64(Rng& rng, uint64_t bound) {
    return static_cast<uint64_t>((static_cast<__uint128_t>(rng.next()) * bound) >> 64);
}

// The lead over greedy's total another candidate needs (step 4).
int64_t margin(uint32_t samples) { return static_cast<int64_t>(samples) * kPimcMarginPer100Samples / 100; }

}  // namespace

int pick(const int64_t* totals, int n, int greedy, int64_t margin) {
    int best = greedy;
    for (int c = 0; c < n; ++c)
        if (totals[c] > totals[best] && totals[c] > totals[greedy] + margin) best = c;
    return best;
}

Scratch& scratch() {
    thread_local Scratch s;
    return s;
}

int candidates(const Game& game, const Move* moves, int count, int greedy, int limit, Scratch& s, int* out) {
    out[0] = greedy;
    int n = 1;
    if (count <= limit) {
        for (int i = 0; i < count; ++i)
            if (i != greedy) out[n++] = i;
        return n;
    }
    const CardSet old = old_cards(game.hands[game.to_move], game.public_cards);
    s.ranked.clear();
    for (int i = 0; i < count; ++i)
        if (i != greedy) s.ranked.emplace_back(preference(game, moves[i], old), i);
    std::partial_sort(s.ranked.begin(), s.ranked.begin() + (limit - 1), s.ranked.end());
    for (int k = 0; k < limit - 1; ++k) out[n++] = s.ranked[static_cast<size_t>(k)].second;
    return n;
}

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

Dealer::Dealer(const Game& game, int seat) : game_(game) {
    int q = 0;
    for (int p = 0; p < kPlayers; ++p) {
        if (p == seat) continue;
        seats_[q] = p;
        sizes_[q] = popcount(game.hands[p]);
        kept_[q] = popcount(game.discards[p]);
        ++q;
    }
    const CardSet unseen = kAllCards & ~(game.hands[seat] | game.public_cards | game.discards[seat]);
    for (CardSet c = unseen; c;) {
        const CardSet bit = pop_lsb(c);
        const int group = (bit & game.lacks[seats_[0]] ? 0 : kHandA) | (bit & game.lacks[seats_[1]] ? 0 : kHandB);
        groups_[group][counts_[group]++] = static_cast<uint8_t>(lsb(bit));
    }
    // The deals with x cards of both hands' group in hand a and y in hand b
    // (the split of the cards left is the same factor for every x, y).
    const int both = counts_[kHandA | kHandB];
    for (int x = 0; x <= sizes_[0]; ++x)
        for (int y = 0; y <= sizes_[1]; ++y) {
            weights_[x][y] = binomial(both, x) * binomial(counts_[kHandA], sizes_[0] - x) * binomial(both - x, y) *
                             binomial(counts_[kHandB], sizes_[1] - y);
            total_ += weights_[x][y];
        }
    if (total_ == 0) {  // never for a real history (its own deal fits): deal as if nothing were lacked
        for (int g = 0; g < 3; ++g)
            for (int i = 0; i < counts_[g]; ++i) groups_[kHandA | kHandB][counts_[kHandA | kHandB]++] = groups_[g][i];
        counts_[0] = counts_[kHandA] = counts_[kHandB] = 0;
        weights_[sizes_[0]][sizes_[1]] = total_ = 1;
    }
}

void Dealer::deal_once(Rng& rng, Game* out) const {
    uint8_t groups[4][kNumCards];
    std::memcpy(groups, groups_, sizeof groups);
    int x = 0, y = 0;
    for (uint64_t r = below64(rng, total_); r >= weights_[x][y];) {
        r -= weights_[x][y];
        if (++y > sizes_[1]) y = 0, ++x;
    }
    const int both = counts_[kHandA | kHandB];
    uint8_t* either = groups[kHandA | kHandB];
    draw(either, both, x + y, rng);  // the first x to hand a, the next y to hand b
    draw(groups[kHandA], counts_[kHandA], sizes_[0] - x, rng);
    draw(groups[kHandB], counts_[kHandB], sizes_[1] - y, rng);
    CardSet hand_a = 0, hand_b = 0;
    for (int i = 0; i < x; ++i) hand_a |= CardSet{1} << either[i];
    for (int i = x; i < x + y; ++i) hand_b |= CardSet{1} << either[i];
    for (int i = 0; i < sizes_[0] - x; ++i) hand_a |= CardSet{1} << groups[kHandA][i];
    for (int i = 0; i < sizes_[1] - y; ++i) hand_b |= CardSet{1} << groups[kHandB][i];
    uint8_t rest[kNumCards];  // every card left, to the discards (given hands may leave some out of play)
    int n = 0;
    for (int i = x + y; i < both; ++i) rest[n++] = either[i];
    for (int i = sizes_[0] - x; i < counts_[kHandA]; ++i) rest[n++] = groups[kHandA][i];
    for (int i = sizes_[1] - y; i < counts_[kHandB]; ++i) rest[n++] = groups[kHandB][i];
    for (int i = 0; i < counts_[0]; ++i) rest[n++] = groups[0][i];
    draw(rest, n, kept_[0] + kept_[1], rng);  // the first to a's discards, the next to b's
    CardSet kept_a = 0, kept_b = 0;
    for (int i = 0; i < kept_[0] + kept_[1]; ++i) (i < kept_[0] ? kept_a : kept_b) |= CardSet{1} << rest[i];
    out->hands[seats_[0]] = hand_a;
    out->hands[seats_[1]] = hand_b;
    out->discards[seats_[0]] = kept_a;
    out->discards[seats_[1]] = kept_b;
}

void Dealer::deal(Rng& rng, Game* out) const {
    *out = game_;
    out->redeal_on_all_pass = false;
    out->redeal_on_empty_hands = false;
    for (int tries = 0; tries < kDealTries; ++tries) {
        deal_once(rng, out);
        if (agrees(game_, seats_[0], out->hands[seats_[0]], out->discards[seats_[0]]) &&
            agrees(game_, seats_[1], out->hands[seats_[1]], out->discards[seats_[1]]))
            return;
    }
}

void deal_unseen(const Game& game, int seat, Rng& rng, Game* out) { Dealer(game, seat).deal(rng, out); }

int pimc_call(const Game& game, uint32_t samples, Rng& rng) {
    const int greedy = greedy_call(game);
    const int me = game.to_move;
    Scratch& s = scratch();
    int64_t totals[2] = {};
    Game world;
    const Dealer dealer(game, me);
    for (uint32_t w = 0; w < samples; ++w) {
        dealer.deal(rng, &world);
        const uint64_t luck = rng.next();
        for (int call = 0; call < 2; ++call) {
            Game next = world;
            apply_call(next, call == 0);
            totals[call] += rollout(next, me, Rng(luck), s);
        }
    }
    return pick(totals, 2, greedy, margin(samples));
}

int pimc_move(const Game& game, const Move* moves, int count, uint32_t samples, Rng& rng) {
    const int greedy = greedy_move(game, moves, count);
    if (count == 1) return greedy;
    Scratch& s = scratch();
    int picked[kPimcCandidates];
    const int n = candidates(game, moves, count, greedy, kPimcCandidates, s, picked);
    Move tried[kPimcCandidates];
    for (int c = 0; c < n; ++c) tried[c] = moves[picked[c]];
    int64_t totals[kPimcCandidates] = {};
    const int me = game.to_move;
    Game world;
    const Dealer dealer(game, me);
    for (uint32_t w = 0; w < samples; ++w) {
        dealer.deal(rng, &world);
        const uint64_t luck = rng.next();
        for (int c = 0; c < n; ++c) {
            Game next = world;
            apply_move(next, tried[c]);
            totals[c] += rollout(next, me, Rng(luck), s);
        }
    }
    return picked[pick(totals, n, 0, margin(samples))];
}

}  // namespace paigen::lukfu
