"""The chip game's greedy rule (pycards.chip_game.greedy_rule, docs/bots.md). The game has no
decision (the one move is `deal`), so no rule can beat the random bot: the test is of exactly what
the rule does, and that it does not depend on the hidden deck order."""

import doctest

import pycards as pc
import pycards.chip_game
from pycards.bots import GreedyBot, greedy_rule


def test_the_rule_is_the_games_and_plays_the_only_move():
    assert greedy_rule("chip_game") is pycards.chip_game.greedy_rule
    assert "chip_game" in GreedyBot.games()
    s = pc.game("chip_game", players=4).new_match(seed=3)
    rng = pc.Rng(5)
    before = rng.copy()
    while not s.is_over():
        move = pycards.chip_game.greedy_rule(s, rng)
        assert move == s.legal_moves()[0] and str(move) == "deal"
        s.play(GreedyBot(seed=1).choose(s))
    assert rng.next() == before.next()  # no draw: there is no tie to break


def test_the_move_does_not_change_when_the_deck_order_does():
    s = pc.game("chip_game", players=3).new_match(seed=6)
    while not s.is_over():
        w = s.sample_world(s.to_move, seed=2)
        assert GreedyBot(seed=1).choose(w) == GreedyBot(seed=1).choose(s)
        s.play("deal")


def test_module_docstring_examples():
    result = doctest.testmod(pycards.chip_game, extraglobs={"pc": pc})
    assert result.failed == 0 and result.attempted > 0
