"""The fuzz suite: hostile input of every kind to every registered game (pc.games(), no list of
its own), bounded to run in CI in a minute or two. `tools/fuzz` runs the same tests with a large
budget and fresh random seeds (PYCARDS_FUZZ_EXAMPLES, PYCARDS_FUZZ_RANDOM).

What must hold, whatever the input:
- nothing crashes the interpreter; every error is a ValueError (a pycards error) or a TypeError,
  never RuntimeError, IndexError, SystemError, ...;
- an accepted position round-trips and every random playout from it keeps the invariants (seat
  in range, legal moves iff not over, cards conserved and inside the deck, notation round-trips);
- a rejected move leaves the state unchanged, and is_legal agrees with play;
- a pickle, however mangled, loads to a valid object or raises.
"""

from __future__ import annotations

import io
import operator
import os
import pickle
import pickletools
import random
from functools import cache

import numpy as np
import pytest
from battery_hooks import HOOKS
from battery_hooks import cases as battery_cases
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import pycards as pc

EXAMPLES = int(os.environ.get("PYCARDS_FUZZ_EXAMPLES", "100"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, derandomize=not os.environ.get("PYCARDS_FUZZ_RANDOM"),
                suppress_health_check=list(HealthCheck), database=None)
MAX_STEPS = 250  # per playout from a fuzzed position (a match can go on for thousands)


def setups():
    for name, opts in battery_cases():
        yield pytest.param(name, opts, id=f"{name}-{opts}")


def user_error(e: BaseException) -> bool:
    """The only exceptions pycards may raise for bad input."""
    return isinstance(e, (ValueError, TypeError)) and not isinstance(e, UnicodeError)


@cache
def corpus(name: str, opts_items: tuple) -> tuple:
    """Real positions of the game: states along seeded random playouts (notations)."""
    g = pc.game(name, **dict(opts_items))
    rng = random.Random(99)
    out = []
    for seed in range(4):
        s = g.new_match(seed=seed) if seed % 2 else g.new_deal(seed=seed, dealer=seed % 2)
        for step in range(400):
            if step % 9 == 0 or s.is_over():
                out.append(s.notation())
            if s.is_over():
                break
            s.play(rng.choice(s.legal_moves()))
    return tuple(out)


TOKENS = ["-", "0", "1", "2", "3", "4", "5", "9", "-1", "255", "256", "65535", "65536", "2147483648",
          "18446744073709551615", "18446744073709551616", "99999999999999999999999999", "abc", "12abc", "0x10",
          "1e3", "+1", " ", "", "/", "|", "7H", "AS", "10D", "9C", "QS", "KH", "2C", "JD", "Кп", "10♥", "\x00",
          "\ud7ff", "deal", "match", "over", "pass", "bid", "play", "dealer", "turn", "hands", "seed", "deals",
          "-0", "00"]


@st.composite
def mutated(draw, texts: tuple) -> str:
    """A real notation with one to four edits: field splices between real positions, deleted,
    duplicated and swapped fields, replaced, deleted and duplicated tokens, stray characters."""
    text = draw(st.sampled_from(texts))
    for _ in range(draw(st.integers(1, 4))):
        fields = text.split("|")
        i = draw(st.integers(0, len(fields) - 1))
        op = draw(st.integers(0, 7))
        if op == 0:  # splice: the same field of another real position
            other = draw(st.sampled_from(texts)).split("|")
            fields[i] = other[min(i, len(other) - 1)]
        elif op == 1 and len(fields) > 1:
            del fields[i]
        elif op == 2:
            fields.insert(i, fields[i])
        elif op == 3:
            j = draw(st.integers(0, len(fields) - 1))
            fields[i], fields[j] = fields[j], fields[i]
        else:
            words = fields[i].split(" ")
            k = draw(st.integers(0, len(words) - 1))
            if op == 4:
                words[k] = draw(st.sampled_from(TOKENS))
            elif op == 5 and len(words) > 1:
                del words[k]
            elif op == 6:
                words.insert(k, words[draw(st.integers(0, len(words) - 1))])  # e.g. a card twice
            else:
                at = draw(st.integers(0, len(fields[i])))
                fields[i] = fields[i][:at] + draw(st.text(min_size=1, max_size=3)) + fields[i][at:]
                continue
            fields[i] = " ".join(words)
        text = "|".join(fields)
    return text


def players_of(s) -> int:
    return s.view(0).players


def check_invariants(s, conserved, start, deck) -> None:
    over = s.is_over()
    moves = s.legal_moves()
    assert (s.to_move is None) == over
    assert bool(moves) == (not over), "legal moves iff not over"
    if not over:
        assert 0 <= s.to_move < players_of(s)
    now = conserved(s)
    assert now == start
    if isinstance(now, pc.CardSet):
        assert now <= deck


def playout(s, rng: random.Random) -> None:
    """Random moves to the end (or MAX_STEPS), checking every invariant at every step."""
    g = s.game
    conserved = HOOKS[s.game_name].conserved
    deck = s.view(0).deck
    start = conserved(s)
    shape = g.observation_shape
    try:
        actions = g.num_actions
    except pc.OptionError:  # kazino multi_set: no dense action space
        actions = None
    for step in range(MAX_STEPS):
        check_invariants(s, conserved, start, deck)
        if step % 5 == 0:  # the RL surface: fixed shapes, the mask is the legal moves
            assert all(s.observation(seat).shape == shape for seat in range(s.view(0).players))
            if actions is not None:
                mask = s.legal_action_mask()
                legal = [] if s.is_over() else s.legal_move_ids()
                assert mask.shape == (actions,) and int(mask.sum()) == len(legal)
                assert all(mask[g.action_index(i)] for i in legal)
        text = s.notation()
        back = g.position(text)
        assert back == s and back.notation() == text, "an accepted position round-trips"
        if s.is_over():
            return
        s.play(rng.choice(s.legal_moves()))


@pytest.mark.parametrize("name, opts", list(setups()))
def test_mutated_notations_are_refused_or_playable(name, opts):
    g = pc.game(name, **opts)
    texts = corpus(name, tuple(sorted(opts.items())))

    @FUZZ
    @given(mutated(texts), st.integers(0, 2**32))
    def check(text, seed):
        try:
            s = g.position(text)
        except Exception as e:  # noqa: BLE001 - what kind it is, is the test
            assert isinstance(e, (pc.ParseError, pc.InvalidPositionError)), f"{type(e).__name__}: {e}"
            return
        playout(s, random.Random(seed))

    check()


def hostile_values():
    other = [m for name in pc.games() for m in pc.game(name).new_deal(seed=2).legal_moves()[:3]]
    return st.one_of(
        st.integers(-2**70, 2**70), st.integers(0, 2**64 - 1), st.sampled_from([2**63, 2**63 + 1, 2**63 + 2, 2**64]),
        st.text(max_size=12), st.sampled_from(TOKENS), st.binary(max_size=6), st.none(), st.booleans(),
        st.floats(allow_nan=True), st.lists(st.integers(0, 60), max_size=3), st.sampled_from(other),
        st.builds(np.int64, st.integers(-2**63, 2**63 - 1)), st.builds(np.uint8, st.integers(0, 255)),
        st.just(pc.Card(5)), st.just(pc.DECK52), st.just(object()))


@pytest.mark.parametrize("name, opts", list(setups()))
def test_hostile_moves_change_nothing_and_is_legal_agrees(name, opts):
    g = pc.game(name, **opts)
    texts = corpus(name, tuple(sorted(opts.items())))

    @FUZZ
    @given(st.sampled_from(texts), st.lists(hostile_values(), min_size=1, max_size=6))
    def check(text, values):
        s = g.position(text)
        for v in values:
            before = s.copy()
            try:
                legal = s.is_legal(v)
            except Exception as e:  # noqa: BLE001
                assert isinstance(e, TypeError), f"is_legal({v!r}): {type(e).__name__}: {e}"
                legal = None
            assert legal in (True, False, None)
            try:
                s.play(v)
            except Exception as e:  # noqa: BLE001
                assert user_error(e), f"play({v!r}): {type(e).__name__}: {e}"
                assert s == before and s.notation() == before.notation(), "a rejected move changed the state"
                assert legal is not True, f"is_legal({v!r}) was True but play refused it"
                continue
            assert legal is True, f"play({v!r}) was accepted but is_legal said {legal}"
            assert s != before or before.is_over() is False

    check()


@pytest.mark.parametrize("name", pc.games())
def test_hostile_options_are_refused_or_give_a_working_game(name):
    specs = [o["name"] for o in pc.game(name).option_specs()]
    values = st.one_of(st.integers(-2**70, 2**70), st.integers(-3, 30), st.text(max_size=8), st.sampled_from(TOKENS),
                       st.none(), st.booleans(), st.floats(), st.lists(st.integers(), max_size=2),
                       st.builds(np.int64, st.integers(-2**63, 2**63 - 1)))
    keys = st.one_of(st.sampled_from(specs), st.text(max_size=8))

    @FUZZ
    @given(st.dictionaries(keys, values, max_size=4), st.integers(0, 2**64 - 1), st.integers(-5, 20))
    def check(options, seed, dealer):
        try:
            g = pc.game(name, **options)
        except Exception as e:  # noqa: BLE001
            assert user_error(e), f"{type(e).__name__}: {e}"
            return
        assert pc.game(name, **g.options).options == g.options
        try:
            s = g.new_deal(seed=seed, dealer=dealer)
        except Exception as e:  # noqa: BLE001
            assert user_error(e), f"{type(e).__name__}: {e}"
            s = g.new_match(seed=seed)
        playout(s, random.Random(seed))

    check()


class PycardsOnly(pickle.Unpickler):
    """A pickle may name pycards' globals only: a mangled name never reaches other code."""

    def find_class(self, module, name):
        if module == "pycards" or module.startswith("pycards."):
            return super().find_class(module, name)
        raise pickle.UnpicklingError(f"global {module}.{name} is not allowed here")


def pickle_corpus() -> list:
    out = []
    for name in pc.games():
        g = pc.game(name)
        s = g.new_match(seed=4)
        for _ in range(5):
            if not s.is_over():
                s.play(s.legal_moves()[0])
        for o in (g, s, s.legal_moves()[0] if not s.is_over() else g, pc.Card(7), pc.CardSet.parse("2C 7H")):
            for proto in range(pickle.HIGHEST_PROTOCOL + 1):
                out.append(pickle.dumps(o, proto))
    return out


def memo_bomb(data: bytes) -> bool:
    """A pickle whose memo index is huge (a flipped byte made ``LONG_BINPUT 1376399409``): CPython's
    unpickler grows its memo to that size and zeroes it, 20 GB and more, before any pycards code
    runs. Such a pickle tests CPython, not pycards, and would have the fuzz run killed for memory."""
    memo_ops = {"PUT", "BINPUT", "LONG_BINPUT", "GET", "BINGET", "LONG_BINGET"}
    try:
        for op, arg, _ in pickletools.genops(data):
            if op.name in memo_ops and isinstance(arg, int) and arg > 100_000:
                return True
    except Exception:  # noqa: BLE001 - a broken tail: what came before it was scanned
        pass
    return False


def test_memo_bomb_spots_a_huge_memo_index_only():
    good = pickle.dumps(pc.game("stos").new_deal(seed=1), 0)
    assert not memo_bomb(good) and not memo_bomb(good[:-5])
    assert memo_bomb(b"\x80\x03cpycards._core\nCard\nr\x00\x00\x10\x52q\x01R")


@FUZZ
@given(st.sampled_from(pickle_corpus()), st.lists(st.tuples(st.integers(0, 10**6), st.integers(0, 255)), max_size=4),
       st.integers(0, 10**6), st.integers(0, 2**32))
def test_mangled_pickles_load_to_valid_objects_or_raise(data, flips, cut, seed):
    b = bytearray(data)
    for at, byte in flips:
        b[at % len(b)] = byte
    b = bytes(b[: max(1, len(b) - cut % 8)]) if cut % 3 == 0 else bytes(b)
    if memo_bomb(b):
        return
    try:
        o = PycardsOnly(io.BytesIO(b)).load()
    except Exception:  # noqa: BLE001 - a broken pickle may raise anything; it must not crash
        return
    if hasattr(o, "notation") and hasattr(o, "legal_moves"):
        playout(o, random.Random(seed))
    else:
        repr(o)
        str(o)


@FUZZ
@given(st.one_of(st.sampled_from(pc.games()), st.text(max_size=6), st.none(), st.integers()),
       st.one_of(st.dictionaries(st.text(max_size=6), st.integers(-3, 30), max_size=2), st.none(), st.integers(),
                 st.lists(st.integers(), max_size=2)),
       st.one_of(st.text(max_size=30), st.none(), st.integers(), st.binary(max_size=6)))
def test_hand_made_pickle_calls_are_checked(name, options, notation):
    from pycards import _pickle

    for call in (lambda: _pickle.restore_game(name, options), lambda: _pickle.restore_state(name, options, notation)):
        try:
            call()
        except Exception as e:  # noqa: BLE001
            assert user_error(e), f"{type(e).__name__}: {e}"


@FUZZ
@given(st.sampled_from(pc.games()), st.integers(0, 2**64 - 1), hostile_values(), hostile_values())
def test_hostile_seeds_seats_and_views(name, seed, seat, other):
    g = pc.game(name)
    s = g.new_deal(seed=seed)
    for call in (lambda: s.view(seat), lambda: g.new_deal(seed=other), lambda: g.new_deal(seed=seed, dealer=seat),
                 lambda: g.new_match(seed=other), lambda: pc.Card(other), lambda: pc.CardSet(other),
                 lambda: other in pc.DECK52, lambda: pc.CardSet.from_mask(other), lambda: g.parse_move(other),
                 lambda: pc.Move(name, other), lambda: pc.Rng(other), lambda: pc.Rng(seed).below(other),
                 lambda: pc.bots.make_bot(other), lambda: pc.arena(name, [other], games=1),
                 lambda: s.sample_world(seat, seed=other) if hasattr(s, "sample_world") else None,
                 lambda: s.sample_world(other) if hasattr(s, "sample_world") else None,
                 lambda: g.action_index(other),
                 lambda: g.action_index(g.action_move(other)) == operator.index(other) or 1 / 0,
                 lambda: s.observation(other), lambda: s.observation_string(other),
                 lambda: type(s).observations([s], other), lambda: type(s).observations([s, s], [seat, other]),
                 lambda: type(s).observations(other), lambda: type(s).legal_action_masks(other),
                 lambda: type(s).legal_action_masks([s], out=other), lambda: type(s).observations([s], 0, out=other)):
        try:
            call()
        except Exception as e:  # noqa: BLE001
            assert user_error(e), f"{type(e).__name__}: {e}"
