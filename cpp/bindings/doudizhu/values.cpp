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
    if (!valid_players(players)) throw py::value_error("players must be 3 or 4, not " + std::to_string(players));
    return Rules{players};
}

Asked asked(py::handle players, py::handle variant) {
    Asked a;
    if (!players.is_none()) a.players = static_cast<int>(int_arg(players, "players", 3, 4));
    if (!variant.is_none()) {
        a.has_variant = true;
        a.variant = variant_arg(variant);
    }
    return a;
}

Rules resolve(const Asked& asked, std::initializer_list<py::handle> objects) {
    CallRules call(asked.players, asked.has_variant ? &asked.variant : nullptr);
    for (py::handle obj : objects) {
        int players = 0;
        const Variant* variant = nullptr;
        if (const HandValue* h = as<HandValue>(obj)) {
            players = h->players;
        } else if (const MoveValue* m = as<MoveValue>(obj)) {
            players = m->rules.players;
            variant = &m->rules.variant;
        }
        if (!call.add(players, variant)) throw py::value_error(call.contradiction(players, variant));
    }
    const Rules rules = call.rules();
    if (!valid_rules(rules)) throw py::value_error(call.problem());
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

Cards cards_arg(py::handle obj, Rules rules, const char* name) {
    if (const MoveValue* m = as<MoveValue>(obj)) return m->move.cards;
    if (const HandValue* h = as<HandValue>(obj)) return h->cards;
    if (PyUnicode_Check(obj.ptr())) return parse_or_raise(text_arg(obj, name), rules);
    throw py::type_error(std::string(name) + " must be a Hand, a Move or a card string, not " + type_name(obj));
}

MoveValue move_arg(py::handle obj, Rules rules, const char* name) {
    if (const MoveValue* m = as<MoveValue>(obj)) return *m;
    if (PyUnicode_Check(obj.ptr()) && is_pass_text(text_arg(obj, name))) return MoveValue{kPassMove, rules};
    return MoveValue{classify_or_raise(cards_arg(obj, rules, name), rules, name), rules};
}

py::array_t<uint8_t> counts_array(Cards cards) {
    py::array_t<uint8_t> out(kNumRanks);
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

HandValue hand_from_counts(py::handle counts, py::handle players) {
    const Rules rules = resolve(asked(players, py::none()), {});
    if (PyUnicode_Check(counts.ptr()) || !PySequence_Check(counts.ptr()))
        throw py::type_error("counts must be a sequence of 15 ints, not " + type_name(counts));
    const py::sequence seq = py::reinterpret_borrow<py::sequence>(counts);
    if (seq.size() != kNumRanks)
        throw py::value_error("counts must have 15 entries, one per rank, not " + std::to_string(seq.size()));
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

HandValue make_hand(py::handle cards, py::handle players) {
    const Rules rules = resolve(asked(players, py::none()), {cards});
    return HandValue{cards_arg(cards, rules, "cards"), rules.players};
}

// A pickled Move: the reading must be one of its cards' readings (or the pass).
MoveValue move_from_reading(py::handle code, py::handle kind, py::handle main, py::handle length, py::handle players,
                            py::handle variant) {
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

MoveValue make_move(py::handle cards, py::handle players, py::handle variant) {
    return move_arg(cards, resolve(asked(players, variant), {cards}), "cards");
}

}  // namespace

void register_values(py::module_& m) {
    register_kind<Kind>(m, "doudizhu", kKindNames);
    m.attr("RANKS") = py::str(kRankChars);
    m.attr("MAX_MOVES") = kMaxMoves;

    py::class_<HandValue>(m, "Hand", doc("Hand"))
        .def(py::init(&make_hand), py::arg("cards") = "", py::arg("players") = py::none())
        .def_static(
            "from_code",
            [](py::handle code, py::handle players) {
                const Rules rules = resolve(asked(players, py::none()), {});
                const HandValue h{u64_arg(code, "code"), rules.players};
                check_code(h.cards, rules, "code");
                return h;
            },
            py::arg("code"), py::arg("players") = py::none(), doc("Hand.from_code"))
        .def_static("from_counts", &hand_from_counts, py::arg("counts"), py::arg("players") = py::none(),
                    doc("Hand.from_counts"))
        .def_property_readonly(
            "code", [](const HandValue& h) { return h.cards; }, doc("Hand.code"))
        .def_property_readonly(
            "players", [](const HandValue& h) { return h.players; }, doc("Hand.players"))
        .def_property_readonly(
            "counts", [](const HandValue& h) { return counts_array(h.cards); }, doc("Hand.counts"))
        .def("__len__", [](const HandValue& h) { return card_count(h.cards); })
        .def("__str__", [](const HandValue& h) { return format_cards(h.cards); })
        .def("__repr__",
             [](const HandValue& h) {
                 return "Hand('" + format_cards(h.cards) + "'" + rules_suffix(h.players, Variant{}) + ")";
             })
        .def("__eq__",
             [](const HandValue& a, py::handle b) -> py::object {
                 const HandValue* h = as<HandValue>(b);
                 if (!h) return py::reinterpret_borrow<py::object>(Py_NotImplemented);
                 return py::bool_(a.cards == h->cards && a.players == h->players);
             })
        .def("__hash__", [](const HandValue& h) { return py::hash(py::make_tuple(h.cards, h.players)); })
        .def(
            "__contains__",
            [](const HandValue& h, py::handle cards) {
                return contains(h.cards, cards_arg(cards, resolve(asked_players(h.players), {cards}), "cards"));
            },
            doc("Hand.__contains__"))
        .def(
            "__sub__",
            [](const HandValue& h, py::handle cards) {
                const Cards part = cards_arg(cards, resolve(asked_players(h.players), {cards}), "cards");
                if (!contains(h.cards, part))
                    raise_illegal_move("the hand " + quoted(format_cards(h.cards)) + " does not hold " +
                                       quoted(format_cards(part)));
                return HandValue{h.cards - part, h.players};
            },
            doc("Hand.__sub__"))
        // Pickled through the constructor (every protocol), which checks the cards.
        .def("__reduce__", [](py::handle self) {
            const HandValue& h = self.cast<const HandValue&>();
            return py::make_tuple(py::type::of(self), py::make_tuple(format_cards(h.cards), h.players));
        });

    py::class_<MoveValue>(m, "Move", doc("Move"))
        .def(py::init(&make_move), py::arg("cards"), py::arg("players") = py::none(), py::arg("variant") = py::none())
        .def_property_readonly(
            "kind", [](const MoveValue& v) { return v.move.kind; }, doc("Move.kind"))
        .def_property_readonly(
            "cards", [](const MoveValue& v) { return format_cards(v.move.cards); }, doc("Move.cards"))
        .def_property_readonly(
            "code", [](const MoveValue& v) { return v.move.cards; }, doc("Move.code"))
        .def_property_readonly(
            "main_rank", [](const MoveValue& v) { return v.move.main; }, doc("Move.main_rank"))
        .def_property_readonly(
            "length", [](const MoveValue& v) { return v.move.length; }, doc("Move.length"))
        .def_property_readonly(
            "players", [](const MoveValue& v) { return v.rules.players; }, doc("Move.players"))
        .def_property_readonly(
            "variant", [](const MoveValue& v) { return VariantValue{v.rules.variant}; }, doc("Move.variant"))
        .def_property_readonly(
            "is_pass", [](const MoveValue& v) { return v.move.is_pass(); }, doc("Move.is_pass"))
        .def_property_readonly(
            "counts", [](const MoveValue& v) { return counts_array(v.move.cards); }, doc("Move.counts"))
        .def(
            "beats",
            [](py::handle self, py::handle b) {
                const MoveValue& a = self.cast<const MoveValue&>();
                return beats(a.move, move_arg(b, resolve(Asked{}, {self, b}), "other").move, a.rules);
            },
            py::arg("other"), doc("Move.beats"))
        .def("__len__", [](const MoveValue& v) { return card_count(v.move.cards); })
        .def("__str__", [](const MoveValue& v) { return move_text(v.move); })
        .def("__repr__",
             [](const MoveValue& v) {
                 return "Move('" + move_text(v.move) + "'" + rules_suffix(v.rules.players, v.rules.variant) + ")";
             })
        .def("__eq__",
             [](const MoveValue& a, py::handle b) -> py::object {
                 const MoveValue* o = as<MoveValue>(b);
                 if (!o) return py::reinterpret_borrow<py::object>(Py_NotImplemented);
                 return py::bool_(a.move == o->move && a.rules.players == o->rules.players &&
                                  a.rules.variant == o->rules.variant);
             })
        .def("__hash__",
             [](const MoveValue& v) {
                 return py::hash(py::make_tuple(v.move.cards, static_cast<int>(v.move.kind), v.move.length,
                                                v.rules.players, preset_name(v.rules.variant)));
             })
        // Pickled with its reading (a card set may have several under a variant).
        .def("__reduce__", [m](const MoveValue& v) {
            return py::make_tuple(
                m.attr("_move"), py::make_tuple(v.move.cards, static_cast<int>(v.move.kind), v.move.main, v.move.length,
                                                v.rules.players, VariantValue{v.rules.variant}));
        });
    m.def("_move", &move_from_reading, py::arg("code"), py::arg("kind"), py::arg("main"), py::arg("length"),
          py::arg("players"), py::arg("variant"), doc("_move"));

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
