// Core-only timing of Luk Fu move generation on seeded deals from the
// engine's own dealer: ns per lead, per beating follow, per Old-card proof and
// per 924-way discard list.
#include <cstdio>
#include <vector>

#include "paigen/lukfu/classify.h"
#include "paigen/lukfu/game.h"
#include "paigen/lukfu/old_cards.h"
#include "timing.h"

using namespace paigen::lukfu;

int main() {
    const int n = 4000;
    paigen::Rng pick{2026};
    std::vector<CardSet> lead_hands, follow_hands, publics;
    std::vector<Situation> leads;
    std::vector<Move> leds;
    thread_local MoveList list;
    for (uint64_t deal = 0; static_cast<int>(follow_hands.size()) < n; ++deal) {
        const Game g = new_game(paigen::Rng::stream(2026, deal));
        Situation lead;
        lead.caller = pick.below(2) == 1;
        // Leads: a mid-deal public pile from the third hand's cards.
        lead.public_cards = g.hands[2] & pick.next();
        lead_hands.push_back(g.hands[0]);
        publics.push_back(lead.public_cards);
        leads.push_back(lead);
        // Beating follows: a random lead of the second hand that the first can beat.
        Situation caller;
        caller.caller = true;
        list.assign([&](Move* out) { return generate_leads(g.hands[1], caller, out); });
        const Move led = list[static_cast<int>(pick.below(static_cast<uint32_t>(list.size())))];
        list.assign([&](Move* out) { return generate_follows(g.hands[0], led, led, out); });
        if (!list.empty() && list[0].kind != Kind::Discard) {
            follow_hands.push_back(g.hands[0]);
            leds.push_back(led);
        }
    }
    long moves = 0;
    double ns = best_ns_per_call(20.0 * n, [&] {
        moves = 0;
        for (int rep = 0; rep < 20; ++rep)
            for (int i = 0; i < n; ++i) {
                list.assign([&](Move* out) { return generate_leads(lead_hands[i], leads[i], out); });
                moves += list.size();
            }
    });
    std::printf("lead, 12 cards:         %7.1f ns/call  %6.1f moves/call\n", ns, double(moves) / (20.0 * n));
    ns = best_ns_per_call(20.0 * n, [&] {
        moves = 0;
        for (int rep = 0; rep < 20; ++rep)
            for (int i = 0; i < n; ++i) {
                list.assign([&](Move* out) { return generate_follows(follow_hands[i], leds[i], leds[i], out); });
                moves += list.size();
            }
    });
    std::printf("beating follow:         %7.1f ns/call  %6.1f moves/call\n", ns, double(moves) / (20.0 * n));
    CardSet sink = 0;
    ns = best_ns_per_call(100.0 * n, [&] {
        for (int rep = 0; rep < 100; ++rep)
            for (int i = 0; i < n; ++i) sink ^= old_cards(lead_hands[i] ^ static_cast<CardSet>(rep), publics[i]);
    });
    std::printf("Old-card proof:         %7.1f ns/call  (%d)\n", ns, static_cast<int>(sink & 1));
    // The worst discard list: a 12-card hand that cannot beat a led run of six
    // tens (ranks 1 2 4 5 7 8 of coins and strings: no tens at all).
    const Move run_of_six = classify(0x3FULL << 27).move;
    const CardSet no_tens = 0xDBULL | 0xDBULL << 9;
    ns = best_ns_per_call(2000.0, [&] {
        moves = 0;
        for (int rep = 0; rep < 2000; ++rep) {
            list.assign([&](Move* out) { return generate_follows(no_tens, run_of_six, run_of_six, out); });
            moves += list.size();
        }
    });
    std::printf("discard list:           %7.1f ns/call  %6.1f moves/call\n", ns, double(moves) / 2000.0);
    return moves == 2000L * 924 ? 0 : 1;  // C(12, 6) discards each time
}
