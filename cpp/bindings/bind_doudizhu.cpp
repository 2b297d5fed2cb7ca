// Python classes and functions of paigen.doudizhu: Hand, Move, MoveList, Kind,
// legal_moves, classify, beats and the batch calls.
#include <pybind11/native_enum.h>
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <string>
#include <vector>

#include "ddz_common.h"
#include "errors.h"
#include "timing.h"
#include "paigen/doudizhu/classify.h"
#include "paigen/doudizhu/compare.h"
#include "paigen/doudizhu/movegen.h"
#include "paigen/doudizhu/notation.h"

namespace py = pybind11;

namespace paigen::bindings {

using namespace paigen::doudizhu;
using namespace paigen::bindings::ddz;

namespace ddz {
void register_move_list(py::module_& m);
}

namespace {

std::string move_repr(const PyMove& m) {
    std::string s = "Move('" + (m.move.is_pass() ? std::string("pass") : format_cards(m.move.cards)) + "'";
    if (m.rules.players != 3) s += ", players=" + std::to_string(m.rules.players);
    return s + ")";
}

using U64Array = py::array_t<uint64_t, py::array::c_style>;

// A one-dimensional uint64 array argument. No forcecast: an int64 or float
// array is a TypeError rather than silently wrapped into uint64.
U64Array u64_arg(const py::object& obj, const char* name) {
    if (!py::isinstance<U64Array>(obj))
        throw py::type_error(std::string(name) + " must be a C-contiguous numpy uint64 array");
    U64Array a = obj.cast<U64Array>();
    if (a.ndim() != 1) throw py::value_error(std::string(name) + " must be one-dimensional");
    return a;
}

// The validated inputs of a batch call: hand codes and classified last moves.
struct BatchInput {
    std::vector<Cards> hands;
    std::vector<Move> lasts;  // a pass for a lead
    Rules rules;
    size_t size() const { return hands.size(); }
};

BatchInput read_batch(const py::object& hands_obj, const py::object& lasts_obj, Rules rules) {
    const U64Array hands = u64_arg(hands_obj, "hands");
    BatchInput in;
    in.rules = rules;
    in.hands.assign(hands.data(), hands.data() + hands.size());
    in.lasts.assign(in.hands.size(), kPassMove);
    for (size_t i = 0; i < in.size(); ++i) check_code(in.hands[i], rules, "hands", static_cast<long>(i));
    if (lasts_obj.is_none()) return in;
    const U64Array lasts = u64_arg(lasts_obj, "lasts");
    if (static_cast<size_t>(lasts.size()) != in.size()) throw py::value_error("lasts must match hands in length");
    for (size_t i = 0; i < in.size(); ++i) {
        const Cards last = lasts.data()[i];
        if (last == 0) continue;  // a lead
        check_code(last, rules, "lasts", static_cast<long>(i));
        const Classification c = classify(last, rules);
        if (!c.ok()) classify_or_raise(last, rules, ("lasts[" + std::to_string(i) + "]").c_str());
        in.lasts[i] = c.move;
    }
    return in;
}

}  // namespace

void register_doudizhu(py::module_& m) {
    py::native_enum<Kind>(m, "Kind", "enum.IntEnum",
                          "The kinds of move, K1-K13b, and pass (P2). str() gives the lower-case name.")
        .value("SINGLE", Kind::Single, "K1: one card")
        .value("PAIR", Kind::Pair, "K2: two cards of one rank")
        .value("TRIPLE", Kind::Triple, "K3: three cards of one rank")
        .value("TRIPLE_SINGLE", Kind::TripleSingle, "K4: triple + one card (3p)")
        .value("TRIPLE_PAIR", Kind::TriplePair, "K5: triple + a pair")
        .value("STRAIGHT", Kind::Straight, "K6: 5..12 consecutive ranks in 3..A")
        .value("PAIR_CHAIN", Kind::PairChain, "K7: 3+ consecutive pairs in 3..A")
        .value("TRIPLE_CHAIN", Kind::TripleChain, "K8: 2+ consecutive triples in 3..A")
        .value("AIRPLANE_SINGLE", Kind::AirplaneSingle, "K9: triple chain + single wings (3p)")
        .value("AIRPLANE_PAIR", Kind::AirplanePair, "K10: triple chain + pair wings")
        .value("BOMB", Kind::Bomb, "K11: four (4p: four to eight) of a rank")
        .value("ROCKET", Kind::Rocket, "K12: BR (3p), BBRR (4p)")
        .value("FOUR_TWO_SINGLES", Kind::FourTwoSingles, "K13a: four + two singles (3p)")
        .value("FOUR_TWO_PAIRS", Kind::FourTwoPairs, "K13b: four + two pairs (3p)")
        .value("PASS", Kind::Pass, "P2: a reply with no cards")
        .finalize();

    m.attr("RANKS") = py::str(kRankChars);
    m.attr("MAX_MOVES") = kMaxMoves;

    // ------------------------------------------------------------ Hand
    py::class_<PyHand>(m, "Hand", "A multiset of cards held by one player (rule D4 notation).")
        .def(py::init([](const py::object& cards, const py::object& players) {
                 return hand_from(cards, players_arg(players));
             }),
             py::arg("cards") = "", py::arg("players") = py::none())
        .def_static(
            "from_code",
            [](uint64_t code, int players) {
                const Rules rules = rules_for(players);
                check_code(code, rules, "code");
                return PyHand{code, rules};
            },
            py::arg("code"), py::arg("players") = 3,
            "The hand whose packed rank counts (4 bits per rank, rank 3 lowest) are `code`.")
        .def_static(
            "from_counts",
            [](const std::vector<int>& counts, int players) {
                const Rules rules = rules_for(players);
                if (counts.size() != kNumRanks) throw py::value_error("counts must have 15 entries");
                Cards cards = 0;
                for (int r = 0; r < kNumRanks; ++r) {
                    const int limit = r < kRankBlack ? rules.suit_copies() : rules.joker_copies();
                    if (counts[static_cast<size_t>(r)] < 0 || counts[static_cast<size_t>(r)] > limit)
                        raise_notation_error(std::string("count ") + std::to_string(counts[static_cast<size_t>(r)]) +
                                             " of rank '" + kRankChars[r] + "' does not fit a " + deck_name(rules));
                    cards |= static_cast<Cards>(counts[static_cast<size_t>(r)]) << (4 * r);
                }
                return PyHand{cards, rules};
            },
            py::arg("counts"), py::arg("players") = 3, "The hand with these 15 per-rank counts.")
        .def_property_readonly("code", [](const PyHand& h) { return h.cards; },
                               "Packed rank counts: 4 bits per rank, rank 3 in the lowest nibble.")
        .def_property_readonly("players", [](const PyHand& h) { return h.rules.players; })
        .def_property_readonly("counts", [](const PyHand& h) { return counts_of(h.cards); },
                               "Copies per rank as a numpy uint8 array of shape (15,).")
        .def("__len__", [](const PyHand& h) { return card_count(h.cards); })
        .def("__str__", [](const PyHand& h) { return format_cards(h.cards); })
        .def("__repr__",
             [](const PyHand& h) {
                 std::string s = "Hand('" + format_cards(h.cards) + "'";
                 if (h.rules.players != 3) s += ", players=" + std::to_string(h.rules.players);
                 return s + ")";
             })
        // A hand equals a hand of the same cards and player count, and a card
        // string of the same cards; so its hash is the canonical string's.
        .def("__eq__",
             [](const PyHand& a, const py::object& b) -> py::object {
                 if (const PyHand* h = as<PyHand>(b))
                     return py::bool_(a.cards == h->cards && a.rules.players == h->rules.players);
                 if (PyUnicode_Check(b.ptr())) {
                     const ParseResult r = parse_cards(b.cast<std::string>(), a.rules);
                     return py::bool_(r.status == ParseStatus::Ok && r.cards == a.cards);
                 }
                 return py::reinterpret_borrow<py::object>(Py_NotImplemented);
             })
        .def("__hash__", [](const PyHand& h) { return py::hash(py::str(format_cards(h.cards))); })
        .def(
            "__contains__",
            [](const PyHand& h, const py::object& cards) { return contains(h.cards, cards_arg(cards, h.rules)); },
            "Whether the hand holds these cards (a Move, a Hand or a card string).")
        .def(
            "__sub__",
            [](const PyHand& h, const py::object& cards) {
                const Cards part = cards_arg(cards, h.rules);
                if (!contains(h.cards, part))
                    raise_illegal_move("the hand '" + format_cards(h.cards) + "' does not hold '" +
                                       format_cards(part) + "'");
                return PyHand{h.cards - part, h.rules};
            },
            "The hand without these cards (a Move, a Hand or a card string); IllegalMoveError if\n"
            "it lacks them.")
        // Pickled through the constructor (every protocol, unlike py::pickle).
        .def("__reduce__",
             [](const py::object& self) {
                 const PyHand& h = self.cast<const PyHand&>();
                 return py::make_tuple(py::type::of(self), py::make_tuple(format_cards(h.cards), h.rules.players));
             });

    // ------------------------------------------------------------ Move
    py::class_<PyMove>(m, "Move",
                       "One play: its kind, its cards and its C1 key (main rank, length).\n\n"
                       "Move(cards, players=3) classifies a card string; '' or 'pass' is a pass.")
        .def(py::init([](const py::object& cards, const py::object& players) {
                 return move_from(cards, players_arg(players), "move");
             }),
             py::arg("cards"), py::arg("players") = py::none())
        .def_property_readonly("kind", [](const PyMove& m) { return m.move.kind; })
        .def_property_readonly("cards", [](const PyMove& m) { return format_cards(m.move.cards); },
                               "Canonical card string, '' for a pass.")
        .def_property_readonly("code", [](const PyMove& m) { return m.move.cards; },
                               "Packed rank counts of the cards (as Hand.code).")
        .def_property_readonly("main_rank", [](const PyMove& m) { return m.move.main; },
                               "C1 main rank index 0..14 (3 = 0, R = 14); 0 for a pass.")
        .def_property_readonly("length", [](const PyMove& m) { return m.move.length; },
                               "C1 length: groups of a chain, cards of a bomb, else 1; 0 for a pass.")
        .def_property_readonly("players", [](const PyMove& m) { return m.rules.players; })
        .def_property_readonly("is_pass", [](const PyMove& m) { return m.move.is_pass(); })
        .def_property_readonly("counts", [](const PyMove& m) { return counts_of(m.move.cards); })
        .def(
            "beats",
            [](const PyMove& a, const py::object& b) {
                const PyMove other = move_from(b, a.rules.players, "other");
                return doudizhu::beats(a.move, other.move, a.rules);
            },
            py::arg("other"), "Whether this move beats `other` (C1-C6).")
        .def("__len__", [](const PyMove& m) { return card_count(m.move.cards); })
        .def("__str__",
             [](const PyMove& m) { return m.move.is_pass() ? std::string("pass") : format_cards(m.move.cards); })
        .def("__repr__", &move_repr)
        .def("__eq__",
             [](const PyMove& a, const py::object& b) -> py::object {
                 if (!py::isinstance<PyMove>(b)) return py::reinterpret_borrow<py::object>(Py_NotImplemented);
                 const PyMove& o = b.cast<const PyMove&>();
                 return py::bool_(a.move == o.move && a.rules.players == o.rules.players);
             })
        .def("__hash__",
             [](const PyMove& m) {
                 return py::hash(py::make_tuple(m.move.cards, static_cast<int>(m.move.kind), m.rules.players));
             })
        .def("__reduce__", [](const py::object& self) {
            const PyMove& m = self.cast<const PyMove&>();
            return py::make_tuple(
                py::type::of(self),
                py::make_tuple(m.move.is_pass() ? std::string("pass") : format_cards(m.move.cards), m.rules.players));
        });

    ClassHandle<PyHand>::type = reinterpret_cast<PyTypeObject*>(m.attr("Hand").ptr());
    ClassHandle<PyMove>::type = reinterpret_cast<PyTypeObject*>(m.attr("Move").ptr());

    // ------------------------------------------------------------ functions
    register_move_list(m);

    m.def(
        "classify",
        [](const py::object& cards, const py::object& players) {
            if (as<PyMove>(cards)) return move_from(cards, players_arg(players), "cards");
            const Rules rules = resolve_rules(players_arg(players), 0);
            return PyMove{classify_or_raise(parse_or_raise(text_arg(cards, "cards"), rules), rules, "cards"), rules};
        },
        py::arg("cards"), py::arg("players") = py::none(),
        "The Move these cards make (K1-K13b), or IllegalMoveError saying why they make none.");

    m.def(
        "beats",
        [](const py::object& a, const py::object& b, const py::object& players) {
            int from = 0;
            if (const PyMove* ma = as<PyMove>(a)) from = ma->rules.players;
            else if (const PyMove* mb = as<PyMove>(b)) from = mb->rules.players;
            const Rules rules = resolve_rules(players_arg(players), from);
            const PyMove ma = move_from(a, rules.players, "a");
            const PyMove mb = move_from(b, rules.players, "b");
            return doudizhu::beats(ma.move, mb.move, rules);
        },
        py::arg("a"), py::arg("b"), py::arg("players") = py::none(),
        "Whether move `a` beats move `b` (C1-C6). A pass neither beats nor is beaten.");

    // ------------------------------------------------------------ batch calls
    m.def(
        "count_legal_moves",
        [](const py::object& hands, const py::object& lasts, int players) {
            const BatchInput in = read_batch(hands, lasts, rules_for(players));
            py::array_t<int64_t> counts(static_cast<py::ssize_t>(in.size()));
            int64_t* out = counts.mutable_data();
            {
                // Safe without the GIL: only plain C++ memory is touched.
                py::gil_scoped_release release;
                Move* const buffer = scratch_moves();
                for (size_t i = 0; i < in.size(); ++i)
                    out[i] = generate(in.hands[i], in.lasts[i], in.rules, buffer) - buffer;
            }
            return counts;
        },
        py::arg("hands"), py::arg("lasts") = py::none(), py::arg("players") = 3,
        R"doc(Number of legal moves for each hand code (numpy uint64, shape (B,), as
Hand.code). `lasts` (uint64, shape (B,)) holds the card code of the move each
hand replies to, 0 for a lead. Replies count the pass. Releases the GIL.)doc");

    m.def(
        "legal_moves_batch",
        [](const py::object& hands, const py::object& lasts, int players) {
            const BatchInput in = read_batch(hands, lasts, rules_for(players));
            std::vector<Move> all;
            std::vector<int64_t> offsets(in.size() + 1, 0);
            {
                py::gil_scoped_release release;  // plain C++ memory only
                Move* const buffer = scratch_moves();
                for (size_t i = 0; i < in.size(); ++i) {
                    Move* end = generate(in.hands[i], in.lasts[i], in.rules, buffer);
                    all.insert(all.end(), buffer, end);
                    offsets[i + 1] = static_cast<int64_t>(all.size());
                }
            }
            const auto total = static_cast<py::ssize_t>(all.size());
            py::array_t<uint8_t> kinds(total), mains(total), lengths(total);
            py::array_t<uint64_t> codes(total);
            for (py::ssize_t i = 0; i < total; ++i) {
                const Move& mv = all[static_cast<size_t>(i)];
                kinds.mutable_data()[i] = static_cast<uint8_t>(mv.kind);
                mains.mutable_data()[i] = mv.main;
                lengths.mutable_data()[i] = mv.length;
                codes.mutable_data()[i] = mv.cards;
            }
            py::dict out;
            out["kinds"] = kinds;
            out["main_ranks"] = mains;
            out["lengths"] = lengths;
            out["codes"] = codes;
            out["offsets"] = py::array_t<int64_t>(static_cast<py::ssize_t>(offsets.size()), offsets.data());
            return out;
        },
        py::arg("hands"), py::arg("lasts") = py::none(), py::arg("players") = 3,
        R"doc(Legal moves of many hands at once, as flat numpy arrays: a dict with
'kinds', 'main_ranks', 'lengths' (uint8), 'codes' (uint64) and 'offsets'
(int64, shape (B+1,)): the moves of hand i are rows offsets[i]:offsets[i+1], in
the order legal_moves gives. Inputs as for count_legal_moves. Releases the GIL
while generating.)doc");

    m.def(
        "_time_generate",
        [](const py::object& hands, const py::object& lasts, int players, int repeats) {
            // Core-only timing for the benchmarks: ns per generate() call, the
            // last moves classified beforehand, the moves written but not kept.
            const BatchInput in = read_batch(hands, lasts, rules_for(players));
            Move* const buffer = scratch_moves();
            int64_t total_moves = 0;
            const double ns = ns_per_call(in.size(), repeats, [&](size_t i) {
                total_moves += generate(in.hands[i], in.lasts[i], in.rules, buffer) - buffer;
            });
            return py::make_tuple(ns, total_moves / repeats);
        },
        py::arg("hands"), py::arg("lasts"), py::arg("players"), py::arg("repeats"));
}

}  // namespace paigen::bindings
