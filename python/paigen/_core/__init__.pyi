# Type stubs for paigen._core, the compiled extension module (a single
# _core.*.so beside this directory). The directory holds stubs only: at run
# time the import system prefers the extension module to a directory without an
# __init__.py, so this package exists for type checkers alone. Its submodules
# are created by the extension itself (pybind11 def_submodule).
from . import doudizhu as doudizhu
from . import lukfu as lukfu

from typing import Any

import numpy as np
from numpy.typing import NDArray

def _play_doudizhu(players: int, seed: int, first: int, count: int) -> dict[str, NDArray[Any]]: ...
def _play_lukfu(seed: int, first: int, count: int) -> dict[str, NDArray[Any]]: ...
