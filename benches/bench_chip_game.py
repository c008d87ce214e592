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


def test_chip_games_pycards(benchmark):
    assert benchmark(_pycards_games) == 40 * len(SEEDS)


def test_chip_games_reference(benchmark):
    assert benchmark(_reference_games) == 40 * len(SEEDS)
