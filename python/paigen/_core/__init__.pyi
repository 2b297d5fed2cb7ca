# Type stubs for paigen._core, the compiled extension module (a single
# _core.*.so beside this directory). The directory holds stubs only: at run
# time the import system prefers the extension module to a directory without an
# __init__.py, so this package exists for type checkers alone. Its submodules
# are created by the extension itself (pybind11 def_submodule).
from . import doudizhu as doudizhu
from . import lukfu as lukfu

def simd() -> str:
    """The build of the move generators' hot loops this process runs: 'avx512' or 'scalar' (the
    environment variable PAIGEN_SIMD=scalar forces the portable one; private, for tests and bug reports)."""

def _stream(seed: int, i: int) -> int:
    """Rng::stream(seed, i): the seed of deal i of the batch `seed`."""

def _agent_seed(seating_seed: int, deal: int, seat: int) -> int:
    """agent_seed(): the seed of the agent at `seat` in deal `deal` of a seating."""
