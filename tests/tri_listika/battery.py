"""Три листика's hooks for the generic battery, the fuzz suite and the view test
(tests/battery_hooks.py)."""
from battery_hooks import Hooks, Views, union

import pycards as pc


def all_cards(s) -> pc.CardSet:
    """Every card of the deal (hands, thrown cards, won tricks, the trick, stock, turned card), each once."""
    cards = pc.CardSet([s.turned])
    for part in list(s.hands) + list(s.thrown) + list(s.tricks) + [pc.CardSet(s.trick), pc.CardSet(s.stock)]:
        assert not (cards & part), "a card is in two places"
        cards = cards | part
    assert cards == pc.DECK32
    return (cards, sum(s.money) + s.pot)  # money is conserved too: every unit is in a balance or the pot


EMPTY = pc.CardSet()


def shown(v) -> pc.CardSet:
    """The hands it sees, the turned card, the face-up cards of the trick, and everything seen."""
    out = v.hand | union(v.visible) | pc.CardSet([v.turned]) | pc.CardSet([c for c in v.trick if c is not None])
    return out | v.seen


def check_view(s, seat, v) -> None:
    """The others' hands (but a хлюст that won), the stock, the others' thrown cards and every card
    another seat played face down stay hidden; everything else is public."""
    hands = s.hands
    assert v.hand_sizes == [len(h) for h in hands]
    assert v.hand == hands[seat]
    for j, h in enumerate(hands):
        assert v.visible[j] == (h if j in (seat, s.khlyust) else EMPTY)
    hidden_down = union(f for j, f in enumerate(s.face_down) if j != seat)
    hidden_down = hidden_down | pc.CardSet(
        [c for c, d, p in zip(s.trick, s.trick_face_down, s.trick_seats) if d and p != seat])
    hidden = union(h for j, h in enumerate(hands) if j not in (seat, s.khlyust))
    hidden = hidden | pc.CardSet(s.stock) | union(t for j, t in enumerate(s.thrown) if j != seat) | hidden_down
    assert v.unseen == hidden
    assert v.seen == union(s.tricks) - hidden_down | s.thrown[seat] | pc.CardSet([s.turned]) | hands[seat] | (
        hands[s.khlyust] if s.khlyust is not None else EMPTY) | pc.CardSet(
        [c for c, d, p in zip(s.trick, s.trick_face_down, s.trick_seats) if not d or p == seat])
    assert v.trick == [None if d and p != seat else c for c, d, p in zip(s.trick, s.trick_face_down, s.trick_seats)]
    assert v.trick_seats == s.trick_seats and v.trick_face_down == s.trick_face_down
    assert v.tricks_won == s.tricks_won and v.declarations == s.declarations and v.pot == s.pot
    assert v.dealer == s.dealer and v.trump == s.trump and v.turned == s.turned and v.stock_size == len(s.stock)


BATTERY = {"tri_listika": Hooks(conserved=all_cards, views=Views(
    "TriListikaView", pc.DECK32, shown=shown, check=check_view,
    setups=[{}, {"trumps_in_play": 1, "khlyust_draw": "choice", "forced_may_exchange": 1}]), setups=[
    dict(),
    dict(trumps_in_play=1, share_from="pot"),
    dict(khlyust_draw="choice", exchange_khlyust=1, forced_may_exchange=1),
    dict(deals=3, final_pot="split", ante=3, share=2),
])}
