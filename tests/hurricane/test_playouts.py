"""pycards._core.hurricane_playouts: random whole deals in C++, drawn exactly as documented
(docs/hurricane.md, "Batch"), checked against the same draws made from Python over the state API."""
import numpy as np
import pytest
from rng_model import M64, PyXoshiro

import pycards as pc
from pycards import _batch, _core

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


@pytest.mark.parametrize("opts", [dict(), dict(max_lay=2, round_leader="non_dealer", leftover="last_capturer"),
                                  dict(max_lay=6, opening_lay="max_lay")])
def test_batch_playouts_are_the_same_seeds_played_through_the_python_api(opts):
    n, seed = 30, 2**64 - 7  # the seeds wrap modulo 2**64
    r = _batch.hurricane_playouts(n, seed, threads=2, **opts)
    g = pc.game("hurricane", **opts)
    for i in range(n):
        s = g.new_deal(seed=(seed + i) & M64, dealer=i % 2)
        rng = PyXoshiro((seed + i + OFFSET) & M64)
        plays = 0
        while not s.is_over():
            moves = s.legal_moves()
            s.play(moves[rng.below(len(moves))])
            plays += 1
        assert r["total"][i].tolist() == s.deal_result()["total"] and r["plays"][i] == plays


def test_batch_playouts_threads_and_chunks_do_not_change_the_result():
    one = _batch.hurricane_playouts(40000, 9, max_lay=4)  # more than one chunk of deals
    for threads in (2, 3):
        many = _batch.hurricane_playouts(40000, 9, max_lay=4, threads=threads)
        assert (one["total"] == many["total"]).all() and (one["plays"] == many["plays"]).all()
    core = _core.hurricane_playouts(40000, 9, max_lay=4)
    assert (one["total"] == core["total"]).all() and (one["plays"] == core["plays"]).all()
    assert one["total"].dtype == np.int16 and one["plays"].dtype == np.uint16
    assert (one["total"].sum(axis=1) <= 220).all() and one["plays"].min() >= 8  # four rounds, two players


@pytest.mark.parametrize("kwargs, name", [
    (dict(n=-1), "n"), (dict(n=True), "n"), (dict(n=3, max_lay=0), "max_lay"), (dict(n=3, max_lay=7), "max_lay"),
    (dict(n=3, opening_lay="x"), "opening_lay"), (dict(n=3, round_leader=1), "round_leader"),
    (dict(n=3, leftover="dealer"), "leftover"), (dict(n=3, threads=0), "threads"),
])
def test_batch_playouts_bad_arguments(kwargs, name):
    with pytest.raises(ValueError, match=name):
        _batch.hurricane_playouts(**kwargs)
    with pytest.raises(TypeError):
        _batch.hurricane_playouts(3, seed="1")
    assert _batch.hurricane_playouts(0)["plays"].shape == (0,)
