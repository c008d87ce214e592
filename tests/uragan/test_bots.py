"""Ураган's greedy bot (pycards.bots.fishing_greedy, docs/bots.md): it beats the random bot by more
than both confidence intervals, and its move is a function of the seat's view: the same in every
world sample_world deals for the seat to move."""

import pytest
from world_stats import assert_choice_ignores_hidden_cards, assert_greedy_beats_random, random_playout_states

import pycards as pc
from pycards.bots import GreedyBot, RandomBot

OPTIONS = [{}, {"players": 4}, {"hand": "open4"}, {"free_trail": 1, "same_rank_sums": 1},
           {"leftover": "last_capturer", "after_hurricane": "trail_only"},
           {"players": 4, "same_rank_sums": 1}]


@pytest.mark.parametrize("options", OPTIONS)
def test_greedy_beats_random_outside_the_confidence_intervals(options):
    assert_greedy_beats_random(pc.game("uragan", **options))


@pytest.mark.parametrize("options", OPTIONS)
@pytest.mark.parametrize("bot", [GreedyBot, RandomBot])
def test_the_move_does_not_change_when_the_hidden_cards_do(options, bot):
    states = random_playout_states(pc.game("uragan", **options), range(3))
    assert assert_choice_ignores_hidden_cards(states, worlds=2, bot=bot) > 50
