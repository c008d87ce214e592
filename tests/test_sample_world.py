"""state.sample_world(seat, seed) in every game: a determinization that is a legal state of the
game, agrees with everything the seat has seen, and depends on nothing the seat has not seen.

The generic part runs over pycards.games() on random playouts (the same ones as the view test);
each game's own tests (tests/<game>/test_sample_world.py) check the exact frequencies and the
game's inferences (voids, cards seen passing).
"""

import pytest
from budget import budget
from test_views import GAMES, check_view, playouts, views_of

import pycards as pc

SEEDS = range(budget(4))


def worlds_of_playouts(name, seeds=SEEDS, every=3):
    """(state, seat, world) at every `every`-th step of a few random playouts, for each seat."""
    for options in views_of(name).setups:
        for seed in seeds:
            for step, s in enumerate(playouts(name, options, seed)):
                if step % every:
                    continue
                for seat in range(s.view(0).players):
                    yield s, seat, s.sample_world(seat, seed=step * 7 + seat)


@pytest.mark.parametrize("name", GAMES)
def test_worlds_agree_with_the_view_and_are_legal(name):
    n = 0
    for s, seat, w in worlds_of_playouts(name):
        n += 1
        assert type(w) is type(s) and w.game == s.game
        assert w.view(seat) == s.view(seat)  # everything the seat saw is unchanged
        assert w.pretty(seat=seat) == s.pretty(seat=seat)  # and so is its layout
        check_view(w, seat, w.view(seat))  # and the world itself is a consistent state
        assert w.game.position(w.notation()) == w  # a position the parser accepts
        if w.to_move == seat:  # the seat's choices are a function of what it sees
            assert w.legal_moves() == s.legal_moves()
        t = w.copy()  # and playing on from the world is legal throughout
        for _ in range(300):
            if t.is_over():
                break
            t.play(t.legal_moves()[0])
    assert n > 0


@pytest.mark.parametrize("name", GAMES)
def test_worlds_depend_on_the_view_and_seed_only(name):
    for s, seat, w in worlds_of_playouts(name, seeds=range(2), every=5):
        before = s.notation()
        again = s.sample_world(seat, seed=11)
        assert s.notation() == before  # sampling changes nothing
        assert again == s.sample_world(seat, seed=11)  # same seed, same world
        # another state with the same view (w itself) gives the same world for the same seed
        assert w.sample_world(seat, seed=11) == again


@pytest.mark.parametrize("name", GAMES)
def test_worlds_vary_when_cards_are_hidden(name):
    varied = 0
    for s, seat, _ in worlds_of_playouts(name, seeds=range(2), every=4):
        worlds = {s.sample_world(seat, seed=k).notation() for k in range(8)}
        varied += len(worlds) > 1
    assert varied > 0  # somewhere in these playouts a seat has something to guess


@pytest.mark.parametrize("name", GAMES)
def test_bad_arguments(name):
    s = pc.game(name).new_deal(seed=1)
    before = s.notation()
    with pytest.raises(ValueError, match="seat"):
        s.sample_world(99, seed=1)
    with pytest.raises(TypeError):
        s.sample_world("0", seed=1)
    with pytest.raises((TypeError, ValueError)):
        s.sample_world(0, seed=-1)
    assert s.notation() == before
