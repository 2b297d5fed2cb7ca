// Core-only timing of Dou Dizhu move generation on seeded deals from the
// engine's own dealer: ns per generate() call for 20-card 3p leads (a hand and
// the kitty), 17-card 3p replies and 33-card 4p leads; and ns per
// ActionSpace::legal_ids() call (the action ids of the legal moves) on the
// same positions.
//
//   bench_doudizhu [lead20] [reply17] [lead33] [ids20] [ids17] [ids33]
//   (no argument: all six)
//
// The first line names the generators' path (paigen/simd.h: PAIGEN_SIMD=scalar
// forces the portable one). cpp/bench/compare_builds.sh runs two builds'
// copies in turn to compare them.
#include <cstdio>
#include <cstring>
#include <vector>

#include "paigen/doudizhu/action_space.h"
#include "paigen/doudizhu/game.h"
#include "paigen/simd.h"
#include "timing.h"

using namespace paigen::doudizhu;

namespace {

double time_calls(const std::vector<Cards>& hands, const std::vector<Move>& lasts, Rules rules, long* moves) {
    thread_local MoveList list;
    const int reps = 20;
    return best_ns_per_call(reps * static_cast<double>(hands.size()), [&] {
        long total = 0;
        for (int rep = 0; rep < reps; ++rep)
            for (size_t i = 0; i < hands.size(); ++i) {
                list.assign([&](Move* out) { return generate(hands[i], lasts[i], rules, out); });
                total += list.size();
            }
        *moves = total / reps;
    });
}

double time_ids(const std::vector<Cards>& hands, const std::vector<Move>& lasts, Rules rules, long* moves) {
    const ActionSpace& space = *ActionSpace::shared(rules);
    thread_local int32_t ids[kMaxMoves];
    const int reps = 20;
    return best_ns_per_call(reps * static_cast<double>(hands.size()), [&] {
        long total = 0;
        for (int rep = 0; rep < reps; ++rep)
            for (size_t i = 0; i < hands.size(); ++i) total += space.legal_ids(hands[i], lasts[i], ids);
        *moves = total / reps;
    });
}

// Whether the command line asks for `name` (no argument asks for every case).
bool wanted(int argc, char** argv, const char* name) {
    if (argc < 2) return true;
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], name) == 0) return true;
    return false;
}

}  // namespace

int main(int argc, char** argv) {
    std::printf("generators: %s\n", paigen::kSimdNames[static_cast<int>(paigen::simd())]);
    const int n = 4000;
    const Rules three{3}, four{4};
    paigen::Rng pick{2026};
    std::vector<Cards> h20, h17, h33;
    std::vector<Move> leads(n), replies;
    thread_local MoveList list;
    for (int i = 0; i < n; ++i) {
        const Game g3 = new_game(three, paigen::Rng::stream(2026, static_cast<uint64_t>(i)));
        const Game g4 = new_game(four, paigen::Rng::stream(2026, static_cast<uint64_t>(i)));
        h20.push_back(g3.hands[0] + g3.kitty);
        h17.push_back(g3.hands[1]);
        h33.push_back(g4.hands[0] + g4.kitty);
        // The last move: a random lead of the third hand.
        list.assign([&](Move* out) { return generate_leads(g3.hands[2], three, out); });
        replies.push_back(list[static_cast<int>(pick.below(static_cast<uint32_t>(list.size())))]);
    }
    long moves = 0;
    if (wanted(argc, argv, "lead20")) {
        const double ns = time_calls(h20, leads, three, &moves);
        std::printf("3p lead, 20 cards:   %7.1f ns/call  %6.1f moves/call\n", ns, double(moves) / n);
    }
    if (wanted(argc, argv, "reply17")) {
        const double ns = time_calls(h17, replies, three, &moves);
        std::printf("3p reply, 17 cards:  %7.1f ns/call  %6.1f moves/call\n", ns, double(moves) / n);
    }
    if (wanted(argc, argv, "lead33")) {
        const double ns = time_calls(h33, leads, four, &moves);
        std::printf("4p lead, 33 cards:   %7.1f ns/call  %6.1f moves/call\n", ns, double(moves) / n);
    }
    if (wanted(argc, argv, "ids20")) {
        const double ns = time_ids(h20, leads, three, &moves);
        std::printf("3p lead ids, 20:     %7.1f ns/call  %6.1f ids/call\n", ns, double(moves) / n);
    }
    if (wanted(argc, argv, "ids17")) {
        const double ns = time_ids(h17, replies, three, &moves);
        std::printf("3p reply ids, 17:    %7.1f ns/call  %6.1f ids/call\n", ns, double(moves) / n);
    }
    if (wanted(argc, argv, "ids33")) {
        const double ns = time_ids(h33, leads, four, &moves);
        std::printf("4p lead ids, 33:     %7.1f ns/call  %6.1f ids/call\n", ns, double(moves) / n);
    }
}
