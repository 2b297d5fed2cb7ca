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
#include "nb.h"
#include "paigen/rng.h"

namespace paigen::bindings {

inline constexpr int kMaxThreads = 64;  // threads one vector env may step with

// The masks argument of a VectorEnv: False (none), True (bool, one byte an
// id) or 'bits' (uint8, 8 ids a byte, least significant bit first).
enum class MaskForm { None, Bools, Bits };

inline MaskForm mask_form_arg(nb::handle masks) {
    if (PyUnicode_Check(masks.ptr()) && text_arg(masks, "masks") == "bits") return MaskForm::Bits;
    if (!PyBool_Check(masks.ptr()))
        throw type_error("masks must be True or False (or 'bits' for packed masks), not " +
                         (PyUnicode_Check(masks.ptr()) ? repr_text(masks) : python_type_name(masks)));
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
        const Py_ssize_t rows = env_.num_envs();
        const Py_ssize_t columns = mask_bits_ ? static_cast<Py_ssize_t>(env_.mask_bytes()) : Py_ssize_t{num_actions()};
        // The env's own buffer behind a capsule, read-only in every array
        // handed out: numpy lets no view of it, nor its base, be made
        // writable (the next step clears only the ids it set). The env
        // writes through mask_data_.
        const auto bytes = static_cast<size_t>(rows * columns);
        auto* storage = new uint8_t[bytes];
        std::memset(storage, 0, bytes);  // at the bindings' -O1, new uint8_t[n]() zeroes a byte at a time
        nb::capsule owner(storage, [](void* p) noexcept { delete[] static_cast<uint8_t*>(p); });
        if (mask_bits_)
            mask_ = Array<uint8_t>({rows, columns}, storage, owner, false);
        else
            mask_ = Array<bool>({rows, columns}, reinterpret_cast<bool*>(storage), owner, false);
        mask_data_ = storage;
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
    nb::tuple reset(nb::handle seed, nb::handle deals, nb::handle agent_seeds) {
        const InUse::Claim claim = in_use_.claim(T::kGameName, "VectorEnv", "reset");
        Buffers b = buffers();
        if (!deals.is_none()) {
            if (!seed.is_none()) throw type_error("reset() takes a seed or deals, not both");
            const auto seeds = array_arg<uint64_t>(deals, "deals", num_envs(), "one per env");
            std::optional<Array<uint64_t>> agents;
            if (!agent_seeds.is_none())
                agents = array_arg<uint64_t>(agent_seeds, "agent_seeds", Py_ssize_t{num_envs()} * players(),
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
            if (!agent_seeds.is_none()) throw type_error("agent_seeds go with deals");
            const uint64_t s = seed.is_none() ? next_seed_ : u64_arg(seed, "seed");
            next_seed_ = Rng::stream(s, ~uint64_t{0});
            started_ = false;
            run_without_gil([&](const StopCheck& stop) { return env_.reset(s, b.output, stop); });
        }
        skipped_ = env_.skipped_deals();
        started_ = true;
        return nb::make_tuple(observation_dict(b), nb::dict());
    }

    // step(actions, hold=None): hold (bool, one per env) keeps the envs it
    // marks as they are (BasicVectorEnv::step).
    nb::tuple step(nb::handle actions, nb::handle hold) {
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
            nb::gil_scoped_release release;
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
        Array<bool> truncated(num_envs());
        std::fill(truncated.mutable_data(), truncated.mutable_data() + num_envs(), false);
        return nb::make_tuple(observation_dict(b), b.rewards, b.terminated, truncated, nb::dict());
    }

    // The id the built-in agent `name` chooses in every env (agents.h), or in
    // those `envs` (bool, one per env) marks.
    Array<int32_t> agent_actions(nb::handle name, nb::handle envs) {
        const InUse::Claim claim = in_use_.claim(T::kGameName, "VectorEnv", "agent_actions");
        if (!started_) raise_state_error("agent_actions() before reset(): call reset() first");
        const auto agent = agent_arg<typename T::Agent>(name, T::kAgentNames);
        std::vector<char> marked;  // a copy: another thread may change the array without the GIL
        if (!envs.is_none()) {
            const auto marks = array_arg<bool>(envs, "envs", num_envs(), "one per env");
            marked.assign(marks.data(), marks.data() + num_envs());
        }
        const bool* only = marked.empty() ? nullptr : reinterpret_cast<const bool*>(marked.data());
        Array<int32_t> out(num_envs());
        int32_t* ids = out.mutable_data();
        // Stopped by Ctrl-C: the envs stay as they were (only some agents'
        // draws are spent), so no reset is needed.
        run_without_gil([&](const StopCheck& stop) { return env_.agent_actions(agent, ids, stop, only); });
        return out;
    }

    // one_seat(seat, opponent=None): one-seat mode (BasicVectorEnv::one_seat),
    // the other seats played by the built-in agent `opponent`, or by the
    // caller when None. Before the first reset().
    void one_seat(nb::handle seat, nb::handle opponent) {
        const InUse::Claim claim = in_use_.claim(T::kGameName, "VectorEnv", "one_seat");
        if (started_) raise_state_error("one_seat() after reset(): choose the seat first");
        const int s = static_cast<int>(int_arg(seat, "seat", 0, players() - 1));
        if (opponent.is_none())
            env_.one_seat(s);
        else
            env_.one_seat(s, agent_arg<typename T::Agent>(opponent, T::kAgentNames, "opponent"));
    }
    nb::object seat() const { return env_.seat() < 0 ? nb::object(nb::none()) : nb::object(nb::int_(env_.seat())); }
    // Counted when a reset() or step() ends: the envs' own counters change
    // while another thread steps them without the GIL.
    uint64_t skipped_deals() const { return skipped_; }

    // A copy of env i's current deal as a Game, its decisions replayed.
    typename T::Record game(nb::handle index) {
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
    static PyVectorEnv make(MakeTraits&& traits, nb::handle num_envs, nb::handle seed, nb::handle masks,
                            nb::handle first_env, nb::handle threads, nb::handle observations) {
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
        Array<int8_t> observations, seats;
        Array<bool> terminated;
        Array<float> rewards;
        typename Env::Output output;
    };

    Buffers buffers() {
        const Py_ssize_t n = num_envs();
        Buffers b{Array<int8_t>({observations_ ? n : Py_ssize_t{0}, Py_ssize_t{observation_size()}}),
                  Array<int8_t>(n),
                  Array<bool>(n),
                  Array<float>({n, Py_ssize_t{players()}}),
                  {}};
        b.output.observations = observations_ ? b.observations.mutable_data() : nullptr;
        b.output.seats = b.seats.mutable_data();
        b.output.terminated = b.terminated.mutable_data();
        b.output.rewards = b.rewards.mutable_data();
        b.output.mask = mask_bits_ ? nullptr : reinterpret_cast<bool*>(mask_data_);
        b.output.mask_bits = mask_bits_ ? mask_data_ : nullptr;
        return b;
    }

    nb::dict observation_dict(const Buffers& b) const {
        Array<int32_t> ids(static_cast<Py_ssize_t>(env_.total_ids()));
        Array<int64_t> offsets(num_envs() + 1);
        env_.copy_ids(ids.mutable_data(), offsets.mutable_data());
        nb::dict obs;
        if (observations_) obs["observation"] = b.observations;
        obs["seat"] = b.seats;
        obs["action_ids"] = ids;
        obs["action_offsets"] = offsets;
        if (mask_) {
            // A view of the reused buffer, read-only as the buffer is.
            obs["action_mask"] = mask_.attr("view")();
        }
        return obs;
    }

    Env env_;
    uint64_t next_seed_;
    bool started_ = false;
    bool observations_;
    bool mask_bits_ = false;
    nb::object mask_;  // null without masks  // bool, or uint8 bits
    uint8_t* mask_data_ = nullptr;
    uint64_t skipped_ = 0;  // skipped_deals() at the end of the last reset() or step()
    InUse in_use_;
};

template <typename T>
void register_vector_env(nb::module_& m) {
    using Box = PyVectorEnv<T>;
    nb::class_<Box> cls(m, "VectorEnv", T::doc("VectorEnv"));
    T::def_vector_env_init(cls, [](auto&&... args) { return Box::make(std::forward<decltype(args)>(args)...); });
    cls.def("reset", &Box::reset, nb::arg("seed") = nb::none(), nb::arg("deals") = nb::none(),
            nb::arg("agent_seeds") = nb::none())
        .def("step", &Box::step, nb::arg("actions"), nb::arg("hold") = nb::none(), T::doc("VectorEnv.step"))
        .def("one_seat", &Box::one_seat, nb::arg("seat"), nb::arg("opponent") = nb::none(),
             T::doc("VectorEnv.one_seat"))
        .def_prop_ro("seat", &Box::seat)
        .def_prop_ro("skipped_deals", &Box::skipped_deals)
        .def("game", &Box::game, nb::arg("i"))
        .def("agent_actions", &Box::agent_actions, nb::arg("agent"), nb::arg("envs") = nb::none())
        .def_prop_ro("threads", &Box::threads)
        .def_prop_ro("num_envs", &Box::num_envs)
        .def_prop_ro("players", &Box::players)
        .def_prop_ro("observation_size", &Box::observation_size)
        .def_prop_ro("num_actions", &Box::num_actions);
}

}  // namespace paigen::bindings
