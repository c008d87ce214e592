"""Ураган's open4 views (the generic checks are in tests/test_views.py)."""

import pycards as pc


def test_uragan_open4_face_down_cards_are_hidden_from_both():
    g = pc.game("uragan", hand="open4")
    s = g.new_deal(seed=5, dealer=0)
    down = [pc.CardSet([c for c in fd if c is not None]) for fd in s.face_down]
    assert all(len(d) == 2 for d in down)
    for seat in (0, 1):
        v = s.view(seat)
        assert v.hand == s.hands[seat] - down[seat] and v.hand_sizes[seat] == len(s.hands[seat])
        assert v.visible[1 - seat] == s.hands[1 - seat] - down[1 - seat]
        assert down[0] | down[1] <= v.unseen and "?2" in v.notation()
        assert v.unseen == down[0] | down[1] | pc.CardSet(s.stock)
