// The Game of both games: a whole deal over the core's Record (the game, its
// history and its saved form), with its action ids, observations, perft,
// divide, sampling and pickling. register_game<T> adds what every Game has;
// T::add_game adds the constructor and the game's own methods.
//
// T: a game's traits (doudizhu/traits.h, lukfu/traits.h): `using Game, Record,
// Adapter, Seen`; players(), phase_name(), table(), decision() (a Decision as
// Game.history lists it), actions() (the core's action ids of a deal:
// num_actions(), choices()), move_list() (the legal moves as a MoveList),
// hand() (a hand as a Hand), result() (the Result once over), kResultFields;
// kGameName; doc(key), the docstrings of its stub (docs.h).
#pragma once

#include <algorithm>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "args.h"
#include "errors.h"
#include "interrupt.h"
#include "nb.h"
#include "paigen/perft.h"
#include "paigen/rng.h"
#include "paigen/sampling.h"

namespace paigen::bindings {

inline nb::object optional_seat(int seat) { return seat < 0 ? nb::object(nb::none()) : nb::object(nb::int_(seat)); }

template <typename T>
nb::object observe(const typename T::Record& record, nb::handle seat);  // observation.h

template <typename T>
struct GameMethods {
    using Record = typename T::Record;
    using Game = typename T::Game;
    using Adapter = typename T::Adapter;
    using Decision = typename Adapter::Choice;

    static Record load(nb::handle data) {
        if (!PyBytes_Check(data.ptr())) throw type_error("a saved Game is bytes, not " + python_type_name(data));
        char* raw = nullptr;
        Py_ssize_t size = 0;
        PyBytes_AsStringAndSize(data.ptr(), &raw, &size);
        Record record{typename Record::Origin{}};
        if (const char* problem = Record::load(std::string_view(raw, static_cast<size_t>(size)), &record))
            raise_state_error(std::string("damaged or foreign saved ") + T::kGameName + " game: " + problem);
        return record;
    }

    static nb::object load_object(PyObject* const (&data)[1]) { return nb::cast(load(data[0])); }

    static nb::list history(const Record& r) {
        nb::list out;
        for (const auto& e : r.history()) out.append(nb::make_tuple(e.seat, T::decision(e.decision, r.game())));
        return out;
    }

    static uint64_t perft(const Record& r, nb::handle depth) {
        const int d = static_cast<int>(int_arg(depth, "depth", 0, INT32_MAX));
        uint64_t nodes;
        const auto position = r.game();  // a copy: another thread may play on `r` meanwhile
        run_without_gil([&](const StopCheck& stop) {
            Perft<Adapter> search(stop);
            nodes = search.count(position, d);
            return !search.stopped();
        });
        return nodes;
    }

    static nb::dict divide(const Record& r, nb::handle depth) {
        const int d = static_cast<int>(int_arg(depth, "depth", 1, INT32_MAX));
        std::vector<Decision> firsts(Adapter::kMaxChoices);
        std::vector<uint64_t> counts(Adapter::kMaxChoices);
        int n;
        const auto position = r.game();  // a copy: another thread may play on `r` meanwhile
        run_without_gil([&](const StopCheck& stop) {
            Perft<Adapter> search(stop);
            n = search.divide(position, d, firsts.data(), counts.data());
            return !search.stopped();
        });
        nb::dict out;
        for (size_t i = 0; i < static_cast<size_t>(n); ++i) out[T::decision(firsts[i], r.game())] = counts[i];
        return out;
    }

    // Game.sample_hidden: the game's sample_hidden() (sample.h) on a copy
    // taken under the GIL (another thread may play on `r` meanwhile), with the
    // GIL released and Ctrl-C polled.
    static Record sampled_copy(const Record& r, nb::handle seat_obj, nb::handle rng_obj) {
        const int seat = static_cast<int>(int_arg(seat_obj, "seat", 0, T::players(r.game()) - 1));
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

    // The decisions open to the player to move and their action ids, in this
    // thread's buffers (a Dou Dizhu position can have thousands).
    struct Choices {
        std::vector<Decision> decisions = std::vector<Decision>(Adapter::kMaxChoices);
        std::vector<int32_t> ids = std::vector<int32_t>(Adapter::kMaxChoices);
        int size = 0;
    };
    static const Choices& choices(const Game& game) {
        thread_local Choices c;
        c.size = Adapter::over(game) ? 0 : T::actions(game).choices(game, c.decisions.data(), c.ids.data());
        return c;
    }

    // Game.legal_action_ids, a METH_NOARGS method: bots call it once per decision.
    static PyObject* legal_action_ids(PyObject* self, PyObject*) {
        return guarded([&] {
            thread_local int32_t ids[Adapter::kMaxChoices];  // zeroed storage: no first-use guard, one TLS lookup
            const Game& game = as<Record>(self)->game();
            const int n = Adapter::over(game) ? 0 : T::actions(game).choice_ids(game, ids);
            return int32_array(ids, n);
        });
    }
    static inline PyMethodDef legal_action_ids_def = {"legal_action_ids", legal_action_ids, METH_NOARGS,
                                                      "legal_action_ids($self)"};

    // Applies the legal decision with action id `id` (a generator lists a card
    // set once, so no two share one); IllegalMoveError naming the id as given
    // when none has it.
    static void apply_action(Record& r, nb::handle id) {
        const int64_t value = saturated_int_arg(id, "id");
        const Choices& c = choices(r.game());
        const int32_t* const ids = c.ids.data();
        const int32_t* found = std::find(ids, ids + c.size, value);
        if (found == ids + c.size) {
            const std::string given = str_of(nb::steal<nb::object>(PyNumber_Index(id.ptr())));
            raise_illegal_move("action id " + given + " is not legal now: " +
                               (c.size == 0 ? std::string("the deal is over")
                                            : "it is none of the " + std::to_string(c.size) + " ids of " +
                                                  "legal_action_ids() (seat " + std::to_string(r.game().to_move) +
                                                  ", " + T::phase_name(r.game()) + " phase)"));
        }
        r.apply(c.decisions[static_cast<size_t>(found - ids)]);
    }

    static std::string repr(const Record& r) {
        const Game& g = r.game();
        std::string text = std::string("<") + T::kGameName + " Game: " + T::table(g);
        text += r.origin().seeded ? "seed " + std::to_string(r.origin().seed) : std::string("given cards");
        text += std::string(", ") + T::phase_name(g);
        if (!Adapter::over(g)) text += ", seat " + std::to_string(g.to_move) + " to move";
        return text + ", " + std::to_string(r.history().size()) + " decisions>";
    }

    static std::vector<int64_t> payoffs(const Record& r) {
        int64_t out[8];
        T::payoffs(r.game(), out);
        return std::vector<int64_t>(out, out + T::players(r.game()));
    }
};

template <typename T>
void register_game(nb::module_& m) {
    using Methods = GameMethods<T>;
    using Record = typename T::Record;
    PicklableFunction<1, &Methods::load_object>::add(m, "_load_game", {"data"}, T::doc("_load_game"));
    T::result_type.define(m, T::kResultFields, T::doc("Result"));
    nb::class_<Record> cls(m, "Game", T::doc("Game"));
    T::add_game(cls);
    cls.def_prop_ro(
           "seed",
           [](const Record& r) -> nb::object {
               if (!r.origin().seeded) return nb::none();
               return nb::int_(r.origin().seed);
           },
           T::doc("Game.seed"))
        .def_prop_ro(
            "phase", [](const Record& r) { return T::phase_name(r.game()); }, T::doc("Game.phase"))
        .def_prop_ro(
            "to_move",
            [](const Record& r) { return optional_seat(T::Adapter::over(r.game()) ? -1 : r.game().to_move); },
            T::doc("Game.to_move"))
        .def_prop_ro("history", &Methods::history, T::doc("Game.history"))
        .def_prop_ro(
            "deal_starts",
            [](const Record& r) {
                nb::list out;
                for (size_t start : r.deal_starts()) out.append(start);
                return out;
            },
            T::doc("Game.deal_starts"))
        .def(
            "legal_moves", [](const Record& r) { return T::move_list(r.game()); }, T::doc("Game.legal_moves"))
        .def("apply_action", &Methods::apply_action, nb::arg("id"), T::doc("Game.apply_action"))
        .def_prop_ro(
            "num_actions", [](const Record& r) { return T::actions(r.game()).num_actions(); },
            T::doc("Game.num_actions"))
        .def_prop_ro(
            "hands",
            [](const Record& r) {
                nb::list out;
                for (int p = 0; p < T::players(r.game()); ++p) out.append(T::hand(r.game().hands[p], r.game()));
                return out;
            },
            T::doc("Game.hands"))
        .def_prop_ro(
            "deals", [](const Record& r) { return r.game().deals; }, T::doc("Game.deals"))
        .def_prop_ro("payoffs", &Methods::payoffs, T::doc("Game.payoffs"))
        .def_prop_ro(
            "result",
            [](const Record& r) { return T::Adapter::over(r.game()) ? T::result(r.game()) : nb::object(nb::none()); },
            T::doc("Game.result"))
        .def("observation", &observe<T>, nb::arg("seat") = nb::none(), T::doc("Game.observation"))
        .def("sample_hidden", &Methods::sampled_copy, nb::arg("seat"), nb::arg("rng"), T::doc("Game.sample_hidden"))
        .def(
            "clone", [](const Record& r) { return r; }, T::doc("Game.clone"))
        .def("__copy__", [](const Record& r) { return r; })
        .def(
            "__deepcopy__", [](const Record& r, nb::handle) { return r; }, nb::arg("memo"))
        .def(
            "save", [](const Record& r) { return save_bytes(r); }, T::doc("Game.save"))
        .def_static("load", &Methods::load, nb::arg("data"), T::doc("Game.load"))
        .def("perft", &Methods::perft, nb::arg("depth"), T::doc("Game.perft"))
        .def("divide", &Methods::divide, nb::arg("depth"), T::doc("Game.divide"))
        .def("__repr__", &Methods::repr)
        .def("__reduce__", [load = nb::handle(m.attr("_load_game"))](const Record& r) {  // the module keeps it
            return nb::make_tuple(load, nb::make_tuple(save_bytes(r)));
        });
    ClassHandle<Record>::type = reinterpret_cast<PyTypeObject*>(cls.ptr());
    add_method(cls, &Methods::legal_action_ids_def, T::doc("Game.legal_action_ids"));
}

}  // namespace paigen::bindings
