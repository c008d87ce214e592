"""Differential test: the C++ Construction against the pure-Python reference
(tests/construction/reference.py).

Random games over the option sets are played from the same seeds on both sides, the moves chosen
by a seeded Python RNG from the reference's legal moves; before every move the legal move lists
(texts and ids, in canonical order) and the notation must agree, and at the end the result. Some
option sets cap max_draws to keep the run short; one plays long games through recyclings.
"""
import random

import pytest

import pycards as pc

from .reference import RefGame, move_id

SETUPS = [  # (options, games): 2,002 games in all; short ones for the bulk, long ones through recyclings
    (dict(max_draws=15), 800),
    (dict(decks=2, max_draws=15, limit_result="progress"), 300),
    (dict(steps="rank_steps", max_draws=20), 300),
    (dict(blockers_block="both", target_height=1, max_draws=25, limit_result="progress"), 300),
    (dict(target_height=1, steps="rank_steps", max_draws=30), 200),
    (dict(decks=2, target_height=1, max_draws=120, limit_result="progress"), 60),
    (dict(decks=2, max_draws=260, target_height=2, blockers_block="both"), 20),
    (dict(max_draws=400, steps="rank_steps"), 10),
    (dict(decks=2, max_draws=600, target_height=3), 12),  # to a win (or the limit), recycling on the way
]


def choose(rng, moves):
    """A random move: builds and commuter moves favoured, blockers seldom (the games then go
    somewhere, and the lists stay short enough to compare thousands of games)."""
    go = [m for m in moves if m.startswith("go:")]
    if go and rng.random() < 0.5:
        return rng.choice(go)
    r = rng.random()
    block = [m for m in moves if m.startswith("block:")]
    if block and r < 0.1:
        return rng.choice(block)
    build = [m for m in moves if not m.startswith(("go:", "block:")) and m != "discard"]
    if build and r < 0.8:
        return rng.choice(build)
    return "discard"


@pytest.mark.parametrize("options,n", [(o, n) for o, n in SETUPS], ids=[str(o) for o, _ in SETUPS])
def test_random_games_agree_with_reference(options, n):
    g = pc.game("construction", **options)
    rng = random.Random(19)
    wins = recycled = 0
    for i in range(n):
        seed = rng.randrange(2**64)
        if i % 2:
            s, ref = g.new_match(seed=seed), RefGame(seed, **options)
        else:
            red = rng.randrange(2)
            s, ref = g.new_deal(seed=seed, dealer=red), RefGame(seed, red=red, **options)
        while True:
            assert s.notation() == ref.notation()
            assert s.to_move == ref.to_move and s.is_over() == ref.over
            if ref.over:
                break
            moves = ref.legal_moves()
            assert [str(m) for m in s.legal_moves()] == moves
            if s.draws % 16 == 1:  # the ids too (every 16th card: parsing every id in Python is slow)
                assert s.legal_move_ids() == [move_id(m) for m in moves]
            m = choose(rng, moves)
            ref.play(m)
            s.play(m)
        assert s.deal_result() == ref.result()
        assert s.scores() == ref.scores()
        wins += ref.reason == "win"
        recycled += ref.recycles > 0
    if options.get("target_height", 10) <= 3:
        assert wins > 0  # the win rule is exercised
    if options["max_draws"] > 52 * options.get("decks", 3):
        assert recycled > 0  # and the recycling


def test_positions_round_trip_along_games():
    """position(notation()) gives the state back at every step (reference and C++ agree on it)."""
    for options in (dict(max_draws=40), dict(decks=2, steps="rank_steps", target_height=1, max_draws=40)):
        g = pc.game("construction", **options)
        rng = random.Random(5)
        for seed in range(15):
            s = g.new_deal(seed=seed, dealer=seed % 2)
            while True:
                p = g.position(s.notation())
                assert p == s and p.notation() == s.notation()
                assert [str(m) for m in p.legal_moves()] == [str(m) for m in s.legal_moves()]
                RefGame.position(s.notation(), **options)  # the reference accepts it too
                if s.is_over():
                    break
                s.play(choose(rng, [str(m) for m in s.legal_moves()]))
