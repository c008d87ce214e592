"""Тон's declined trump pick (`nopick`): recorded in the state, the notation (the buyer field) and
the view; position() refuses a mark that no play reaches and a missing one; sample_world keeps what
it reveals (the dealer's left was dealt no trump, the stock held one) and what a pick not offered
reveals (docs/ton.md, "Hidden information")."""

import pytest
from exact_worlds import assert_frequencies, marginals

import pycards as pc
from tests.world_marginals import place_of

from .test_ton import example, example_text

N = 3000


def refused(g, text, match):
    with pytest.raises(pc.InvalidPositionError, match=match):
        g.position(text)


def after_nopick():
    g, s = example()
    s.play("nopick")
    return g, s


def test_nopick_is_recorded_and_public():
    g, s = after_nopick()
    assert s.nopick and s.phase == "buy" and s.picked is None
    text = s.notation()
    assert "| buyer - nopick |" in text and g.position(text) == s
    for seat in range(3):
        v = s.view(seat)
        assert v.nopick and "| buyer - nopick |" in repr(v)
    s.play("refuse")
    s.play("buy:AC")
    assert s.nopick and "| buyer 2 nopick |" in s.notation() and g.position(s.notation()) == s
    g2, fresh = example()
    assert not fresh.nopick and not fresh.view(0).nopick and "| buyer - |" in fresh.notation()


def test_nopick_differs_from_the_same_cards_without_it():
    """Two states equal but for the mark are different states (the mark is part of the position)."""
    g = pc.game("ton", players=3)
    hands = ["9H AH 7C 7D 6C", "8H QH KC 8C KD", "AC 8S 9D 8D 9C"]  # L holds a trump: no pick
    s = g.position(example_text("buy", hands=hands))
    assert not s.nopick and s.legal_moves()
    refused(g, example_text("buy", hands=hands).replace("buyer -", "buyer - nopick"), "was dealt a trump")


def test_nopick_after_a_redeal_round_trips():
    g, s = example(no_buyer="redeal")
    for m in ["nopick", "refuse", "refuse"]:
        s.play(m)
    assert s.is_over() and s.redealt and s.nopick
    assert "| buyer redeal nopick |" in s.notation() and g.position(s.notation()) == s


def test_refused_nopick_still_to_decide():
    g, _ = example()
    refused(g, example_text().replace("buyer -", "buyer - nopick"), "still to be decided")


def test_refused_nopick_with_no_trump_in_the_stock():
    """Every heart but the turned card with the dealer, P2 and the prikup: no pick was offered."""
    hands = ["7H 8H 9H TH JH", "QS 7S KC 8C KD", "QH KH AH AC 6C"]
    g = pc.game("ton", players=3)
    text = example_text("buy", hands=hands, prikup="AS KS 6D 7D")
    assert not g.position(text).nopick
    refused(g, text.replace("buyer -", "buyer - nopick"), "stock holds no trump")


def test_refused_nopick_with_a_trump_kept_by_the_buyer():
    """L declined, then bought keeping a card of his: it cannot be a trump (he was dealt none); a
    trump of the prikup in his hand is fine."""
    g, s = after_nopick()
    s.play("buy:KD")
    text = s.notation()
    assert "/ 6D KD 7H KS AS /" in text and g.position(text) == s
    bad = text.replace("/ 6D KD 7H KS AS /", "/ 6D 8H 7H KS AS /").replace(" AD 8H 9H ", " AD KD 9H ")
    refused(g, bad, r"was dealt a trump \(8H\)")


def test_refused_nopick_with_a_trump_thrown():
    """L declined, refused and dropped: his thrown hand is what he was dealt, no trump in it."""
    g, s = after_nopick()
    for m in ["refuse", "buy:AC", "drop"]:
        s.play(m)
    text = s.notation()
    assert "thrown - / 8C KC KD 7S QS /" in text and g.position(text) == s
    bad = text.replace("/ 8C KC KD 7S QS /", "/ 8C KC 9H 7S QS /").replace(" 8H 9H TH ", " 8H KD TH ")
    refused(g, bad, r"was dealt a trump \(9H\)")


def test_refused_missing_nopick():
    g, s = after_nopick()
    refused(g, s.notation().replace("buyer - nopick", "buyer -"), "write 'nopick'")


@pytest.mark.parametrize("buyer", ["1 pick 8H nopick", "nopick", "- nopick nopick"])
def test_bad_nopick_text(buyer):
    g, s = after_nopick()
    with pytest.raises(pc.ParseError):
        g.position(s.notation().replace("buyer - nopick", "buyer " + buyer))


def dealt_to_L(w):
    """The cards dealt to the dealer's left in a world: thrown, and held or played but for the
    prikup he bought."""
    L = (w.dealer + 1) % w.players
    mine = pc.CardSet(w.hands[L])
    for leader, cards in w.played_tricks + ([(w.trick_seats[0], w.trick)] if w.trick else []):
        seats = [leader]
        while len(seats) < len(cards):
            nxt = (seats[-1] + 1) % w.players
            while w.status[nxt] != "play":
                nxt = (nxt + 1) % w.players
            seats.append(nxt)
        mine = mine | pc.CardSet([c for seat, c in zip(seats, cards) if seat == L])
    if w.buyer == L and w.picked is None:
        mine = mine - pc.CardSet(w.prikup_dealt)
    return pc.CardSet(w.thrown[L]) | mine


@pytest.mark.parametrize("options", [{"players": 2}, {"players": 3}, {"players": 4, "others": "sit_out"},
                                     {"players": 5, "trump_pick_includes_turned": 1}])
def test_no_world_breaks_the_pick_inference(options):
    """Over random deals: in every world a declined pick means L was dealt no trump and the stock
    holds one (or the turned card was a candidate); a pick not offered means the opposite."""
    g = pc.game("ton", **options)
    turned = options.get("trump_pick_includes_turned", 0)
    rng = pc.Rng(11)
    declined = offered_not = 0
    for seed in range(40):
        s = g.new_deal(seed=seed)
        while not s.is_over():
            if s.phase != "pick":
                for seat in range(s.players):
                    w = s.sample_world(seat, seed=seed * 10 + seat)
                    trumps = pc.CardSet([c for c in pc.DECK36 if c.suit == w.trump])
                    offer = not (dealt_to_L(w) & trumps) and (bool(w.stock & trumps) or bool(turned))
                    assert w.nopick == s.nopick
                    if w.picked is None:
                        assert offer == w.nopick, (seat, s.notation(), w.notation())
                    declined += w.nopick
                    offered_not += not offer
                    assert g.position(w.notation()) == w
            moves = s.legal_moves()
            if s.phase == "pick" and seed % 2 == 0:
                s.play("nopick")  # every other deal declines the pick, so declines are common
            else:
                s.play(moves[rng.below(len(moves))])
    assert declined > 0 and offered_not > 0


def pick_deal(players=2):
    g = pc.game("ton", players=players)
    for seed in range(1000):
        s = g.new_deal(seed=seed)
        if s.phase == "pick":
            return g, s
    raise AssertionError("no pick deal")



def test_frequencies_after_nopick_and_a_buy():
    """2 players: L declines the pick and buys. The dealer sees neither L's 5 cards (the kept one
    and the prikup) nor his 4 discards nor the stock. L's discards hold no trump; his hand holds
    any trump of the prikup, and a deal weighs as many as L's non-trumps (the ways to name the
    kept card); the stock holds a trump (the pick was offered)."""
    g, s = pick_deal()
    s.play("nopick")
    keep = next(m for m in s.legal_moves() if str(m).startswith("buy:"))
    s.play(keep)
    assert s.buyer == 1 and s.nopick
    v = s.view(0)
    trump = s.trump
    pool = sorted(v.unseen, key=str)
    trumps = [c for c in pool if c.suit == trump]
    rest = [c for c in pool if c.suit != trump]
    places = [lambda w: w.hands[1], lambda w: w.thrown[1], lambda w: w.stock]
    probs = marginals([(trumps, [0, 2]), (rest, [0, 1, 2])], [5, 4, 21],
                      weight=lambda sp: (5 - sp[0].get(0, 0)) * (sp[0].get(2, 0) > 0))
    worlds = [s.sample_world(0, seed=k) for k in range(N)]
    for w in worlds[:300]:
        kept = pc.CardSet(w.hands[1]) - pc.CardSet(w.prikup_dealt)
        assert len(kept) == 1 and not any(c.suit == trump for c in kept)
        assert g.position(w.notation()) == w
    assert any(any(c.suit == trump for c in w.hands[1]) for w in worlds)  # a trump of the prikup
    assert_frequencies(worlds, place_of(places), probs, 3)


def test_frequencies_after_nopick_and_a_refusal():
    """2 players: L declines the pick and refuses (turning one prikup card up); the dealer may not
    buy, so L must play his dealt hand: it holds no trump, the 3 face-down prikup cards and the
    stock hold the rest, the stock at least one trump."""
    g, s = pick_deal()
    s.play("nopick")
    s.play("refuse")
    assert s.forced == 1 and s.nopick
    v = s.view(0)
    trump = s.trump
    pool = sorted(v.unseen, key=str)
    trumps = [c for c in pool if c.suit == trump]
    rest = [c for c in pool if c.suit != trump]
    places = [lambda w: w.hands[1], lambda w: pc.CardSet(w.prikup[1:]), lambda w: w.stock]
    probs = marginals([(trumps, [1, 2]), (rest, [0, 1, 2])], [5, 3, 21], weight=lambda sp: sp[0].get(2, 0) > 0)
    worlds = [s.sample_world(0, seed=k) for k in range(N)]
    for w in worlds[:300]:
        assert not any(c.suit == trump for c in w.hands[1]) and g.position(w.notation()) == w
    assert_frequencies(worlds, place_of(places), probs, 3)

