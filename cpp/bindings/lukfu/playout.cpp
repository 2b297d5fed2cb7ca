// The random Luk Fu playouts behind paigen.simulate.
#include "paigen/lukfu/playout.h"

#include <vector>

#include "../game.h"
#include "common.h"

namespace paigen::bindings::lukfu {

void register_playout(py::module_& m) {
    m.def(
        "_play",
        [](py::handle seed, py::handle first, py::handle count) {
            const uint64_t n = static_cast<uint64_t>(int_arg(count, "count", 0, int64_t{1} << 24));
            const uint64_t batch = u64_arg(seed, "seed"), start = u64_arg(first, "first");
            std::vector<Outcome> rows(n);
            uint64_t played;
            {
                py::gil_scoped_release release;  // plain C++ memory only
                played = play_random(batch, start, n, rows.data(), signal_check());
            }
            raise_if_stopped(played < n);
            py::dict out;
            out["winner"] = column<int8_t>(rows, &Outcome::winner);
            out["caller"] = column<int8_t>(rows, &Outcome::caller);
            out["total"] = column<uint8_t>(rows, &Outcome::total);
            out["points"] = column<int16_t>(rows, &Outcome::points);
            out["void"] = column<bool>(rows, &Outcome::void_deal);
            out["moves"] = column<int32_t>(rows, &Outcome::moves);
            out["deals"] = column<int32_t>(rows, &Outcome::deals);
            return out;
        },
        py::arg("seed"), py::arg("first"), py::arg("count"),
        "Outcomes of random deals first .. first+count-1 of the batch `seed` (paigen.simulate).");
}

}  // namespace paigen::bindings::lukfu
