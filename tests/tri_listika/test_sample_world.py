"""Три листика's sample_world: exact frequencies (chi-square against an independent count by suit
profiles: every inference of the game is about suits), the voids of face-down plays, and voids
never violated over random playouts (docs/tri_listika.md, "Hidden information")."""

from itertools import combinations, product
from math import comb, factorial, prod

import pytest
from scipy.stats import chi2

import pycards as pc
from tests.world_marginals import place_of as where_of

from .test_tri_listika import example

SUITS = "CDHS"
N = 2000


def profiles(size, allowed):
    """Suit counts (a tuple of 4) of `size` cards drawn from the suits in `allowed`."""
    for combo in product(range(size + 1), repeat=4):
        if sum(combo) == size and all(combo[i] == 0 or SUITS[i] in allowed for i in range(4)):
            yield combo


def khlyust(counts):
    return max(counts) == 3 and sum(counts) == 3


def exact(pool, slots, weight):
    """pool: the hidden cards; slots: [(size, allowed suits)] of the small places, the last place
    (the stock) takes the rest; weight(profiles) a factor of the suit profiles. Returns
    {(card, place): probability}."""
    n = [sum(1 for c in pool if c.suit == s) for s in SUITS]
    acc = [[0.0] * 4 for _ in range(len(slots) + 1)]
    total = 0.0
    for combo in product(*[list(profiles(size, allowed)) for size, allowed in slots]):
        used = [sum(p[i] for p in combo) for i in range(4)]
        if any(u > m for u, m in zip(used, n)):
            continue
        w = weight(combo)
        if not w:
            continue
        rest = [m - u for m, u in zip(n, used)]
        ways = prod(factorial(n[i]) / prod(factorial(p[i]) for p in combo) / factorial(rest[i]) for i in range(4))
        total += w * ways
        for j, p in enumerate(list(combo) + [tuple(rest)]):
            for i in range(4):
                acc[j][i] += w * ways * p[i]
    out = {}
    for c in pool:
        i = SUITS.index(c.suit)
        for j in range(len(slots) + 1):
            out[(c, j)] = acc[j][i] / total / n[i]
    return out


def assert_frequencies(worlds, where, probs, places):
    cards = sorted({c for c, _ in probs}, key=str)
    counts = {(c, p): 0 for c in cards for p in range(places)}
    for w in worlds:
        for c in cards:
            counts[(c, where(w, c))] += 1
    n = len(worlds)
    for c in cards:
        cells = [p for p in range(places) if probs[(c, p)] > 0]
        for p in range(places):
            if probs[(c, p)] == 0:
                assert counts[(c, p)] == 0, (c, p)
        if len(cells) < 2:
            continue
        stat = sum((counts[(c, p)] - n * probs[(c, p)]) ** 2 / (n * probs[(c, p)]) for p in cells)
        assert stat < chi2.ppf(1 - 0.001 / len(cards), len(cells) - 1), (c, stat)



def suit_counts(cards):
    return tuple(sum(1 for c in cards if c.suit == s) for s in SUITS)


def test_frequencies_at_the_deal():
    """O's view before anyone declares: the three other hands are no хлюст (the deal goes on)."""
    g = pc.game("tri_listika")
    s = g.new_deal(seed=5)
    assert s.phase == "declare" and s.to_move == 2
    pool = list(s.view(2).unseen)
    slots = [(3, SUITS)] * 3
    probs = exact(pool, slots, lambda ps: not any(khlyust(p) for p in ps))
    places = [lambda w: w.hands[3], lambda w: w.hands[0], lambda w: w.hands[1], lambda w: pc.CardSet(w.stock)]
    worlds = [s.sample_world(2, seed=k) for k in range(N)]
    assert_frequencies(worlds, where_of(places), probs, 4)


def two_tricks():
    g, s = example()
    s.play("pass")
    s.play("exchange:9D+7S")
    for m in ["AS", "down:TH", "TS", "KS", "down:KH", "down:AC"]:
        s.play(m)
    return g, s


def test_frequencies_after_two_face_down_tricks():
    """L's view after trick 2 of the worked example: R put cards face down to two spade leads and D
    to one, so neither holds a spade and none of those face-down cards is a spade; O passed (his 3
    thrown cards are no хлюст); D's dealt hand (his card, ♠10, his face-down card) is no хлюст; R's
    deal is weighted by the namings of his 2 drawn cards that leave his dealt hand no хлюст."""
    g, s = two_tricks()
    pool = list(s.view(1).unseen)
    no_s = "CDH"
    # P0 hand, P3 hand, P2 thrown, P3 thrown, the face-down cards (P3 t1, P3 t2, P0 t2), the stock
    slots = [(1, no_s), (1, no_s), (3, SUITS), (2, SUITS), (1, no_s), (1, no_s), (1, no_s)]
    ts = suit_counts([pc.Card.parse("TS")])

    def weight(ps):
        p0, p3, p2t, p3t, d1, d2, d3 = ps
        if khlyust(p2t) or khlyust(tuple(a + b + c for a, b, c in zip(p0, ts, d3))):
            return 0
        after = [p3, d1, d2]  # R's 3 cards after his exchange, by suit
        ok = 0
        for drawn in combinations(range(3), 2):
            kept = [after[i] for i in range(3) if i not in drawn][0]
            ok += not khlyust(tuple(a + b for a, b in zip(kept, p3t)))
        return ok / comb(3, 2)

    probs = exact(pool, slots, weight)
    places = [lambda w: w.hands[0], lambda w: w.hands[3], lambda w: w.thrown[2], lambda w: w.thrown[3],
              lambda w: pc.CardSet([w.played_tricks[0][1][1]]), lambda w: pc.CardSet([w.played_tricks[1][1][1]]),
              lambda w: pc.CardSet([w.played_tricks[1][1][2]]), lambda w: pc.CardSet(w.stock)]
    worlds = [s.sample_world(1, seed=k) for k in range(N)]
    for w in worlds[:200]:
        assert g.position(w.notation()) == w and w.view(1) == s.view(1)
    assert_frequencies(worlds, where_of(places), probs, 8)


def test_worked_example_voids():
    """After trick 2, from L's seat: R and D put cards face down to spade leads, so they hold no
    spade, and their face-down cards are no spades."""
    _, s = two_tricks()
    for k in range(200):
        w = s.sample_world(1, seed=k)
        assert not any(c.suit == "S" for c in w.hands[0] | w.hands[3])
        downs = [w.played_tricks[0][1][1], w.played_tricks[1][1][1], w.played_tricks[1][1][2]]
        assert not any(c.suit == "S" for c in downs)


def breaches(w, trumps_in_play):
    """Face-down plays or off-suit trumps that the world's hands contradict."""
    out = []
    trump = w.trump
    tricks = [(leader, cards, down) for leader, cards, down in w.played_tricks]
    if w.trick:
        tricks.append((w.trick_seats[0], w.trick, w.trick_face_down))
    later = {i: pc.CardSet() for i in range(4)}
    seats_all = []
    for leader, cards, _ in tricks:
        seats = [leader]
        for _ in cards[1:]:
            nxt = (seats[-1] + 1) % 4
            while w.declarations[nxt] not in ("play", "exchange"):
                nxt = (nxt + 1) % 4
            seats.append(nxt)
        seats_all.append(seats)
        for seat, c in zip(seats, cards):
            later[seat] = later[seat] | pc.CardSet([c])
    for (leader, cards, down), seats in zip(tricks, seats_all):
        led = cards[0].suit
        for seat, c, d in list(zip(seats, cards, down))[1:]:
            held = w.hands[seat] | later[seat]
            if d and any(x.suit == led or (trumps_in_play and x.suit == trump) for x in held):
                out.append((leader, seat, c))
            if d and (c.suit == led or (trumps_in_play and c.suit == trump)):
                out.append((leader, seat, c))
        for seat, c in zip(seats, cards):
            later[seat] = later[seat] - pc.CardSet([c])
    return out


@pytest.mark.parametrize("options", [{}, {"trumps_in_play": 1}, {"forced_may_exchange": 1, "exchange_khlyust": 1}])
def test_voids_never_violated_over_playouts(options):
    g = pc.game("tri_listika", **options)
    rng = pc.Rng(7)
    checked = 0
    for seed in range(12):
        s = g.new_deal(seed=seed)
        while not s.is_over():
            if s.played_tricks or s.trick:
                for seat in range(4):
                    w = s.sample_world(seat, seed=seed * 10 + seat)
                    assert breaches(w, bool(options.get("trumps_in_play"))) == []
                    assert g.position(w.notation()) == w
                    checked += 1
            moves = s.legal_moves()
            s.play(moves[rng.below(len(moves))])
    assert checked > 0
