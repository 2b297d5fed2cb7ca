// Core-only timing of Luk Fu move generation on seeded random deals: ns per
// lead, per beating follow, per Old-card proof and per 924-way discard list.
// Build with the PAIGEN_BENCH CMake option, or directly:
//   g++ -O3 -std=c++17 -Icpp/include cpp/bench/bench_lukfu.cpp cpp/src/lukfu/*.cpp
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

#include "paigen/lukfu/movegen.h"
#include "paigen/lukfu/old.h"
#include "paigen/rng.h"

using namespace paigen::lukfu;

namespace {


// Three 12-card hands from a shuffled deck.
void deal(paigen::Rng& rng, CardSet hands[3]) {
    int deck[kNumCards];
    for (int i = 0; i < kNumCards; ++i) deck[i] = i;
    for (int i = kNumCards - 1; i > 0; --i) std::swap(deck[i], deck[rng.next() % static_cast<uint64_t>(i + 1)]);
    for (int p = 0; p < 3; ++p) {
        hands[p] = 0;
        for (int i = 0; i < kHandSize; ++i) hands[p] |= CardSet{1} << deck[p * kHandSize + i];
    }
}

template <typename Body>
double best_ns(size_t calls, Body body) {
    double best = 1e30;
    for (int round = 0; round < 7; ++round) {
        const auto start = std::chrono::steady_clock::now();
        body();
        const auto stop = std::chrono::steady_clock::now();
        best = std::min(best, std::chrono::duration<double, std::nano>(stop - start).count() / static_cast<double>(calls));
    }
    return best;
}

}  // namespace

int main() {
    const int n = 4000;
    paigen::Rng rng{2026};
    std::vector<CardSet> lead_hands, follow_hands, publics;
    std::vector<LeadContext> contexts;
    std::vector<Move> leds;
    std::vector<Move> buffer(kMaxMoves);
    while (static_cast<int>(follow_hands.size()) < n) {
        CardSet hands[3];
        deal(rng, hands);
        LeadContext context;
        context.caller = rng.next() % 2;
        // Leads: a mid-deal public pile from the third hand's cards.
        lead_hands.push_back(hands[0]);
        publics.push_back(hands[2] & rng.next());
        context.public_cards = publics.back();
        contexts.push_back(context);
        // Beating follows: a random lead of the second hand that the first can beat.
        Move* end = generate_leads(hands[1], LeadContext{0, true, false, 0}, buffer.data());
        const Move led = buffer[rng.next() % static_cast<uint64_t>(end - buffer.data())];
        Move* reply_end = generate_follows(hands[0], led, led, buffer.data());
        if (reply_end > buffer.data() && buffer[0].kind != Kind::Discard) {
            follow_hands.push_back(hands[0]);
            leds.push_back(led);
        }
    }
    long moves = 0;
    double ns = best_ns(20 * n, [&] {
        moves = 0;
        for (int rep = 0; rep < 20; ++rep)
            for (int i = 0; i < n; ++i) moves += generate_leads(lead_hands[i], contexts[i], buffer.data()) - buffer.data();
    });
    std::printf("lead, 12 cards:         %7.1f ns/call  %6.1f moves/call\n", ns, double(moves) / (20.0 * n));
    ns = best_ns(20 * n, [&] {
        moves = 0;
        for (int rep = 0; rep < 20; ++rep)
            for (int i = 0; i < n; ++i)
                moves += generate_follows(follow_hands[i], leds[i], leds[i], buffer.data()) - buffer.data();
    });
    std::printf("beating follow:         %7.1f ns/call  %6.1f moves/call\n", ns, double(moves) / (20.0 * n));
    CardSet sink = 0;
    ns = best_ns(100 * n, [&] {
        for (int rep = 0; rep < 100; ++rep)
            for (int i = 0; i < n; ++i) sink ^= old_cards(lead_hands[i] ^ static_cast<CardSet>(rep), publics[i]);
    });
    std::printf("Old-card proof:         %7.1f ns/call  (%d)\n", ns, static_cast<int>(sink & 1));
    // The worst discard list: a 12-card hand that cannot beat a led run of six.
    const Move run_of_six{0x3FULL << 27, Kind::Run, 6, 3, 6};
    // Ranks 1 2 4 5 7 8 of coins and strings: no tens, so no run beats 1t-6t.
    const CardSet no_tens = 0xDBULL | 0xDBULL << 9;
    ns = best_ns(2000, [&] {
        moves = 0;
        for (int rep = 0; rep < 2000; ++rep)
            moves += generate_follows(no_tens, run_of_six, run_of_six, buffer.data()) - buffer.data();
    });
    std::printf("discard list:           %7.1f ns/call  %6.1f moves/call\n", ns, double(moves) / 2000.0);
}
