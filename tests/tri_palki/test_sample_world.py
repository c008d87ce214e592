"""Три палки's sample_world: the hidden cards (the other hand's unknown cards, a hidden stock and
its order) land with their exact probabilities (brute-force enumeration of the consistent deals);
a card seen played never comes back; after a recycling without a shuffle nothing is hidden."""

import itertools
from fractions import Fraction

import pytest
from world_stats import assert_marginals, place_counts

import pycards as pc


def after(seed, plays, **options):
    s = pc.game("tri_palki", **options).new_deal(seed=seed, dealer=seed % 2)
    for k in range(plays):
        moves = s.legal_moves()
        s.play(moves[k % len(moves)])
    assert not s.is_over()
    return s


def places(seat):
    def of(w):
        out = [(str(c), "hand") for c in w.hands[1 - seat] if c not in w.known[1 - seat]]
        if w.view(seat).stock is None:
            out += [(str(c), f"stock{i}") for i, c in enumerate(w.stock)]
        return out

    return of


def exact_by_enumeration(s, seat):
    """Every deal of the unseen cards to the other hand's unknown part (a set) and the stock (an
    order), each consistent with the view: counted, then the marginal per card and place."""
    unseen = [str(c) for c in s.view(seat).unseen]
    stock_n = len(s.stock)
    tally, total = {c: {} for c in unseen}, 0
    for stock in itertools.permutations(unseen, stock_n):
        total += 1
        for c in unseen:
            place = f"stock{stock.index(c)}" if c in stock else "hand"
            tally[c][place] = tally[c].get(place, 0) + 1
    return {c: {p: Fraction(k, total) for p, k in d.items()} for c, d in tally.items()}


@pytest.mark.parametrize("seed,plays", [(3, 24), (8, 25), (11, 26)])
def test_hidden_cards_land_with_exact_probabilities(seed, plays):
    s = after(seed, plays)
    seat = s.to_move
    exact = exact_by_enumeration(s, seat)
    n = 3000
    assert_marginals(place_counts(s, seat, places(seat), n), exact, n)


def test_a_card_seen_played_is_gone():
    s = after(5, 20)
    for seat in (0, 1):
        pile = set(map(str, s.pile))
        for k in range(50):
            w = s.sample_world(seat, seed=k)
            assert [str(c) for c in w.pile] == [str(c) for c in s.pile]
            hidden = {str(c) for c in w.hands[1 - seat]} | {str(c) for c in w.stock}
            assert not hidden & pile
            assert w.hands[seat] == s.hands[seat]


def test_after_a_recycling_without_shuffle_nothing_is_hidden():
    # The recycled stock is the pile turned over (a public order) and every card drawn from it is
    # known (worked example (c): the stock is 9H, K S, 6C from the old pile, the top card stays).
    s = after(1, 40)
    assert s.recycles >= 1
    for seat in (0, 1):
        for k in range(10):
            w = s.sample_world(seat, seed=k)
            assert w.hands == s.hands and w.stock == s.stock and w.known == s.known


def test_with_recycle_shuffle_the_hands_at_the_recycling_stay_known():
    # At a recycling the stock is empty, so each hand is the deck less the pile and the other
    # hand: both players know both hands. Shuffled, the cards drawn since are unknown.
    g = pc.game("tri_palki", recycle_shuffle=1)
    s = after(0, 28, recycle_shuffle=1)
    assert s.recycles == 0
    before = [set(map(str, h)) for h in s.hands]
    s.play(s.legal_moves()[0])  # the 29th card: the stock is remade, shuffled, and its player draws
    assert s.recycles == 1
    mover = 1 - s.to_move
    drawn = set(map(str, s.hands[mover])) - before[mover]
    assert len(drawn) == 1
    assert set(map(str, s.known[mover])) == set(map(str, s.hands[mover])) - drawn
    assert set(map(str, s.known[s.to_move])) == before[s.to_move]
    for seat in (0, 1):
        stocks = set()
        for k in range(20):
            w = s.sample_world(seat, seed=k)
            assert w.view(seat) == s.view(seat) and g.position(w.notation()) == w
            assert s.known[1 - seat] <= w.hands[1 - seat]  # the held cards stay in the hand
            stocks.add(tuple(map(str, w.stock)))
        assert len(stocks) > 1  # the shuffled stock's order is hidden


def test_with_recycle_shuffle_unknown_cards_are_at_most_the_draws_since():
    s = after(0, 29, recycle_shuffle=1)
    g = pc.game("tri_palki", recycle_shuffle=1)
    text = s.notation()
    seat = s.to_move  # the dealer: it has not drawn since the recycling, so its hand is all known
    known = [str(c) for c in s.known[seat]]
    assert len(known) == 4
    parts = text.split(" | ")
    k = next(i for i, p in enumerate(parts) if p.startswith("known "))
    sides = parts[k][len("known "):].split(" / ")
    sides[seat] = " ".join(known[1:])
    parts[k] = "known " + " / ".join(sides)
    with pytest.raises(pc.InvalidPositionError, match="unknown cards"):
        g.position(" | ".join(parts))
    sides[1 - seat] = " ".join(map(str, s.hands[1 - seat]))  # the mover's fresh draw cannot be known
    sides[seat] = " ".join(known)
    parts[k] = "known " + " / ".join(sides)
    with pytest.raises(pc.InvalidPositionError, match="unknown cards"):
        g.position(" | ".join(parts))


def test_worlds_of_random_playouts_keep_every_seat_view():
    for seed in range(6):
        s = pc.game("tri_palki", recycle_shuffle=seed % 2).new_deal(seed=seed)
        step = 0
        while not s.is_over():
            for seat in (0, 1):
                w = s.sample_world(seat, seed=step)
                assert w.view(seat) == s.view(seat)
                assert pc.game("tri_palki", recycle_shuffle=seed % 2).position(w.notation()) == w
            s.play(s.legal_moves()[step % len(s.legal_moves())])
            step += 1
