"""Торговля's greedy rule: what it plays, that it wins more tokens than random play, and that
hidden cards do not change its move."""

import pytest
from world_stats import assert_choice_ignores_hidden_cards, random_playout_states

import pycards as pc
from pycards.bots import GreedyBot
from pycards.handeval import commerce_key, key_class


def test_it_barters_away_the_card_with_the_least_promising_partners():
    s = pc.game("torgovlya").new_deal(seed=3)
    assert sorted(map(str, s.hands[s.to_move])) == ["4H", "AC", "KD"]
    assert str(GreedyBot(seed=1).choose(s)) == "barter:4H"  # A and K keep the most pips


def test_it_stands_on_a_combination_when_allowed_and_otherwise_barters():
    g = pc.game("torgovlya", stand_allowed=1)
    stood = 0
    for seed in range(200):
        s = g.new_deal(seed=seed)
        hand = s.hands[s.to_move]
        move = str(GreedyBot(seed=1).choose(s))
        if key_class(commerce_key(hand)) != "none":
            assert move == "stand"
            stood += 1
        else:
            assert move.startswith("barter:")  # free, so never for money while barter is legal
    assert stood > 5


def test_its_answer_keeps_the_best_hand_with_the_offer_it_sees():
    s = pc.game("torgovlya").new_deal(seed=4)
    s.play(next(m for m in s.legal_moves() if str(m).startswith("barter:")))
    answer = str(GreedyBot(seed=1).choose(s)).split(":")[1]
    hand = s.hands[s.to_move]
    best = max(commerce_key(pc.CardSet([c for c in hand if str(c) != str(g)] + [s.offer])) for g in hand)
    kept = pc.CardSet([c for c in hand if str(c) != answer] + [s.offer])
    assert commerce_key(kept) == best


@pytest.mark.parametrize("options", [{}, {"stand_allowed": 1, "banker_trades": 1, "players": 5}])
def test_greedy_beats_random_outside_the_confidence_intervals(options):
    r = pc.arena(pc.game("torgovlya", **options), ["greedy", "random"], games=40, seed=2, progress=False)
    assert r.mean[0] - r.ci95[0] > r.mean[1] + r.ci95[1], str(r)


@pytest.mark.parametrize("options", [{}, {"barter": "blind", "banker_trades": 1}])
def test_its_move_does_not_depend_on_hidden_cards(options):
    assert assert_choice_ignores_hidden_cards(random_playout_states(pc.game("torgovlya", **options), range(10))) > 50
