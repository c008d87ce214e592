"""pycards._core.tri_listika_playouts: random whole deals in C++, drawn exactly as documented
(docs/tri_listika.md, "Batch"), checked against the same draws made from Python over the state API."""
import pytest
from rng_model import M64, PyXoshiro

import pycards as pc
from pycards import _core

OFFSET = 0x9E3779B97F4A7C15


@pytest.mark.parametrize("opts", [dict(), dict(trumps_in_play=1, share_from="pot"),
                                  dict(khlyust_draw="choice", forced_may_exchange=1, exchange_khlyust=1)])
def test_playouts_match_the_documented_draws(opts):
    n, seed = 60, 77
    r = _core.tri_listika_playouts(n, seed, **opts)
    assert r["net"].shape == (n, 4) and r["plays"].shape == (n,) and r["pot_winner"].shape == (n,)
    g = pc.game("tri_listika", **opts)
    for i in range(n):
        s = g.new_deal(seed=seed + i, dealer=i % 4)
        rng = PyXoshiro((seed + i + OFFSET) & M64)
        plays = 0
        while not s.is_over():
            ids = s.legal_move_ids()
            s.play(ids[rng.below(len(ids))])
            plays += 1
        res = s.deal_result()
        winner = -1 if res["pot_winner"] is None else res["pot_winner"]
        assert r["net"][i].tolist() == res["net"] and r["plays"][i] == plays and r["pot_winner"][i] == winner


def test_playouts_threads_give_the_same_results():
    one = _core.tri_listika_playouts(5000, 3)
    four = _core.tri_listika_playouts(5000, 3, threads=4)
    for k in one:
        assert (one[k] == four[k]).all()


def test_playouts_bad_arguments():
    with pytest.raises(ValueError, match="ante"):
        _core.tri_listika_playouts(3, 0, ante=0)
    with pytest.raises(ValueError, match="n"):
        _core.tri_listika_playouts(-1)
    with pytest.raises(ValueError, match="threads"):
        _core.tri_listika_playouts(3, 0, threads=0)
    with pytest.raises(TypeError):
        _core.tri_listika_playouts("3")
    assert _core.tri_listika_playouts(0)["plays"].shape == (0,)
