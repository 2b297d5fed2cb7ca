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
Move make_move(nb::handle cards, nb::handle kind_obj) {
    if (kind_obj.is_none()) {
        if (const MoveValue* m = as<MoveValue>(cards)) return m->move;  // a copy, any kind
        return play_arg(cards, "cards");
    }
    Kind kind;
    if (PyUnicode_Check(kind_obj.ptr())) {
        if (!parse_kind(text_arg(kind_obj, "kind"), &kind))
            throw value_error("unknown kind " + quoted(text_arg(kind_obj, "kind")) +
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

CardSet cards_arg(nb::handle obj, const char* name) {
    if (const HandValue* h = as<HandValue>(obj)) return h->cards;
    if (const MoveValue* m = as<MoveValue>(obj)) return m->move.cards;
    if (PyUnicode_Check(obj.ptr())) return parse_or_raise(text_arg(obj, name));
    throw type_error(std::string(name) + " must be a Hand, a Move or a card string, not " + python_type_name(obj));
}

Move play_arg(nb::handle obj, const char* name) {
    if (const MoveValue* m = as<MoveValue>(obj)) {
        if (!has_shape(m->move.kind))
            raise_illegal_move(std::string(name) + " must be a single, a set or a run, not a " +
                               kind_name(m->move.kind));
        return m->move;
    }
    return classify_or_raise(cards_arg(obj, name), name);
}

void register_values(nb::module_& m) {
    register_kind<Kind>(m, "lukfu", kKindNames);
    m.attr("SUITS") = nb::str(kSuitChars);

    nb::class_<HandValue>(m, "Hand", doc("Hand"))
        .def("__init__", init<HandValue>([](nb::handle cards) { return HandValue{cards_arg(cards, "cards")}; }),
             nb::arg("cards") = "")
        .def_static(
            "from_mask",
            [](nb::handle mask_obj) {
                const uint64_t mask = u64_arg(mask_obj, "mask");
                if (mask & ~kAllCards) raise_notation_error("mask " + std::to_string(mask) + " has bits above card 35");
                return HandValue{mask};
            },
            nb::arg("mask"), doc("Hand.from_mask"))
        .def_prop_ro(
            "mask", [](const HandValue& h) { return h.cards; }, doc("Hand.mask"))
        .def("__len__", [](const HandValue& h) { return popcount(h.cards); })
        .def("__str__", [](const HandValue& h) { return format_cards(h.cards); })
        .def("__repr__", [](const HandValue& h) { return "Hand('" + format_cards(h.cards) + "')"; })
        .def("__eq__",
             [](const HandValue& a, nb::handle b) -> nb::object {
                 const HandValue* h = as<HandValue>(b);
                 if (!h) return nb::borrow<nb::object>(Py_NotImplemented);
                 return nb::bool_(a.cards == h->cards);
             })
        .def("__hash__", [](const HandValue& h) { return nb::hash(nb::int_(h.cards)); })
        .def(
            "__contains__",
            [](const HandValue& h, nb::handle cards) {
                const CardSet c = cards_arg(cards, "cards");
                return (h.cards & c) == c;
            },
            doc("Hand.__contains__"))
        .def(
            "__sub__",
            [](const HandValue& h, nb::handle cards) {
                const CardSet c = cards_arg(cards, "cards");
                if ((h.cards & c) != c)
                    raise_illegal_move("the hand " + quoted(format_cards(h.cards)) + " does not hold " +
                                       quoted(format_cards(c & ~h.cards)));
                return HandValue{h.cards & ~c};
            },
            doc("Hand.__sub__"))
        // Pickled through the constructor (every protocol), which checks the cards.
        .def("__reduce__", [](nb::handle self) {
            return nb::make_tuple(nb::borrow(self.type()),
                                  nb::make_tuple(format_cards(nb::cast<const HandValue&>(self).cards)));
        });

    nb::class_<MoveValue>(m, "Move", doc("Move"))
        .def("__init__",
             init<MoveValue>([](nb::handle cards, nb::handle kind) { return MoveValue{make_move(cards, kind)}; }),
             nb::arg("cards"), nb::arg("kind") = nb::none())
        .def_prop_ro(
            "kind", [](const MoveValue& v) { return v.move.kind; }, doc("Move.kind"))
        .def_prop_ro(
            "cards", [](const MoveValue& v) { return format_cards(v.move.cards); }, doc("Move.cards"))
        .def_prop_ro(
            "mask", [](const MoveValue& v) { return v.move.cards; }, doc("Move.mask"))
        .def_prop_ro(
            "rank", [](const MoveValue& v) { return v.move.rank; }, doc("Move.rank"))
        .def_prop_ro(
            "suit", [](const MoveValue& v) { return v.move.suit; }, doc("Move.suit"))
        .def("__len__", [](const MoveValue& v) { return static_cast<int>(v.move.size); })
        .def(
            "beats",
            [](const MoveValue& a, nb::handle best, nb::handle led) {
                const Move b = play_arg(best, "best");
                return has_shape(a.move.kind) && beats(a.move, b, led.is_none() ? b : play_arg(led, "led"));
            },
            nb::arg("best"), nb::arg("led") = nb::none(), doc("Move.beats"))
        .def("__str__", [](const MoveValue& v) { return move_text(v.move); })
        .def("__repr__",
             [](const MoveValue& v) {
                 const std::string kind =
                     has_shape(v.move.kind) ? "" : std::string(", kind='") + kind_name(v.move.kind) + "'";
                 return "Move('" + format_cards(v.move.cards) + "'" + kind + ")";
             })
        .def("__eq__",
             [](const MoveValue& a, nb::handle b) -> nb::object {
                 const MoveValue* o = as<MoveValue>(b);
                 if (!o) return nb::borrow<nb::object>(Py_NotImplemented);
                 return nb::bool_(a.move == o->move);
             })
        .def("__hash__",
             [](const MoveValue& v) { return nb::hash(nb::make_tuple(v.move.cards, static_cast<int>(v.move.kind))); })
        .def("__reduce__", [](nb::handle self) {
            const Move& move = nb::cast<const MoveValue&>(self).move;
            return nb::make_tuple(nb::borrow(self.type()),
                                  nb::make_tuple(format_cards(move.cards), kind_name(move.kind)));
        });

    ClassHandle<HandValue>::type = reinterpret_cast<PyTypeObject*>(m.attr("Hand").ptr());
    ClassHandle<MoveValue>::type = reinterpret_cast<PyTypeObject*>(m.attr("Move").ptr());
    add_move_order<MoveValue>(
        m, "lukfu", [](const MoveValue& v) { return move_key(v.move); },
        [](const MoveValue&, const MoveValue&) { return std::string(); });
}

}  // namespace paigen::bindings::lukfu
