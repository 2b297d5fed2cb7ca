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
    py::class_<Box> cls(m, "VectorEnv", "The core of paigen.envs.VectorLukFu (see there).");
    cls.def(
        py::init([](py::handle num_envs, py::handle seed, py::handle masks, py::handle first_env, py::handle threads) {
            return Box::make(num_envs, seed, masks, first_env, threads, [] { return VectorEnvTraits(); });
        }),
        py::arg("num_envs"), py::arg("seed") = py::none(), py::arg("masks") = false, py::arg("first_env") = 0,
        py::arg("threads") = 1);
    Box::add_methods(cls);
}

}  // namespace paigen::bindings::lukfu
