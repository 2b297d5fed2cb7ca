// The vectorised environments of both games (paigen/vector_env.h) as Python
// classes: numpy arrays in and out, the GIL released while the games step.
// T: a game's traits: `using VectorEnv, Record, Agent, Rules`; kAgentNames,
// doc(); `static Origin origin(const VectorEnv&, uint64_t seed)`;
// `def_vector_env_init(cls, make)`, the constructor with the game's own rule
// arguments, calling make(traits, num_envs, seed, masks, first_env, threads,
// observations) with traits() making the core env's traits.
#pragma once

#include <cstring>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "agents.h"
#include "args.h"
#include "errors.h"
#include "in_use.h"
#include "interrupt.h"
#include "paigen/rng.h"
#include "pybind.h"

namespace paigen::bindings {

namespace py = pybind11;

inline constexpr int kMaxThreads = 64;  // threads one vector env may step with

// The masks argument of a VectorEnv: False (none), True (bool, one byte an
// id) or 'bits' (uint8, 8 ids a byte, least significant bit first).
enum class MaskForm { None, Bools, Bits };

inline MaskForm mask_form_arg(py::handle masks) {
    if (PyUnicode_Check(masks.ptr()) && text_arg(masks, "masks") == "bits") return MaskForm::Bits;
    if (!PyBool_Check(masks.ptr()))
        throw py::type_error("masks must be True or False (or 'bits' for packed masks), not " +
                             (PyUnicode_Check(masks.ptr()) ? std::string(py::repr(masks)) : type_name(masks)));
    return masks.ptr() == Py_True ? MaskForm::Bools : MaskForm::None;
}

template <typename T>
class PyVectorEnv {
public:
    using Env = typename T::VectorEnv;

    PyVectorEnv(Env env, uint64_t seed, MaskForm masks, bool observations)
        : env_(std::move(env)), next_seed_(seed), observations_(observations) {
        if (!observations_) env_.skip_observations();
        if (masks == MaskForm::None) return;
        mask_bits_ = masks == MaskForm::Bits;
        const py::ssize_t rows = env_.num_envs();
        const py::ssize_t columns =
            mask_bits_ ? static_cast<py::ssize_t>(env_.mask_bytes()) : py::ssize_t{num_actions()};
        // The env's own buffer behind a capsule, read-only in every array
        // handed out: numpy lets no view of it, nor its base, be made
        // writable (the next step clears only the ids it set). The env
        // writes through mask_data_.
        auto* storage = new uint8_t[static_cast<size_t>(rows * columns)]();
        py::capsule owner(storage, [](void* p) { delete[] static_cast<uint8_t*>(p); });
        if (mask_bits_)
            mask_ = py::array_t<uint8_t>({rows, columns}, storage, owner);
        else
            mask_ = py::array_t<bool>({rows, columns}, reinterpret_cast<bool*>(storage), owner);
        mask_data_ = storage;
        py::detail::array_proxy(mask_->ptr())->flags &= ~py::detail::npy_api::NPY_ARRAY_WRITEABLE_;
    }

    int num_envs() const { return env_.num_envs(); }
    int threads() const { return env_.threads(); }
    int players() const { return env_.traits().players(); }
    int observation_size() const { return env_.traits().observation_size(); }
    int num_actions() const { return env_.traits().num_actions(); }
    bool started() const { return started_; }

    // f(core env) with the env claimed and reset: a game's own methods
    // (Dou Dizhu's move_features) read the last step through it.
    template <typename F>
    auto with_env(const char* method, F f) {
        const InUse::Claim claim = in_use_.claim(T::kGameName, "VectorEnv", method);
        if (!started_) raise_state_error(std::string(method) + "() before reset(): call reset() first");
        return f(static_cast<const Env&>(env_));
    }

    // reset(seed=None, deals=None, agent_seeds=None): deal 0 of every env
    // from `seed`; None: from the seed given at construction the first time,
    // then from one derived from it. `deals` (uint64, one per env): env i
    // plays the deal of that seed once instead, its seats' agents drawing
    // from `agent_seeds` (uint64, num_envs x players) when given (reset_deals()).
    py::tuple reset(py::handle seed, py::handle deals, py::handle agent_seeds) {
        const InUse::Claim claim = in_use_.claim(T::kGameName, "VectorEnv", "reset");
        Buffers b = buffers();
        if (!deals.is_none()) {
            if (!seed.is_none()) throw py::type_error("reset() takes a seed or deals, not both");
            const auto seeds = array_arg<uint64_t>(deals, "deals", num_envs(), "one per env");
            std::optional<py::array_t<uint64_t, py::array::c_style>> agents;
            if (!agent_seeds.is_none())
                agents = array_arg<uint64_t>(agent_seeds, "agent_seeds", py::ssize_t{num_envs()} * players(),
                                             "num_envs x players");
            // Copies: another thread may change the arrays while the GIL is released.
            const std::vector<uint64_t> seed_copy(seeds.data(), seeds.data() + seeds.size());
            std::vector<uint64_t> agent_copy;
            if (agents) agent_copy.assign(agents->data(), agents->data() + agents->size());
            started_ = false;
            run_without_gil([&](const StopCheck& stop) {
                return env_.reset_deals(seed_copy.data(), agents ? agent_copy.data() : nullptr, b.output, stop);
            });
        } else {
            if (!agent_seeds.is_none()) throw py::type_error("agent_seeds go with deals");
            const uint64_t s = seed.is_none() ? next_seed_ : u64_arg(seed, "seed");
            next_seed_ = Rng::stream(s, ~uint64_t{0});
            started_ = false;
            run_without_gil([&](const StopCheck& stop) { return env_.reset(s, b.output, stop); });
        }
        skipped_ = env_.skipped_deals();
        started_ = true;
        return py::make_tuple(observation_dict(b), py::dict());
    }

    // step(actions, hold=None): hold (bool, one per env) keeps the envs it
    // marks as they are (BasicVectorEnv::step).
    py::tuple step(py::handle actions, py::handle hold) {
        const InUse::Claim claim = in_use_.claim(T::kGameName, "VectorEnv", "step");
        if (!started_) raise_state_error("step() before reset(): call reset() first");
        const auto ids = array_arg<int32_t>(actions, "actions", num_envs(), "one per env");
        // Checked and applied from copies: another thread may change the
        // arrays while the GIL is released.
        const std::vector<int32_t> copy(ids.data(), ids.data() + num_envs());
        const int32_t* chosen = copy.data();
        std::vector<char> held;  // not vector<bool>: its bits have no bool* to hand over
        if (!hold.is_none()) {
            const auto marks = array_arg<bool>(hold, "hold", num_envs(), "one per env");
            held.assign(marks.data(), marks.data() + num_envs());
        }
        const bool* hold_data = held.empty() ? nullptr : reinterpret_cast<const bool*>(held.data());
        int64_t bad;
        {
            py::gil_scoped_release release;
            bad = env_.first_illegal(chosen, hold_data);
        }
        if (bad >= 0)
            raise_illegal_move("env " + std::to_string(bad) + ": action " + std::to_string(chosen[bad]) +
                               " is not one of its legal action ids");
        Buffers b = buffers();
        started_ = false;  // until the step is whole: a step stopped by Ctrl-C leaves the envs to be reset
        run_without_gil([&](const StopCheck& stop) { return env_.step(chosen, b.output, hold_data, stop); });
        skipped_ = env_.skipped_deals();
        started_ = true;
        py::array_t<bool> truncated(num_envs());
        std::fill(truncated.mutable_data(), truncated.mutable_data() + num_envs(), false);
        return py::make_tuple(observation_dict(b), b.rewards, b.terminated, truncated, py::dict());
    }

    // The id the built-in agent `name` chooses in every env (agents.h).
    py::array_t<int32_t> agent_actions(py::handle name) {
        const InUse::Claim claim = in_use_.claim(T::kGameName, "VectorEnv", "agent_actions");
        if (!started_) raise_state_error("agent_actions() before reset(): call reset() first");
        const auto agent = agent_arg<typename T::Agent>(name, T::kAgentNames);
        py::array_t<int32_t> out(num_envs());
        int32_t* ids = out.mutable_data();
        // Stopped by Ctrl-C: the envs stay as they were (only some agents'
        // draws are spent), so no reset is needed.
        run_without_gil([&](const StopCheck& stop) { return env_.agent_actions(agent, ids, stop); });
        return out;
    }

    // one_seat(seat, opponent=None): one-seat mode (BasicVectorEnv::one_seat),
    // the other seats played by the built-in agent `opponent`, or by the
    // caller when None. Before the first reset().
    void one_seat(py::handle seat, py::handle opponent) {
        const InUse::Claim claim = in_use_.claim(T::kGameName, "VectorEnv", "one_seat");
        if (started_) raise_state_error("one_seat() after reset(): choose the seat first");
        const int s = static_cast<int>(int_arg(seat, "seat", 0, players() - 1));
        if (opponent.is_none())
            env_.one_seat(s);
        else
            env_.one_seat(s, agent_arg<typename T::Agent>(opponent, T::kAgentNames, "opponent"));
    }
    py::object seat() const { return env_.seat() < 0 ? py::object(py::none()) : py::object(py::int_(env_.seat())); }
    // Counted when a reset() or step() ends: the envs' own counters change
    // while another thread steps them without the GIL.
    uint64_t skipped_deals() const { return skipped_; }

    // A copy of env i's current deal as a Game, its decisions replayed.
    typename T::Record game(py::handle index) {
        const InUse::Claim claim = in_use_.claim(T::kGameName, "VectorEnv", "game");
        if (!started_) raise_state_error("game() before reset(): call reset() first");
        const int i = static_cast<int>(int_arg(index, "i", 0, num_envs() - 1));
        typename T::Record record(T::origin(env_, env_.current_seed(i)));
        for (const auto& d : env_.history(i)) record.apply(d);
        return record;
    }

    // The constructor's arguments both games have; traits() makes the core
    // traits of the game's env (reading the game's own arguments).
    template <typename MakeTraits>
    static PyVectorEnv make(MakeTraits&& traits, py::handle num_envs, py::handle seed, py::handle masks,
                            py::handle first_env, py::handle threads, py::handle observations) {
        const int n = static_cast<int>(int_arg(num_envs, "num_envs", 1, 1 << 20));
        auto env_traits = traits();  // its errors before those of the arguments below
        const MaskForm form = mask_form_arg(masks);
        const bool encode = bool_arg(observations, "observations");
        return PyVectorEnv(Env(std::move(env_traits), n, u64_arg(first_env, "first_env"),
                               static_cast<int>(int_arg(threads, "threads", 1, kMaxThreads))),
                           seed_arg(seed), form, encode);
    }

private:
    struct Buffers {
        py::array_t<int8_t> observations, seats;
        py::array_t<bool> terminated;
        py::array_t<float> rewards;
        typename Env::Output output;
    };

    Buffers buffers() {
        const py::ssize_t n = num_envs();
        Buffers b{py::array_t<int8_t>({observations_ ? n : py::ssize_t{0}, py::ssize_t{observation_size()}}),
                  py::array_t<int8_t>(n),
                  py::array_t<bool>(n),
                  py::array_t<float>({n, py::ssize_t{players()}}),
                  {}};
        b.output.observations = observations_ ? b.observations.mutable_data() : nullptr;
        b.output.seats = b.seats.mutable_data();
        b.output.terminated = b.terminated.mutable_data();
        b.output.rewards = b.rewards.mutable_data();
        b.output.mask = mask_bits_ ? nullptr : reinterpret_cast<bool*>(mask_data_);
        b.output.mask_bits = mask_bits_ ? mask_data_ : nullptr;
        return b;
    }

    py::dict observation_dict(const Buffers& b) const {
        py::array_t<int32_t> ids(static_cast<py::ssize_t>(env_.total_ids()));
        py::array_t<int64_t> offsets(num_envs() + 1);
        env_.copy_ids(ids.mutable_data(), offsets.mutable_data());
        py::dict obs;
        if (observations_) obs["observation"] = b.observations;
        obs["seat"] = b.seats;
        obs["action_ids"] = ids;
        obs["action_offsets"] = offsets;
        if (mask_) {
            // A view of the reused buffer, read-only as the buffer is.
            obs["action_mask"] = mask_->attr("view")();
        }
        return obs;
    }

    Env env_;
    uint64_t next_seed_;
    bool started_ = false;
    bool observations_;
    bool mask_bits_ = false;
    std::optional<py::array> mask_;  // bool, or uint8 bits
    uint8_t* mask_data_ = nullptr;
    uint64_t skipped_ = 0;  // skipped_deals() at the end of the last reset() or step()
    InUse in_use_;
};

template <typename T>
void register_vector_env(py::module_& m) {
    using Box = PyVectorEnv<T>;
    py::class_<Box> cls(m, "VectorEnv", T::doc("VectorEnv"));
    T::def_vector_env_init(cls, [](auto&&... args) { return Box::make(std::forward<decltype(args)>(args)...); });
    cls.def("reset", &Box::reset, py::arg("seed") = py::none(), py::arg("deals") = py::none(),
            py::arg("agent_seeds") = py::none())
        .def("step", &Box::step, py::arg("actions"), py::arg("hold") = py::none(), T::doc("VectorEnv.step"))
        .def("one_seat", &Box::one_seat, py::arg("seat"), py::arg("opponent") = py::none(),
             T::doc("VectorEnv.one_seat"))
        .def_property_readonly("seat", &Box::seat)
        .def_property_readonly("skipped_deals", &Box::skipped_deals)
        .def("game", &Box::game, py::arg("i"))
        .def("agent_actions", &Box::agent_actions, py::arg("agent"))
        .def_property_readonly("threads", &Box::threads)
        .def_property_readonly("num_envs", &Box::num_envs)
        .def_property_readonly("players", &Box::players)
        .def_property_readonly("observation_size", &Box::observation_size)
        .def_property_readonly("num_actions", &Box::num_actions);
}

}  // namespace paigen::bindings
