// Core-only timing of the exact solver (solve.h) on random 3-player endgames:
// hands of `cards` cards each (or of 1 to `cards` when `mixed`), a random
// landlord and player to move, and half of the positions with a move to beat
// (a random lead of cards out of play, by the player before). Prints the
// median and largest CPU time per position, the nodes searched and how many
// ended unsolved within the per-position limit.
//
//   bench_solve [cards=8] [positions=200] [seed=1] [mixed=0] [limit_s=10] [players=3]
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <vector>

#include "paigen/doudizhu/solve.h"
#include "paigen/rng.h"

using namespace paigen::doudizhu;

namespace {

// A random position: hands of `cards` cards (1..cards when `mixed`) from a
// shuffled deck, and either a lead or a move to beat made of the cards left.
Position random_position(paigen::Rng& rng, int players, int cards, bool mixed) {
    const Rules rules(players);
    int deck[108];
    int size = 0;
    for (int r = 0; r < kNumRanks; ++r)
        for (int k = rules.copies(r); k > 0; --k) deck[size++] = r;
    rng.shuffle(deck, size);
    Position pos;
    pos.rules = rules;
    int at = 0;
    for (int p = 0; p < players; ++p) {
        const int n = mixed ? 1 + static_cast<int>(rng.below(static_cast<uint32_t>(cards))) : cards;
        for (int k = 0; k < n; ++k) pos.hands[p] += rank_bit(deck[at++]);
    }
    pos.landlord = static_cast<uint8_t>(rng.below(static_cast<uint32_t>(players)));
    pos.to_move = static_cast<uint8_t>(rng.below(static_cast<uint32_t>(players)));
    if (rng.below(2)) {  // a move to beat: a lead of up to 8 cards left out of play
        Cards rest = 0;
        for (int k = 0; k < 8 && at < size; ++k) rest += rank_bit(deck[at++]);
        static MoveList leads;
        leads.assign([&](Move* out) { return generate_leads(rest, rules, out); });
        pos.last = leads[static_cast<int>(rng.below(static_cast<uint32_t>(leads.size())))];
        pos.last_player = static_cast<uint8_t>((pos.to_move + players - 1) % players);
        pos.passes = 0;
    }
    return pos;
}

double arg(int argc, char** argv, int i, double fallback) { return argc > i ? std::atof(argv[i]) : fallback; }

}  // namespace

int main(int argc, char** argv) {
    const int cards = static_cast<int>(arg(argc, argv, 1, 8));
    const int count = static_cast<int>(arg(argc, argv, 2, 200));
    const uint64_t seed = static_cast<uint64_t>(arg(argc, argv, 3, 1));
    const bool mixed = arg(argc, argv, 4, 0) != 0;
    const double limit = arg(argc, argv, 5, 10);
    const int players = static_cast<int>(arg(argc, argv, 6, 3));
    paigen::Rng rng(seed);
    Solver solver;
    std::vector<double> ms;
    std::vector<uint64_t> nodes;
    int unsolved = 0, wins = 0;
    for (int i = 0; i < count; ++i) {
        const Position pos = random_position(rng, players, cards, mixed);
        solver.clear();  // each position from an empty table, as a first call would
        SolveLimits limits;
        limits.max_seconds = limit;
        const std::clock_t start = std::clock();
        const Verdict r = solver.solve(pos, limits);
        const std::clock_t stop = std::clock();
        ms.push_back(1e3 * static_cast<double>(stop - start) / CLOCKS_PER_SEC);
        nodes.push_back(solver.stats().nodes);
        unsolved += r == Verdict::Unknown;
        wins += r == Verdict::Win;
    }
    std::vector<double> sorted_ms = ms;
    std::sort(sorted_ms.begin(), sorted_ms.end());
    std::vector<uint64_t> sorted_nodes = nodes;
    std::sort(sorted_nodes.begin(), sorted_nodes.end());
    const size_t mid = sorted_ms.size() / 2;
    double total = 0;
    for (double t : ms) total += t;
    std::printf(
        "%d players, %s%d cards each, %d positions (seed %llu): median %.3f ms, p90 %.3f ms, max %.3f ms, "
        "total %.0f ms; nodes median %llu, max %llu; wins %d, unsolved %d (limit %.1f s)\n",
        players, mixed ? "1 to " : "", cards, count, static_cast<unsigned long long>(seed), sorted_ms[mid],
        sorted_ms[sorted_ms.size() * 9 / 10], sorted_ms.back(), total,
        static_cast<unsigned long long>(sorted_nodes[mid]), static_cast<unsigned long long>(sorted_nodes.back()), wins,
        unsolved, limit);
    return unsolved ? 1 : 0;
}
