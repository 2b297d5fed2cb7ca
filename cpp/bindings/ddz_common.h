// Shared by the Dou Dizhu bindings: the Python-visible values (Hand, Move) and
// the argument checks that turn bad input into paigen's Python exceptions.
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <string>

#include "fast_cast.h"
#include "paigen/doudizhu/move.h"

namespace paigen::bindings::ddz {

namespace py = pybind11;
using namespace paigen::doudizhu;

struct PyHand {
    Cards cards = 0;
    Rules rules;
};

struct PyMove {
    Move move;
    Rules rules;
};

Rules rules_for(int players);
int players_arg(const py::object& players);
Rules resolve_rules(int players, int from_object);
std::string deck_name(Rules rules);
Cards parse_or_raise(const std::string& text, Rules rules);
// A card-string argument; TypeError naming `what` for anything but a str.
std::string text_arg(const py::handle& obj, const char* what);
bool is_pass_text(const std::string& text);
// Whether a packed word is a multiset the deck of `rules` holds.
bool fits_deck(Cards cards, Rules rules);
// NotationError naming the first rank of `cards` the deck cannot hold; the
// input is called `name` (`name[index]` when index >= 0).
void check_code(Cards cards, Rules rules, const char* name, long index = -1);
Move classify_or_raise(Cards cards, Rules rules, const char* what);
PyMove move_from(const py::handle& obj, int players, const char* what);
PyHand hand_from(const py::handle& obj, int players);
// This thread's buffer of kMaxMoves moves for generate() to write into: one
// allocation per thread, not per call. Usable without the GIL.
Move* scratch_moves();

// A new paigen.doudizhu.MoveList holding [first, last).
PyObject* make_move_list(const Move* first, const Move* last, Rules rules);

// Cards given as a Move, a Hand or a card string, for a hand under `rules`.
Cards cards_arg(const py::handle& obj, Rules rules);
py::array_t<uint8_t> counts_of(Cards cards);

}  // namespace paigen::bindings::ddz
