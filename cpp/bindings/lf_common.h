// Shared by the Luk Fu bindings: the Python-visible values (Hand, Move) and
// the argument helpers that turn bad input into paigen's Python exceptions.
#pragma once

#include <pybind11/pybind11.h>

#include <string>

#include "fast_cast.h"
#include "paigen/lukfu/play.h"

namespace paigen::bindings::lf {

namespace py = pybind11;
using namespace paigen::lukfu;

struct LfHand {
    CardSet cards = 0;
};

struct LfMove {
    Move move;
};

// Cards given as a Hand, a Move or a card string.
CardSet cards_arg(const py::handle& obj, const char* what);
// A play (single, set, run) given as a Move or a card string.
Move play_arg(const py::handle& obj, const char* what);
std::string cards_text(CardSet cards);
// A new paigen.lukfu.MoveList holding [first, last).
PyObject* make_move_list(const Move* first, const Move* last);
// This thread's buffer of kMaxMoves moves.
Move* scratch_moves();

}  // namespace paigen::bindings::lf
