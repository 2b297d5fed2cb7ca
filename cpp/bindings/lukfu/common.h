// What the files of the Luk Fu bindings share: the Python-visible values
// (Hand, Move), the argument helpers that read cards and plays, and each
// file's register function.
#pragma once

#include <pybind11/pybind11.h>

#include <string>

#include "../args.h"
#include "paigen/lukfu/actions.h"
#include "paigen/lukfu/move.h"
#include "paigen/lukfu/movegen.h"
#include "paigen/lukfu/record.h"

namespace paigen::bindings::lukfu {

namespace py = pybind11;
using namespace paigen::lukfu;

struct HandValue {
    CardSet cards = 0;
};

struct MoveValue {
    Move move;
};

// Canonical text of a move: its cards, with the kind for a discard or claim.
std::string move_text(const Move& move);

// Cards given as a Hand, a Move or a card string (L2).
CardSet cards_arg(py::handle obj, const char* name);
// A play (single, set or run) given as a Move, a Hand or a card string.
Move play_arg(py::handle obj, const char* name);

// A new paigen.lukfu.MoveList holding [first, last).
PyObject* make_move_list(const Move* first, const Move* last);

// The Game bindings' traits (game.h): the Python class wraps a Record.
struct GameTraits {
    using Game = lukfu::Game;
    using Record = lukfu::Record;
    using Adapter = GameAdapter;
    static constexpr const char* kGameName = "Luk Fu";
    static constexpr const char* kPhasesDoc = "'calling', 'play' or 'over'.";
    static constexpr const char* kActionsDoc =
        "While calling, 0 says play and 1\npasses (A2); in play, an id is the index of the move in "
        "legal_moves().";
    static int players(const Game&) { return kPlayers; }
    static Actions actions(const Game&) { return {}; }
    // A call as a bool, a move as a Move.
    static py::object decision(const Decision& d, const Game&) {
        if (d.call >= 0) return py::bool_(d.call != 0);
        return py::cast(MoveValue{d.move});
    }
    static std::string table(const Game&) { return {}; }
    static const char* phase_name(const Game& game) { return kPhaseNames[static_cast<int>(game.phase)]; }
};

void register_values(py::module_& m);       // values.cpp: Kind, Hand, Move
void register_observation(py::module_& m);  // observation.cpp: Observation
void register_functions(py::module_& m);    // functions.cpp: MoveList, legal_moves, old_cards, classify, beats
void register_batch(py::module_& m);        // batch.cpp: core timing for the benchmarks
void register_game(py::module_& m);         // game.cpp: Game
void register_playout(py::module_& m);      // playout.cpp: the random playouts of simulate
void register_agents(py::module_& m);       // agents.cpp: Agent, the built-in agents
void register_vector_env(py::module_& m);   // vector_env.cpp: VectorEnv, the core of paigen.envs' vector envs

}  // namespace paigen::bindings::lukfu
