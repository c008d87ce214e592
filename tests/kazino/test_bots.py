"""Казино's greedy bot (pycards.bots.fishing_greedy, docs/bots.md): it beats the random bot by more
than both confidence intervals, and its move is a function of the seat's view: the same in every
world sample_world deals for the seat to move."""

import pytest

import pycards as pc
from pycards.bots import GreedyBot, RandomBot

OPTIONS = [{}, {"players": 3}, {"players": 4, "partnerships": True}]


@pytest.mark.parametrize("options", OPTIONS)
def test_greedy_beats_random_outside_the_confidence_intervals(options):
    r = pc.arena(pc.game("kazino", **options), ["greedy", "random"], games=25, seed=2, progress=False)
    assert r.mean[0] - r.ci95[0] > r.mean[1] + r.ci95[1], str(r)


@pytest.mark.parametrize("options", OPTIONS)
@pytest.mark.parametrize("bot", [GreedyBot, RandomBot])
def test_the_move_does_not_change_when_the_hidden_cards_do(options, bot):
    g = pc.game("kazino", **options)
    checked = 0
    for seed in range(3):
        s = g.new_deal(seed=seed)
        while not s.is_over():
            want = bot(seed=1).choose(s)
            for k in range(2):
                w = s.sample_world(s.to_move, seed=k)
                assert bot(seed=1).choose(w) == want
                checked += 1
            s.play(want)
    assert checked > 50
