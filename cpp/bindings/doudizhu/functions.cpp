// paigen.doudizhu.legal_moves (FASTCALL: it sits in the bots' inner loop), its
// MoveList type, classify and beats.
#include <algorithm>
#include <cstddef>

#include "../errors.h"
#include "../move_list.h"
#include "../order.h"
#include "common.h"
#include "paigen/doudizhu/classify.h"
#include "paigen/doudizhu/compare.h"
#include "paigen/doudizhu/movegen.h"
#include "paigen/doudizhu/notation.h"
#include "paigen/doudizhu/order.h"

namespace paigen::bindings::doudizhu {

namespace {

struct Traits {
    using Move = paigen::doudizhu::Move;
    using Context = Rules;
    static PyObject* item(const Move& m, const Rules& rules) { return py::cast(MoveValue{m, rules}).release().ptr(); }
    static std::string cards(const Move& m) { return format_cards(m.cards); }
    static std::string text(const Move& m) { return move_text(m); }
    // A Move matches itself (cards and reading); a card string any move of
    // those cards, or the pass. Cards that are no move are simply not in the
    // list; bad notation raises.
    static bool find(const Rules& rules, PyObject* value, const Move* first, const Move* last) {
        if (const MoveValue* m = as<MoveValue>(value)) return std::find(first, last, m->move) != last;
        if (!PyUnicode_Check(value)) return false;
        const std::string_view text = text_arg(value, "move");
        const bool pass = is_pass_text(text);
        const Cards cards = pass ? 0 : parse_or_raise(text, rules);
        return std::find_if(first, last, [&](const Move& m) { return m.is_pass() == pass && m.cards == cards; }) !=
               last;
    }
};
using ListType = MoveListType<Traits>;

PyObject* get_kinds(PyObject* self, void*) { return ListType::field<uint8_t>(self, offsetof(Move, kind)); }
PyObject* get_main_ranks(PyObject* self, void*) { return ListType::field<uint8_t>(self, offsetof(Move, main)); }
PyObject* get_lengths(PyObject* self, void*) { return ListType::field<uint8_t>(self, offsetof(Move, length)); }
PyObject* get_codes(PyObject* self, void*) { return ListType::field<uint64_t>(self, offsetof(Move, cards)); }
PyObject* get_players(PyObject* self, void*) { return PyLong_FromLong(ListType::context(self).players); }
PyObject* get_variant(PyObject* self, void*) {
    return guarded([&] { return py::cast(VariantValue{ListType::context(self).variant}).release().ptr(); });
}

struct KeyOf {
    Rules rules;
    uint64_t operator()(const Move& m) const { return move_key(m, rules); }
};

PyObject* get_keys(PyObject* self, void*) {
    return guarded([&] {
        const Move* first = ListType::begin(self);
        return key_array(first, first + Py_SIZE(self), KeyOf{ListType::context(self)}).release().ptr();
    });
}

PyObject* sorted_method(PyObject* self, PyObject* args, PyObject* kwargs) {
    return guarded([&] {
        const Move* first = ListType::begin(self);
        const Rules rules = ListType::context(self);
        return sorted_list(first, first + Py_SIZE(self), KeyOf{rules}, reverse_arg(args, kwargs),
                           [&](const Move* a, const Move* b) { return make_move_list(a, b, rules); });
    });
}

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
    {"keys", get_keys, nullptr, "C7 strength keys, as Move.key (numpy int64, shape (n,), a new array).", nullptr},
    {"players", get_players, nullptr, "The player count (3 or 4).", nullptr},
    {"variant", get_variant, nullptr, "The rule variant the moves follow (a Variant).", nullptr},
    {"cards", ListType::texts, nullptr, "Canonical card strings of the moves ('' for the pass).", nullptr},
    {nullptr, nullptr, nullptr, nullptr, nullptr},
};

PyObject* action_ids_method(PyObject* self, PyObject* space) {
    return guarded([&] {
        return action_ids(space, ListType::begin(self), ListType::begin(self) + Py_SIZE(self)).release().ptr();
    });
}

PyMethodDef methods[] = {
    {"counts", counts_method, METH_NOARGS,
     "counts($self)\n--\n\nCopies per rank of every move: numpy uint8 array of shape (n, 15)."},
    {"action_ids", action_ids_method, METH_O,
     "action_ids($self, space, /)\n--\n\nThe id of every move in an ActionSpace: numpy int32 array of shape (n,)."},
    {"sorted", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(sorted_method)), METH_VARARGS | METH_KEYWORDS,
     "sorted($self, *, reverse=False)\n--\n\nA new MoveList of the same moves, weakest first by the C7 strength "
     "order\n(Move.key); strongest first with reverse=True."},
    {nullptr, nullptr, 0, nullptr},
};

Signature<4> legal_moves_signature{"legal_moves", {"hand", "last", "players", "variant"}, 3, 0b1};

PyObject* legal_moves(PyObject*, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
    PyObject* given[4] = {nullptr, Py_None, Py_None, Py_None};
    if (!legal_moves_signature.parse(args, nargs, kwnames, given)) return nullptr;
    return guarded([&] {
        const Rules rules = resolve(asked(given[2], given[3]), {given[0], given[1]});
        const Cards hand = cards_arg(given[0], rules, "hand");
        const Move last = given[1] == Py_None ? kPassMove : move_arg(given[1], rules, "last").move;
        return make_move_list(hand, last, rules);
    });
}

PyMethodDef legal_moves_def = {
    "legal_moves",
    reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(legal_moves)),
    METH_FASTCALL | METH_KEYWORDS,
    "legal_moves(hand, last=None, players=None, *, variant=None)\n--\n\n"
    "Every legal play of `hand`: a lead when `last` is None, '' or a pass (P1, never\n"
    "a pass), else every reply to `last` (P2, C1-C6), the pass first.\n\n"
    "`hand` is a Hand or a card string, `last` a Move or a card string. `players`\n"
    "(3 or 4) and `variant` (a Variant or a preset's name) default to those of the\n"
    "Hand or Move passed, else 3 and the rules pages. Each card set appears once\n"
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
        [](py::handle cards, py::handle players, py::handle variant) {
            const Rules rules = resolve(asked(players, variant), {cards});
            if (!PyUnicode_Check(cards.ptr())) return move_arg(cards, rules, "cards");
            // A string: '' is no move here.
            return MoveValue{classify_or_raise(parse_or_raise(text_arg(cards, "cards"), rules), rules, "cards"), rules};
        },
        py::arg("cards"), py::arg("players") = py::none(), py::kw_only(), py::arg("variant") = py::none(),
        "The Move these cards make (K1-K13b), or IllegalMoveError saying why they make none.\n"
        "Takes a card string, a Hand or a Move. Under a variant where the cards read several ways,\n"
        "the first reading (the K8, else the airplane with the lowest chain).");

    m.def(
        "readings",
        [](py::handle cards, py::handle players, py::handle variant) {
            const Rules rules = resolve(asked(players, variant), {cards});
            const Cards set = PyUnicode_Check(cards.ptr()) ? parse_or_raise(text_arg(cards, "cards"), rules)
                                                           : move_arg(cards, rules, "cards").move.cards;
            Move found[16];  // a card set has at most three readings
            const Move* end = readings(set, rules, found);
            py::list out;
            for (const Move* r = found; r != end; ++r) out.append(MoveValue{*r, rules});
            return out;
        },
        py::arg("cards"), py::arg("players") = py::none(), py::kw_only(), py::arg("variant") = py::none(),
        "Every way these cards make a move (a list of Moves, first reading first; empty when they make\n"
        "none). One reading on the rules pages (K-dup); several under wings_per_rank >= 3, where\n"
        "333444555666 is a triple chain (K8) and two airplanes with wings (K9).");

    m.def(
        "beats",
        [](py::handle a, py::handle b, py::handle players, py::handle variant) {
            const Rules rules = resolve(asked(players, variant), {a, b});
            return beats(move_arg(a, rules, "a").move, move_arg(b, rules, "b").move, rules);
        },
        py::arg("a"), py::arg("b"), py::arg("players") = py::none(), py::kw_only(), py::arg("variant") = py::none(),
        "Whether move `a` beats move `b` (C1-C6). A pass neither beats nor is beaten.");

    m.def(
        "all_moves",
        [](py::handle players, py::handle variant, py::handle max_cards) {
            const Rules rules = resolve(asked(players, variant), {});
            const int most =
                max_cards.is_none() ? rules.max_hand() : static_cast<int>(int_arg(max_cards, "max_cards", 0, 1000));
            MoveList& moves = scratch_moves();
            moves.assign([&](Move* out) { return universe(rules, most, out); });
            return py::reinterpret_steal<py::object>(make_move_list(moves.begin(), moves.end(), rules));
        },
        py::arg("players") = 3, py::arg("variant") = "standard", py::arg("max_cards") = py::none(),
        "Every distinct move a hand of at most `max_cards` cards can play (default: the largest\n"
        "hand, 20 with 3 players, 33 with 4), as a MoveList: one move per card set, with its first\n"
        "reading, sorted by kind code, then length, main rank and card code (a stable order).\n"
        "12,654 moves with 3 players (27,471 'rlcard', 29,984 'douzero', 25,661 'openspiel'), 9,079\n"
        "with 4.");
}

}  // namespace paigen::bindings::doudizhu
