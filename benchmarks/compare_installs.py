"""Before/after ratios of the hot paths between two installs of paigen.

    python benchmarks/compare_installs.py OLD_PYTHON NEW_PYTHON [ROUNDS]

OLD_PYTHON and NEW_PYTHON are the interpreters of two environments with paigen
installed (say the code before a change, built into its own venv, and after).
Each round runs one measuring process per install, in turns, so that the load
of a shared machine falls on both alike; every figure is CPU time of the
measuring process (``time.process_time``: the calls run on its thread, the
GIL released or not) and keeps its best of the inner repeats and the rounds.

Only public calls are timed, on the same positions in both installs:
``legal_moves`` over fixed Dou Dizhu and Luk Fu positions, ``count_legal_moves``
and ``legal_moves_batch`` over arrays of hands, ``old_cards``, ``simulate``
(random and greedy), ``perft``, the ids of a position
(``ActionSpace.legal_ids``, ``Game.legal_action_ids``; an install without them
makes the same ids with ``legal_moves(...).action_ids(space)``), ``Observation.encode`` and steps of
the vector env (with observations, with masks; ``observations=False`` only in
an install that has it). The "work" lines (moves counted, nodes, summed outcomes) must be
equal in both installs, which the script checks: the same work is timed.
Prints old/new per figure: above 1 the new install is faster.

A call on Hand objects also reads each Hand's C++ value, a heap block of its
own, and where those blocks land depends on what the earlier rows freed, which
differs between installs: after the earlier rows, 0965ab2 puts the 2,000 Luk Fu
hands' values on 50-70 pages in order, 5791b90 on 270-290 pages, a third
of them out of order, and that alone makes ``old_cards`` 4-8% slower than on
fresh copies of the same hands (CPU time, one process) with no more
instructions. A ratio of a few percent on such a row can be the heap's.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

MEASURE = r"""
import inspect, json, random, time
import numpy as np
import paigen
from paigen import doudizhu as dd, lukfu as lf
from paigen.envs import VectorDouDizhu

rng = random.Random(7)
DECK3 = [r for r in "3456789TJQKA2" for _ in range(4)] + ["B", "R"]
DECK4 = DECK3[:-2] * 2 + ["B", "B", "R", "R"]

def deal(deck, k):
    cards = deck[:]
    rng.shuffle(cards)
    return "".join(cards[:k]), "".join(cards[k:])

def timed(name, call, units, repeat=5):
    # the least CPU time of `repeat` calls, in ns per unit of work
    seconds = float("inf")
    for _ in range(repeat):
        t = time.process_time()
        call()
        seconds = min(seconds, time.process_time() - t)
    out[name] = 1e9 * seconds / units

def each(fn, items):
    return lambda: [fn(*item) for item in items]

work, out = {}, {}
N = 2000
leads3 = [dd.Hand(deal(DECK3, 20)[0]) for _ in range(N)]
leads4 = [dd.Hand(deal(DECK4, 33)[0], players=4) for _ in range(N // 4)]
replies, lasts = [], []
while len(replies) < N:
    hand, rest = deal(DECK3, 17)
    moves = sorted(m.code for m in dd.legal_moves(rest[:17]))  # sorted: the same move whatever the order
    replies.append(dd.Hand(hand))
    lasts.append(dd.classify(dd.Hand.from_code(moves[rng.randrange(len(moves))])))
codes3 = np.array([h.code for h in leads3], dtype=np.uint64)
codes4 = np.array([h.code for h in leads4], dtype=np.uint64)
rcodes = np.array([h.code for h in replies], dtype=np.uint64)
rlasts = np.array([m.code for m in lasts], dtype=np.uint64)
work["ddz: moves of the 20-card leads"] = int(dd.count_legal_moves(codes3).sum())
work["ddz: moves of the 17-card replies"] = int(dd.count_legal_moves(rcodes, rlasts).sum())
work["ddz: moves of the 33-card 4p leads"] = int(dd.count_legal_moves(codes4, players=4).sum())

lead3, reply3, lead4 = [(h,) for h in leads3], list(zip(replies, lasts)), [(h,) for h in leads4]
timed("ddz legal_moves 20-card 3p lead", each(dd.legal_moves, lead3), N)
timed("ddz legal_moves 17-card 3p reply", each(dd.legal_moves, reply3), N)
timed("ddz legal_moves 33-card 4p lead", each(dd.legal_moves, lead4), N // 4)
space = dd.ActionSpace()
if hasattr(dd.ActionSpace, "legal_ids"):
    ids_of = space.legal_ids
else:  # an install without it: the same ids in two calls
    ids_of = lambda h, m=None: dd.legal_moves(h, m).action_ids(space)
timed("ddz ids of a 20-card lead (legal_ids)", each(ids_of, lead3), N)
timed("ddz ids of a 17-card reply (legal_ids)", each(ids_of, reply3), N)
games = [dd.Game(3, seed=s) for s in range(N)]
for g in games:
    g.bid(3)  # the first bidder takes the kitty and leads 20 cards
if hasattr(dd.Game, "legal_action_ids"):
    game_ids = lambda: [g.legal_action_ids() for g in games]
else:
    game_ids = lambda: [g.legal_moves().action_ids(space) for g in games]
timed("ddz Game.legal_action_ids 20-card lead", game_ids, N)
observations = [dd.Game(3, seed=s).observation() for s in range(N)]  # bidding: the same layout in both
timed("ddz Observation.encode", lambda: [o.encode() for o in observations], N)

def vector_steps(**options):
    # 20 steps of 1,024 ddz3 games, a numpy random policy; the games go on from call to call
    env = VectorDouDizhu(1024, seed=1, threads=1, **options)
    state = {"obs": env.reset()[0]}
    policy = np.random.default_rng(0)
    def run():
        obs = state["obs"]
        for _ in range(20):
            offsets, ids = obs["action_offsets"], obs["action_ids"]
            picks = offsets[:-1] + (policy.random(1024) * np.diff(offsets)).astype(np.int64)
            obs = env.step(ids.take(picks, mode="clip"))[0]
        state["obs"] = obs
    return run
timed("vector env ddz3 step, observations", vector_steps(), 20 * 1024)
timed("vector env ddz3 step, observations and masks", vector_steps(masks=True), 20 * 1024)
if "observations" in inspect.signature(VectorDouDizhu).parameters:
    timed("vector env ddz3 step, observations=False", vector_steps(observations=False), 20 * 1024)

big3, bigr, big4, bigl = (np.tile(a, 50) for a in (codes3, rcodes, codes4, rlasts))
timed("ddz count_legal_moves per 20-card lead", lambda: dd.count_legal_moves(big3), big3.size)
timed("ddz count_legal_moves per 17-card reply", lambda: dd.count_legal_moves(bigr, bigl), bigr.size)
timed("ddz count_legal_moves per 33-card 4p lead", lambda: dd.count_legal_moves(big4, None, 4), big4.size)
timed("ddz legal_moves_batch per 20-card lead", lambda: dd.legal_moves_batch(big3), big3.size)
timed("ddz legal_moves_batch per 17-card reply", lambda: dd.legal_moves_batch(bigr, bigl), bigr.size)

lf_hands, lf_leds, lf_publics = [], [], []
for _ in range(N):
    cards = list(range(36))
    rng.shuffle(cards)
    lf_hands.append(sum(1 << c for c in cards[:12]))
    lf_leds.append(1 << cards[12])
    lf_publics.append(sum(1 << c for c in cards[13 : 13 + rng.randrange(8)]))
hands = [lf.Hand.from_mask(h) for h in lf_hands]
leds = [lf.Hand.from_mask(m) for m in lf_leds]
publics = [lf.Hand.from_mask(m) for m in lf_publics]
lead = lambda h: lf.legal_moves(h, caller=True)
follow = lambda h, led: lf.legal_moves(h, led=led, caller=False)
work["lukfu: moves of the leads"] = sum(len(lead(h)) for h in hands)
work["lukfu: moves of the follows"] = sum(len(follow(h, d)) for h, d in zip(hands, leds))
timed("lukfu legal_moves 12-card lead", each(lead, [(h,) for h in hands]), N)
timed("lukfu legal_moves follow of a single", each(follow, list(zip(hands, leds))), N)
timed("lukfu old_cards", each(lf.old_cards, list(zip(hands, publics))), N)
lfh, lfl = (np.tile(np.array(a, dtype=np.uint64), 10) for a in (lf_hands, lf_leds))
nobody = np.zeros(lfh.size, dtype=bool)
lf_batch = lambda: lf.legal_moves_batch(lfh, callers=nobody, leds=lfl)
timed("lukfu legal_moves_batch per follow", lf_batch, lfh.size)

DEALS = 20000
for game, policy in (("ddz3", "random"), ("ddz4", "random"), ("lukfu", "random"), ("ddz3", "greedy")):
    run = lambda game=game, policy=policy: paigen.simulate(game, n=DEALS, seed=1, workers=1, policy=policy)
    work[f"simulate {game} {policy}: summed moves"] = int(run()["moves"].sum())
    timed(f"simulate {game} {policy} per deal", run, DEALS, 3)
for name, game, depth in (("ddz3", dd.Game(3, seed=3), 8), ("lukfu", lf.Game(seed=3), 6)):
    nodes = game.perft(depth)
    work[f"perft {name} depth {depth}: nodes"] = nodes
    timed(f"perft {name} depth {depth} per node", lambda g=game, d=depth: g.perft(d), nodes, 3)
print(json.dumps({"work": work, "times": out}))
"""


def measure(python: str) -> dict[str, dict[str, float]]:
    done = subprocess.run(
        [python, "-c", MEASURE],
        capture_output=True,
        text=True,
        env={**os.environ, "OPENBLAS_NUM_THREADS": "1"},
    )
    if done.returncode != 0:
        sys.exit(f"measuring with {python} failed:\n{done.stderr}")
    return json.loads(done.stdout)  # type: ignore[no-any-return]


def main() -> None:
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    old_python, new_python = sys.argv[1], sys.argv[2]
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    best: dict[str, dict[str, float]] = {"old": {}, "new": {}}
    work: dict[str, dict[str, float]] = {}
    for _ in range(rounds):
        for which, python in (("old", old_python), ("new", new_python)):
            measured = measure(python)
            work[which] = measured["work"]
            for name, value in measured["times"].items():
                best[which][name] = min(best[which].get(name, float("inf")), value)
    print(f"{'work (equal in both)':52}{'old':>12}{'new':>12}")
    same = True
    for name, old in work["old"].items():
        new = work["new"].get(name)
        same = same and new == old
        print(f"{name:52}{old:>12}{new!s:>12}{'' if new == old else '  DIFFERENT'}")
    print(f"\n{'ns of CPU time per call or unit, best of rounds':52}{'old':>10}{'new':>10}{'old/new':>9}")
    for name, old in best["old"].items():
        if name in best["new"]:  # calls only one install has are not compared
            new = best["new"][name]
            print(f"{name:52}{old:>10.1f}{new:>10.1f}{old / new:>9.2f}")
    for name, new in best["new"].items():
        if name not in best["old"]:  # shown for ratios within the new install
            print(f"{name:52}{'-':>10}{new:>10.1f}{'-':>9}")
    if not same:
        sys.exit("the installs did different work: the ratios compare unequal work")


if __name__ == "__main__":
    main()
