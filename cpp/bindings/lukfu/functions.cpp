// paigen.lukfu.legal_moves (FASTCALL: it sits in the bots' inner loop), its
// MoveList type, old_cards (FASTCALL too), classify and beats.
#include <algorithm>
#include <cstddef>
#include <cstring>
#include <string>

#include "../errors.h"
#include "../move_list.h"
#include "paigen/bits.h"
#include "paigen/lukfu/classify.h"
#include "paigen/lukfu/compare.h"
#include "paigen/lukfu/movegen.h"
#include "paigen/lukfu/notation.h"
#include "paigen/lukfu/old_cards.h"
#include "paigen/lukfu/order.h"
#include "traits.h"

namespace paigen::bindings::lukfu {

namespace {

struct NoContext {};

struct Traits {
    using Move = paigen::lukfu::Move;
    using Context = NoContext;
    static PyObject* item(const Move& m, const NoContext&) { return nb::cast(MoveValue{m}).release().ptr(); }
    static std::string cards(const Move& m) { return format_cards(m.cards); }
    static std::string text(const Move& m) { return move_text(m); }
    static uint64_t key(const Move& m, const NoContext&) { return move_key(m); }
    // A Move matches by kind and cards; a string matches the play of those cards.
    static bool find(const NoContext&, PyObject* value, const Move* first, const Move* last) {
        Move target;
        if (const MoveValue* m = as<MoveValue>(value)) {
            target = m->move;
        } else {
            if (!PyUnicode_Check(value)) return false;
            const Classification c = classify(cards_arg(value, "move"));
            if (!c.ok()) return false;
            target = c.move;
        }
        return std::find(first, last, target) != last;
    }
};
using ListType = MoveListType<Traits>;

PyObject* get_kinds(PyObject* self, void*) { return ListType::field<uint8_t>(self, offsetof(Move, kind)); }
PyObject* get_masks(PyObject* self, void*) { return ListType::field<uint64_t>(self, offsetof(Move, cards)); }
PyObject* get_ranks(PyObject* self, void*) { return ListType::field<uint8_t>(self, offsetof(Move, rank)); }
PyObject* get_suits(PyObject* self, void*) { return ListType::field<uint8_t>(self, offsetof(Move, suit)); }
PyObject* get_sizes(PyObject* self, void*) { return ListType::field<uint8_t>(self, offsetof(Move, size)); }

PyGetSetDef getset[] = {
    {"kinds", get_kinds, nullptr, nullptr, nullptr},     {"masks", get_masks, nullptr, nullptr, nullptr},
    {"ranks", get_ranks, nullptr, nullptr, nullptr},     {"suits", get_suits, nullptr, nullptr, nullptr},
    {"sizes", get_sizes, nullptr, nullptr, nullptr},     {"cards", ListType::texts, nullptr, nullptr, nullptr},
    {"keys", ListType::keys, nullptr, nullptr, nullptr}, {nullptr, nullptr, nullptr, nullptr, nullptr},
};

// One row per move, one column per card (L3): DouZero-style action features.
PyObject* card_matrix_method(PyObject* self, PyObject*) {
    return guarded([&] {
        const Py_ssize_t n = Py_SIZE(self);
        Array<uint8_t> out({n, static_cast<Py_ssize_t>(kNumCards)});
        uint8_t* w = out.mutable_data();
        for (Py_ssize_t i = 0; i < n; ++i)
            for (int c = 0; c < kNumCards; ++c)
                w[i * kNumCards + c] = static_cast<uint8_t>((ListType::begin(self)[i].cards >> c) & 1);
        return out.release().ptr();
    });
}

PyMethodDef methods[] = {
    {"card_matrix", card_matrix_method, METH_NOARGS, "card_matrix($self)"},
    {"sorted", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(ListType::sorted)),
     METH_VARARGS | METH_KEYWORDS, "sorted($self, *, reverse=False)"},
    {nullptr, nullptr, 0, nullptr},
};

// A trick-state or lead-state problem as a StateError with its cards named.
[[noreturn]] void raise_situation(const Check& c) {
    std::string text = c.reason;
    if (c.cards)
        text += ": " + quoted(format_cards(c.cards));
    else if (c.count >= 0)
        text += " (" + std::to_string(c.count) + " cards)";
    raise_state_error(text);
}

Signature<7> legal_moves_signature{
    "legal_moves", {"hand", "public", "caller", "master_passed", "fu", "led", "best"}, 1, 0b101};

PyObject* legal_moves(PyObject*, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
    PyObject* given[7] = {nullptr, nullptr, nullptr, Py_False, nullptr, Py_None, Py_None};  // public, fu: absent
    if (!legal_moves_signature.parse(args, nargs, kwnames, given)) return nullptr;
    return guarded([&] {
        const CardSet hand = cards_arg(given[0], "hand");
        Situation s;
        s.public_cards = given[1] ? cards_arg(given[1], "public") : 0;
        s.caller = bool_arg(given[2], "caller");
        s.master_passed = bool_arg(given[3], "master_passed");
        if (given[4]) {
            const int64_t fu = saturated_int_arg(given[4], "fu");
            if (fu < 0) raise_state_error("fu cannot be negative (T4), not " + std::to_string(fu));
            s.fu = fu > kNumCards ? kNumCards : static_cast<int>(fu);  // beyond 36 all alike
        }
        if (given[5] != Py_None || given[6] != Py_None) {
            // Either play alone stands for both: the led play is then the best.
            s.following = true;
            s.led = play_arg(given[5] != Py_None ? given[5] : given[6], "led");
            s.best = given[6] != Py_None ? play_arg(given[6], "best") : s.led;
        }
        const Check c = check(hand, s);
        if (!c.ok()) raise_situation(c);
        thread_local MoveList moves;
        moves.assign([&](Move* out) { return generate(hand, s, out); });
        return make_move_list(moves.begin(), moves.end());
    });
}

PyMethodDef legal_moves_def = {
    "legal_moves",
    reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(legal_moves)),
    METH_FASTCALL | METH_KEYWORDS,
    "legal_moves(hand, *, public='', caller, master_passed=False, fu=0, led=None, best=None)",
};

Signature<2> old_cards_signature{"old_cards", {"hand", "public"}, 2, 0b01};

// A str of ASCII text, as card strings are: no UTF-8 decoding.
PyObject* ascii_str(const std::string& text) {
    PyObject* str = PyUnicode_New(static_cast<Py_ssize_t>(text.size()), 127);
    if (str) std::memcpy(PyUnicode_1BYTE_DATA(str), text.data(), text.size());
    return str;
}

// FASTCALL too: a call costs a few hundred instructions, so nanobind's
// dispatcher (and the one-line error layer around it) would be most of it.
PyObject* old_cards_function(PyObject*, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
    PyObject* given[2] = {nullptr, nullptr};  // public absent: no card face up
    if (!old_cards_signature.parse(args, nargs, kwnames, given)) return nullptr;
    return guarded([&] {
        const CardSet hand = cards_arg(given[0], "hand");
        const CardSet public_cards = given[1] ? cards_arg(given[1], "public") : 0;
        if (hand & public_cards) {
            Situation s;
            s.public_cards = public_cards;
            raise_situation(check(hand, s));
        }
        return ascii_str(format_cards(old_cards(hand, public_cards)));
    });
}

PyMethodDef old_cards_def = {
    "old_cards",
    reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(old_cards_function)),
    METH_FASTCALL | METH_KEYWORDS,
    "old_cards(hand, public='')",
};

}  // namespace

PyObject* make_move_list(const Move* first, const Move* last) { return ListType::make(first, last, NoContext{}); }

void register_functions(nb::module_& m) {
    ListType::create(m, "paigen.lukfu.MoveList", "lukfu", getset, methods);
    legal_moves_signature.intern();
    add_fastcall(m, "lukfu", &legal_moves_def);
    old_cards_signature.intern();
    add_fastcall(m, "lukfu", &old_cards_def);

    m.def(
        "classify", [](nb::handle cards) { return MoveValue{play_arg(cards, "cards")}; }, nb::arg("cards"),
        doc("classify"));

    m.def(
        "beats",
        [](nb::handle challenger, nb::handle best, nb::handle led) {
            const Move b = play_arg(best, "best");
            return beats(play_arg(challenger, "new"), b, led.is_none() ? b : play_arg(led, "led"));
        },
        nb::arg("new"), nb::arg("best"), nb::arg("led") = nb::none(), doc("beats"));
}

}  // namespace paigen::bindings::lukfu
