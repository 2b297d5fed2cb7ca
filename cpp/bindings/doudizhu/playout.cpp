// The random Dou Dizhu playouts behind paigen.simulate.
#include "paigen/doudizhu/playout.h"

#include <vector>

#include "../game.h"
#include "common.h"

namespace paigen::bindings::doudizhu {

void register_playout(py::module_& m) {
    m.def(
        "_play",
        [](py::handle players, py::handle seed, py::handle first, py::handle count, py::handle variant) {
            const Rules rules = resolve(asked(players, variant), {});
            const uint64_t n = static_cast<uint64_t>(int_arg(count, "count", 0, int64_t{1} << 24));
            const uint64_t batch = u64_arg(seed, "seed"), start = u64_arg(first, "first");
            std::vector<Outcome> rows(n);
            uint64_t played;
            {
                py::gil_scoped_release release;  // plain C++ memory only
                played = play_random(rules, batch, start, n, rows.data(), signal_check());
            }
            raise_if_stopped(played < n);
            py::dict out;
            out["landlord"] = column<int8_t>(rows, &Outcome::landlord);
            out["landlord_won"] = column<bool>(rows, &Outcome::landlord_won);
            out["bid"] = column<uint8_t>(rows, &Outcome::bid);
            out["multiplier"] = column<int64_t>(rows, &Outcome::multiplier);
            out["stake"] = column<int64_t>(rows, &Outcome::stake);
            out["moves"] = column<int32_t>(rows, &Outcome::moves);
            out["deals"] = column<int32_t>(rows, &Outcome::deals);
            return out;
        },
        py::arg("players"), py::arg("seed"), py::arg("first"), py::arg("count"), py::arg("variant") = py::none(),
        "Outcomes of random deals first .. first+count-1 of the batch `seed` (paigen.simulate).");
}

}  // namespace paigen::bindings::doudizhu
