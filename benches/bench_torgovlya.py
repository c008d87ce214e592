"""Торговля benchmarks (pytest-benchmark). They also assert their results, so CI runs them with
``--benchmark-disable``:

    python -m pytest benches/bench_torgovlya.py --benchmark-only        # measure

Random whole deals and whole games: in C++ (pycards._core._torgovlya_random_games, GIL released)
against the pure-Python reference (tests/torgovlya/reference.py) on the same seeded deals
(benches/random_deals.py); ``test_speed_ratio`` prints the ratio of deals per CPU second.
"""
import sys
from pathlib import Path

import pycards as pc
from pycards import _core

sys.path.insert(0, str(Path(__file__).resolve().parent))
from random_deals import PyXoshiro, cpp_deals, play_reference, speed_ratio  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tests.torgovlya.reference import RANKS, SUITS, RefGame, card_index  # noqa: E402

N_CPP = 20_000
N_REF = 200
KIND_ORDER = {"money": 0, "swap": 0, "return": 0, "barter": 1, "stand": 2, "keep": 2}


def ref_deal(seed, dealer):
    """The reference deal of ``new_deal(seed, dealer)``: shuffled(DECK52, seed) by the Python model."""
    order = list(range(52))
    PyXoshiro(seed).shuffle(order)
    cards = [RANKS[i % 13] + SUITS[i // 13] for i in order]
    return RefGame(lambda k: cards, dealer)


class InCoreOrder:
    """A reference deal whose legal_moves() are listed in the core's order (kind, then card index),
    so the same draws play the same moves: used to check, outside the timing, that both sides play
    the very same deals."""

    def __init__(self, seed, dealer):
        self.g = ref_deal(seed, dealer)

    over = property(lambda self: self.g.over)

    def legal_moves(self):
        key = lambda m: (KIND_ORDER[m.partition(":")[0]], card_index(m.partition(":")[2]) if ":" in m else 0)  # noqa: E731
        return sorted(self.g.legal_moves(), key=key)

    def play(self, move):
        self.g.play(move)


def test_cpp_random_deals(benchmark):
    benchmark.extra_info["deals"] = N_CPP
    assert benchmark(cpp_deals, "torgovlya", N_CPP)["moves"].sum() >= 3 * N_CPP


def test_cpp_random_games(benchmark):
    g = pc.game("torgovlya")
    benchmark.extra_info["games"] = N_CPP // 10
    assert benchmark(_core._torgovlya_random_games, g, N_CPP // 10, 1, 1)["moves"].sum() >= 3 * N_CPP // 10


def test_reference_random_deals(benchmark):
    benchmark.extra_info["deals"] = N_REF
    assert len(benchmark(play_reference, ref_deal, 1, N_REF, 4)) == N_REF


def test_same_deals():
    """The C++ playouts and the reference, moves listed in the core's order, end every deal alike."""
    r = cpp_deals("torgovlya", 100, 7)
    refs = play_reference(InCoreOrder, 7, 100, 4)
    assert [list(map(int, row)) for row in r["scores"]] == [d.g.tokens for d in refs]


def test_speed_ratio():
    """C++ deals per CPU second (one thread) over the reference's, the same seeded deals."""
    assert speed_ratio("torgovlya", ref_deal) > 1


def test_sample_world(benchmark):
    """sample_world for the seat to move of a mid-game position, per CPU second."""
    from random_deals import mid_game, world_bench

    world_bench(benchmark, "torgovlya", mid_game(pc.game("torgovlya"), seed=5, plays=1))
