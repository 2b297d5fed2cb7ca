#include "paigen/lukfu/sample.h"

#include <cassert>
#include <vector>

#include "paigen/bits.h"
#include "paigen/lukfu/classify.h"

namespace paigen::lukfu {

bool sample_hidden(const Record& record, int seat, Rng& rng, Record* out, uint64_t max_tries) {
    const Game& now = record.game();
    assert(seat >= 0 && seat < kPlayers);
    const auto& history = record.history();
    const size_t start = record.deal_start();

    // Cards each seat showed (face up) or discarded in this deal; the hidden
    // slots are the other hands now and the other seats' discards.
    CardSet shown[kPlayers] = {}, discarded[kPlayers] = {}, laid_down[kPlayers] = {};
    std::vector<size_t> hidden_discards;  // indices into history
    for (size_t i = start; i < history.size(); ++i) {
        const auto& e = history[i];
        if (e.decision.call >= 0) continue;
        if (e.decision.move.kind == Kind::Discard) {
            discarded[e.seat] |= e.decision.move.cards;
            if (e.seat != seat) hidden_discards.push_back(i);
        } else if (e.decision.move.kind == Kind::Claim) {
            laid_down[e.seat] = e.decision.move.cards;  // face up, still in the claimant's hand
        } else {
            shown[e.seat] |= e.decision.move.cards;
        }
    }
    int pool[kNumCards];
    int pool_size = 0;
    CardSet hidden = 0;
    for (int p = 0; p < kPlayers; ++p)
        if (p != seat) hidden |= (now.hands[p] & ~laid_down[p]) | discarded[p];
    for (CardSet h = hidden; h; h &= h - 1) pool[pool_size++] = lsb(h);

    for (uint64_t attempt = 0; attempt < max_tries; ++attempt) {
        rng.shuffle(pool, pool_size);
        // Deal the pool: the other hands first, then each hidden discard.
        int at = 0;
        const auto take = [&](int count) {
            CardSet cards = 0;
            for (int k = 0; k < count; ++k) cards |= CardSet{1} << pool[at++];
            return cards;
        };
        Origin origin;
        origin.seeded = false;
        origin.master = now.master;
        CardSet hand_now[kPlayers];
        for (int p = 0; p < kPlayers; ++p)
            hand_now[p] = p == seat ? now.hands[p] : laid_down[p] | take(popcount(now.hands[p] & ~laid_down[p]));
        std::vector<CardSet> discards(hidden_discards.size());
        CardSet dealt_discards[kPlayers] = {};
        dealt_discards[seat] = discarded[seat];
        for (size_t d = 0; d < hidden_discards.size(); ++d) {
            const auto& e = history[hidden_discards[d]];
            discards[d] = take(e.decision.move.size);
            dealt_discards[e.seat] |= discards[d];
        }
        assert(at == pool_size);
        for (int p = 0; p < kPlayers; ++p) origin.hands[p] = hand_now[p] | shown[p] | dealt_discards[p];
        // Replay; keep the deal if every decision is legal from it.
        Record sampled(origin);
        bool legal = true;
        size_t next_discard = 0;
        for (size_t i = start; i < history.size() && legal; ++i) {
            Decision d = history[i].decision;
            if (next_discard < hidden_discards.size() && hidden_discards[next_discard] == i)
                d.move = unshaped(discards[next_discard++], Kind::Discard, d.move.size);
            legal = sampled.apply(d);
        }
        if (legal) {
            *out = std::move(sampled);
            return true;
        }
    }
    return false;
}

}  // namespace paigen::lukfu
