// The built-in agents of both games (agents.h of each) as a Python class:
// Agent(name, seed=None) keeps its own generator, and decide(game) is its
// decision for the player to move, in the form Game.history lists it.
#pragma once

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

#include "args.h"
#include "errors.h"
#include "nb.h"
#include "paigen/rng.h"

namespace paigen::bindings {

// The budgets of a game's search agents, for error messages.
template <typename Enum>
inline const char* const kAgentBudgets = Enum::kBudgets;

// An agent name: one of `names`, or "name:key=value,key=value" for a budget
// (set_agent_param of the game's agents.h). ValueError listing the names.
// The budget parameters after the ':' of `spelled`, if any, set on `agent`;
// a key given twice is refused, as neither value would be plainly meant.
template <typename Enum>
Enum agent_params(Enum agent, std::string_view spelled, const char* what) {
    const size_t colon = spelled.find(':');
    if (colon == std::string_view::npos) return agent;
    std::string_view rest = spelled.substr(colon + 1);
    std::vector<std::string> keys;
    for (;;) {
        const std::string_view item = rest.substr(0, rest.find(','));
        const size_t eq = item.find('=');
        const std::string key(item.substr(0, eq == std::string_view::npos ? item.size() : eq));
        if (std::find(keys.begin(), keys.end(), key) != keys.end())
            throw value_error(std::string(what) + " " + quoted(spelled) + ": " + quoted(key) + " is given twice");
        keys.push_back(key);
        int64_t value = 0;
        bool number = eq != std::string_view::npos && eq + 1 < item.size() && item.size() - eq <= 12;
        for (size_t i = eq + 1; number && i < item.size(); ++i) {
            const char c = item[i];
            number = (c >= '0' && c <= '9') || (c == '-' && i == eq + 1 && i + 1 < item.size());
        }
        if (number) value = std::stoll(std::string(item.substr(eq + 1)));
        if (!number || !set_agent_param(agent, key.c_str(), value))
            throw value_error(std::string(what) + " " + quoted(spelled) + ": " + quoted(item) +
                              " is no budget of this agent (the search agents take " + kAgentBudgets<Enum> + ")");
        if (item.size() == rest.size()) return agent;
        rest = rest.substr(item.size() + 1);
    }
}

template <typename Enum, int N>
Enum agent_arg(nb::handle obj, const char* const (&names)[N], const char* what = "agent") {
    const std::string_view spelled = text_arg(obj, what);
    const std::string_view name = spelled.substr(0, spelled.find(':'));
    std::string known;
    for (int i = 0; i < N; ++i) {
        if (name == names[i]) return agent_params(Enum(i), spelled, what);
        known += std::string(i ? ", '" : "'") + names[i] + "'";
    }
    throw value_error(std::string(what) + " must be one of " + known +
                      " (a search agent with a budget: " + kAgentBudgets<Enum> + "), not " + quoted(spelled));
}

// A sequence of `players` agent names, one per seat, into out[0..players).
template <typename Enum, int N>
void seating_arg(nb::handle obj, const char* const (&names)[N], int players, Enum* out) {
    if (PyUnicode_Check(obj.ptr()) || !PySequence_Check(obj.ptr()))
        throw type_error("agents must be a sequence of agent names, one per seat, not " + python_type_name(obj));
    const nb::sequence seq = nb::borrow<nb::sequence>(obj);
    if (static_cast<int>(nb::len(seq)) != players)
        throw value_error("agents must name one agent per seat: " + std::to_string(players) + ", not " +
                          std::to_string(nb::len(seq)));
    for (int p = 0; p < players; ++p) out[p] = agent_arg<Enum>(seq[static_cast<size_t>(p)], names);
}

template <typename Enum>
struct AgentBox {
    Enum agent;
    Rng rng;
    std::string name;  // as given, budget included
};

// The Agent class of a game. T: its traits (Agent, kAgentNames, Record,
// Adapter, decision(), doc(); see game.h).
template <typename T>
void register_agents(nb::module_& m) {
    using Enum = typename T::Agent;
    using Box = AgentBox<Enum>;
    using Record = typename T::Record;
    using Adapter = typename T::Adapter;
    static constexpr const auto& names = T::kAgentNames;
    nb::class_<Box> cls(m, "Agent", T::doc("Agent"));
    nb::list known;
    for (size_t i = 0; i < std::size(names); ++i) known.append(names[i]);
    cls.attr("names") = nb::tuple(known);
    cls.def("__init__", init<Box>([](nb::handle name, nb::handle seed) {
                return Box{agent_arg<Enum>(name, names, "name"), Rng(seed_arg(seed)),
                           std::string(text_arg(name, "name"))};
            }),
            nb::arg("name"), nb::arg("seed") = nb::none())
        .def_prop_ro(
            "name", [](const Box& box) { return box.name; }, T::doc("Agent.name"))
        .def(
            "decide",
            [](Box& box, const Record& record) {
                const auto& game = record.game();
                if (Adapter::over(game)) raise_state_error("the deal is over: there is no decision to make");
                thread_local std::vector<typename Adapter::Choice> choices(Adapter::kMaxChoices);
                const int n = Adapter::choices(game, choices.data());
                return T::decision(
                    choices[static_cast<size_t>(T::choose(box.agent, record, choices.data(), n, box.rng))], game);
            },
            nb::arg("game"), T::doc("Agent.decide"))
        .def("__repr__", [](const Box& box) { return std::string("Agent('") + box.name + "')"; });
}

}  // namespace paigen::bindings
