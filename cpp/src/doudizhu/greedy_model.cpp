// Deals weighted by the greedy model of the other seats (greedy_model.h).
#include "greedy_model.h"

#include <utility>

#include "greedy.h"
#include "paigen/bits.h"
#include "paigen/doudizhu/pimc.h"

namespace paigen::doudizhu {

namespace {

// The seat of each decision and the cards each seat played, replayed from the
// deal's first bidder with hands that never run out (8 of every rank, filled
// again after each decision).
bool seats_and_plays(const Game& game, DealHistory history, uint8_t* seats, Cards* played) {
    Game g;
    g.rules = game.rules;
    g.redeal_on_all_pass = false;
    g.first_bidder = g.to_move = game.first_bidder;
    g.kitty = game.kitty;
    Cards plenty = 0;
    for (int r = 0; r < kNumRanks; ++r) plenty += static_cast<Cards>(8) << (4 * r);
    for (int p = 0; p < game.players(); ++p) g.hands[p] = plenty;
    for (size_t i = 0; i < history.count; ++i) {
        if (g.phase == Phase::Over) return false;
        const Decision& d = history.decisions[i];
        seats[i] = g.to_move;
        if (d.bid < 0) {
            if (g.phase != Phase::Play) return false;
            played[g.to_move] += d.move.cards;
        } else if (g.phase != Phase::Bidding) {
            return false;
        }
        apply(g, d);
        for (int p = 0; p < game.players(); ++p) g.hands[p] = plenty;
    }
    return g.phase == Phase::Play;
}

// The k-th card (from 0) of `cards`, as its rank.
int rank_at(Cards cards, int k) {
    for (int r = 0; r < kNumRanks; ++r) {
        k -= count_of(cards, r);
        if (k < 0) return r;
    }
    return kNumRanks - 1;
}

}  // namespace

bool GreedyModel::read(const Game& imagined, DealHistory history) {
    decided_.clear();
    order_.clear();
    me_ = imagined.to_move;
    if (history.count == 0 || imagined.phase != Phase::Play) return false;
    thread_local std::vector<uint8_t> seats;
    seats.resize(history.count);
    Cards played[kMaxPlayers] = {};
    if (!seats_and_plays(imagined, history, seats.data(), played)) return false;
    Cards start[kMaxPlayers] = {};
    for (int p = 0; p < imagined.players(); ++p) {
        start[p] = imagined.hands[p] + played[p];
        if (p == imagined.landlord) {
            if (!contains(start[p], imagined.kitty)) return false;
            start[p] -= imagined.kitty;
        }
    }
    if (!check_deal(imagined.rules, start, imagined.kitty).ok()) return false;
    Game g = given_game(imagined.rules, start, imagined.kitty, imagined.first_bidder);
    Cards earlier[kMaxPlayers] = {};  // each seat's plays before decision i
    for (size_t i = 0; i < history.count; ++i) {
        const Decision& d = history.decisions[i];
        if (!is_legal(g, d)) return false;
        if (seats[i] != me_) {
            Decided e{g, d, {}};
            for (int p = 0; p < imagined.players(); ++p) e.played_from[p] = played[p] - earlier[p];
            order_.push_back(static_cast<uint16_t>(decided_.size()));
            decided_.push_back(e);
        }
        if (d.bid < 0) earlier[seats[i]] += d.move.cards;
        apply(g, d);
    }
    if (g.to_move != imagined.to_move || g.plays != imagined.plays || g.landlord != imagined.landlord ||
        !(g.last_move == imagined.last_move))
        return false;
    for (int p = 0; p < imagined.players(); ++p)
        if (g.hands[p] != imagined.hands[p]) return false;
    return !decided_.empty();
}

int GreedyModel::misses(const Game& world, int limit, Move* buffer) {
    int missed = 0;
    for (size_t k = 0; k < order_.size(); ++k) {
        const Decided& e = decided_[order_[k]];
        Game g = e.before;
        const bool bid = e.decision.bid >= 0;
        for (int p = 0; p < world.players(); ++p) {
            if (p == me_) continue;
            g.hands[p] = world.hands[p] + e.played_from[p];
            if (bid && p == world.landlord) g.hands[p] -= world.kitty;
        }
        bool same;
        if (bid) {
            same = GameAdapter::bid_of(g, greedy_bid(g)) == e.decision.bid;
        } else {
            const int n = static_cast<int>(legal_moves(g, buffer) - buffer);
            same = buffer[greedy_move(g, buffer, n)] == e.decision.move;
        }
        if (same) continue;
        std::swap(order_[k], order_[static_cast<size_t>(missed)]);  // the misses first, in the order found
        if (++missed > limit) break;
    }
    return missed;
}

bool DealChain::start(const Game& game, DealHistory history, int weight_log2, GreedyModel& model, Rng& rng,
                      Move* buffer) {
    if (history.count == 0) return false;
    weight_log2_ = weight_log2;
    me_ = game.to_move;
    kept_ = game.landlord >= 0 && game.landlord != me_ ? game.kitty_kept : 0;
    deal_unseen(game, me_, rng, &current_);
    if (!model.read(current_, history)) return false;
    misses_ = model.misses(current_, 1 << 20, buffer);
    for (int i = 0; i < kChainBurnIn; ++i) step(model, rng, buffer);
    return true;
}

const Game& DealChain::next(GreedyModel& model, Rng& rng, Move* buffer) {
    for (int i = 0; i < kChainThin; ++i) step(model, rng, buffer);
    return current_;
}

void DealChain::step(GreedyModel& model, Rng& rng, Move* buffer) {
    const int players = current_.players();
    int hidden[kMaxPlayers - 1], n = 0;
    for (int p = 0; p < players; ++p)
        if (p != me_) hidden[n++] = p;
    // two different hidden seats, each pair equally likely either way round
    const int i = static_cast<int>(rng.below(static_cast<uint32_t>(n)));
    const int j = (i + 1 + static_cast<int>(rng.below(static_cast<uint32_t>(n - 1)))) % n;
    const int a = hidden[i], b = hidden[j];
    const Cards free_a = current_.hands[a] - (a == current_.landlord ? kept_ : 0);
    const Cards free_b = current_.hands[b] - (b == current_.landlord ? kept_ : 0);
    const int na = card_count(free_a), nb = card_count(free_b);
    if (na == 0 || nb == 0) return;
    const int ra = rank_at(free_a, static_cast<int>(rng.below(static_cast<uint32_t>(na))));
    const int rb = rank_at(free_b, static_cast<int>(rng.below(static_cast<uint32_t>(nb))));
    if (ra == rb) return;
    Game proposed = current_;
    proposed.hands[a] = proposed.hands[a] - rank_bit(ra) + rank_bit(rb);
    proposed.hands[b] = proposed.hands[b] - rank_bit(rb) + rank_bit(ra);
    // Metropolis: taken with probability 2^-(K * (m - misses_)) when m is more.
    // Drawn first, as the most misses the swap may have: H halvings, H >= h
    // with probability 2^-h, allow H / K more, and counting stops past them.
    const uint64_t draw = rng.next();
    const int halvings = draw ? lsb(draw) : 64;
    const int limit = misses_ + halvings / weight_log2_;
    const int m = model.misses(proposed, limit, buffer);
    if (m > limit) return;
    current_ = proposed;
    misses_ = m;
}

}  // namespace paigen::doudizhu
