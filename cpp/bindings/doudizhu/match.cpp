// paigen.doudizhu.Match: rounds of whole deals and the money per seat, over the
// core's Match (match.h). Each round is a Game the match owns: `game` hands out
// the current one for play, and the match sees every move made on it.
#include "paigen/doudizhu/match.h"

#include <pybind11/stl.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "../errors.h"
#include "common.h"

namespace paigen::bindings::doudizhu {

namespace {

Match make_match(py::handle players, py::handle seed, py::handle variant) {
    return Match(resolve(asked(players, variant), {}), seed_arg(seed));
}

Match load_match(py::handle data) {
    if (!PyBytes_Check(data.ptr())) throw py::type_error("a saved Match is bytes, not " + type_name(data));
    char* raw = nullptr;
    Py_ssize_t size = 0;
    PyBytes_AsStringAndSize(data.ptr(), &raw, &size);
    Match match(rules_for(3), 0);
    if (const char* problem = Match::load(std::string_view(raw, static_cast<size_t>(size)), &match))
        raise_state_error(std::string("damaged or foreign saved Dou Dizhu match: ") + problem);
    return match;
}

std::vector<int64_t> totals(const Match& m) {
    std::vector<int64_t> out(static_cast<size_t>(kMaxPlayers));
    m.totals(out.data());
    out.resize(static_cast<size_t>(m.players()));
    return out;
}

// Seats by money, most first; equal money by seat.
std::vector<std::pair<int, int64_t>> standings(const Match& m) {
    const std::vector<int64_t> money = totals(m);
    std::vector<std::pair<int, int64_t>> out;
    for (int p = 0; p < m.players(); ++p) out.emplace_back(p, money[static_cast<size_t>(p)]);
    std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
    return out;
}

std::vector<int> winners(const Match& m) {
    const std::vector<int64_t> money = totals(m);
    const int64_t best = *std::max_element(money.begin(), money.end());
    std::vector<int> out;
    for (int p = 0; p < m.players(); ++p)
        if (money[static_cast<size_t>(p)] == best) out.push_back(p);
    return out;
}

}  // namespace

void register_match(py::module_& m) {
    m.def("_load_match", &load_match, py::arg("data"), "Match.load, as pickle calls it.");
    py::class_<Match> cls(m, "Match",
                          "A match: rounds of whole deals between the same seats, and the money each seat\n"
                          "won (rules M1-M3 of the Dou Dizhu rules page).\n\n"
                          "Match(players=3, seed=None, *, variant=None) draws the first dealer from the\n"
                          "seed (None: fresh entropy) and deals the first round. Play the current round on\n"
                          "`game` (a Game the match owns), then next_round() deals the next one, the deal\n"
                          "passing anticlockwise (M1). A match has no set length: stop after any round;\n"
                          "totals, standings() and winner() count the finished rounds.");
    cls.def(py::init(&make_match), py::arg("players") = 3, py::arg("seed") = py::none(), py::kw_only(),
            py::arg("variant") = py::none())
        .def_property_readonly(
            "players", [](const Match& x) { return x.players(); }, "3 or 4.")
        .def_property_readonly(
            "variant", [](const Match& x) { return VariantValue{x.rules().variant}; },
            "The rule variant every round is played under (a Variant).")
        .def_property_readonly(
            "seed", [](const Match& x) { return x.seed(); }, "The seed the dealers and every round's cards come from.")
        .def_property_readonly(
            "game", [](Match& x) -> Record& { return x.current(); }, py::return_value_policy::reference_internal,
            "The current round's Game, played in place: moves made on it are the match's.")
        .def_property_readonly(
            "rounds",
            [](py::object self) {
                const Match& x = self.cast<const Match&>();
                py::list out;
                for (size_t i = 0; i < x.rounds(); ++i)
                    out.append(py::cast(&x.round(i), py::return_value_policy::reference_internal, self));
                return out;
            },
            "Every round's Game so far, the current one last.")
        .def_property_readonly(
            "round", [](const Match& x) { return x.rounds() - 1; }, "The current round's index (0 first).")
        .def_property_readonly(
            "finished_rounds", [](const Match& x) { return x.finished_rounds(); },
            "How many rounds were played to their end (the current one counts once over).")
        .def_property_readonly(
            "dealer", [](const Match& x) { return x.dealer(x.rounds() - 1); }, "The current round's dealer (M1).")
        .def_property_readonly(
            "dealers",
            [](const Match& x) {
                std::vector<int> out;
                for (size_t i = 0; i < x.rounds(); ++i) out.push_back(x.dealer(i));
                return out;
            },
            "Each round's dealer: random first, then the seat before in D5 order (M1).")
        .def(
            "next_round",
            [](Match& x) -> Record& {
                if (!x.next_round())
                    raise_state_error("round " + std::to_string(x.rounds() - 1) +
                                      " is not over: finish its Game before the next round (M1)");
                return x.current();
            },
            py::return_value_policy::reference_internal,
            "Deals the next round and returns its Game. StateError while the current round is not over.")
        .def_property_readonly("totals", &totals, "Money per seat over the finished rounds (M3): zero-sum.")
        .def_property_readonly(
            "payoffs",
            [](const Match& x) {
                std::vector<std::vector<int64_t>> out;
                for (size_t i = 0; i < x.finished_rounds(); ++i) {
                    std::vector<int64_t> pay(static_cast<size_t>(kMaxPlayers));
                    payoffs(x.round(i).game(), pay.data());
                    pay.resize(static_cast<size_t>(x.players()));
                    out.push_back(std::move(pay));
                }
                return out;
            },
            "Each finished round's payoff per seat (S4), in order.")
        .def("standings", &standings, "(seat, money) pairs, the most money first; equal money in seat order (M3).")
        .def("winner", &winners,
             "The seats with the most money (M3): one seat, or every seat tied for the most\n"
             "(every seat before a round is finished).")
        .def(
            "clone", [](const Match& x) { return x; }, "An independent copy.")
        .def("__copy__", [](const Match& x) { return x; })
        .def(
            "__deepcopy__", [](const Match& x, py::handle) { return x; }, py::arg("memo"))
        .def(
            "save", [](const Match& x) { return py::bytes(x.save()); },
            "The match as bytes: its rules, seed and every round's decisions (a versioned format).")
        .def_static("load", &load_match, py::arg("data"),
                    "The Match that save() wrote, every round replayed with every check: damaged or\n"
                    "forged bytes raise StateError.")
        .def("__repr__",
             [](const Match& x) {
                 std::string text = "<Dou Dizhu Match: " + GameTraits::table(x.current().game()) + "seed " +
                                    std::to_string(x.seed()) + ", round " + std::to_string(x.rounds() - 1) +
                                    ", totals [";
                 const std::vector<int64_t> money = totals(x);
                 for (size_t p = 0; p < money.size(); ++p) text += (p ? ", " : "") + std::to_string(money[p]);
                 return text + "]>";
             })
        .def("__reduce__", [load = py::handle(m.attr("_load_match"))](const Match& x) {
            return py::make_tuple(load, py::make_tuple(py::bytes(x.save())));
        });
}

}  // namespace paigen::bindings::doudizhu
