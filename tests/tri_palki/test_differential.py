"""Differential test: the C++ Три палки against the pure-Python reference (tests/tri_palki/reference.py).

Random games over the option sets are played from the same seeds on both sides, the moves chosen
by a seeded Python RNG from the reference's legal moves; after every move the whole state (hands,
stock order, pile order, count, sticks, turn, cards played, recyclings) must agree, and the result.
"""
import random

import pytest

import pycards as pc

from .reference import RefGame

SETUPS = [  # (options, games): 2,200 games in all, new_match and new_deal alternating
    (dict(), 700),
    (dict(floor_zero=1), 300),
    (dict(recycle_shuffle=1), 400),
    (dict(sticks_to_lose=2, floor_zero=1, recycle_shuffle=1), 300),
    (dict(move_limit=50), 250),
    (dict(move_limit=70, limit_result="fewer_sticks", sticks_to_lose=5), 250),
]


def snapshot(s):
    return (sorted(map(str, s.hands[0])), sorted(map(str, s.hands[1])), [str(c) for c in s.stock],
            [str(c) for c in s.pile], s.count, s.sticks, s.to_move, s.cards_played, s.recycles, s.is_over(), s.winner)


def ref_snapshot(r):
    return (sorted(r.hands[0]), sorted(r.hands[1]), list(r.stock), list(r.pile), r.count, list(r.sticks),
            None if r.over else r.turn, r.played, r.recycles, r.over, r.winner)


@pytest.mark.parametrize("options,n", SETUPS, ids=[str(o) for o, _ in SETUPS])
def test_random_games_agree_with_reference(options, n):
    g = pc.game("tri_palki", **options)
    rng = random.Random(1414)
    for i in range(n):
        seed = rng.randrange(2**64)
        if i % 2:
            s, ref = g.new_match(seed=seed), RefGame(seed, None, **options)
        else:
            dealer = rng.randrange(2)
            s, ref = g.new_deal(seed=seed, dealer=dealer), RefGame(seed, dealer, **options)
        assert s.dealer == ref.dealer
        while True:
            assert snapshot(s) == ref_snapshot(ref)
            if ref.over:
                break
            assert [str(m) for m in s.legal_moves()] == ref.legal_moves()
            m = rng.choice(ref.legal_moves())
            s.play(m)
            ref.play(m)
        r = s.deal_result()
        assert r["reason"] == ref.reason and r["sticks"] == ref.sticks and r["cards_played"] == ref.played
        assert (r["draw"], r["winner"]) == ((True, None) if ref.winner == "draw" else (False, ref.winner))
