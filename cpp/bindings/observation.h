// The Observation of both games: the value (a copy of the game, what the deal
// has shown, the observing seat and the current deal's decisions), made by
// Game.observation(seat), with the properties every Observation has and its
// encoding in paigen's fixed layout; T::add_observation adds the game's own.
// T: a game's traits (game.h), with `using Seen`.
#pragma once

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "args.h"
#include "game.h"
#include "nb.h"

namespace paigen::bindings {

template <typename T>
struct ObservationValue {
    typename T::Game game;
    typename T::Seen seen;
    int seat = 0;
    std::vector<typename T::Record::Entry> history;  // the current deal's decisions
};

// Game.observation(seat); seat None: the seat to decide.
template <typename T>
nb::object observe(const typename T::Record& record, nb::handle seat_obj) {
    const auto& game = record.game();
    const auto first = record.history().begin() + static_cast<std::ptrdiff_t>(record.deal_start());
    ObservationValue<T> o{game, seen_of(record), 0, {first, record.history().end()}};
    if (seat_obj.is_none()) {
        if (T::Adapter::over(game)) throw value_error("the deal is over: give the seat to observe");
        o.seat = game.to_move;
    } else {
        o.seat = static_cast<int>(int_arg(seat_obj, "seat", 0, T::players(game) - 1));
    }
    return nb::cast(std::move(o));
}

// Observation.encode(format) for a format other than 'paigen': the function
// Python registered under that name in Observation._formats, or a ValueError
// naming the formats there are. Python's layouts stay out of the paigen path.
template <typename T>
nb::object encode_other_format(nb::handle self, nb::handle format, std::string_view name) {
    const nb::dict formats = nb::borrow<nb::dict>(self.type().attr("_formats"));
    if (formats.contains(format)) return formats[format](self);
    if (formats.empty())
        throw value_error(std::string("format must be 'paigen' for ") + T::kGameName + ", not " + quoted(name));
    std::string known = "'paigen'";
    for (const auto& item : formats) known += ", " + quoted(nb::cast<std::string>(item.first));
    throw value_error("format must be one of " + known + ", not " + quoted(name));
}

template <typename T>
void register_observation(nb::module_& m) {
    using Value = ObservationValue<T>;
    nb::class_<Value> cls(m, "Observation", T::doc("Observation"));
    cls.def_prop_ro(
           "seat", [](const Value& o) { return o.seat; }, T::doc("Observation.seat"))
        .def_prop_ro(
            "phase", [](const Value& o) { return T::phase_name(o.game); }, T::doc("Observation.phase"))
        .def_prop_ro(
            "to_move", [](const Value& o) { return optional_seat(T::Adapter::over(o.game) ? -1 : o.game.to_move); },
            T::doc("Observation.to_move"))
        .def(
            "encode",
            [](const Value& o, nb::handle format) -> nb::object {
                const std::string_view name = text_arg(format, "format");
                if (name == "paigen") {
                    Array<int8_t> out(T::observation_size(T::players(o.game)));
                    encode_observation(o.game, o.seen, o.seat, out.mutable_data());
                    return std::move(out);
                }
                return encode_other_format<T>(nb::cast(&o, nb::rv_policy::reference), format, name);
            },
            nb::arg("format") = "paigen", T::doc("Observation.encode"))
        .def("__repr__", [](const Value& o) {
            return "<Observation of seat " + std::to_string(o.seat) + ", " + T::phase_name(o.game) + ">";
        });
    cls.attr("_formats") = nb::dict();  // the formats Python adds (name: function of the Observation)
    T::add_observation(cls);
    m.def(
        "observation_size", [](nb::handle players) { return T::observation_size(T::players_arg(players)); },
        nb::arg("players") = 3, T::doc("observation_size"));
}

}  // namespace paigen::bindings
