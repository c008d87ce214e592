"""``pc.solve(state, all_moves="best")``: every optimal move proved, the others only proved worse.

Checked against the every-move mode (itself checked against plain minimax in test_solver.py):
same value, the same set of best moves, each worth the value, every other move None; on Ураган
endgames of 2 and 4 players and open4, on every solvable game's random positions, and under
node limits (never a wrong value)."""
import random

import pytest

import pycards as pc
from pycards.solve import SOLVABLE, solve_uragan
from tests.budget import budget

from .minimax import random_endgame
from .test_solver import parts


def assert_best_mode(best, full):
    """`best` (all_moves="best") against `full` (every move's exact value) of one position."""
    assert best.exact and full.exact
    assert best.value == full.value
    assert sorted(best.best) == sorted(full.best)
    assert best.moves.keys() == full.moves.keys()
    for text, v in best.moves.items():
        if text in full.best:
            assert v == full.value == full.moves[text], text
        else:
            assert v is None, text
    assert best.best_line[0] in best.best


@pytest.mark.parametrize("players,seed", [(2, 61), (4, 62)])
def test_best_moves_of_uragan_endgames(players, seed):
    rng = random.Random(seed)
    worse = 0
    for _ in range(budget(240)):
        deal = random_endgame(rng, players, rng.choice([2, 4, 6, 8, 10]))
        best = solve_uragan(**parts(deal), all_moves="best")
        full = solve_uragan(**parts(deal))
        assert_best_mode(best, full)
        worse += len(full.moves) - len(full.best)
    assert worse > budget(45)  # the "worse" branch is exercised, not only ties


def solvable_positions(name, count, seed):
    """Random positions of game `name` that the solver takes and proves within a few 100 K nodes,
    with a move worse than the best (the mode's "worse" branch, in every game's report)."""
    rng = random.Random(seed)
    out = []
    tries = 0
    while len(out) < count and tries < 40 * count:
        tries += 1
        s = pc.game(name).new_deal(seed=rng.randrange(2**32))
        while not s.is_over():
            if rng.random() < 0.3:
                try:
                    r = pc.solve(s, limit_nodes=300_000, best_line=False)
                except pc.InvalidPositionError:  # a phase the solver does not take
                    r = None
                if r is not None and r.exact and len(r.best) < len(r.moves):
                    out.append(s.copy())
                    break
            s.play(rng.choice(s.legal_moves()))
    return out


@pytest.mark.parametrize("name", SOLVABLE)
def test_best_moves_of_every_solvable_game(name):
    states = solvable_positions(name, budget(12), seed=len(name))
    assert len(states) >= budget(12) // 2, name
    for s in states:
        before = s.notation()
        assert_best_mode(pc.solve(s, all_moves="best"), pc.solve(s))
        assert s.notation() == before


def test_best_moves_of_open4_endgames():
    from .test_open4 import must_turn_up, open4_endgame, open4_parts

    rng = random.Random(63)
    turn_up = 0
    for i in range(budget(40)):
        deal = open4_endgame(rng, rng.randint(1, 10), 12 if i % 6 == 0 else 0)
        turn_up += must_turn_up(deal)
        assert_best_mode(solve_uragan(**open4_parts(deal), all_moves="best"), solve_uragan(**open4_parts(deal)))
    assert turn_up > 0  # down1 / down2 moves, merged from their plays, are in the mix


def test_a_node_limit_in_best_mode_never_gives_a_wrong_value():
    rng = random.Random(64)
    hit = 0
    for i in range(budget(24)):
        deal = random_endgame(rng, 2 if i % 2 else 4, 8)
        full = solve_uragan(**parts(deal))
        for limit in (1, 10, 40, 150, 600):
            r = solve_uragan(**parts(deal), limit_nodes=limit, all_moves="best")
            if r.exact:
                assert_best_mode(r, full)
            else:
                hit += 1
                assert r.value is None and r.best == [] and r.best_line == []
                assert r.lower <= full.value <= r.upper
                for text, v in r.moves.items():
                    assert v is None or v == full.moves[text]
    assert hit > budget(20)


def test_all_moves_takes_true_false_or_best():
    s = pc.game("uragan").new_deal(seed=1)
    for bad in ("no", "BEST", "", "best "):
        with pytest.raises(ValueError, match="all_moves"):
            pc.solve(s, all_moves=bad)
    for bad in (1, 0, None, 2.0, b"best"):
        with pytest.raises(TypeError, match="all_moves"):
            pc.solve(s, all_moves=bad)


def test_cli_best_moves_marks_the_others_worse(capsys):
    from pycards.solve_cli import main

    pos = ("dealer 0 | turn 1 | hands 5C JH QH / 7D QD AH | table 3C KH | stock - | piles 4C 6C 7C JC KC AC"
           " 6D JD KD 2H 7H 4S 7S JS QS KS AS / 2C QC 2D 3D 4D 5D AD 3H 4H 5H 6H 2S 3S 5S 6S | hurricanes 0 0"
           " | last 0 | deal")
    full = pc.solve(pc.game("uragan").position(pos))
    assert full.best == ["AH"] and full.moves == {"7D": -4, "QD": -4, "AH": -3}
    assert main(["uragan", pos, "--moves", "best"]) == 0
    out = capsys.readouterr().out
    for text in full.moves:
        line = next(ln for ln in out.splitlines() if ln.startswith(text + " "))
        assert ("worse" in line) == (text not in full.best), line


def test_best_moves_with_a_target():
    """Тысяча's yes/no searches (target=, contract=True) take the mode too: the moves that reach
    the best answer, the others None."""
    states = solvable_positions("thousand", budget(8), seed=65)
    split = 0
    for s in states:
        for kw in (dict(contract=True), dict(target=60), dict(target=120)):
            best, full = pc.solve(s, all_moves="best", **kw), pc.solve(s, **kw)
            assert_best_mode(best, full)
            assert best.made == full.made
            split += len(full.best) < len(full.moves)
    assert split > 0
