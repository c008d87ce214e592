"""The RL surface of every registered game (docs/rl.md): the dense action space is a bijection with
the move ids, the legal-action mask is exactly the legal moves, and the observation is a fixed-shape
float32 tensor of what the seat has seen only (a world with the hidden cards dealt again gives the
same tensor). Runs over pycards.games() and each game's battery option sets."""

import random

import numpy as np
import pytest
from battery_hooks import cases as battery_cases
from dense_space import NO_SPACE, no_dense_space, rl_section

import pycards as pc


def has_actions(g):
    try:
        _ = g.num_actions
    except pc.OptionError:
        return False
    return True


@pytest.mark.parametrize("name", pc.games())
def test_action_space_is_a_bijection(name):
    g = pc.game(name)
    if no_dense_space(name):  # Construction: every dense entry point refuses, with the reason
        s = g.new_deal(seed=1)
        for call in (lambda: g.num_actions, lambda: g.action_index(s.legal_moves()[0]), lambda: g.action_move(0),
                     s.legal_action_mask):
            with pytest.raises(pc.OptionError, match=NO_SPACE):
                call()
        assert s.observation(0).shape == g.observation_shape
        return
    n = g.num_actions
    assert n > 0
    ids = [g.action_move(i).id for i in range(n)]
    assert len(set(ids)) == n
    assert all(g.action_index(m) == i for i, m in enumerate(ids))
    # a move, its text and its id give the same action
    m = g.action_move(n // 2)
    assert g.action_index(m) == g.action_index(str(m)) == g.action_index(m.id) == n // 2


def play_some(g, seeds, rng, limit=400):
    for seed in seeds:
        s = g.new_match(seed=seed) if seed % 2 else g.new_deal(seed=seed)
        steps = 0
        while True:
            yield s
            if s.is_over() or steps >= limit:
                break
            s.play(rng.choice(s.legal_move_ids()))
            steps += 1


@pytest.mark.parametrize("name, opts", [pytest.param(n, o, id=f"{n}-{o}") for n, o in battery_cases()])
def test_masks_and_observations_over_random_playouts(name, opts):
    g = pc.game(name, **opts)
    actions = has_actions(g)
    shape = g.observation_shape
    rng = random.Random(7)
    players = g.new_deal(seed=0).view(0).players
    batch, seats = [], []
    for k, s in enumerate(play_some(g, range(6), rng)):
        before = s.notation()
        if actions:
            mask = s.legal_action_mask()
            assert mask.dtype == np.bool_ and mask.shape == (g.num_actions,)
            legal = [] if s.is_over() else s.legal_move_ids()
            assert sorted(np.flatnonzero(mask).tolist()) == sorted(g.action_index(i) for i in legal)
            assert all(g.action_move(g.action_index(i)).id == i for i in legal)
        for seat in range(players):
            obs = s.observation(seat)
            assert obs.dtype == np.float32 and obs.shape == shape and np.isfinite(obs).all()
            assert s.observation_string(seat) == s.view(seat).notation()
            if k % 5 == 0 and not s.is_over():
                # the hidden cards dealt again: what the seat has seen is the same, so is the tensor
                world = s.sample_world(seat, seed=k)
                assert np.array_equal(world.observation(seat), obs), (seat, s.notation(), world.notation())
        assert s.notation() == before  # nothing above changed the state
        if k % 3 == 0:
            batch.append(s.copy())
            seats.append(k % players)
    cls = type(batch[0])
    stacked = cls.observations(batch, seats)
    assert stacked.shape == (len(batch),) + shape
    assert all(np.array_equal(stacked[i], b.observation(seats[i])) for i, b in enumerate(batch))
    out = np.full((len(batch),) + shape, 7.0, dtype=np.float32)
    cls.observations(batch, seats, out=out)
    assert np.array_equal(out, stacked)
    if actions:
        masks = cls.legal_action_masks(batch)
        assert all(np.array_equal(masks[i], b.legal_action_mask()) for i, b in enumerate(batch))


def test_observation_changes_with_what_the_seat_sees():
    s = pc.game("uragan").new_deal(seed=3)
    before = s.observation(0)
    s.play(s.legal_moves()[0])
    assert not np.array_equal(before, s.observation(0))
    assert not np.array_equal(s.observation(0), s.observation(1))


def test_kazino_multi_set_has_no_dense_action_space():
    g = pc.game("kazino", multi_set=True)
    with pytest.raises(pc.OptionError, match="multi_set"):
        _ = g.num_actions
    with pytest.raises(pc.OptionError, match="multi_set"):
        g.new_deal(seed=1).legal_action_mask()
    assert g.new_deal(seed=1).observation(0).shape == g.observation_shape


def test_hurricane_lay_cap_sets_the_space():
    # lays of 1..cap of the 40 cards, then the captures (the same for every cap)
    from math import comb

    def lays(cap):
        return sum(comb(40, k) for k in range(1, cap + 1))

    captures = pc.game("hurricane").num_actions - lays(3)
    assert pc.game("hurricane", max_lay=6).num_actions == lays(6) + captures
    assert pc.game("hurricane", max_lay=1, opening_lay="max_lay").num_actions == lays(1) + captures


def test_bad_arguments_raise_clear_errors():
    g = pc.game("uragan")
    s = g.new_deal(seed=1)
    with pytest.raises(pc.ParseError, match="out of range"):
        g.action_move(g.num_actions)
    with pytest.raises(ValueError):
        g.action_move(-1)
    with pytest.raises(TypeError):
        g.action_move("3")
    with pytest.raises(TypeError):
        g.action_move(True)
    with pytest.raises(pc.ParseError, match="not a move of uragan"):
        g.action_index(5 | (1 << 40))  # 7 of clubs can't capture a king's sum of one card
    with pytest.raises(pc.ParseError):
        g.action_index("zz")
    with pytest.raises(ValueError):
        s.observation(2)
    with pytest.raises(TypeError):
        s.observation("0")
    cls = type(s)
    with pytest.raises(ValueError):
        cls.observations([])
    with pytest.raises(TypeError):
        cls.observations([s, pc.game("stos").new_deal(seed=1)])
    with pytest.raises(TypeError):
        cls.legal_action_masks([s], out=np.zeros((1, g.num_actions), dtype=np.int8))
    with pytest.raises(TypeError):
        cls.legal_action_masks([s], out=np.zeros((2, g.num_actions), dtype=bool))
    with pytest.raises(TypeError):
        cls.observations([s], out=np.zeros((1, 3), dtype=np.float32))
    with pytest.raises(ValueError):
        cls.observations([s], seats=[5])
    four = pc.game("uragan", players=4).new_deal(seed=1)
    assert cls.legal_action_masks([s, four]).shape == (2, g.num_actions)  # one action space
    with pytest.raises(ValueError, match="another game"):
        cls.observations([s, four], seats=0)  # observations of other sizes
    h = pc.game("hurricane")
    with pytest.raises(ValueError, match="different games"):
        wide = pc.game("hurricane", max_lay=6).new_deal(seed=1)
        type(wide).legal_action_masks([h.new_deal(seed=1), wide])


def test_over_state_has_an_empty_mask():
    g = pc.game("tri_palki")
    s = g.new_deal(seed=2)
    rng = random.Random(2)
    while not s.is_over():
        s.play(rng.choice(s.legal_move_ids()))
    assert not s.legal_action_mask().any()


@pytest.mark.parametrize("name", pc.games())
def test_each_game_page_gives_its_sizes(name):
    import re
    from pathlib import Path

    page = (Path(__file__).resolve().parent.parent / "docs" / f"{name}.md").read_text(encoding="utf-8")
    section = page.split("## Actions and observation (RL)", 1)[1]
    g = pc.game(name)
    if no_dense_space(name):  # the page says so, and gives no size
        assert "`num_actions` is" not in rl_section(name)
    else:
        assert int(re.search(r"`num_actions` is (\d+)", section).group(1)) == g.num_actions
    assert (int(re.search(r"`observation\(seat\)` is (\d+) float32", section).group(1)),) == g.observation_shape


def test_rl_page_table_gives_every_game_sizes():
    from pathlib import Path

    page = (Path(__file__).resolve().parent.parent / "docs" / "rl.md").read_text(encoding="utf-8")
    for name in pc.games():
        g = pc.game(name)
        actions = "none" if no_dense_space(name) else g.num_actions
        row = f"| {name} | {actions} | {g.observation_shape} | {g.new_deal(seed=0).view(0).players} |"
        assert row in page, row


def test_batch_forms_hold_the_items_of_any_sequence():
    # a str makes each character on access: the batch forms once kept only a handle to that
    # temporary (a crash under the random fuzz run); now a clean TypeError, whatever the sequence
    s = pc.game("uragan").new_deal(seed=1)
    hostile = "\U0005125c7\u00db\u00e7\u00e1\u00d9{\x0c\u00ebRu\u00b6" * 50
    for call in (type(s).observations, type(s).legal_action_masks):
        with pytest.raises(TypeError):
            call(hostile)

    class Fresh:  # a sequence that makes a new copy of the state on every access
        def __len__(self):
            return 64

        def __getitem__(self, i):
            if i >= 64:
                raise IndexError(i)
            return s.copy()

    assert np.array_equal(type(s).observations(Fresh(), 0)[63], s.observation(0))
    assert np.array_equal(type(s).legal_action_masks(Fresh())[63], s.legal_action_mask())
