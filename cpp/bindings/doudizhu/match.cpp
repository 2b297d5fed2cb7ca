// paigen.doudizhu.Match: rounds of whole deals and the money per seat, over the
// core's Match (match.h). Each round is a Game the match owns: `game` hands out
// the current one for play, and the match sees every move made on it.
#include "paigen/doudizhu/match.h"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "../errors.h"
#include "../pybind.h"
#include "traits.h"

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
    m.def("_load_match", &load_match, py::arg("data"), doc("_load_match"));
    py::class_<Match> cls(m, "Match", doc("Match"));
    cls.def(py::init(&make_match), py::arg("players") = 3, py::arg("seed") = py::none(), py::kw_only(),
            py::arg("variant") = py::none())
        .def_property_readonly(
            "players", [](const Match& x) { return x.players(); }, doc("Match.players"))
        .def_property_readonly(
            "variant", [](const Match& x) { return VariantValue{x.rules().variant}; }, doc("Match.variant"))
        .def_property_readonly(
            "seed", [](const Match& x) { return x.seed(); }, doc("Match.seed"))
        .def_property_readonly(
            "game", [](Match& x) -> Record& { return x.current(); }, py::return_value_policy::reference_internal,
            doc("Match.game"))
        .def_property_readonly(
            "rounds",
            [](py::object self) {
                const Match& x = self.cast<const Match&>();
                py::list out;
                for (size_t i = 0; i < x.rounds(); ++i)
                    out.append(py::cast(&x.round(i), py::return_value_policy::reference_internal, self));
                return out;
            },
            doc("Match.rounds"))
        .def_property_readonly(
            "round", [](const Match& x) { return x.rounds() - 1; }, doc("Match.round"))
        .def_property_readonly(
            "finished_rounds", [](const Match& x) { return x.finished_rounds(); }, doc("Match.finished_rounds"))
        .def_property_readonly(
            "dealer", [](const Match& x) { return x.dealer(x.rounds() - 1); }, doc("Match.dealer"))
        .def_property_readonly(
            "dealers",
            [](const Match& x) {
                std::vector<int> out;
                for (size_t i = 0; i < x.rounds(); ++i) out.push_back(x.dealer(i));
                return out;
            },
            doc("Match.dealers"))
        .def(
            "next_round",
            [](Match& x) -> Record& {
                if (!x.next_round())
                    raise_state_error("round " + std::to_string(x.rounds() - 1) +
                                      " is not over: finish its Game before the next round (M1)");
                return x.current();
            },
            py::return_value_policy::reference_internal, doc("Match.next_round"))
        .def_property_readonly("totals", &totals, doc("Match.totals"))
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
            doc("Match.payoffs"))
        .def("standings", &standings, doc("Match.standings"))
        .def("winner", &winners, doc("Match.winner"))
        .def(
            "clone", [](const Match& x) { return x; }, doc("Match.clone"))
        .def("__copy__", [](const Match& x) { return x; })
        .def(
            "__deepcopy__", [](const Match& x, py::handle) { return x; }, py::arg("memo"))
        .def(
            "save", [](const Match& x) { return py::bytes(x.save()); }, doc("Match.save"))
        .def_static("load", &load_match, py::arg("data"), doc("Match.load"))
        .def("__repr__",
             [](const Match& x) {
                 std::string text = "<Dou Dizhu Match: " + DouDizhu::table(x.current().game()) + "seed " +
                                    std::to_string(x.seed()) + ", round " + std::to_string(x.rounds() - 1) +
                                    ", totals [";
                 const std::vector<int64_t> money = totals(x);
                 for (size_t p = 0; p < money.size(); ++p) text += (p ? ", " : "") + std::to_string(money[p]);
                 return text + "]>";
             })
        .def("__reduce__", [load = py::handle(m.attr("_load_match"))](const Match& x) {
            return py::make_tuple(load, py::make_tuple(py::bytes(x.save())));
        });
    add_records(cls);
}

}  // namespace paigen::bindings::doudizhu
