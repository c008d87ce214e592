"""pycards.solve_many on threads and a process pool; pycards solve-many on the command line.
The Dask cluster tests: tests/test_scale_dask.py."""

import json
import multiprocessing
import random
from concurrent.futures import ProcessPoolExecutor

import pytest

import pycards as pc
from pycards.cli import main
from pycards.scale import read_positions, solve_many


def last_round(seed):
    """A 2-player Ураган position with an empty stock (a short exact solve)."""
    s = pc.game("uragan").new_deal(seed=seed)
    rng = random.Random(seed)
    while len(s.stock) and not s.is_over():
        s.play(rng.choice(s.legal_moves()))
    return s


def ending_positions():
    """Ураган last-round positions and their single-call solves."""
    states = [s for s in (last_round(k) for k in range(24)) if not s.is_over()]
    return states, [pc.solve(s, best_line=False) for s in states]


@pytest.fixture(scope="module")
def positions():
    return ending_positions()


def same(a, b):
    return [(r.value, r.moves, r.best, r.exact) for r in a] == [(r.value, r.moves, r.best, r.exact) for r in b]


def test_threads_give_the_single_call_results(positions):
    states, want = positions
    assert same(solve_many(states, best_line=False), want)
    assert same(solve_many(states, threads=1, best_line=False), want)


def test_a_process_pool_gives_the_same(positions):
    states, want = positions
    # Workers started fresh ("spawn"), not forked from this process: a fork copies only the forking
    # thread, so a lock another thread held at that moment (the sanitizers' allocator lock, under
    # tools/sanitize-tests) stays held in the child for good, and the worker hangs.
    with ProcessPoolExecutor(max_workers=2, mp_context=multiprocessing.get_context("spawn")) as pool:
        assert same(solve_many(states, pool, chunk_size=5, best_line=False), want)


def test_no_solve_of_a_job_draws_its_own_status_line(solve_progress_asked, positions):
    # solve_many's bar is the job's display: each solve it runs (threads, or a worker's chunk) is
    # told progress=False, whatever stderr is
    from pycards.scale import _solve_chunk, state_text

    states, want = positions
    assert same(solve_many(states[:4], best_line=False), want[:4])
    assert same(_solve_chunk([state_text(s) for s in states[4:6]], {"best_line": False}), want[4:6])
    assert solve_progress_asked == [False] * 6


def test_errors_name_the_position():
    s = pc.game("uragan").new_deal(seed=1)
    over = last_round(2)
    while not over.is_over():
        over.play(over.legal_moves()[0])
    with pytest.raises(ValueError, match="position 1"):
        solve_many([s.copy(), over], threads=1, limit_nodes=100)
    with pytest.raises(TypeError, match="item 0"):
        solve_many(["text"])
    with pytest.raises(TypeError, match="executor"):
        solve_many([s], executor=object())
    with pytest.raises(ValueError, match="chunk_size"):
        solve_many([s], chunk_size=0)


def test_read_positions():
    s = last_round(3)
    lines = ["# comment", "", f"uragan {s.notation()}",
             json.dumps({"game": "uragan", "options": {"players": 2}, "position": s.notation()})]
    assert read_positions(lines) == [s, s]
    with pytest.raises(pc.ParseError, match="line 2"):
        read_positions(["# ok", "uragan nonsense"])
    with pytest.raises(pc.ParseError, match="line 1"):
        read_positions(['{"game": 3}'])


def test_command_line(tmp_path, capsys, positions):
    states, want = positions
    path = tmp_path / "positions.txt"
    path.write_text("".join(f"uragan {s.notation()}\n" for s in states[:5]), encoding="utf-8")
    assert main(["solve-many", str(path), "--jsonl", "--threads", "2"]) == 0
    rows = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert [r["value"] for r in rows] == [r.value for r in want[:5]] and [r["index"] for r in rows] == list(range(5))
    assert main(["solve-many", str(path), "--jsonl", "--threads", "1", "--best-moves"]) == 0
    rows = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert [r["best"] for r in rows] == [r.best for r in want[:5]]
    assert [r["moves"] for r in rows] == [{m: v if m in r.best else None for m, v in r.moves.items()} for r in want[:5]]
    path.write_text("uragan broken\n", encoding="utf-8")
    assert main(["solve-many", str(path)]) == 2
    assert "line 1" in capsys.readouterr().err
