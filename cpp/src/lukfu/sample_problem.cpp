#include "sample_problem.h"

#include <cassert>

#include "paigen/bits.h"
#include "paigen/lukfu/classify.h"
#include "paigen/lukfu/old_cards.h"

namespace paigen::lukfu::sampling {

bool passes(const Check& check, CardSet hidden) {
    thread_local Move moves[kMaxMoves];
    const CardSet hand = check.known | hidden;
    if (check.move.kind == Kind::Discard)  // T2, T3: a discard says nothing beat
        return generate_beating(hand, check.situation.led, check.situation.best, moves) == moves;
    const Move* const end = generate_leads(hand, check.situation, moves);  // R1-R4, A4: the lead or the claim
    for (const Move* m = moves; m != end; ++m)
        if (*m == check.move) return true;
    return false;
}

bool passes_so_far(const Check& check, CardSet hidden) {
    thread_local Move moves[kMaxMoves];
    const CardSet hand = check.known | hidden;
    if (check.move.kind == Kind::Discard)
        return generate_beating(hand, check.situation.led, check.situation.best, moves) == moves;
    if (check.move.kind == Kind::Claim) return true;
    return check.situation.fu + popcount(old_cards(hand, check.situation.public_cards)) < kClaimTotal;
}

int Player::cards() const { return held(slots - 1); }

int Player::held(int level) const {
    int n = 0;
    for (int j = 0; j <= level; ++j) n += sizes[j];
    return n;
}

int Player::first_checked() const {
    for (int level = 0; level < slots; ++level)
        if (!checks[level].empty()) return level;
    return slots;
}

bool Player::allows(int level, CardSet hidden) const {
    for (const Check& check : checks[level])
        if (!passes(check, hidden)) return false;
    return true;
}

bool Player::may_hold(int level, CardSet hidden) const {
    for (const Check& check : ahead[level])
        if (!passes_so_far(check, hidden)) return false;
    return true;
}

namespace {

// One decision of another seat in the current deal, as the observer saw it.
struct Seen {
    size_t at;
    Situation situation;
    Move move;
    bool check;  // a lead, a claim or a discard (Check)
};

}  // namespace

Problem observe(const Record& record, int observer) {
    Problem problem;
    problem.observer = observer;
    const auto& history = record.history();
    const size_t start = record.deal_start();
    Game game = RecordTraits::start(record.origin());
    for (size_t i = 0; i < start; ++i) apply(game, history[i].decision);

    std::vector<Seen> seen[2];
    int index_of[kPlayers] = {-1, -1, -1};
    for (int p = 0, q = 0; p < kPlayers; ++p)
        if (p != observer) {
            index_of[p] = q;
            problem.players[q++].seat = p;
        }
    for (size_t i = start; i < history.size(); ++i) {
        const auto& e = history[i];
        if (e.seat != observer && e.decision.call < 0) {
            const Move& move = e.decision.move;
            const bool check = game.leading() || move.kind == Kind::Discard;
            seen[index_of[e.seat]].push_back(Seen{i, situation(game), move, check});
        }
        apply(game, e.decision);
    }

    const Game& now = record.game();
    CardSet hidden = 0;
    for (int q = 0; q < 2; ++q) {
        Player& player = problem.players[q];
        int discards = 0;
        for (const Seen& s : seen[q]) {
            if (s.move.kind == Kind::Discard) {
                ++discards;
                hidden |= s.move.cards;
            } else if (s.move.kind == Kind::Claim) {
                player.laid_down = s.move.cards;
            } else {
                player.shown |= s.move.cards;
            }
        }
        player.slots = discards + 1;
        const CardSet hand_hidden = now.hands[player.seat] & ~player.laid_down;
        hidden |= hand_hidden;
        player.sizes[0] = popcount(hand_hidden);
        // Backwards through the deal: the discards fill slots 1, 2, ...; each
        // check holds the cards seen after it and the slots up to its level.
        int level = 0;
        CardSet known = player.laid_down;
        for (auto s = seen[q].rbegin(); s != seen[q].rend(); ++s) {
            if (s->move.kind == Kind::Discard) {
                ++level;
                player.sizes[level] = s->move.size;
                player.discard_at[level] = s->at;
            } else if (s->move.kind != Kind::Claim) {
                known |= s->move.cards;
            }
            if (s->check) player.checks[level].push_back(Check{known, s->situation, s->move});
        }
        assert(level == discards);
    }

    for (CardSet h = hidden; h; h &= h - 1) problem.cards[problem.hidden++] = h & (0 - h);
    assert(problem.hidden <= kMaxHidden);
    for (int b = 0; b < 3; ++b)
        for (int v = 1; v < 256; ++v) {
            const int bit = lsb(static_cast<uint64_t>(v));
            const int index = 8 * b + bit;
            const CardSet card = index < problem.hidden ? problem.cards[index] : 0;
            problem.by_byte[b][v] = problem.by_byte[b][v & (v - 1)] | card;
        }
    for (Player& player : problem.players)
        for (int level = player.slots - 1; level >= 0; --level) {
            if (level + 1 < player.slots) player.ahead[level] = player.ahead[level + 1];
            for (const Check& check : player.checks[level])
                if (check.move.kind != Kind::Claim) player.ahead[level].push_back(check);
            for (int i = 0; i < problem.hidden; ++i)
                if (!player.may_hold(level, problem.cards[i])) player.forbidden[level] |= Subset{1} << i;
        }
    return problem;
}

bool rebuild(const Record& record, const Problem& problem, const Slots& slots, Record* out) {
    const Game& now = record.game();
    const auto& history = record.history();
    const size_t start = record.deal_start();
    Origin origin;
    origin.seeded = false;
    origin.master = now.master;
    const int observer = problem.observer;
    origin.hands[observer] = now.hands[observer];
    for (size_t i = start; i < history.size(); ++i)
        if (history[i].seat == observer && history[i].decision.call < 0)
            origin.hands[observer] |= history[i].decision.move.cards;
    for (int q = 0; q < 2; ++q) {
        const Player& player = problem.players[q];
        CardSet hand = player.laid_down | player.shown;
        for (int j = 0; j < player.slots; ++j) hand |= problem.expand(slots[q][j]);
        origin.hands[player.seat] = hand;
    }
    if (!RecordTraits::check(origin).ok()) return false;
    Record sampled(origin);
    for (size_t i = start; i < history.size(); ++i) {
        Decision d = history[i].decision;
        if (history[i].seat != observer && d.call < 0 && d.move.kind == Kind::Discard) {
            const int q = problem.players[0].seat == history[i].seat ? 0 : 1;
            const Player& player = problem.players[q];
            int j = 1;
            while (j < player.slots && player.discard_at[j] != i) ++j;
            assert(j < player.slots);
            d.move = unshaped(problem.expand(slots[q][j]), Kind::Discard, d.move.size);
        }
        if (!sampled.apply(d)) return false;
    }
    *out = std::move(sampled);
    return true;
}

}  // namespace paigen::lukfu::sampling
