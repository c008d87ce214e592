"""Тон's greedy rule: it beats the random bot, and decides from the seat's view alone."""

import pycards as pc
from pycards.bots import GreedyBot


def test_greedy_beats_random():
    r = pc.arena("ton", ["greedy", "random"], games=30, seed=1)
    greedy, random = r.mean
    assert greedy - random > r.ci95[0] + r.ci95[1], r


def test_choice_does_not_depend_on_hidden_cards():
    g = pc.game("ton", players=3)
    rng = pc.Rng(2)
    checked = 0
    for seed in range(8):
        s = g.new_deal(seed=seed)
        while not s.is_over():
            for k in range(3):
                w = s.sample_world(s.to_move, seed=k)
                assert GreedyBot(seed=1).choose(w) == GreedyBot(seed=1).choose(s)
                checked += 1
            moves = s.legal_moves()
            s.play(moves[rng.below(len(moves))])
    assert checked > 50


def test_rule_in_the_worked_example():
    """P2, buying in the worked example, keeps his highest card ♣A (he holds no trump); leading,
    the greedy rule plays its strongest card."""
    from .test_ton import example

    g, s = example()
    s.play("nopick")
    s.play("refuse")
    assert str(GreedyBot(seed=1).choose(s)) == "buy:AC"
