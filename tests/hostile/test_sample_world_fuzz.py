"""sample_world under hostile arguments, for every game that has it: a seat or a seed of any
type or size raises TypeError or ValueError (never crashes, never another error) and changes
nothing; worlds of fuzzed real positions are themselves valid positions."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import pycards as pc

from .test_fuzz import FUZZ, corpus, hostile_values, setups, user_error

SAMPLING = [p for p in setups() if hasattr(pc.game(p.values[0]).new_deal(seed=1), "sample_world")]


@FUZZ
@given(st.sampled_from([p.values[0] for p in SAMPLING] or ["uragan"]), hostile_values(), hostile_values())
def test_hostile_seats_and_seeds(name, seat, seed):
    s = pc.game(name).new_deal(seed=3)
    before = s.notation()
    for call in (lambda: s.sample_world(seat), lambda: s.sample_world(seat, seed), lambda: s.sample_world(0, seed),
                 lambda: s.sample_world(seat=seat, seed=seed)):
        try:
            w = call()
        except Exception as e:  # noqa: BLE001
            assert user_error(e), f"{type(e).__name__}: {e}"
        else:
            assert w.game.position(w.notation()) == w
    assert s.notation() == before


@pytest.mark.parametrize("name, opts", SAMPLING)
def test_worlds_of_real_positions_are_positions(name, opts):
    g = pc.game(name, **opts)
    for k, text in enumerate(corpus(name, tuple(sorted(opts.items())))):
        s = g.position(text)
        for seat in range(s.view(0).players):
            w = s.sample_world(seat, seed=k)
            assert g.position(w.notation()) == w and w.view(seat) == s.view(seat)
