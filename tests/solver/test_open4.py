"""The exact solver on hand="open4" Ураган positions (4 cards face up, 2 face down per round)
against the Python reference search (tests/solver/minimax.py) on the pure-Python reference,
whose moves include the turn-ups `down1`, `down2` and the pending card's plays."""
import random

import pytest

import pycards as pc
from pycards.solve import solve_uragan, uragan_parts

from .minimax import cards_in_hands, clone, move_text, move_values, random_deal


def open4_endgame(rng, max_in_hands, stock):
    """A random open4 deal played at random until at most `max_in_hands` cards are in hands and
    exactly `stock` cards in the stock (0 or 12: one round left to deal), not over."""
    while True:
        deal = random_deal(rng, 2, "open4")
        while not deal.is_over() and (cards_in_hands(deal) > max_in_hands or len(deal.stock) > stock):
            deal.play(rng.choice(deal.legal_moves()))
        if not deal.is_over() and len(deal.stock) == stock:
            return deal


def must_turn_up(deal):
    """The seat to move holds only face-down cards (its moves are down1 / down2)."""
    return deal.pending is None and not deal.face_up(deal.to_move)


def open4_parts(deal):
    """solve_uragan keywords for an open4 reference deal: face-down cards by position."""
    face_down = []
    for seat in range(2):
        at = dict(zip(deal.face_down_positions[seat], deal.face_down[seat]))
        face_down.append([at.get(1), at.get(2)])
    return dict(
        hands=[sorted(h) for h in deal.hands], table=sorted(deal.table), stock=list(deal.stock),
        piles=[sorted(p) for p in deal.piles], hurricanes=tuple(deal.hurricanes),
        to_move=deal.to_move, last_player=deal.last_player, dealer=deal.dealer, players=2,
        face_down=face_down)


def replay(deal, line):
    """The reference deal after the game move texts of `line` (each must be legal)."""
    d = clone(deal)
    for text in line:
        match = [m for m in d.legal_moves() if move_text(m) == text]
        assert len(match) == 1, (text, d.snapshot())
        d.play(match[0])
    return d


def final_difference(end, side):
    total = end.result()["total"]
    return total[side] - total[1 - side]


@pytest.mark.parametrize("seed", [31, 32, 33])
def test_open4_every_move_value_agrees_with_plain_minimax(seed):
    """60 random open4 endgames per seed: most in the last round (1..10 cards in hands), every
    sixth with a round still in the stock; half of the seats that must turn a card up have
    turned one (the pending phase). Every legal move's value, the best moves, and the best line
    replayed by the reference to the end of the deal with the value."""
    rng = random.Random(seed)
    kinds = dict(stock=0, pending=0, turn_up=0, lone_face_down=0)
    for i in range(60):
        stock = 12 if i % 6 == 0 else 0
        deal = open4_endgame(rng, rng.randint(1, 3) if stock else rng.randint(1, 10), stock)
        if must_turn_up(deal) and rng.random() < 0.5:
            deal.play(rng.choice(deal.legal_moves()))  # down1 / down2: now pending
        kinds["stock"] += bool(deal.stock)
        kinds["pending"] += deal.pending is not None
        kinds["turn_up"] += must_turn_up(deal)
        kinds["lone_face_down"] += any(h and not deal.face_up(s) for s, h in enumerate(deal.hands))
        expected = move_values(deal)
        r = solve_uragan(**open4_parts(deal))
        assert r.exact
        assert r.moves == expected, deal.snapshot()
        if must_turn_up(deal):  # down1 before down2, as the game lists them
            assert list(r.moves) == [move_text(m) for m in deal.legal_moves()]
        assert r.value == max(expected.values())
        assert sorted(r.best) == sorted(t for t, v in expected.items() if v == r.value)
        end = replay(deal, r.best_line)
        assert end.is_over(), (r.best_line, deal.snapshot())
        assert final_difference(end, deal.to_move) == r.value
    assert kinds["stock"] == 10 and kinds["pending"] >= 5 and kinds["turn_up"] >= 5, kinds
    assert kinds["lone_face_down"] >= 15, kinds


def test_open4_down_values_are_the_best_play_of_each_face_down_card():
    """A seat that must turn a card up: downK is worth the best play of the card at position K,
    which is the value of the pending position after downK; the value-only mode names the same."""
    rng = random.Random(7)
    done = 0
    while done < 25:
        deal = open4_endgame(rng, rng.randint(2, 8), 0)
        if not must_turn_up(deal):
            continue
        done += 1
        r = solve_uragan(**open4_parts(deal))
        assert set(r.moves) == {f"down{k}" for k in deal.face_down_positions[deal.to_move]}
        for m in deal.legal_moves():
            child = clone(deal)
            child.play(m)  # the same seat, now pending
            c = solve_uragan(**open4_parts(child))
            assert c.value == r.moves[move_text(m)]
            assert set(c.moves) == {move_text(x) for x in child.legal_moves()}
        quick = solve_uragan(**open4_parts(deal), all_moves=False)
        assert quick.exact and quick.value == r.value and quick.best[0] in r.best
        assert quick.best_line[0] == quick.best[0]


def test_open4_limit_nodes_never_reports_a_wrong_exact_value():
    rng = random.Random(12)
    for i in range(30):
        deal = open4_endgame(rng, 3 if i % 3 == 0 else 10, 12 if i % 3 == 0 else 0)
        full = solve_uragan(**open4_parts(deal))
        for limit in (1, 10, 100):
            r = solve_uragan(**open4_parts(deal), limit_nodes=limit)
            assert set(r.moves) == set(full.moves)
            if r.exact:
                assert r.value == full.value and r.moves == full.moves
            else:
                assert r.lower <= full.value <= r.upper
                for t, v in r.moves.items():
                    assert v is None or v == full.moves[t]


def ref_from_open4_state(s):
    """The reference deal of a pycards open4 Ураган state (face-down cards and pending too)."""
    from uragan.reference import RefDeal
    face_down = [[str(c) for c in f if c is not None] for f in s.face_down]
    positions = [[k + 1 for k, c in enumerate(f) if c is not None] for f in s.face_down]
    return RefDeal.from_position(
        hands=[[str(c) for c in h] for h in s.hands], table=[str(c) for c in s.table],
        stock=[str(c) for c in s.stock], to_move=s.to_move, dealer=s.dealer, players=2,
        piles=[[str(c) for c in p] for p in s.piles], hurricanes=tuple(s.hurricanes),
        last_player=s.last_player, hand="open4", face_down=face_down, face_down_positions=positions,
        pending=None if s.pending is None else str(s.pending))


def test_pycards_solve_on_open4_game_states_matches_minimax():
    """pc.solve on states of pc.game("uragan", hand="open4") played at random to endgames (some
    with a round in the stock, some pending): the game's legal moves, the minimax values, and a
    best line the game plays to the end of the deal with the value."""
    rng = random.Random(44)
    g = pc.game("uragan", hand="open4")
    seen = dict(pending=0, turn_up=0, stock=0)
    done = 0
    while done < 40:
        s = g.new_deal(seed=rng.randrange(10**9), dealer=rng.randrange(2))
        stock = 12 if done % 4 == 0 else 0
        n = rng.choice([1, 2, 3]) if stock else rng.choice([2, 4, 6, 8, 10])
        while not s.is_over() and (len(s.stock) > stock or sum(len(h) for h in s.hands) > n):
            s.play(rng.choice(s.legal_moves()))
        if s.is_over() or len(s.stock) != stock:
            continue
        if s.phase == "play" and rng.random() < 0.5 and str(s.legal_moves()[0]).startswith("down"):
            s.play(rng.choice(s.legal_moves()))
        done += 1
        seen["pending"] += s.phase == "pending"
        seen["turn_up"] += str(s.legal_moves()[0]).startswith("down")
        seen["stock"] += bool(s.stock)
        r = pc.solve(s)
        assert r.exact and set(r.moves) == {str(m) for m in s.legal_moves()}
        assert r.moves == move_values(ref_from_open4_state(s)), s.notation()
        assert solve_uragan(**uragan_parts(s)).moves == r.moves
        t = s.copy()
        for m in r.best_line:
            t.play(m)
        assert t.is_over()
        total = t.deal_result()["total"]
        assert total[s.to_move] - total[1 - s.to_move] == r.value
    assert seen["pending"] >= 3 and seen["turn_up"] >= 3 and seen["stock"] == 10, seen


def test_open4_whole_round_from_a_new_deal_replays():
    """A game state one round from the end with full hands (both seats' face-down cards unused):
    the best line is legal in the game, turns cards up by position and ends with the value."""
    g = pc.game("uragan", hand="open4")
    rng = random.Random(3)
    for seed in range(4):
        s = g.new_deal(seed=seed)
        while len(s.stock) > 12 or sum(len(h) for h in s.hands) > 2:
            s.play(rng.choice(s.legal_moves()))
        r = pc.solve(s)
        t = s.copy()
        for m in r.best_line:
            assert m in [str(x) for x in t.legal_moves()]
            t.play(m)
        assert t.is_over() and sum(x.startswith("down") for x in r.best_line) >= 2


CLI_OPEN4 = ("dealer 0 | turn 1 | hands QC KC QH / AD 5H 6H | down KC QH / AD 6H | pending - | table KD 2S"
             " | stock - | piles 3C 6C 7C AC 4D 7D JD QD 7H JH KH AH 3S 4S 6S 7S QS KS / 2C 4C 5C JC 2D 3D"
             " 5D 6D 2H 3H 4H 5S JS AS | hurricanes 0 0 | last 0 | deal")


def test_cli_solves_an_open4_position(capsys):
    import json

    from pycards.solve_cli import main
    assert main(["uragan", CLI_OPEN4, "-o", "hand=open4", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    s = pc.game("uragan", hand="open4").position(CLI_OPEN4)
    r = pc.solve(s)
    assert data["exact"] and data["value"] == r.value and data["moves"] == r.moves
    assert data["best_line"] == r.best_line and "down1" in r.best_line
    assert main(["uragan", CLI_OPEN4, "-o", "hand=open4"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"value: {r.value}") and "best line: " + " ".join(r.best_line) in out
