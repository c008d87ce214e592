"""Три листика's greedy rule: it beats the random bot, and decides from the seat's view alone."""

import pycards as pc
from pycards.bots import GreedyBot

from .test_tri_listika import example


def test_greedy_beats_random():
    r = pc.arena("tri_listika", ["greedy", "random"], games=60, seed=1)
    greedy, random = r.mean
    assert greedy - random > r.ci95[0] + r.ci95[1], r


def test_choice_does_not_depend_on_hidden_cards():
    g = pc.game("tri_listika", trumps_in_play=1)
    rng = pc.Rng(2)
    checked = 0
    for seed in range(10):
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
