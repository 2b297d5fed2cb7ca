// Checks how Luk Fu's "pimc" picks from its candidates' totals (pimc.h, step
// 4): greedy's choice is kept unless another total beats it by more than the
// margin, else the highest total wins, ties to the earlier candidate. Exits 1
// on any failure.
#include <cstdint>
#include <cstdio>
#include <initializer_list>
#include <vector>

#include "paigen/lukfu/pimc.h"

namespace {

using paigen::lukfu::pick;

int failures = 0;

void expect(const char* what, std::initializer_list<int64_t> totals, int greedy, int64_t margin, int want) {
    const std::vector<int64_t> t(totals);
    const int got = pick(t.data(), static_cast<int>(t.size()), greedy, margin);
    if (got != want) {
        ++failures;
        std::printf("FAIL %s (margin %lld): picked %d, want %d\n", what, static_cast<long long>(margin), got, want);
    }
}

}  // namespace

int main() {
    for (const int64_t margin : {0, 1, 13, 64, 256}) {
        expect("a lead of exactly the margin keeps greedy's move", {0, margin, -5}, 0, margin, 0);
        expect("a lead of exactly the margin keeps greedy's call", {margin + 7, 7}, 1, margin, 1);
        expect("a lead within the margin keeps greedy's move", {-40, margin - 42, margin - 41}, 0, margin, 0);
        expect("a lead beyond the margin leaves greedy's move", {0, margin + 1, -5}, 0, margin, 1);
        expect("a lead beyond the margin leaves greedy's call", {7, margin + 8}, 0, margin, 1);
        expect("the highest total, not the first beyond the margin", {0, margin + 1, margin + 9, margin + 3}, 0, margin,
               2);
        expect("ties beyond the margin to the earlier candidate", {0, margin + 5, -1, margin + 5}, 0, margin, 1);
        expect("greedy's move when it is the highest", {margin + 50, margin, 0}, 0, margin, 0);
    }
    std::printf("%d failures\n", failures);
    return failures ? 1 : 0;
}
