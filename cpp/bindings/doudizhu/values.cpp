// paigen.doudizhu.Kind, Hand and Move, and the argument helpers behind them.
#include "../errors.h"
#include "../kind.h"
#include "../order.h"
#include "paigen/doudizhu/call_rules.h"
#include "paigen/doudizhu/classify.h"
#include "paigen/doudizhu/compare.h"
#include "paigen/doudizhu/movegen.h"
#include "paigen/doudizhu/notation.h"
#include "paigen/doudizhu/order.h"
#include "traits.h"

namespace paigen::bindings::doudizhu {

Rules rules_for(int players) {
    if (!valid_players(players)) throw value_error("players must be 3 or 4, not " + std::to_string(players));
    return Rules{players};
}

Asked asked(nb::handle players, nb::handle variant) {
    Asked a;
    if (!players.is_none()) a.players = static_cast<int>(int_arg(players, "players", 3, 4));
    if (!variant.is_none()) {
        a.has_variant = true;
        a.variant = variant_arg(variant);
    }
    return a;
}

Rules resolve(const Asked& asked, std::initializer_list<nb::handle> objects) {
    CallRules call(asked.players, asked.has_variant ? &asked.variant : nullptr);
    for (nb::handle obj : objects) {
        int players = 0;
        const Variant* variant = nullptr;
        if (const HandValue* h = as<HandValue>(obj)) {
            players = h->players;
        } else if (const MoveValue* m = as<MoveValue>(obj)) {
            players = m->rules.players;
            variant = &m->rules.variant;
        }
        if (!call.add(players, variant)) throw value_error(call.contradiction(players, variant));
    }
    const Rules rules = call.rules();
    if (!valid_rules(rules)) throw value_error(call.problem());
    return rules;
}

std::string move_text(const Move& move) { return move.is_pass() ? std::string("pass") : format_cards(move.cards); }

Cards parse_or_raise(std::string_view text, Rules rules) {
    const ParseResult r = parse_cards(text, rules);
    if (r.status != ParseStatus::Ok) raise_notation_error(parse_error(r, text, rules));
    return r.cards;
}

void check_code(Cards cards, Rules rules, const std::string& name) {
    if (!fits_deck(cards, rules)) raise_notation_error(name + ": " + deck_error(cards, rules));
}

Move classify_or_raise(Cards cards, Rules rules, const char* name) {
    const Classification c = classify(cards, rules);
    if (!c.ok()) {
        const std::string under =
            rules.variant.standard() ? "" : " under variant '" + std::string(preset_name(rules.variant)) + "'";
        raise_illegal_move(std::string(name) + " " + quoted(format_cards(cards)) + " is not a move" + under + ": " +
                           c.reason);
    }
    return c.move;
}

Cards cards_arg(nb::handle obj, Rules rules, const char* name) {
    if (const MoveValue* m = as<MoveValue>(obj)) return m->move.cards;
    if (const HandValue* h = as<HandValue>(obj)) return h->cards;
    if (PyUnicode_Check(obj.ptr())) return parse_or_raise(text_arg(obj, name), rules);
    throw type_error(std::string(name) + " must be a Hand, a Move or a card string, not " + python_type_name(obj));
}

MoveValue move_arg(nb::handle obj, Rules rules, const char* name) {
    if (const MoveValue* m = as<MoveValue>(obj)) return *m;
    if (PyUnicode_Check(obj.ptr()) && is_pass_text(text_arg(obj, name))) return MoveValue{kPassMove, rules};
    return MoveValue{classify_or_raise(cards_arg(obj, rules, name), rules, name), rules};
}

Array<uint8_t> counts_array(Cards cards) {
    Array<uint8_t> out(kNumRanks);
    uint8_t* w = out.mutable_data();
    for (int r = 0; r < kNumRanks; ++r) w[r] = static_cast<uint8_t>(count_of(cards, r));
    return out;
}

namespace {

// ", players=4" and ", variant='rlcard'" where they differ from the defaults.
std::string rules_suffix(int players, const Variant& variant) {
    std::string s = players == 3 ? std::string() : ", players=" + std::to_string(players);
    if (!variant.standard()) s += ", variant='" + std::string(preset_name(variant)) + "'";
    return s;
}

HandValue hand_from_counts(nb::handle counts, nb::handle players) {
    const Rules rules = resolve(asked(players, nb::none()), {});
    if (PyUnicode_Check(counts.ptr()) || !PySequence_Check(counts.ptr()))
        throw type_error("counts must be a sequence of 15 ints, not " + python_type_name(counts));
    const nb::sequence seq = nb::borrow<nb::sequence>(counts);
    if (nb::len(seq) != kNumRanks)
        throw value_error("counts must have 15 entries, one per rank, not " + std::to_string(nb::len(seq)));
    Cards cards = 0;
    for (int r = 0; r < kNumRanks; ++r) {
        const std::string name = "counts[" + std::to_string(r) + "]";
        const int64_t c = int_arg(seq[static_cast<size_t>(r)], name.c_str(), 0, 255);
        if (c > rules.copies(r))
            raise_notation_error(name + ": " + copies_text(r, static_cast<int>(c), rules) + " (D2/D3)");
        cards += rank_bit(r) * static_cast<uint64_t>(c);
    }
    return HandValue{cards, rules.players};
}

HandValue make_hand(nb::handle cards, nb::handle players) {
    const Rules rules = resolve(asked(players, nb::none()), {cards});
    return HandValue{cards_arg(cards, rules, "cards"), rules.players};
}

// A pickled Move: the reading must be one of its cards' readings (or the pass).
MoveValue move_from_reading(nb::handle code, nb::handle kind, nb::handle main, nb::handle length, nb::handle players,
                            nb::handle variant) {
    const Rules rules = resolve(asked(players, variant), {});
    const Move move{u64_arg(code, "code"), static_cast<Kind>(int_arg(kind, "kind", 0, kNumKinds - 1)),
                    static_cast<uint8_t>(int_arg(main, "main", 0, kNumRanks - 1)),
                    static_cast<uint8_t>(int_arg(length, "length", 0, 255))};
    if (move == kPassMove) return MoveValue{move, rules};
    check_code(move.cards, rules, "code");
    Move found[16];  // a card set has at most three readings
    const Move* end = readings(move.cards, rules, found);
    for (const Move* r = found; r != end; ++r)
        if (*r == move) return MoveValue{move, rules};
    raise_illegal_move("damaged Move: " + quoted(format_cards(move.cards)) + " has no such reading");
}

MoveValue make_move(nb::handle cards, nb::handle players, nb::handle variant) {
    return move_arg(cards, resolve(asked(players, variant), {cards}), "cards");
}

}  // namespace

// _move(code, kind, main, length, players, variant), as pickle calls it (Move.__reduce__).
nb::object move_from_given(PyObject* const (&given)[6]) {
    return nb::cast(move_from_reading(given[0], given[1], given[2], given[3], given[4], given[5]));
}

void register_values(nb::module_& m) {
    register_kind<Kind>(m, "doudizhu", kKindNames);
    m.attr("RANKS") = nb::str(kRankChars);
    m.attr("MAX_MOVES") = kMaxMoves;

    nb::class_<HandValue>(m, "Hand", doc("Hand"))
        .def("__init__", init<HandValue>(&make_hand), nb::arg("cards") = "", nb::arg("players") = nb::none())
        .def_static(
            "from_code",
            [](nb::handle code, nb::handle players) {
                const Rules rules = resolve(asked(players, nb::none()), {});
                const HandValue h{u64_arg(code, "code"), rules.players};
                check_code(h.cards, rules, "code");
                return h;
            },
            nb::arg("code"), nb::arg("players") = nb::none(), doc("Hand.from_code"))
        .def_static("from_counts", &hand_from_counts, nb::arg("counts"), nb::arg("players") = nb::none(),
                    doc("Hand.from_counts"))
        .def_prop_ro(
            "code", [](const HandValue& h) { return h.cards; }, doc("Hand.code"))
        .def_prop_ro(
            "players", [](const HandValue& h) { return h.players; }, doc("Hand.players"))
        .def_prop_ro(
            "counts", [](const HandValue& h) { return counts_array(h.cards); }, doc("Hand.counts"))
        .def("__len__", [](const HandValue& h) { return card_count(h.cards); })
        .def("__str__", [](const HandValue& h) { return format_cards(h.cards); })
        .def("__repr__",
             [](const HandValue& h) {
                 return "Hand('" + format_cards(h.cards) + "'" + rules_suffix(h.players, Variant{}) + ")";
             })
        .def("__eq__",
             [](const HandValue& a, nb::handle b) -> nb::object {
                 const HandValue* h = as<HandValue>(b);
                 if (!h) return nb::borrow<nb::object>(Py_NotImplemented);
                 return nb::bool_(a.cards == h->cards && a.players == h->players);
             })
        .def("__hash__", [](const HandValue& h) { return nb::hash(nb::make_tuple(h.cards, h.players)); })
        .def(
            "__contains__",
            [](const HandValue& h, nb::handle cards) {
                return contains(h.cards, cards_arg(cards, resolve(asked_players(h.players), {cards}), "cards"));
            },
            doc("Hand.__contains__"))
        .def(
            "__sub__",
            [](const HandValue& h, nb::handle cards) {
                const Cards part = cards_arg(cards, resolve(asked_players(h.players), {cards}), "cards");
                if (!contains(h.cards, part))
                    raise_illegal_move("the hand " + quoted(format_cards(h.cards)) + " does not hold " +
                                       quoted(format_cards(part)));
                return HandValue{h.cards - part, h.players};
            },
            doc("Hand.__sub__"))
        // Pickled through the constructor (every protocol), which checks the cards.
        .def("__reduce__", [](nb::handle self) {
            const HandValue& h = nb::cast<const HandValue&>(self);
            return nb::make_tuple(nb::borrow(self.type()), nb::make_tuple(format_cards(h.cards), h.players));
        });

    nb::class_<MoveValue>(m, "Move", doc("Move"))
        .def("__init__", init<MoveValue>(&make_move), nb::arg("cards"), nb::arg("players") = nb::none(),
             nb::arg("variant") = nb::none())
        .def_prop_ro(
            "kind", [](const MoveValue& v) { return v.move.kind; }, doc("Move.kind"))
        .def_prop_ro(
            "cards", [](const MoveValue& v) { return format_cards(v.move.cards); }, doc("Move.cards"))
        .def_prop_ro(
            "code", [](const MoveValue& v) { return v.move.cards; }, doc("Move.code"))
        .def_prop_ro(
            "main_rank", [](const MoveValue& v) { return v.move.main; }, doc("Move.main_rank"))
        .def_prop_ro(
            "length", [](const MoveValue& v) { return v.move.length; }, doc("Move.length"))
        .def_prop_ro(
            "players", [](const MoveValue& v) { return v.rules.players; }, doc("Move.players"))
        .def_prop_ro(
            "variant", [](const MoveValue& v) { return VariantValue{v.rules.variant}; }, doc("Move.variant"))
        .def_prop_ro(
            "is_pass", [](const MoveValue& v) { return v.move.is_pass(); }, doc("Move.is_pass"))
        .def_prop_ro(
            "counts", [](const MoveValue& v) { return counts_array(v.move.cards); }, doc("Move.counts"))
        .def(
            "beats",
            [](nb::handle self, nb::handle b) {
                const MoveValue& a = nb::cast<const MoveValue&>(self);
                return beats(a.move, move_arg(b, resolve(Asked{}, {self, b}), "other").move, a.rules);
            },
            nb::arg("other"), doc("Move.beats"))
        .def("__len__", [](const MoveValue& v) { return card_count(v.move.cards); })
        .def("__str__", [](const MoveValue& v) { return move_text(v.move); })
        .def("__repr__",
             [](const MoveValue& v) {
                 return "Move('" + move_text(v.move) + "'" + rules_suffix(v.rules.players, v.rules.variant) + ")";
             })
        .def("__eq__",
             [](const MoveValue& a, nb::handle b) -> nb::object {
                 const MoveValue* o = as<MoveValue>(b);
                 if (!o) return nb::borrow<nb::object>(Py_NotImplemented);
                 return nb::bool_(a.move == o->move && a.rules.players == o->rules.players &&
                                  a.rules.variant == o->rules.variant);
             })
        .def("__hash__",
             [](const MoveValue& v) {
                 return nb::hash(nb::make_tuple(v.move.cards, static_cast<int>(v.move.kind), v.move.length,
                                                v.rules.players, preset_name(v.rules.variant)));
             })
        // Pickled with its reading (a card set may have several under a variant).
        .def("__reduce__", [m](const MoveValue& v) {
            return nb::make_tuple(
                m.attr("_move"), nb::make_tuple(v.move.cards, static_cast<int>(v.move.kind), v.move.main, v.move.length,
                                                v.rules.players, VariantValue{v.rules.variant}));
        });
    PicklableFunction<6, &move_from_given>::add(m, "_move", {"code", "kind", "main", "length", "players", "variant"},
                                                doc("_move"));

    ClassHandle<HandValue>::type = reinterpret_cast<PyTypeObject*>(m.attr("Hand").ptr());
    ClassHandle<MoveValue>::type = reinterpret_cast<PyTypeObject*>(m.attr("Move").ptr());
    add_move_order<MoveValue>(
        m, "doudizhu", [](const MoveValue& v) { return move_key(v.move, v.rules); },
        [](const MoveValue& a, const MoveValue& b) {
            if (a.rules.players == b.rules.players && a.rules.variant == b.rules.variant) return std::string();
            return "cannot order moves of different rules: Move('" + move_text(a.move) + "'" +
                   rules_suffix(a.rules.players, a.rules.variant) + ") and Move('" + move_text(b.move) + "'" +
                   rules_suffix(b.rules.players, b.rules.variant) + ")";
        });
}

}  // namespace paigen::bindings::doudizhu
