// paigen.doudizhu.legal_moves (FASTCALL: it sits in the bots' inner loop), its
// MoveList type, classify and beats.
#include <algorithm>
#include <cstddef>

#include "../errors.h"
#include "../move_list.h"
#include "paigen/doudizhu/classify.h"
#include "paigen/doudizhu/compare.h"
#include "paigen/doudizhu/movegen.h"
#include "paigen/doudizhu/notation.h"
#include "paigen/doudizhu/order.h"
#include "traits.h"

namespace paigen::bindings::doudizhu {

namespace {

struct Traits {
    using Move = paigen::doudizhu::Move;
    using Context = Rules;
    static PyObject* item(const Move& m, const Rules& rules) { return nb::cast(MoveValue{m, rules}).release().ptr(); }
    static std::string cards(const Move& m) { return format_cards(m.cards); }
    static std::string text(const Move& m) { return move_text(m); }
    static uint64_t key(const Move& m, const Rules& rules) { return move_key(m, rules); }
    // A Move is in the list when it equals one of its moves (Move ==: the
    // cards, their reading and the rules); a card string matches any move of
    // those cards, or the pass. Cards that are no move are simply not in the
    // list; bad notation raises.
    static bool find(const Rules& rules, PyObject* value, const Move* first, const Move* last) {
        if (const MoveValue* m = as<MoveValue>(value))
            return m->rules.players == rules.players && m->rules.variant == rules.variant &&
                   std::find(first, last, m->move) != last;
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
PyObject* get_sizes(PyObject* self, void*) {
    return guarded([&] {
        Array<uint8_t> out(Py_SIZE(self));
        uint8_t* w = out.mutable_data();
        for (Py_ssize_t i = 0; i < Py_SIZE(self); ++i)
            w[i] = static_cast<uint8_t>(card_count(ListType::begin(self)[i].cards));
        return out.release().ptr();
    });
}
PyObject* get_players(PyObject* self, void*) { return PyLong_FromLong(ListType::context(self).players); }
PyObject* get_variant(PyObject* self, void*) {
    return guarded([&] { return nb::cast(VariantValue{ListType::context(self).variant}).release().ptr(); });
}

PyObject* counts_method(PyObject* self, PyObject*) {
    return guarded([&] {
        const Py_ssize_t n = Py_SIZE(self);
        Array<uint8_t> out({n, static_cast<Py_ssize_t>(kNumRanks)});
        uint8_t* w = out.mutable_data();
        for (Py_ssize_t i = 0; i < n; ++i)
            for (int r = 0; r < kNumRanks; ++r)
                w[i * kNumRanks + r] = static_cast<uint8_t>(count_of(ListType::begin(self)[i].cards, r));
        return out.release().ptr();
    });
}

PyGetSetDef getset[] = {
    {"kinds", get_kinds, nullptr, nullptr, nullptr},     {"main_ranks", get_main_ranks, nullptr, nullptr, nullptr},
    {"lengths", get_lengths, nullptr, nullptr, nullptr}, {"codes", get_codes, nullptr, nullptr, nullptr},
    {"sizes", get_sizes, nullptr, nullptr, nullptr},     {"players", get_players, nullptr, nullptr, nullptr},
    {"variant", get_variant, nullptr, nullptr, nullptr}, {"cards", ListType::texts, nullptr, nullptr, nullptr},
    {"keys", ListType::keys, nullptr, nullptr, nullptr}, {nullptr, nullptr, nullptr, nullptr, nullptr},
};

PyObject* action_ids_method(PyObject* self, PyObject* space) {
    return guarded([&] {
        return action_ids(space, ListType::begin(self), ListType::begin(self) + Py_SIZE(self)).release().ptr();
    });
}

PyObject* move_features_method(PyObject* self, PyObject* hand) {
    return guarded([&] {
        const Rules rules = ListType::context(self);
        return list_move_features(ListType::begin(self), ListType::begin(self) + Py_SIZE(self),
                                  cards_arg(hand, rules, "hand"), rules)
            .release()
            .ptr();
    });
}

PyMethodDef methods[] = {
    {"counts", counts_method, METH_NOARGS, "counts($self)"},
    {"move_features", move_features_method, METH_O, "move_features($self, hand, /)"},
    {"action_ids", action_ids_method, METH_O, "action_ids($self, space, /)"},
    {"sorted", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(ListType::sorted)),
     METH_VARARGS | METH_KEYWORDS, "sorted($self, *, reverse=False)"},
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
    "legal_moves(hand, last=None, players=None, *, variant=None)",
};

}  // namespace

PyObject* make_move_list(const Move* first, const Move* last, Rules rules) {
    return ListType::make(first, last, rules);
}

// Out of line: inlined (the bindings are one unit), its callers' loops fetched
// the thread-local address again around every generate() call.
[[gnu::noinline]] MoveList& scratch_moves() {
    thread_local MoveList moves;
    return moves;
}

PyObject* make_move_list(Cards hand, const Move& last, Rules rules) {
    MoveList& moves = scratch_moves();
    moves.assign([&](Move* out) { return generate(hand, last, rules, out); });
    return make_move_list(moves.begin(), moves.end(), rules);
}

void register_functions(nb::module_& m) {
    ListType::create(m, "paigen.doudizhu.MoveList", "doudizhu", getset, methods);
    legal_moves_signature.intern();
    add_fastcall(m, "doudizhu", &legal_moves_def);

    m.def(
        "classify",
        [](nb::handle cards, nb::handle players, nb::handle variant) {
            const Rules rules = resolve(asked(players, variant), {cards});
            if (!PyUnicode_Check(cards.ptr())) return move_arg(cards, rules, "cards");
            // A string: '' is no move here.
            return MoveValue{classify_or_raise(parse_or_raise(text_arg(cards, "cards"), rules), rules, "cards"), rules};
        },
        nb::arg("cards"), nb::arg("players") = nb::none(), nb::kw_only(), nb::arg("variant") = nb::none(),
        doc("classify"));

    m.def(
        "readings",
        [](nb::handle cards, nb::handle players, nb::handle variant) {
            const Rules rules = resolve(asked(players, variant), {cards});
            const Cards set = PyUnicode_Check(cards.ptr()) ? parse_or_raise(text_arg(cards, "cards"), rules)
                                                           : move_arg(cards, rules, "cards").move.cards;
            Move found[16];  // a card set has at most three readings
            const Move* end = readings(set, rules, found);
            nb::list out;
            for (const Move* r = found; r != end; ++r) out.append(MoveValue{*r, rules});
            return out;
        },
        nb::arg("cards"), nb::arg("players") = nb::none(), nb::kw_only(), nb::arg("variant") = nb::none(),
        doc("readings"));

    m.def(
        "beats",
        [](nb::handle a, nb::handle b, nb::handle players, nb::handle variant) {
            const Rules rules = resolve(asked(players, variant), {a, b});
            return beats(move_arg(a, rules, "a").move, move_arg(b, rules, "b").move, rules);
        },
        nb::arg("a"), nb::arg("b"), nb::arg("players") = nb::none(), nb::kw_only(), nb::arg("variant") = nb::none(),
        doc("beats"));

    m.def(
        "all_moves",
        [](nb::handle players, nb::handle variant, nb::handle max_cards) {
            const Rules rules = resolve(asked(players, variant), {});
            const int most =
                max_cards.is_none() ? rules.max_hand() : static_cast<int>(int_arg(max_cards, "max_cards", 0, 1000));
            MoveList& moves = scratch_moves();
            moves.assign([&](Move* out) { return universe(rules, most, out); });
            return nb::steal<nb::object>(make_move_list(moves.begin(), moves.end(), rules));
        },
        nb::arg("players") = 3, nb::arg("variant") = "standard", nb::arg("max_cards") = nb::none(), doc("all_moves"));
}

}  // namespace paigen::bindings::doudizhu
