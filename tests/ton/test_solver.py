"""The Тон card-play solver (pc.solve) against a Python alpha-beta search
(tests/reference_search.py) over the reference (tests/ton/reference.py) on random endings: the seat
to move against every other playing seat, value = the tricks it takes to the end of the deal,
every legal move's value."""
import copy
import random

import pytest

import pycards as pc
from tests.reference_search import paranoid_value

from .reference import RefTon
from .test_differential import order_of

SETUPS = [dict(), dict(players=6), dict(players=3, beat_rule="led_card", must_overtrump=1),
          dict(players=5, must_play_score=0, stop_at_target=1, target=3)]


def minimax(ref, seat, base):
    """The exact tricks `seat` takes from `ref` on (less `base`) against the others (tests/reference_search.py)."""
    return paranoid_value(ref, seat, lambda r: r.tricks[seat] - base if r.is_over() or r.phase != "play" else None)


def endings(opts, count, seed0):
    """(C++ state, reference) pairs in the card-play phase, after a random number of card plays."""
    g = pc.game("ton", **opts)
    n = opts.get("players", 4)
    rng = random.Random(seed0)
    out = []
    seed = seed0
    while len(out) < count:
        seed += 1
        s = g.new_deal(seed=seed, dealer=seed % n)
        ref = RefTon(lambda k, seed=seed: order_of(seed), seed % n, **opts)
        while not ref.is_over() and ref.phase != "play":
            ms = ref.legal_moves()
            m = "play" if "play" in ms and rng.random() < 0.7 else rng.choice(ms)
            ref.play(m)
            s.play(m)
        if ref.is_over():
            continue
        players = ref.status.count("play")
        for _ in range(rng.randrange(max(0, 5 * players - 12), 5 * players)):
            if ref.is_over():
                break
            m = rng.choice(ref.legal_moves())
            ref.play(m)
            s.play(m)
        if not ref.is_over():
            out.append((s, ref))
    return out


@pytest.mark.parametrize("opts", SETUPS, ids=[str(o) for o in SETUPS])
def test_solver_agrees_with_minimax_on_every_move(opts):
    for s, ref in endings(opts, 52, 1000 * SETUPS.index(opts)):
        seat = s.to_move
        base = ref.tricks[seat]
        r = pc.solve(s)
        assert r.exact and r.lower == r.upper == r.value
        want = {}
        for m in ref.legal_moves():
            child = copy.deepcopy(ref)
            child.play(m)
            want[m] = minimax(child, seat, base)
        assert r.moves == want
        assert r.value == max(want.values())
        assert sorted(r.best) == sorted(m for m, v in want.items() if v == r.value)
        t = s.copy()
        for m in r.best_line:
            t.play(m)


def test_solver_refuses_other_phases():
    s = pc.game("ton").new_deal(seed=1)
    with pytest.raises(pc.InvalidPositionError):
        pc.solve(s)


@pytest.mark.parametrize("opts", SETUPS[:3], ids=[str(o) for o in SETUPS[:3]])
def test_chosen_seat_agrees_with_minimax(opts):
    """solve_seat for every playing seat (mostly not the one to move) against the reference search."""
    from pycards.ton import solve_seat

    n = others = 0
    for s, ref in endings(opts, 8, 5000 + 1000 * SETUPS.index(opts)):
        for seat in range(s.players):
            if ref.status[seat] != "play":
                with pytest.raises(pc.InvalidPositionError, match="does not play"):
                    solve_seat(s, seat)
                continue
            base = ref.tricks[seat]
            r = solve_seat(s, seat)
            want = {}
            for m in ref.legal_moves():
                child = copy.deepcopy(ref)
                child.play(m)
                want[m] = minimax(child, seat, base)
            pick = max if s.to_move == seat else min
            assert r.exact and r.moves == want and r.value == pick(want.values()) == minimax(ref, seat, base)
            assert r.lower == r.upper == r.value and r.extra["seat"] == seat
            n += 1
            others += seat != s.to_move
    assert n >= 16 and others >= 10
    with pytest.raises(ValueError, match="seat"):
        solve_seat(s, s.players)
    with pytest.raises(TypeError):
        solve_seat(s, "0")
    with pytest.raises(TypeError):
        solve_seat(pc.game("tri_listika").new_deal(), 0)
