"""Every error the command line can name is one line on stderr,
``paigen <command>: error: ...``, and exit status 2: a user's module that
raises at import or does not parse, an agent or generator that raises
(``--traceback`` shows where), agents that never bid, a full disk, ``--plot``
on a directory. The progress line goes to a terminal only."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from paigen import cli
from tests.helpers import subprocesses
from tests.helpers.bounds import time_limit

HELPERS = Path(__file__).resolve().parent / "helpers"
bounded = time_limit(120)


def one_error(capsys, command: str) -> str:
    out, err = capsys.readouterr()
    assert out == "", out
    assert err.count("\n") == 1 and err.startswith(f"paigen {command}: error: "), err
    return err


@pytest.fixture
def user_modules(tmp_path, monkeypatch):
    """A directory of a user's modules, the current one (MODULE:FUNCTION imports from it)."""
    (tmp_path / "raises_at_import.py").write_text("raise RuntimeError('no config file')\ndef f(obs): pass\n")
    (tmp_path / "bad_syntax.py").write_text("def f(obs)\n    return 1\n")
    (tmp_path / "never_bids.py").write_text(
        "from paigen import doudizhu as dd\n\n"
        "def passes(obs):\n"
        "    if obs.phase == 'bidding':\n"
        "        return dd.ActionSpace(obs.players, obs.variant).bid_id(0)\n"
        "    return obs.legal_moves[0]\n"
    )
    (tmp_path / "broken.py").write_text(
        "def agent(obs):\n    raise KeyError('this bot is broken')\n\n"
        "def generator(hand, last):\n    return 1 / 0\n\n"
        "def full_disk(obs):\n    raise OSError(28, 'No space left on device')\n"
    )
    monkeypatch.chdir(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    return tmp_path


@pytest.mark.parametrize(
    "module, words",
    [("raises_at_import", ["RuntimeError: no config file"]), ("bad_syntax", ["SyntaxError"])],
)
@pytest.mark.parametrize("command", ["arena", "fuzz"])
def test_a_module_that_fails_to_import_is_one_line(capsys, user_modules, module, words, command):
    option = ["--agents", f"greedy,{module}:f"] if command == "arena" else ["--against", f"{module}:f"]
    assert cli.main([command, *option, "-n", "5"]) == 2
    err = one_error(capsys, command)
    assert f"cannot import {module!r}" in err
    for word in words:
        assert word in err, err


def test_an_agent_that_raises_is_one_line_and_traceback_shows_it(capsys, user_modules):
    args = ["arena", "--agents", "greedy,broken:agent", "-n", "5"]
    assert cli.main(args) == 2
    err = one_error(capsys, "arena")
    assert "KeyError" in err and "this bot is broken" in err
    assert cli.main([*args, "--traceback"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("Traceback") and 'broken.py", line 2, in agent' in err
    assert err.splitlines()[-1].startswith("paigen arena: error: KeyError")


def test_an_agents_os_error_is_not_taken_for_the_output(capsys, user_modules):
    assert cli.main(["arena", "--agents", "greedy,broken:full_disk", "-n", "5"]) == 2
    err = one_error(capsys, "arena")
    assert "OSError: [Errno 28] No space left on device" in err and "output" not in err, err


def test_a_generator_that_raises_is_one_line_and_traceback_shows_it(capsys, user_modules):
    args = ["fuzz", "--against", "broken:generator", "-n", "5"]
    assert cli.main(args) == 2
    err = one_error(capsys, "fuzz")
    assert "ZeroDivisionError" in err
    assert cli.main([*args, "--traceback"]) == 2
    err = capsys.readouterr().err
    assert "Traceback" in err and 'broken.py", line 5, in generator' in err
    assert err.splitlines()[-1].startswith("paigen fuzz: error: ")


@pytest.mark.parametrize("workers", ["1", "2"])
def test_agents_that_never_bid_are_one_line(capsys, user_modules, workers):
    args = ["arena", "--agents", "never_bids:passes,never_bids:passes", "-n", "3", "--workers", workers]
    assert cli.main(args) == 2
    err = one_error(capsys, "arena")
    assert "ever bid" in err, err


def test_library_errors_carry_the_command_prefix(capsys):
    assert cli.main(["moves", "3X"]) == 2
    one_error(capsys, "moves")
    assert cli.main(["arena", "--agents", "greedy,alphabeta", "-n", "5"]) == 2
    assert "'alphabeta'" in one_error(capsys, "arena")


def test_plot_on_a_directory_is_one_line_before_the_run(capsys, tmp_path):
    pytest.importorskip("matplotlib")
    assert cli.main(["arena", "--agents", "greedy,random", "-n", str(10**9), "--plot", str(tmp_path)]) == 2
    err = one_error(capsys, "arena")
    assert "is a directory" in err and str(tmp_path) in err


def test_powers_are_counts(capsys):
    assert cli.main(["play", "-n", "2**3"]) == 0
    assert "8" in capsys.readouterr().out
    assert cli.main(["play", "-n", "2**41"]) == 2
    assert "2**40" in capsys.readouterr().err


@pytest.mark.parametrize(
    "args",
    [
        ["moves", "3333444455556666777788889999TTTTJJJJQQQQKKKKAAAA2222BR"],
        ["arena", "--agents", "greedy,random", "-n", "20"],
        ["play", "-n", "100"],
    ],
)
def test_a_full_disk_is_one_line(args):
    with open("/dev/full", "w") as full:
        proc = subprocesses.start(["python", "-m", "paigen", *args], stdout=full)
        _, err = proc.communicate(timeout=60)
    assert proc.returncode == 2, err
    assert err.count("\n") == 1 and err.startswith(f"paigen {args[0]}: error: "), err
    assert "No space left on device" in err


def test_the_progress_line_goes_to_a_terminal_only():
    args = [sys.executable, "-m", "paigen", "play", "-n", "2000", "--seed", "1"]
    piped = subprocess.run(args, capture_output=True, text=True, timeout=60, cwd=subprocesses.ROOT)
    assert piped.returncode == 0 and piped.stderr == "", piped.stderr
    proc, terminal = subprocesses.start_on_terminal(["python", "-m", "paigen", "play", "-n", "2000"])
    try:
        shown = subprocesses.read_terminal(terminal, proc, until_exit=True, seconds=60)
        out, _ = proc.communicate(timeout=10)
    finally:
        subprocesses.stop(proc)
    assert proc.returncode == 0 and "deals" in out
    assert "] 100% 2000/2000 deals" in shown


def test_ctrl_c_while_a_compiled_module_loads_is_status_130(capsys, monkeypatch):
    # the binding library turns a KeyboardInterrupt raised while a module initializes (it
    # runs Python code: enums, imports) into ImportError('initialization failed')
    def loads_core(args):
        try:
            raise KeyboardInterrupt
        except KeyboardInterrupt as interrupt:
            raise ImportError("initialization failed") from interrupt

    monkeypatch.setattr(cli.classify, "run", loads_core)
    assert cli.main(["classify", "3"]) == 130
    assert capsys.readouterr().err == "paigen: interrupted\n"
