"""Три тройки's greedy rule: what it plays, that it wins more than random play, and that hidden
cards do not change its move."""

import pytest
from world_stats import assert_choice_ignores_hidden_cards, random_playout_states

import pycards as pc
from pycards.bots import GreedyBot
from pycards.tri_troyki import greedy_rule, odds


def points(cards):
    return sum(1 if str(c)[0] == "A" else 10 if str(c)[0] in "TJQK" else int(str(c)[0]) for c in cards)


def test_vist_unless_a_ten_then_players_stop_and_the_banker_stands_on_6():
    checked = {"declare": 0, "player": 0, "banker": 0}
    for s in random_playout_states(pc.game("tri_troyki", players=5), range(40)):
        if s.is_over():
            continue
        move = str(GreedyBot(seed=1).choose(s))
        total = points(s.view(s.to_move).cards)
        if s.phase == "declare":
            assert move == ("pass" if total == 10 else "vist")
            checked["declare"] += 1
        elif s.to_move == s.banker:
            assert move == ("buy" if total < 6 else "stop")
            checked["banker"] += 1
        else:
            assert move == "stop"
            checked["player"] += 1
    assert min(checked.values()) > 10, checked


def test_stopping_at_once_is_the_better_choice_in_the_odds_table():
    # The rule's "stop" for a player: against a banker who stands on 6, stopping on the first card
    # beats buying for every first card (pycards.tri_troyki.odds, exact).
    table = odds()["hands"]
    assert all(table[(v,)]["stop"] >= table[(v,)]["buy"] for v in range(1, 11))
    assert table[(10,)]["stop"] < 0 < min(table[(v,)]["stop"] for v in range(1, 10))  # vist unless a 10


def test_the_rule_uses_no_randomness():
    s = pc.game("tri_troyki").new_deal(seed=1)
    assert {str(greedy_rule(s, pc.Rng(k))) for k in range(10)} == {"pass"}  # the first card is QC


@pytest.mark.parametrize("options", [{}, {"players": 6, "tie": "banker"}])
def test_greedy_beats_random_outside_the_confidence_intervals(options):
    r = pc.arena(pc.game("tri_troyki", **options), ["greedy", "random"], games=60, seed=2, progress=False)
    assert r.mean[0] - r.ci95[0] > r.mean[1] + r.ci95[1], str(r)


def test_its_move_does_not_depend_on_hidden_cards():
    assert assert_choice_ignores_hidden_cards(random_playout_states(pc.game("tri_troyki"), range(15))) > 100
