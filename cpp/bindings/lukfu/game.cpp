// paigen.lukfu.Game: a whole deal over the core's Record (the game, its
// history and its saved form), with perft and divide.
#include "../game.h"

#include <pybind11/stl.h>

#include <vector>

#include "../observation.h"
#include "common.h"
#include "paigen/lukfu/notation.h"
#include "paigen/lukfu/observation.h"
#include "paigen/lukfu/record.h"
#include "paigen/lukfu/sample.h"

namespace paigen::bindings::lukfu {

namespace {

Record make_game(py::handle seed, py::handle hands, py::handle master) {
    Origin origin;
    if (hands.is_none()) {
        if (!master.is_none()) throw py::value_error("master is given only together with hands");
        origin.seed = seed_arg(seed);
        return Record(origin);
    }
    if (!seed.is_none()) throw py::value_error("seed deals the cards: give either seed or hands, not both");
    if (!PyList_Check(hands.ptr()) && !PyTuple_Check(hands.ptr()))
        throw py::type_error("hands must be a list of 3 hands, not " + type_name(hands));
    const py::sequence list = py::reinterpret_borrow<py::sequence>(hands);
    if (list.size() != kPlayers)
        throw py::value_error("hands must hold three hands (L4), not " + std::to_string(list.size()));
    origin.seeded = false;
    for (int p = 0; p < kPlayers; ++p) {
        const std::string name = "hands[" + std::to_string(p) + "]";
        origin.hands[p] = cards_arg(list[static_cast<size_t>(p)], name.c_str());
    }
    origin.master = static_cast<uint8_t>(master.is_none() ? 0 : int_arg(master, "master", 0, kPlayers - 1));
    const Check deal = check_deal(origin.hands);
    if (!deal.ok())
        raise_state_error(std::string(deal.reason) + (deal.cards       ? ": " + format_cards(deal.cards)
                                                      : deal.seat >= 0 ? ": seat " + std::to_string(deal.seat)
                                                                       : std::string()));
    return Record(origin);
}

void call(Record& record, py::handle play) {
    const bool value = bool_arg(play, "play");
    if (record.game().phase != Phase::Calling)
        raise_illegal_move(std::string("no calling now: the deal is in its ") + GameTraits::phase_name(record.game()) +
                           " phase");
    record.apply(Decision{Move{}, static_cast<int8_t>(value)});
}

// A Move matches by kind and cards; a string by cards (its only move, as a lead
// or follow never offers two kinds with the same cards).
void play(Record& record, py::handle move) {
    const Game& game = record.game();
    if (game.phase != Phase::Play)
        raise_illegal_move(std::string("no play now: the deal is in its ") + GameTraits::phase_name(game) + " phase");
    const MoveValue* as_move = as<MoveValue>(move);
    const CardSet cards = as_move ? as_move->move.cards : cards_arg(move, "move");
    thread_local MoveList moves;
    moves.assign([&](Move* out) { return legal_moves(game, out); });
    for (const Move& legal : moves)
        if (as_move ? legal == as_move->move : legal.cards == cards) {
            record.apply(Decision{legal, -1});
            return;
        }
    raise_illegal_move("seat " + std::to_string(game.to_move) + " cannot play " +
                       quoted(as_move ? move_text(as_move->move) : format_cards(cards)) + " now");
}

std::vector<int64_t> payoff_list(const Game& game) {
    int64_t out[kPlayers];
    payoffs(game, out);
    return std::vector<int64_t>(out, out + kPlayers);
}

// Module-lifetime references, filled at import (never written afterwards).
PyObject* result_type = nullptr;

}  // namespace

void register_game(py::module_& m) {
    m.def("_load_game", &RecordMethods<GameTraits>::load, py::arg("data"), "Game.load, as pickle calls it.");
    result_type =
        py::module_::import("collections").attr("namedtuple")("Result", "winner total scores void").release().ptr();
    m.attr("Result") = py::handle(result_type);
    py::handle(result_type).attr("__module__") = m.attr("__name__");
    py::handle(result_type).attr("__doc__") =
        "The outcome of a finished deal (E1-E3): the claimant's seat (None when void), their total\n"
        "(fu won + Old cards laid down, 0 when void), the net points per seat (zero-sum) and whether\n"
        "the deal was void (three passes with given cards, or empty hands without a claim).";

    py::class_<Record> game(m, "Game",
                            "A whole Luk Fu deal: calling (A1-A4), tricks (T1-T5), claims (R1) and scoring (E1-E3).\n\n"
                            "Game(seed=None) deals with its own generator (seed None: fresh entropy) and deals\n"
                            "again after three passes (A2) and after hands that run out without a claim (E1), so\n"
                            "it ends at a claim; Game(hands=[...], master=0) starts from three given hands of\n"
                            "equal size (12 cards, or fewer for an endgame), and either event then voids it.");
    game.def(py::init(&make_game), py::arg("seed") = py::none(), py::kw_only(), py::arg("hands") = py::none(),
             py::arg("master") = py::none())
        .def("call", &call, py::arg("play"), "Says play (True) or pass (False) for the player to move (A2).")
        .def(
            "legal_moves",
            [](const Record& r) {
                thread_local MoveList moves;
                moves.assign([&](Move* out) { return legal_moves(r.game(), out); });
                return py::reinterpret_steal<py::object>(make_move_list(moves.begin(), moves.end()));
            },
            "The legal moves of the player to move (a MoveList; empty outside the play phase).")
        .def("play", &play, py::arg("move"),
             "Plays a Move or card string. IllegalMoveError, state unchanged, if not legal.")
        .def_property_readonly(
            "hands",
            [](const Record& r) {
                py::list out;
                for (CardSet hand : r.game().hands) out.append(py::cast(HandValue{hand}));
                return out;
            },
            "Each seat's Hand now.")
        .def_property_readonly(
            "master", [](const Record& r) { return r.game().master; }, "The Master's seat (A1).")
        .def_property_readonly(
            "caller", [](const Record& r) { return optional_seat(r.game().caller); },
            "The caller's seat (A2), None until someone says play.")
        .def_property_readonly(
            "fu", [](const Record& r) { return std::vector<int>(r.game().fu, r.game().fu + kPlayers); },
            "fu won per seat (T4).")
        .def_property_readonly(
            "public", [](const Record& r) { return HandValue{r.game().public_cards}; },
            "The cards played face up so far (O3).")
        .def_property_readonly(
            "trick",
            [](const Record& r) {
                const Game& g = r.game();
                py::list out;
                if (g.phase != Phase::Play) return out;
                for (int i = 0; i < g.played; ++i)
                    out.append(py::make_tuple((g.leader + i) % kPlayers, MoveValue{g.trick[i]}));
                return out;
            },
            "(seat, Move) for each play of the current trick so far, discards included.")
        .def_property_readonly(
            "deals", [](const Record& r) { return r.game().deals; },
            "Deals made: 1 plus a redeal per three passes (A2) or hands run out without a claim (E1).")
        .def_property_readonly(
            "payoffs", [](const Record& r) { return payoff_list(r.game()); },
            "Net points per seat, zero-sum (E2, E3); all 0 until the end or when void.")
        .def_property_readonly(
            "result",
            [](const Record& r) -> py::object {
                const Game& g = r.game();
                if (g.phase != Phase::Over) return py::none();
                return py::handle(result_type)(optional_seat(g.winner), g.total, payoff_list(g), g.void_deal);
            },
            "The deal's Result once it is over, else None.");
    game.def("observation", &ObservationMethods<GameTraits, Seen>::observe, py::arg("seat") = py::none(),
             "What `seat` (default: the seat to decide) knows of the deal: an Observation.")
        .def("sample_hidden", &RecordMethods<GameTraits>::sampled_copy, py::arg("seat"), py::arg("rng"),
             "A copy of the deal in which the cards `seat` has not seen (the other hands and the\n"
             "other seats' discards) are dealt again among all deals consistent with what it\n"
             "observed, inferences included (a seat that discarded could not beat, F1-F4; R3's\n"
             "single leads; no claim while fu + Old cards stayed under 6, R1; a claim lays down\n"
             "exactly the Old cards); the history replays from it. Each such deal is exactly equally\n"
             "likely (rejection, then exact counting), except where exact counting would pass its\n"
             "limits (no state of the tests needs it): then a complete search answers, not uniformly.\n"
             "`rng`: an int seed or a numpy Generator. The copy starts from given cards (where a\n"
             "dealt game would deal again, A2 and E1, it ends void). The game is copied first, so\n"
             "another thread may play on meanwhile; Ctrl-C stops the call.");
    RecordMethods<GameTraits>::add(game, m.attr("_load_game"));
}

}  // namespace paigen::bindings::lukfu
