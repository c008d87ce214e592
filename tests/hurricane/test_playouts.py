"""pycards._core.hurricane_playouts: random whole deals in C++, drawn exactly as documented
(docs/hurricane.md, "Batch"), checked against the same draws made from Python over the state API."""
import pytest
from rng_model import M64, PyXoshiro

import pycards as pc
from pycards import _core

OFFSET = 0x9E3779B97F4A7C15


@pytest.mark.parametrize("opts", [dict(), dict(max_lay=1, leftover="last_capturer"), dict(max_lay=6)])
def test_playouts_match_the_documented_draws(opts):
    n, seed = 25, 77
    r = _core.hurricane_playouts(n, seed, **opts)
    assert r["total"].shape == (n, 2) and r["plays"].shape == (n,)
    g = pc.game("hurricane", **opts)
    for i in range(n):
        s = g.new_deal(seed=seed + i, dealer=i % 2)
        rng = PyXoshiro((seed + i + OFFSET) & M64)
        plays = 0
        while not s.is_over():
            ids = s.legal_move_ids()
            s.play(ids[rng.below(len(ids))])
            plays += 1
        assert r["total"][i].tolist() == s.deal_result()["total"] and r["plays"][i] == plays


def test_playouts_bad_arguments():
    with pytest.raises(ValueError, match="max_lay"):
        _core.hurricane_playouts(3, 0, max_lay=9)
    with pytest.raises(ValueError, match="n"):
        _core.hurricane_playouts(-1)
    assert _core.hurricane_playouts(0)["plays"].shape == (0,)
