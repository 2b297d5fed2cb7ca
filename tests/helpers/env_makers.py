"""The environments of paigen.envs the env tests run, one per rule set (import
only after pytest.importorskip of gymnasium and pettingzoo)."""

from __future__ import annotations

import pytest

from paigen.envs import DouDizhuSingle, LukFuSingle, doudizhu_v0, lukfu_v0

DOUDIZHU = {
    "ddz3": dict(players=3),
    "ddz4": dict(players=4),
    "ddz3-douzero": dict(players=3, variant="douzero"),
}
AEC_MAKERS = [pytest.param(doudizhu_v0, kw, id=name) for name, kw in DOUDIZHU.items()]
AEC_MAKERS.append(pytest.param(lukfu_v0, {}, id="lukfu"))
SINGLE_MAKERS = [pytest.param(DouDizhuSingle, kw, id=name) for name, kw in DOUDIZHU.items()]
SINGLE_MAKERS.append(pytest.param(LukFuSingle, {}, id="lukfu"))
