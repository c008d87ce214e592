"""Тон's sample_world: exact frequencies (chi-square against an independent count), the
inferences of the duty to beat and of the trump pick (docs/ton.md, "Hidden information"), and
voids never violated."""

import pytest
from exact_worlds import assert_frequencies, marginals

import pycards as pc
from tests.world_marginals import place_of

from .test_ton import LEADERS, TRICKS, example, play_example, play_tricks

N = 3000



def after_three_tricks():
    g, s = example()
    play_example(s)
    play_tricks(s, TRICKS[:3], LEADERS)
    return g, s


def test_worked_example_voids():
    """After trick 3 of the worked example: P1 played ♦K on the ♥A lead (♥ trump), so he holds no
    heart; P0 played ♥K on the ♠K lead, so he holds no spade. Every world keeps both."""
    g, s = after_three_tricks()
    hearts = pc.CardSet([c for c in pc.DECK36 if c.suit == "H"])
    spades = pc.CardSet([c for c in pc.DECK36 if c.suit == "S"])
    for k in range(200):
        w0 = s.sample_world(0, seed=k)
        assert not (w0.hands[1] & hearts)
        w1 = s.sample_world(1, seed=k)
        assert not (w1.hands[0] & spades)
        assert g.position(w0.notation()) == w0 and w0.view(0) == s.view(0)
    # the inference is what play revealed: the unconstrained seat does get hearts sometimes
    assert any(s.sample_world(1, seed=k).hands[2] & hearts for k in range(200))


def test_frequencies_after_three_tricks():
    """Seat 0's view: P1's 2 cards (no heart), P2's 2 hidden cards, the stock (16), P2's discards (4)."""
    g, s = after_three_tricks()
    v = s.view(0)
    pool = sorted(v.unseen, key=str)
    hearts = [c for c in pool if c.suit == "H"]
    rest = [c for c in pool if c.suit != "H"]
    seen = v.seen
    places = [lambda w: w.hands[1], lambda w: w.hands[2] - seen, lambda w: w.stock, lambda w: w.thrown[2]]
    probs = marginals([(hearts, [1, 2, 3]), (rest, [0, 1, 2, 3])], [2, 2, 16, 4])
    worlds = [s.sample_world(0, seed=k) for k in range(N)]
    assert_frequencies(worlds, place_of(places), probs, 4)
    # the prikup cards nobody saw go with the buyer's cards, never his discards
    for w in worlds[:300]:
        mine = w.hands[2] | pc.CardSet(["AS", "KS", "7H"])
        assert all(c in mine for c in w.prikup_dealt)


def pick_deal(players=2):
    g = pc.game("ton", players=players)
    for seed in range(1000):
        s = g.new_deal(seed=seed)
        if s.phase == "pick":
            return g, s
    raise AssertionError("no pick deal")


def test_frequencies_at_the_trump_pick():
    """The dealer watches his left decide the trump pick: the left holds no trump, and the stock
    holds one to pick (a world with no trump in the stock is not reached)."""
    g, s = pick_deal()
    v = s.view(0)
    trump = s.trump
    pool = sorted(v.unseen, key=str)
    trumps = [c for c in pool if c.suit == trump]
    rest = [c for c in pool if c.suit != trump]
    places = [lambda w: w.hands[1], lambda w: pc.CardSet(w.prikup), lambda w: w.stock]
    probs = marginals([(trumps, [1, 2]), (rest, [0, 1, 2])], [5, 4, 21], weight=lambda sp: sp[0].get(2, 0) > 0)
    worlds = [s.sample_world(0, seed=k) for k in range(N)]
    for w in worlds[:300]:
        assert w.phase == "pick" and any(c.suit == trump for c in w.stock)
        assert g.position(w.notation()) == w
    assert_frequencies(worlds, place_of(places), probs, 3)


def test_frequencies_after_a_trump_pick():
    """After the left's trump pick the others do not see which trump he took: his 5 discards hold
    no trump, his hand is a trump and the 4 prikup cards; a deal is as likely as the number of
    trumps in his hand (the ways to name the picked one)."""
    g, s = pick_deal()
    picks = [m for m in s.legal_moves() if str(m) != "nopick"]
    s.play(picks[0])
    v = s.view(0)
    assert "| buyer 1 pick |" in repr(v)  # the picked card is hidden from the dealer
    trump = s.trump
    pool = sorted(v.unseen, key=str)
    trumps = [c for c in pool if c.suit == trump]
    rest = [c for c in pool if c.suit != trump]
    places = [lambda w: w.hands[1], lambda w: w.thrown[1], lambda w: w.stock]
    probs = marginals([(trumps, [0, 2]), (rest, [0, 1, 2])], [5, 5, 20], weight=lambda sp: sp[0].get(0, 0))
    worlds = [s.sample_world(0, seed=k) for k in range(N)]
    for w in worlds[:300]:
        assert w.picked is not None and w.picked.suit == trump and w.picked in w.hands[1]
        assert not any(c.suit == trump for c in w.thrown[1])
        assert g.position(w.notation()) == w
    assert_frequencies(worlds, place_of(places), probs, 3)


def test_lone_player_keeps_his_higher_cards():
    """A lone player stopped at the target took his lowest cards: his remaining cards are higher."""
    g = pc.game("ton", players=3, stop_at_target=1, must_play_score=14)
    from .test_ton import example_text
    s = g.position(example_text().replace("scores 13 11 4", "scores 12 11 4"))
    for m in ["nopick", "buy:KD", "drop", "drop"]:
        s.play(m)
    assert s.is_over() and len(s.hands[1]) == 1
    top = max(c.index for _, cards in s.played_tricks for c in cards)
    for k in range(50):
        w = s.sample_world(0, seed=k)
        assert all(c.index > top for c in w.hands[1])


def follower_breaches(w):
    """(trick, seat, card) where the world's hands say a follower could have followed suit or
    trumped but did not (each hand as it was: held now + played since)."""
    trump = w.trump
    tricks = [(leader, cards) for leader, cards in w.played_tricks]
    if w.trick:
        tricks.append((w.trick_seats[0], w.trick))
    later = {i: pc.CardSet() for i in range(w.players)}
    seats_of = []
    for leader, cards in tricks:
        seats = [leader]
        for _ in cards[1:]:
            nxt = seats[-1]
            while True:
                nxt = (nxt + 1) % w.players
                if w.status[nxt] == "play":
                    break
            seats.append(nxt)
        seats_of.append(seats)
    for (_leader, cards), seats in zip(tricks, seats_of):
        for seat, c in zip(seats, cards):
            later[seat] = later[seat] | pc.CardSet([c])
    out = []
    for (leader, cards), seats in zip(tricks, seats_of):
        if len(cards) < 2:
            continue
        for seat, c in zip(seats, cards):
            held = w.hands[seat] | later[seat]
            led = cards[0].suit
            if seat != seats[0]:
                if c.suit != led and any(x.suit == led for x in held):
                    out.append((leader, seat, c))
                if c.suit not in (led, trump) and any(x.suit == trump for x in held):
                    out.append((leader, seat, c))
            later[seat] = later[seat] - pc.CardSet([c])
    return out


@pytest.mark.parametrize("options", [{}, {"players": 5, "must_overtrump": 1}, {"players": 3, "beat_rule": "led_card"}])
def test_voids_never_violated_over_playouts(options):
    g = pc.game("ton", **options)
    rng = pc.Rng(5)
    checked = 0
    for seed in range(6):
        s = g.new_deal(seed=seed)
        while not s.is_over():
            if s.played_tricks or s.trick:
                for seat in range(s.players):
                    w = s.sample_world(seat, seed=seed * 100 + seat)
                    assert follower_breaches(w) == []
                    assert g.position(w.notation()) == w  # every trick replays legally from its hands
                    checked += 1
            moves = s.legal_moves()
            s.play(moves[rng.below(len(moves))])
    assert checked > 0
