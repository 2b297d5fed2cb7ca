// Random playouts per second for the three games, one core.
#include <chrono>
#include <cstdio>
#include <vector>

#include "paigen/doudizhu/playout.h"
#include "paigen/lukfu/playout.h"

using namespace paigen;

namespace {

double seconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

int main() {
    const uint64_t n = 200000;
    std::vector<doudizhu::Outcome> out(n);
    for (int players : {3, 4}) {
        const auto start = std::chrono::steady_clock::now();
        doudizhu::play_random(doudizhu::Rules{static_cast<uint8_t>(players)}, 7, 0, n, out.data());
        const double s = seconds_since(start);
        long moves = 0, won = 0;
        for (auto& o : out) {
            moves += o.moves;
            won += o.landlord_won;
        }
        std::printf("ddz%d: %9.0f deals/s  %.1f moves/deal  landlord wins %.3f\n", players, double(n) / s,
                    double(moves) / double(n), double(won) / double(n));
    }
    std::vector<lukfu::Outcome> lf(n);
    const auto start = std::chrono::steady_clock::now();
    lukfu::play_random(7, 0, n, lf.data());
    const double s = seconds_since(start);
    long moves = 0, ran_out = 0;  // a game deals again when the hands run out (E1)
    for (auto& o : lf) {
        moves += o.moves;
        ran_out += o.ran_out;
    }
    std::printf("lukfu: %9.0f games/s  %.1f moves/game  hands ran out %.3f per game\n", double(n) / s,
                double(moves) / double(n), double(ran_out) / double(n));
}
