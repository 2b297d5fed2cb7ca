// paigen.lukfu.Observation's own properties (observation.h has the rest).
#include "../observation.h"

#include <vector>

#include "../nb.h"
#include "paigen/bits.h"
#include "paigen/lukfu/old_cards.h"
#include "traits.h"

namespace paigen::bindings::lukfu {

namespace {

using ObservationValue = bindings::ObservationValue<LukFu>;

std::vector<int> per_seat(const uint8_t* values) { return std::vector<int>(values, values + kPlayers); }

}  // namespace

void LukFu::add_observation(nb::class_<ObservationValue>& cls) {
    cls.def_prop_ro(
           "hand", [](const ObservationValue& o) { return HandValue{o.game.hands[o.seat]}; }, doc("Observation.hand"))
        .def_prop_ro(
            "old",
            [](const ObservationValue& o) { return HandValue{old_cards(o.game.hands[o.seat], o.game.public_cards)}; },
            doc("Observation.old"))
        .def_prop_ro(
            "public", [](const ObservationValue& o) { return HandValue{o.game.public_cards}; },
            doc("Observation.public"))
        .def_prop_ro(
            "unseen", [](const ObservationValue& o) { return HandValue{unseen_cards(o.game, o.seen, o.seat)}; },
            doc("Observation.unseen"))
        .def_prop_ro(
            "discards", [](const ObservationValue& o) { return HandValue{o.seen.discards[o.seat]}; },
            doc("Observation.discards"))
        .def_prop_ro(
            "discarded",
            [](const ObservationValue& o) {
                std::vector<int> out;
                for (CardSet d : o.seen.discards) out.push_back(popcount(d));
                return out;
            },
            doc("Observation.discarded"))
        .def_prop_ro(
            "played",
            [](const ObservationValue& o) {
                nb::list out;
                for (CardSet p : o.seen.played) out.append(HandValue{p});
                return out;
            },
            doc("Observation.played"))
        .def_prop_ro(
            "hand_sizes",
            [](const ObservationValue& o) {
                std::vector<int> out;
                for (CardSet h : o.game.hands) out.push_back(popcount(h));
                return out;
            },
            doc("Observation.hand_sizes"))
        .def_prop_ro(
            "fu", [](const ObservationValue& o) { return per_seat(o.game.fu); }, doc("Observation.fu"))
        .def_prop_ro(
            "master", [](const ObservationValue& o) { return o.game.master; }, doc("Observation.master"))
        .def_prop_ro(
            "caller", [](const ObservationValue& o) { return optional_seat(o.game.caller); }, doc("Observation.caller"))
        .def_prop_ro(
            "calls",
            [](const ObservationValue& o) {
                nb::list out;
                for (int8_t c : o.seen.calls) out.append(c < 0 ? nb::object(nb::none()) : nb::bool_(c == 1));
                return out;
            },
            doc("Observation.calls"))
        .def_prop_ro(
            "trick",
            [](const ObservationValue& o) {
                nb::list out;
                const Game& g = o.game;
                if (g.phase != Phase::Play) return out;
                for (int i = 0; i < g.played; ++i) {
                    const int by = (g.leader + i) % kPlayers;
                    out.append(nb::make_tuple(by, MoveValue{as_seen(g.trick[i], by, o.seat)}));
                }
                return out;
            },
            doc("Observation.trick"))
        .def_prop_ro(
            "history",
            [](const ObservationValue& o) {
                nb::list out;
                for (const auto& e : o.history) {
                    if (e.decision.call >= 0)
                        out.append(nb::make_tuple(e.seat, nb::bool_(e.decision.call == 1)));
                    else
                        out.append(nb::make_tuple(e.seat, MoveValue{as_seen(e.decision.move, e.seat, o.seat)}));
                }
                return out;
            },
            doc("Observation.history"))
        .def_prop_ro(
            "legal_moves",
            [](const ObservationValue& o) {
                thread_local MoveList moves;
                const bool mine = o.game.phase == Phase::Play && o.game.to_move == o.seat;
                moves.assign([&](Move* out) { return mine ? legal_moves(o.game, out) : out; });
                return nb::steal<nb::object>(make_move_list(moves.begin(), moves.end()));
            },
            doc("Observation.legal_moves"));
}

}  // namespace paigen::bindings::lukfu
