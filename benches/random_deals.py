"""Shared helpers of the random-deal benches (game-free): the same seeded deals played by the C++
core and by a pure-Python reference, and their rates per CPU second.

A fair comparison gives both sides the same work: deal ``i`` is dealt from the seed ``seed + i``
by pycards' generator (the reference shuffles with the independent Python model of it,
``tests/rng_model.py``), its dealer is ``i % players``, and every move is drawn by
``Rng(seed + i + 1).below(len(moves))``, as ``random_games(..., match=False)`` does in C++.
Rates are deals per CPU second (``time.process_time``) of one thread, the median of ``repeats``
runs, so that other work on the machine does not count.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from tests.rng_model import PyXoshiro  # noqa: E402


def cpu_rate(fn, n: int, repeats: int = 3, clock=time.process_time) -> float:
    """Median of ``repeats`` runs of ``n / CPU seconds of fn()`` (seconds of ``clock``)."""
    rates = []
    for _ in range(repeats):
        t0 = clock()
        fn()
        rates.append(n / max(clock() - t0, 1e-9))
    return statistics.median(rates)


def wall_rate(fn, n: int, repeats: int = 3) -> float:
    """Median of ``repeats`` runs of ``n / wall-clock seconds of fn()``: the rate of a multi-threaded
    run (its CPU time adds up the threads, so it does not show the scaling)."""
    return cpu_rate(fn, n, repeats, time.perf_counter)


def sized_rate(run, seconds: float, repeats: int = 3, clock=time.process_time) -> tuple:
    """``run(n)`` with n = 1, 2, 4, ... until one call takes at least ``seconds`` of ``clock``, then
    ``repeats - 1`` more calls at that n: the median of n / seconds over those ``repeats`` calls, n,
    and the last call's output. A game whose deals are slow gets a small sample, a fast one a large
    one, so every game costs about the same time."""
    n = 1
    while True:
        t0 = clock()
        out = run(n)
        took = clock() - t0
        if took >= seconds or n >= 1 << 24:
            break
        n *= 2
    rates = [n / max(took, 1e-9)]
    for _ in range(repeats - 1):
        t0 = clock()
        out = run(n)
        rates.append(n / max(clock() - t0, 1e-9))
    return statistics.median(rates), n, out


def reference_rates(play, orders: list, deck, seed: int, card_text, repeats: int = 5) -> tuple:
    """The reference's deals per CPU second on the already dealt `orders` (``play(orders)``), and from
    the seeds as the C++ batch deals them: deal k shuffled with ``seed + k`` by the Python model of
    the generator (checked to give `orders`), then played. `card_text(index)` names a card as the
    reference does."""
    n = len(orders)
    deck = [int(c) for c in deck]

    def whole():
        dealt = [[card_text(i) for i in PyXoshiro(seed + k).shuffle(list(deck))] for k in range(n)]
        assert dealt == orders  # the same shuffle as the C++ deal
        play(dealt)

    return cpu_rate(lambda: play(orders), n, repeats), cpu_rate(whole, n, repeats)


def play_reference(new_game, seed: int, n: int, players: int) -> list:
    """Plays reference deals ``seed .. seed + n - 1``: ``new_game(deal_seed, dealer)`` makes the
    reference deal (shuffling with PyXoshiro); moves are drawn by PyXoshiro(seed + i + 1) from the
    reference's ``legal_moves()``. Returns the deals' final states."""
    out = []
    for i in range(n):
        d = new_game(seed + i, i % players)
        rng = PyXoshiro(seed + i + 1)
        while not d.over:
            moves = d.legal_moves()
            d.play(moves[rng.below(len(moves))])
        out.append(d)
    return out


def same_as_simulate(name: str, new_game, scores_of, n: int, seed: int, players: int) -> list:
    """Plays the reference deals ``seed .. seed + n - 1`` (play_reference) and asserts that their
    final scores (``scores_of(deal)``) are those of ``pc.simulate(name, n, seed)``: the reference and
    the C++ play the very same deals. Returns the deals."""
    import pycards as pc

    refs = play_reference(new_game, seed, n, players)
    assert pc.simulate(name, n, seed, threads=1)["scores"].tolist() == [scores_of(d) for d in refs]
    return refs


def report(name: str, cpp: float, ref: float) -> str:
    """A one-line report of the two rates and their ratio."""
    return f"{name} random deals per CPU second: C++ {cpp:.0f}, reference {ref:.0f}, ratio {cpp / ref:.0f}x"


def cpp_deals(name: str, n: int, seed: int = 1, threads: int = 1) -> dict:
    """``n`` random single deals of the default game ``name`` in C++ (``random_games(match=False)``)."""
    import pycards as pc
    from pycards import _core

    return getattr(_core, f"_{name}_random_games")(pc.game(name), n, seed, 0, threads)


def speed_ratio(name: str, ref_deal, players: int = 4, n_cpp: int = 100_000, n_ref: int = 200) -> float:
    """Prints and returns C++ deals per CPU second (one thread) over the reference's, the same
    seeded deals (``ref_deal(seed, dealer)`` makes a reference deal)."""
    cpp = cpu_rate(lambda: cpp_deals(name, n_cpp, 2), n_cpp)
    ref = cpu_rate(lambda: play_reference(ref_deal, 2, n_ref, players), n_ref)
    print("\n" + report(name, cpp, ref))
    return cpp / ref


def mid_game(game, seed: int, plays: int):
    """The state after ``plays`` moves of ``game.new_deal(seed)``, every move the first legal one
    (stopping early at the end of the game)."""
    s = game.new_deal(seed=seed)
    for _ in range(plays):
        if s.is_over():
            break
        s.play(s.legal_moves()[0])
    return s


def world_rates(state, n: int = 2000, repeats: int = 5) -> tuple:
    """``state.sample_world(state.to_move, k)`` per CPU second, and ``state.copy()`` per CPU second
    (the floor: one state object made and returned to Python), medians of ``repeats`` runs."""
    seat = state.to_move if state.to_move is not None else 0
    worlds = cpu_rate(lambda: [state.sample_world(seat, seed=k) for k in range(n)], n, repeats)
    copies = cpu_rate(lambda: [state.copy() for _ in range(n)], n, repeats)
    return worlds, copies


def world_bench(benchmark, name: str, state) -> None:
    """The sample_world bench of a game: pytest-benchmark times 200 worlds; the rates per CPU
    second (and the ratio to a plain copy) go to extra_info and the output."""
    seat = state.to_move if state.to_move is not None else 0
    worlds = benchmark(lambda: [state.sample_world(seat, seed=k) for k in range(200)])
    assert all(w.view(seat) == state.view(seat) for w in worlds[:20])
    rate, copies = world_rates(state)
    benchmark.extra_info.update({"worlds_per_cpu_s": rate, "copies_per_cpu_s": copies})
    print(f"\n{name} sample_world: {rate:,.0f} worlds per CPU second (state.copy(): {copies:,.0f}; "
          f"a world costs {copies / rate:.1f} copies)")
