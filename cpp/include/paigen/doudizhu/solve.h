// An exact perfect-information solver for the play phase of Dou Dizhu (3 and
// 4 players, every variant): whether the team of the player to move (the
// landlord alone, or the peasants together) wins against any defence, with
// every card seen. The deal is a two-team game with a yes/no outcome (P4), so
// the search is a depth-first AND/OR search (alpha-beta on a win/loss value):
//
//   - a position whose mover can empty the hand in one move is won at once;
//   - a leader who can lead up to two moves the other team cannot answer and
//     then the rest of the hand in one move is won without search;
//   - moves are tried in the mover's own order: what leaves the hand fewest
//     plays to go out, sheds most cards, keeps bombs; a pass first after a
//     partner's move, last after an opponent's; ties the weaker move first by
//     the strength order (order.h; the stronger first led control away early);
//   - a transposition table (solve_table.h) keeps every proven position under
//     an identity that relabels the ranks to what the rules can tell apart
//     (solve_key.h), so positions differing only in rank names share a proof.
//
// No iterative deepening: the value is a win or a loss, not a depth-bounded
// score, and a depth-first search with a table proves it directly (a
// proof-number search, tried, visited more positions here).
//
// A Solver owns its table and buffers: make one and reuse it across calls (a
// search agent solving many sampled deals pays for nothing twice). Its table
// holds only proven results, so they stay true across calls of one rules set
// and are replaced when room is short, the oldest calls' first. No Python, no
// allocation per position; one Solver per thread.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>

#include "paigen/doudizhu/game.h"
#include "paigen/stop.h"

namespace paigen::doudizhu {

// A play-phase position as the solver reads it.
struct Position {
    Rules rules;
    Cards hands[kMaxPlayers] = {};
    Move last = kPassMove;    // the move to beat; a pass: `to_move` leads
    uint8_t landlord = 0;     // whose team is alone
    uint8_t to_move = 0;      // the player to decide
    uint8_t last_player = 0;  // who made `last` (when it is not a pass)
    uint8_t passes = 0;       // passes since `last` (P3: n - 1 end the trick)
};

// The position of a game in its play phase (game.phase == Phase::Play).
Position position_of(const Game& game);

// What the solver proved of a position for the team of the player to move
// (a name of its own: playout.h's Outcome is a deal's result).
enum class Verdict : int8_t { Unknown = -1, Loss = 0, Win = 1 };

// How much one call may search. A call cut short answers Unknown, never a guess.
struct SolveLimits {
    uint64_t max_nodes = 0;  // positions visited in the call; 0: no limit
    double max_seconds = 0;  // wall-clock seconds; 0: no limit
    StopCheck stop;          // asked every few thousand positions
};

struct SolveStats {
    uint64_t nodes = 0;    // positions visited by the last call
    bool stopped = false;  // the last call ended because `stop` asked
    bool cut = false;      // the last call ran out of nodes or time
};

class Solver {
public:
    // A table of about `table_bytes` (rounded down to a power of two of entries).
    explicit Solver(size_t table_bytes = kDefaultTableBytes);
    ~Solver();
    Solver(const Solver&) = delete;
    Solver& operator=(const Solver&) = delete;

    static constexpr size_t kDefaultTableBytes = size_t{16} << 20;

    // Whether the team of the player to move wins `pos`.
    Verdict solve(const Position& pos, const SolveLimits& limits);

    // The outcome for the mover's team of each of the moves [first, last),
    // legal moves of `pos` (out[i] for first[i]), and of the position: a win
    // when a move wins, a loss when every move loses. Every move is searched
    // until the limits end the call; moves left unsearched stay Unknown.
    Verdict solve_moves(const Position& pos, const Move* first, const Move* last, const SolveLimits& limits,
                        Verdict* out);

    const SolveStats& stats() const { return stats_; }
    size_t table_entries() const;
    // Forgets every stored result (and the rules they were for).
    void clear();

private:
    struct Search;
    std::unique_ptr<Search> search_;
    SolveStats stats_;
};

}  // namespace paigen::doudizhu
