"""Стос's sample_world: the dealer's deck is face down and reshuffled after the draw, so a world
deals its 32 cards in a uniform order (each card at each place with probability 1/32, exact);
the draw, the dealer and the balances stay; the later coups' seed is drawn anew."""

from fractions import Fraction

import pytest
from world_stats import assert_marginals, place_counts

import pycards as pc


def deck_places(w):
    return [(str(c), i) for i, c in enumerate(w.stock)]


@pytest.mark.parametrize("options,seed", [({}, 3), ({"coups": 3, "dealer_rule": "starshiy"}, 8)])
def test_every_card_at_every_place_with_probability_one_32nd(options, seed):
    s = pc.game("stos", **options).new_match(seed=seed)
    n = 3200
    exact = {str(c): {i: Fraction(1, 32) for i in range(32)} for c in pc.DECK32}
    for seat in (0, 1):
        assert_marginals(place_counts(s, seat, deck_places, n), exact, n)


def test_the_public_parts_stay_and_later_coups_are_chance_to_come():
    g = pc.game("stos", coups=3)
    s = g.new_match(seed=5)
    s.play(s.legal_moves()[0])  # coup 0 settled: balances and the next draw are public
    worlds = [s.sample_world(s.to_move, seed=k) for k in range(6)]
    for w in worlds:
        assert (w.draw, w.dealer, w.coup, w.scores()) == (s.draw, s.dealer, s.coup, s.scores())
        assert sorted(map(str, w.stock)) == sorted(map(str, s.stock))
    after = set()
    for w in worlds:
        w.play(w.legal_moves()[0])
        after.add(tuple(w.draw))
    assert len(after) > 1  # the next coup's draw comes from each world's own seed


def test_a_finished_game_has_nothing_hidden():
    s = pc.game("stos").new_deal(seed=2)
    s.play("QH")
    w = s.sample_world(0, seed=1)
    assert w.is_over() and w.stock == [] and w.scores() == s.scores()
