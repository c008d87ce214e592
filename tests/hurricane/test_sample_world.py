"""Хурикан's sample_world (docs/hurricane.md "Hidden information"): the other hand and the stock
(its order too) dealt uniformly; the table, the piles and the last capturer are public. A lay is
allowed even when a capture is possible, so play reveals nothing about a hand: the exact marginals
are those of a uniform deal, checked by chi-square (every arrangement listed on small positions)."""

from world_marginals import check_marginals, fishing_places, play_to

import pycards as pc


def test_other_hand_and_the_last_four_of_the_stock_by_brute_force():
    s = play_to(pc.game("hurricane"), 4, lambda s: len(s.stock) == 4 and len(s.hands[1 - s.to_move]) == 3)
    seat = s.to_move
    assert check_marginals(s, seat, fishing_places(seat)) == 7  # 7! arrangements listed
    assert check_marginals(s, 1 - seat, fishing_places(1 - seat), worlds=2000) == len(s.hands[seat]) + 4


def test_opening_turn_whole_stock():
    s = pc.game("hurricane").new_deal(seed=8)
    assert check_marginals(s, s.to_move, fishing_places(s.to_move), worlds=2000) == 6 + 28


def test_a_lay_reveals_nothing_about_the_hand():
    # seat 1 could capture but lays: every card it may still hold is as likely as under a uniform deal
    def could_capture_but_lays(s):
        return s.to_move == 1 and len(s.stock) == 16 and any(m.id >> 63 for m in s.legal_moves())

    s = play_to(pc.game("hurricane"), 11, could_capture_but_lays)
    capture = next(m for m in s.legal_moves() if m.id >> 63)
    lay = next(m for m in s.legal_moves() if not m.id >> 63 and len(str(m).split("+")) == 1)
    keeps = [c for c in s.hands[1] if str(c) in str(capture) and str(c) != str(lay)]
    s.play(lay)
    assert s.to_move == 0
    hidden = len(s.hands[1]) + len(s.stock)
    assert check_marginals(s, 0, fishing_places(0), worlds=2000) == hidden
    if keeps:  # a card that could have captured stays where uniform dealing puts it
        held = [keeps[0] in s.sample_world(0, seed=k).hands[1] for k in range(400)]
        assert 0 < sum(held) < 400
