// paigen.lukfu.Kind, Hand and Move, and the argument helpers behind them.
#include "../errors.h"
#include "../kind.h"
#include "../order.h"
#include "paigen/bits.h"
#include "paigen/lukfu/classify.h"
#include "paigen/lukfu/compare.h"
#include "paigen/lukfu/notation.h"
#include "paigen/lukfu/order.h"
#include "traits.h"

namespace paigen::bindings::lukfu {

namespace {

const char* kind_name(Kind kind) { return kKindNames[static_cast<int>(kind)]; }
bool has_shape(Kind kind) { return kind != Kind::Discard && kind != Kind::Claim; }

CardSet parse_or_raise(std::string_view text) {
    const ParseResult r = parse_cards(text);
    if (r.status != ParseStatus::Ok) raise_notation_error(parse_error(r, text));
    return r.cards;
}

Move classify_or_raise(CardSet cards, const char* name) {
    const Classification c = classify(cards);
    if (!c.ok())
        raise_illegal_move(std::string(name) + " " + quoted(format_cards(cards)) + " is not a play: " + c.reason);
    return c.move;
}

// Move(cards, kind): a play classified from its cards, or a discard or claim.
Move make_move(py::handle cards, py::handle kind_obj) {
    if (kind_obj.is_none()) {
        if (const MoveValue* m = as<MoveValue>(cards)) return m->move;  // a copy, any kind
        return play_arg(cards, "cards");
    }
    Kind kind;
    if (PyUnicode_Check(kind_obj.ptr())) {
        if (!parse_kind(text_arg(kind_obj, "kind"), &kind))
            throw py::value_error("unknown kind " + quoted(text_arg(kind_obj, "kind")) +
                                  ": single, set, run, discard or claim");
    } else {
        kind = static_cast<Kind>(int_arg(kind_obj, "kind", 0, kNumKinds - 1));
    }
    const CardSet set = cards_arg(cards, "cards");
    if (kind == Kind::Discard && set == 0) raise_illegal_move("a discard has at least one card (T3)");
    if (!has_shape(kind)) return unshaped(set, kind, popcount(set));
    const Move play = classify_or_raise(set, "cards");
    if (play.kind != kind)
        raise_illegal_move(quoted(format_cards(set)) + " is a " + kind_name(play.kind) + ", not a " + kind_name(kind));
    return play;
}

}  // namespace

std::string move_text(const Move& m) {
    const std::string cards = format_cards(m.cards);
    return has_shape(m.kind) ? cards : std::string(kind_name(m.kind)) + "(" + cards + ")";
}

CardSet cards_arg(py::handle obj, const char* name) {
    if (const HandValue* h = as<HandValue>(obj)) return h->cards;
    if (const MoveValue* m = as<MoveValue>(obj)) return m->move.cards;
    if (PyUnicode_Check(obj.ptr())) return parse_or_raise(text_arg(obj, name));
    throw py::type_error(std::string(name) + " must be a Hand, a Move or a card string, not " + type_name(obj));
}

Move play_arg(py::handle obj, const char* name) {
    if (const MoveValue* m = as<MoveValue>(obj)) {
        if (!has_shape(m->move.kind))
            raise_illegal_move(std::string(name) + " must be a single, a set or a run, not a " +
                               kind_name(m->move.kind));
        return m->move;
    }
    return classify_or_raise(cards_arg(obj, name), name);
}

void register_values(py::module_& m) {
    register_kind<Kind>(m, "lukfu", kKindNames);
    m.attr("SUITS") = py::str(kSuitChars);

    py::class_<HandValue>(m, "Hand", doc("Hand"))
        .def(py::init([](py::handle cards) { return HandValue{cards_arg(cards, "cards")}; }), py::arg("cards") = "")
        .def_static(
            "from_mask",
            [](py::handle mask_obj) {
                const uint64_t mask = u64_arg(mask_obj, "mask");
                if (mask & ~kAllCards) raise_notation_error("mask " + std::to_string(mask) + " has bits above card 35");
                return HandValue{mask};
            },
            py::arg("mask"), doc("Hand.from_mask"))
        .def_property_readonly(
            "mask", [](const HandValue& h) { return h.cards; }, doc("Hand.mask"))
        .def("__len__", [](const HandValue& h) { return popcount(h.cards); })
        .def("__str__", [](const HandValue& h) { return format_cards(h.cards); })
        .def("__repr__", [](const HandValue& h) { return "Hand('" + format_cards(h.cards) + "')"; })
        .def("__eq__",
             [](const HandValue& a, py::handle b) -> py::object {
                 const HandValue* h = as<HandValue>(b);
                 if (!h) return py::reinterpret_borrow<py::object>(Py_NotImplemented);
                 return py::bool_(a.cards == h->cards);
             })
        .def("__hash__", [](const HandValue& h) { return py::hash(py::int_(h.cards)); })
        .def(
            "__contains__",
            [](const HandValue& h, py::handle cards) {
                const CardSet c = cards_arg(cards, "cards");
                return (h.cards & c) == c;
            },
            doc("Hand.__contains__"))
        .def(
            "__sub__",
            [](const HandValue& h, py::handle cards) {
                const CardSet c = cards_arg(cards, "cards");
                if ((h.cards & c) != c)
                    raise_illegal_move("the hand " + quoted(format_cards(h.cards)) + " does not hold " +
                                       quoted(format_cards(c & ~h.cards)));
                return HandValue{h.cards & ~c};
            },
            doc("Hand.__sub__"))
        // Pickled through the constructor (every protocol), which checks the cards.
        .def("__reduce__", [](py::handle self) {
            return py::make_tuple(py::type::of(self),
                                  py::make_tuple(format_cards(self.cast<const HandValue&>().cards)));
        });

    py::class_<MoveValue>(m, "Move", doc("Move"))
        .def(py::init([](py::handle cards, py::handle kind) { return MoveValue{make_move(cards, kind)}; }),
             py::arg("cards"), py::arg("kind") = py::none())
        .def_property_readonly(
            "kind", [](const MoveValue& v) { return v.move.kind; }, doc("Move.kind"))
        .def_property_readonly(
            "cards", [](const MoveValue& v) { return format_cards(v.move.cards); }, doc("Move.cards"))
        .def_property_readonly(
            "mask", [](const MoveValue& v) { return v.move.cards; }, doc("Move.mask"))
        .def_property_readonly(
            "rank", [](const MoveValue& v) { return v.move.rank; }, doc("Move.rank"))
        .def_property_readonly(
            "suit", [](const MoveValue& v) { return v.move.suit; }, doc("Move.suit"))
        .def("__len__", [](const MoveValue& v) { return static_cast<int>(v.move.size); })
        .def(
            "beats",
            [](const MoveValue& a, py::handle best, py::handle led) {
                const Move b = play_arg(best, "best");
                return has_shape(a.move.kind) && beats(a.move, b, led.is_none() ? b : play_arg(led, "led"));
            },
            py::arg("best"), py::arg("led") = py::none(), doc("Move.beats"))
        .def("__str__", [](const MoveValue& v) { return move_text(v.move); })
        .def("__repr__",
             [](const MoveValue& v) {
                 const std::string kind =
                     has_shape(v.move.kind) ? "" : std::string(", kind='") + kind_name(v.move.kind) + "'";
                 return "Move('" + format_cards(v.move.cards) + "'" + kind + ")";
             })
        .def("__eq__",
             [](const MoveValue& a, py::handle b) -> py::object {
                 const MoveValue* o = as<MoveValue>(b);
                 if (!o) return py::reinterpret_borrow<py::object>(Py_NotImplemented);
                 return py::bool_(a.move == o->move);
             })
        .def("__hash__",
             [](const MoveValue& v) { return py::hash(py::make_tuple(v.move.cards, static_cast<int>(v.move.kind))); })
        .def("__reduce__", [](py::handle self) {
            const Move& move = self.cast<const MoveValue&>().move;
            return py::make_tuple(py::type::of(self), py::make_tuple(format_cards(move.cards), kind_name(move.kind)));
        });

    ClassHandle<HandValue>::type = reinterpret_cast<PyTypeObject*>(m.attr("Hand").ptr());
    ClassHandle<MoveValue>::type = reinterpret_cast<PyTypeObject*>(m.attr("Move").ptr());
    add_move_order<MoveValue>(
        m, "lukfu", [](const MoveValue& v) { return move_key(v.move); },
        [](const MoveValue&, const MoveValue&) { return std::string(); });
}

}  // namespace paigen::bindings::lukfu
