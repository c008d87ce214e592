"""One test per fault of the hostile-input issue that lives in the shared layers (bindings,
solver, Python API). The Тысяча / 1001 position faults: tests/thousand/test_hostile_positions.py;
the generic fuzz suite over every game: tests/hostile/test_fuzz.py."""

import copy
import io
import pickle
import signal
import struct
import subprocess
import sys
import textwrap
import time

import numpy as np
import pytest

import pycards as pc
from pycards import _core, thousand, uragan

GAMES = {
    "chip_game": dict(players=3),
    "uragan": dict(),
    "thousand": dict(),
    "thousand_one": dict(players=4),
}


def objects():
    """One object of every kind a user can hold."""
    out = [pc.Card.parse("7H"), pc.CardSet.parse("7H KS 2C"), pc.CardSet(), pc.DECK52]
    for name, opts in GAMES.items():
        g = pc.game(name, **opts)
        s = g.new_match(seed=3)
        out += [g, s, s.legal_moves()[0], g.new_deal(seed=5, dealer=1)]
    return out


class PycardsOnly(pickle.Unpickler):
    """Loads pickles that name pycards' own globals only (no eval, no builtins)."""

    def find_class(self, module, name):
        if module == "pycards" or module.startswith("pycards."):
            return super().find_class(module, name)
        raise pickle.UnpicklingError(f"global {module}.{name} is not pycards'")


# ---- 1. pickle protocols 0 and 1, __reduce__, __reduce_ex__(1) -------------------------------
@pytest.mark.parametrize("protocol", range(pickle.HIGHEST_PROTOCOL + 1))
def test_every_pickle_protocol_round_trips_every_object(protocol):
    for o in objects():
        data = pickle.dumps(o, protocol)
        back = PycardsOnly(io.BytesIO(data)).load()  # only pycards' names inside
        assert type(back) is type(o) and repr(back) == repr(o)
        if hasattr(o, "notation"):
            assert back == o and back.notation() == o.notation()


@pytest.mark.parametrize("length", [2**40 + 1, 0x6972740000000A79, 2**63 - 1])
def test_a_pickle_claiming_a_huge_length_raises(length):
    # found by the random fuzz run: a flipped byte made a BINBYTES8 opcode claim exabytes. CPython
    # raises MemoryError; under the sanitizers that needs ASAN_OPTIONS=allocator_may_return_null=1
    # (tools/sanitize-tests), or the allocator aborts the interpreter.
    data = b"\x80\x04cpycards._core\nMove\n\x8e" + struct.pack("<Q", length) + b"abc"
    with pytest.raises((MemoryError, pickle.UnpicklingError, OverflowError)):
        PycardsOnly(io.BytesIO(data)).load()


def test_reduce_and_reduce_ex_and_copy_work_for_every_object():
    for o in objects():
        f, args = o.__reduce__()
        assert repr(f(*args)) == repr(o)
        for proto in (0, 1, 2, 4):
            r = o.__reduce_ex__(proto)
            assert repr(r[0](*r[1])) == repr(o)
        assert repr(copy.copy(o)) == repr(o) and repr(copy.deepcopy(o)) == repr(o)


def test_the_pybind11_base_type_cannot_be_instantiated():
    base = type(pc.DECK52).__mro__[1]
    with pytest.raises(TypeError):
        base()
    with pytest.raises(TypeError):
        base.__new__(base)


# ---- 2. no object without its C++ value ---------------------------------------------------
def bound_classes():
    return [t for t in vars(_core).values() if isinstance(t, type) and t.__module__ == "pycards._core"]


def test_new_without_init_is_refused_for_every_class():
    classes = bound_classes()
    assert {"Move", "Card", "CardSet", "Uragan", "UraganState"} <= {t.__name__ for t in classes}
    for t in classes:
        with pytest.raises(TypeError):
            t.__new__(t)
        with pytest.raises(TypeError):
            object.__new__(t)
        # pickle's NEWOBJ calls the type's tp_new alone: it constructs (a class with a no-argument
        # constructor gives that value) or refuses
        newobj = b"\x80\x02c" + t.__module__.encode() + b"\n" + t.__name__.encode() + b"\n)\x81."
        try:
            o = pickle.loads(newobj)
        except TypeError:
            pass
        else:
            assert repr(o) == repr(t())
        if any(u.__base__ is t for u in classes):  # a library base (pycards.View): no instance anyway
            sub = type("Sub", (t,), {})
            with pytest.raises(TypeError):
                sub()
            with pytest.raises(TypeError):
                type("Sub2", (t,), {"__init__": lambda self: None})()  # skips the base's construction
        else:
            with pytest.raises(TypeError):
                type("Sub", (t,), {})  # final: a subclass could skip the construction


def test_state_classes_are_made_only_by_the_library():
    for name in GAMES:
        s = pc.game(name).new_deal(seed=1)
        with pytest.raises(TypeError, match="cannot be created directly"):
            type(s)()
        before = s.notation()
        with pytest.raises(TypeError):
            s.__init__()
        assert s.notation() == before


def test_a_second_init_changes_nothing():
    c = pc.Card.parse("7H")
    c.__init__("8H")
    assert str(c) == "7H"
    m = pc.Move("uragan", "7H")
    m.__init__("uragan", "KS")
    assert str(m) == "7H"


# ---- 7. solve_uragan validates its parts ----------------------------------------------------
def test_solve_uragan_refuses_a_hand_larger_than_the_game_deals():
    with pytest.raises(pc.InvalidPositionError, match="holds 8 cards"):
        pc.solve_uragan(hands=["JS KC AS 3C 6H AH 3H 4S", "5H"], table="2D")
    with pytest.raises(pc.InvalidPositionError, match="10 cards"):
        pc.solve_uragan(hands=["AC 2C 3C 4C 5C 6C 7C JC QC KC", "AD", "2D", "3D"], table="4D")


@pytest.mark.parametrize("kw", [
    dict(to_move=2), dict(to_move=-1), dict(to_move=True), dict(to_move="0"), dict(dealer=5),
    dict(last_player=7), dict(hurricanes=(1, 0)), dict(hurricanes=(-1, 0)), dict(hurricanes=(10**30, 0)),
    dict(hurricanes=(0,)), dict(table="KS"), dict(stock="2H 3H"),
])
def test_solve_uragan_refuses_bad_parts(kw):
    parts = dict(hands=["KS", "QD"], table="5C 5H", to_move=0)
    parts.update(kw)
    with pytest.raises(pc.InvalidPositionError):
        pc.solve_uragan(**parts)


# ---- 8. exact means the best move is named --------------------------------------------------
def endgames():
    for seed in range(12):
        s = pc.game("uragan").new_deal(seed=seed, dealer=0)
        while s.stock or sum(len(h) for h in s.hands) > 8:
            s.play(s.legal_moves()[0])
        yield s


@pytest.mark.parametrize("all_moves", [False, True])
def test_a_node_limit_never_gives_exact_without_a_best_move(all_moves):
    limits_hit = 0
    for s in endgames():
        full = pc.solve(s, all_moves=all_moves)
        for limit in range(1, full.nodes + 2, max(1, full.nodes // 40)):
            r = pc.solve(s, limit_nodes=limit, all_moves=all_moves)
            if r.exact:
                assert r.value == full.value and r.best and r.best_line and r.best[0] in full.best
                assert r.best_line[0] in r.best
            else:
                limits_hit += 1
                assert r.value is None and r.best == [] and r.best_line == []
                assert r.lower <= full.value <= r.upper
            for text, v in r.moves.items():
                assert v is None or v == full.moves[text]
    assert limits_hit > 50


# ---- 9, 10. errors of the right kind -------------------------------------------------------
SURROGATE = "\ud800"


def test_a_lone_surrogate_is_a_parse_error_everywhere():
    s = pc.game("uragan").new_deal(seed=1)
    before = s.notation()
    for call in (lambda: s.play(SURROGATE), lambda: s.play("7H" + SURROGATE), lambda: pc.Card(SURROGATE),
                 lambda: pc.Card.parse(SURROGATE), lambda: pc.CardSet(SURROGATE), lambda: pc.CardSet.parse(SURROGATE),
                 lambda: pc.CardSet([SURROGATE]), lambda: SURROGATE in pc.DECK52,
                 lambda: pc.game("uragan").position(SURROGATE), lambda: pc.game("uragan").parse_move(SURROGATE),
                 lambda: pc.Move("uragan", SURROGATE), lambda: pc.Move(SURROGATE, "7H")):
        with pytest.raises(ValueError, match="surrogate|unknown game"):
            call()
    assert s.notation() == before
    assert s.is_legal(SURROGATE) is False
    with pytest.raises(pc.OptionError, match="surrogate"):
        pc.game("uragan", hand=SURROGATE)
    with pytest.raises(pc.OptionError, match="surrogate"):
        pc.game("uragan", **{SURROGATE: 1})


def test_numbers_out_of_range_are_value_errors_with_a_message():
    s = pc.game("uragan").new_deal(seed=1)
    for bad in (10**400, -1, float("nan"), float("inf"), 0, -3.5):
        with pytest.raises(ValueError, match="tt_mb"):
            pc.solve(s, tt_mb=bad)
    with pytest.raises(TypeError, match="tt_mb"):
        pc.solve(s, tt_mb="64")
    for bad in (0, -5, 2**64, 1.5):
        with pytest.raises(ValueError, match="limit_nodes"):
            pc.solve(s, limit_nodes=bad)
    with pytest.raises(ValueError, match="all_moves"):
        pc.solve(s, all_moves="no")
    with pytest.raises(TypeError, match="all_moves"):
        pc.solve(s, all_moves=1)
    for mod in (uragan, thousand):
        for bad in (-1, 2**64, 2**70, 10**400):
            with pytest.raises(pc.ParseError):
                mod.decode_move_id(bad)
        for bad in ("3", 1.0, None, True):
            with pytest.raises(TypeError):
                mod.decode_move_id(bad)
    with pytest.raises(pc.ParseError):
        uragan.decode_move_id(uragan.DOWN_FLAG | 7)
    with pytest.raises(pc.ParseError):
        uragan.decode_move_id(int(pc.Card.parse("8C")))  # no 8s in the 40-card deck
    with pytest.raises(pc.ParseError):
        thousand.decode_move_id(thousand.WORD_BASE + len(thousand.WORDS))
    with pytest.raises(TypeError, match="CardSet"):
        pc.to_masks([1])


def test_numpy_integers_are_checked_like_ints():
    assert pc.Card(np.int64(5)) == pc.Card(5) and pc.Card(np.uint8(51)) == pc.Card(51)
    for bad in (np.int64(256), np.int64(-1), np.int64(52)):
        with pytest.raises(ValueError):
            pc.Card(bad)
    with pytest.raises(TypeError):
        pc.Card(5.0)
    with pytest.raises(TypeError):
        pc.Card(True)
    g = pc.game("uragan")
    assert g.new_deal(seed=np.uint64(7)) == g.new_deal(seed=7)
    with pytest.raises(ValueError):
        g.new_deal(seed=np.int64(-1))
    s = g.new_deal(seed=7)
    m = s.legal_moves()[0]
    t = s.copy()
    t.play(np.uint64(m.id))
    s.play(m)
    assert s == t
    with pytest.raises(ValueError):
        s.play(np.int64(-1))


def test_solve_names_the_type_it_was_given():
    for bad, name in (("not a state", "str"), (None, "NoneType"), (pc.game("uragan"), "Uragan"), (3, "int")):
        with pytest.raises(TypeError, match=f"not {name}"):
            pc.solve(bad)
    with pytest.raises(ValueError, match="chip_game"):
        pc.solve(pc.game("chip_game").new_deal(seed=1))


# ---- 11. Ctrl-C stops long C++ calls --------------------------------------------------------
INTERRUPTED = textwrap.dedent("""
    import os, signal, sys, time
    # Python's Ctrl-C handler even when a parent ignores SIGINT (a shell's background job, or
    # a test runner's worker): Python installs none for a signal ignored on entry.
    signal.signal(signal.SIGINT, signal.default_int_handler)
    if os.environ.get("PYCARDS_TEST_IMPORT_ROOT"):  # the pycards the tests import (tests/conftest.py)
        sys.meta_path[:] = [f for f in sys.meta_path if type(f).__name__ != "ScikitBuildRedirectingFinder"]
        sys.path.insert(0, os.environ["PYCARDS_TEST_IMPORT_ROOT"])
    import pycards as pc
    from pycards import _batch
    what = sys.argv[1]
    s = pc.game("uragan", players=4).new_deal(seed=1)
    before = s.notation()
    print("ready", flush=True)
    t0 = time.perf_counter()
    try:
        if what == "solve":
            pc.solve(s)
        elif what == "playouts":
            _batch.uragan_playouts(10**9, seed=1, threads=1)
        else:
            _batch.shuffled_decks(pc.DECK52, 10**8, seed=1)
    except KeyboardInterrupt:
        assert s.notation() == before
        print("interrupted after %.2f s" % (time.perf_counter() - t0), flush=True)
        sys.exit(0)
    print("finished", flush=True)
    sys.exit(3)
""")


@pytest.mark.parametrize("what", ["solve", "playouts", "shuffles"])
def test_ctrl_c_stops_a_long_call(what):
    p = subprocess.Popen([sys.executable, "-c", INTERRUPTED, what], stdout=subprocess.PIPE, text=True)
    try:
        assert p.stdout.readline().strip() == "ready"
        time.sleep(1.0)  # inside the C++ call by now
        t0 = time.monotonic()
        p.send_signal(signal.SIGINT)
        out, _ = p.communicate(timeout=60)
        assert p.returncode == 0, out
        assert "interrupted" in out
        assert time.monotonic() - t0 < 10
    finally:
        if p.poll() is None:
            p.kill()


# ---- 12. the table's memory bound, bounded error messages ----------------------------------
def test_the_table_stays_within_its_bound_growth_included():
    s = pc.game("uragan").new_deal(seed=3)
    for tt_mb in (0.1, 1, 3, 7.5):
        r = pc.solve(s, tt_mb=tt_mb, limit_nodes=3_000_000)
        # the largest table T keeps T + T/2 within the bound (old and new coexist while growing)
        assert r.tt_bytes * 1.5 <= tt_mb * 2**20 or r.tt_bytes == 65536
    big = pc.solve(s, limit_nodes=3_000_000)
    assert big.tt_bytes * 1.5 <= pc.solve.__defaults__[1] * 2**20


def test_error_messages_echo_a_bounded_prefix_of_a_huge_input():
    huge = "x" * 1_000_000
    s = pc.game("uragan").new_deal(seed=1)
    games = [pc.game(name) for name in GAMES]
    calls = [lambda g=g: g.position(huge) for g in games]
    calls += [lambda g=g: g.position("dealer " + huge) for g in games]
    calls += [lambda: s.play(huge), lambda: pc.Card(huge), lambda: pc.CardSet(huge),
              lambda: pc.game("uragan", hand=huge), lambda: pc.game("uragan", **{huge: 1}),
              lambda: pc.Move("uragan", huge), lambda: pc.Move(huge, "7H"), lambda: s.play(10**5000)]
    for call in calls:
        with pytest.raises(ValueError) as e:
            call()
        assert len(str(e.value)) < 2100, str(e.value)[:200]


def test_an_illegal_move_lists_a_bounded_number_of_legal_moves():
    # a table of many small cards gives every high card hundreds of sum captures
    s = pc.game("uragan", players=4).position(
        "dealer 3 | turn 0 | hands KC KD KH KS QC QD QH QS JC / JD JH JS 7C 7D 7H 7S 6C 6D / 6H 6S / - "
        "| table AC AD AH AS 2C 2D 2H 2S 3C 3D 3H 3S 4C 4D 4H 4S 5C 5D 5H 5S | stock - | piles - / - "
        "| hurricanes 0 0 | last 2 | deal")
    assert len(s.legal_moves()) > 1000
    with pytest.raises(pc.IllegalMoveError) as e:
        s.play("KCx6S")
    assert len(str(e.value)) < 1000 and "in all)" in str(e.value)
