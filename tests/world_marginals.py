"""Exact marginals of `sample_world` for games where a seat knows nothing of how its hidden cards
are spread (the fishing games, the chip game): each hidden card's frequency in each hidden place,
over many sampled worlds, against the exact probability by a chi-square test at 99.9%.

A *place* is one hidden slot of size 1 or more: an unseen hand, one face-down position, or one
position of the stock (its order is hidden too, so each position is a place of its own). The exact
probabilities come from listing every arrangement of the hidden cards into the places (small
positions) or, for larger ones, from the count of those arrangements: with nothing known, a card
is in a place of size k among n hidden cards in k * (n - 1)! / n! of them, that is k / n.
"""

import itertools
import math
from collections import Counter

from scipy.stats import chi2

import pycards as pc

ALPHA = 0.001  # 99.9%


def exact_marginals(cards: list, places: list) -> dict:
    """P(card in place) over every arrangement: `places` lists one place per hidden card slot (a
    hand of 3 cards appears 3 times). Brute force up to 8 cards, the counting formula beyond."""
    sizes = Counter(places)
    if len(cards) <= 8:
        hits: Counter = Counter()
        total = 0
        for order in itertools.permutations(cards):
            total += 1
            for card, place in zip(order, places):
                hits[card, place] += 1
        return {(c, p): hits[c, p] / total for c in cards for p in sizes}
    n = len(cards)
    ways = math.factorial(n)
    return {(c, p): k * math.factorial(n - 1) / ways for c in cards for p, k in sizes.items()}


def check_marginals(state, seat: int, place_of, worlds: int = 3000) -> int:
    """Samples `worlds` worlds of `state` for `seat` (seeds 0..worlds-1) and tests, card by card,
    the frequencies of its places against the exact ones; `place_of(world)` maps each hidden card
    (the seat's `unseen`) to its place. Returns how many cards were tested."""
    hidden = sorted(state.view(seat).unseen, key=lambda c: c.index)
    truth = place_of(state)
    assert sorted(truth, key=lambda c: c.index) == hidden
    places = [truth[c] for c in hidden]
    exact = exact_marginals(hidden, places)
    seen: Counter = Counter()
    for k in range(worlds):
        w = state.sample_world(seat, seed=k)
        got = place_of(w)
        assert set(got) == set(hidden)  # the hidden cards stay hidden, the seen ones stay put
        assert Counter(got.values()) == Counter(places)  # every place keeps its size
        for c, p in got.items():
            seen[c, p] += 1
    tested = 0
    for c in hidden:
        cells = [p for p in set(places) if exact[c, p] > 0]
        if len(cells) < 2:
            continue
        stat = sum((seen[c, p] - worlds * exact[c, p]) ** 2 / (worlds * exact[c, p]) for p in cells)
        assert sum(seen[c, p] for p in cells) == worlds
        assert stat < chi2.ppf(1 - ALPHA, len(cells) - 1), (str(c), stat, {p: seen[c, p] for p in cells})
        tested += 1
    return tested



def place_of(places):
    """where(world, card) over hidden places, each a function world -> CardSet: the index of the
    place that holds the card in that world."""

    def where(w, c):
        for i, f in enumerate(places):
            if c in f(w):
                return i
        raise AssertionError(f"{c} is in no hidden place")

    return where


def fishing_places(seat: int, down=None):
    """place_of for a fishing state seen by `seat`: each other hand, each stock position, and, with
    `down(state)` giving {card: place} for face-down cards, those (then hands hold no hidden card)."""

    def place_of(s) -> dict:
        out = {}
        if down is not None:
            out.update(down(s))
        else:
            for i, hand in enumerate(s.hands):
                if i != seat:
                    out.update({c: ("hand", i) for c in hand})
        out.update({c: ("stock", j) for j, c in enumerate(s.stock)})
        return out

    return place_of


def play_to(game, seed: int, until, rng_seed: int = 0):
    """The first state of a random playout of `game.new_deal(seed)` for which `until(state)`."""
    s = game.new_deal(seed=seed)
    rng = pc.Rng(rng_seed)
    while not until(s):
        assert not s.is_over(), "the playout ended before the wanted position"
        moves = s.legal_moves()
        s.play(moves[rng.below(len(moves))])
    return s
