// Baseline Dou Dizhu agents, in C++ so that playouts, the arena and the
// vectorised environment run them without returning to Python. Each looks only
// at what its seat may see: its hand, the trick, hand sizes, the auction (and
// "pimc:model=K", the public decisions of the deal so far).
//
//   random  every legal bid or move equally likely.
//   greedy  bids from hand strength (the rocket 8 points, a bomb 6, the red
//           joker 4, the black 3, each 2 two, each ace one; with 4 players the
//           points are halved; bids 3 from 12 points, 2 from 9, 1 from 6, and
//           passes when that is not above the highest bid). With 4 players it
//           goes out when one move empties the hand, leads the move that sheds
//           the most cards (the lowest main rank first, bombs and the rocket
//           last), passes on a partner's move, and otherwise follows with the
//           cheapest beating move (lowest main rank, then fewest cards), a
//           bomb or the rocket only when an opponent holds at most 2 cards.
//           With 3 players it keeps a hand plan short (hand_plan.h: the plays
//           the hand needs to go out, bombs and the rocket kept whole, chains
//           and triples carrying the loose cards). It goes out when one move
//           empties the hand. Leading:
//           with two plays left, a play no unseen cards can beat, then the
//           last; a peasant whose partner plays next with one card left leads
//           the lowest single; else the lead that leaves the fewest plays, the
//           lowest main rank first, more cards first, a single (a pair) last
//           and then the highest when an opponent holds one card (two), bombs
//           and the rocket last. Following: a partner's move stands (pass);
//           against an opponent, the beating move that leaves the fewest plays
//           (the lowest main rank first; the highest single or pair to block
//           an opponent with one card or two), played when it breaks no
//           combination (the plan grows no longer) or when the game is close
//           (an opponent holds at most 2 cards, or the player to beat at most
//           4); else the weakest bomb when the game is close or it leaves one
//           play; else pass.
//   pimc    determinized search (pimc.h): greedy's bids; in play, each
//           candidate move scored over sampled deals of the unseen cards,
//           by the exact solver once few cards are left, else by greedy
//           rollouts. "pimc" takes 64 deals per decision; "pimc:samples=N"
//           takes N (1 to 100000). "pimc:bids=K" (K from 1 to 16) bids by
//           search instead: each legal bid scored over K deals per sample,
//           by greedy's bids after it and greedy rollouts. "pimc:model=K"
//           (K from 1 to 16) deals by what the other seats' decisions of the
//           deal say of their hands if they play as greedy does.
//   ismcts  information-set MCTS (ismcts.h): greedy's bids; in play, UCB1
//           over the candidate moves, a sampled deal and a playout (solver or
//           greedy rollout) per iteration. "ismcts" runs 400 iterations per
//           decision; "ismcts:iterations=N" runs N (1 to 1000000).
#pragma once

#include <cstdint>

#include "paigen/doudizhu/game.h"
#include "paigen/rng.h"

namespace paigen::doudizhu {

enum class AgentKind : uint8_t { Random = 0, Greedy = 1, Pimc = 2, Ismcts = 3 };
inline constexpr int kNumAgents = 4;
inline constexpr const char* kAgentNames[kNumAgents] = {"random", "greedy", "pimc", "ismcts"};

// An agent: its kind and its budget (pimc: sampled deals per decision; ismcts:
// iterations; 0, the default), pimc's bid search (sampled deals per sample at
// a bid; 0, greedy's bids) and pimc's model of the other seats (K: its deals
// weighted 2^K times down for each decision of theirs greedy would not have
// made, pimc.h; 0, uniform deals). Converts to and from its kind's index in
// kAgentNames.
struct Agent {
    AgentKind kind = AgentKind::Random;
    uint8_t bid_deals = 0;
    uint8_t model = 0;
    uint32_t budget = 0;
    // The budget parameters set_agent_param() takes, for error messages.
    static constexpr const char* kBudgets =
        "'pimc:samples=N', N from 1 to 100000, 'pimc:bids=K' or 'pimc:model=K', K from 1 to 16, or "
        "'ismcts:iterations=N', N from 1 to 1000000";

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
// agents draw from `rng`; "pimc:model=K" reads `history`, the deal's decisions
// so far, when given (game.h).
int choose(Agent agent, const Game& game, const Decision* choices, int count, Rng& rng, DealHistory history = {});

// The same index, for the buffer GameAdapter::generate() wrote (`count`
// decisions): the playouts' form, which copies nothing into Decisions.
int choose(Agent agent, const Game& game, const Move* moves, int count, Rng& rng, DealHistory history = {});

// Whether `agent` reads the history choose() is given (else it may be left out).
constexpr bool reads_history(Agent agent) { return agent.kind == AgentKind::Pimc && agent.model > 0; }

}  // namespace paigen::doudizhu
