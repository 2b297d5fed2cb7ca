// Checks that Luk Fu's exact counting and rejection (cpp/src/lukfu/sample_*)
// draw every consistent deal of the hidden cards equally often. On small
// endgames reached by random play from random given hands, every deal of the
// hidden cards into the other seats' slots is listed and replayed by the
// engine itself (so the consistent ones are known without the samplers'
// checks); then each sampler draws 40 times per consistent deal, every draw
// must be one of them, and Pearson's chi-square must stay under its 0.01%
// quantile. `sample_uniformity_test`; exits 1 on a failure.
#include <cmath>
#include <cstdio>
#include <map>
#include <vector>

#include "paigen/bits.h"
#include "paigen/lukfu/agents.h"
#include "paigen/lukfu/pimc.h"
#include "sample_methods.h"

using namespace paigen::lukfu;
using namespace paigen::lukfu::sampling;

namespace {

using Key = std::vector<Subset>;

Key key_of(const Problem& problem, const Slots& slots) {
    Key key;
    for (int q = 0; q < 2; ++q)
        for (int j = 0; j < problem.players[q].slots; ++j) key.push_back(slots[q][j]);
    return key;
}

// Every deal of the hidden cards into the slots, each kept when the engine
// replays the history from it.
struct Listing {
    const Record& record;
    const Problem& problem;
    std::map<Key, int> consistent;
    long deals = 0;

    void deal(int card, Slots& slots) {
        if (card == problem.hidden) {
            ++deals;
            Record replayed{Origin{}};
            if (rebuild(record, problem, slots, &replayed))
                consistent.emplace(key_of(problem, slots), static_cast<int>(consistent.size()));
            return;
        }
        for (int q = 0; q < 2; ++q)
            for (int j = 0; j < problem.players[q].slots; ++j)
                if (__builtin_popcount(slots[q][j]) < problem.players[q].sizes[j]) {
                    slots[q][j] |= Subset{1} << card;
                    deal(card + 1, slots);
                    slots[q][j] &= ~(Subset{1} << card);
                }
    }
};

long multinomial(const Problem& problem) {
    double ways = 1;
    int n = 0;
    for (const Player& p : problem.players)
        for (int j = 0; j < p.slots; ++j)
            for (int k = 1; k <= p.sizes[j]; ++k) ways = ways * ++n / k;
    return std::lround(ways);
}

// Pearson's chi-square against equal probabilities, under the 0.01% upper
// quantile (Wilson-Hilferty).
bool uniform(const std::vector<long>& counts, long draws) {
    const double expected = double(draws) / double(counts.size());
    double stat = 0;
    for (long c : counts) stat += (double(c) - expected) * (double(c) - expected) / expected;
    const double dof = double(counts.size() - 1), z = 3.719;
    const double bound = dof * std::pow(1 - 2 / (9 * dof) + z * std::sqrt(2 / (9 * dof)), 3);
    std::printf("  chi-square %.1f, %d deals, bound %.1f\n", stat, int(counts.size()), bound);
    return stat < bound;
}

// pimc's Dealer (pimc.h): every deal of the cards `seat` has not seen into
// the other hands and discards (as many as each holds; given hands leave the
// rest out of play) that agrees() with
// what the rules told, drawn equally often. Skipped (true) when agrees()
// refuses more than half of the deals that keep the lacked cards out, where
// the Dealer's 64 rejection tries could run out, or when there are over
// 60,000 deals to list.
bool dealer_uniform(const Game& game, int seat, paigen::Rng& rng, int* dealt) {
    const int a = seat == 0 ? 1 : 0, b = seat == 2 ? 1 : 2;
    const CardSet unseen = kAllCards & ~(game.hands[seat] | game.public_cards | game.discards[seat]);
    int sizes[5] = {paigen::popcount(game.hands[a]), paigen::popcount(game.discards[a]),
                    paigen::popcount(game.hands[b]), paigen::popcount(game.discards[b]), 0};
    sizes[4] = paigen::popcount(unseen) - sizes[0] - sizes[1] - sizes[2] - sizes[3];  // given hands: out of play
    double ways = 1;
    for (int j = 0, n = 0; j < 5; ++j)
        for (int k = 1; k <= sizes[j]; ++k) ways = ways * ++n / k;
    if (ways > 60000) return true;
    std::map<std::vector<CardSet>, int> fits;
    long unlacked = 0;
    std::vector<CardSet> slots(5);
    auto deal = [&](auto&& self, CardSet left) -> void {
        if (left == 0) {
            if ((slots[0] & game.lacks[a]) || (slots[2] & game.lacks[b])) return;
            ++unlacked;
            if (agrees(game, a, slots[0], slots[1]) && agrees(game, b, slots[2], slots[3]))
                fits.emplace(std::vector<CardSet>(slots.begin(), slots.begin() + 4), static_cast<int>(fits.size()));
            return;
        }
        const CardSet card = left & (0 - left);
        for (int j = 0; j < 5; ++j)
            if (paigen::popcount(slots[static_cast<size_t>(j)]) < sizes[j]) {
                slots[static_cast<size_t>(j)] |= card;
                self(self, left & ~card);
                slots[static_cast<size_t>(j)] &= ~card;
            }
    };
    deal(deal, unseen);
    const long k = static_cast<long>(fits.size());
    if (k < 2 || 2 * k < unlacked) return true;
    std::printf("  pimc's Dealer: %ld deals agree, %ld keep the lacked cards out, of %.0f\n", k, unlacked, ways);
    ++*dealt;
    std::vector<long> counts(static_cast<size_t>(k));
    const Dealer dealer(game, seat);
    Game world;
    for (long d = 0; d < 40 * k; ++d) {
        dealer.deal(rng, &world);
        const auto at = fits.find({world.hands[a], world.discards[a], world.hands[b], world.discards[b]});
        if (at == fits.end()) {
            std::printf("FAIL: pimc's Dealer drew a deal that does not agree\n");
            return false;
        }
        ++counts[static_cast<size_t>(at->second)];
    }
    return uniform(counts, 40 * k);
}

}  // namespace

int main() {
    paigen::Rng deals(2024);
    int tested = 0, failures = 0, dealt = 0;
    for (int attempt = 0; attempt < 20000 && tested < 24; ++attempt) {
        int cards[kNumCards];
        for (int i = 0; i < kNumCards; ++i) cards[i] = i;
        deals.shuffle(cards, kNumCards);
        const int size = 3 + static_cast<int>(deals.below(4));
        Origin origin;
        origin.seeded = false;
        origin.master = static_cast<uint8_t>(deals.below(kPlayers));
        for (int p = 0; p < kPlayers; ++p)
            for (int k = 0; k < size; ++k) origin.hands[p] |= CardSet{1} << cards[p * size + k];
        Record record(origin);
        const int steps = 1 + static_cast<int>(deals.below(static_cast<uint32_t>(3 * size + 1)));
        Decision choices[kMaxMoves];
        for (int s = 0; s < steps && record.game().phase != Phase::Over; ++s) {
            const int n = GameAdapter::choices(record.game(), choices);
            record.apply(choices[choose(AgentKind::Random, record.game(), choices, n, deals)]);
        }
        const int seat = static_cast<int>(deals.below(kPlayers));
        const Problem problem = observe(record, seat);
        if (multinomial(problem) > 200000) continue;
        Listing listing{record, problem, {}, 0};
        Slots empty = {};
        listing.deal(0, empty);
        const long k = static_cast<long>(listing.consistent.size());
        if (k < 4 || k > 500 || k == listing.deals) continue;  // small, and some deals ruled out
        ++tested;
        std::printf("endgame %d: %ld of %ld deals consistent\n", tested, k, listing.deals);
        for (int method = 0; method < 2; ++method) {
            std::vector<long> counts(static_cast<size_t>(k));
            const long draws = 40 * k;
            paigen::Rng rng(static_cast<uint64_t>(attempt * 2 + method));
            for (long d = 0; d < draws; ++d) {
                Slots slots = {};
                const Drawn drawn = method == 0 ? draw_exact(problem, rng, 1 << 20, 1 << 22, {}, slots)
                                                : draw_by_rejection(problem, rng, 1 << 24, {}, slots);
                const auto at = listing.consistent.find(key_of(problem, slots));
                if (drawn != Drawn::Found || at == listing.consistent.end()) {
                    std::printf("FAIL: %s drew a deal that does not replay\n", method == 0 ? "exact" : "rejection");
                    ++failures;
                    break;
                }
                ++counts[static_cast<size_t>(at->second)];
            }
            if (!uniform(counts, draws)) {
                std::printf("FAIL: %s is not uniform\n", method == 0 ? "exact counting" : "rejection");
                ++failures;
            }
        }
        paigen::Rng dealer_rng(static_cast<uint64_t>(attempt));
        if (!dealer_uniform(record.game(), seat, dealer_rng, &dealt)) {
            std::printf("FAIL: pimc's Dealer is not uniform\n");
            ++failures;
        }
    }
    if (dealt < 3) {
        std::printf("FAIL: only %d endgames for pimc's Dealer\n", dealt);
        ++failures;
    }
    if (tested < 12) {
        std::printf("FAIL: only %d endgames to test\n", tested);
        ++failures;
    }
    std::printf("%d endgames, %d failures\n", tested, failures);
    return failures ? 1 : 0;
}
