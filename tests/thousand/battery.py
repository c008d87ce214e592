"""Тысяча's and 1001's hooks for the generic battery, the fuzz suite and the view test
(tests/battery_hooks.py)."""
from battery_hooks import Hooks, Views, trick_cards, union

import pycards as pc

EMPTY = pc.CardSet()


def declared_cards(kind, suit) -> pc.CardSet:
    """The cards a declaration shows: K+Q (marriage), Q+J (bed), the four aces, the four nines."""
    if kind == "marriage":
        return pc.CardSet.parse(f"K{suit} Q{suit}")
    if kind == "bed_marriage":
        return pc.CardSet.parse(f"Q{suit} J{suit}")
    if kind in ("ace_trump", "ace_bonus"):
        return pc.CardSet.parse("AC AD AH AS")
    if kind == "four_nines":
        return pc.CardSet.parse("9C 9D 9H 9S")
    raise AssertionError(f"unknown declaration kind {kind}")


def shown(v) -> pc.CardSet:
    """Every card the view shows: hand, located cards, tricks, gifts, declarations, prikup."""
    out = v.hand | union(v.visible) | union(v.tricks) | pc.CardSet(v.trick) | pc.CardSet([c for c, _ in v.gifts])
    out = out | union(declared_cards(kind, suit) for _, kind, suit, _, _ in v.declarations)
    if v.prikup is not None:
        out = out | v.prikup
    if isinstance(v, pc._core.ThousandView):
        out = out | v.cut_shown | pc.CardSet([v.cut_bottom] if v.cut_bottom else [])
    return out


def known_elsewhere(v, seat) -> pc.CardSet:
    """The cards of another seat's hand this view may locate there (gifts to it, its declarations)."""
    out = pc.CardSet([c for c, to in v.gifts if to == seat])
    return out | union(declared_cards(kind, suit) for p, kind, suit, _, _ in v.declarations if p == seat)


def check_view(s, seat, v) -> None:
    """A hand seen in the dark is empty; another hand shows only what gifts, declarations or the
    shown prikup located there; gifts are seen by the declarer and their receivers."""
    name = s.game_name
    hands = s.hands
    assert v.hand_sizes == [len(h) for h in hands]
    for j, h in enumerate(hands):
        assert v.visible[j] <= h  # a view never invents a card
    in_dark = name == "thousand" and v.in_dark
    assert v.hand == (EMPTY if in_dark else hands[seat])
    unlocated = pc.CardSet([c for c, _ in v.gifts]) | (v.prikup or EMPTY)
    bottom = EMPTY
    if name == "thousand":
        bottom = pc.CardSet([v.cut_bottom] if v.cut_bottom else [])
        unlocated = unlocated | v.cut_shown | bottom
        # the cut bottom: the dealer's (everyone's after three 9s), the prikup's last card
        knows = s.cut_bottom is not None and (seat == s.dealer or "cutpenalty - " not in s.notation())
        assert v.cut_bottom == (s.cut_bottom if knows else None)
        assert s.cut_bottom is None or s.cut_bottom in s.prikup
    for j, h in enumerate(hands):
        if j == seat:
            continue
        extra = v.visible[j] - known_elsewhere(v, j)
        if extra:  # only the prikup (shown, or its known bottom card), located in the declarer's
            # hand when every gift was seen
            assert j == v.declarer and extra <= (v.prikup or bottom)
        hidden = h - v.visible[j]
        assert hidden & v.hand == EMPTY and hidden <= v.unseen | unlocated
    assert v.tricks == s.tricks and v.trick == s.trick and v.trick_seats == s.trick_seats
    assert v.declarations == s.declarations and v.trump == s.trump and v.declarer == s.declarer
    assert v.bid == s.bid and v.contract == s.contract and v.dealer == s.dealer
    assert v.tricks_played == s.tricks_played and v.bonus == s.bonus
    assert len(v.finished_tricks) <= s.tricks_played
    if v.prikup is not None:
        assert v.prikup == s.prikup
    state_gifts = [(c, to) for c, to in s.gifts]
    assert all(g in state_gifts for g in v.gifts)
    assert all(g in v.gifts for g in state_gifts if g[1] == seat)  # he sees the gift he received
    if v.declarer == seat:
        assert v.gifts == state_gifts
    if name == "thousand":
        assert v.sitting_out == (s.dealer if s.players == 4 else None)
    if name == "thousand_one":
        assert v.active == s.active
        assert v.sitting_out == (s.dealer if s.players == 4 else None)


BATTERY = {
    "thousand": Hooks(
        conserved=trick_cards,
        setups=[
            dict(max_deals=2),
            dict(max_deals=2, dark_bidding=1, prikup_buyout=1, bed_marriage=1, ace_marriage="trump",
                 four_nines_bonus=200, weak_hand_redeal=1),
            dict(players=4, max_deals=2, dark_bidding=1, golden_round=1, must_beat_led=1)],
        views=Views("ThousandView", pc.DECK24, shown=shown, check=check_view, setups=[
            {},
            {"gift_visibility": "public", "dark_bidding": 1},
            {"dark_bidding": 1, "dark_hide_snos": 1, "gift_visibility": "public", "hide_prikup_at_100": 1},
            {"bed_marriage": 1, "ace_marriage": "trump", "four_nines_bonus": "360", "prikup_buyout": 1},
            {"ace_marriage": "bonus"},
            {"players": 4, "dark_bidding": 1, "hide_prikup_at_100": 1},
        ]),
    ),
    "thousand_one": Hooks(
        conserved=trick_cards,
        setups=[dict(max_deals=2), dict(players=4, max_deals=2, two_pass_play="free")],
        views=Views("ThousandOneView", pc.DECK24, shown=shown, check=check_view,
                    setups=[{}, {"players": 4}]),
    ),
}
