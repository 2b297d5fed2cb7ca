# Type stubs for paigen._core, the compiled extension module (a single
# _core.*.so beside this directory). The directory holds stubs only: at run
# time the import system prefers the extension module to a directory without an
# __init__.py, so this package exists for type checkers alone. Its submodules
# are created by the extension itself (nanobind def_submodule). The stubs are
# the one place of the module's docstrings (tools/stub_docs.py compiles them in).
"""paigen's compiled core (private: use paigen.doudizhu and paigen.lukfu)"""

from . import doudizhu as doudizhu
from . import lukfu as lukfu

class PaigenError(ValueError):
    """Base class of every error paigen raises for bad input."""

class NotationError(PaigenError):
    """A hand or move string is not valid notation (rules D4, L2): an unknown
    character or card, a repeated Luk Fu card, or more copies of a rank than the
    deck holds. The message names the offending text."""

class IllegalMoveError(PaigenError):
    """Cards that are valid notation but do not form a legal play (or a play that
    is not allowed in the given situation). The message says why."""

class StateError(PaigenError):
    """The arguments describe an impossible situation: a card in two places (hand
    and public cards, hand and the trick, two hands of a deal), contradictory
    flags (a caller who is also a Master who passed), a hand too small for the
    trick, negative fu, a deal that cannot be played, or saved bytes of a game
    (a pickle) that are damaged or forged."""

def simd() -> str:
    """The build of the move generators' hot loops this process runs: 'avx512' or 'scalar' (the
    environment variable PAIGEN_SIMD=scalar forces the portable one; private, for tests and bug reports)."""

def _stream(seed: int, i: int) -> int:
    """Rng::stream(seed, i): the seed of deal i of the batch `seed`."""

def _agent_seed(seating_seed: int, deal: int, seat: int) -> int:
    """agent_seed(): the seed of the agent at `seat` in deal `deal` of a seating."""
