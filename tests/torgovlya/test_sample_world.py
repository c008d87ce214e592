"""Торговля's sample_world: the cards a seat has not seen (other hands, a pending offer it does
not see, the stock and its order) land with their exact probabilities: every card passed in a
trade goes face down and no rule forces a choice of card, so each hidden card is in each hidden
place in proportion to its size. The offered card stays where the seat sees it; a card the seat saw
go into a hand (and that cannot have left it since) stays in that hand, and the card it put under
the stock stays at its place."""

from fractions import Fraction

import pytest
from budget import budget
from exact_worlds import assert_frequencies, marginals
from world_stats import assert_marginals, place_counts

import pycards as pc

from .test_known import three_seats
from .test_torgovlya import worked_example


def pending_barter(**options):
    """Seat 1 has offered a card to the banker (seat 0), who has not answered yet."""
    s = pc.game("torgovlya", **options).new_deal(seed=4)
    s.play(next(m for m in s.legal_moves() if str(m).startswith("barter:")))
    assert s.phase == "return" and s.to_move == 0
    return s


def places_for(seat):
    def of(w):
        out = []
        for i, h in enumerate(w.hands):
            if i != seat:
                out += [(str(c), f"hand{i}") for c in h]
        if w.offer is not None and w.view(seat).offer is None:
            out.append((str(w.offer), "offer"))
        out += [(str(c), "top" if i == 0 else "stock") for i, c in enumerate(w.stock)]
        return out

    return of


def exact_for(s, seat):
    """Each unseen card is in a hidden place with probability size / unseen (no constraint)."""
    v = s.view(seat)
    unseen = [str(c) for c in v.unseen]
    sizes = {f"hand{i}": n for i, n in enumerate(v.hand_sizes) if i != seat and n}
    if s.offer is not None and v.offer is None:
        sizes["offer"] = 1
    sizes["top"], sizes["stock"] = 1, len(s.stock) - 1
    assert sum(sizes.values()) == len(unseen)
    return {c: {p: Fraction(k, len(unseen)) for p, k in sizes.items()} for c in unseen}


@pytest.mark.parametrize("seat", [0, 2, 3])
def test_hidden_cards_land_with_exact_probabilities(seat):
    s = pending_barter()
    n = 3000
    assert_marginals(place_counts(s, seat, places_for(seat), n), exact_for(s, seat), n)


def test_the_offer_stays_for_the_seats_that_see_it():
    s = pending_barter()
    for seat in (0, 1):  # the offerer, and the neighbour with barter "seen"
        assert all(s.sample_world(seat, seed=k).offer == s.offer for k in range(30))
    others = {str(s.sample_world(2, seed=k).offer) for k in range(30)}
    assert len(others) > 5  # seat 2 saw nothing: the offer is any card it has not seen


def test_a_blind_barter_hides_the_offer_from_the_neighbour():
    s = pending_barter(barter="blind")
    assert all(s.sample_world(1, seed=k).offer == s.offer for k in range(20))
    assert len({str(s.sample_world(0, seed=k).offer) for k in range(30)}) > 5
    for k in range(20):  # his choice of card to give back does not depend on the offer
        w = s.sample_world(0, seed=k)
        assert w.legal_moves() == s.legal_moves() and w.hands[0] == s.hands[0]


def test_every_hand_once_shown_stays():
    s = pc.game("torgovlya").new_deal(seed=6)
    while not s.is_over():
        s.play(s.legal_moves()[0])
    for seat in range(4):
        w = s.sample_world(seat, seed=3)
        assert w.hands == s.hands and w.scores() == s.scores()


def test_worked_example_the_offer_is_seen_by_the_banker_only():
    s = worked_example()
    s.play("barter:2S")  # step 3: P1 offers 2S face down; the banker looks at it
    for k in range(20):
        assert s.sample_world(0, seed=k).offer == pc.Card("2S")  # the banker saw it
        assert s.sample_world(1, seed=k).offer == pc.Card("2S")  # the offerer knows it
        assert s.sample_world(0, seed=k).hands[0] == pc.CardSet.parse("7S 8S KD")
    assert len({str(s.sample_world(2, seed=k).offer) for k in range(20)}) > 5  # P2 saw nothing
    s.play("return:KD")
    s.play("money:2C")  # step 4: P2 buys A♣, the top card of the stock
    w = s.sample_world(2, seed=3)
    assert w.hands[2] == pc.CardSet.parse("AC 9C JC") and w.view(2) == s.view(2)


# ---- what a seat saw move in the trades ----------------------------------------------------

def after_trades():
    """The worked example after step 4: P1 bartered 2S for the banker's KD, P2 sold 2C."""
    s = worked_example()
    for m in ("barter:2S", "return:KD", "money:2C"):
        s.play(m)
    return s


def test_after_a_barter_each_card_stays_in_the_hand_it_went_to():
    s = after_trades()
    for k in range(300):
        assert pc.Card("KD") in s.sample_world(0, seed=k).hands[1]  # the banker gave KD to P1
        assert pc.Card("2S") in s.sample_world(1, seed=k).hands[0]  # P1 gave 2S to the banker
    # P3 saw none of it: KD may be anywhere P3 has not seen
    assert len({next(i for i, h in enumerate(s.sample_world(3, seed=k).hands) if pc.Card("KD") in h)
                 if any(pc.Card("KD") in h for h in s.sample_world(3, seed=k).hands) else "stock"
                 for k in range(60)}) > 2


def test_a_sold_card_stays_where_the_sale_put_it():
    s = after_trades()
    assert s.stock[-1] == pc.Card("2C")
    for k in range(200):
        assert s.sample_world(2, seed=k).stock[-1] == pc.Card("2C")  # P2 put it under the stock
    assert len({str(s.sample_world(0, seed=k).stock[-1]) for k in range(40)}) > 5  # the banker did not look


def chain(players=4):
    """P1 bartered 2S for the banker's KD, then P2 bartered 2C with P1, who gave 5H back face
    down: the banker knows KD is with P1 or with P2 (banker_trades: the deal goes on)."""
    s = worked_example(banker_trades=True) if players == 4 else three_seats(banker_trades=True)
    for m in ("barter:2S", "return:KD", "barter:2C", "return:5H"):
        s.play(m)
    assert s.known[0] == {(1, 2): pc.CardSet.parse("KD")}
    return s


def banker_offer():
    """chain(3), then the banker offers 7S to P2: P1's 2S is in the banker's hand or is the offer."""
    s = chain(3)
    s.play("barter:7S")
    assert s.known[1][(0, "offer")] == pc.CardSet.parse("2S")
    return s


POSITIONS = {"after_trades": after_trades, "chain": chain, "chain3": lambda: chain(3), "banker_offer": banker_offer}
CASES = [(name, seat) for name, make in POSITIONS.items() for seat in range(len(make().hands))]


@pytest.mark.parametrize("name,seat", CASES)
def test_the_world_s_view_keeps_the_seat_s_knowledge(name, seat):
    s = POSITIONS[name]()
    for k in range(20):
        w = s.sample_world(seat, seed=k)
        assert w.view(seat) == s.view(seat) and w.view(seat).known == s.view(seat).known
        assert w.known[seat] == s.known[seat]
        # who knows something of which places is public; which card, only through its own hand
        assert [sorted(k, key=str) for k in w.known] == [sorted(k, key=str) for k in s.known]
        n = len(s.hands)
        for t, known in enumerate(w.known):
            for place, cards in known.items():
                # it saw that card arrive: t gave it into its hand (a card t offered, which may be
                # the banker's offer since; a card t gave back, which may have been passed on
                # since but went first to t's left-hand neighbour)
                if not isinstance(place, tuple):
                    arrived = place == seat
                else:
                    arrived = seat == (place[0] if "offer" in place else (t + 1) % n)
                if arrived:
                    assert cards == s.known[t][place]
        assert w.game.position(w.notation()) == w


def where_of(s, seat):
    """The hidden places of `s` for `seat` (other hands, an offer it does not see, the top of the
    stock, the rest of the stock) and where(world, card): the index of the card's place."""
    v = s.view(seat)
    hands = [i for i, n in enumerate(v.hand_sizes) if i != seat and n]
    offer = ["offer"] if s.offer is not None and v.offer is None else []
    places = [f"hand{i}" for i in hands] + offer + ["top", "stock"]
    index = {p: i for i, p in enumerate(places)}

    def where(w, card):
        for i in hands:
            if pc.Card(card) in w.hands[i]:
                return index[f"hand{i}"]
        if w.offer is not None and str(w.offer) == card and "offer" in index:
            return index["offer"]
        return index["top"] if str(w.stock[0]) == card else index["stock"]

    return places, index, where


@pytest.mark.parametrize("name,seat", CASES)
def test_knowledge_marginals_against_the_exact_count(name, seat):
    """The known cards are classes of their own (allowed in their places only, or not hidden at
    all under the stock); the exact count of every split (tests/exact_worlds.py) gives each
    card's place."""
    s = POSITIONS[name]()
    v = s.view(seat)
    places, index, where = where_of(s, seat)
    under = {str(c) for c in v.known.get("stock", pc.CardSet())}
    sizes = [len(s.hands[int(p[4:])]) for p in places if p.startswith("hand")]
    sizes += [1] * ("offer" in index) + [1, len(s.stock) - 1 - len(under)]
    classes, pinned = [], set()
    for place, cards in v.known.items():
        if place != "stock":
            allowed = [index["offer" if p == "offer" else f"hand{p}"]
                       for p in (place if isinstance(place, tuple) else [place])]
            classes.append(([str(c) for c in cards], allowed))
            pinned |= {str(c) for c in cards}
    others = [str(c) for c in v.unseen if str(c) not in pinned | under]
    classes.append((others, list(range(len(places)))))
    assert sum(len(c) for c, _ in classes) == sum(sizes)
    probs = marginals(classes, sizes)

    # (a third under the sanitizers: the chi-square test takes the sample's size into account)
    worlds = [s.sample_world(seat, seed=k) for k in range(budget(1500))]
    for w in worlds:
        assert all(str(w.stock[i]) == str(c) for i, c in enumerate(s.stock) if str(c) in under)
    assert_frequencies(worlds, where, probs, len(places))


def test_a_card_passed_on_is_never_in_a_third_hand():
    s = chain()
    places, index, where = where_of(s, 0)
    found = {place: 0 for place in places}
    for k in range(2000):
        w = s.sample_world(0, seed=k)
        found[places[where(w, "KD")]] += 1
        # one history: KD is with P2 only if P1 passed it on, so P1 gave back KD, not another card
        assert (w.known[1][2] == pc.CardSet.parse("KD")) == (pc.Card("KD") in w.hands[2])
    assert found["hand1"] > 800 and found["hand2"] > 800
    assert found["hand1"] + found["hand2"] == 2000  # never in hand 3, the top or the rest of the stock
    # P3 saw none of it: for him KD may be anywhere he has not seen
    assert len({where(w, "KD") for w in (s.sample_world(3, seed=k) for k in range(100))}) > 2


def test_the_first_player_s_card_is_in_the_banker_s_hand_or_the_offer():
    s = banker_offer()
    places, index, where = where_of(s, 1)
    got = {places[where(s.sample_world(1, seed=k), "2S")] for k in range(200)}
    assert got == {"hand0", "offer"}
    for seat in (0, 2):  # the banker offered it; P2 is shown the offer (barter "seen")
        assert all(s.sample_world(seat, seed=k).offer == s.offer for k in range(20))
