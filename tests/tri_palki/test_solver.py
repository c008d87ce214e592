"""The Три палки solver (pc.solve) against a plain Python minimax (tests/tri_palki/reference.py) on
short endings: random positions of random games, ended by a move limit a few cards later (both
limit results) or by the sticks; the value and every legal move's value must agree."""
import random

import pytest

import pycards as pc

from .reference import RefGame, minimax

ENDINGS = [  # (options, endings): 240 in all
    (dict(limit_result="draw"), 80),
    (dict(limit_result="fewer_sticks"), 80),
    (dict(limit_result="fewer_sticks", floor_zero=1, recycle_shuffle=1), 40),
    (dict(sticks_to_lose=1, recycle_shuffle=1), 40),
]


def endings(options, n, seed):
    rng = random.Random(seed)
    made = 0
    while made < n:
        game_seed = rng.randrange(2**64)
        start = rng.randrange(0, 60)
        depth = rng.randrange(3, 7)
        opts = dict(options, move_limit=start + depth)
        s = pc.game("tri_palki", **opts).new_deal(seed=game_seed, dealer=1)
        ref = RefGame(game_seed, 1, **opts)
        while not s.is_over() and s.cards_played < start:
            m = rng.choice(ref.legal_moves())
            s.play(m)
            ref.play(m)
        if not s.is_over():
            made += 1
            yield s, ref


@pytest.mark.parametrize("options,n", ENDINGS, ids=[str(o) for o, _ in ENDINGS])
def test_solver_agrees_with_minimax(options, n):
    solved = 0
    for s, ref in endings(options, n, seed=len(str(options))):
        r = pc.solve(s)
        assert r.exact and r.value == minimax(ref, ref.turn)
        for m in ref.legal_moves():
            c = ref.copy()
            c.play(m)
            want = c.value(ref.turn) if c.over else -minimax(c, c.turn)
            assert r.moves[m] == want, (s.notation(), m)
        assert set(r.best) == {m for m, v in r.moves.items() if v == r.value}
        solved += 1
    assert solved == n


def test_solver_values_are_win_loss_without_a_limit_and_the_line_ends_the_game():
    g = pc.game("tri_palki", sticks_to_lose=1)
    for seed in range(6):
        s = g.new_deal(seed=seed)
        rng = random.Random(seed)
        for _ in range(20):
            if not s.is_over():
                s.play(rng.choice(s.legal_moves()))
        if s.is_over():
            continue
        r = pc.solve(s)
        assert r.exact and r.value in (-1, 1) and set(r.moves.values()) <= {-1, 1}
        t = s.copy()
        for m in r.best_line:
            t.play(m)
        assert t.is_over()
        assert (t.winner == s.to_move) == (r.value == 1)


def test_solver_refuses_a_finished_game():
    s = pc.game("tri_palki", move_limit=1).new_deal(seed=1)
    s.play(s.legal_moves()[0])
    with pytest.raises(pc.InvalidPositionError):
        pc.solve(s)


def decided_endings(options, n, seed):
    """Positions of random games without a move limit whose every move the plain minimax decides
    (+1 or -1) within a few cards, searched under a move limit there: a value decided before the
    limit is the game's own, so the solver's (which has no limit) must equal it."""
    rng = random.Random(seed)
    made = 0
    while made < n:
        game_seed = rng.randrange(2**64)
        start = rng.randrange(0, 70)
        s = pc.game("tri_palki", **options).new_deal(seed=game_seed, dealer=0)
        ref = RefGame(game_seed, 0, **options)
        line = []
        while not s.is_over() and s.cards_played < start:
            m = rng.choice(ref.legal_moves())
            s.play(m)
            ref.play(m)
            line.append(m)
        if s.is_over():
            continue
        cut = RefGame(game_seed, 0, **dict(options, move_limit=s.cards_played + 5))
        for m in line:
            cut.play(m)
        want = {}
        for m in cut.legal_moves():
            c = cut.copy()
            c.play(m)
            want[m] = c.value(cut.turn) if c.over else -minimax(c, c.turn)
        if 0 not in want.values():
            made += 1
            yield s, want


@pytest.mark.parametrize("options", [dict(sticks_to_lose=1), dict(sticks_to_lose=2, floor_zero=1),
                                     dict(sticks_to_lose=1, recycle_shuffle=1)], ids=str)
def test_solver_without_a_limit_agrees_with_minimax_where_a_few_cards_decide(options):
    for s, want in decided_endings(options, 30, seed=len(str(options))):
        r = pc.solve(s)
        assert r.exact and r.moves == want and r.value == max(want.values()), s.notation()


@pytest.mark.parametrize("seed", range(4))
def test_a_whole_game_from_its_first_move_solves(seed):
    """With sticks_to_lose = 2 a whole game solves from its first move at once (the default 3 is
    benched: benches/bench_tri_palki.py); its best line ends the game with the value's winner."""
    s = pc.game("tri_palki", sticks_to_lose=2).new_deal(seed=seed)
    r = pc.solve(s)
    assert r.exact and r.value in (-1, 1) and set(r.moves.values()) <= {-1, 1}
    t = s.copy()
    for m in r.best_line:
        t.play(m)
    assert t.is_over() and (t.winner == s.to_move) == (r.value == 1)


def test_each_player_draws_back_the_cards_he_played():
    """What the solver's keys rely on (recycle_shuffle off): a card drawn from a recycled stock goes
    back to the player who played it."""
    rng = random.Random(5)
    back = 0
    for seed in range(40):
        s = pc.game("tri_palki").new_deal(seed=seed)
        owner = {}
        while not s.is_over():
            seat = s.to_move
            before = {str(c) for c in s.hands[seat]}
            m = str(rng.choice(s.legal_moves()))
            s.play(m)
            owner[m] = seat
            if not s.is_over():
                (drawn,) = {str(c) for c in s.hands[seat]} - (before - {m})
                if drawn in owner:
                    back += 1
                    assert owner[drawn] == seat, (seed, drawn)
    assert back > 100


def test_a_default_whole_game_from_its_first_move_solves_within_a_node_limit():
    """sticks_to_lose = 3 (the default): this deal's whole game solves from its first move, every
    move's value, in about 2 million nodes (most default deals do not yet: docs/tri_palki.md,
    Solver); the best line, followed in the last deepening's table, ends the game with the
    value's winner. Stopped earlier, the solve is not exact and every value it keeps is right."""
    s = pc.game("tri_palki").new_deal(seed=3, dealer=1)
    r = pc.solve(s, limit_nodes=4_000_000)
    assert r.exact and r.value == 1 and set(r.moves.values()) == {1} and r.nodes < 4_000_000
    t = s.copy()
    for m in r.best_line:
        t.play(m)
    assert t.is_over() and t.winner == s.to_move
    for limit in (1000, 200_000, 1_000_000):
        p = pc.solve(s, limit_nodes=limit)
        assert not p.exact and p.value is None and p.nodes <= limit
        assert all(v is None or v == r.moves[m] for m, v in p.moves.items())
