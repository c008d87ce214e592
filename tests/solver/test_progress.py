"""pc.solve's progress: the callable's reports, the status line, and that neither changes the search."""

import io
import math
import random
import threading

import pytest

import pycards as pc
from pycards._progress import StatusLine


def whole_deal(seed=1):
    """A 2-player Ураган deal from its first move: about 1-2 M nodes, a tenth of a second or more."""
    rng = random.Random(seed)
    return pc.game("uragan").new_deal(seed=rng.randrange(2**63), dealer=0)


def test_a_callable_gets_the_progress_and_the_search_is_the_same():
    s = whole_deal()
    plain = pc.solve(s, progress=False)
    seen = []
    r = pc.solve(s, progress=seen.append, progress_every=0.001)
    assert (r.value, r.moves, r.best_line, r.nodes) == (plain.value, plain.moves, plain.best_line, plain.nodes)
    assert seen, "a solve of %d nodes in %.3f s reported nothing" % (r.nodes, r.seconds)
    assert all(isinstance(p, pc.SolveProgress) for p in seen)
    nodes = [p.nodes for p in seen]
    secs = [p.seconds for p in seen]
    assert nodes == sorted(nodes) and 0 < nodes[-1] <= r.nodes
    assert secs == sorted(secs) and secs[0] >= 0.001
    # reports come at most every progress_every seconds of the solve
    assert all(b - a >= 0.001 for a, b in zip(secs, secs[1:]))
    assert all(p.moves_total == len(s.legal_moves()) for p in seen)
    exact = [p.moves_exact for p in seen]
    assert exact == sorted(exact) and exact[-1] <= len(s.legal_moves())
    assert all(0 < p.tt_bytes <= r.tt_bytes for p in seen)
    assert "M nodes" in str(seen[-1]) and f"/{len(s.legal_moves())} moves exact" in str(seen[-1])


def test_value_only_reports_no_move_until_the_end():
    s = whole_deal(2)
    seen = []
    r = pc.solve(s, all_moves=False, progress=seen.append, progress_every=0.001)
    assert r.exact and r.value == pc.solve(s, all_moves=False).value
    assert seen and all(p.moves_exact == 0 for p in seen)


def test_an_exception_in_the_callable_stops_the_solve_and_propagates():
    s = whole_deal()
    before = s.notation()

    def stop(p):
        if p.nodes > 0:
            raise LookupError("enough at %d nodes" % p.nodes)

    with pytest.raises(LookupError, match="enough at"):
        pc.solve(s, progress=stop, progress_every=0.001)
    assert s.notation() == before
    assert pc.solve(s).exact  # the state solves as before


def ending():
    """A 26-node ending: a few microseconds, far below any report's time, instrumented builds included."""
    return pc.game("uragan").position(
        "dealer 0 | turn 0 | hands 3D QD KD / - | table QC 2S 3S | stock - | piles 4C 7C 6D JD 6H 7H AH 4S JS AS"
        " / 2C 3C 5C 6C JC KC AC 2D 4D 5D 7D AD 2H 3H 4H 5H JH QH KH 5S 6S 7S QS KS | hurricanes 1 0 | last 0 | deal")


def test_a_quick_solve_never_calls_it_nor_draws():
    calls = []
    assert pc.solve(ending(), progress=calls.append).value == -1
    assert calls == []


def test_the_status_line_stays_silent_for_a_quick_solve(capsys):
    assert pc.solve(ending(), progress=True).value == -1
    assert capsys.readouterr().err == ""


def test_the_status_line_draws_in_place_after_its_delay_and_ends_with_a_newline():
    out = io.StringIO()
    with StatusLine("solving uragan", enabled=True, stream=out, delay=1.0) as line:
        line.show("early", seconds=0.5)
        assert out.getvalue() == ""
        line.show("12.0 s, a long text", seconds=12.0)
        line.show("13.0 s", seconds=13.0)
    text = out.getvalue()
    assert text.endswith("\n") and text.count("\r") == 2
    last = text.rstrip("\n").split("\r")[-1]
    assert last.startswith("solving uragan: 13.0 s") and len(last) == len("solving uragan: 12.0 s, a long text")
    quiet = io.StringIO()
    with StatusLine("x", enabled=None, stream=quiet, delay=0) as line:  # not a terminal: nothing
        line.show("text", seconds=5)
    assert quiet.getvalue() == ""


def test_progress_runs_in_threads_each_with_its_own_callable():
    deals = [whole_deal(k) for k in (1, 2)]
    seen = {0: [], 1: []}
    out = {}

    def run(k):
        out[k] = pc.solve(deals[k], all_moves=False, progress=seen[k].append, progress_every=0.001)

    threads = [threading.Thread(target=run, args=(k,)) for k in (0, 1)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for k in (0, 1):
        assert out[k].value == pc.solve(deals[k], all_moves=False).value
        assert seen[k] and seen[k][-1].nodes <= out[k].nodes


@pytest.mark.parametrize("bad", [0, -1, 3601, 10**400, math.nan, math.inf])
def test_progress_every_out_of_range_is_a_value_error(bad):
    with pytest.raises(ValueError, match="progress_every"):
        pc.solve(whole_deal(), progress=lambda p: None, progress_every=bad)


@pytest.mark.parametrize("bad", [True, "1", None, [0.5]])
def test_progress_every_not_a_number_is_a_type_error(bad):
    with pytest.raises(TypeError, match="progress_every"):
        pc.solve(whole_deal(), progress=lambda p: None, progress_every=bad)


@pytest.mark.parametrize("bad", ["yes", 1, 0.5, [print]])
def test_progress_must_be_a_flag_or_a_callable(bad):
    with pytest.raises(TypeError, match="progress"):
        pc.solve(whole_deal(), progress=bad)
