"""Казино benchmarks (pytest-benchmark). They also assert their results, so CI runs them with
``--benchmark-disable``:

    python -m pytest benches/bench_kazino.py --benchmark-only        # measure
    python -m pytest benches/bench_kazino.py --benchmark-disable     # just check

Random whole deals: in C++ (pycards._batch.kazino_playouts, GIL released, one core and two
threads; pycards._core._kazino_random_deals, the State path) against the pure-Python reference
(tests/kazino/reference.py) on the same deals (the same seeded shuffles); the ratio of deals per
second is printed by test_speed_ratio. The solver: kazino's last round (2 players) and the two
last rounds, median and worst time over seeds, nodes per second (extra info).
"""
import random
import sys
from pathlib import Path

import pytest

import pycards as pc
from pycards import _batch, _core

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tests.kazino.reference import RANKS, SUITS, RefDeal  # noqa: E402
from tests.rng_model import PyXoshiro  # noqa: E402

N_CPP = 2_000
N_REF = 20
SETUPS = [dict(), dict(players=4, partnerships=True), dict(multi_set=True)]


def _orders(n, seed):
    return [[RANKS[i % 13] + SUITS[i // 13] for i in map(int, row)]
            for row in _batch.shuffled_decks(pc.DECK52, n, seed)]


@pytest.mark.parametrize("options", SETUPS, ids=str)
def test_cpp_random_deals(benchmark, options):
    g = pc.game("kazino", **options)
    benchmark.extra_info["deals"] = N_CPP
    moves = benchmark(_core._kazino_random_deals, g, N_CPP, 1)
    assert moves == 47 * N_CPP  # every dealt card is played once


N_BATCH = 20_000


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("options", SETUPS, ids=str)
def test_batch_playouts(benchmark, options, threads):
    benchmark.extra_info["deals"] = N_BATCH
    out = benchmark(_batch.kazino_playouts, N_BATCH, 1, threads=threads, **options)
    assert (out["plays"] == 47).all() and (out["cards"].sum(axis=1) == 52).all()


def reference_deals(n, seed, orders=None, **options):
    """Plays ``n`` random reference deals: deal i is the shuffle of ``new_deal(seed + i)`` (read from
    the C++ shuffle, or given as ``orders``), its dealer i % players, every move drawn by one
    ``random.Random(seed)`` (not the C++ draws). Returns the moves played, 47 a deal (every dealt
    card once)."""
    players = options.get("players", 2)
    rng = random.Random(seed)
    moves = 0
    for i, o in enumerate(_orders(n, seed) if orders is None else orders):
        d = RefDeal(o, i % players, **options)
        while not d.is_over():
            d.play(rng.choice(d.legal_moves()))
            moves += 1
    return moves


def reference_deals_from_seeds(n, seed):
    """The reference doing the whole work of the C++ batch's deals ``seed .. seed + n - 1``: each deck
    shuffled from its seed and every move drawn by ``below(len(moves))`` from its own generator
    ``Rng(seed + i + 0x9E3779B97F4A7C15)``, in pure Python (the independent model of pycards'
    generator, tests/rng_model.py). The reference lists its moves in its own order, so the deals
    are not move for move the C++ ones; the work is the same. Returns the moves played."""
    moves = 0
    for i in range(n):
        order = [RANKS[c % 13] + SUITS[c // 13] for c in PyXoshiro(seed + i).shuffle(list(range(52)))]
        d = RefDeal(order, i % 2)
        rng = PyXoshiro(seed + i + 0x9E3779B97F4A7C15)
        while not d.is_over():
            legal = d.legal_moves()
            d.play(legal[rng.below(len(legal))])
            moves += 1
    return moves


@pytest.mark.parametrize("options", SETUPS, ids=str)
def test_reference_random_deals(benchmark, options):
    benchmark.extra_info["deals"] = N_REF
    assert benchmark(reference_deals, N_REF, 1, **options) == 47 * N_REF


def test_reference_shuffles_are_the_cpp_shuffles():
    assert [[RANKS[i % 13] + SUITS[i // 13] for i in PyXoshiro(5 + k).shuffle(list(range(52)))]
            for k in range(3)] == _orders(3, 5)


def test_speed_ratio():
    """C++ deals/s (one core: CPU time of kazino_playouts) over reference deals/s on the same
    seeds, two ways: the reference on the decks already dealt (the C++ shuffle given to it, moves
    drawn by ``random.Random``), and from the seeds (``reference_deals_from_seeds``: the shuffle and
    the move draws with pycards' generator in Python, the C++'s whole work). Five rounds, C++ then the two
    references, and the median of each ratio (printed; C++ must be faster). Rounds, because this
    machine's speed drifts by tens of percent within a minute: each ratio compares runs a fraction
    of a second apart."""
    import statistics
    import time

    n_cpp, n_ref = 200_000, 20
    _batch.kazino_playouts(1000, 2)  # warm up
    cpps, refs, dealt, seeded = [], [], [], []
    for _ in range(5):
        t0 = time.process_time()
        _batch.kazino_playouts(n_cpp, 2)
        cpp = n_cpp / (time.process_time() - t0)
        t0 = time.process_time()
        reference_deals(n_ref, 2)
        ref = n_ref / (time.process_time() - t0)
        t0 = time.process_time()
        assert reference_deals_from_seeds(n_ref, 2) == 47 * n_ref
        ref_seeds = n_ref / (time.process_time() - t0)
        cpps.append(cpp)
        refs.append(ref)
        dealt.append(cpp / ref)
        seeded.append(cpp / ref_seeds)
    print(f"kazino random deals per CPU second (medians of 5 rounds): C++ {statistics.median(cpps):.0f}, reference "
          f"{statistics.median(refs):.1f}; ratio {statistics.median(dealt):.0f}x on the dealt decks "
          f"({', '.join(f'{r:.0f}x' for r in dealt)}), {statistics.median(seeded):.0f}x from the seeds "
          f"({', '.join(f'{r:.0f}x' for r in seeded)})")
    assert min(cpps) > max(refs)


# ---- the solver: kazino's last round, 2 players -------------------------------------------

N_SOLVE = 40


def last_round(seed, stock_left=0, **options):
    """Deal `seed` played at random until the round that leaves `stock_left` cards in the stock
    has been dealt (stock_left=0: the short last round, 3 + 2 cards)."""
    g = pc.game("kazino", **options)
    s = g.new_deal(seed=seed, dealer=seed % 2)
    rng = random.Random(seed)
    while len(s.stock) > stock_left or sum(len(h) for h in s.hands) < 5:
        s.play(rng.choice(s.legal_moves()))
    return s


@pytest.mark.parametrize("stock_left", [0, 5], ids=["last_round", "two_rounds"])
@pytest.mark.parametrize("options", [dict(), dict(multi_set=True)], ids=str)
def test_solve_last_rounds(benchmark, options, stock_left):
    import statistics
    states = [last_round(seed, stock_left, **options) for seed in range(N_SOLVE)]

    def run():
        return [pc.solve(s) for s in states]

    results = benchmark(run)
    assert all(r.exact and r.value == max(r.moves.values()) for r in results)
    secs = [r.seconds for r in results]
    nodes = sum(r.nodes for r in results)
    benchmark.extra_info.update(
        median_ms=round(1e3 * statistics.median(secs), 4), worst_ms=round(1e3 * max(secs), 4),
        median_nodes=statistics.median(r.nodes for r in results), worst_nodes=max(r.nodes for r in results),
        nodes_per_s=round(nodes / max(sum(secs), 1e-9)))
