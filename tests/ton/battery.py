"""Тон's hooks for the generic battery, the fuzz suite and the view test (tests/battery_hooks.py)."""
from battery_hooks import Hooks, Views, union

import pycards as pc


def all_cards(s) -> pc.CardSet:
    """Every card of the deal (hands, discards, won tricks, the trick, stock, prikup, turned card), each once."""
    cards = pc.CardSet() if s.turned_picked else pc.CardSet([s.turned])
    for part in list(s.hands) + list(s.thrown) + list(s.tricks) + [pc.CardSet(s.trick), s.stock, pc.CardSet(s.prikup)]:
        assert not (cards & part), "a card is in two places"
        cards = cards | part
    assert cards == pc.DECK36
    return (cards, sum(s.money) + s.pot)  # money is conserved too: every unit is in a balance or the pot


EMPTY = pc.CardSet()


def shown(v) -> pc.CardSet:
    """The hands it sees, the turned card, the trick, the face-up prikup, what it has seen, and the
    stock when it is shown to him."""
    out = v.hand | union(v.visible) | pc.CardSet([v.turned]) | pc.CardSet(v.trick) | pc.CardSet(v.prikup_up)
    return out | v.seen | (v.stock or pc.CardSet())


def check_view(s, seat, v) -> None:
    """The others' hands (but the face-up prikup cards a buyer took), the face-down prikup cards,
    the others' discards and the stock (but to the dealer's left deciding or having used the trump
    pick) stay hidden; tricks, the turned card and the face-up prikup cards are public."""
    hands = s.hands
    assert v.hand_sizes == [len(h) for h in hands]
    up = pc.CardSet(s.prikup_dealt[:s.prikup_up])
    assert v.hand == hands[seat]
    for j, h in enumerate(hands):
        if j == seat:
            assert v.visible[j] == h
        else:
            assert v.visible[j] == (h & up if j == s.buyer else EMPTY)
    shows_stock = seat == (s.dealer + 1) % s.players and (s.phase == "pick" or s.picked is not None)
    prikup_seen = pc.CardSet(s.prikup_dealt) if s.buyer == seat else up
    seen = union(s.tricks) | pc.CardSet(s.trick) | pc.CardSet([s.turned]) | hands[seat] | s.thrown[seat] | prikup_seen
    if shows_stock:
        seen = seen | s.stock
    assert v.seen == seen and v.unseen == pc.DECK36 - seen
    assert v.stock == (s.stock if shows_stock else None)
    assert v.trick == s.trick and v.trick_seats == s.trick_seats and v.tricks_won == s.tricks_won
    assert v.status == s.status and v.pot == s.pot and v.buyer == s.buyer and v.nopick == s.nopick
    assert v.prikup_up == s.prikup_dealt[:s.prikup_up]
    assert v.dealer == s.dealer and v.trump == s.trump and v.turned == s.turned and v.stock_size == len(s.stock)


BATTERY = {"ton": Hooks(conserved=all_cards, views=Views(
    "TonView", pc.DECK36, shown=shown, check=check_view,
    setups=[{}, {"players": 6, "trump_pick_includes_turned": 1}, {"players": 2, "others": "sit_out"}]), setups=[
    dict(),
    dict(players=6, others="sit_out", must_overtrump=1),
    dict(players=2, beat_rule="led_card", trump_pick_includes_turned=1, no_buyer="redeal", max_deals=5),
    dict(players=3, stop_at_target=1, penalty="fixed", ante_every_deal=1),
])}
