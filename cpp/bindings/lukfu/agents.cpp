// The built-in Luk Fu agents as paigen.lukfu.Agent.
#include "paigen/lukfu/agents.h"

#include "../agents.h"
#include "common.h"

namespace paigen::bindings::lukfu {

void register_agents(py::module_& m) {
    register_agent_class<GameTraits, Agent>(
        m, kAgentNames,
        "A built-in Luk Fu agent (cpp/include/paigen/lukfu/agents.h): \"random\", every legal call or move\n"
        "equally likely; \"greedy\", says play with 4 Old cards, leads its biggest and highest play, beats as\n"
        "cheaply as it can, discards its lowest cards. `seed` (None: fresh entropy, else an int) seeds its\n"
        "own draws.");
}

}  // namespace paigen::bindings::lukfu
