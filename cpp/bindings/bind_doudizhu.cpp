// Python classes and functions of paigen.doudizhu: Hand, Move, MoveList, Kind,
// legal_moves, classify, beats and the batch calls.
#include <pybind11/native_enum.h>
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <chrono>
#include <string>
#include <vector>

#include "errors.h"
#include "paigen/doudizhu/classify.h"
#include "paigen/doudizhu/compare.h"
#include "paigen/doudizhu/movegen.h"
#include "paigen/doudizhu/notation.h"

namespace py = pybind11;

namespace paigen::bindings {

using namespace paigen::doudizhu;

namespace {

// ---------------------------------------------------------------- values

struct PyHand {
    Cards cards = 0;
    Rules rules;
};

struct PyMove {
    Move move;
    Rules rules;
};

struct PyMoveList {
    std::vector<Move> moves;  // never empty storage: see make_move_list
    size_t size = 0;
    Rules rules;
};

// ---------------------------------------------------------------- input checks

Rules rules_for(int players) {
    if (!valid_players(players))
        throw py::value_error("players must be 3 or 4, not " + std::to_string(players));
    return Rules{static_cast<uint8_t>(players)};
}

// `players` as the caller gave it: None defers to the objects passed.
Rules resolve_rules(const py::object& players, int from_object) {
    if (players.is_none()) return rules_for(from_object > 0 ? from_object : 3);
    const int p = players.cast<int>();
    const Rules rules = rules_for(p);
    if (from_object > 0 && from_object != p)
        throw py::value_error("players=" + std::to_string(p) + " contradicts a " +
                              std::to_string(from_object) + "-player hand or move");
    return rules;
}

std::string deck_name(Rules rules) { return std::to_string(rules.players) + "-player deck"; }

Cards parse_or_raise(const std::string& text, Rules rules) {
    const ParseResult r = parse_cards(text, rules);
    switch (r.status) {
        case ParseStatus::Ok: return r.cards;
        case ParseStatus::BadCharacter:
            raise_notation_error(std::string("invalid card character '") + r.bad_char + "' in '" +
                                 text + "' (ranks are 3456789TJQKA2BR, D4)");
        case ParseStatus::TooManyCopies: {
            const int limit = r.bad_rank < kRankBlack ? rules.suit_copies() : rules.joker_copies();
            raise_notation_error(std::string("too many copies of rank '") + kRankChars[r.bad_rank] +
                                 "' in '" + text + "': " + std::to_string(r.copies) + ", but a " +
                                 deck_name(rules) + " holds " + std::to_string(limit) + " (D2/D3)");
        }
    }
    raise_notation_error("unreadable cards '" + text + "'");
}

// A packed word given by a user (Hand.from_code, batch arrays): every nibble
// within the deck's copies.
bool code_fits_deck(Cards cards, Rules rules) {
    if (cards >> (4 * kNumRanks)) return false;
    for (int r = 0; r < kNumRanks; ++r) {
        const int limit = r < kRankBlack ? rules.suit_copies() : rules.joker_copies();
        if (count_of(cards, r) > limit) return false;
    }
    return true;
}

Move classify_or_raise(Cards cards, Rules rules, const char* what) {
    const Classification c = classify(cards, rules);
    if (!c.ok())
        raise_illegal_move(std::string(what) + " '" + format_cards(cards) + "' is not a move: " +
                           c.reason);
    return c.move;
}

bool is_pass_text(const std::string& s) {
    if (s.empty()) return true;
    if (s.size() != 4) return false;
    std::string lower = s;
    for (char& ch : lower) ch = static_cast<char>(ch | 0x20);
    return lower == "pass";
}

// A move argument: a Move, or a string ("" and "pass" are a pass).
PyMove move_from(const py::handle& obj, const py::object& players, const char* what) {
    if (py::isinstance<PyMove>(obj)) {
        const PyMove& m = obj.cast<const PyMove&>();
        resolve_rules(players, m.rules.players);
        return m;
    }
    if (py::isinstance<py::str>(obj)) {
        const Rules rules = resolve_rules(players, 0);
        const std::string text = obj.cast<std::string>();
        if (is_pass_text(text)) return PyMove{kPassMove, rules};
        return PyMove{classify_or_raise(parse_or_raise(text, rules), rules, what), rules};
    }
    throw py::type_error(std::string(what) + " must be a Move or a card string, not " +
                         std::string(py::str(py::type::of(obj).attr("__name__"))));
}

PyHand hand_from(const py::handle& obj, const py::object& players) {
    if (py::isinstance<PyHand>(obj)) {
        const PyHand& h = obj.cast<const PyHand&>();
        resolve_rules(players, h.rules.players);
        return h;
    }
    if (py::isinstance<py::str>(obj)) {
        const Rules rules = resolve_rules(players, 0);
        return PyHand{parse_or_raise(obj.cast<std::string>(), rules), rules};
    }
    throw py::type_error("hand must be a Hand or a card string, not " +
                         std::string(py::str(py::type::of(obj).attr("__name__"))));
}

// ---------------------------------------------------------------- generation

// One scratch buffer per thread: generation writes here, the list keeps a copy
// of exactly the moves produced.
Move* scratch() {
    thread_local std::vector<Move> buffer(kMaxMoves);
    return buffer.data();
}

PyMoveList make_move_list(Cards hand, const Move& last, Rules rules) {
    Move* begin = scratch();
    Move* end = generate(hand, last, rules, begin);
    PyMoveList list;
    list.size = static_cast<size_t>(end - begin);
    list.moves.assign(begin, end);
    if (list.moves.empty()) list.moves.resize(1);  // numpy views need a valid pointer
    list.rules = rules;
    return list;
}

// A read-only numpy view of one field of the moves, kept alive by `owner`.
template <typename T>
py::array field_view(const py::object& owner, const PyMoveList& list, const T* first) {
    py::array view(py::dtype::of<T>(), {static_cast<py::ssize_t>(list.size)},
                   {static_cast<py::ssize_t>(sizeof(Move))}, first, owner);
    py::detail::array_proxy(view.ptr())->flags &= ~py::detail::npy_api::NPY_ARRAY_WRITEABLE_;
    return view;
}

std::string move_repr(const PyMove& m) {
    std::string s = "Move('" + (m.move.is_pass() ? std::string("pass") : format_cards(m.move.cards)) + "'";
    if (m.rules.players != 3) s += ", players=" + std::to_string(m.rules.players);
    return s + ")";
}

py::array_t<uint8_t> counts_of(Cards cards) {
    py::array_t<uint8_t> out(kNumRanks);
    auto w = out.mutable_unchecked<1>();
    for (int r = 0; r < kNumRanks; ++r) w(r) = static_cast<uint8_t>(count_of(cards, r));
    return out;
}

template <typename T>
const T* input_array(const py::array_t<T, py::array::c_style>& a, const char* name) {
    if (a.ndim() != 1) throw py::value_error(std::string(name) + " must be one-dimensional");
    return a.data();
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
        .def(py::init([](const py::object& cards, int players) {
                 const Rules rules = rules_for(players);
                 if (py::isinstance<PyHand>(cards)) {
                     PyHand h = cards.cast<PyHand>();
                     if (h.rules.players != players)
                         throw py::value_error("cannot copy a " + std::to_string(h.rules.players) +
                                               "-player hand as players=" + std::to_string(players));
                     return h;
                 }
                 return PyHand{parse_or_raise(cards.cast<std::string>(), rules), rules};
             }),
             py::arg("cards") = "", py::arg("players") = 3)
        .def_static(
            "from_code",
            [](uint64_t code, int players) {
                const Rules rules = rules_for(players);
                if (!code_fits_deck(code, rules))
                    raise_notation_error("code " + std::to_string(code) + " does not fit a " +
                                         deck_name(rules));
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
        .def("__eq__",
             [](const PyHand& a, const py::object& b) -> py::object {
                 if (!py::isinstance<PyHand>(b)) return py::reinterpret_borrow<py::object>(Py_NotImplemented);
                 const PyHand& h = b.cast<const PyHand&>();
                 return py::bool_(a.cards == h.cards && a.rules.players == h.rules.players);
             })
        .def("__hash__", [](const PyHand& h) { return py::hash(py::make_tuple(h.cards, h.rules.players)); })
        .def(
            "__contains__",
            [](const PyHand& h, const py::object& cards) {
                const Cards part = py::isinstance<PyMove>(cards)
                                       ? cards.cast<const PyMove&>().move.cards
                                       : py::isinstance<PyHand>(cards)
                                             ? cards.cast<const PyHand&>().cards
                                             : parse_or_raise(cards.cast<std::string>(), h.rules);
                return contains(h.cards, part);
            },
            "Whether the hand holds these cards (a Move, a Hand or a card string).")
        .def(
            "__sub__",
            [](const PyHand& h, const py::object& cards) {
                const Cards part = py::isinstance<PyMove>(cards)
                                       ? cards.cast<const PyMove&>().move.cards
                                       : parse_or_raise(cards.cast<std::string>(), h.rules);
                if (!contains(h.cards, part))
                    raise_illegal_move("the hand '" + format_cards(h.cards) + "' does not hold '" +
                                       format_cards(part) + "'");
                return PyHand{h.cards - part, h.rules};
            },
            "The hand without these cards (a Move or a card string); IllegalMoveError if it lacks them.")
        .def(py::pickle([](const PyHand& h) { return py::make_tuple(h.cards, h.rules.players); },
                        [](const py::tuple& t) {
                            return PyHand{t[0].cast<Cards>(), rules_for(t[1].cast<int>())};
                        }));

    // ------------------------------------------------------------ Move
    py::class_<PyMove>(m, "Move",
                       "One play: its kind, its cards and its C1 key (main rank, length).\n\n"
                       "Move(cards, players=3) classifies a card string; '' or 'pass' is a pass.")
        .def(py::init([](const py::object& cards, int players) {
                 return move_from(cards, py::int_(players), "move");
             }),
             py::arg("cards"), py::arg("players") = 3)
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
                const PyMove other = move_from(b, py::int_(a.rules.players), "other");
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
        .def(py::pickle(
            [](const PyMove& m) {
                return py::make_tuple(m.move.is_pass() ? std::string("pass") : format_cards(m.move.cards),
                                      m.rules.players);
            },
            [](const py::tuple& t) { return move_from(t[0], py::int_(t[1]), "move"); }));

    // ------------------------------------------------------------ MoveList
    py::class_<PyMoveList>(m, "MoveList",
                           "The legal moves of one position. Indexing and iteration build Move\n"
                           "objects on demand; the numpy fields (kinds, main_ranks, lengths, codes)\n"
                           "are zero-copy read-only views.")
        .def("__len__", [](const PyMoveList& l) { return l.size; })
        .def("__bool__", [](const PyMoveList& l) { return l.size != 0; })
        .def("__getitem__",
             [](const PyMoveList& l, py::ssize_t i) {
                 const auto n = static_cast<py::ssize_t>(l.size);
                 if (i < 0) i += n;
                 if (i < 0 || i >= n) throw py::index_error("move index out of range");
                 return PyMove{l.moves[static_cast<size_t>(i)], l.rules};
             })
        .def(
            "__iter__",
            [](const PyMoveList& l) {
                py::list out(l.size);
                for (size_t i = 0; i < l.size; ++i) out[i] = py::cast(PyMove{l.moves[i], l.rules});
                return py::iter(out);
            },
            "Iterates over Move objects.")
        .def(
            "__contains__",
            [](const PyMoveList& l, const py::object& move) {
                if (!py::isinstance<PyMove>(move) && !py::isinstance<py::str>(move)) return false;
                const PyMove target = move_from(move, py::int_(l.rules.players), "move");
                for (size_t i = 0; i < l.size; ++i)
                    if (l.moves[i] == target.move) return true;
                return false;
            },
            "Whether a move (Move or card string) is in the list.")
        .def_property_readonly("players", [](const PyMoveList& l) { return l.rules.players; })
        .def_property_readonly(
            "kinds",
            [](const py::object& self) {
                const auto& l = self.cast<const PyMoveList&>();
                return field_view(self, l, reinterpret_cast<const uint8_t*>(&l.moves[0].kind));
            },
            "Kind codes (numpy uint8, shape (n,)); Kind(value) names them.")
        .def_property_readonly(
            "main_ranks",
            [](const py::object& self) {
                const auto& l = self.cast<const PyMoveList&>();
                return field_view(self, l, &l.moves[0].main);
            },
            "C1 main rank indices (numpy uint8, shape (n,)).")
        .def_property_readonly(
            "lengths",
            [](const py::object& self) {
                const auto& l = self.cast<const PyMoveList&>();
                return field_view(self, l, &l.moves[0].length);
            },
            "C1 lengths (numpy uint8, shape (n,)).")
        .def_property_readonly(
            "codes",
            [](const py::object& self) {
                const auto& l = self.cast<const PyMoveList&>();
                return field_view(self, l, &l.moves[0].cards);
            },
            "Packed card codes (numpy uint64, shape (n,)), layout as Hand.code.")
        .def(
            "counts",
            [](const PyMoveList& l) {
                py::array_t<uint8_t> out({static_cast<py::ssize_t>(l.size), static_cast<py::ssize_t>(kNumRanks)});
                auto w = out.mutable_unchecked<2>();
                for (size_t i = 0; i < l.size; ++i)
                    for (int r = 0; r < kNumRanks; ++r)
                        w(static_cast<py::ssize_t>(i), r) = static_cast<uint8_t>(count_of(l.moves[i].cards, r));
                return out;
            },
            "Copies per rank of every move: numpy uint8 array of shape (n, 15).")
        .def_property_readonly(
            "cards",
            [](const PyMoveList& l) {
                std::vector<std::string> out;
                out.reserve(l.size);
                for (size_t i = 0; i < l.size; ++i) out.push_back(format_cards(l.moves[i].cards));
                return out;
            },
            "Canonical card strings of the moves ('' for the pass).")
        .def("__repr__", [](const PyMoveList& l) {
            std::string s = "<MoveList of " + std::to_string(l.size) + " moves";
            const size_t shown = l.size < 8 ? l.size : 8;
            for (size_t i = 0; i < shown; ++i) {
                s += i == 0 ? ": " : ", ";
                s += l.moves[i].is_pass() ? std::string("pass") : format_cards(l.moves[i].cards);
            }
            if (shown < l.size) s += ", ...";
            return s + ">";
        });

    // ------------------------------------------------------------ functions
    m.def(
        "legal_moves",
        [](const py::object& hand, const py::object& last, const py::object& players) {
            const PyHand h = hand_from(hand, players);
            Move last_move = kPassMove;
            if (!last.is_none()) {
                const PyMove lm = move_from(last, py::int_(h.rules.players), "last");
                last_move = lm.move;
            }
            return make_move_list(h.cards, last_move, h.rules);
        },
        py::arg("hand"), py::arg("last") = py::none(), py::arg("players") = py::none(),
        R"doc(Every legal play of `hand`: a lead when `last` is None, '' or a pass
(P1, never a pass), else every reply to `last` (P2, C1-C6) with the pass first.

`hand` is a Hand or a card string; `last` a Move or a card string. `players`
(3 or 4) defaults to the Hand's or Move's count, else 3. Each move appears once
(K-dup). Raises NotationError for bad notation, IllegalMoveError if `last` is
not a move.)doc");

    m.def(
        "classify",
        [](const py::object& cards, const py::object& players) {
            if (py::isinstance<PyMove>(cards)) return move_from(cards, players, "cards");
            const Rules rules = resolve_rules(players, 0);
            const std::string text = cards.cast<std::string>();
            return PyMove{classify_or_raise(parse_or_raise(text, rules), rules, "cards"), rules};
        },
        py::arg("cards"), py::arg("players") = py::none(),
        "The Move these cards make (K1-K13b), or IllegalMoveError saying why they make none.");

    m.def(
        "beats",
        [](const py::object& a, const py::object& b, const py::object& players) {
            int from = 0;
            if (py::isinstance<PyMove>(a)) from = a.cast<const PyMove&>().rules.players;
            else if (py::isinstance<PyMove>(b)) from = b.cast<const PyMove&>().rules.players;
            const Rules rules = resolve_rules(players, from);
            const PyMove ma = move_from(a, py::int_(rules.players), "a");
            const PyMove mb = move_from(b, py::int_(rules.players), "b");
            return doudizhu::beats(ma.move, mb.move, rules);
        },
        py::arg("a"), py::arg("b"), py::arg("players") = py::none(),
        "Whether move `a` beats move `b` (C1-C6). A pass neither beats nor is beaten.");

    // ------------------------------------------------------------ batch calls
    m.def(
        "count_legal_moves",
        [](const py::array_t<uint64_t, py::array::c_style>& hands, const py::object& lasts, int players) {
            const Rules rules = rules_for(players);
            const uint64_t* h = input_array(hands, "hands");
            const auto n = static_cast<size_t>(hands.size());
            std::vector<Move> last_moves(n, kPassMove);
            for (size_t i = 0; i < n; ++i)
                if (!code_fits_deck(h[i], rules))
                    raise_notation_error("hands[" + std::to_string(i) + "] does not fit a " + deck_name(rules));
            if (!lasts.is_none()) {
                const auto la = lasts.cast<py::array_t<uint64_t, py::array::c_style>>();
                const uint64_t* l = input_array(la, "lasts");
                if (static_cast<size_t>(la.size()) != n) throw py::value_error("lasts must match hands in length");
                for (size_t i = 0; i < n; ++i) {
                    if (l[i] == 0) continue;  // 0 = lead
                    if (!code_fits_deck(l[i], rules))
                        raise_notation_error("lasts[" + std::to_string(i) + "] does not fit a " + deck_name(rules));
                    last_moves[i] = classify_or_raise(l[i], rules, "lasts[i]");
                }
            }
            py::array_t<int64_t> counts(static_cast<py::ssize_t>(n));
            int64_t* out = counts.mutable_data();
            {
                // Safe without the GIL: only plain C++ memory is touched.
                py::gil_scoped_release release;
                std::vector<Move> buffer(kMaxMoves);
                for (size_t i = 0; i < n; ++i)
                    out[i] = generate(h[i], last_moves[i], rules, buffer.data()) - buffer.data();
            }
            return counts;
        },
        py::arg("hands"), py::arg("lasts") = py::none(), py::arg("players") = 3,
        R"doc(Number of legal moves for each hand code (numpy uint64, shape (B,)).
`lasts` (uint64, shape (B,)) holds the last move's card code per hand, 0 for a
lead. Replies count the pass. Releases the GIL.)doc");

    m.def(
        "legal_moves_batch",
        [](const py::array_t<uint64_t, py::array::c_style>& hands, const py::object& lasts, int players) {
            const Rules rules = rules_for(players);
            const uint64_t* h = input_array(hands, "hands");
            const auto n = static_cast<size_t>(hands.size());
            std::vector<Move> last_moves(n, kPassMove);
            for (size_t i = 0; i < n; ++i)
                if (!code_fits_deck(h[i], rules))
                    raise_notation_error("hands[" + std::to_string(i) + "] does not fit a " + deck_name(rules));
            if (!lasts.is_none()) {
                const auto la = lasts.cast<py::array_t<uint64_t, py::array::c_style>>();
                const uint64_t* l = input_array(la, "lasts");
                if (static_cast<size_t>(la.size()) != n) throw py::value_error("lasts must match hands in length");
                for (size_t i = 0; i < n; ++i) {
                    if (l[i] == 0) continue;
                    if (!code_fits_deck(l[i], rules))
                        raise_notation_error("lasts[" + std::to_string(i) + "] does not fit a " + deck_name(rules));
                    last_moves[i] = classify_or_raise(l[i], rules, "lasts[i]");
                }
            }
            std::vector<Move> all;
            std::vector<int64_t> offsets(n + 1, 0);
            {
                py::gil_scoped_release release;  // plain C++ memory only
                std::vector<Move> buffer(kMaxMoves);
                for (size_t i = 0; i < n; ++i) {
                    Move* end = generate(h[i], last_moves[i], rules, buffer.data());
                    all.insert(all.end(), buffer.data(), end);
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
            out["offsets"] = py::array_t<int64_t>(static_cast<py::ssize_t>(n + 1), offsets.data());
            return out;
        },
        py::arg("hands"), py::arg("lasts") = py::none(), py::arg("players") = 3,
        R"doc(Legal moves of many hands at once, as flat numpy arrays: a dict with
'kinds', 'main_ranks', 'lengths' (uint8), 'codes' (uint64) and 'offsets'
(int64, shape (B+1,)): the moves of hand i are rows offsets[i]:offsets[i+1].
Inputs as for count_legal_moves. Releases the GIL while generating.)doc");

    m.def(
        "_time_generate",
        [](const py::array_t<uint64_t, py::array::c_style>& hands, const py::object& lasts, int players,
           int repeats) {
            // Core-only timing for the benchmarks: ns per generate() call, the
            // last moves classified beforehand, the moves written but not kept.
            const Rules rules = rules_for(players);
            const uint64_t* h = input_array(hands, "hands");
            const auto n = static_cast<size_t>(hands.size());
            std::vector<Move> last_moves(n, kPassMove);
            if (!lasts.is_none()) {
                const auto la = lasts.cast<py::array_t<uint64_t, py::array::c_style>>();
                const uint64_t* l = input_array(la, "lasts");
                for (size_t i = 0; i < n; ++i)
                    if (l[i]) last_moves[i] = classify_or_raise(l[i], rules, "lasts[i]");
            }
            int64_t total_moves = 0;
            double ns;
            {
                py::gil_scoped_release release;
                std::vector<Move> buffer(kMaxMoves);
                const auto start = std::chrono::steady_clock::now();
                for (int rep = 0; rep < repeats; ++rep)
                    for (size_t i = 0; i < n; ++i)
                        total_moves += generate(h[i], last_moves[i], rules, buffer.data()) - buffer.data();
                const auto stop = std::chrono::steady_clock::now();
                ns = std::chrono::duration<double, std::nano>(stop - start).count() /
                     (static_cast<double>(n) * repeats);
            }
            return py::make_tuple(ns, total_moves);
        },
        py::arg("hands"), py::arg("lasts"), py::arg("players"), py::arg("repeats"));
}

}  // namespace paigen::bindings
