"""The chip game's sample_world (docs/chip_game.md "Hidden information"): every card is dealt face
up, so the only hidden thing is the order of the cards left in the deck; a world keeps everything
else and deals that set in a uniformly random order (chi-square against every order listed)."""

from world_marginals import check_marginals

import pycards as pc


def deck_places(s) -> dict:
    return {c: ("deck", j) for j, c in enumerate(s.deck)}


SHORT = "chips 2 2 2 | status alive alive alive | pot 9 | dealer 0 | deck 8C KD 5H 2S 3C | match"


def test_the_deck_order_of_a_short_deck_by_brute_force():
    s = pc.game("chip_game", players=3, start_chips=5).position(SHORT)
    for seat in range(3):
        assert check_marginals(s, seat, deck_places, worlds=2000) == 5  # 5! orders listed


def test_the_whole_deck_of_a_new_match():
    s = pc.game("chip_game").new_match(seed=4)
    assert check_marginals(s, 0, deck_places, worlds=2000) == 52


def test_a_world_changes_nothing_but_the_deck_order():
    g = pc.game("chip_game", players=5)
    s = g.new_match(seed=2)
    while not s.is_over():
        for seat in range(5):
            w = s.sample_world(seat, seed=seat)
            assert (w.chips, w.status, w.pot, w.dealer) == (s.chips, s.status, s.pot, s.dealer)
            assert sorted(c.index for c in w.deck) == sorted(c.index for c in s.deck)
            assert w.sample_world(0, seed=7) == s.sample_world(3, seed=7)  # every seat sees the same
        s.play("deal")
    assert s.sample_world(1, seed=3) == s  # nothing left to guess
