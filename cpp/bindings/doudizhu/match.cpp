// paigen.doudizhu.Match: rounds of whole deals and the money per seat, over the
// core's Match (match.h). Each round is a Game the match owns: `game` hands out
// the current one for play, and the match sees every move made on it.
#include "paigen/doudizhu/match.h"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "../errors.h"
#include "../nb.h"
#include "traits.h"

namespace paigen::bindings::doudizhu {

namespace {

Match make_match(nb::handle players, nb::handle seed, nb::handle variant) {
    return Match(resolve(asked(players, variant), {}), seed_arg(seed));
}

Match load_match(nb::handle data) {
    if (!PyBytes_Check(data.ptr())) throw type_error("a saved Match is bytes, not " + python_type_name(data));
    char* raw = nullptr;
    Py_ssize_t size = 0;
    PyBytes_AsStringAndSize(data.ptr(), &raw, &size);
    Match match(rules_for(3), 0);
    if (const char* problem = Match::load(std::string_view(raw, static_cast<size_t>(size)), &match))
        raise_state_error(std::string("damaged or foreign saved Dou Dizhu match: ") + problem);
    return match;
}

nb::object load_match_object(PyObject* const (&data)[1]) { return nb::cast(load_match(data[0])); }

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

void register_match(nb::module_& m) {
    PicklableFunction<1, &load_match_object>::add(m, "_load_match", {"data"}, doc("_load_match"));
    nb::class_<Match> cls(m, "Match", doc("Match"));
    cls.def("__init__", init<Match>(&make_match), nb::arg("players") = 3, nb::arg("seed") = nb::none(), nb::kw_only(),
            nb::arg("variant") = nb::none())
        .def_prop_ro(
            "players", [](const Match& x) { return x.players(); }, doc("Match.players"))
        .def_prop_ro(
            "variant", [](const Match& x) { return VariantValue{x.rules().variant}; }, doc("Match.variant"))
        .def_prop_ro(
            "seed", [](const Match& x) { return x.seed(); }, doc("Match.seed"))
        .def_prop_ro(
            "game", [](Match& x) -> Record& { return x.current(); }, nb::rv_policy::reference_internal,
            doc("Match.game"))
        .def_prop_ro(
            "rounds",
            [](nb::object self) {
                const Match& x = nb::cast<const Match&>(self);
                nb::list out;
                for (size_t i = 0; i < x.rounds(); ++i)
                    out.append(nb::cast(&x.round(i), nb::rv_policy::reference_internal, self));
                return out;
            },
            doc("Match.rounds"))
        .def_prop_ro(
            "round", [](const Match& x) { return x.rounds() - 1; }, doc("Match.round"))
        .def_prop_ro(
            "finished_rounds", [](const Match& x) { return x.finished_rounds(); }, doc("Match.finished_rounds"))
        .def_prop_ro(
            "dealer", [](const Match& x) { return x.dealer(x.rounds() - 1); }, doc("Match.dealer"))
        .def_prop_ro(
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
            nb::rv_policy::reference_internal, doc("Match.next_round"))
        .def_prop_ro("totals", &totals, doc("Match.totals"))
        .def_prop_ro(
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
            "__deepcopy__", [](const Match& x, nb::handle) { return x; }, nb::arg("memo"))
        .def(
            "save", [](const Match& x) { return save_bytes(x); }, doc("Match.save"))
        .def_static("load", &load_match, nb::arg("data"), doc("Match.load"))
        .def("__repr__",
             [](const Match& x) {
                 std::string text = "<Dou Dizhu Match: " + DouDizhu::table(x.current().game()) + "seed " +
                                    std::to_string(x.seed()) + ", round " + std::to_string(x.rounds() - 1) +
                                    ", totals [";
                 const std::vector<int64_t> money = totals(x);
                 for (size_t p = 0; p < money.size(); ++p) text += (p ? ", " : "") + std::to_string(money[p]);
                 return text + "]>";
             })
        .def("__reduce__", [load = nb::handle(m.attr("_load_match"))](const Match& x) {
            return nb::make_tuple(load, nb::make_tuple(save_bytes(x)));
        });
    add_records(cls);
}

}  // namespace paigen::bindings::doudizhu
