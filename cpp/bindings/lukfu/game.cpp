// paigen.lukfu.Game's constructor and own methods (game.h has the rest), its
// Result, and the outcome columns of its playouts.
#include "../game.h"

#include <vector>

#include "../nb.h"
#include "../playout.h"
#include "paigen/lukfu/notation.h"
#include "traits.h"

namespace paigen::bindings::lukfu {

namespace {

Record make_game(nb::handle seed, nb::handle hands, nb::handle master) {
    Origin origin;
    if (hands.is_none()) {
        if (!master.is_none()) throw value_error("master is given only together with hands");
        origin.seed = seed_arg(seed);
        return Record(origin);
    }
    if (!seed.is_none()) throw value_error("seed deals the cards: give either seed or hands, not both");
    if (!PyList_Check(hands.ptr()) && !PyTuple_Check(hands.ptr()))
        throw type_error("hands must be a list of 3 hands, not " + python_type_name(hands));
    const nb::sequence list = nb::borrow<nb::sequence>(hands);
    if (nb::len(list) != kPlayers)
        throw value_error("hands must hold three hands (L4), not " + std::to_string(nb::len(list)));
    origin.seeded = false;
    for (int p = 0; p < kPlayers; ++p) {
        const std::string name = "hands[" + std::to_string(p) + "]";
        origin.hands[p] = cards_arg(list[static_cast<size_t>(p)], name.c_str());
    }
    origin.master = static_cast<uint8_t>(master.is_none() ? 0 : int_arg(master, "master", 0, kPlayers - 1));
    if (const std::string problem = deal_problem(origin); !problem.empty()) raise_state_error(problem);
    return Record(origin);
}

void call(Record& record, nb::handle play) {
    const bool value = bool_arg(play, "play");
    if (record.game().phase != Phase::Calling)
        raise_illegal_move(std::string("no calling now: the deal is in its ") + LukFu::phase_name(record.game()) +
                           " phase");
    record.apply(Decision{Move{}, static_cast<int8_t>(value)});
}

// A Move matches by kind and cards; a string by cards (its only move, as a lead
// or follow never offers two kinds with the same cards).
void play(Record& record, nb::handle move) {
    const Game& game = record.game();
    if (game.phase != Phase::Play)
        raise_illegal_move(std::string("no play now: the deal is in its ") + LukFu::phase_name(game) + " phase");
    const MoveValue* as_move = as<MoveValue>(move);
    const CardSet cards = as_move ? as_move->move.cards : cards_arg(move, "move");
    Move chosen;
    if (find_legal_move(game, as_move ? &as_move->move : nullptr, cards, &chosen)) {
        record.apply(Decision{chosen, -1});
        return;
    }
    raise_illegal_move("seat " + std::to_string(game.to_move) + " cannot play " +
                       quoted(as_move ? move_text(as_move->move) : format_cards(cards)) + " now");
}

}  // namespace

nb::object LukFu::move_list(const Game& game) {
    thread_local MoveList moves;
    moves.assign([&](Move* out) { return legal_moves(game, out); });
    return nb::steal<nb::object>(make_move_list(moves.begin(), moves.end()));
}

nb::object LukFu::result(const Game& g) {
    int64_t scores[kPlayers];
    lukfu::payoffs(g, scores);
    return result_type.make({optional_seat(g.winner), nb::int_(g.total),
                             nb::cast(std::vector<int64_t>(scores, scores + kPlayers)), nb::bool_(g.void_deal)});
}

nb::dict LukFu::outcome_columns(const std::vector<Outcome>& rows) {
    nb::dict out;
    out["winner"] = column<int8_t>(rows, &Outcome::winner);
    out["caller"] = column<int8_t>(rows, &Outcome::caller);
    out["total"] = column<uint8_t>(rows, &Outcome::total);
    out["points"] = column<int16_t>(rows, &Outcome::points);
    out["void"] = column<bool>(rows, &Outcome::void_deal);
    out["moves"] = column<int32_t>(rows, &Outcome::moves);
    out["deals"] = column<int32_t>(rows, &Outcome::deals);
    out["ran_out"] = column<int32_t>(rows, &Outcome::ran_out);
    return out;
}

void LukFu::add_game(nb::class_<Record>& game) {
    game.def("__init__", init<Record>(&make_game), nb::arg("seed") = nb::none(), nb::kw_only(),
             nb::arg("hands") = nb::none(), nb::arg("master") = nb::none())
        .def("call", &call, nb::arg("play"), doc("Game.call"))
        .def("play", &play, nb::arg("move"), doc("Game.play"))
        .def_prop_ro(
            "master", [](const Record& r) { return r.game().master; }, doc("Game.master"))
        .def_prop_ro(
            "caller", [](const Record& r) { return optional_seat(r.game().caller); }, doc("Game.caller"))
        .def_prop_ro(
            "fu", [](const Record& r) { return std::vector<int>(r.game().fu, r.game().fu + kPlayers); }, doc("Game.fu"))
        .def_prop_ro(
            "public", [](const Record& r) { return HandValue{r.game().public_cards}; }, doc("Game.public"))
        .def_prop_ro(
            "trick",
            [](const Record& r) {
                const Game& g = r.game();
                nb::list out;
                if (g.phase != Phase::Play) return out;
                for (int i = 0; i < g.played; ++i)
                    out.append(nb::make_tuple((g.leader + i) % kPlayers, MoveValue{g.trick[i]}));
                return out;
            },
            doc("Game.trick"));
    add_records(game);
}

}  // namespace paigen::bindings::lukfu
