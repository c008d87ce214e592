"""pycards._batch.tri_palki_games: the same games as the game's own states (new_deal(seed + i,
i % 2), the moves drawn from legal_moves() by Rng(seed + i + 0x9E3779B97F4A7C15).below(k)), split
over threads alike, and its argument checks."""
import pytest
from rng_model import M64, PyXoshiro

import pycards as pc
from pycards import _batch

OPTIONS = [dict(), dict(floor_zero=1, recycle_shuffle=1), dict(sticks_to_lose=5, move_limit=90),
           dict(move_limit=30, limit_result="fewer_sticks")]


@pytest.mark.parametrize("options", OPTIONS, ids=str)
def test_batch_games_are_the_games_of_the_states(options):
    r = _batch.tri_palki_games(80, seed=77, **options)
    g = pc.game("tri_palki", **options)
    for i in range(80):
        s = g.new_deal(seed=77 + i, dealer=i % 2)
        rng = PyXoshiro((77 + i + 0x9E3779B97F4A7C15) & M64)
        while not s.is_over():
            moves = s.legal_moves()
            s.play(moves[rng.below(len(moves))])
        assert list(r["sticks"][i]) == s.sticks and int(r["played"][i]) == s.cards_played
        assert int(r["winner"][i]) == (2 if s.winner == "draw" else s.winner)
    two = _batch.tri_palki_games(80, seed=77, threads=2, **options)
    assert all((two[k] == r[k]).all() for k in r)


def test_random_games_of_the_binding_count_the_cards():
    g = pc.game("tri_palki")
    assert pc._core._tri_palki_random_games(g, 50, 3) == int(_batch.tri_palki_games(50, seed=3)["played"].sum())


def test_argument_checks():
    for bad in (dict(n=-1), dict(n=2, threads=0), dict(n=2, sticks_to_lose=0), dict(n=2, limit_result="x"),
                dict(n=2, move_limit=-1)):
        with pytest.raises(ValueError):
            _batch.tri_palki_games(**bad)
    with pytest.raises(TypeError):
        _batch.tri_palki_games(2, seed="x")
