"""Typed user code that mypy must accept (tests/test_stubs.py checks it; it is not run)."""

from __future__ import annotations

import json

from typing_extensions import assert_type

import pycards as pc

u = pc.game("uragan", players=2, target=15)
assert_type(u, pc.Uragan)
s = u.new_match(seed=7)
assert_type(s, pc.UraganState)
while not s.is_over():
    s.play(s.legal_moves()[0])
hands: list[pc.CardSet] = s.hands
winner: int | str | None = s.winner
assert_type(s.copy(), pc.UraganState)
assert_type(s.game, pc.Uragan)
print(hands, winner, s.scores(), json.dumps(s.deal_result()))

c = pc.game("chip_game", players=3).new_deal(seed=1, dealer=0)
assert_type(c, pc.ChipGameState)
chips: list[int] = c.chips
c.play("deal")

t = pc.game("thousand").position(pc.game("thousand").new_deal(seed=3).notation())
assert_type(t, pc.ThousandState)
shown: pc.CardSet = t.cut_shown
t1 = pc.game("thousand_one", players=4).new_match(seed=2)
assert_type(t1, pc.ThousandOneState)
active: list[int] = t1.active


def any_game(name: str) -> pc.State:
    g: pc.Game = pc.game(name)
    return g.new_match(seed=1)


r = pc.solve(any_game("uragan"))
print(r.value, r.best, chips, shown, active)
card = pc.Card.parse("7H")
both = pc.CardSet.parse("KS") | card
assert_type(both, pc.CardSet)
