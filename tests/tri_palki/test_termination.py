"""The rules' termination proof as a test: no game lasts more than (2k - 1) x 84 cards
(420 with sticks_to_lose = 3), whatever the players do, under every option: random play (in C++,
many games) and adversarial stalling play (always the card that keeps the count lowest, or that
avoids a stick longest)."""
import random

import pytest

import pycards as pc
import pycards.tri_palki as tp
from pycards import _batch

OPTIONS = [dict(), dict(floor_zero=1), dict(recycle_shuffle=1), dict(floor_zero=1, recycle_shuffle=1)]


def test_the_bound_formula():
    assert [tp.card_bound(k) for k in (1, 2, 3, 4)] == [84, 252, 420, 588]


@pytest.mark.parametrize("options", OPTIONS, ids=str)
@pytest.mark.parametrize("k", [1, 2, 3, 5])
def test_random_play_stays_within_the_bound(options, k):
    r = _batch.tri_palki_games(20_000, seed=k, threads=2, sticks_to_lose=k, **options)
    assert int(r["played"].max()) <= tp.card_bound(k)
    assert (r["sticks"].max(axis=1) == k).all() and (r["winner"] < 2).all()  # every game ends by sticks


def lowest(s):
    """Stalling: the card that leaves the count lowest (10s and 9s kept for when they are needed)."""
    return min(s.legal_moves(), key=lambda m: (s.count + tp.card_value(str(m)), str(m)))


def safest(s):
    """Stalling: a card that takes no stick, the highest such (hoarding 10s and 9s), else the lowest."""
    moves = s.legal_moves()
    safe = [m for m in moves if s.count + tp.card_value(str(m)) <= 31]
    if safe:
        return max(safe, key=lambda m: (tp.card_value(str(m)), str(m)))
    return min(moves, key=lambda m: tp.card_value(str(m)))


@pytest.mark.parametrize("options", OPTIONS, ids=str)
@pytest.mark.parametrize("strategy", [lowest, safest], ids=["lowest", "safest"])
def test_stalling_play_stays_within_the_bound(options, strategy):
    rng = random.Random(3)
    for k in (1, 3):
        g = pc.game("tri_palki", sticks_to_lose=k, **options)
        longest = 0
        for seed in range(150):
            s = g.new_deal(seed=seed, dealer=seed % 2)
            mixed = seed % 3 == 0  # one seat stalls, the other plays at random
            while not s.is_over():
                if mixed and s.to_move == 1:
                    s.play(rng.choice(s.legal_moves()))
                else:
                    s.play(strategy(s))
                assert s.cards_played <= tp.card_bound(k)
            longest = max(longest, s.cards_played)
        assert longest <= tp.card_bound(k)
