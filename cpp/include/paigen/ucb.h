// The arm the information-set searches (doudizhu/ismcts.h, lukfu/ismcts.h)
// try next: every arm once in order, then UCB1.
#pragma once

#include <cmath>
#include <cstdint>

namespace paigen {

// Of n arms after `iteration` tries: arm `iteration` while some arm is
// untried, else the highest rewards / (unit * visits) + explore *
// sqrt(ln(iteration) / visits) (ties: the earlier). `unit` is the reward of
// one win, so that the means lie in [0, 1].
inline int ucb_arm(const uint32_t* visits, const uint32_t* rewards, int n, uint32_t iteration, double unit,
                   double explore) {
    if (iteration < static_cast<uint32_t>(n)) return static_cast<int>(iteration);
    const double log_total = std::log(static_cast<double>(iteration));
    int arm = 0;
    double best = -1;
    for (int k = 0; k < n; ++k) {
        const double v = visits[k];
        const double ucb = rewards[k] / (unit * v) + explore * std::sqrt(log_total / v);
        if (ucb > best) best = ucb, arm = k;
    }
    return arm;
}

}  // namespace paigen
