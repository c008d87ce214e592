"""An independent exact count of determinizations for the games' sample_world tests: hidden cards
in classes (cards allowed in the same places are interchangeable), every split of each class into
its places enumerated, each weighted by the number of card assignments it stands for (a
multinomial) and by an optional extra weight of the whole split. Gives each class's probability of
being in each place, and a chi-square test of sampled worlds against it."""

from math import factorial, prod

from scipy.stats import chi2


def compositions(k, places, caps):
    """Every way to put k items into `places` (indices into caps) within the capacities."""
    if not places:
        if k == 0:
            yield {}
        return
    first, rest = places[0], places[1:]
    for x in range(min(k, caps[first]) + 1):
        for tail in compositions(k - x, rest, caps):  # the places are distinct: caps stay as they are
            yield {first: x, **tail}


def marginals(classes, sizes, weight=None):
    """classes: [(cards, allowed place indices)]; sizes: items per place; weight(splits) an extra
    factor (splits[j][place] = items of class j there). Returns {(card, place): probability}."""
    caps = list(sizes)
    total = 0.0
    acc = [[0.0] * len(sizes) for _ in classes]

    def rec(j, splits):
        nonlocal total
        if j == len(classes):
            if any(caps):
                return
            w = prod(factorial(len(cards)) / prod(factorial(x) for x in s.values())
                     for (cards, _), s in zip(classes, splits))
            if weight is not None:
                w *= weight(splits)
            total += w
            for i, s in enumerate(splits):
                for place, x in s.items():
                    acc[i][place] += w * x
            return
        cards, allowed = classes[j]
        for split in compositions(len(cards), list(allowed), caps):
            for place, x in split.items():
                caps[place] -= x
            rec(j + 1, splits + [split])
            for place, x in split.items():
                caps[place] += x

    rec(0, [])
    out = {}
    for i, (cards, _) in enumerate(classes):
        for place in range(len(sizes)):
            for c in cards:
                out[(c, place)] = acc[i][place] / total / len(cards)
    return out


def assert_frequencies(worlds, where, probs, places):
    """Chi-square per hidden card over its places, at 99.9% for the whole family (Bonferroni over
    the cards): `where(world, card)` names the place of a card in a world."""
    cards = sorted({c for c, _ in probs}, key=str)
    n = len(worlds)
    counts = {(c, p): 0 for c in cards for p in range(places)}
    for w in worlds:
        for c in cards:
            counts[(c, where(w, c))] += 1
    for c in cards:
        cells = [p for p in range(places) if probs[(c, p)] > 0]
        for p in range(places):
            if probs[(c, p)] == 0:
                assert counts[(c, p)] == 0, (c, p)
        if len(cells) < 2:
            continue
        stat = sum((counts[(c, p)] - n * probs[(c, p)]) ** 2 / (n * probs[(c, p)]) for p in cells)
        assert stat < chi2.ppf(1 - 0.001 / len(cards), len(cells) - 1), (c, stat, {p: counts[(c, p)] for p in cells})
