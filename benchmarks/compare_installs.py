"""Before/after ratios of the hot paths between two installs of paigen.

    python benchmarks/compare_installs.py OLD_PYTHON NEW_PYTHON [ROUNDS]

Each round runs one measuring process per install, in turns (so the noise of a
shared machine falls on both alike), and every figure keeps its best round.
Only calls that every version since the codebase-shape work has are timed: the
core's own loops (``_time_generate``, ``_time_leads``, ``_time_follows``,
``_time_old_cards``: C++ clocks, GIL released), the public ``legal_moves``
and batch calls, ``simulate`` and ``perft``. Prints old/new per figure: above 1
the new install is faster.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

MEASURE = r"""
import json, time, random
import numpy as np
import paigen
from paigen import _core, doudizhu as dd, lukfu as lf

rng = random.Random(7)
DECK3 = [r for r in "3456789TJQKA2" for _ in range(4)] + ["B", "R"]
DECK4 = DECK3[:-2] * 2 + ["B", "B", "R", "R"]

def deal(deck, k):
    cards = deck[:]
    rng.shuffle(cards)
    return "".join(cards[:k]), "".join(cards[k:])

def best(fn, repeat=5):
    t = float("inf")
    for _ in range(repeat):
        t = min(t, fn())
    return t

out = {}
N = 2000
leads3 = [deal(DECK3, 20)[0] for _ in range(N)]
leads4 = [deal(DECK4, 33)[0] for _ in range(N // 4)]
replies, lasts = [], []
while len(replies) < N:
    hand, rest = deal(DECK3, 17)
    moves = sorted(m.code for m in dd.legal_moves(rest[:17]))  # sorted: the same move whatever the order
    replies.append(hand)
    lasts.append(moves[rng.randrange(len(moves))])
codes3 = np.array([dd.Hand(h).code for h in leads3], dtype=np.uint64)
codes4 = np.array([dd.Hand(h, players=4).code for h in leads4], dtype=np.uint64)
rcodes = np.array([dd.Hand(h).code for h in replies], dtype=np.uint64)
rlasts = np.array(lasts, dtype=np.uint64)
zeros3, zeros4 = np.zeros(N, np.uint64), np.zeros(N // 4, np.uint64)

out["ddz: moves of the reply positions (same work)"] = float(dd.count_legal_moves(rcodes, rlasts).sum())
out["ddz core: 20-card 3p lead (ns)"] = best(lambda: _core.doudizhu._time_generate(codes3, zeros3, 3, 20)[0])
out["ddz core: 17-card 3p reply (ns)"] = best(lambda: _core.doudizhu._time_generate(rcodes, rlasts, 3, 50)[0])
out["ddz core: 33-card 4p lead (ns)"] = best(lambda: _core.doudizhu._time_generate(codes4, zeros4, 4, 5)[0])

def api_leads():
    t = time.perf_counter()
    for h in leads3:
        dd.legal_moves(h)
    return (time.perf_counter() - t) / N * 1e9
out["ddz API: legal_moves(str) 20-card lead (ns)"] = best(api_leads)
big = np.tile(codes3, 50)
def batch_count():
    t = time.perf_counter(); dd.count_legal_moves(big); return (time.perf_counter() - t) / big.size * 1e9
def batch_moves():
    t = time.perf_counter(); dd.legal_moves_batch(big); return (time.perf_counter() - t) / big.size * 1e9
out["ddz API: count_legal_moves per 20-card hand (ns)"] = best(batch_count)
out["ddz API: legal_moves_batch per 20-card hand (ns)"] = best(batch_moves)

bits = np.array([1 << i for i in range(36)], dtype=np.uint64)
lf_hands, lf_leds = [], []
for _ in range(N):
    cards = list(range(36))
    rng.shuffle(cards)
    lf_hands.append(sum(1 << c for c in cards[:12]))
    lf_leds.append(1 << cards[12])
lfh = np.array(lf_hands, dtype=np.uint64)
lfl = np.array(lf_leds, dtype=np.uint64)
lfz = np.zeros(N, np.uint64)
out["lukfu core: 12-card lead (ns)"] = best(lambda: _core.lukfu._time_leads(lfh, lfz, True, 20)[0])
out["lukfu core: follow of a single (ns)"] = best(lambda: _core.lukfu._time_follows(lfh, lfl, 20)[0])
out["lukfu core: Old cards (ns)"] = best(lambda: _core.lukfu._time_old_cards(lfh, lfz, 200)[0])

for game in ("ddz3", "ddz4", "lukfu"):
    def sim(game=game):
        t = time.perf_counter(); paigen.simulate(game, n=20000, seed=1, workers=1)
        return (time.perf_counter() - t) / 20000 * 1e9
    out[f"simulate {game} per deal (ns)"] = best(sim, 3)
def perft():
    g = dd.Game(3, seed=3)
    t = time.perf_counter(); nodes = g.perft(4); return (time.perf_counter() - t) / nodes * 1e9
out["perft ddz3 depth 4 per node (ns)"] = best(perft, 3)
print(json.dumps(out))
"""


def measure(python: str) -> dict[str, float]:
    done = subprocess.run(
        [python, "-c", MEASURE],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "OPENBLAS_NUM_THREADS": "1"},
    )
    return json.loads(done.stdout)  # type: ignore[no-any-return]


def main() -> None:
    old_python, new_python = sys.argv[1], sys.argv[2]
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    best: dict[str, dict[str, float]] = {"old": {}, "new": {}}
    for _ in range(rounds):
        for which, python in (("old", old_python), ("new", new_python)):
            for name, value in measure(python).items():
                best[which][name] = min(best[which].get(name, float("inf")), value)
    print(f"{'figure':52}{'old':>10}{'new':>10}{'old/new':>9}")
    for name, old in best["old"].items():
        new = best["new"][name]
        print(f"{name:52}{old:>10.1f}{new:>10.1f}{old / new:>9.2f}")


if __name__ == "__main__":
    main()
