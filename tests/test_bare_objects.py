"""Objects of the compiled classes cannot exist without their constructor
(issue 15, item 1): ``X.__new__(X)``, a forged pickle naming the class with
NEWOBJ, copyreg's reconstructors and subclasses all raise TypeError, and every
real object still pickles (protocols 0-5) and copies. The probes run in a
subprocess, so a crash fails the test instead of killing the run."""

from __future__ import annotations

import subprocess
import sys
import textwrap

SCRIPT = textwrap.dedent(
    r"""
    import copy, copyreg, pickle, sys
    import paigen._core.doudizhu as dd
    import paigen._core.lukfu as lf

    def compiled_classes(module):
        for name in sorted(dir(module)):
            cls = getattr(module, name)
            compiled = isinstance(cls, type) and name not in ("Kind", "Result")
            if compiled and not issubclass(cls, BaseException):
                yield cls

    def newobj_pickle(module_name, name):
        # The issue's forged pickle: GLOBAL via STACK_GLOBAL, empty args, NEWOBJ.
        m, n = module_name.encode(), name.encode()
        return b"\x80\x04\x8c" + bytes([len(m)]) + m + b"\x8c" + bytes([len(n)]) + n + b"\x93)\x81."

    def refused(label, make):
        print(label, flush=True)
        try:
            obj = make()
        except (TypeError, pickle.UnpicklingError) as e:  # MoveList: a type without __new__
            assert "\n" not in str(e), label
            return
        raise AssertionError(f"{label} made {type(obj).__name__} without its constructor")

    seen = []
    for module in (dd, lf):
        for cls in compiled_classes(module):
            seen.append(f"{module.__name__}.{cls.__name__}")
            label = f"{module.__name__}.{cls.__name__}"
            refused(label + " __new__", lambda: cls.__new__(cls))
            refused(label + " object.__new__", lambda: object.__new__(cls))
            refused(label + " reconstructor", lambda: copyreg._reconstructor(cls, object, None))
            refused(label + " __newobj__", lambda: copyreg.__newobj__(cls))
            for module_name in {module.__name__, cls.__module__}:
                forged = newobj_pickle(module_name, cls.__name__)
                refused(label + " NEWOBJ pickle", lambda: pickle.loads(forged))
            refused(label + " subclass", lambda: type("Sub", (cls,), {}))
    # The issue's literal bytes.
    issue = b"\x80\x04\x8c\x15paigen._core.doudizhu\x8c\x0bActionSpace\x93)\x81."
    refused("issue bytes", lambda: pickle.loads(issue))
    print("classes", ",".join(seen))

    # Real objects: every protocol and copy give equal objects through the checked saved forms.
    g = dd.Game(3, seed=1)
    g.bid(g.legal_bids()[-1])
    objects = [dd.Hand("3345"), dd.Move("33"), dd.Variant(), dd.ActionSpace(3), g]
    objects += [lf.Game(seed=3), lf.Game(seed=2).hands[0]]
    for obj in objects:
        for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
            print("round trip", type(obj).__name__, protocol, flush=True)
            back = pickle.loads(pickle.dumps(obj, protocol))
            assert type(back) is type(obj) and repr(back) == repr(obj), (obj, protocol)
        assert repr(copy.copy(obj)) == repr(obj) and repr(copy.deepcopy(obj)) == repr(obj)
    for cls in (dd.Agent, dd.VectorEnv, lf.Agent, lf.VectorEnv):
        obj = cls("random", seed=1) if cls.__name__ == "Agent" else cls(2, seed=1)
        for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
            print("unpicklable", cls.__name__, protocol, flush=True)
            try:
                pickle.dumps(obj, protocol)
            except TypeError:
                continue
            raise AssertionError(f"{cls.__name__} pickled without a saved form")
    print("done")
    """
)


LF_CLASSES = ("Hand", "Move", "MoveList", "Game", "Agent", "Observation", "VectorEnv")
DD_CLASSES = (*LF_CLASSES, "Variant", "ActionSpace")


def run_probes() -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=120)


def test_no_compiled_object_without_its_constructor() -> None:
    result = run_probes()
    last = result.stdout.strip().splitlines()[-1:] or ["(nothing)"]
    assert result.returncode == 0, f"probe {last[0]!r} ended the interpreter: {result.stderr[-800:]}"
    assert result.stdout.strip().endswith("done")
    classes = next(line for line in result.stdout.splitlines() if line.startswith("classes "))
    for module, names in [("doudizhu", DD_CLASSES), ("lukfu", LF_CLASSES)]:
        for name in names:
            assert f"paigen._core.{module}.{name}" in classes
