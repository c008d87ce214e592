"""Ураган's hooks for the generic battery, the fuzz suite and the view test
(tests/battery_hooks.py)."""
from battery_hooks import Hooks, Views, check_fishing_view, fishing_cards, fishing_shown, union

import pycards as pc


def shown(v) -> pc.CardSet:
    """A fishing view's cards and the card played but not yet settled (open4's pending card)."""
    return fishing_shown(v) | (pc.CardSet([v.pending]) if v.pending is not None else pc.CardSet())


def check_view(s, seat, v) -> None:
    """open4: the face-up cards are public, the face-down ones hidden from both seats."""
    check_fishing_view(s, seat, v)
    hands = s.hands
    down = union(pc.CardSet([c]) for seat_down in s.face_down for c in seat_down if c is not None)
    assert v.hand == hands[seat] - down
    open4 = s.game.options["hand"] == "open4"
    for j, h in enumerate(hands):
        if j != seat:
            assert v.visible[j] == (h - down if open4 else pc.CardSet())
    hidden = union(h - v.visible[j] for j, h in enumerate(hands))
    assert v.unseen == hidden | pc.CardSet(s.stock)
    assert v.hurricanes == s.hurricanes and v.last_player == s.last_player


BATTERY = {"uragan": Hooks(
    conserved=fishing_cards,
    setups=[dict(), dict(players=4), dict(hand="open4"), dict(free_trail=1, same_rank_sums=1),
            dict(leftover="last_capturer", after_hurricane="trail_only")],
    views=Views("UraganView", pc.DECK40, shown=shown, check=check_view,
                setups=[{}, {"players": 4}, {"hand": "open4"}]),
)}
