// The vectorised Dou Dizhu environment behind paigen.envs.VectorDouDizhu.
#include "paigen/doudizhu/vector_env.h"

#include "../vector_env.h"
#include "common.h"
#include "paigen/doudizhu/agents.h"

namespace paigen::bindings::doudizhu {

namespace {

struct VectorSpec {
    using Env = VectorEnv;
    using Record = doudizhu::Record;
    using Agent = doudizhu::Agent;
    static constexpr const auto& kAgentNames = doudizhu::kAgentNames;
    static Origin origin(const Env& env, uint64_t seed) {
        Origin o;
        o.rules = env.traits().rules();
        o.seed = seed;
        return o;
    }
};

using Box = PyVectorEnv<VectorSpec>;

}  // namespace

void register_vector_env(py::module_& m) {
    py::class_<Box> cls(m, "VectorEnv", "The core of paigen.envs.VectorDouDizhu (see there).");
    cls.def(py::init([](py::handle num_envs, py::handle players, py::handle variant, py::handle seed, py::handle masks,
                        py::handle first_env, py::handle threads) {
                return Box::make(num_envs, seed, masks, first_env, threads,
                                 [&] { return VectorEnvTraits(shared_space(resolve(asked(players, variant), {}))); });
            }),
            py::arg("num_envs"), py::arg("players") = 3, py::arg("variant") = py::none(), py::arg("seed") = py::none(),
            py::arg("masks") = false, py::arg("first_env") = 0, py::arg("threads") = 1);
    Box::add_methods(cls);
}

}  // namespace paigen::bindings::doudizhu
