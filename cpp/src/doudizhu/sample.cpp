#include "paigen/doudizhu/sample.h"

#include <cassert>
#include <cmath>
#include <vector>

namespace paigen::doudizhu {

namespace {

// n choose k as a double (the weights are ratios; doubles hold them well).
double choose(int n, int k) {
    if (k < 0 || k > n) return 0;
    double c = 1;
    for (int i = 1; i <= k; ++i) c = c * (n - k + i) / i;
    return c;
}

// Rank counts of `size` cards drawn from `pool` as a uniform subset of its
// physical cards would give them, conditioned on holding at least `floor`:
// weight prod_r C(pool_r, a_r), drawn rank by rank from suffix totals.
Cards draw_subset(Cards pool, Cards floor, int size, Rng& rng) {
    // ways[r][s]: the weight of every way to take s cards from ranks r.. on.
    std::vector<std::vector<double>> ways(kNumRanks + 1, std::vector<double>(static_cast<size_t>(size) + 1, 0));
    ways[kNumRanks][0] = 1;
    for (int r = kNumRanks - 1; r >= 0; --r)
        for (int s = 0; s <= size; ++s)
            for (int a = count_of(floor, r); a <= count_of(pool, r) && a <= s; ++a)
                ways[static_cast<size_t>(r)][static_cast<size_t>(s)] +=
                    choose(count_of(pool, r), a) * ways[static_cast<size_t>(r) + 1][static_cast<size_t>(s - a)];
    assert(ways[0][static_cast<size_t>(size)] > 0);
    Cards out = 0;
    int left = size;
    for (int r = 0; r < kNumRanks; ++r) {
        const double total = ways[static_cast<size_t>(r)][static_cast<size_t>(left)];
        double pick = total * static_cast<double>(rng.next() >> 11) * 0x1.0p-53;
        int a = count_of(floor, r);
        for (;; ++a) {
            const double w =
                choose(count_of(pool, r), a) * ways[static_cast<size_t>(r) + 1][static_cast<size_t>(left - a)];
            if (pick < w || a == count_of(pool, r) || a == left) break;
            pick -= w;
        }
        out += rank_bit(r) * static_cast<unsigned>(a);
        left -= a;
    }
    assert(left == 0);
    return out;
}

// Deals the physical cards of `pool` at random into slots of the given sizes.
void shuffle_into(Cards pool, const int* sizes, int slots, Cards* out, Rng& rng) {
    int cards[108];
    int n = 0;
    for (int r = 0; r < kNumRanks; ++r)
        for (int k = count_of(pool, r); k > 0; --k) cards[n++] = r;
    rng.shuffle(cards, n);
    int at = 0;
    for (int s = 0; s < slots; ++s) {
        out[s] = 0;
        for (int k = 0; k < sizes[s]; ++k) out[s] += rank_bit(cards[at++]);
    }
    assert(at == n);
}

}  // namespace

bool sample_hidden(const Record& record, int seat, Rng& rng, Record* out, uint64_t max_tries) {
    const Game& now = record.game();
    const Rules rules = now.rules;
    const int n = now.players();
    assert(seat >= 0 && seat < n);
    const size_t start = record.deal_start();

    // What each seat has played in this deal.
    Cards played[kMaxPlayers] = {};
    for (size_t i = start; i < record.history().size(); ++i) {
        const auto& e = record.history()[i];
        if (e.decision.bid < 0) played[e.seat] += e.decision.move.cards;
    }
    const bool kitty_seen = now.landlord >= 0;  // taken face up by the landlord
    // The hidden slots: the other hands now, and the kitty until taken.
    Cards pool = kitty_seen ? 0 : now.kitty;
    for (int p = 0; p < n; ++p)
        if (p != seat) pool += now.hands[p];
    for (uint64_t tries = 0; tries < max_tries; ++tries) {
        Cards pool_left = pool;
        Cards hands[kMaxPlayers] = {};
        hands[seat] = now.hands[seat];
        Cards kitty = now.kitty;
        int sizes[kMaxPlayers + 1];
        int slots = 0;
        int seats[kMaxPlayers + 1];
        if (kitty_seen && now.landlord != seat) {
            // The landlord holds the kitty cards it has not played (at least).
            const int lord = now.landlord;
            Cards floor = 0;
            for (int r = 0; r < kNumRanks; ++r) {
                const int left = count_of(now.kitty, r) - count_of(played[lord], r);
                if (left > 0) floor += rank_bit(r) * static_cast<unsigned>(left);
            }
            hands[lord] = draw_subset(pool_left, floor, card_count(now.hands[lord]), rng);
            pool_left -= hands[lord];
        }
        for (int p = 0; p < n; ++p)
            if (p != seat && !(kitty_seen && p == now.landlord)) {
                seats[slots] = p;
                sizes[slots++] = card_count(now.hands[p]);
            }
        if (!kitty_seen) {
            seats[slots] = -1;
            sizes[slots++] = card_count(now.kitty);
        }
        Cards dealt[kMaxPlayers + 1];
        shuffle_into(pool_left, sizes, slots, dealt, rng);
        for (int s = 0; s < slots; ++s) {
            if (seats[s] < 0)
                kitty = dealt[s];
            else
                hands[seats[s]] = dealt[s];
        }

        // The deal as it was dealt: each hand now, with what it played, without the kitty.
        Origin origin;
        origin.rules = rules;
        origin.seeded = false;
        origin.kitty = kitty;
        origin.first_bidder = now.first_bidder;
        for (int p = 0; p < n; ++p)
            origin.hands[p] = hands[p] + played[p] - (kitty_seen && p == now.landlord ? kitty : 0);
        Record sampled(origin);
        bool legal = true;
        for (size_t i = start; legal && i < record.history().size(); ++i)
            legal = sampled.apply(record.history()[i].decision);
        // Rejection: under OpenSpiel's chains_skip_bomb_rank a chain was legal only
        // if its player held fewer than four of its lowest rank, which a deal of the
        // hidden cards may break; such a deal is drawn again.
        if (legal) {
            *out = std::move(sampled);
            return true;
        }
    }
    return false;
}

}  // namespace paigen::doudizhu
