// Core-only timing of Dou Dizhu move generation on seeded random deals:
// ns per generate() call for 20-card 3p leads, 17-card 3p replies and 33-card
// 4p leads. Build with the PAIGEN_BENCH CMake option, or directly:
//   g++ -O3 -std=c++17 -Icpp/include cpp/bench/bench_doudizhu.cpp cpp/src/doudizhu/*.cpp
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

#include "paigen/doudizhu/movegen.h"
#include "paigen/rng.h"

using namespace paigen::doudizhu;

namespace {


// A random `size`-card hand from a shuffled deck of `rules`.
Cards deal(paigen::Rng& rng, Rules rules, int size) {
    std::vector<int> deck;
    for (int r = 0; r < kNumRanks; ++r)
        for (int k = 0; k < (r < kRankBlack ? rules.suit_copies() : rules.joker_copies()); ++k) deck.push_back(r);
    for (size_t i = deck.size() - 1; i > 0; --i) std::swap(deck[i], deck[rng.next() % (i + 1)]);
    Cards hand = 0;
    for (int i = 0; i < size; ++i) hand += rank_bit(deck[static_cast<size_t>(i)]);
    return hand;
}

double time_calls(const std::vector<Cards>& hands, const std::vector<Move>& lasts, Rules rules, long* moves) {
    std::vector<Move> buffer(kMaxMoves);
    double best = 1e30;
    for (int round = 0; round < 7; ++round) {
        long total = 0;
        const auto start = std::chrono::steady_clock::now();
        for (int rep = 0; rep < 20; ++rep)
            for (size_t i = 0; i < hands.size(); ++i)
                total += generate(hands[i], lasts[i], rules, buffer.data()) - buffer.data();
        const auto stop = std::chrono::steady_clock::now();
        best = std::min(best, std::chrono::duration<double, std::nano>(stop - start).count() / (20.0 * static_cast<double>(hands.size())));
        *moves = total / 20;
    }
    return best;
}

}  // namespace

int main() {
    const int n = 4000;
    paigen::Rng rng{2026};
    const Rules three{3}, four{4};
    std::vector<Cards> h20, h17, h33;
    std::vector<Move> leads(n), replies;
    std::vector<Move> scratch(kMaxMoves);
    for (int i = 0; i < n; ++i) {
        h20.push_back(deal(rng, three, 20));
        h17.push_back(deal(rng, three, 17));
        h33.push_back(deal(rng, four, 33));
        // The last move: a random lead of another random 17-card hand.
        const Cards other = deal(rng, three, 17);
        Move* end = generate_leads(other, three, scratch.data());
        replies.push_back(scratch[rng.next() % static_cast<uint64_t>(end - scratch.data())]);
    }
    long moves = 0;
    double ns = time_calls(h20, leads, three, &moves);
    std::printf("3p lead, 20 cards:   %7.1f ns/call  %6.1f moves/call\n", ns, double(moves) / n);
    ns = time_calls(h17, replies, three, &moves);
    std::printf("3p reply, 17 cards:  %7.1f ns/call  %6.1f moves/call\n", ns, double(moves) / n);
    ns = time_calls(h33, leads, four, &moves);
    std::printf("4p lead, 33 cards:   %7.1f ns/call  %6.1f moves/call\n", ns, double(moves) / n);
}
