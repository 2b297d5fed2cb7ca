// paigen.doudizhu.Game and paigen.lukfu.Game: whole deals, perft and the
// random playouts behind paigen.simulate.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "ddz_common.h"
#include "errors.h"
#include "lf_common.h"
#include "paigen/bits.h"
#include "paigen/doudizhu/game.h"
#include "paigen/doudizhu/notation.h"
#include "paigen/lukfu/game.h"
#include "paigen/lukfu/notation.h"
#include "paigen/perft.h"
#include "paigen/playout.h"

namespace py = pybind11;

namespace paigen::bindings {

namespace {

uint64_t seed_arg(const py::object& seed) {
    if (seed.is_none()) {  // fresh entropy, never a global generator
        std::random_device device;
        return (static_cast<uint64_t>(device()) << 32) ^ device();
    }
    return seed.cast<uint64_t>();
}

// The game's plain state as bytes, for pickling (same build only).
template <typename G>
py::bytes state_bytes(const G& game) {
    return py::bytes(reinterpret_cast<const char*>(&game), sizeof(G));
}
template <typename G>
G state_from_bytes(const py::bytes& data) {
    const std::string raw = data;
    if (raw.size() != sizeof(G)) throw py::value_error("pickled game state from another paigen build");
    G game;
    std::memcpy(static_cast<void*>(&game), raw.data(), sizeof(G));
    return game;
}

// ---------------------------------------------------------------- Dou Dizhu

namespace dz = paigen::doudizhu;

struct DdzGame {
    dz::Game game;
    std::vector<std::pair<int, dz::Decision>> history;
};

const char* ddz_phase(dz::Phase p) {
    return p == dz::Phase::Bidding ? "bidding" : p == dz::Phase::Play ? "play" : "over";
}

py::object ddz_decision(const dz::Decision& d, dz::Rules rules) {
    if (d.bid >= 0) return py::int_(d.bid);
    return py::cast(ddz::PyMove{d.move, rules});
}

DdzGame make_ddz_game(int players, const py::object& seed, const py::object& hands, const py::object& kitty,
                      int first_bidder) {
    const dz::Rules rules = ddz::rules_for(players);
    DdzGame g;
    if (hands.is_none()) {
        if (!kitty.is_none()) throw py::value_error("kitty is given only together with hands");
        g.game = dz::new_game(rules, seed_arg(seed));
        return g;
    }
    const auto list = hands.cast<py::sequence>();
    if (static_cast<int>(list.size()) != players)
        throw py::value_error("hands must hold one hand per player (" + std::to_string(players) + ")");
    if (first_bidder < 0 || first_bidder >= players)
        throw py::value_error("first_bidder must be a seat 0.." + std::to_string(players - 1));
    dz::Cards cards[dz::kMaxPlayers] = {};
    for (int p = 0; p < players; ++p) cards[p] = ddz::hand_from(list[static_cast<size_t>(p)], players).cards;
    const dz::Cards kitty_cards = kitty.is_none() ? 0 : ddz::hand_from(kitty, players).cards;
    // The hands and the kitty together must fit the deck (D2, D3).
    for (int r = 0; r < dz::kNumRanks; ++r) {
        int c = dz::count_of(kitty_cards, r);
        for (int p = 0; p < players; ++p) c += dz::count_of(cards[p], r);
        const int limit = r < dz::kRankBlack ? rules.suit_copies() : rules.joker_copies();
        if (c > limit)
            raise_state_error(std::string("the hands and kitty hold ") + std::to_string(c) + " copies of rank '" +
                              dz::kRankChars[r] + "', but a " + ddz::deck_name(rules) + " holds " +
                              std::to_string(limit));
    }
    g.game = dz::given_game(rules, cards, kitty_cards, first_bidder);
    return g;
}

void ddz_bid(DdzGame& g, int bid) {
    int bids[dz::kMaxBid + 1];
    const int n = dz::legal_bids(g.game, bids);
    if (g.game.phase != dz::Phase::Bidding)
        raise_illegal_move(std::string("no bidding now: the deal is in its ") + ddz_phase(g.game.phase) + " phase");
    bool legal = false;
    for (int i = 0; i < n; ++i) legal |= bids[i] == bid;
    if (!legal)
        raise_illegal_move("bid " + std::to_string(bid) + " is not legal: pass (0) or bid above " +
                           std::to_string(g.game.highest_bid) + " up to 3 (B2)");
    g.history.emplace_back(g.game.to_move, dz::Decision{dz::kPassMove, static_cast<int8_t>(bid)});
    dz::apply_bid(g.game, bid);
}

void ddz_play(DdzGame& g, const py::object& move) {
    if (g.game.phase != dz::Phase::Play)
        raise_illegal_move(std::string("no play now: the deal is in its ") + ddz_phase(g.game.phase) + " phase");
    const ddz::PyMove m = ddz::move_from(move, g.game.rules.players, "move");
    dz::Move* first = ddz::scratch_moves();
    dz::Move* last = dz::legal_moves(g.game, first);
    for (dz::Move* it = first; it != last; ++it)
        if (*it == m.move) {
            g.history.emplace_back(g.game.to_move, dz::Decision{m.move, -1});
            dz::apply_move(g.game, m.move);
            return;
        }
    const std::string what = m.move.is_pass() ? std::string("pass") : "'" + dz::format_cards(m.move.cards) + "'";
    raise_illegal_move("seat " + std::to_string(g.game.to_move) + " cannot play " + what +
                       (g.game.leading() ? " as a lead" : " against '" + dz::format_cards(g.game.last_move.cards) + "'"));
}

// Pickling goes through module functions (__reduce__), which works with every
// pickle protocol; the history travels as plain tuples.
// Module-lifetime references, deliberately leaked: a static py::object would
// be released after the interpreter is gone.
PyObject* restore_ddz = nullptr;
PyObject* restore_lf = nullptr;

py::list ddz_history_rows(const DdzGame& g) {
    py::list rows;
    for (const auto& [seat, d] : g.history)
        rows.append(py::make_tuple(seat, d.bid, d.move.cards, static_cast<int>(d.move.kind), d.move.main, d.move.length));
    return rows;
}

DdzGame ddz_from_state(const py::bytes& state, const py::list& rows) {
    DdzGame g;
    g.game = state_from_bytes<dz::Game>(state);
    for (const auto& item : rows) {
        const auto e = item.cast<py::tuple>();
        const dz::Move mv{e[2].cast<uint64_t>(), static_cast<dz::Kind>(e[3].cast<int>()), e[4].cast<uint8_t>(),
                          e[5].cast<uint8_t>()};
        g.history.emplace_back(e[0].cast<int>(), dz::Decision{mv, e[1].cast<int8_t>()});
    }
    return g;
}

void register_doudizhu_game(py::module_& m) {
    m.def("_game_from_state", &ddz_from_state, py::arg("state"), py::arg("history"));
    restore_ddz = py::object(m.attr("_game_from_state")).release().ptr();
    py::class_<DdzGame>(m, "Game",
                        "A whole Dou Dizhu deal: auction (B1-B4), tricks (P1-P4) and settlement (S1-S4).\n\n"
                        "Game(players=3, seed=None) deals with its own generator and redeals after an\n"
                        "all-pass auction; Game(players, hands=[...], kitty='...', first_bidder=0) starts\n"
                        "from given cards, and an all-pass auction then ends the deal thrown in.")
        .def(py::init(&make_ddz_game), py::arg("players") = 3, py::arg("seed") = py::none(), py::kw_only(),
             py::arg("hands") = py::none(), py::arg("kitty") = py::none(), py::arg("first_bidder") = 0)
        .def_property_readonly("players", [](const DdzGame& g) { return g.game.players(); })
        .def_property_readonly("phase", [](const DdzGame& g) { return ddz_phase(g.game.phase); },
                               "'bidding', 'play' or 'over'.")
        .def_property_readonly("to_move",
                               [](const DdzGame& g) -> py::object {
                                   if (g.game.phase == dz::Phase::Over) return py::none();
                                   return py::int_(g.game.to_move);
                               },
                               "The seat to decide, None once over.")
        .def_property_readonly("first_bidder", [](const DdzGame& g) { return g.game.first_bidder; })
        .def("legal_bids",
             [](const DdzGame& g) {
                 int bids[dz::kMaxBid + 1];
                 const int n = dz::legal_bids(g.game, bids);
                 return std::vector<int>(bids, bids + n);
             },
             "0 (pass) and every bid above the highest so far (B2); [] outside the auction.")
        .def("bid", &ddz_bid, py::arg("n"), "Bids n (0 = pass). IllegalMoveError, state unchanged, if not legal.")
        .def("legal_moves",
             [](const DdzGame& g) {
                 dz::Move* first = ddz::scratch_moves();
                 return py::reinterpret_steal<py::object>(
                     ddz::make_move_list(first, dz::legal_moves(g.game, first), g.game.rules));
             },
             "The legal moves of the player to move (a MoveList; empty outside the play phase).")
        .def("play", &ddz_play, py::arg("move"),
             "Plays a Move or card string ('' or 'pass' to pass). IllegalMoveError, state unchanged, if not legal.")
        .def_property_readonly("hands",
                               [](const DdzGame& g) {
                                   py::list out;
                                   for (int p = 0; p < g.game.players(); ++p)
                                       out.append(py::cast(ddz::PyHand{g.game.hands[p], g.game.rules}));
                                   return out;
                               })
        .def_property_readonly("kitty", [](const DdzGame& g) { return ddz::PyHand{g.game.kitty, g.game.rules}; })
        .def_property_readonly("landlord",
                               [](const DdzGame& g) -> py::object {
                                   if (g.game.landlord < 0) return py::none();
                                   return py::int_(g.game.landlord);
                               })
        .def_property_readonly("bid_value", [](const DdzGame& g) { return g.game.highest_bid; },
                               "The highest bid so far (S1 base stake), 0 if none.")
        .def_property_readonly("last_move",
                               [](const DdzGame& g) -> py::object {
                                   if (g.game.phase != dz::Phase::Play || g.game.leading()) return py::none();
                                   return py::cast(ddz::PyMove{g.game.last_move, g.game.rules});
                               },
                               "The move to beat in the current trick; None when the player to move leads.")
        .def_property_readonly("multiplier", [](const DdzGame& g) { return dz::multiplier(g.game); },
                               "2 ** doublings (S2 in 3p, S3 in 4p).")
        .def_property_readonly("stake", [](const DdzGame& g) { return dz::stake(g.game); },
                               "Winning bid x multiplier (S4); 0 before a landlord is known.")
        .def_property_readonly("landlord_won",
                               [](const DdzGame& g) -> py::object {
                                   if (g.game.phase != dz::Phase::Over || g.game.landlord < 0) return py::none();
                                   return py::bool_(dz::landlord_won(g.game));
                               })
        .def_property_readonly("thrown_in", [](const DdzGame& g) { return g.game.thrown_in; })
        .def_property_readonly("deals", [](const DdzGame& g) { return g.game.deals; },
                               "Deals made: 1 plus a redeal per all-pass auction (B4).")
        .def_property_readonly("payoffs",
                               [](const DdzGame& g) {
                                   int64_t out[dz::kMaxPlayers];
                                   dz::payoffs(g.game, out);
                                   return std::vector<int64_t>(out, out + g.game.players());
                               },
                               "Net payoff per seat, zero-sum (S4); all 0 until the end or if thrown in.")
        .def_property_readonly("history",
                               [](const DdzGame& g) {
                                   py::list out;
                                   for (const auto& [seat, d] : g.history)
                                       out.append(py::make_tuple(seat, ddz_decision(d, g.game.rules)));
                                   return out;
                               },
                               "(seat, decision) pairs in order: an int bid, or a Move (passes included).\n"
                               "A seeded deal's history keeps the passes of an all-pass auction before its\n"
                               "redeal (B4); `deals` counts the deals.")
        .def("clone", [](const DdzGame& g) { return g; })
        .def("__copy__", [](const DdzGame& g) { return g; })
        .def("__deepcopy__", [](const DdzGame& g, const py::object&) { return g; }, py::arg("memo"))
        .def("perft",
             [](const DdzGame& g, int depth) {
                 if (depth < 0) throw py::value_error("depth must be >= 0");
                 py::gil_scoped_release release;
                 return Perft<dz::GameAdapter>().count(g.game, depth);
             },
             py::arg("depth"),
             "The number of distinct decision sequences of `depth` decisions from here (bids,\n"
             "passes and plays all count; a finished deal is one leaf).")
        .def("divide",
             [](const DdzGame& g, int depth) {
                 if (depth < 1) throw py::value_error("divide needs depth >= 1");
                 std::vector<dz::Decision> firsts(dz::kMaxMoves);
                 std::vector<uint64_t> counts(dz::kMaxMoves);
                 int n;
                 {
                     py::gil_scoped_release release;
                     n = Perft<dz::GameAdapter>().divide(g.game, depth, firsts.data(), counts.data());
                 }
                 py::dict out;
                 for (int i = 0; i < n; ++i) out[ddz_decision(firsts[static_cast<size_t>(i)], g.game.rules)] = counts[static_cast<size_t>(i)];
                 return out;
             },
             py::arg("depth"), "perft split by first decision: {bid or Move: count}; {} once over.")
        .def("__reduce__",
             [](const DdzGame& g) { return py::make_tuple(py::handle(restore_ddz), py::make_tuple(state_bytes(g.game), ddz_history_rows(g))); });
}

// ---------------------------------------------------------------- Luk Fu

namespace lk = paigen::lukfu;

struct LfGame {
    lk::Game game;
    std::vector<std::pair<int, lk::Decision>> history;
};

const char* lf_phase(lk::Phase p) {
    return p == lk::Phase::Calling ? "calling" : p == lk::Phase::Play ? "play" : "over";
}

py::object lf_decision(const lk::Decision& d) {
    if (d.call >= 0) return py::bool_(d.call != 0);
    return py::cast(lf::LfMove{d.move});
}

LfGame make_lf_game(const py::object& seed, const py::object& hands, int master) {
    LfGame g;
    if (hands.is_none()) {
        g.game = lk::new_game(seed_arg(seed));
        return g;
    }
    const auto list = hands.cast<py::sequence>();
    if (list.size() != lk::kPlayers) throw py::value_error("hands must hold three hands (L4)");
    if (master < 0 || master >= lk::kPlayers) throw py::value_error("master must be a seat 0..2");
    lk::CardSet cards[lk::kPlayers];
    lk::CardSet seen = 0;
    for (int p = 0; p < lk::kPlayers; ++p) {
        cards[p] = lf::cards_arg(list[static_cast<size_t>(p)], "hands");
        if (seen & cards[p]) raise_state_error("cards " + lf::cards_text(seen & cards[p]) + " are in two hands");
        seen |= cards[p];
    }
    for (int p = 1; p < lk::kPlayers; ++p)
        if (popcount(cards[p]) != popcount(cards[0]))
            raise_state_error("the hands must be of equal size (T5)");
    if (popcount(cards[0]) > lk::kHandSize) raise_state_error("a hand holds at most 12 cards (L4)");
    g.game = lk::given_game(cards, master);
    return g;
}

void lf_play(LfGame& g, const py::object& move) {
    if (g.game.phase != lk::Phase::Play)
        raise_illegal_move(std::string("no play now: the deal is in its ") + lf_phase(g.game.phase) + " phase");
    lk::Move* first = lf::scratch_moves();
    lk::Move* last = lk::legal_moves(g.game, first);
    // A Move matches by kind and cards; a string by cards (its only move, as a
    // lead or follow never offers two kinds with the same cards).
    const lf::LfMove* as_move = py::isinstance<lf::LfMove>(move) ? &move.cast<const lf::LfMove&>() : nullptr;
    const lk::CardSet cards = as_move ? as_move->move.cards : lf::cards_arg(move, "move");
    for (lk::Move* it = first; it != last; ++it)
        if (as_move ? *it == as_move->move : it->cards == cards) {
            const lk::Move chosen = *it;
            g.history.emplace_back(g.game.to_move, lk::Decision{chosen, -1});
            lk::apply_move(g.game, chosen);
            return;
        }
    raise_illegal_move("seat " + std::to_string(g.game.to_move) + " cannot play '" + lk::format_cards(cards) + "' now");
}

py::list lf_history_rows(const LfGame& g) {
    py::list rows;
    for (const auto& [seat, d] : g.history)
        rows.append(py::make_tuple(seat, d.call, d.move.cards, static_cast<int>(d.move.kind), d.move.rank, d.move.suit,
                                   d.move.size));
    return rows;
}

LfGame lf_from_state(const py::bytes& state, const py::list& rows) {
    LfGame g;
    g.game = state_from_bytes<lk::Game>(state);
    for (const auto& item : rows) {
        const auto e = item.cast<py::tuple>();
        const lk::Move mv{e[2].cast<uint64_t>(), static_cast<lk::Kind>(e[3].cast<int>()), e[4].cast<uint8_t>(),
                          e[5].cast<uint8_t>(), e[6].cast<uint8_t>()};
        g.history.emplace_back(e[0].cast<int>(), lk::Decision{mv, e[1].cast<int8_t>()});
    }
    return g;
}

void register_lukfu_game(py::module_& m) {
    m.def("_game_from_state", &lf_from_state, py::arg("state"), py::arg("history"));
    restore_lf = py::object(m.attr("_game_from_state")).release().ptr();
    py::class_<LfGame>(m, "Game",
                       "A whole Luk Fu deal: calling (A1-A4), tricks (T1-T5), claims (R1) and scoring (E1-E3).\n\n"
                       "Game(seed=None) deals with its own generator and redeals after three passes;\n"
                       "Game(hands=[...], master=0) starts from given cards, and three passes then void it.")
        .def(py::init(&make_lf_game), py::arg("seed") = py::none(), py::kw_only(), py::arg("hands") = py::none(),
             py::arg("master") = 0)
        .def_property_readonly("phase", [](const LfGame& g) { return lf_phase(g.game.phase); },
                               "'calling', 'play' or 'over'.")
        .def_property_readonly("to_move",
                               [](const LfGame& g) -> py::object {
                                   if (g.game.phase == lk::Phase::Over) return py::none();
                                   return py::int_(g.game.to_move);
                               })
        .def("call",
             [](LfGame& g, bool play) {
                 if (g.game.phase != lk::Phase::Calling)
                     raise_illegal_move(std::string("no calling now: the deal is in its ") + lf_phase(g.game.phase) +
                                        " phase");
                 g.history.emplace_back(g.game.to_move, lk::Decision{lk::Move{}, static_cast<int8_t>(play)});
                 lk::apply_call(g.game, play);
             },
             py::arg("play"), "Says play (True) or pass (False) for the player to move (A2).")
        .def("legal_moves",
             [](const LfGame& g) {
                 lk::Move* first = lf::scratch_moves();
                 return py::reinterpret_steal<py::object>(lf::make_move_list(first, lk::legal_moves(g.game, first)));
             },
             "The legal moves of the player to move (a MoveList; empty outside the play phase).")
        .def("play", &lf_play, py::arg("move"),
             "Plays a Move or card string. IllegalMoveError, state unchanged, if not legal.")
        .def_property_readonly("hands",
                               [](const LfGame& g) {
                                   py::list out;
                                   for (int p = 0; p < lk::kPlayers; ++p) out.append(py::cast(lf::LfHand{g.game.hands[p]}));
                                   return out;
                               })
        .def_property_readonly("master", [](const LfGame& g) { return g.game.master; })
        .def_property_readonly("caller",
                               [](const LfGame& g) -> py::object {
                                   if (g.game.caller < 0) return py::none();
                                   return py::int_(g.game.caller);
                               })
        .def_property_readonly("fu",
                               [](const LfGame& g) {
                                   return std::vector<int>(g.game.fu, g.game.fu + lk::kPlayers);
                               },
                               "fu won per seat (T4).")
        .def_property_readonly("public", [](const LfGame& g) { return lf::LfHand{g.game.public_cards}; },
                               "The cards played face up so far (O3).")
        .def_property_readonly("trick",
                               [](const LfGame& g) {
                                   py::list out;
                                   if (g.game.phase != lk::Phase::Play) return out;
                                   for (int i = 0; i < g.game.played; ++i)
                                       out.append(py::make_tuple((g.game.leader + i) % lk::kPlayers,
                                                                 py::cast(lf::LfMove{g.game.trick[i]})));
                                   return out;
                               },
                               "(seat, Move) for each play of the current trick so far, discards included.")
        .def_property_readonly("deals", [](const LfGame& g) { return g.game.deals; })
        .def("_result",
             [](const LfGame& g) -> py::object {
                 if (g.game.phase != lk::Phase::Over) return py::none();
                 int64_t s[lk::kPlayers];
                 lk::scores(g.game, s);
                 py::object winner = g.game.winner < 0 ? py::object(py::none()) : py::object(py::int_(g.game.winner));
                 return py::make_tuple(winner, g.game.total, std::vector<int64_t>(s, s + lk::kPlayers),
                                       g.game.void_deal);
             })
        .def_property_readonly("history",
                               [](const LfGame& g) {
                                   py::list out;
                                   for (const auto& [seat, d] : g.history) out.append(py::make_tuple(seat, lf_decision(d)));
                                   return out;
                               },
                               "(seat, decision) pairs in order: a bool call, or a Move.")
        .def("clone", [](const LfGame& g) { return g; })
        .def("__copy__", [](const LfGame& g) { return g; })
        .def("__deepcopy__", [](const LfGame& g, const py::object&) { return g; }, py::arg("memo"))
        .def("perft",
             [](const LfGame& g, int depth) {
                 if (depth < 0) throw py::value_error("depth must be >= 0");
                 py::gil_scoped_release release;
                 return Perft<lk::GameAdapter>().count(g.game, depth);
             },
             py::arg("depth"),
             "The number of distinct decision sequences of `depth` decisions from here (calls,\n"
             "plays, discards and claims all count; a finished deal is one leaf).")
        .def("divide",
             [](const LfGame& g, int depth) {
                 if (depth < 1) throw py::value_error("divide needs depth >= 1");
                 std::vector<lk::Decision> firsts(lk::kMaxMoves);
                 std::vector<uint64_t> counts(lk::kMaxMoves);
                 int n;
                 {
                     py::gil_scoped_release release;
                     n = Perft<lk::GameAdapter>().divide(g.game, depth, firsts.data(), counts.data());
                 }
                 py::dict out;
                 for (int i = 0; i < n; ++i) out[lf_decision(firsts[static_cast<size_t>(i)])] = counts[static_cast<size_t>(i)];
                 return out;
             },
             py::arg("depth"), "perft split by first decision: {call (bool) or Move: count}; {} once over.")
        .def("__reduce__",
             [](const LfGame& g) { return py::make_tuple(py::handle(restore_lf), py::make_tuple(state_bytes(g.game), lf_history_rows(g))); });
}

// ---------------------------------------------------------------- playouts

template <typename T, typename Outcome, typename Field>
py::array_t<T> column(const std::vector<Outcome>& rows, Field field) {
    py::array_t<T> out(static_cast<py::ssize_t>(rows.size()));
    T* w = out.mutable_data();
    for (size_t i = 0; i < rows.size(); ++i) w[i] = static_cast<T>(rows[i].*field);
    return out;
}

}  // namespace

void register_games(py::module_& core, py::module_& dd, py::module_& lf_module) {
    register_doudizhu_game(dd);
    register_lukfu_game(lf_module);

    core.def(
        "_play_doudizhu",
        [](int players, uint64_t seed, uint64_t first, uint64_t count) {
            const dz::Rules rules = ddz::rules_for(players);
            std::vector<DoudizhuOutcome> rows(count);
            {
                py::gil_scoped_release release;  // plain C++ memory only
                play_doudizhu(rules, seed, first, count, rows.data());
            }
            py::dict out;
            out["landlord"] = column<int8_t>(rows, &DoudizhuOutcome::landlord);
            out["landlord_won"] = column<bool>(rows, &DoudizhuOutcome::landlord_won);
            out["bid"] = column<uint8_t>(rows, &DoudizhuOutcome::bid);
            out["multiplier"] = column<int64_t>(rows, &DoudizhuOutcome::multiplier);
            out["stake"] = column<int64_t>(rows, &DoudizhuOutcome::stake);
            out["moves"] = column<int32_t>(rows, &DoudizhuOutcome::moves);
            out["deals"] = column<int32_t>(rows, &DoudizhuOutcome::deals);
            return out;
        },
        py::arg("players"), py::arg("seed"), py::arg("first"), py::arg("count"));
    core.def(
        "_play_lukfu",
        [](uint64_t seed, uint64_t first, uint64_t count) {
            std::vector<LukfuOutcome> rows(count);
            {
                py::gil_scoped_release release;
                play_lukfu(seed, first, count, rows.data());
            }
            py::dict out;
            out["winner"] = column<int8_t>(rows, &LukfuOutcome::winner);
            out["caller"] = column<int8_t>(rows, &LukfuOutcome::caller);
            out["total"] = column<uint8_t>(rows, &LukfuOutcome::total);
            out["points"] = column<int16_t>(rows, &LukfuOutcome::points);
            out["void"] = column<bool>(rows, &LukfuOutcome::void_deal);
            out["moves"] = column<int32_t>(rows, &LukfuOutcome::moves);
            out["deals"] = column<int32_t>(rows, &LukfuOutcome::deals);
            return out;
        },
        py::arg("seed"), py::arg("first"), py::arg("count"));
}

}  // namespace paigen::bindings
