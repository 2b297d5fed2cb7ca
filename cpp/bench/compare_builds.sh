#!/usr/bin/env bash
# Compares the move-generation timings of two builds of bench_doudizhu (say the
# portable and the PAIGEN_NATIVE one) on a busy machine: the two programs run
# in turn, REPEATS times each, so that load from other work falls on both alike;
# each run reports its best of seven rounds of CPU time, and the medians of the
# runs and their ratio (first / second) are printed per case.
#
#   cpp/bench/compare_builds.sh BUILD_DIR_A BUILD_DIR_B [REPEATS] [CASE...]
#
# CASE is lead20, reply17 or lead33 (bench_doudizhu.cpp); all three by default.
set -euo pipefail
if [ $# -lt 2 ]; then
    sed -n '2,10p' "$0" >&2
    exit 2
fi
a=$1/bench_doudizhu
b=$2/bench_doudizhu
shift 2
repeats=9
if [ $# -gt 0 ]; then
    repeats=$1
    shift
fi
cases=("$@")
[ ${#cases[@]} -gt 0 ] || cases=(lead20 reply17 lead33)

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

for c in "${cases[@]}"; do
    ta=() tb=()
    for ((i = 0; i < repeats; i++)); do
        ta+=("$("$a" "$c" | awk '{ for (i = 1; i < NF; i++) if ($(i + 1) == "ns/call") print $i }')")
        tb+=("$("$b" "$c" | awk '{ for (i = 1; i < NF; i++) if ($(i + 1) == "ns/call") print $i }')")
    done
    ma=$(printf '%s\n' "${ta[@]}" | median)
    mb=$(printf '%s\n' "${tb[@]}" | median)
    printf '%-8s A %s\n%-8s B %s\n' "$c" "${ta[*]}" "" "${tb[*]}"
    awk -v c="$c" -v a="$ma" -v b="$mb" \
        'BEGIN { printf "%-8s median ns/call: A %.1f  B %.1f  A/B %.2f\n", c, a, b, a / b }'
done
