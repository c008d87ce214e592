"""state.view(seat): one documented type (pycards.View) in every game, holding what the seat has
seen. The generic test plays random games of every game and checks, at every step and for every
seat, against a pure-Python computation from the state: nothing hidden leaks, `unseen` is exactly
the deck minus everything the view shows, and the view agrees with the state. What a game's views
show comes from its hooks (`views` in tests/<game>/battery.py, tests/battery_hooks.py): no list of
games here."""

import copy
import doctest
import random
import re

import pytest
from battery_hooks import HOOKS
from budget import budget

import pycards as pc

EMPTY = pc.CardSet()
CARD_TOKEN = re.compile(r"(?<![0-9A-Z])[2-9TJQKA][CDHS](?![A-Z])")
GAMES = sorted(pc.games())


def views_of(name):
    hooks = HOOKS.get(name)
    assert hooks is not None and hooks.views is not None, (
        f"{name} has no views hooks in tests/{name}/battery.py (see tests/battery_hooks.py)")
    return hooks.views


def check_view(s, seat, v):
    name = s.game_name
    hooks = views_of(name)
    assert isinstance(v, pc.View) and type(v).__name__ == hooks.view_class
    assert v.game_name == name and v.seat == seat and v.phase == s.phase and v.to_move == s.to_move
    assert v.scores() == s.scores() and v.deck == hooks.deck
    # unseen is exactly the complement of everything shown
    seen = hooks.shown(v)
    assert v.unseen & seen == EMPTY and v.unseen | seen == v.deck
    # the notation names no card the seat has not seen
    assert not set(CARD_TOKEN.findall(v.notation())) & {str(c) for c in v.unseen}
    assert repr(v) == f"<{name} view {v.notation()}>"
    assert len(v.visible) == len(v.hand_sizes) == v.players and v.hand == v.visible[seat]
    hooks.check(s, seat, v)


def playouts(name, options, seed, max_steps=400):
    g = pc.game(name, **options)
    rng = random.Random(seed)
    s = g.new_match(seed=seed) if seed % 2 else g.new_deal(seed=seed, dealer=seed % 2)
    for _ in range(max_steps):
        yield s
        if s.is_over():
            return
        moves = s.legal_moves()
        marriages = [m for m in moves if "+" in str(m)]
        s.play(rng.choice(marriages) if marriages and rng.random() < 0.7 else rng.choice(moves))


@pytest.mark.parametrize("name", GAMES)
def test_every_game_has_views_hooks(name):
    hooks = views_of(name)
    assert hooks.setups and hasattr(pc._core, hooks.view_class)


@pytest.mark.parametrize("name", GAMES)
def test_views_of_random_playouts(name):
    steps = 0
    for options in views_of(name).setups:
        for seed in range(budget(10)):
            previous = None
            for s in playouts(name, options, seed):
                before = s.notation()
                n = s.view(0).players
                views = [s.view(seat) for seat in range(n)]
                assert s.notation() == before  # taking a view changes nothing
                for seat, v in enumerate(views):
                    check_view(s, seat, v)
                    assert v == s.copy().view(seat) and hash(v) == hash(s.view(seat))
                assert len(set(views)) == n  # a view belongs to one seat
                if previous is not None:  # an older view is a value: later moves leave it alone
                    old, text = previous
                    assert old.notation() == text
                previous = (views[0], views[0].notation())
                steps += 1
    assert steps > 10 * budget(10)


# ---- the common surface -------------------------------------------------------------------------
def some_states():
    return [pc.game(name, **views_of(name).setups[-1]).new_deal(seed=3) for name in GAMES]


def test_view_is_an_immutable_value():
    for s in some_states():
        v = s.view(0)
        with pytest.raises(AttributeError):
            v.seat = 1
        with pytest.raises(AttributeError):
            v.anything = 1
        v.hand_sizes.append(99)
        v.visible.clear()
        assert v.hand_sizes == s.view(0).hand_sizes and len(v.visible) == len(s.view(0).visible)
        assert copy.copy(v) == v and copy.deepcopy(v) == v
        assert v != s.view(1) and v != s.notation() and v != 0
        with pytest.raises(TypeError):
            pc.View()


def test_views_of_different_games_differ():
    views = [s.view(0) for s in some_states()]
    assert len(set(views)) == len(views)
    assert all(isinstance(v, pc.View) for v in views)


@pytest.mark.parametrize("name", GAMES)
def test_view_argument_errors(name):
    s = pc.game(name).new_deal(seed=1)
    n = len(s.view(0).hand_sizes)
    for bad in (-1, n, 2**70):
        with pytest.raises(pc.PycardsError, match=rf"seat must be in 0 \.\. {n - 1}"):
            s.view(bad)
    for bad in ("x", None, 1.0, True):
        with pytest.raises(TypeError, match="seat must be an int"):
            s.view(bad)


def test_view_docstring_example_and_docstrings():
    test = doctest.DocTestParser().get_doctest(pc.View.__doc__, {"pc": pc}, "View", None, 0)
    runner = doctest.DocTestRunner()
    runner.run(test)
    assert runner.failures == 0 and test.examples
    for cls in [pc.View] + [getattr(pc._core, views_of(name).view_class) for name in GAMES]:
        assert (cls.__doc__ or "").strip(), cls
        for member, obj in vars(cls).items():
            if not member.startswith("_"):
                assert (obj.__doc__ or "").strip(), f"{cls.__name__}.{member}"
