"""Construction's greedy bot (pycards.construction.greedy_rule, docs/bots.md): it beats the random
bot in the arena by more than both confidence intervals (the docs/bots.md row is this arena with 60
boards, seed 1), and its move is a function of the seat's view: the same in every world
sample_world deals for the seat to move (the stock's order and the recycle seed)."""

import pytest
from world_stats import assert_choice_ignores_hidden_cards, assert_greedy_beats_random, random_playout_states

import pycards as pc
from pycards.bots import GreedyBot, RandomBot

OPTIONS = [{}, {"decks": 2, "steps": "rank_steps", "blockers_block": "both", "target_height": 4}]


@pytest.mark.parametrize("options", OPTIONS)
def test_greedy_beats_random_outside_the_confidence_intervals(options):
    assert_greedy_beats_random(pc.game("construction", **options), games=12)  # a board is two whole games


@pytest.mark.parametrize("options", OPTIONS)
@pytest.mark.parametrize("bot", [GreedyBot, RandomBot])
def test_the_move_does_not_change_when_the_hidden_cards_do(options, bot):
    # short games (max_draws 60): the view is the same whatever the game's length
    states = random_playout_states(pc.game("construction", max_draws=60, **options), range(3))
    assert assert_choice_ignores_hidden_cards(states, worlds=2, bot=bot) > 50
