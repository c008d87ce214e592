"""Statistics shared by the games' sample_world tests: where each hidden card lands over many
sampled worlds, checked against exact probabilities by a chi-square test at 99.9%."""

from collections import Counter

from scipy.stats import chi2


def place_counts(state, seat, places, n, seed0=0):
    """Counter of (card, place) over `n` worlds of `state` for `seat`; `places(world)` lists the
    (card, place) pairs of the hidden places of one world (place: any hashable label)."""
    counts = Counter()
    for k in range(n):
        counts.update(places(state.sample_world(seat, seed=seed0 + k)))
    return counts


def assert_marginals(counts, exact, n, copies=None):
    """Every card's counts over the places against `exact[card][place]` (probabilities that add
    up to 1 per card; with two decks, `copies[card]` hidden copies each follow them, so the card
    has n x copies draws). One Pearson statistic summed over the cards, below the 99.9% quantile of
    the chi-square with the summed degrees of freedom (per card: its places of non-zero
    probability, less one); the cards of one world are dealt jointly (fixed place sizes), which
    only lowers the statistic's spread, so the test is conservative. A place of probability 0
    must never occur."""
    stat, df = 0.0, 0
    for card, probs in exact.items():
        cells, m = 0, n * (copies[card] if copies else 1)
        assert sum(counts.get((card, place), 0) for place in probs) == m, card
        for place, p in probs.items():
            seen = counts.get((card, place), 0)
            if p == 0:
                assert seen == 0, (card, place, seen)
                continue
            stat += float((seen - m * p) ** 2 / (m * p))
            cells += 1
        others = sum(v for (c, pl), v in counts.items() if c == card and pl not in probs)
        assert others == 0, (card, "landed in a place the exact count does not allow")
        df += max(cells - 1, 0)
    if df:
        assert stat < chi2.ppf(0.999, df), (stat, df)


def assert_choice_ignores_hidden_cards(states, worlds=3, bot=None):
    """A bot's move (``bot``: a class taking ``seed=``, GreedyBot by default) in each state equals
    its move in worlds of that state sampled for the seat to move (the same view, the hidden cards
    dealt again); returns how many were checked."""
    from pycards.bots import GreedyBot

    bot = bot or GreedyBot
    checked = 0
    for s in states:
        if s.is_over():
            continue
        want = bot(seed=1).choose(s)
        for k in range(worlds):
            w = s.sample_world(s.to_move, seed=k)
            assert bot(seed=1).choose(w) == want, (s.notation(), w.notation())
            checked += 1
    return checked


def assert_greedy_beats_random(game, games=25, seed=2):
    """In the arena the greedy bot's mean result is above the random bot's by more than both 95%
    confidence half-widths."""
    import pycards as pc

    r = pc.arena(game, ["greedy", "random"], games=games, seed=seed, progress=False)
    assert r.mean[0] - r.ci95[0] > r.mean[1] + r.ci95[1], str(r)


def random_playout_states(game, seeds, bot_seed=0):
    """Every state of random playouts of `game`, one new_deal per seed."""
    from pycards.bots import RandomBot

    for seed in seeds:
        s = game.new_deal(seed=seed)
        bot = RandomBot(seed=bot_seed + seed)
        while True:
            yield s.copy()
            if s.is_over():
                break
            s.play(bot.choose(s))
