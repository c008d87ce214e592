"""Торговля's hooks for the generic battery, the fuzz suite and the view test
(tests/battery_hooks.py)."""
from battery_hooks import Hooks, Views, union

import pycards as pc


def tokens_and_cards(s):
    """Tokens (seats and pot) and the 52 cards (hands, stock, a pending offer) are conserved."""
    cards = pc.CardSet()
    for h in s.hands:
        assert not (cards & h), "a card is in two hands"
        cards = cards | h
    for c in list(s.stock) + ([s.offer] if s.offer is not None else []):
        assert c not in cards
        cards = cards | c
    return sum(s.tokens) + s.pot, cards


def shown(v) -> pc.CardSet:
    """The hands it sees, an offered card it was shown and the cards whose place it knows."""
    return (v.hand | union(v.visible) | (pc.CardSet([v.offer]) if v.offer is not None else pc.CardSet())
            | union(list(v.known.values())))


def check_view(s, seat, v) -> None:
    """Other hands are shown only at the end; an offered card to the offerer, and to the neighbour
    unless barter="blind"; the seat's knowledge from the trades, which holds."""
    hands = s.hands
    assert v.hand_sizes == [len(h) for h in hands]
    assert v.hand == hands[seat]
    for j, h in enumerate(hands):
        assert v.visible[j] == (h if j == seat or s.is_over() else pc.CardSet())
    if s.offer is None:
        assert v.offer is None
    else:  # the offerer (two cards in hand) sees it; the neighbour too unless barter="blind"
        offerer = next(j for j, h in enumerate(hands) if len(h) == 2)
        sees = seat == offerer or (seat == s.to_move and s.game.options["barter"] == "seen")
        assert v.offer == (s.offer if sees else None)
    assert v.tokens == s.tokens and v.pot == s.pot and v.banker == s.banker and v.stock_size == len(s.stock)
    assert v.in_game == s.in_game
    assert v.known == s.known[seat]  # what it saw move in the trades, and nothing of the others'
    for place, cards in v.known.items():  # and it is true: each card is in one of its places
        if place == "stock":
            held = pc.CardSet(list(s.stock))
        else:
            places = place if isinstance(place, tuple) else (place,)
            held = union([s.hands[p] for p in places if p != "offer"])
            if "offer" in places:
                held = held | s.offer
        assert cards <= held, (place, cards)


BATTERY = {
    "torgovlya": Hooks(
        conserved=tokens_and_cards,
        setups=[
            dict(),
            dict(players=3, start_tokens=2, point_rule="best_suit"),
            dict(players=10, start_tokens=2, tie="split", winner_fee="from_banker"),
            dict(players=5, stand_allowed=True, banker_trades=True, barter="blind", start_tokens=3, max_deals=6),
        ],
        views=Views("TorgovlyaView", pc.DECK52, shown=shown, check=check_view,
                    setups=[{}, {"barter": "blind", "banker_trades": True, "players": 3, "start_tokens": 2}]),
    )
}
