// paigen.doudizhu.legal_moves (FASTCALL: it sits in the bots' inner loop), its
// MoveList type, classify and beats.
#include <cstddef>

#include "../errors.h"
#include "../move_list.h"
#include "common.h"
#include "paigen/doudizhu/classify.h"
#include "paigen/doudizhu/compare.h"
#include "paigen/doudizhu/movegen.h"
#include "paigen/doudizhu/notation.h"

namespace paigen::bindings::doudizhu {

namespace {

struct Traits {
    using Move = paigen::doudizhu::Move;
    using Context = Rules;
    static PyObject* item(const Move& m, const Rules& rules) { return py::cast(MoveValue{m, rules}).release().ptr(); }
    static std::string cards(const Move& m) { return format_cards(m.cards); }
    static std::string text(const Move& m) { return move_text(m); }
    // A string that is no move is simply not in the list; bad notation raises.
    static bool target(const Rules& rules, PyObject* value, Move* out) {
        if (PyUnicode_Check(value)) {
            const std::string_view text = text_arg(value, "move");
            if (is_pass_text(text)) {
                *out = kPassMove;
                return true;
            }
            const Classification c = classify(parse_or_raise(text, rules), rules);
            *out = c.move;
            return c.ok();
        }
        if (!as<MoveValue>(value)) return false;
        *out = move_arg(value, rules.players, "move").move;
        return true;
    }
};
using ListType = MoveListType<Traits>;

PyObject* get_kinds(PyObject* self, void*) { return ListType::field<uint8_t>(self, offsetof(Move, kind)); }
PyObject* get_main_ranks(PyObject* self, void*) { return ListType::field<uint8_t>(self, offsetof(Move, main)); }
PyObject* get_lengths(PyObject* self, void*) { return ListType::field<uint8_t>(self, offsetof(Move, length)); }
PyObject* get_codes(PyObject* self, void*) { return ListType::field<uint64_t>(self, offsetof(Move, cards)); }
PyObject* get_players(PyObject* self, void*) { return PyLong_FromLong(ListType::context(self).players); }

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
    {"codes", get_codes, nullptr, "Packed card codes as Hand.code (numpy uint64, shape (n,), read-only view).",
     nullptr},
    {"players", get_players, nullptr, "The player count (3 or 4).", nullptr},
    {"cards", ListType::texts, nullptr, "Canonical card strings of the moves ('' for the pass).", nullptr},
    {nullptr, nullptr, nullptr, nullptr, nullptr},
};

PyMethodDef methods[] = {
    {"counts", counts_method, METH_NOARGS,
     "counts($self)\n--\n\nCopies per rank of every move: numpy uint8 array of shape (n, 15)."},
    {nullptr, nullptr, 0, nullptr},
};

Signature<3> legal_moves_signature{"legal_moves", {"hand", "last", "players"}, 3, 0b1};

PyObject* legal_moves(PyObject*, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
    PyObject* given[3] = {nullptr, Py_None, Py_None};
    if (!legal_moves_signature.parse(args, nargs, kwnames, given)) return nullptr;
    return guarded([&] {
        int players = players_arg(given[2]);
        // Without an explicit count, a Move as `last` fixes it for a string hand.
        if (players == 0 && PyUnicode_Check(given[0])) players = players_of(given[1]);
        const HandValue hand = hand_arg(given[0], players);
        const Move last = given[1] == Py_None ? kPassMove : move_arg(given[1], hand.rules.players, "last").move;
        return make_move_list(hand.cards, last, hand.rules);
    });
}

PyMethodDef legal_moves_def = {
    "legal_moves",
    reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(legal_moves)),
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
    return ListType::make(first, last, rules);
}

MoveList& scratch_moves() {
    thread_local MoveList moves;
    return moves;
}

PyObject* make_move_list(Cards hand, const Move& last, Rules rules) {
    MoveList& moves = scratch_moves();
    moves.assign([&](Move* out) { return generate(hand, last, rules, out); });
    return make_move_list(moves.begin(), moves.end(), rules);
}

void register_functions(py::module_& m) {
    ListType::create(m, "paigen.doudizhu.MoveList", getset, methods,
                     "The legal moves of one position, as legal_moves returns them.\n\n"
                     "A sequence: len, indexing (negative too), slicing and iteration give Move\n"
                     "objects, made on demand; `in` takes a Move or a card string. The numpy\n"
                     "fields (kinds, main_ranks, lengths, codes) are zero-copy read-only views.");
    legal_moves_signature.intern();
    add_fastcall(m, &legal_moves_def);

    m.def(
        "classify",
        [](py::handle cards, py::handle players) {
            const int count = players_arg(players);
            if (!PyUnicode_Check(cards.ptr())) return move_arg(cards, count, "cards");
            const Rules rules = resolve_rules(count, 0);  // a string: '' is no move here
            return MoveValue{classify_or_raise(parse_or_raise(text_arg(cards, "cards"), rules), rules, "cards"), rules};
        },
        py::arg("cards"), py::arg("players") = py::none(),
        "The Move these cards make (K1-K13b), or IllegalMoveError saying why they make none.\n"
        "Takes a card string, a Hand or a Move.");

    m.def(
        "beats",
        [](py::handle a, py::handle b, py::handle players) {
            const int from = players_of(a) ? players_of(a) : players_of(b);
            const Rules rules = resolve_rules(players_arg(players), from);
            return beats(move_arg(a, rules.players, "a").move, move_arg(b, rules.players, "b").move, rules);
        },
        py::arg("a"), py::arg("b"), py::arg("players") = py::none(),
        "Whether move `a` beats move `b` (C1-C6). A pass neither beats nor is beaten.");
}

}  // namespace paigen::bindings::doudizhu
