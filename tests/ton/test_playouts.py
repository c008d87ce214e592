"""pycards._core.ton_playouts: random one-deal games in C++, drawn exactly as documented
(docs/ton.md, "Batch"), checked against the same draws made from Python over the state API."""
import pytest
from rng_model import M64, PyXoshiro

import pycards as pc
from pycards import _core

OFFSET = 0x9E3779B97F4A7C15


@pytest.mark.parametrize("opts", [dict(), dict(players=6, others="sit_out"),
                                  dict(players=3, no_buyer="redeal", beat_rule="led_card", must_overtrump=1)])
def test_playouts_match_the_documented_draws(opts):
    n, seed = 60, 77
    np_ = opts.get("players", 4)
    r = _core.ton_playouts(n, seed, **opts)
    assert r["net"].shape == (n, np_) and r["tricks"].shape == (n, np_) and r["plays"].shape == (n,)
    g = pc.game("ton", **opts)
    for i in range(n):
        s = g.new_deal(seed=seed + i, dealer=i % np_)
        rng = PyXoshiro((seed + i + OFFSET) & M64)
        plays = 0
        while not s.is_over():
            ids = s.legal_move_ids()
            s.play(ids[rng.below(len(ids))])
            plays += 1
        res = s.deal_result()
        assert r["net"][i].tolist() == res["net"] and r["tricks"][i].tolist() == res["tricks"]
        assert r["plays"][i] == plays and r["target_seat"][i] == -1
        assert r["net"][i].sum() + int(s.unclaimed) == 0


def test_playouts_threads_give_the_same_results():
    one = _core.ton_playouts(5000, 3, players=6)
    four = _core.ton_playouts(5000, 3, threads=4, players=6)
    for k in one:
        assert (one[k] == four[k]).all()


def test_playouts_bad_arguments():
    with pytest.raises(ValueError, match="players"):
        _core.ton_playouts(3, 0, players=7)
    with pytest.raises(ValueError, match="n"):
        _core.ton_playouts(-1)
    with pytest.raises(ValueError, match="threads"):
        _core.ton_playouts(3, 0, threads=0)
    with pytest.raises(TypeError):
        _core.ton_playouts("3")
    assert _core.ton_playouts(0)["plays"].shape == (0,)
