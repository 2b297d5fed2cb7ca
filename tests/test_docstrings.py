"""Docstrings in one place: the stubs of the compiled module
(python/paigen/_core/*.pyi). The build takes the module's docstrings from them
(tools/stub_docs.py, cpp/bindings/docs.h); these tests fail when a runtime
docstring and its stub's differ, or when the module documents a name its stub
does not."""

from __future__ import annotations

import importlib.util
import inspect
import re
from pathlib import Path

import pytest

import paigen.doudizhu  # noqa: F401 - installs Observation.encode's peer formats
from paigen import _core

ROOT = Path(__file__).resolve().parents[1]
STUBS = sorted((ROOT / "python" / "paigen" / "_core").glob("*.pyi"))
SIGNATURE = re.compile(r"^([A-Za-z_][A-Za-z_0-9]*)?\(.*\)( -> .*)?$")  # nanobind's first docstring line


def load_stub_docs():
    spec = importlib.util.spec_from_file_location("stub_docs", ROOT / "tools" / "stub_docs.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def stub_docstrings() -> dict[str, str]:
    stub_docs = load_stub_docs()
    out: dict[str, str] = {}
    for stub in STUBS:
        out.update(stub_docs.docstrings(stub))
    return out


def runtime(key: str):
    """The runtime object a stub key names ("_core", "doudizhu", "doudizhu.Game.perft", "simd")."""
    if key == "_core":
        return _core
    obj = _core
    for part in key.split("."):
        obj = inspect.getattr_static(obj, part)
    return obj.__func__ if isinstance(obj, (staticmethod, classmethod)) else obj


def runtime_doc(obj) -> str | None:
    doc = getattr(obj, "__doc__", None)
    if not isinstance(doc, str):
        return None
    lines = doc.split("\n")
    if SIGNATURE.match(lines[0]) and (len(lines) == 1 or lines[1] == ""):
        doc = "\n".join(lines[2:])
    return inspect.cleandoc(doc) or None


DOCS = stub_docstrings()


def test_the_stubs_document_the_module():
    expected = {"_core", "doudizhu", "lukfu", "doudizhu.Game.perft", "lukfu.Kind.RUN"}
    assert len(DOCS) > 200 and expected <= set(DOCS)


@pytest.mark.parametrize("key", sorted(DOCS))
def test_runtime_docstring_is_the_stubs(key):
    obj = runtime(key)
    if isinstance(obj, int):  # an enum member: its docstring is the member's own
        obj = getattr(runtime(key.rsplit(".", 1)[0]), key.rsplit(".", 1)[1])
    assert runtime_doc(obj) == DOCS[key]


SPECIAL = {"__contains__", "__sub__", "__str__", "__format__"}  # the special methods paigen documents


def documented_names(module, prefix: str):
    """(key, object) of the module's names and their classes' public members and
    documented special methods (what Python, Enum and nanobind add is not paigen's)."""
    for name, obj in vars(module).items():
        if name.startswith("__") or isinstance(obj, type(_core)):
            continue
        yield prefix + name, obj
        if isinstance(obj, type):
            for member, value in vars(obj).items():
                if not member.startswith("_") or member in SPECIAL:
                    yield f"{prefix}{name}.{member}", value


MODULES = [(_core, ""), (_core.doudizhu, "doudizhu."), (_core.lukfu, "lukfu.")]


@pytest.mark.parametrize("module, prefix", MODULES)
def test_every_documented_name_has_its_stub_docstring(module, prefix):
    missing = []
    for key, obj in documented_names(module, prefix):
        doc = runtime_doc(obj)
        if doc and not isinstance(obj, (int, str, tuple)) and key not in DOCS:
            missing.append(key)
    assert missing == []
