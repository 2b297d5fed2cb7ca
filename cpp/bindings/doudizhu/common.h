// What the files of the Dou Dizhu bindings share: the Python-visible values
// (Hand, Move), the argument helpers that read cards, hands and moves, and
// each file's register function.
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <initializer_list>
#include <memory>
#include <string>
#include <vector>

#include "../args.h"
#include "paigen/doudizhu/action_space.h"
#include "paigen/doudizhu/batch.h"
#include "paigen/doudizhu/move.h"
#include "paigen/doudizhu/movegen.h"
#include "paigen/doudizhu/record.h"

namespace paigen::bindings::doudizhu {

namespace py = pybind11;
using namespace paigen::doudizhu;

struct HandValue {
    Cards cards = 0;
    int players = 3;  // whose deck (a hand has no variant)
};

struct MoveValue {
    Move move;
    Rules rules;
};

struct VariantValue {
    Variant variant;
};

// A variant argument: a Variant or a preset's name; ValueError naming the presets.
Variant variant_arg(py::handle obj);
// The preset a variant is, or "custom".
const char* variant_name(const Variant& variant);

// The rules a call asked for: its `players` and `variant` arguments (None: not given).
struct Asked {
    int players = 0;  // 0: not given
    bool has_variant = false;
    Variant variant;
};
Asked asked(py::handle players, py::handle variant);
inline Asked asked_players(int players) {
    Asked a;
    a.players = players;
    return a;
}
// The rules of a call: what it asked for, else what the Hands and Moves among
// `objects` say, else 3 players and the rules pages. ValueError when they
// contradict each other, or for a variant with 4 players.
Rules resolve(const Asked& asked, std::initializer_list<py::handle> objects);
// The rules for a player count and the rules pages: 3 or 4, else ValueError.
Rules rules_for(int players);

// Canonical text of a move: its cards, "pass" for the pass.
std::string move_text(const Move& move);

// Parses card notation (D4); NotationError naming the bad character or rank.
Cards parse_or_raise(std::string_view text, Rules rules);
// NotationError naming the first rank a packed word holds more of than the deck.
void check_code(Cards cards, Rules rules, const std::string& name);
// The Move these cards make; IllegalMoveError saying why they make none.
Move classify_or_raise(Cards cards, Rules rules, const char* name);

// Arguments under the rules resolve() gave (so a Hand or Move passed agrees):
// cards given as a Hand, a Move or a card string; a move given as a Move, or
// as cards classified under `rules` ('' or 'pass' is the pass).
Cards cards_arg(py::handle obj, Rules rules, const char* name);
MoveValue move_arg(py::handle obj, Rules rules, const char* name);

py::array_t<uint8_t> counts_array(Cards cards);

// The checked inputs of a batch call (batch.cpp, action_space.cpp): hand codes
// and the classified moves they reply to.
struct BatchInput {
    std::vector<Cards> hands;
    std::vector<Move> lasts;  // a pass for a lead
    Rules rules;
    size_t size() const { return hands.size(); }
    Positions positions() const { return Positions{hands.data(), lasts.data(), rules}; }
};
// Reads uint64 hand codes and the codes of the moves they reply to (None, or 0
// in an entry: a lead); NotationError / IllegalMoveError naming the entry.
BatchInput read_batch(py::handle hands, py::handle lasts, Rules rules);

// This thread's move buffer (kMaxMoves moves: too large for the stack).
MoveList& scratch_moves();
// The core table of an ActionSpace argument (TypeError for anything else).
const paigen::doudizhu::ActionSpace& space_arg(py::handle space);
// The ids of [first, last) in an ActionSpace argument; ValueError for a move without one.
py::array_t<int32_t> action_ids(py::handle space, const Move* first, const Move* last);
// A new paigen.doudizhu.MoveList holding [first, last).
PyObject* make_move_list(const Move* first, const Move* last, Rules rules);
// A new MoveList of the legal moves of `hand` after `last` (a pass: a lead).
PyObject* make_move_list(Cards hand, const Move& last, Rules rules);

// An ActionSpace as Python sees it.
struct SpaceValue {
    std::shared_ptr<const ActionSpace> space;
    py::object cards;   // cached list of card strings, made on first use
    py::object counts;  // cached read-only (size, 15) array
};

// One table per rules, built on first use and kept (a lock: safe without the GIL).
std::shared_ptr<const ActionSpace> shared_space(Rules rules);

// The Game bindings' traits (game.h): the Python class wraps a Record.
struct GameTraits {
    using Game = doudizhu::Game;
    using Record = doudizhu::Record;
    using Adapter = GameAdapter;
    static constexpr const char* kGameName = "Dou Dizhu";
    static constexpr const char* kPhasesDoc = "'bidding', 'play' or 'over'.";
    static constexpr const char* kActionsDoc =
        "A play's id is its id in\nActionSpace(players, variant) (the pass at space.pass_id); bid k (0: the "
        "auction's\npass, B2) is space.bid_id(k).";
    static int players(const Game& game) { return game.players(); }
    static const ActionSpace& actions(const Game& game) { return *shared_space(game.rules); }  // kept for good
    // A bid as an int, a move as a Move.
    static py::object decision(const Decision& d, const Game& game) {
        if (d.bid >= 0) return py::int_(d.bid);
        return py::cast(MoveValue{d.move, game.rules});
    }
    static std::string table(const Game& game) {
        const std::string variant = variant_name(game.rules.variant);
        return std::to_string(game.players()) + " players, " +
               (variant == "standard" ? std::string() : "variant '" + variant + "', ");
    }
    static const char* phase_name(const Game& game) { return kPhaseNames[static_cast<int>(game.phase)]; }
};

void register_values(py::module_& m);        // values.cpp: Kind, Hand, Move
void register_variant(py::module_& m);       // variant.cpp: Variant
void register_action_space(py::module_& m);  // action_space.cpp: ActionSpace
void register_observation(py::module_& m);   // observation.cpp: Observation
void register_functions(py::module_& m);     // functions.cpp: MoveList, legal_moves, classify, beats
void register_batch(py::module_& m);         // batch.cpp: count_legal_moves, legal_moves_batch
void register_game(py::module_& m);          // game.cpp: Game
void register_solve(py::module_& m);         // solve.cpp: solve, SolveResult
void register_playout(py::module_& m);       // playout.cpp: the random playouts of simulate
void register_agents(py::module_& m);        // agents.cpp: Agent, the built-in agents
void register_vector_env(py::module_& m);    // vector_env.cpp: VectorEnv, the core of paigen.envs' vector envs

}  // namespace paigen::bindings::doudizhu
