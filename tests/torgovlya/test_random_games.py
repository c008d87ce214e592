"""pycards.torgovlya.random_games / pycards.tri_troyki.random_games: each row is the game the
documented seeds give when replayed move by move in Python, and threads change nothing."""

import numpy as np
import pytest
from rng_model import PyXoshiro

import pycards as pc
from pycards import torgovlya, tri_troyki


@pytest.mark.parametrize("module, name, options", [
    (torgovlya, "torgovlya", dict(players=3, start_tokens=3)),
    (torgovlya, "torgovlya", dict(players=6, banker_trades=True, stand_allowed=True, start_tokens=2)),
    (tri_troyki, "tri_troyki", dict(players=5)),
])
@pytest.mark.parametrize("match", [True, False])
def test_rows_replay_and_threads_agree(module, name, options, match):
    r = module.random_games(40, seed=9, match=match, **options)
    r4 = module.random_games(40, seed=9, match=match, threads=4, **options)
    assert all(np.array_equal(r[k], r4[k]) for k in r)
    g = pc.game(name, **options)
    n = g.options["players"]
    for i in range(0, 40, 7):
        s = g.new_match(seed=9 + i) if match else g.new_deal(seed=9 + i, dealer=i % n)
        rng, moves = PyXoshiro(9 + i + 1), 0
        while not s.is_over():
            legal = s.legal_moves()
            s.play(legal[rng.below(len(legal))])
            moves += 1
        assert list(r["scores"][i]) == s.scores() and r["deals"][i] == s.deals_played and r["moves"][i] == moves


def test_bad_arguments():
    for bad in (dict(n=-1), dict(n=1, threads=0), dict(n=1, seed=-1)):
        with pytest.raises(ValueError):
            torgovlya.random_games(**bad)
    with pytest.raises(TypeError):
        tri_troyki.random_games(1, match=1)
    with pytest.raises(pc.OptionError):
        tri_troyki.random_games(1, players=1)
