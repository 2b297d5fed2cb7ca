// What the Observation bindings of both games share: the value (a copy of the
// game, what the deal has shown, the observing seat and the current deal's
// decisions), Game.observation(seat), and the properties every Observation
// has. Traits: the game's GameTraits (game.h); Seen: its core Seen.
#pragma once

#include <pybind11/pybind11.h>

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "args.h"
#include "game.h"

namespace paigen::bindings {

namespace py = pybind11;

template <typename Traits, typename Seen>
struct ObservationMethods {
    using Game = typename Traits::Game;
    using Record = typename Traits::Record;
    using Phase = decltype(Game::phase);

    struct Value {
        Game game;
        Seen seen;
        int seat = 0;
        std::vector<typename Record::Entry> history;
    };

    // Game.observation(seat); seat None: the seat to decide.
    static py::object observe(const Record& record, py::handle seat_obj) {
        const Game& game = record.game();
        // The current deal's decisions: a redeal starts afresh.
        const auto first = record.history().begin() + static_cast<std::ptrdiff_t>(record.deal_start());
        Value o{game, seen_of(record), 0, {first, record.history().end()}};
        if (seat_obj.is_none()) {
            if (game.phase == Phase::Over) throw py::value_error("the deal is over: give the seat to observe");
            o.seat = game.to_move;
        } else {
            o.seat = static_cast<int>(int_arg(seat_obj, "seat", 0, Traits::players(game) - 1));
        }
        return py::cast(std::move(o));
    }

    // The Observation class with the properties both games' have.
    static py::class_<Value> define(py::module_& m, const char* doc) {
        py::class_<Value> cls(m, "Observation", doc);
        cls.def_property_readonly(
               "seat", [](const Value& o) { return o.seat; }, "The observing seat.")
            .def_property_readonly(
                "phase", [](const Value& o) { return Traits::phase_name(o.game); }, Traits::kPhasesDoc)
            .def_property_readonly(
                "to_move",
                [](const Value& o) { return optional_seat(o.game.phase == Phase::Over ? -1 : o.game.to_move); },
                "The seat to decide, None once over.")
            .def("__repr__", [](const Value& o) {
                return "<Observation of seat " + std::to_string(o.seat) + ", " + Traits::phase_name(o.game) + ">";
            });
        return cls;
    }
};

}  // namespace paigen::bindings
