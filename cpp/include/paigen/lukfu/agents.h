// Baseline Luk Fu agents, in C++ so that playouts, the arena and the vectorised
// environment run them without returning to Python. Each looks only at what its
// seat may see: its hand, the public cards, the trick, the fu won.
//
//   random  every legal call or move equally likely.
//   greedy  says play (A2) with at least 4 Old cards in hand (O1/O2, before any
//           card is public); leads the move with the most cards, the highest
//           rank first (it is likelier to win the trick, and fu counts cards:
//           T4); follows with the cheapest beating play (the lowest suit, then
//           the lowest rank: F1-F3); when it cannot beat, discards the lowest
//           cards (the smallest sum of ranks, keeping its Old cards: T3).
//   pimc    determinized search (pimc.h): each candidate call or move scored
//           by its payoff, plus 3 for a win and minus 3 for a loss, over
//           sampled deals of the cards the seat has not seen, each played out
//           by greedy. "pimc" takes 256 deals per decision; "pimc:samples=N"
//           takes N (1 to 100000).
//   ismcts  information-set MCTS (ismcts.h): UCB over the same candidates (at
//           most 10), a sampled deal and a greedy playout per iteration,
//           scored by win, even or loss. "ismcts" takes 400 iterations per decision,
//           "ismcts:iterations=N" takes N (1 to 1000000).
#pragma once

#include <cstdint>

#include "paigen/lukfu/game.h"
#include "paigen/rng.h"

namespace paigen::lukfu {

enum class AgentKind : uint8_t { Random = 0, Greedy = 1, Pimc = 2, Ismcts = 3 };
inline constexpr int kNumAgents = 4;
inline constexpr const char* kAgentNames[kNumAgents] = {"random", "greedy", "pimc", "ismcts"};

// An agent: its kind and its budget (pimc: sampled deals per decision; ismcts:
// iterations; 0, the default). Converts to and from its kind's index in kAgentNames.
struct Agent {
    AgentKind kind = AgentKind::Random;
    uint32_t budget = 0;
    // The budget parameters set_agent_param() takes, for error messages.
    static constexpr const char* kBudgets =
        "'pimc:samples=N', N from 1 to 100000, or 'ismcts:iterations=N', N from 1 to 1000000";

    constexpr Agent() = default;
    constexpr Agent(AgentKind k) : kind(k) {}  // NOLINT: an agent kind with the default budget
    constexpr explicit Agent(int index) : kind(static_cast<AgentKind>(index)) {}
    constexpr explicit operator int() const { return static_cast<int>(kind); }
};

// A budget parameter of a name "kind:key=value": false when `kind` has no
// such key or the value is out of range.
bool set_agent_param(Agent& agent, const char* key, int64_t value);

// The index in choices[0..count) (GameAdapter::choices() for `game`, count > 0)
// of the decision `agent` takes for the player to move. Random and the search
// agents draw from `rng`.
int choose(Agent agent, const Game& game, const Decision* choices, int count, Rng& rng);

// The same index, for the buffer GameAdapter::generate() wrote (`count`
// decisions): the playouts' form, which copies nothing into Decisions.
int choose(Agent agent, const Game& game, const Move* moves, int count, Rng& rng);

}  // namespace paigen::lukfu
