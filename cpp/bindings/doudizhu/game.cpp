// paigen.doudizhu.Game: a whole deal over the core's Record (the game, its
// history and its saved form), with perft and divide.
#include "../game.h"

#include <pybind11/stl.h>

#include <algorithm>
#include <vector>

#include "../observation.h"
#include "common.h"
#include "paigen/doudizhu/notation.h"
#include "paigen/doudizhu/observation.h"
#include "paigen/doudizhu/record.h"
#include "paigen/doudizhu/sample.h"

namespace paigen::bindings::doudizhu {

namespace {

std::string deal_problem(const Check& c, Rules rules) {
    std::string text = c.reason;
    if (c.rank >= 0 && c.rank < kNumRanks)
        text += ": " + copies_text(c.rank, c.count, rules);
    else if (c.seat >= 0)
        text += ": seat " + std::to_string(c.seat) + " holds " + std::to_string(c.count) + " cards";
    else if (c.count >= 0)
        text += ": " + std::to_string(c.count) + " cards";
    return text;
}

Record make_game(py::handle players_obj, py::handle seed, py::handle hands, py::handle kitty, py::handle first_bidder,
                 py::handle variant) {
    Origin origin;
    origin.rules = resolve(asked(players_obj, variant), {});
    const Rules rules = origin.rules;
    if (hands.is_none()) {
        if (!kitty.is_none() || !first_bidder.is_none())
            throw py::value_error("kitty and first_bidder are given only together with hands");
        origin.seed = seed_arg(seed);
        return Record(origin);
    }
    if (!seed.is_none()) throw py::value_error("seed deals the cards: give either seed or hands, not both");
    if (!PyList_Check(hands.ptr()) && !PyTuple_Check(hands.ptr()))
        throw py::type_error("hands must be a list of " + std::to_string(rules.players) + " hands, not " +
                             type_name(hands));
    const py::sequence list = py::reinterpret_borrow<py::sequence>(hands);
    if (static_cast<int>(list.size()) != rules.players)
        throw py::value_error("hands must hold one hand per player (" + std::to_string(rules.players) + "), not " +
                              std::to_string(list.size()));
    origin.seeded = false;
    Cards dealt = 0;
    for (int p = 0; p < rules.players; ++p) {
        const std::string name = "hands[" + std::to_string(p) + "]";
        const py::handle hand = list[static_cast<size_t>(p)];
        resolve(asked_players(rules.players), {hand});  // a Hand of the game's deck
        origin.hands[p] = cards_arg(hand, rules, name.c_str());
        dealt += origin.hands[p];
    }
    if (!kitty.is_none()) {
        resolve(asked_players(rules.players), {kitty});
        origin.kitty = cards_arg(kitty, rules, "kitty");
    } else {  // the cards left over, when they are a kitty's worth
        const Check fits = check_deal(rules, origin.hands, 0);
        if (fits.rank >= 0) raise_state_error(deal_problem(fits, rules));
        origin.kitty = full_deck(rules) - dealt;
        if (card_count(origin.kitty) != rules.kitty_size())
            raise_state_error("give the kitty: the cards left over are " + std::to_string(card_count(origin.kitty)) +
                              ", not the " + std::to_string(rules.kitty_size()) + " of a kitty (D2, D3)");
    }
    origin.first_bidder =
        static_cast<uint8_t>(first_bidder.is_none() ? 0 : int_arg(first_bidder, "first_bidder", 0, rules.players - 1));
    const Check deal = check_deal(rules, origin.hands, origin.kitty);
    if (!deal.ok()) raise_state_error(deal_problem(deal, rules));
    return Record(origin);
}

void bid(Record& record, py::handle n) {
    const int64_t value = int_arg(n, "n", INT64_MIN, INT64_MAX);
    const Game& game = record.game();
    if (game.phase != Phase::Bidding)
        raise_illegal_move(std::string("no bidding now: the deal is in its ") + GameTraits::phase_name(game) +
                           " phase");
    if (value < 0 || value > kMaxBid || !record.apply(Decision{kPassMove, static_cast<int8_t>(value)}))
        raise_illegal_move("bid " + std::to_string(value) + " is not legal: pass (0) or bid above " +
                           std::to_string(game.highest_bid) + " up to 3 (B2)");
}

// Plays the legal move a Move or cards name: a Move its own reading when it is
// legal, else (like cards: a string or a Hand) the legal move of its cards,
// whatever its reading ('' or 'pass' is the pass).
void play(Record& record, py::handle move_obj) {
    const Game& game = record.game();
    if (game.phase != Phase::Play)
        raise_illegal_move(std::string("no play now: the deal is in its ") + GameTraits::phase_name(game) + " phase");
    const Rules rules = resolve(Asked{game.players(), true, game.rules.variant}, {move_obj});
    const MoveValue* as_move = as<MoveValue>(move_obj);
    const bool pass =
        as_move ? as_move->move.is_pass() : PyUnicode_Check(move_obj.ptr()) && is_pass_text(text_arg(move_obj, "move"));
    const Cards cards = pass ? 0 : cards_arg(move_obj, rules, "move");
    MoveList& moves = scratch_moves();
    moves.assign([&](Move* out) { return legal_moves(game, out); });
    const Move* chosen = as_move ? std::find(moves.begin(), moves.end(), as_move->move) : moves.end();
    if (chosen == moves.end())
        chosen = std::find_if(moves.begin(), moves.end(),
                              [&](const Move& m) { return m.is_pass() == pass && m.cards == cards; });
    if (chosen != moves.end()) {
        record.apply(Decision{*chosen, -1});
        return;
    }
    raise_illegal_move("seat " + std::to_string(game.to_move) + " cannot play " +
                       quoted(pass ? std::string("pass") : format_cards(cards)) +
                       (game.leading() ? " as a lead" : " against " + quoted(format_cards(game.last_move.cards))));
}

std::vector<int64_t> payoff_list(const Game& game) {
    int64_t out[kMaxPlayers];
    payoffs(game, out);
    return std::vector<int64_t>(out, out + game.players());
}

// Module-lifetime references, filled at import (never written afterwards).
PyObject* result_type = nullptr;

}  // namespace

void register_game(py::module_& m) {
    m.def("_load_game", &RecordMethods<GameTraits>::load, py::arg("data"), "Game.load, as pickle calls it.");
    result_type = py::module_::import("collections")
                      .attr("namedtuple")("Result", "landlord landlord_won bid multiplier stake payoffs thrown_in")
                      .release()
                      .ptr();
    m.attr("Result") = py::handle(result_type);
    py::handle(result_type).attr("__module__") = m.attr("__name__");
    py::handle(result_type).attr("__doc__") =
        "The outcome of a finished deal: the landlord (None when thrown in), whether they won (P4), the\n"
        "winning bid (S1), the multiplier (S2/S3), the stake (S4), the net payoff per seat and whether\n"
        "the cards were thrown in after an all-pass auction (B4).";

    py::class_<Record> game(m, "Game",
                            "A whole Dou Dizhu deal: auction (B1-B4), tricks (P1-P4) and settlement (S1-S4).\n\n"
                            "Game(players=3, seed=None) deals with its own generator (seed None: fresh\n"
                            "entropy) and redeals after an all-pass auction. Game(players, hands=[...],\n"
                            "kitty=..., first_bidder=0) starts from given cards: one hand per player, each of\n"
                            "1 to 17 cards (25 with 4 players; smaller hands make an endgame or puzzle, the\n"
                            "cards not given are out of play), and a kitty of exactly 3 cards (8); kitty None\n"
                            "takes the cards left over when they are exactly a kitty. An all-pass auction\n"
                            "then ends the deal thrown in. variant= plays under another program's rules\n"
                            "(a Variant or a preset's name; 3 players only).");
    game.def(py::init(&make_game), py::arg("players") = 3, py::arg("seed") = py::none(), py::kw_only(),
             py::arg("hands") = py::none(), py::arg("kitty") = py::none(), py::arg("first_bidder") = py::none(),
             py::arg("variant") = py::none())
        .def_property_readonly(
            "variant", [](const Record& r) { return VariantValue{r.game().rules.variant}; },
            "The rule variant of the deal (a Variant; 3 players only).")
        .def_property_readonly(
            "players", [](const Record& r) { return r.game().players(); }, "3 or 4.")
        .def_property_readonly(
            "first_bidder", [](const Record& r) { return r.game().first_bidder; },
            "The seat that bid first in the current auction (B1).")
        .def(
            "legal_bids",
            [](const Record& r) {
                int bids[kMaxBid + 1];
                return std::vector<int>(bids, bids + legal_bids(r.game(), bids));
            },
            "0 (pass) and every bid above the highest so far (B2); [] outside the auction.")
        .def("bid", &bid, py::arg("n"), "Bids n (0 = pass). IllegalMoveError, state unchanged, if not legal.")
        .def(
            "legal_moves",
            [](const Record& r) {
                const Game& g = r.game();
                if (g.phase != Phase::Play)
                    return py::reinterpret_steal<py::object>(make_move_list(nullptr, nullptr, g.rules));
                return py::reinterpret_steal<py::object>(make_move_list(g.hands[g.to_move], g.last_move, g.rules));
            },
            "The legal moves of the player to move (a MoveList; empty outside the play phase).")
        .def("play", &play, py::arg("move"),
             "Plays a Move or card string ('' or 'pass' to pass). IllegalMoveError, state unchanged, if not legal.")
        .def_property_readonly(
            "hands",
            [](const Record& r) {
                py::list out;
                for (int p = 0; p < r.game().players(); ++p)
                    out.append(py::cast(HandValue{r.game().hands[p], r.game().players()}));
                return out;
            },
            "Each seat's Hand now (the landlord's includes the kitty once taken).")
        .def_property_readonly(
            "kitty", [](const Record& r) { return HandValue{r.game().kitty, r.game().players()}; },
            "The kitty (3 or 8 cards), face down until the landlord takes it.")
        .def_property_readonly(
            "landlord", [](const Record& r) { return optional_seat(r.game().landlord); },
            "The landlord's seat once the auction ended (B3), else None.")
        .def_property_readonly(
            "bid_value", [](const Record& r) { return r.game().highest_bid; },
            "The highest bid so far (S1 base stake), 0 if none.")
        .def_property_readonly(
            "last_move",
            [](const Record& r) -> py::object {
                const Game& g = r.game();
                if (g.phase != Phase::Play || g.leading()) return py::none();
                return py::cast(MoveValue{g.last_move, g.rules});
            },
            "The move to beat in the current trick; None when the player to move leads.")
        .def_property_readonly(
            "multiplier", [](const Record& r) { return multiplier(r.game()); }, "2 ** doublings (S2 in 3p, S3 in 4p).")
        .def_property_readonly(
            "stake", [](const Record& r) { return stake(r.game()); },
            "Winning bid x multiplier (S4); 0 before a landlord is known.")
        .def_property_readonly(
            "landlord_won",
            [](const Record& r) -> py::object {
                const Game& g = r.game();
                if (g.phase != Phase::Over || g.landlord < 0) return py::none();
                return py::bool_(landlord_won(g));
            },
            "Whether the landlord emptied their hand first (P4); None until then.")
        .def_property_readonly(
            "thrown_in", [](const Record& r) { return r.game().thrown_in; },
            "Given cards and an all-pass auction: the deal ended with no play (B4).")
        .def_property_readonly(
            "deals", [](const Record& r) { return r.game().deals; },
            "Deals made: 1 plus a redeal per all-pass auction (B4).")
        .def_property_readonly(
            "payoffs", [](const Record& r) { return payoff_list(r.game()); },
            "Net payoff per seat, zero-sum (S4); all 0 until the end or if thrown in.")
        .def_property_readonly(
            "result",
            [](const Record& r) -> py::object {
                const Game& g = r.game();
                if (g.phase != Phase::Over) return py::none();
                py::object won = g.landlord < 0 ? py::object(py::none()) : py::bool_(landlord_won(g));
                return py::handle(result_type)(optional_seat(g.landlord), won, g.highest_bid, multiplier(g), stake(g),
                                               payoff_list(g), g.thrown_in);
            },
            "The deal's Result once it is over, else None.");
    game.def("observation", &ObservationMethods<GameTraits, Seen>::observe, py::arg("seat") = py::none(),
             "What `seat` (default: the seat to decide) knows of the deal: an Observation.")
        .def("sample_hidden", &RecordMethods<GameTraits>::sampled_copy, py::arg("seat"), py::arg("rng"),
             "A copy of the deal in which the cards `seat` has not seen (the other hands, and the\n"
             "kitty until taken) are dealt again, as a shuffle deals them, among all deals consistent\n"
             "with what it observed (its hand, every play, the hand sizes, the kitty the landlord\n"
             "still holds; under OpenSpiel's chains_skip_bomb_rank, what a chain says of its lowest\n"
             "rank): each such deal of the physical cards exactly equally likely, counted exactly.\n"
             "The history replays from it. `rng`: an int seed or a numpy Generator. The copy starts\n"
             "from given cards (a later all-pass auction throws it in). The game is copied first, so\n"
             "another thread may play on meanwhile; Ctrl-C stops the call.");
    RecordMethods<GameTraits>::add(game, m.attr("_load_game"));
}

}  // namespace paigen::bindings::doudizhu
