// The built-in Dou Dizhu agents as paigen.doudizhu.Agent.
#include "paigen/doudizhu/agents.h"

#include "../agents.h"
#include "common.h"

namespace paigen::bindings::doudizhu {

void register_agents(py::module_& m) {
    register_agent_class<GameTraits, Agent>(
        m, kAgentNames,
        "A built-in Dou Dizhu agent (cpp/include/paigen/doudizhu/agents.h): \"random\", every legal bid or move\n"
        "equally likely; \"greedy\", bids from hand strength, leads what sheds the most cards, follows with the\n"
        "cheapest beating move, passes on a partner, keeps bombs for an opponent about to go out. `seed`\n"
        "(None: fresh entropy, else an int) seeds its own draws.");
}

}  // namespace paigen::bindings::doudizhu
