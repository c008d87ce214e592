"""Три палки's greedy rule: what it plays, that it takes fewer sticks than random play (sticks
count against a seat: lower is better), and that hidden cards do not change its move."""

from world_stats import assert_choice_ignores_hidden_cards, random_playout_states

import pycards as pc
from pycards.bots import GreedyBot
from pycards.tri_palki import card_value

G = pc.game("tri_palki")


def test_the_safe_card_that_takes_the_count_highest_else_the_highest_card():
    seen_safe = seen_stick = 0
    for s in random_playout_states(G, range(8)):
        if s.is_over():
            continue
        chosen = card_value(str(GreedyBot(seed=3).choose(s)))
        values = [card_value(str(m)) for m in s.legal_moves()]
        safe = [v for v in values if s.count + v <= 31]
        if safe:
            assert chosen == max(safe)
            seen_safe += 1
        else:
            assert chosen == max(values)
            seen_stick += 1
    assert seen_safe > 100 and seen_stick > 0


def test_greedy_takes_fewer_sticks_than_random():
    r = pc.arena(G, ["greedy", "random"], games=40, seed=2, progress=False)
    assert r.mean[0] + r.ci95[0] < r.mean[1] - r.ci95[1], str(r)


def test_its_move_does_not_depend_on_hidden_cards():
    assert assert_choice_ignores_hidden_cards(random_playout_states(G, range(4))) > 100
    assert assert_choice_ignores_hidden_cards(random_playout_states(pc.game("tri_palki", recycle_shuffle=1),
                                                                    range(2))) > 50
