"""Стос's greedy rule. The game is pure luck for the only decision there is: every hidden card
has the same expectation (413/10788 of the stake to the dealer) and the punter sees nothing of the
dealer's deck, so no one-ply rule can beat random play. The test is of exactly what the rule does:
a card drawn uniformly with the bot's generator, whatever the deck's order."""

from fractions import Fraction

from world_stats import assert_choice_ignores_hidden_cards, random_playout_states

import pycards as pc
from pycards.bots import GreedyBot
from pycards.stos import expected_value, greedy_rule

G = pc.game("stos")


def test_the_rule_draws_a_card_uniformly_with_the_bots_generator():
    s = G.new_match(seed=4)
    for k in range(20):
        assert greedy_rule(s, pc.Rng(k)) == s.legal_moves()[pc.Rng(k).below(32)]
    picks = {str(GreedyBot(seed=k).choose(s)) for k in range(400)}
    assert len(picks) == 32  # 400 draws miss some card with probability ~ 1e-4


def test_every_hidden_card_has_the_same_expectation():
    assert {expected_value(str(c), 3) for c in pc.DECK32} == {Fraction(413, 3596)}


def test_its_move_does_not_depend_on_hidden_cards():
    assert assert_choice_ignores_hidden_cards(random_playout_states(pc.game("stos", coups=3), range(6))) >= 18
