// What the files of the Dou Dizhu bindings share: the Python-visible values
// (Hand, Move), the argument helpers that read cards, hands and moves, and
// each file's register function.
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <string>

#include "../args.h"
#include "paigen/doudizhu/move.h"
#include "paigen/doudizhu/movegen.h"

namespace paigen::bindings::doudizhu {

namespace py = pybind11;
using namespace paigen::doudizhu;

struct HandValue {
    Cards cards = 0;
    Rules rules;
};

struct MoveValue {
    Move move;
    Rules rules;
};

// The rules for a player count: 3 or 4, else ValueError.
Rules rules_for(int players);
// `players` as given: None is 0 (take it from the objects passed, else 3).
int players_arg(py::handle players);
// The player count of a Hand or Move argument; 0 for anything else.
int players_of(py::handle obj);
// The rules for an object of `from_object` players (0: a string, no count of
// its own) when the caller asked for `players` (0: not given).
Rules resolve_rules(int players, int from_object);

// Canonical text of a move: its cards, "pass" for the pass.
std::string move_text(const Move& move);

// Parses card notation (D4); NotationError naming the bad character or rank.
Cards parse_or_raise(std::string_view text, Rules rules);
// NotationError naming the first rank a packed word holds more of than the deck.
void check_code(Cards cards, Rules rules, const std::string& name);
// The Move these cards make; IllegalMoveError saying why they make none.
Move classify_or_raise(Cards cards, Rules rules, const char* name);

// A hand argument (a Hand, a Move's cards or a card string) for `players` (0:
// as the object says, else 3).
HandValue hand_arg(py::handle obj, int players, const char* name = "hand");
// A move argument (a Move or a card string; '' or 'pass' is the pass).
MoveValue move_arg(py::handle obj, int players, const char* name);
// Cards given as a Move, a Hand or a card string, under `rules`.
Cards cards_arg(py::handle obj, Rules rules, const char* name);

py::array_t<uint8_t> counts_array(Cards cards);

// This thread's move buffer (kMaxMoves moves: too large for the stack).
MoveList& scratch_moves();
// A new paigen.doudizhu.MoveList holding [first, last).
PyObject* make_move_list(const Move* first, const Move* last, Rules rules);
// A new MoveList of the legal moves of `hand` after `last` (a pass: a lead).
PyObject* make_move_list(Cards hand, const Move& last, Rules rules);

void register_values(py::module_& m);     // values.cpp: Kind, Hand, Move
void register_functions(py::module_& m);  // functions.cpp: MoveList, legal_moves, classify, beats
void register_batch(py::module_& m);      // batch.cpp: count_legal_moves, legal_moves_batch
void register_game(py::module_& m);       // game.cpp: Game
void register_playout(py::module_& m);    // playout.cpp: the random playouts of simulate

}  // namespace paigen::bindings::doudizhu
