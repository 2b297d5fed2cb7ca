// What a hidden-card sampler (sample.h of each game) answers.
#pragma once

#include <cstdint>

namespace paigen {

enum class Sampled : uint8_t {
    Uniform,     // a deal drawn with probability exactly 1 / (the number of consistent deals)
    Consistent,  // a consistent deal from a complete search, not drawn uniformly
    Stopped,     // the StopCheck asked: nothing written
    Failed,      // no consistent deal turned up: the record is not one the rules reach (never expected)
};

}  // namespace paigen
