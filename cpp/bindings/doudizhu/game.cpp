// paigen.doudizhu.Game's constructor and own methods (game.h has the rest),
// its Result, and the outcome columns of its playouts.
#include "../game.h"

#include <algorithm>
#include <vector>

#include "../nb.h"
#include "../playout.h"
#include "paigen/doudizhu/notation.h"
#include "traits.h"

namespace paigen::bindings::doudizhu {

namespace {

Record make_game(nb::handle players_obj, nb::handle seed, nb::handle hands, nb::handle kitty, nb::handle first_bidder,
                 nb::handle variant) {
    Origin origin;
    origin.rules = resolve(asked(players_obj, variant), {});
    const Rules rules = origin.rules;
    if (hands.is_none()) {
        if (!kitty.is_none() || !first_bidder.is_none())
            throw value_error("kitty and first_bidder are given only together with hands");
        origin.seed = seed_arg(seed);
        return Record(origin);
    }
    if (!seed.is_none()) throw value_error("seed deals the cards: give either seed or hands, not both");
    if (!PyList_Check(hands.ptr()) && !PyTuple_Check(hands.ptr()))
        throw type_error("hands must be a list of " + std::to_string(rules.players) + " hands, not " +
                         python_type_name(hands));
    const nb::sequence list = nb::borrow<nb::sequence>(hands);
    if (static_cast<int>(nb::len(list)) != rules.players)
        throw value_error("hands must hold one hand per player (" + std::to_string(rules.players) + "), not " +
                          std::to_string(nb::len(list)));
    origin.seeded = false;
    for (int p = 0; p < rules.players; ++p) {
        const std::string name = "hands[" + std::to_string(p) + "]";
        const nb::handle hand = list[static_cast<size_t>(p)];
        resolve(asked_players(rules.players), {hand});  // a Hand of the game's deck
        origin.hands[p] = cards_arg(hand, rules, name.c_str());
    }
    if (!kitty.is_none()) {
        resolve(asked_players(rules.players), {kitty});
        origin.kitty = cards_arg(kitty, rules, "kitty");
    } else if (const std::string problem = left_over_kitty(origin); !problem.empty()) {
        raise_state_error(problem);
    }
    origin.first_bidder =
        static_cast<uint8_t>(first_bidder.is_none() ? 0 : int_arg(first_bidder, "first_bidder", 0, rules.players - 1));
    if (const std::string problem = deal_problem(origin); !problem.empty()) raise_state_error(problem);
    return Record(origin);
}

void bid(Record& record, nb::handle n) {
    const int64_t value = int_arg(n, "n", INT64_MIN, INT64_MAX);
    const Game& game = record.game();
    if (game.phase != Phase::Bidding)
        raise_illegal_move(std::string("no bidding now: the deal is in its ") + DouDizhu::phase_name(game) + " phase");
    if (value < 0 || value > kMaxBid || !record.apply(Decision{kPassMove, static_cast<int8_t>(value)}))
        raise_illegal_move("bid " + std::to_string(value) + " is not legal: pass (0) or bid above " +
                           std::to_string(game.highest_bid) + " up to 3 (B2)");
}

// Plays the legal move a Move or cards name: a Move its own reading when it is
// legal, else (like cards: a string or a Hand) the legal move of its cards,
// whatever its reading ('' or 'pass' is the pass).
void play(Record& record, nb::handle move_obj) {
    const Game& game = record.game();
    if (game.phase != Phase::Play)
        raise_illegal_move(std::string("no play now: the deal is in its ") + DouDizhu::phase_name(game) + " phase");
    const Rules rules = resolve(Asked{game.players(), true, game.rules.variant}, {move_obj});
    const MoveValue* as_move = as<MoveValue>(move_obj);
    const bool pass =
        as_move ? as_move->move.is_pass() : PyUnicode_Check(move_obj.ptr()) && is_pass_text(text_arg(move_obj, "move"));
    const Cards cards = pass ? 0 : cards_arg(move_obj, rules, "move");
    Move chosen;
    if (find_legal_move(game, as_move ? &as_move->move : nullptr, cards, &chosen)) {
        record.apply(Decision{chosen, -1});
        return;
    }
    raise_illegal_move("seat " + std::to_string(game.to_move) + " cannot play " +
                       quoted(pass ? std::string("pass") : format_cards(cards)) +
                       (game.leading() ? " as a lead" : " against " + quoted(format_cards(game.last_move.cards))));
}

}  // namespace

nb::object DouDizhu::result(const Game& g) {
    nb::object won = g.landlord < 0 ? nb::object(nb::none()) : nb::bool_(landlord_won(g));
    int64_t payoffs[kMaxPlayers];
    doudizhu::payoffs(g, payoffs);
    return result_type.make({optional_seat(g.landlord), won, nb::int_(g.highest_bid), nb::int_(multiplier(g)),
                             nb::int_(stake(g)), nb::cast(std::vector<int64_t>(payoffs, payoffs + g.players())),
                             nb::bool_(g.thrown_in)});
}

nb::dict DouDizhu::outcome_columns(const std::vector<Outcome>& rows) {
    nb::dict out;
    out["landlord"] = column<int8_t>(rows, &Outcome::landlord);
    out["landlord_won"] = column<bool>(rows, &Outcome::landlord_won);
    out["bid"] = column<uint8_t>(rows, &Outcome::bid);
    out["multiplier"] = column<int64_t>(rows, &Outcome::multiplier);
    out["stake"] = column<int64_t>(rows, &Outcome::stake);
    out["moves"] = column<int32_t>(rows, &Outcome::moves);
    out["deals"] = column<int32_t>(rows, &Outcome::deals);
    return out;
}

void DouDizhu::add_game(nb::class_<Record>& game) {
    game.def("__init__", init<Record>(&make_game), nb::arg("players") = 3, nb::arg("seed") = nb::none(), nb::kw_only(),
             nb::arg("hands") = nb::none(), nb::arg("kitty") = nb::none(), nb::arg("first_bidder") = nb::none(),
             nb::arg("variant") = nb::none())
        .def_prop_ro(
            "variant", [](const Record& r) { return VariantValue{r.game().rules.variant}; }, doc("Game.variant"))
        .def_prop_ro(
            "players", [](const Record& r) { return r.game().players(); }, doc("Game.players"))
        .def_prop_ro(
            "first_bidder", [](const Record& r) { return r.game().first_bidder; }, doc("Game.first_bidder"))
        .def(
            "legal_bids",
            [](const Record& r) {
                int bids[kMaxBid + 1];
                return std::vector<int>(bids, bids + legal_bids(r.game(), bids));
            },
            doc("Game.legal_bids"))
        .def("bid", &bid, nb::arg("n"), doc("Game.bid"))
        .def("play", &play, nb::arg("move"), doc("Game.play"))
        .def_prop_ro(
            "kitty", [](const Record& r) { return HandValue{r.game().kitty, r.game().players()}; }, doc("Game.kitty"))
        .def_prop_ro(
            "landlord", [](const Record& r) { return optional_seat(r.game().landlord); }, doc("Game.landlord"))
        .def_prop_ro(
            "bid_value", [](const Record& r) { return r.game().highest_bid; }, doc("Game.bid_value"))
        .def_prop_ro(
            "last_move",
            [](const Record& r) -> nb::object {
                const Game& g = r.game();
                if (g.phase != Phase::Play || g.leading()) return nb::none();
                return nb::cast(MoveValue{g.last_move, g.rules});
            },
            doc("Game.last_move"))
        .def_prop_ro(
            "multiplier", [](const Record& r) { return multiplier(r.game()); }, doc("Game.multiplier"))
        .def_prop_ro(
            "stake", [](const Record& r) { return stake(r.game()); }, doc("Game.stake"))
        .def_prop_ro(
            "landlord_won",
            [](const Record& r) -> nb::object {
                const Game& g = r.game();
                if (g.phase != Phase::Over || g.landlord < 0) return nb::none();
                return nb::bool_(landlord_won(g));
            },
            doc("Game.landlord_won"))
        .def_prop_ro("thrown_in", [](const Record& r) { return r.game().thrown_in; }, doc("Game.thrown_in"));
    add_records(game);
    add_move_features(game);
}

}  // namespace paigen::bindings::doudizhu
