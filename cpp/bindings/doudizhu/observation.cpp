// paigen.doudizhu.Observation: what one seat knows of a deal (Game.observation),
// and its encodings: paigen's own fixed layout (observation.h), and the
// layouts of DouZero and RLCard (python/paigen/_encodings.py).
#include "paigen/doudizhu/observation.h"

#include <pybind11/stl.h>

#include <vector>

#include "../errors.h"
#include "../observation.h"
#include "common.h"

namespace paigen::bindings::doudizhu {

namespace {

using Methods = ObservationMethods<GameTraits, Seen>;
using ObservationValue = Methods::Value;

HandValue hand_value(Cards cards, const Game& game) { return HandValue{cards, game.players()}; }

py::object move_or_none(bool known, const Move& move, const Game& game) {
    return known ? py::cast(MoveValue{move, game.rules}) : py::object(py::none());
}

py::array encode_paigen(const ObservationValue& o) {
    py::array_t<int8_t> out(observation_size(o.game.players()));
    encode_observation(o.game, o.seen, o.seat, out.mutable_data());
    return std::move(out);
}

}  // namespace

void register_observation(py::module_& m) {
    Methods::define(m,
                    "What one seat knows of a deal (its information set), from Game.observation(seat):\n"
                    "its own hand, every public play, hand sizes, the auction, the landlord and the\n"
                    "kitty once taken, the move to beat, bombs so far, its legal moves. encode() gives\n"
                    "it as a fixed-shape numpy array (paigen's layout, or DouZero's / RLCard's).")
        .def_property_readonly(
            "players", [](const ObservationValue& o) { return o.game.players(); }, "3 or 4.")
        .def_property_readonly(
            "variant", [](const ObservationValue& o) { return VariantValue{o.game.rules.variant}; },
            "The rule variant of the deal.")
        .def_property_readonly(
            "hand", [](const ObservationValue& o) { return hand_value(o.game.hands[o.seat], o.game); },
            "The observing seat's own hand.")
        .def_property_readonly(
            "hand_sizes",
            [](const ObservationValue& o) {
                std::vector<int> sizes;
                for (int p = 0; p < o.game.players(); ++p) sizes.push_back(card_count(o.game.hands[p]));
                return sizes;
            },
            "Cards in each seat's hand.")
        .def_property_readonly(
            "played",
            [](const ObservationValue& o) {
                py::list out;
                for (int p = 0; p < o.game.players(); ++p) out.append(hand_value(o.seen.played[p], o.game));
                return out;
            },
            "The cards each seat has played (a Hand per seat).")
        .def_property_readonly(
            "unseen",
            [](const ObservationValue& o) { return hand_value(unseen_cards(o.game, o.seen, o.seat), o.game); },
            "The cards in the other hands (and the kitty until taken).")
        .def_property_readonly(
            "landlord", [](const ObservationValue& o) { return optional_seat(o.game.landlord); },
            "The landlord's seat, None during the auction.")
        .def_property_readonly(
            "kitty",
            [](const ObservationValue& o) -> py::object {
                if (o.game.landlord < 0) return py::none();
                return py::cast(hand_value(o.game.kitty, o.game));
            },
            "The kitty once the landlord took it (face up), else None.")
        .def_property_readonly(
            "bids",
            [](const ObservationValue& o) {
                py::list out;
                for (int p = 0; p < o.game.players(); ++p)
                    out.append(o.seen.bids[p] < 0 ? py::object(py::none()) : py::int_(o.seen.bids[p]));
                return out;
            },
            "Each seat's last bid in this auction (0 is a pass), None where it has not bid.")
        .def_property_readonly(
            "bid_value", [](const ObservationValue& o) { return o.game.highest_bid; }, "The highest bid (S1).")
        .def_property_readonly(
            "history",
            [](const ObservationValue& o) {
                py::list out;
                for (const auto& e : o.history)
                    if (e.decision.bid < 0)
                        out.append(py::make_tuple(e.seat, MoveValue{e.decision.move, o.game.rules}));
                return out;
            },
            "(seat, Move) for every play and pass of the play phase, in order.")
        .def_property_readonly(
            "last_move",
            [](const ObservationValue& o) {
                return move_or_none(o.game.phase == Phase::Play && !o.game.leading(), o.game.last_move, o.game);
            },
            "The move to beat; None when the player to move leads.")
        .def_property_readonly(
            "last_seat",
            [](const ObservationValue& o) {
                return optional_seat(o.game.phase == Phase::Play && !o.game.leading() ? o.game.last_player : -1);
            },
            "Who made the move to beat, None when the player to move leads.")
        .def_property_readonly(
            "bombs", [](const ObservationValue& o) { return o.seen.bombs; }, "Bombs and rockets played so far.")
        .def_property_readonly(
            "multiplier", [](const ObservationValue& o) { return multiplier(o.game); }, "2 ** doublings (S2, S3).")
        .def_property_readonly(
            "legal_moves",
            [](const ObservationValue& o) {
                const Game& g = o.game;
                const bool mine = g.phase == Phase::Play && g.to_move == o.seat;
                if (!mine) return py::reinterpret_steal<py::object>(make_move_list(nullptr, nullptr, g.rules));
                return py::reinterpret_steal<py::object>(make_move_list(g.hands[o.seat], g.last_move, g.rules));
            },
            "The seat's legal moves when it is to play, else an empty MoveList.")
        .def_property_readonly(
            "legal_bids",
            [](const ObservationValue& o) {
                int bids[kMaxBid + 1];
                const int n = o.game.to_move == o.seat ? legal_bids(o.game, bids) : 0;
                return std::vector<int>(bids, bids + n);
            },
            "The seat's legal bids when it is to bid, else [].")
        .def(
            "encode",
            [](py::handle self, py::handle format) -> py::object {
                const std::string_view name = text_arg(format, "format");
                if (name == "paigen") return encode_paigen(self.cast<const ObservationValue&>());
                return py::module_::import("paigen._encodings").attr("encode")(self, format);
            },
            py::arg("format") = "paigen",
            "The observation as numpy arrays: 'paigen' (default): int8 of shape\n"
            "(observation_size(players),), the layout of paigen/doudizhu/observation.h;\n"
            "'douzero': DouZero's get_obs dict (3 players, variant 'douzero'); 'rlcard':\n"
            "RLCard's state dict (3 players, variant 'rlcard').");
    m.def(
        "observation_size",
        [](py::handle players) {
            return observation_size(rules_for(static_cast<int>(int_arg(players, "players", 3, 4))).players);
        },
        py::arg("players") = 3, "The length of Observation.encode()'s array for a player count.");
}

}  // namespace paigen::bindings::doudizhu
