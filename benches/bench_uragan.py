"""Ураган benchmarks (pytest-benchmark). They also assert their results, so CI runs them with
``--benchmark-disable``:

    python -m pytest benches/bench_uragan.py --benchmark-only        # measure
    python -m pytest benches/bench_uragan.py --benchmark-disable     # just check

1. Random playouts of whole deals in C++ (pycards._batch.uragan_playouts, GIL released, 1 and 2
   threads) against the pure-Python reference on the same shuffles.
2. A Python-driven loop (legal_moves + play) per move, by Move objects and by int ids.
3. Capture enumeration alone on tables of 4, 8 and 12 cards: C++ kernel against a careful
   pure-Python search (tests/uragan/reference.py: sorted values, early break).
4. sample_world (a determinization for seat 0) in C++ against a pure-Python re-deal through the
   notation, 2,000 worlds per round.
"""
import random
import sys
from pathlib import Path

import numpy as np
import pytest

import pycards as pc
from pycards import _batch

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tests.uragan.reference import DECK40, RANKS, SUITS, RefDeal, captures_for  # noqa: E402

N_BATCH = 20_000
N_REF = 30


def _orders(n, seed):
    return [[RANKS[i % 13] + SUITS[i // 13] for i in map(int, row)]
            for row in _batch.shuffled_decks(pc.DECK40, n, seed)]


# ---- 1. playouts ---------------------------------------------------------------------------
@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("players", [2, 4])
def test_batch_playouts(benchmark, players, threads):
    benchmark.extra_info["deals"] = N_BATCH
    r = benchmark(_batch.uragan_playouts, N_BATCH, 1, players, "hidden", threads)
    assert (r["cards"].sum(axis=1) == 40).all()  # cards conserved
    assert (r["points"] <= 4 + r["hurricanes"]).all() and r["plays"].min() >= 36 // players


def reference_deals(n, seed, players=2):
    """Plays ``n`` random reference deals: deal i is the shuffle of ``new_deal(seed + i)``, its dealer
    i % players, every move drawn by one ``random.Random(seed)`` (not the C++ draws). Returns the
    cards taken, 40 a deal."""
    rng = random.Random(seed)
    total = 0
    for i, o in enumerate(_orders(n, seed)):
        d = RefDeal(o, i % players, players)
        while not d.is_over():
            d.play(rng.choice(d.legal_moves()))
        total += len(d.piles[0]) + len(d.piles[1])
    return total


@pytest.mark.parametrize("players", [2, 4])
def test_reference_playouts(benchmark, players):
    benchmark.extra_info["deals"] = N_REF
    assert benchmark(reference_deals, N_REF, 1, players) == 40 * N_REF


# ---- 2. Python-driven loop -----------------------------------------------------------------
DEALS = 20


def _python_loop(by_id):
    g = pc.game("uragan")
    rng = random.Random(2)
    plays = 0
    for seed in range(DEALS):
        s = g.new_deal(seed, 0)
        if by_id:
            while not s.is_over():
                ids = s.legal_move_ids()
                s.play(ids[rng.randrange(len(ids))])
                plays += 1
        else:
            while not s.is_over():
                ms = s.legal_moves()
                s.play(ms[rng.randrange(len(ms))])
                plays += 1
    return plays


@pytest.mark.parametrize("by_id", [False, True], ids=["moves", "ids"])
def test_python_loop(benchmark, by_id):
    plays = benchmark(_python_loop, by_id)
    benchmark.extra_info["plays"] = plays  # per move = median / plays
    assert plays >= 30 * DEALS


# ---- 3. capture enumeration ----------------------------------------------------------------
def _tables(size, n=2000, seed=3):
    rng = random.Random(seed)
    tables, played = [], []
    for _ in range(n):
        cards = rng.sample(DECK40, size + 1)
        played.append(cards[0])
        tables.append(cards[1:])
    return tables, played


def _mask(cards):
    return sum(1 << (SUITS.index(c[1]) * 13 + RANKS.index(c[0])) for c in cards)


@pytest.mark.parametrize("size", [4, 8, 12])
def test_captures_cpp(benchmark, size):
    tables, played = _tables(size)
    t = np.array([_mask(x) for x in tables], dtype=np.uint64)
    p = np.array([SUITS.index(c[1]) * 13 + RANKS.index(c[0]) for c in played], dtype=np.uint8)
    benchmark.extra_info["enumerations"] = len(t)
    counts = benchmark(_batch.uragan_capture_counts, t, p)
    assert counts.tolist() == [len(captures_for(c, set(x))) for c, x in zip(played, tables)]


@pytest.mark.parametrize("size", [4, 8, 12])
def test_captures_python(benchmark, size):
    tables, played = _tables(size, n=500)
    sets = [set(x) for x in tables]
    benchmark.extra_info["enumerations"] = len(sets)
    total = benchmark(lambda: sum(len(captures_for(c, x)) for c, x in zip(played, sets)))
    assert total >= 0


# ---- 4. determinization --------------------------------------------------------------------
N_WORLDS = 2000


def _python_world(state, seat, rng):
    """A pure-Python sample_world for hidden hands: the seat's unseen cards shuffled into the
    other hands (sizes kept) and the stock, written back through the notation."""
    v = state.view(seat)
    fields = state.notation().split(" | ")
    at = {f.split(" ", 1)[0]: i for i, f in enumerate(fields)}
    hidden = sorted(str(c) for c in v.unseen)
    rng.shuffle(hidden)
    hands, k = [], 0
    for i, size in enumerate(v.hand_sizes):
        if i == seat:
            hands.append(" ".join(str(c) for c in v.hand) or "-")
        else:
            hands.append(" ".join(hidden[k:k + size]) or "-")
            k += size
    fields[at["hands"]] = "hands " + " / ".join(hands)
    fields[at["stock"]] = "stock " + (" ".join(hidden[k:]) or "-")
    return state.game.position(" | ".join(fields))


def _world_positions():
    g = pc.game("uragan")
    s = g.new_deal(seed=5)
    for m in s.legal_moves()[:1]:
        s.play(m)
    return s


def test_sample_world_cpp(benchmark):
    s = _world_positions()
    benchmark.extra_info["worlds"] = N_WORLDS
    worlds = benchmark(lambda: [s.sample_world(0, seed=k) for k in range(N_WORLDS)])
    assert all(w.view(0) == s.view(0) for w in worlds[:50])


def test_sample_world_python(benchmark):
    s = _world_positions()
    benchmark.extra_info["worlds"] = N_WORLDS
    rng = random.Random(1)
    worlds = benchmark(lambda: [_python_world(s, 0, rng) for _ in range(N_WORLDS)])
    assert all(w.view(0) == s.view(0) for w in worlds[:50])
