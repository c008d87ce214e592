"""Chip game: whole seeded games driven from Python, against the pure-Python reference."""

import sys
from pathlib import Path

import pycards as pc

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from chip_game.reference import RefChipGame  # noqa: E402

SEEDS = range(200)


def _pycards_games():
    g = pc.game("chip_game")
    total = 0
    for seed in SEEDS:
        s = g.new_match(seed=seed)
        while not s.is_over():
            s.play(0)
        total += sum(s.chips)
    return total


def _reference_games():
    g = pc.game("chip_game")
    total = 0
    for seed in SEEDS:
        s = g.new_match(seed=seed)
        ref = RefChipGame([str(c) for c in s.deck], s.dealer)
        ref.play_out()
        total += sum(ref.chips)
    return total


def reference_deals(n, seed, players=4):
    """The reference playing the one-deal games ``new_deal(seed + i, dealer=i % players)`` (the deck
    read from the C++ deal, as the game has no decisions these are the very deals of
    ``pc.simulate``): ante, one deal, the pot awarded. Returns each deal's chips per seat."""
    g = pc.game("chip_game", players=players)
    out = []
    for i in range(n):
        s = g.new_deal(seed=seed + i, dealer=i % players)
        ref = RefChipGame([str(c) for c in s.deck], s.dealer, players=players)
        ref.deal()
        if not ref.over:  # a one-deal game ends after its deal, not passed (docs/chip_game.md)
            ref.dealer = s.dealer
            ref._award_pot()
        out.append(list(ref.chips))
    return out


def test_chip_games_pycards(benchmark):
    assert benchmark(_pycards_games) == 40 * len(SEEDS)


def test_chip_games_reference(benchmark):
    assert benchmark(_reference_games) == 40 * len(SEEDS)


def test_reference_one_deal_games(benchmark):
    """The reference's one-deal games agree with the C++ deals, chip for chip."""
    chips = benchmark(reference_deals, 100, 3)
    g = pc.game("chip_game")
    cpp = []
    for i in range(100):
        s = g.new_deal(seed=3 + i, dealer=i % 4)
        while not s.is_over():
            s.play(0)
        cpp.append(list(s.chips))
    assert chips == cpp and all(sum(c) == 40 for c in chips)
