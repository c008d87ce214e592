"""Differential test: the C++ Три тройки against the pure-Python reference (tests/tri_troyki/reference.py).

Random single deals and whole games over the option sets, played from the same packs on both
sides with moves drawn from the reference's legal moves; the state, the legal moves, the notation
round trip and every finished deal's breakdown must agree.
"""

import random

import pytest
from rng_model import PyXoshiro

import pycards as pc
from pycards import _core

from .reference import RefGame

RANKS, SUITS = "23456789TJQKA", "CDHS"
SETUPS = [  # (options, single deals, whole games)
    (dict(), 600, 60),
    (dict(players=2, threes_rank="below_single_nine", ten_multi="bust"), 400, 100),
    (dict(players=10, compare="nine_only", tie="banker", stake=7), 400, 30),
    (dict(players=6, banker_multiplier=False, deals=3), 400, 60),
    (dict(players=3, tie="banker", ten_multi="bust", compare="nine_only", banker_multiplier=False), 300, 60),
]


def pack(seed):
    items = [i % 52 for i in range(104)]
    PyXoshiro(seed).shuffle(items)
    return [RANKS[i % 13] + SUITS[i // 13] for i in items]


def snapshot(s):
    return {"banker": s.banker, "scores": s.scores(), "hands": [[str(c) for c in h] for h in s.hands],
            "declared": s.declared, "pack": [str(c) for c in s.pack], "to_move": s.to_move, "phase": s.phase,
            "deals_played": s.deals_played}


def play_both(g, ref, s, rng):
    assert snapshot(s) == ref.snapshot()
    while not s.is_over():
        moves = ref.legal_moves()
        assert sorted(map(str, s.legal_moves())) == sorted(moves)
        m = rng.choice(moves)
        ref.play(m)
        s.play(m)
        assert snapshot(s) == ref.snapshot()
        assert g.position(s.notation()) == s
        if ref.result is not None:
            assert s.deal_result() == ref.result
            assert sum(r["payment"] for r in ref.result["seats"]) == 0


@pytest.mark.parametrize("options,deals,games", SETUPS, ids=[str(o) for o, _, _ in SETUPS])
def test_random_deals_and_games_agree_with_reference(options, deals, games):
    g = pc.game("tri_troyki", **options)
    n = g.options["players"]
    rng = random.Random(str(options))
    for seed in range(deals):
        s = g.new_deal(seed=seed, dealer=seed % n)
        play_both(g, RefGame(lambda k, seed=seed: pack(seed), seed % n, **options), s, rng)
    for seed in range(games):
        s = g.new_match(seed=seed)
        ref = RefGame(lambda k, seed=seed: pack(_core.tri_troyki_deal_seed(seed, k)), PyXoshiro(seed).below(n),
                      match=True, **options)
        play_both(g, ref, s, rng)
        assert s.scores() == ref.scores and sum(s.scores()) == 0
