// Random playouts per second for the three games, one core.
//   g++ -O3 -std=c++17 -Icpp/include cpp/bench/bench_playout.cpp cpp/src/doudizhu/*.cpp cpp/src/lukfu/*.cpp cpp/src/playout.cpp
#include <chrono>
#include <cstdio>
#include <vector>

#include "paigen/playout.h"

using namespace paigen;

int main() {
    const uint64_t n = 200000;
    {
        std::vector<DoudizhuOutcome> out(n);
        for (int players : {3, 4}) {
            const auto start = std::chrono::steady_clock::now();
            play_doudizhu(doudizhu::Rules{static_cast<uint8_t>(players)}, 7, 0, n, out.data());
            const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            long moves = 0, won = 0;
            for (auto& o : out) { moves += o.moves; won += o.landlord_won; }
            std::printf("ddz%d: %9.0f deals/s  %.1f moves/deal  landlord wins %.3f\n", players, n / s, double(moves) / n, double(won) / n);
        }
    }
    std::vector<LukfuOutcome> out(n);
    const auto start = std::chrono::steady_clock::now();
    play_lukfu(7, 0, n, out.data());
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    long moves = 0, voids = 0;
    for (auto& o : out) { moves += o.moves; voids += o.void_deal; }
    std::printf("lukfu: %9.0f deals/s  %.1f moves/deal  void %.3f\n", n / s, double(moves) / n, double(voids) / n);
}
