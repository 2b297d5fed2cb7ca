// What the Game bindings of both games share: the methods every Record-backed
// Game has (phase, seat to move, history, copies, save/load, perft, divide,
// pickling) and small conversions. Traits (GameTraits of each game's
// common.h): `using Game, Record, Adapter`; `static py::object decision(const
// Decision&, const Game&)`; `phase_name`, `table` and `players` of a Game;
// `kGameName` (for messages) and `kPhasesDoc`.
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <algorithm>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "args.h"
#include "errors.h"
#include "interrupt.h"
#include "paigen/perft.h"
#include "paigen/rng.h"
#include "paigen/sampling.h"

namespace paigen::bindings {

namespace py = pybind11;

inline py::object optional_seat(int seat) { return seat < 0 ? py::object(py::none()) : py::object(py::int_(seat)); }

// One outcome field of every row as a numpy column.
template <typename T, typename Row, typename Field>
py::array_t<T> column(const std::vector<Row>& rows, Field field) {
    py::array_t<T> out(static_cast<py::ssize_t>(rows.size()));
    T* w = out.mutable_data();
    for (size_t i = 0; i < rows.size(); ++i) w[i] = static_cast<T>(rows[i].*field);
    return out;
}

template <typename Traits>
struct RecordMethods {
    using Record = typename Traits::Record;
    using Adapter = typename Traits::Adapter;
    using Decision = typename Adapter::Choice;

    static Record load(py::handle data) {
        if (!PyBytes_Check(data.ptr())) throw py::type_error("a saved Game is bytes, not " + type_name(data));
        char* raw = nullptr;
        Py_ssize_t size = 0;
        PyBytes_AsStringAndSize(data.ptr(), &raw, &size);
        Record record{typename Record::Origin{}};
        if (const char* problem = Record::load(std::string_view(raw, static_cast<size_t>(size)), &record))
            raise_state_error(std::string("damaged or foreign saved ") + Traits::kGameName + " game: " + problem);
        return record;
    }

    static py::list history(const Record& r) {
        py::list out;
        for (const auto& e : r.history()) out.append(py::make_tuple(e.seat, Traits::decision(e.decision, r.game())));
        return out;
    }

    static uint64_t perft(const Record& r, py::handle depth) {
        const int d = static_cast<int>(int_arg(depth, "depth", 0, INT32_MAX));
        uint64_t nodes;
        run_without_gil([&](const StopCheck& stop) {
            Perft<Adapter> search(stop);
            nodes = search.count(r.game(), d);
            return !search.stopped();
        });
        return nodes;
    }

    static py::dict divide(const Record& r, py::handle depth) {
        const int d = static_cast<int>(int_arg(depth, "depth", 1, INT32_MAX));
        std::vector<Decision> firsts(Adapter::kMaxChoices);
        std::vector<uint64_t> counts(Adapter::kMaxChoices);
        int n;
        run_without_gil([&](const StopCheck& stop) {
            Perft<Adapter> search(stop);
            n = search.divide(r.game(), d, firsts.data(), counts.data());
            return !search.stopped();
        });
        py::dict out;
        for (size_t i = 0; i < static_cast<size_t>(n); ++i) out[Traits::decision(firsts[i], r.game())] = counts[i];
        return out;
    }

    // The decisions open to the player to move and their action ids, in this
    // thread's buffers (a Dou Dizhu position can have thousands).
    struct Choices {
        std::vector<Decision> decisions = std::vector<Decision>(Adapter::kMaxChoices);
        std::vector<int32_t> ids = std::vector<int32_t>(Adapter::kMaxChoices);
        int size = 0;
    };
    static const Choices& choices(const typename Traits::Game& game) {
        thread_local Choices c;
        c.size = Adapter::over(game) ? 0 : Traits::actions(game).choices(game, c.decisions.data(), c.ids.data());
        return c;
    }

    static py::array_t<int32_t> legal_action_ids(const Record& r) {
        const Choices& c = choices(r.game());
        py::array_t<int32_t> out(c.size);
        std::memcpy(out.mutable_data(), c.ids.data(), sizeof(int32_t) * static_cast<size_t>(c.size));
        return out;
    }

    // Applies the legal decision with action id `id` (a generator lists a card
    // set once, so no two share one); IllegalMoveError naming the id as given
    // when none has it.
    static void apply_action(Record& r, py::handle id) {
        const int64_t value = saturated_int_arg(id, "id");
        const Choices& c = choices(r.game());
        const int32_t* const ids = c.ids.data();
        const int32_t* found = std::find(ids, ids + c.size, value);
        if (found == ids + c.size) {
            const std::string given = py::str(py::reinterpret_steal<py::object>(PyNumber_Index(id.ptr())));
            raise_illegal_move("action id " + given + " is not legal now: " +
                               (c.size == 0 ? std::string("the deal is over")
                                            : "it is none of the " + std::to_string(c.size) + " ids of " +
                                                  "legal_action_ids() (seat " + std::to_string(r.game().to_move) +
                                                  ", " + Traits::phase_name(r.game()) + " phase)"));
        }
        r.apply(c.decisions[static_cast<size_t>(found - ids)]);
    }

    // Game.sample_hidden: the game's sample_hidden() (sample.h) on a copy
    // taken under the GIL (another thread may play on `r` meanwhile), with the
    // GIL released and Ctrl-C polled.
    static Record sampled_copy(const Record& r, py::handle seat_obj, py::handle rng_obj) {
        const int seat = static_cast<int>(int_arg(seat_obj, "seat", 0, Traits::players(r.game()) - 1));
        Rng rng(rng_arg(rng_obj, "rng"));
        const Record snapshot = r;
        Record sampled{typename Record::Origin{}};
        Sampled answer = Sampled::Failed;
        run_without_gil([&](const StopCheck& stop) {
            answer = sample_hidden(snapshot, seat, rng, &sampled, stop);
            return answer != Sampled::Stopped;
        });
        if (answer == Sampled::Failed)
            raise_state_error("no deal of the hidden cards replays this game's history (a bug: please report it)");
        return sampled;
    }

    // Adds the shared methods to `cls`; `load_function` is the module-level
    // function pickle calls (m._load_game).
    template <typename Class>
    static void add(Class& cls, py::handle load_function) {
        static const std::string ids_doc =
            "The action ids of the decisions open to the seat to move, in legal_moves() order\n"
            "(the auction's or calling's decisions in their phase), as a numpy int32 array;\n"
            "empty once over. " +
            std::string(Traits::kActionsDoc);
        cls.def_property_readonly(
               "seed",
               [](const Record& r) -> py::object {
                   if (!r.origin().seeded) return py::none();
                   return py::int_(r.origin().seed);
               },
               "The seed the cards were dealt from; None for given cards.")
            .def_property_readonly(
                "phase", [](const Record& r) { return Traits::phase_name(r.game()); }, Traits::kPhasesDoc)
            .def_property_readonly(
                "to_move",
                [](const Record& r) { return optional_seat(Adapter::over(r.game()) ? -1 : r.game().to_move); },
                "The seat to decide, None once over.")
            .def_property_readonly("history", &history,
                                   "(seat, decision) pairs in order, from the first bid or call on.")
            .def_property_readonly(
                "deal_starts",
                [](const Record& r) {
                    py::list out;
                    for (size_t start : r.deal_starts()) out.append(start);
                    return out;
                },
                "Where each deal begins in history: [0], then the index after each redeal.")
            .def(
                "clone", [](const Record& r) { return r; }, "An independent copy.")
            .def("__copy__", [](const Record& r) { return r; })
            .def(
                "__deepcopy__", [](const Record& r, py::handle) { return r; }, py::arg("memo"))
            .def(
                "save", [](const Record& r) { return py::bytes(r.save()); },
                "The deal as bytes: how it began and every decision since (a versioned format).")
            .def_static("load", &load, py::arg("data"),
                        "The Game that save() wrote. The decisions are replayed with every check, so\n"
                        "damaged or forged bytes raise StateError rather than load a state no deal reaches.")
            .def("legal_action_ids", &legal_action_ids, ids_doc.c_str())
            .def("apply_action", &apply_action, py::arg("id"),
                 "Makes the decision with this action id, one of legal_action_ids(). IllegalMoveError,\n"
                 "state unchanged, if no legal decision has it.")
            .def_property_readonly(
                "num_actions", [](const Record& r) { return Traits::actions(r.game()).num_actions(); },
                "The number of action ids: every id is in range(num_actions), the same for every deal\n"
                "of this game's rules.")
            .def("perft", &perft, py::arg("depth"),
                 "The number of distinct decision sequences of `depth` decisions from here (every\n"
                 "decision counts; a finished deal is one leaf). Ctrl-C stops it.")
            .def("divide", &divide, py::arg("depth"), "perft split by first decision: {decision: count}; {} once over.")
            .def("__repr__",
                 [](const Record& r) {
                     const auto& g = r.game();
                     std::string text = std::string("<") + Traits::kGameName + " Game: " + Traits::table(g);
                     text += r.origin().seeded ? "seed " + std::to_string(r.origin().seed) : std::string("given cards");
                     text += std::string(", ") + Traits::phase_name(g);
                     if (!Adapter::over(g)) text += ", seat " + std::to_string(g.to_move) + " to move";
                     return text + ", " + std::to_string(r.history().size()) + " decisions>";
                 })
            .def("__reduce__", [load_function](const Record& r) {
                return py::make_tuple(load_function, py::make_tuple(py::bytes(r.save())));
            });
    }
};

}  // namespace paigen::bindings
