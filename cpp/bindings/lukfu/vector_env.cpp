// The vectorised Luk Fu environment behind paigen.envs.VectorLukFu.
#include "paigen/lukfu/vector_env.h"

#include "../vector_env.h"
#include "common.h"
#include "paigen/lukfu/agents.h"

namespace paigen::bindings::lukfu {

namespace {

struct VectorSpec {
    using Env = VectorEnv;
    using Record = lukfu::Record;
    using Agent = lukfu::Agent;
    static constexpr const auto& kAgentNames = lukfu::kAgentNames;
    static Origin origin(const Env&, uint64_t seed) {
        Origin o;
        o.seed = seed;
        return o;
    }
};

using Box = PyVectorEnv<VectorSpec>;

}  // namespace

void register_vector_env(py::module_& m) {
    py::class_<Box>(m, "VectorEnv", "The core of paigen.envs.VectorLukFu (see there).")
        .def(py::init(
                 [](py::handle num_envs, py::handle seed, py::handle masks, py::handle first_env, py::handle threads) {
                     const int n = static_cast<int>(int_arg(num_envs, "num_envs", 1, 1 << 20));
                     return Box(VectorEnv(VectorEnvTraits(), n, u64_arg(first_env, "first_env"),
                                          static_cast<int>(int_arg(threads, "threads", 1, kMaxThreads))),
                                seed_arg(seed), bool_arg(masks, "masks"));
                 }),
             py::arg("num_envs"), py::arg("seed") = py::none(), py::arg("masks") = false, py::arg("first_env") = 0,
             py::arg("threads") = 1)
        .def("reset", &Box::reset, py::arg("seed") = py::none(), py::arg("deals") = py::none(),
             py::arg("agent_seeds") = py::none())
        .def("step", &Box::step, py::arg("actions"))
        .def("game", &Box::game, py::arg("i"))
        .def("agent_actions", &Box::agent_actions, py::arg("agent"))
        .def_property_readonly("threads", &Box::threads)
        .def_property_readonly("num_envs", &Box::num_envs)
        .def_property_readonly("players", &Box::players)
        .def_property_readonly("observation_size", &Box::observation_size)
        .def_property_readonly("num_actions", &Box::num_actions);
}

}  // namespace paigen::bindings::lukfu
