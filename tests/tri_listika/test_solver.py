"""The Три листика card-play solver (pc.solve) against a Python alpha-beta search
(tests/reference_search.py) over the reference (tests/tri_listika/reference.py) on random endings:
the seat to move against every other playing seat, value = its gain from the deal's settlement
(pot_won + shares), every legal move's value."""
import copy
import random

import pytest

import pycards as pc
from pycards.tri_listika import draw_seed, solve_seat
from tests.reference_search import paranoid_value

from .reference import RefDeal
from .test_differential import orders

SETUPS = [dict(), dict(trumps_in_play=1), dict(share_from="pot", share=2), dict(share=3, forced_may_exchange=1)]


def gain(ref, seat):
    r = ref.result()
    return r["pot_won"][seat] + r["shares"][seat]


def minimax(ref, seat):
    """The exact value of `ref` for `seat` against the others (tests/reference_search.py)."""
    return paranoid_value(ref, seat, lambda r: gain(r, seat) if r.is_over() else None)


def endings(opts, count, seed0):
    """(C++ state, reference) pairs in the card-play phase, after a random number of card plays."""
    g = pc.game("tri_listika", **opts)
    rng = random.Random(seed0)
    out = []
    seed = seed0
    while len(out) < count:
        seed += 1
        order = orders(1, seed)[0]
        s = g.new_deal(seed=seed, dealer=seed % 4)
        ref = RefDeal(order, seed % 4, draw_seed(seed), **opts)
        while ref.phase == "declare":
            m = rng.choice(ref.legal_moves())
            ref.play(m)
            s.play(m)
        if ref.phase != "play":
            continue
        for _ in range(rng.randrange(0, 8)):
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
    n = 0
    for s, ref in endings(opts, 52, 1000 * SETUPS.index(opts)):
        seat = s.to_move
        r = pc.solve(s)
        assert r.exact and r.lower == r.upper == r.value
        want = {}
        for m in ref.legal_moves():
            child = copy.deepcopy(ref)
            child.play(m)
            want[m] = minimax(child, seat)
        assert r.moves == want
        assert r.value == minimax(ref, seat) == max(want.values())
        assert sorted(r.best) == sorted(m for m, v in want.items() if v == r.value)
        # the best line is legal and reaches the end
        t = s.copy()
        for m in r.best_line:
            t.play(m)
        assert t.is_over()
        n += 1
    assert n == 52  # 208 endings over the four setups


def test_solver_refuses_other_phases_and_options():
    s = pc.game("tri_listika").new_deal(seed=5)
    assert s.phase == "declare"
    with pytest.raises(pc.InvalidPositionError, match="card-play phase"):
        pc.solve(s)
    while s.phase != "play":
        s.play("play")
    with pytest.raises(ValueError):
        pc.solve(s, target=3)
    r = pc.solve(s, limit_nodes=1)
    assert not r.exact or r.value is not None


@pytest.mark.parametrize("opts", SETUPS[:2], ids=[str(o) for o in SETUPS[:2]])
def test_chosen_seat_agrees_with_minimax(opts):
    n = 0
    for s, ref in endings(opts, 30, 7000 + 1000 * SETUPS.index(opts)):
        for seat in range(4):
            if ref.decl[seat] not in ("play", "exchange"):
                with pytest.raises(pc.InvalidPositionError, match="does not play"):
                    solve_seat(s, seat)
                continue
            r = solve_seat(s, seat)
            want = {}
            for m in ref.legal_moves():
                child = copy.deepcopy(ref)
                child.play(m)
                want[m] = minimax(child, seat)
            assert r.exact and r.moves == want and r.value == minimax(ref, seat)
            assert r.lower == r.upper == r.value
            n += 1
    assert n >= 60
    with pytest.raises(ValueError, match="seat"):
        solve_seat(s, 4)
    with pytest.raises(TypeError):
        solve_seat(s, "0")
    with pytest.raises(TypeError):
        solve_seat(pc.game("hurricane").new_deal(), 0)
