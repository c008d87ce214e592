"""Тон's greedy rule: it beats the random bot, and decides from the seat's view alone."""

from world_stats import assert_choice_ignores_hidden_cards, assert_greedy_beats_random, random_playout_states

import pycards as pc
from pycards.bots import GreedyBot


def test_greedy_beats_random():
    assert_greedy_beats_random("ton", games=30, seed=1)


def test_choice_does_not_depend_on_hidden_cards():
    states = random_playout_states(pc.game("ton", players=3), range(8), bot_seed=2)
    assert assert_choice_ignores_hidden_cards(states) > 50


def test_rule_in_the_worked_example():
    """P2, buying in the worked example, keeps his highest card ♣A (he holds no trump); leading,
    the greedy rule plays its strongest card."""
    from .test_ton import example

    g, s = example()
    s.play("nopick")
    s.play("refuse")
    assert str(GreedyBot(seed=1).choose(s)) == "buy:AC"
