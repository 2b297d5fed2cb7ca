// Python classes and functions of paigen.lukfu: Hand, Move, MoveList, Kind,
// legal_moves, old_cards, classify, beats.
#include <pybind11/native_enum.h>
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <cctype>
#include <cstddef>
#include <string>
#include <vector>

#include "errors.h"
#include "lf_common.h"
#include "move_list_type.h"
#include "timing.h"
#include "paigen/bits.h"
#include "paigen/lukfu/movegen.h"
#include "paigen/lukfu/notation.h"
#include "paigen/lukfu/old.h"

namespace py = pybind11;

namespace paigen::bindings {

using namespace paigen::lukfu;

namespace lf {

// ---------------------------------------------------------------- arguments

std::string type_name(const py::handle& obj) { return py::str(py::type::of(obj).attr("__name__")); }

CardSet parse_or_raise(const std::string& text) {
    const ParseResult r = parse_cards(text);
    switch (r.status) {
        case ParseStatus::Ok: return r.cards;
        case ParseStatus::BadToken:
            raise_notation_error("invalid card '" + r.bad + "' in '" + text +
                                 "' (a card is a rank 1-9 and a suit c, s, m or t, L2)");
        case ParseStatus::RepeatedCard:
            raise_notation_error("card '" + r.bad + "' appears twice in '" + text + "' (L2)");
    }
    raise_notation_error("unreadable cards '" + text + "'");
}


// Cards given as a Hand, a Move or a card string.
CardSet cards_arg(const py::handle& obj, const char* what) {
    if (const LfHand* h = as<LfHand>(obj)) return h->cards;
    if (const LfMove* m = as<LfMove>(obj)) return m->move.cards;
    if (PyUnicode_Check(obj.ptr())) return parse_or_raise(obj.cast<std::string>());
    throw py::type_error(std::string(what) + " must be a Hand, a Move or a card string, not " + type_name(obj));
}

Move classify_or_raise(CardSet cards, const char* what) {
    const Classification c = classify(cards);
    if (!c.ok())
        raise_illegal_move(std::string(what) + " '" + format_cards(cards) + "' is not a play: " + c.reason);
    return c.move;
}

// A play given as a Move (single, set or run) or a card string.
Move play_arg(const py::handle& obj, const char* what) {
    if (const LfMove* m = as<LfMove>(obj)) {
        if (m->move.kind == Kind::Discard || m->move.kind == Kind::Claim)
            raise_illegal_move(std::string(what) + " must be a single, a set or a run, not a " +
                               kKindNames[static_cast<int>(m->move.kind)]);
        return m->move;
    }
    return classify_or_raise(cards_arg(obj, what), what);
}

std::string move_text(const Move& m) {
    const std::string cards = format_cards(m.cards);
    if (m.kind == Kind::Discard || m.kind == Kind::Claim)
        return std::string(kKindNames[static_cast<int>(m.kind)]) + "(" + cards + ")";
    return cards;
}

std::string move_repr(const Move& m) {
    std::string s = "Move('" + format_cards(m.cards) + "'";
    if (m.kind == Kind::Discard || m.kind == Kind::Claim)
        s += std::string(", kind='") + kKindNames[static_cast<int>(m.kind)] + "'";
    return s + ")";
}

Move make_move(const py::object& cards, const py::object& kind) {
    if (kind.is_none()) {
        if (const LfMove* m = as<LfMove>(cards)) return m->move;  // a copy, any kind
        return play_arg(cards, "cards");
    }
    std::string name;
    if (PyLong_Check(kind.ptr())) {  // a Kind (an IntEnum) or its value
        const long value = PyLong_AsLong(kind.ptr());
        if (value < 0 || value >= kNumKinds) throw py::value_error("no Luk Fu kind " + std::to_string(value));
        name = kKindNames[value];
    } else if (PyUnicode_Check(kind.ptr())) {
        name = kind.cast<std::string>();
        for (char& ch : name) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    } else {
        throw py::type_error("kind must be a Kind or its name, not " + type_name(kind));
    }
    const CardSet set = cards_arg(cards, "cards");
    const int n = popcount(set);
    bool known = false;
    for (const char* k : kKindNames) known |= name == k;
    if (!known) throw py::value_error("unknown kind '" + name + "': single, set, run, discard or claim");
    if (name == "discard") {
        if (n == 0) raise_illegal_move("a discard has at least one card (T3)");
        return Move{set, Kind::Discard, 0, 0, static_cast<uint8_t>(n)};
    }
    if (name == "claim") return Move{set, Kind::Claim, 0, 0, static_cast<uint8_t>(n)};
    const Move play = play_arg(cards, "cards");
    if (name != kKindNames[static_cast<int>(play.kind)])
        raise_illegal_move("'" + format_cards(set) + "' is a " + kKindNames[static_cast<int>(play.kind)] +
                           ", not a " + name);
    return play;
}

// ---------------------------------------------------------------- MoveList

struct Traits {
    using Move = lukfu::Move;
    static PyObject* item(const Move& m, uint8_t) { return py::cast(LfMove{m}).release().ptr(); }
    static std::string cards(const Move& m) { return format_cards(m.cards); }
    static std::string text(const Move& m) { return move_text(m); }
    static bool target(PyObject* self, PyObject* value, Move* out);
};
using ListType = MoveListType<Traits>;

bool Traits::target(PyObject*, PyObject* value, Move* out) {
    // A Move matches by kind and cards; a string matches a play with those cards.
    if (const LfMove* m = as<LfMove>(value)) {
        *out = m->move;
        return true;
    }
    if (!PyUnicode_Check(value)) return false;
    const Classification c = classify(parse_or_raise(py::reinterpret_borrow<py::str>(value)));
    *out = c.move;
    return c.ok();
}

PyObject* get_kinds(PyObject* self, void*) { return ListType::field<uint8_t>(self, offsetof(Move, kind)); }
PyObject* get_masks(PyObject* self, void*) { return ListType::field<uint64_t>(self, offsetof(Move, cards)); }
PyObject* get_ranks(PyObject* self, void*) { return ListType::field<uint8_t>(self, offsetof(Move, rank)); }
PyObject* get_suits(PyObject* self, void*) { return ListType::field<uint8_t>(self, offsetof(Move, suit)); }
PyObject* get_sizes(PyObject* self, void*) { return ListType::field<uint8_t>(self, offsetof(Move, size)); }

PyGetSetDef list_getset[] = {
    {"kinds", get_kinds, nullptr, "Kind codes (numpy uint8, shape (n,), read-only view).", nullptr},
    {"masks", get_masks, nullptr, "36-bit card masks, bit 9*suit + rank - 1 (L3) (numpy uint64, read-only view).", nullptr},
    {"ranks", get_ranks, nullptr, "Rank of a single or set, top rank of a run, else 0 (numpy uint8 view).", nullptr},
    {"suits", get_suits, nullptr, "Suit 0-3 (c s m t) of a single or run, else 0 (numpy uint8 view).", nullptr},
    {"sizes", get_sizes, nullptr, "Number of cards of each move (numpy uint8 view).", nullptr},
    {"cards", ListType::texts, nullptr, "Canonical card strings of the moves.", nullptr},
    {nullptr, nullptr, nullptr, nullptr, nullptr},
};

PyMethodDef list_methods[] = {{nullptr, nullptr, 0, nullptr}};

// ---------------------------------------------------------------- legal_moves

// One scratch buffer per thread for generate_*() to write into.
Move* scratch_moves() {
    thread_local Move buffer[kMaxMoves];
    return buffer;
}

std::string cards_text(CardSet cards) { return "'" + format_cards(cards) + "'"; }

// A yes/no argument: a bool (Python's or numpy's) or the ints 0 and 1.
bool flag_arg(PyObject* obj, const char* name) {
    if (PyBool_Check(obj)) return obj == Py_True;
    if (std::string(Py_TYPE(obj)->tp_name) == "numpy.bool" || std::string(Py_TYPE(obj)->tp_name) == "numpy.bool_")
        return PyObject_IsTrue(obj) == 1;
    if (PyLong_Check(obj)) {
        const long v = PyLong_AsLong(obj);
        if (v == 0 || v == 1) return v == 1;
    }
    throw py::type_error(std::string(name) + " must be True or False, not " + type_name(obj));
}

// fu won so far: an int (any integer type, not a bool); huge values saturate,
// which changes nothing (any fu >= 6 claims).
long long fu_arg(PyObject* obj) {
    if (PyBool_Check(obj) || !PyIndex_Check(obj)) throw py::type_error("fu must be an int, not " + type_name(obj));
    py::object index = py::reinterpret_steal<py::object>(PyNumber_Index(obj));
    if (!index) throw py::error_already_set();
    int overflow = 0;
    const long long fu = PyLong_AsLongLongAndOverflow(index.ptr(), &overflow);
    if (overflow > 0) return 1000;
    if (overflow < 0 || fu < 0) raise_state_error("fu cannot be negative, got " + std::string(py::str(index)));
    return fu;
}

PyObject* legal_moves(PyObject*, PyObject* const* args, Py_ssize_t nargs, PyObject* kwnames) {
    static const char* const names[] = {"hand", "public", "caller", "master_passed", "fu", "led", "best"};
    PyObject* given[7] = {nullptr, nullptr, nullptr, Py_False, nullptr, Py_None, Py_None};
    static PyObject* empty = PyUnicode_FromString("");
    static PyObject* zero = PyLong_FromLong(0);
    given[1] = empty;
    given[4] = zero;
    static PyObject* interned[7] = {};
    if (!parse_fastcall("legal_moves", names, interned, 1, args, nargs, kwnames, given)) return nullptr;
    return guarded([&] {
        const CardSet hand = cards_arg(given[0], "hand");
        const CardSet public_cards = cards_arg(given[1], "public");
        const bool caller = flag_arg(given[2], "caller");
        const bool master_passed = flag_arg(given[3], "master_passed");
        const long long fu = fu_arg(given[4]);
        if (caller && master_passed)
            raise_state_error("a Master who passed is never the caller (A2, A4): caller and master_passed "
                              "cannot both be true");
        if (hand & public_cards)
            raise_state_error("cards " + cards_text(hand & public_cards) + " are both in the hand and public");
        if (popcount(hand) > kHandSize)
            raise_state_error("a hand holds at most 12 cards (L4), got " + std::to_string(popcount(hand)));

        Move* first = scratch_moves();
        Move* end;
        if (given[5] == Py_None && given[6] == Py_None) {
            LeadContext context{public_cards, caller, master_passed, static_cast<int>(fu > 36 ? 36 : fu)};
            end = generate_leads(hand, context, first);
        } else {
            // Either play alone stands for both: the led play is then the best.
            const Move led = play_arg(given[5] != Py_None ? given[5] : given[6], "led");
            const Move best = given[6] != Py_None ? play_arg(given[6], "best") : led;
            if (led.kind != best.kind || led.size != best.size)
                raise_state_error("led " + cards_text(led.cards) + " and best " + cards_text(best.cards) +
                                  " must be plays of the same shape and size (F4, T3)");
            if (!(led == best) && (led.cards & best.cards))
                raise_state_error("led and best share cards " + cards_text(led.cards & best.cards));
            if (!(led == best) && !beats(best, led, led))
                raise_state_error("best " + cards_text(best.cards) + " does not beat led " + cards_text(led.cards));
            if (hand & (led.cards | best.cards))
                raise_state_error("cards " + cards_text(hand & (led.cards | best.cards)) +
                                  " are both in the hand and on the table");
            if (popcount(hand) < led.size)
                raise_state_error("the hand holds " + std::to_string(popcount(hand)) + " cards, fewer than the " +
                                  std::to_string(led.size) + " of the led play (T5)");
            end = generate_follows(hand, led, best, first);
        }
        return ListType::make(first, end, 0);
    });
}

PyMethodDef legal_moves_def = {
    "legal_moves", reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(legal_moves)),
    METH_FASTCALL | METH_KEYWORDS,
    "legal_moves(hand, *, public='', caller, master_passed=False, fu=0, led=None, best=None)\n--\n\n"
    "The whole decision of the player holding `hand` (rules section G).\n\n"
    "Leading (`led` and `best` None): the claim alone when fu + Old cards >= 6 (R1),\n"
    "else every single, set and run R2-R4 and A4 allow; nothing for an empty hand\n"
    "without a claim (E1). Following: every play that beats `best` (F1-F4, the\n"
    "exceptions judged on `led`), else every distinct discard of as many cards as\n"
    "`led` (T2, T3). One of `led`/`best` alone stands for both.\n\n"
    "Cards are Hands, Moves or card strings ('1c 2c', or '1c2c'). Raises\n"
    "NotationError for bad notation, IllegalMoveError when `led`/`best` is not a\n"
    "play and StateError for an impossible situation. Returns a MoveList.",
};

PyObject* make_move_list(const Move* first, const Move* last) { return ListType::make(first, last, 0); }

void register_class_handles(py::module_& m) {
    ClassHandle<LfHand>::type = reinterpret_cast<PyTypeObject*>(m.attr("Hand").ptr());
    ClassHandle<LfMove>::type = reinterpret_cast<PyTypeObject*>(m.attr("Move").ptr());
}

}  // namespace lf

using namespace lf;

void register_lukfu(py::module_& m) {
    py::native_enum<Kind>(m, "Kind", "enum.IntEnum", "The kinds of Luk Fu move. str() gives the lower-case name.")
        .value("SINGLE", Kind::Single, "S1: one card")
        .value("SET", Kind::Set, "S2: three or four cards of one rank")
        .value("RUN", Kind::Run, "S3: three or more consecutive ranks of one suit")
        .value("DISCARD", Kind::Discard, "T3: cards laid face down by a follower who cannot beat")
        .value("CLAIM", Kind::Claim, "R1: the Old cards laid down to win the deal")
        .finalize();

    m.attr("SUITS") = py::str(kSuitChars);

    py::class_<LfHand>(m, "Hand", "A set of Luk Fu cards (L2 notation, L3 mask).")
        .def(py::init([](const py::object& cards) { return LfHand{cards_arg(cards, "cards")}; }), py::arg("cards") = "")
        .def_static(
            "from_mask",
            [](uint64_t mask) {
                if (mask & ~kAllCards) raise_notation_error("mask " + std::to_string(mask) + " has bits above card 35");
                return LfHand{mask};
            },
            py::arg("mask"), "The hand whose card mask (bit 9*suit + rank - 1, L3) is `mask`.")
        .def_property_readonly("mask", [](const LfHand& h) { return h.cards; }, "36-bit card mask (L3).")
        .def("__len__", [](const LfHand& h) { return popcount(h.cards); })
        .def("__str__", [](const LfHand& h) { return format_cards(h.cards); })
        .def("__repr__", [](const LfHand& h) { return "Hand('" + format_cards(h.cards) + "')"; })
        // A hand equals a hand of the same cards and a card string of the same
        // cards; so its hash is the canonical string's.
        .def("__eq__",
             [](const LfHand& a, const py::object& b) -> py::object {
                 if (const LfHand* h = as<LfHand>(b)) return py::bool_(a.cards == h->cards);
                 if (PyUnicode_Check(b.ptr())) {
                     const ParseResult r = parse_cards(b.cast<std::string>());
                     return py::bool_(r.status == ParseStatus::Ok && r.cards == a.cards);
                 }
                 return py::reinterpret_borrow<py::object>(Py_NotImplemented);
             })
        .def("__hash__", [](const LfHand& h) { return py::hash(py::str(format_cards(h.cards))); })
        .def("__contains__",
             [](const LfHand& h, const py::object& cards) {
                 const CardSet c = cards_arg(cards, "cards");
                 return (h.cards & c) == c;
             },
             "Whether the hand holds these cards (a Move, a Hand or a card string).")
        .def("__sub__",
             [](const LfHand& h, const py::object& cards) {
                 const CardSet c = cards_arg(cards, "cards");
                 if ((h.cards & c) != c)
                     raise_illegal_move("the hand " + cards_text(h.cards) + " does not hold " + cards_text(c & ~h.cards));
                 return LfHand{h.cards & ~c};
             },
             "The hand without these cards; IllegalMoveError if it lacks any.")
        // Pickled through the constructor (every protocol, unlike py::pickle).
        .def("__reduce__",
             [](const py::object& self) {
                 return py::make_tuple(py::type::of(self),
                                       py::make_tuple(format_cards(self.cast<const LfHand&>().cards)));
             });

    py::class_<LfMove>(m, "Move",
                       "One Luk Fu move. Move(cards) classifies a play (single, set, run);\n"
                       "Move(cards, kind='discard') and kind='claim' make the other two kinds.")
        .def(py::init([](const py::object& cards, const py::object& kind) { return LfMove{make_move(cards, kind)}; }),
             py::arg("cards"), py::arg("kind") = py::none())
        .def_property_readonly("kind", [](const LfMove& m) { return m.move.kind; })
        .def_property_readonly("cards", [](const LfMove& m) { return format_cards(m.move.cards); },
                               "Canonical card string.")
        .def_property_readonly("mask", [](const LfMove& m) { return m.move.cards; }, "36-bit card mask (L3).")
        .def_property_readonly("rank", [](const LfMove& m) { return m.move.rank; },
                               "Rank of a single or set, top rank of a run; 0 for a discard or claim.")
        .def_property_readonly("suit", [](const LfMove& m) { return m.move.suit; },
                               "Suit 0-3 (c, s, m, t) of a single or run; 0 otherwise.")
        .def("__len__", [](const LfMove& m) { return static_cast<int>(m.move.size); })
        .def(
            "beats",
            [](const LfMove& a, const py::object& best, const py::object& led) {
                const Move b = play_arg(best, "best");
                return beats(a.move, b, led.is_none() ? b : play_arg(led, "led"));
            },
            py::arg("best"), py::arg("led") = py::none(),
            "Whether this play beats `best` in a trick led by `led` (default: `best`), F1-F4.")
        .def("__str__", [](const LfMove& m) { return move_text(m.move); })
        .def("__repr__", [](const LfMove& m) { return move_repr(m.move); })
        .def("__eq__",
             [](const LfMove& a, const py::object& b) -> py::object {
                 if (const LfMove* o = as<LfMove>(b)) return py::bool_(a.move == o->move);
                 return py::reinterpret_borrow<py::object>(Py_NotImplemented);
             })
        .def("__hash__", [](const LfMove& m) { return py::hash(py::make_tuple(m.move.cards, static_cast<int>(m.move.kind))); })
        .def("__reduce__", [](const py::object& self) {
            const Move& m = self.cast<const LfMove&>().move;
            return py::make_tuple(py::type::of(self),
                                  py::make_tuple(format_cards(m.cards), kKindNames[static_cast<int>(m.kind)]));
        });

    register_class_handles(m);
    ListType::create(m, "paigen.lukfu.MoveList", list_getset, list_methods,
                     "The legal moves of one Luk Fu decision, as legal_moves returns them.\n\n"
                     "A sequence of Move objects made on demand; `in` takes a Move or a card\n"
                     "string (a string matches the play with those cards). The numpy fields\n"
                     "(kinds, masks, ranks, suits, sizes) are zero-copy read-only views.");
    PyObject* fn = PyCFunction_NewEx(&legal_moves_def, nullptr, m.attr("__name__").ptr());
    if (!fn) throw py::error_already_set();
    m.attr("legal_moves") = py::reinterpret_steal<py::object>(fn);

    // Core-only timing for the benchmarks (ns per call, GIL released); inputs are
    // trusted C-contiguous uint64 arrays of masks.
    using U64 = py::array_t<uint64_t, py::array::c_style>;
    m.def(
        "_time_leads",
        [](const U64& hands, const U64& publics, bool caller, int repeats) {
            const uint64_t* h = hands.data();
            const uint64_t* p = publics.data();
            Move* buffer = scratch_moves();
            int64_t moves = 0;
            const double ns = ns_per_call(static_cast<size_t>(hands.size()), repeats, [&](size_t i) {
                moves += generate_leads(h[i], LeadContext{p[i], caller, false, 0}, buffer) - buffer;
            });
            return py::make_tuple(ns, moves / repeats);
        },
        py::arg("hands"), py::arg("publics"), py::arg("caller"), py::arg("repeats"));
    m.def(
        "_time_follows",
        [](const U64& hands, const U64& leds, int repeats) {
            const size_t n = static_cast<size_t>(hands.size());
            std::vector<Move> led(n);
            for (size_t i = 0; i < n; ++i) led[i] = classify_or_raise(leds.data()[i], "led");
            const uint64_t* h = hands.data();
            Move* buffer = scratch_moves();
            int64_t moves = 0;
            const double ns = ns_per_call(n, repeats, [&](size_t i) {
                moves += generate_follows(h[i], led[i], led[i], buffer) - buffer;
            });
            return py::make_tuple(ns, moves / repeats);
        },
        py::arg("hands"), py::arg("leds"), py::arg("repeats"));
    m.def(
        "_time_old_cards",
        [](const U64& hands, const U64& publics, int repeats) {
            const uint64_t* h = hands.data();
            const uint64_t* p = publics.data();
            uint64_t sink = 0;
            int rep = 0;
            const double ns = ns_per_call(static_cast<size_t>(hands.size()), repeats, [&](size_t i) {
                // Toggling 1c between rounds keeps the compiler from hoisting the proof.
                sink += static_cast<uint64_t>(popcount(old_cards(h[i] ^ static_cast<uint64_t>(rep & 1), p[i])));
                if (i + 1 == static_cast<size_t>(hands.size())) ++rep;
            });
            return py::make_tuple(ns, sink);
        },
        py::arg("hands"), py::arg("publics"), py::arg("repeats"));

    m.def(
        "old_cards",
        [](const py::object& hand, const py::object& public_cards) {
            const CardSet h = cards_arg(hand, "hand");
            const CardSet p = cards_arg(public_cards, "public");
            if (h & p) raise_state_error("cards " + cards_text(h & p) + " are both in the hand and public");
            return format_cards(old_cards(h, p));
        },
        py::arg("hand"), py::arg("public") = "",
        "The Old cards of `hand` given the face-up cards `public`, canonical (O1-O4).");

    m.def(
        "classify", [](const py::object& cards) { return LfMove{play_arg(cards, "cards")}; }, py::arg("cards"),
        "The play these cards make (single, set or run: S1-S3), or IllegalMoveError saying why none.");

    m.def(
        "beats",
        [](const py::object& challenger, const py::object& best, const py::object& led) {
            const Move b = play_arg(best, "best");
            return beats(play_arg(challenger, "new"), b, led.is_none() ? b : play_arg(led, "led"));
        },
        py::arg("new"), py::arg("best"), py::arg("led") = py::none(),
        "Whether play `new` beats the current best play `best` of a trick led by `led` (default:\n"
        "`best`), F1-F4: a led 1c/1t cannot be beaten, a led set of 1s only by the 9s.");
}

}  // namespace paigen::bindings
