// paigen.doudizhu.MoveList (see move_list_type.h) and legal_moves, a FASTCALL
// function: both sit in the bots' inner loop.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <cstddef>
#include <string>

#include "ddz_common.h"
#include "errors.h"
#include "move_list_type.h"
#include "paigen/doudizhu/classify.h"
#include "paigen/doudizhu/movegen.h"
#include "paigen/doudizhu/notation.h"

namespace paigen::bindings::ddz {

namespace {

struct Traits {
    using Move = doudizhu::Move;
    static PyObject* item(const Move& m, uint8_t players) {
        return py::cast(PyMove{m, Rules{players}}).release().ptr();
    }
    static std::string cards(const Move& m) { return format_cards(m.cards); }
    static std::string text(const Move& m) { return m.is_pass() ? std::string("pass") : format_cards(m.cards); }
    static bool target(PyObject* self, PyObject* value, Move* out);
};
using ListType = MoveListType<Traits>;

bool Traits::target(PyObject* self, PyObject* value, Move* out) {
    if (!PyUnicode_Check(value) && !as<PyMove>(value)) return false;
    const Rules rules{ListType::tag(self)};
    // A string that is no move is simply not in the list; bad notation raises.
    if (PyUnicode_Check(value)) {
        const std::string text = py::reinterpret_borrow<py::str>(value);
        if (!is_pass_text(text) && !classify(parse_or_raise(text, rules), rules).ok()) return false;
    }
    *out = move_from(value, rules.players, "move").move;
    return true;
}

PyObject* get_kinds(PyObject* self, void*) { return ListType::field<uint8_t>(self, offsetof(Move, kind)); }
PyObject* get_main_ranks(PyObject* self, void*) { return ListType::field<uint8_t>(self, offsetof(Move, main)); }
PyObject* get_lengths(PyObject* self, void*) { return ListType::field<uint8_t>(self, offsetof(Move, length)); }
PyObject* get_codes(PyObject* self, void*) { return ListType::field<uint64_t>(self, offsetof(Move, cards)); }
PyObject* get_players(PyObject* self, void*) { return PyLong_FromLong(ListType::tag(self)); }

PyObject* counts_method(PyObject* self, PyObject*) {
    return guarded([&] {
        const Py_ssize_t n = Py_SIZE(self);
        py::array_t<uint8_t> out({n, static_cast<py::ssize_t>(kNumRanks)});
        uint8_t* w = out.mutable_data();
        for (Py_ssize_t i = 0; i < n; ++i)
            for (int r = 0; r < kNumRanks; ++r)
                w[i * kNumRanks + r] = static_cast<uint8_t>(count_of(ListType::begin(self)[i].cards, r));
        return out.release().ptr();
    });
}

PyGetSetDef getset[] = {
    {"kinds", get_kinds, nullptr, "Kind codes (numpy uint8, shape (n,), read-only view); Kind(v) names them.", nullptr},
    {"main_ranks", get_main_ranks, nullptr, "C1 main rank indices (numpy uint8, shape (n,), read-only view).", nullptr},
    {"lengths", get_lengths, nullptr, "C1 lengths (numpy uint8, shape (n,), read-only view).", nullptr},
    {"codes", get_codes, nullptr, "Packed card codes as Hand.code (numpy uint64, shape (n,), read-only view).", nullptr},
    {"players", get_players, nullptr, "The player count (3 or 4).", nullptr},
    {"cards", ListType::texts, nullptr, "Canonical card strings of the moves ('' for the pass).", nullptr},
    {nullptr, nullptr, nullptr, nullptr, nullptr},
};

PyMethodDef methods[] = {
    {"counts", counts_method, METH_NOARGS,
     "counts($self)\n--\n\nCopies per rank of every move: numpy uint8 array of shape (n, 15)."},
    {nullptr, nullptr, 0, nullptr},
};

// legal_moves(hand, last=None, players=None)
PyObject* legal_moves(PyObject*, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
    static const char* const names[] = {"hand", "last", "players"};
    PyObject* given[3] = {nullptr, Py_None, Py_None};
    static PyObject* interned[3] = {};
    if (!parse_fastcall("legal_moves", names, interned, 3, args, nargs, kwnames, given)) return nullptr;
    return guarded([&] {
        int players = given[2] == Py_None ? 0 : players_arg(py::reinterpret_borrow<py::object>(given[2]));
        // Without an explicit count, a Move as `last` fixes it for a string hand.
        if (players == 0 && !as<PyHand>(given[0]))
            if (const PyMove* last_move = given[1] != Py_None ? as<PyMove>(given[1]) : nullptr)
                players = last_move->rules.players;
        const PyHand hand = hand_from(given[0], players);
        Move last = kPassMove;
        if (given[1] != Py_None) last = move_from(given[1], hand.rules.players, "last").move;
        Move* first = scratch_moves();
        Move* end = generate(hand.cards, last, hand.rules, first);
        return ListType::make(first, end, hand.rules.players);
    });
}

PyMethodDef legal_moves_def = {
    "legal_moves", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(legal_moves)),
    METH_FASTCALL | METH_KEYWORDS,
    "legal_moves(hand, last=None, players=None)\n--\n\n"
    "Every legal play of `hand`: a lead when `last` is None, '' or a pass (P1, never\n"
    "a pass), else every reply to `last` (P2, C1-C6), the pass first.\n\n"
    "`hand` is a Hand or a card string, `last` a Move or a card string. `players`\n"
    "(3 or 4) defaults to the Hand's or Move's count, else 3. Each move appears once\n"
    "(K-dup). Raises NotationError for bad notation and IllegalMoveError when `last`\n"
    "is not a move. Returns a MoveList.",
};

}  // namespace

PyObject* make_move_list(const Move* first, const Move* last, Rules rules) {
    return ListType::make(first, last, rules.players);
}

void register_move_list(py::module_& m) {
    ListType::create(m, "paigen.doudizhu.MoveList", getset, methods,
                     "The legal moves of one position, as legal_moves returns them.\n\n"
                     "A sequence: len, indexing (negative too) and iteration give Move objects,\n"
                     "made on demand; `in` takes a Move or a card string. The numpy fields\n"
                     "(kinds, main_ranks, lengths, codes) are zero-copy read-only views.");
    PyObject* fn = PyCFunction_NewEx(&legal_moves_def, nullptr, m.attr("__name__").ptr());
    if (!fn) throw py::error_already_set();
    m.attr("legal_moves") = py::reinterpret_steal<py::object>(fn);
}

}  // namespace paigen::bindings::ddz
