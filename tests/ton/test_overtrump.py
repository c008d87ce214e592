"""Тон's `must_overtrump` in hidden information and in the `played` field: a void follower who
played a trump not above the trick's best trump holds no higher trump (sample_world keeps it, with
exact marginals), and position() refuses a played trick in which he could have overtrumped."""

import pytest
from exact_worlds import assert_frequencies, marginals

import pycards as pc
from tests.world_marginals import place_of

from .test_ton import example_text

N = 3000
# P0 (dealer, 13 points) 9H AH ..., P1 (L, holding the trump 8H: no pick) void in spades, P2 buys.
HANDS = ["9H AH 7C 7D 6C", "8H JC KC 8C KD", "AC 8S 9D 8D 9C"]


def after_underruff(overtrump):
    """P2 leads ♠K, P0 (void) trumps with ♥9, P1 (void) follows with the lower trump ♥8."""
    g = pc.game("ton", players=3, must_overtrump=overtrump)
    s = g.position(example_text("buy", hands=HANDS))
    for m in ["refuse", "buy:AC", "play", "KS", "9H", "8H"]:
        s.play(m)
    assert s.played_tricks == [(2, [pc.Card.parse(c) for c in ("KS", "9H", "8H")])] and s.to_move == 0
    return g, s



@pytest.mark.parametrize("overtrump", [1, 0])
def test_frequencies_after_an_underruff(overtrump):
    """Seat 2's view: P0's 4 cards, P1's 4 cards, the stock (16). Both void in spades (the hidden
    spades are in the stock); with must_overtrump P1 holds none of the trumps above ♥9 (♥10 ... ♥A:
    with P0 or in the stock), without it he may."""
    g, s = after_underruff(overtrump)
    v = s.view(2)
    pool = sorted(v.unseen, key=str)
    power = "6789TJQKA"
    spades = [c for c in pool if c.suit == "S"]
    high = [c for c in pool if c.suit == "H" and power.index(str(c)[0]) > power.index("9")]
    rest = [c for c in pool if c not in spades and c not in high]
    assert len(spades) == 6 and len(high) == 5 and len(pool) == 24
    places = [lambda w: w.hands[0], lambda w: w.hands[1], lambda w: w.stock]
    probs = marginals([(spades, [2]), (high, [0, 2] if overtrump else [0, 1, 2]), (rest, [0, 1, 2])], [4, 4, 16])
    worlds = [s.sample_world(2, seed=k) for k in range(N)]
    for w in worlds[:300]:
        assert g.position(w.notation()) == w and w.view(2) == s.view(2)
    gets_high = sum(bool(pc.CardSet(high) & w.hands[1]) for w in worlds)
    assert (gets_high == 0) == bool(overtrump)
    assert_frequencies(worlds, place_of(places), probs, 3)


def test_played_trick_refused_when_he_could_overtrump():
    """The same trick with P1 holding ♥Q: legal without the option, refused with it (he had to
    beat ♥9), naming the trick and the card."""
    hands = ["9H AH 7C 7D 6C", "8H QH KC 8C KD", "AC 8S 9D 8D 9C"]
    g0 = pc.game("ton", players=3)
    s = g0.position(example_text("buy", hands=hands))
    for m in ["refuse", "buy:AC", "play", "KS", "9H", "8H"]:
        s.play(m)
    text = s.notation()
    assert "| played 2 KS 9H 8H |" in text and pc.Card.parse("QH") in s.hands[1]
    assert g0.position(text) == s
    with pytest.raises(pc.InvalidPositionError, match="trick 1: seat 1 could not play 8H"):
        pc.game("ton", players=3, must_overtrump=1).position(text)
    # with ♥Q played instead (the overtrump, P1 wins and leads), the option accepts it
    good = text.replace("played 2 KS 9H 8H", "played 2 KS 9H QH").replace("/ 8C KC KD QH /", "/ 8C KC KD 8H /")
    good = good.replace("tricks 1 0 0", "tricks 0 1 0").replace("phase play | turn 0", "phase play | turn 1")
    assert good != text
    assert pc.game("ton", players=3, must_overtrump=1).position(good).played_tricks[0][1][2] == pc.Card.parse("QH")


def test_current_trick_refused_when_he_could_overtrump():
    """4 players, dealer P3, the trick still open: P1 (buyer) leads ♠K, P2 trumps ♥9, P3 plays ♥8
    holding ♥Q; P0 is still to play. With must_overtrump the trick cannot stand."""
    g1 = pc.game("ton", players=4, must_overtrump=1)
    g0 = pc.game("ton", players=4)
    hands = ["7H AC 8S 9D 8D", "AD 9C 8C 7C 6C", "9H AH 7D JD QD", "8H QH KC TC JC"]
    prikup = "AS KS TD 6D"
    deck = [str(c) for c in pc.DECK36]
    used = set(" ".join(hands + [prikup, "6H"]).split())
    stock = " ".join(c for c in deck if c not in used)
    base = (f"dealer 3 | phase buy | turn 0 | turned 6H | hands {' / '.join(hands)} | prikup {prikup} | up 0 | "
            f"stock {stock} | thrown - / - / - / - | buyer - | status - - - - | scores 13 4 13 13 | trick - | "
            f"tricks 0 0 0 0 | played - | target - | pot 40 | money -10 -10 -10 -10 | deal")
    s = g0.position(base)
    for m in ["refuse", "buy:AD", "KS", "9H", "8H"]:
        s.play(m)
    text = s.notation()
    assert "| trick 1 KS 9H 8H |" in text and s.to_move == 0
    assert g0.position(text) == s
    with pytest.raises(pc.InvalidPositionError, match="seat 3 could not play 8H to this trick"):
        g1.position(text)
