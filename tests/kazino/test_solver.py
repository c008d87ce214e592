"""The Казино exact solver (pc.solve) against the alpha-beta search of tests/reference_search.py
on the pure-Python reference (tests/kazino/reference.py): no table, no bounds, no symmetry. Value
of a position: the deal's final point difference (every point of this deal, those already scored
included, the leftovers settled by the `leftover` option) from the side to move's view.
"""
import random

import pytest

import pycards as pc
from tests.reference_search import side_move_value

from .reference import RefDeal
from .test_kazino import canon, last_card


def ref_from_state(s, options):
    """The reference deal of a pycards Казино state of a game with `options` (every field copied)."""
    d = RefDeal.__new__(RefDeal)
    d.players, d.dealer = s.players, s.dealer
    d.partnerships = options.get("partnerships", False)
    d.multi_set, d.leftover = options.get("multi_set", False), options.get("leftover", "dealer")
    d.sides = s.sides
    d.hands = [[str(c) for c in h] for h in s.hands]
    d.stock = [str(c) for c in s.stock]
    d.table = [str(c) for c in s.table]
    d.piles = [[str(c) for c in p] for p in s.piles]
    d.last_capturer = s.last_capturer
    d.to_move = s.to_move
    d.over = s.is_over()
    return d


def clone(d):
    c = RefDeal.__new__(RefDeal)
    c.__dict__.update(d.__dict__)
    c.hands = [list(h) for h in d.hands]
    c.stock = list(d.stock)
    c.table = list(d.table)
    c.piles = [list(p) for p in d.piles]
    return c


def move_values(d):
    """{(played card, captured cards): exact value} for every legal move."""
    return {(card, frozenset(cap)): side_move_value(d, (card, cap), clone, RefDeal.play)
            for card, cap in d.legal_moves()}


def random_ending(rng, options, to_play):
    """A state of a random deal played at random until at most `to_play` cards are left to play
    (hands and stock), or None if the deal ended first."""
    g = pc.game("kazino", **options)
    s = g.new_deal(seed=rng.randrange(10**9), dealer=rng.randrange(s_players(options)))
    while not s.is_over() and len(s.stock) + sum(len(h) for h in s.hands) > to_play:
        s.play(rng.choice(s.legal_moves()))
    return None if s.is_over() else s


def s_players(options):
    return options.get("players", 2)


SETUPS = [  # (options, endings, cards left to play at most): 264 endings in all
    (dict(), 60, 7),
    (dict(multi_set=True), 50, 7),
    (dict(leftover="last_capturer"), 30, 7),
    (dict(leftover="nobody", multi_set=True), 24, 6),
    (dict(players=4, partnerships=True), 40, 6),
    (dict(players=4, partnerships=True, multi_set=True), 36, 6),
    (dict(players=4, partnerships=True, leftover="last_capturer"), 24, 5),
]


@pytest.mark.parametrize("options,count,to_play", SETUPS, ids=[str(o) for o, _, _ in SETUPS])
def test_every_move_value_agrees_with_plain_minimax(options, count, to_play):
    rng = random.Random(str(options))
    done = 0
    while done < count:
        s = random_ending(rng, options, rng.randrange(2, to_play + 1))
        if s is None:
            continue
        r = pc.solve(s)
        assert r.exact, s.notation()
        assert set(r.moves) == {str(m) for m in s.legal_moves()}
        want = move_values(ref_from_state(s, options))
        assert {canon(m): v for m, v in r.moves.items()} == want, s.notation()
        assert r.value == max(want.values())
        assert set(r.best) == {m for m, v in r.moves.items() if v == r.value}
        t = s.copy()  # the best line is legal in the game and ends the deal with the value
        for m in r.best_line:
            t.play(m)
        assert t.is_over()
        total = t.deal_result()["total"]
        side = s.to_move % 2
        assert total[side] - total[1 - side] == r.value, s.notation()
        done += 1


def test_worked_example_b_solver_values():
    s = last_card("0")
    r = pc.solve(s)
    assert r.value == -2 and {canon(m): v for m, v in r.moves.items()} == {
        canon("7Cx4H+3S"): -2, canon("7C"): -3}
    assert [canon(m) for m in r.best] == [canon("7Cx4H+3S")]
    for last, trail in (("0", 0), ("1", -3)):
        r = pc.solve(last_card(last, leftover="last_capturer"))
        assert r.value == 0
        assert {canon(m): v for m, v in r.moves.items()} == {canon("7Cx4H+3S"): 0, canon("7C"): trail}


def test_values_include_points_already_scored():
    # B already holds 2S: A, to move, is 2 down before the last card is played
    r = pc.solve(last_card("1"))
    assert r.value == -2 and r.lower == r.upper == -2


@pytest.mark.parametrize("options", [dict(players=3), dict(players=4)])
def test_more_than_two_sides_is_refused(options):
    s = pc.game("kazino", **options).new_deal(seed=3)
    with pytest.raises(ValueError, match="more than two sides"):
        pc.solve(s)
    assert s.notation() == pc.game("kazino", **options).new_deal(seed=3).notation()


def test_a_finished_deal_is_refused():
    s = last_card("0")
    s.play("7C")
    with pytest.raises(ValueError, match="over"):
        pc.solve(s)


def test_limit_nodes_never_reports_a_wrong_exact_value():
    rng = random.Random(9)
    for _ in range(20):
        s = random_ending(rng, dict(), 12)
        if s is None:
            continue
        full = pc.solve(s)
        cut = pc.solve(s, limit_nodes=50)
        assert cut.lower <= full.value <= cut.upper
        if cut.exact:
            assert cut.value == full.value
        for m, v in cut.moves.items():
            assert v is None or v == full.moves[m]


def test_whole_last_round_and_the_one_before():
    rng = random.Random(5)
    for to_play in (5, 9):
        s = random_ending(rng, dict(), to_play)
        while s is None:
            s = random_ending(rng, dict(), to_play)
        r = pc.solve(s)
        assert r.exact and r.value == max(r.moves.values())


def test_a_position_with_too_many_moves_is_refused_clearly():
    # K against 16 table cards with multi_set: 2880 moves, more than the search's 512
    from .reference import DECK52
    from .test_kazino import position

    table = [c for c in DECK52 if c != "KH"][:16]
    piles = " ".join(c for c in DECK52 if c != "KH" and c not in table)
    s = position(["KH", "-"], " ".join(table), [piles, "-"], turn=0, last="0", multi_set=True)
    before = s.notation()
    with pytest.raises(pc.InvalidPositionError, match="cannot take this position"):
        pc.solve(s)
    assert s.notation() == before
    # without multi_set the same table has few enough moves: solved
    r = pc.solve(position(["KH", "-"], " ".join(table), [piles, "-"], turn=0, last="0"))
    assert r.exact and len(r.moves) == len(position(["KH", "-"], " ".join(table), [piles, "-"], turn=0,
                                                    last="0").legal_moves())


def test_cli_solves_a_kazino_position(capsys):
    import json

    from pycards.solve_cli import main

    text = last_card("0").notation()
    assert main(["kazino", text]) == 0
    out = capsys.readouterr().out
    assert out.startswith("value: -2") and "best line: 7Cx" in out
    assert main(["kazino", text, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["value"] == -2 and data["moves"]["7C"] == -3
    three = pc.game("kazino", players=3).new_deal(seed=1).notation()
    assert main(["kazino", three, "-o", "players=3"]) == 2
    assert "more than two sides" in capsys.readouterr().err
