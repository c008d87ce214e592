"""Три листика's greedy rule: it beats the random bot, and decides from the seat's view alone."""

from world_stats import assert_choice_ignores_hidden_cards, assert_greedy_beats_random, random_playout_states

import pycards as pc
from pycards.bots import GreedyBot

from .test_tri_listika import example


def test_greedy_beats_random():
    assert_greedy_beats_random("tri_listika", games=60, seed=1)


def test_choice_does_not_depend_on_hidden_cards():
    states = random_playout_states(pc.game("tri_listika", trumps_in_play=1), range(10), bot_seed=2)
    assert assert_choice_ignores_hidden_cards(states) > 50


def test_rule_in_the_worked_example():
    """O (♦7 ♥7 ♠8: no ace, no king) passes; R (♥A ♦9 ♠7) plays on his ace; L leads his highest
    card; void in spades, R puts his lowest card face down."""
    _, s = example()
    bot = GreedyBot(seed=1)
    assert str(bot.choose(s)) == "pass"
    s.play("pass")
    assert str(bot.choose(s)) == "play"
    s.play("play")
    assert str(bot.choose(s)) == "AS"
    for m in ["AS", "7S", "TS"]:
        s.play(m)
    assert str(bot.choose(s)) == "KS"
    s.play("KS")
    assert str(bot.choose(s)) == "down:9D"
