"""Differential test: the C++ Торговля against the pure-Python reference (tests/torgovlya/reference.py).

Random single deals and whole games over the option sets are played from the same shuffles on
both sides, the moves chosen by a seeded Python RNG from the reference's legal moves; after every
move the legal-move sets and the whole state (each seat's knowledge from the trades included)
must agree, the notation must round-trip, and every
finished deal's breakdown must be the same.
"""

import random

import pytest
from rng_model import PyXoshiro

import pycards as pc
from pycards import _batch, _core

from .reference import RANKS, SUITS, RefGame

SETUPS = [  # (options, single deals, whole games)
    (dict(), 500, 40),
    (dict(players=3, start_tokens=3, point_rule="best_suit"), 300, 60),
    (dict(players=10, start_tokens=2, tie="split", winner_fee="from_banker"), 250, 40),
    (dict(players=5, stand_allowed=True, banker_trades=True, barter="blind", start_tokens=4), 300, 50),
    (dict(players=6, point_rule="best_suit", tie="split", winner_fee="none", start_tokens=3, max_deals=9), 250, 40),
    (dict(players=4, deals=2, start_tokens=2, banker_trades=True), 200, 60),
]


def order(seed):
    return [RANKS[int(i) % 13] + SUITS[int(i) // 13] for i in _batch.shuffled_decks(pc.DECK52, 1, seed)[0]]


def snapshot(s):
    return {
        "banker": s.banker, "tokens": s.tokens, "in_game": s.in_game, "pot": s.pot,
        "hands": [sorted(str(c) for c in h) for h in s.hands], "stock": [str(c) for c in s.stock],
        "to_move": s.to_move, "phase": s.phase, "offer": None if s.offer is None else str(s.offer),
        "over": s.is_over(), "deals_played": s.deals_played,
        "known": [sorted(f"{c}@{place}" for place, cards in k.items() for c in cards) for k in s.known],
    }


def result_of(s):
    r = s.deal_result()
    return None if r is None else {**r, "transfers": [tuple(t) for t in r["transfers"]]}


def play_both(g, ref, s, rng):
    results = 0
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
            assert result_of(s) == ref.result
            results += 1
    return results


@pytest.mark.parametrize("options,deals,games", SETUPS, ids=[str(o) for o, _, _ in SETUPS])
def test_random_deals_and_games_agree_with_reference(options, deals, games):
    g = pc.game("torgovlya", **options)
    n = g.options["players"]
    rng = random.Random(str(options))
    for seed in range(deals):
        s = g.new_deal(seed=seed, dealer=seed % n)
        ref = RefGame(lambda k, seed=seed: order(seed), seed % n, **options)
        assert play_both(g, ref, s, rng) > 0
    for seed in range(games):
        s = g.new_match(seed=seed)
        banker = PyXoshiro(seed).below(n)
        ref = RefGame(lambda k, seed=seed: order(_core.torgovlya_deal_seed(seed, k)), banker, match=True, **options)
        play_both(g, ref, s, rng)
        assert s.scores() == ref.tokens
        assert sum(s.scores()) == n * g.options["start_tokens"]
