"""The generic battery: random playouts of every registered game keep the invariants.

It runs over pycards.games() with no list of its own: each game's test folder gives its hooks in
battery.py (tests/battery_hooks.py: what a game conserves, the option sets to play). A registered
game without hooks fails here.
"""

import pickle
import random

import pytest
from battery_hooks import HOOKS
from battery_hooks import cases as battery_cases
from budget import budget

import pycards as pc

CONSERVED = {name: hooks.conserved for name, hooks in HOOKS.items()}

BAD_MOVES = ["zz", "", "7X", 2**63 + 12345, "deal deal"]


def cases():
    for name, opts in battery_cases():
        yield pytest.param(name, opts, id=f"{name}-{opts}")


def test_every_game_has_a_conservation_check():
    assert set(pc.games()) <= set(CONSERVED)


def check_rejects(s, rng):
    before, text = s.copy(), s.notation()
    legal = {str(m) for m in s.legal_moves()}
    for bad in BAD_MOVES:
        if str(bad) in legal:
            continue
        with pytest.raises(ValueError):
            s.play(bad)
        assert s == before and s.notation() == text


@pytest.mark.parametrize("name, opts", list(cases()))
def test_random_playouts_keep_invariants(name, opts):
    g = pc.game(name, **opts)
    conserved = CONSERVED[name]
    rng = random.Random(1234)
    for seed in range(budget(12)):  # (4 under the sanitizers: matches and deals alike)
        s = g.new_match(seed=seed) if seed % 2 else g.new_deal(seed=seed, dealer=seed % 2)
        start = conserved(s)
        steps = 0
        while not s.is_over() and steps < 3000:
            moves = s.legal_moves()
            assert moves, "a game that is not over has a legal move"
            assert len({m.id for m in moves}) == len(moves) and len({str(m) for m in moves}) == len(moves)
            assert g.position(s.notation()) == s  # notation round-trips
            assert pickle.loads(pickle.dumps(s)) == s
            if steps % 7 == 0:
                check_rejects(s, rng)
            m = rng.choice(moves)
            assert g.parse_move(str(m)) == m  # move text round-trips
            twin = s.copy()
            how = rng.randrange(3)
            s.play(m if how == 0 else str(m) if how == 1 else m.id)
            assert conserved(s) == start
            twin.play(m)  # copies are independent: the copy was not changed by s.play
            assert twin == s
            steps += 1
        assert s.is_over() and s.to_move is None and s.legal_moves() == []
        assert g.position(s.notation()) == s
        before = s.copy()
        with pytest.raises(pc.IllegalMoveError):
            s.play(0)
        assert s == before
