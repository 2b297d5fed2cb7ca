#!/usr/bin/env bash
# Compares the timings of two builds of the C++ bench programs (say the code
# before a change and after it, or the portable build and the PAIGEN_NATIVE
# one) on a busy machine: the two programs run in turn, REPEATS times each, so
# that load from other work falls on both alike; each run reports its best
# round of CPU time, and the medians of the runs and their ratio A/B (above 1:
# B is faster) are printed per case.
#
#   cpp/bench/compare_builds.sh BUILD_DIR_A BUILD_DIR_B [REPEATS] [CASE...]
#
# CASE is one of bench_doudizhu's (lead20, reply17, lead33, ids20, ids17, ids33) or bench_playout's
# (ddz3, ddz4, lukfu, arena3, perft3); by default the three of bench_doudizhu.
# Environment variables reach both programs alike; A_ENV / B_ENV (say
# "PAIGEN_SIMD=scalar") are set for one side only.
set -euo pipefail
if [ $# -lt 2 ]; then
    sed -n '2,14p' "$0" >&2
    exit 2
fi
dir_a=$1
dir_b=$2
shift 2
repeats=9
if [[ ${1:-} =~ ^[0-9]+$ ]]; then
    repeats=$1
    shift
fi
cases=("$@")
[ ${#cases[@]} -gt 0 ] || cases=(lead20 reply17 lead33)

program() {
    case $1 in
    lead20 | reply17 | lead33 | ids20 | ids17 | ids33) echo bench_doudizhu ;;
    ddz3 | ddz4 | lukfu | arena3 | perft3) echo bench_playout ;;
    *)
        echo "unknown case: $1" >&2
        exit 2
        ;;
    esac
}
# The figure before "ns/call" or "ns/node" in a program's line.
figure() { awk '{ for (i = 1; i < NF; i++) if ($(i + 1) ~ /^ns\//) print $i }'; }
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

for c in "${cases[@]}"; do
    p=$(program "$c")
    ta=() tb=()
    for ((i = 0; i < repeats; i++)); do
        ta+=("$(env ${A_ENV:-} "$dir_a/$p" "$c" | figure)")
        tb+=("$(env ${B_ENV:-} "$dir_b/$p" "$c" | figure)")
    done
    ma=$(printf '%s\n' "${ta[@]}" | median)
    mb=$(printf '%s\n' "${tb[@]}" | median)
    printf '%-8s A %s\n%-8s B %s\n' "$c" "${ta[*]}" "" "${tb[*]}"
    awk -v c="$c" -v a="$ma" -v b="$mb" \
        'BEGIN { printf "%-8s median ns: A %.2f  B %.2f  A/B %.2f\n", c, a, b, a / b }'
done
