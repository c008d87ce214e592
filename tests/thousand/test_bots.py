"""The greedy rule of Тысяча and 1001 (pycards.thousand.greedy_rule): it beats the random bot in
the arena, its moves are the ones docs/bots.md describes, and its choice depends only on what the
seat to move has seen (the same move in every world sample_world deals)."""
import random

import pytest

import pycards as pc
from pycards.bots import GreedyBot

from .test_thousand import EX_BIDS, EX_GIFTS, example, play_all


@pytest.mark.parametrize("name, options", [("thousand", {}), ("thousand", {"players": 4}), ("thousand_one", {}),
                                           ("thousand_one", {"players": 4})])
def test_greedy_beats_random_outside_the_confidence_intervals(name, options):
    r = pc.arena(pc.game(name, **options), ["greedy", "random"], games=30, seed=3, progress=False)
    assert r.mean[0] - r.ci95[0] > r.mean[1] + r.ci95[1], str(r)


@pytest.mark.parametrize("name, options", [("thousand", {}), ("thousand", {"bed_marriage": True, "dark_bidding": True}),
                                           ("thousand", {"must_beat_led": True}), ("thousand", {"players": 4}),
                                           ("thousand_one", {}), ("thousand_one", {"players": 4})])
def test_the_choice_does_not_depend_on_hidden_cards(name, options):
    g = pc.game(name, **options)
    checked = 0
    for seed in range(4):
        rng = random.Random(seed)
        s = g.new_deal(seed=seed, dealer=seed % 3)
        while not s.is_over():
            want = GreedyBot(seed=1).choose(s)
            for k in range(2):
                w = s.sample_world(s.to_move, seed=k)
                assert GreedyBot(seed=1).choose(w) == want
                checked += 1
            s.play(want if rng.random() < 0.5 else rng.choice(s.legal_moves()))
    assert checked > 100


def test_the_rule_on_the_worked_example():
    g, s = example()
    # P1 holds ♥K ♥Q (100) and counts 40 card points + 100 + 30 = 170: he bids the lowest bid, 105
    assert str(GreedyBot(seed=1).choose(s)) == "105"
    play_all(s, EX_BIDS + EX_GIFTS)
    # the contract: the lowest, his bid
    assert str(GreedyBot(seed=1).choose(s)) == "contract:115"
    s.play("contract:175")
    s.play("AS")
    # P2 follows with the cheapest spade that beats ♠A: none, so his cheapest spade, ♠9
    assert str(GreedyBot(seed=1).choose(s)) == "9S"
    s.play("9S")
    s.play("QS")
    # P1 on lead after a trick: he declares his marriage (hearts)
    assert str(GreedyBot(seed=1).choose(s)) in ("KH+M", "QH+M")


def test_gifts_are_the_cheapest_cards_outside_marriages():
    g, s = example()
    play_all(s, EX_BIDS)
    assert s.phase == "give"
    # P1 holds ♠A ♥A ♥10 ♥K ♥Q ♣J ♣9 ♦J ♦9 ♠10: the cheapest are the nines
    first = str(GreedyBot(seed=1).choose(s))
    assert first in ("gift:9C", "gift:9D")
