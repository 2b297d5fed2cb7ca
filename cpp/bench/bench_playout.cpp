// Core-only timing of whole deals and of perft, one core: ns per random
// playout (paigen::play_out through play_random) of 3- and 4-player Dou Dizhu
// and Luk Fu, ns per agents' playout (greedy seat 0 against random, the
// arena's engine) and ns per perft node from a seeded 3-player deal.
//
//   bench_playout [ddz3] [ddz4] [lukfu] [arena3] [perft3]    (no argument: all)
//
// Each figure is the best of several rounds of CPU time (timing.h);
// cpp/bench/compare_builds.sh runs two builds' copies in turn to compare them.
#include <cstdio>
#include <cstring>
#include <vector>

#include "paigen/doudizhu/playout.h"
#include "paigen/lukfu/playout.h"
#include "paigen/perft.h"
#include "timing.h"

using namespace paigen;

namespace {

// Whether the command line asks for `name` (no argument asks for every case).
bool wanted(int argc, char** argv, const char* name) {
    if (argc < 2) return true;
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], name) == 0) return true;
    return false;
}

void doudizhu_random(int players) {
    const uint64_t n = 20000;
    std::vector<doudizhu::Outcome> out(n);
    const doudizhu::Rules rules{static_cast<uint8_t>(players)};
    const double ns = best_ns_per_call(double(n), [&] { doudizhu::play_random(rules, 7, 0, n, out.data()); });
    long moves = 0, won = 0;
    for (const auto& o : out) {
        moves += o.moves;
        won += o.landlord_won;
    }
    std::printf("ddz%d random deal:    %7.1f ns/call  %6.1f moves/deal  landlord wins %.3f\n", players, ns,
                double(moves) / double(n), double(won) / double(n));
}

void doudizhu_arena() {
    const uint64_t n = 20000;
    std::vector<doudizhu::Outcome> out(n);
    std::vector<int64_t> payoffs(3 * n);
    doudizhu::Seating seating;
    seating.agents[0] = doudizhu::AgentKind::Greedy;
    seating.seed = 11;
    const doudizhu::Rules rules{3};
    const double ns = best_ns_per_call(
        double(n), [&] { doudizhu::play_agents(rules, 7, 0, n, seating, out.data(), payoffs.data()); });
    long seat0 = 0;
    for (uint64_t i = 0; i < n; ++i) seat0 += payoffs[3 * i];
    std::printf("ddz3 greedy+random:  %7.1f ns/call  seat 0 nets %ld\n", ns, seat0);
}

void lukfu_random() {
    const uint64_t n = 50000;
    std::vector<lukfu::Outcome> out(n);
    const double ns = best_ns_per_call(double(n), [&] { lukfu::play_random(7, 0, n, out.data()); });
    long moves = 0, ran_out = 0;  // a game deals again when the hands run out (E1)
    for (auto& o : out) {
        moves += o.moves;
        ran_out += o.ran_out;
    }
    std::printf("lukfu random game:   %7.1f ns/call  %6.1f moves/game  hands ran out %.3f per game\n", ns,
                double(moves) / double(n), double(ran_out) / double(n));
}

void doudizhu_perft() {
    const doudizhu::Game game = doudizhu::new_game(doudizhu::Rules{3}, 3);
    uint64_t nodes = 0;
    // Depth 8 from the deal: the auction and the first plays, 2.4 million nodes.
    const double ns = best_ns_per_call(1.0, [&] { nodes = Perft<doudizhu::GameAdapter>().count(game, 8); });
    std::printf("ddz3 perft depth 8:  %7.2f ns/node  %llu nodes\n", ns / double(nodes),
                static_cast<unsigned long long>(nodes));
}

}  // namespace

int main(int argc, char** argv) {
    if (wanted(argc, argv, "ddz3")) doudizhu_random(3);
    if (wanted(argc, argv, "ddz4")) doudizhu_random(4);
    if (wanted(argc, argv, "lukfu")) lukfu_random();
    if (wanted(argc, argv, "arena3")) doudizhu_arena();
    if (wanted(argc, argv, "perft3")) doudizhu_perft();
}
