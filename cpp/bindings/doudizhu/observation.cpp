// paigen.doudizhu.Observation's own properties (observation.h has the rest;
// the layouts of DouZero and RLCard are Python's, paigen/_encodings.py).
#include "../observation.h"

#include <vector>

#include "../nb.h"
#include "traits.h"

namespace paigen::bindings::doudizhu {

namespace {

using ObservationValue = bindings::ObservationValue<DouDizhu>;

HandValue hand_value(Cards cards, const Game& game) { return HandValue{cards, game.players()}; }

nb::object move_or_none(bool known, const Move& move, const Game& game) {
    return known ? nb::cast(MoveValue{move, game.rules}) : nb::object(nb::none());
}

}  // namespace

void DouDizhu::add_observation(nb::class_<ObservationValue>& cls) {
    cls.def_prop_ro(
           "players", [](const ObservationValue& o) { return o.game.players(); }, doc("Observation.players"))
        .def_prop_ro(
            "variant", [](const ObservationValue& o) { return VariantValue{o.game.rules.variant}; },
            doc("Observation.variant"))
        .def_prop_ro(
            "hand", [](const ObservationValue& o) { return hand_value(o.game.hands[o.seat], o.game); },
            doc("Observation.hand"))
        .def_prop_ro(
            "hand_sizes",
            [](const ObservationValue& o) {
                std::vector<int> sizes;
                for (int p = 0; p < o.game.players(); ++p) sizes.push_back(card_count(o.game.hands[p]));
                return sizes;
            },
            doc("Observation.hand_sizes"))
        .def_prop_ro(
            "played",
            [](const ObservationValue& o) {
                nb::list out;
                for (int p = 0; p < o.game.players(); ++p) out.append(hand_value(o.seen.played[p], o.game));
                return out;
            },
            doc("Observation.played"))
        .def_prop_ro(
            "unseen",
            [](const ObservationValue& o) { return hand_value(unseen_cards(o.game, o.seen, o.seat), o.game); },
            doc("Observation.unseen"))
        .def_prop_ro(
            "landlord", [](const ObservationValue& o) { return optional_seat(o.game.landlord); },
            doc("Observation.landlord"))
        .def_prop_ro(
            "kitty",
            [](const ObservationValue& o) -> nb::object {
                if (o.game.landlord < 0) return nb::none();
                return nb::cast(hand_value(o.game.kitty, o.game));
            },
            doc("Observation.kitty"))
        .def_prop_ro(
            "bids",
            [](const ObservationValue& o) {
                nb::list out;
                for (int p = 0; p < o.game.players(); ++p)
                    out.append(o.seen.bids[p] < 0 ? nb::object(nb::none()) : nb::int_(o.seen.bids[p]));
                return out;
            },
            doc("Observation.bids"))
        .def_prop_ro(
            "bid_value", [](const ObservationValue& o) { return o.game.highest_bid; }, doc("Observation.bid_value"))
        .def_prop_ro(
            "first_bidder", [](const ObservationValue& o) { return static_cast<int>(o.game.first_bidder); },
            doc("Observation.first_bidder"))
        .def_prop_ro(
            "_openspiel_face_up",
            [](const ObservationValue& o) {
                // OpenSpiel turns up a card of the first bidder; paigen deals it
                // the first bidder's lowest (paigen/_openspiel.py): public there.
                const int fb = o.game.first_bidder;
                Cards dealt = o.game.hands[fb] + o.seen.played[fb];
                if (o.game.landlord == fb) dealt -= o.game.kitty;
                for (int r = 0; r < kNumRanks; ++r)
                    if (count_of(dealt, r) > 0) return r;
                return -1;
            },
            doc("Observation._openspiel_face_up"))
        .def_prop_ro(
            "history",
            [](const ObservationValue& o) {
                nb::list out;
                for (const auto& e : o.history)
                    if (e.decision.bid < 0)
                        out.append(nb::make_tuple(e.seat, MoveValue{e.decision.move, o.game.rules}));
                return out;
            },
            doc("Observation.history"))
        .def_prop_ro(
            "last_move",
            [](const ObservationValue& o) {
                return move_or_none(o.game.phase == Phase::Play && !o.game.leading(), o.game.last_move, o.game);
            },
            doc("Observation.last_move"))
        .def_prop_ro(
            "last_seat",
            [](const ObservationValue& o) {
                return optional_seat(o.game.phase == Phase::Play && !o.game.leading() ? o.game.last_player : -1);
            },
            doc("Observation.last_seat"))
        .def_prop_ro(
            "bombs", [](const ObservationValue& o) { return o.seen.bombs; }, doc("Observation.bombs"))
        .def_prop_ro(
            "multiplier", [](const ObservationValue& o) { return multiplier(o.game); }, doc("Observation.multiplier"))
        .def_prop_ro(
            "legal_moves",
            [](const ObservationValue& o) {
                const Game& g = o.game;
                const bool mine = g.phase == Phase::Play && g.to_move == o.seat;
                if (!mine) return nb::steal<nb::object>(make_move_list(nullptr, nullptr, g.rules));
                return nb::steal<nb::object>(make_move_list(g.hands[o.seat], g.last_move, g.rules));
            },
            doc("Observation.legal_moves"))
        .def_prop_ro(
            "legal_bids",
            [](const ObservationValue& o) {
                int bids[kMaxBid + 1];
                const int n = o.game.to_move == o.seat ? legal_bids(o.game, bids) : 0;
                return std::vector<int>(bids, bids + n);
            },
            doc("Observation.legal_bids"));
}

}  // namespace paigen::bindings::doudizhu
