"""Тысяча and 1001 random deals played by the pure-Python reference (tests/thousand/): the
reference side of benches/bench_simulate.py's comparison with ``pc.simulate``. They also assert
their results, so CI runs them with ``--benchmark-disable``:

    python -m pytest benches/bench_thousand.py --benchmark-only        # measure
"""
import random
import sys
from pathlib import Path

import pytest

from pycards import _core

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tests.thousand.reference import ThousandDeal, ThousandOneDeal  # noqa: E402

N_REF = 100


def reference_deals(n, seed, game="thousand"):
    """Plays ``n`` random reference deals of ``game`` (thousand or thousand_one, default options, 3
    players): deal i is ``new_deal(seed + i, dealer=i % 3)``, the C++ generator's deck order and cut
    positions fed to the reference (as tests/thousand/test_differential*.py do), every move drawn by
    one ``random.Random(seed)`` (not the C++ draws: the reference lists its moves in another order).
    Returns the deals' ``deal_result()``."""
    rng = random.Random(seed)
    out = []
    for i in range(n):
        order, cuts = _core.thousand_deal_source(seed + i)
        order = [str(c) for c in order]
        d = ThousandDeal(order, i % 3, cuts=cuts) if game == "thousand" else ThousandOneDeal(order, i % 3)
        while d.phase != "over":
            d.play(rng.choice(d.legal_moves()))
        out.append(d.deal_result())
    return out


def card_points_add_up(results) -> bool:
    """Every deal played to the end hands out the deck's 120 card points; the others (a write-off, a
    redeal, a deal thrown in) none."""
    return all(sum(r["card_points"]) == (120 if r["played"] else 0) for r in results)


@pytest.mark.parametrize("game", ["thousand", "thousand_one"])
def test_reference_random_deals(benchmark, game):
    benchmark.extra_info["deals"] = N_REF
    results = benchmark(reference_deals, N_REF, 1, game)
    assert len(results) == N_REF and card_points_add_up(results)
    assert any(r["played"] for r in results) and not all(r["played"] for r in results)
