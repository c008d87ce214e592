"""Tests of the pure-Python Construction reference against docs/construction.md: the worked
example move by move, one test per rule and ruling, seeded dealing and recycling, the notation,
and random playouts keeping the invariants."""

import random
from collections import Counter

import pytest
from rng_model import PyXoshiro

from .reference import (
    DECK52,
    JOKER,
    JOKERS,
    RECYCLE_SALT,
    RefGame,
    board_slots,
    full_deck,
    move_id,
    move_text,
    neighbours,
    parse_slot,
    recycle_seed,
    slot_cost,
    slot_key,
    slot_text,
)

EXAMPLE = ["4D", "9S", "3H", "5H", "QC", "KS", "7D"]


def example_deck():
    rest = Counter(full_deck(3))
    rest.subtract(EXAMPLE)
    return EXAMPLE + [c for c in full_deck(3) if rest[c] and not rest.subtract([c])]


def S(t):
    return parse_slot(t)


def make(drawn, layout=(), commuters=("V0,0", "V1,0"), blocks=None, climbed=(False, False), red=0, stock=None,
         **options):
    """A state set up by hand (tests only): ``layout`` slot texts -> cards, ``blocks`` slot text ->
    seat, ``drawn`` turned up (seat ``red`` holds ♦ ♥)."""
    g = RefGame(deck=[drawn] + list(stock or ["2C"] * 8), red=red, **options)
    for s, c in dict(layout).items():
        g._build(S(s), c)
    g.commuters = [S(c) for c in commuters]
    g.block = {S(s): seat for s, seat in (blocks or {}).items()}
    g.climbed = list(climbed)
    return g


def column(x, top, card="2C", start=1):
    return {f"V{x},{y}": card for y in range(start, top + 1)}


# ----- the worked example -----------------------------------------------------------------------
RENDER_STEP7 = """\
       0           1
  3  [QC  ]
  2  [3H b]
  1  [4DW ]=9S  =
  0  [JK  ]      [JKB ]
red: seat 0 | drawn 7D, seat 0 to move | draws 7 | stock 149 | discards 2 | supplies 12 11 | climbed 0 0"""


def test_worked_example():
    g = RefGame(deck=example_deck(), red=0)
    # 1. 4♦: red's; red builds V0,1
    assert (g.drawn, g.to_move, g.draws) == ("4D", 0, 1)
    assert "V0,1" in g.legal_moves()
    g.play("V0,1")
    # 2. 9♠: black's; black cannot move his commuter (nothing next to V1,0); builds H0,1
    assert (g.drawn, g.to_move) == ("9S", 1)
    assert not [m for m in g.legal_moves() if m.startswith("go:")]
    assert {n for n in neighbours(JOKERS[1]) if n in g.layout} == set()
    assert "H0,1" in g.legal_moves()
    g.play("H0,1")
    # 3. 3♥: exactly seven legal moves
    assert (g.drawn, g.to_move) == ("3H", 0)
    assert set(g.legal_moves()) == {"V0,2", "V1,1", "H0,0", "H-1,0", "H1,0", "H-1,1", "discard"}
    assert g.legal_moves() == ["H-1,0", "H0,0", "H1,0", "H-1,1", "V1,1", "V0,2", "discard"]
    g.play("V0,2")
    # 4. 5♥: go:V0,1, height 1
    assert (g.drawn, g.to_move) == ("5H", 0)
    g.play("go:V0,1")
    assert g.commuters[0] == S("V0,1") and g.height(0) == 1 and not g.climbed[0]
    # 5. Q♣: black builds V0,3; from V0,2 only a queen steps onto it
    assert (g.drawn, g.to_move) == ("QC", 1)
    g.play("V0,3")
    there = g.copy()
    there.commuters[0] = S("V0,2")
    assert S("V0,3") not in there.go_targets(0, 11) and S("V0,3") in there.go_targets(0, 12)
    assert {"H0,2", "H-1,2"} <= {slot_text(s) for s in g.build_slots()}
    # 6. K♠: a king only serves a blocker (or is discarded); black places one on V0,2
    assert (g.drawn, g.to_move) == ("KS", 1)
    assert all(m.startswith("block:") or m == "discard" for m in g.legal_moves())
    g.play("block:V0,2")
    assert g.blockers == [[], [S("V0,2")]] and g.supply(1) == 11
    assert S("V0,2") not in g.go_targets(0, 12)
    # 7. 7♦: red's
    assert (g.drawn, g.to_move) == ("7D", 0)
    moves = g.legal_moves()
    assert "go:H0,1" not in moves and "go:V0,2" not in moves
    assert {"H0,0", "V1,1", "H0,2"} <= set(moves)
    assert not [m for m in moves if m.startswith("block:")]
    assert "discard" in moves
    assert moves == ["H-1,0", "H0,0", "H1,0", "H-1,1", "V1,1", "H-1,2", "H0,2", "H-1,3", "H0,3", "V0,4",
                     "go:V0,0", "discard"]
    assert g.notation().split(" | stock ")[0] == (
        "red 0 | draws 7 | recycles 0 | seed 0 | layout V0,1:4D H0,1:9S V0,2:3H V0,3:QC | commuters V0,1 V1,0"
        " | climbed 0 0 | blockers - / V0,2 | drawn 7D")
    assert g.notation().endswith(" | discards 5H KS | result -")
    assert g.render() == RENDER_STEP7


def test_step7_a_blocker_could_go_on_a_free_low_card():
    """Step 7's reasoning: V0,1 holds red's own commuter, V0,2 a blocker: with both free, 7 places."""
    g = make("7D", {"V0,1": "4D", "H0,1": "9S", "V0,2": "3H", "V0,3": "QC"}, commuters=("V0,0", "V1,0"))
    assert [m for m in g.legal_moves() if m.startswith("block:")] == ["block:V0,1", "block:V0,2"]


# ----- seeding ----------------------------------------------------------------------------------
def test_deck_order_copy_major():
    d = full_deck(3)
    assert len(d) == 156 and d[:52] == DECK52 == d[52:104] == d[104:]
    assert DECK52[:2] == ["2C", "3C"] and DECK52[13] == "2D" and DECK52[-1] == "AS"


@pytest.mark.parametrize("seed", [0, 1, 7, 2**64 - 1])
def test_seeded_deal(seed):
    rng = PyXoshiro(seed)
    red = rng.below(2)
    stock = rng.shuffle(full_deck(3))
    g = RefGame(seed=seed)
    assert g.red == red and g.drawn == stock[0] and g.stock == stock[1:] and g.draws == 1
    h = RefGame(seed=seed, red=1)  # new_deal(seed, dealer=1): no lot
    assert h.red == 1 and [h.drawn] + h.stock == PyXoshiro(seed).shuffle(full_deck(3))
    rng = PyXoshiro(seed)
    rng.below(2)
    assert RefGame(seed=seed, decks=2).stock == rng.shuffle(full_deck(2))[1:]
    assert RefGame(seed=seed).notation() == g.notation()


def test_recycle_seed_and_salt():
    assert RECYCLE_SALT == 0xC0457C7119630019
    assert recycle_seed(5, 0) != recycle_seed(5, 1) != recycle_seed(6, 1)


def test_recycling_shuffles_the_discards_oldest_first():
    g = RefGame(seed=9, deck=["2C", "3D", "4H", "5S"], red=0)
    for _ in range(3):
        g.play("discard")
    assert g.stock == [] and g.drawn == "5S" and g.discards == ["2C", "3D", "4H"]
    g.play("discard")
    expect = PyXoshiro(recycle_seed(9, 0)).shuffle(["2C", "3D", "4H", "5S"])
    assert g.recycles == 1 and g.discards == [] and [g.drawn] + g.stock == expect and g.draws == 5
    for _ in range(4):
        g.play("discard")
    assert g.recycles == 2 and [g.drawn] + g.stock == PyXoshiro(recycle_seed(9, 1)).shuffle(expect[:])


def test_first_recycling_of_a_full_game():
    rng = random.Random(3)
    g = RefGame(seed=11, decks=2)
    while g.draws < 104:
        g.play(rng.choice(g.legal_moves()))
    assert g.recycles == 0 and g.stock == []
    g.play("discard")
    assert g.recycles == 1 and g.draws == 105
    assert sum(1 for c in [g.drawn] + g.stock if c[0] == "K") == 8  # every king came back


# ----- building ---------------------------------------------------------------------------------
def test_build_adjacency_vertical_and_bridges():
    g = make("5C", {"H0,0": "2D", "V1,1": "3D", "H1,1": "4D", "V2,3": "6D", "H1,3": "7D"}, red=1)
    builds = {m for m in g.legal_moves() if m[0] in "VH"}
    # vertical: end to end above and below, or on a bridge's short side (left or right)
    assert {"V0,1", "V1,2", "V2,1", "V2,2", "V2,4", "V1,3"} <= builds
    # bridges: next to a vertical card at either end
    assert {"H-1,0", "H1,0", "H-1,1"} - builds == {"H-1,1"}  # V0,1 is empty: no bridge H-1,1
    assert {"H0,1", "H2,3"} <= builds
    assert not {"V0,-1", "V3,3", "V1,4", "H3,1", "H0,2"} & builds
    assert all(slot_cost(S(m)) <= 144 for m in builds)
    for m in builds:
        s = S(m)
        assert s not in g.layout and any(n in g.layout for n in neighbours(s))


def test_column_grows_downward_from_mid_air():
    g = make("2H", {"H0,0": "3D", "V1,1": "4D", "H0,1": "5D", "V0,1": "6D", "H-1,1": "8D", "V-1,1": "9D"})
    assert "V-1,0" in g.legal_moves() and "V-1,2" in g.legal_moves()


def test_kings_never_built_nor_move_a_commuter():
    g = make("KD", {"V0,1": "4D"})
    assert g.legal_moves() == ["block:V0,1", "discard"]
    g.play("block:V0,1")
    assert g.discards == ["KD"] and g.blockers[0] == [S("V0,1")]


def test_built_card_stays_used_card_discarded():
    g = make("4D", {"V0,1": "4C"})
    g.play("V0,2")
    assert g.layout[S("V0,2")] == "4D" and g.discards == []
    g.play("discard")
    assert g.discards == ["2C"]


# ----- commuter ---------------------------------------------------------------------------------
def test_commuter_rank_condition():
    g = make("4D", {"V0,1": "4C", "H-1,0": "5C"})
    assert [m for m in g.legal_moves() if m.startswith("go:")] == ["go:V0,1"]  # 4 >= 4, not 5
    g = make("3D", {"V0,1": "4C"})
    assert not [m for m in g.legal_moves() if m.startswith("go:")]
    g = make("AD", {"V0,1": "AC"})
    assert "go:V0,1" in g.legal_moves()


def test_commuter_moves_belong_to_the_cards_owner():
    g = make("4S", {"V0,1": "4C", "V1,1": "2C"}, red=0)  # a black card: seat 1 moves black's commuter
    assert g.to_move == 1 and [m for m in g.legal_moves() if m.startswith("go:")] == ["go:V1,1"]
    g.play("go:V1,1")
    assert g.commuters == [S("V0,0"), S("V1,1")] and g.discards == ["4S"]


def test_blockers_close_cards_to_the_opponent_only():
    lay = {"V0,1": "4C", "H0,0": "2C"}
    g = make("9D", lay, blocks={"V0,1": 1, "H0,0": 0})
    goes = [m for m in g.legal_moves() if m.startswith("go:")]
    assert goes == ["go:H0,0"]  # own blocker: open; black's blocker on V0,1: closed
    g.play("go:H0,0")
    assert g.commuters[0] == S("H0,0") and g.block[S("H0,0")] == 0


def test_blockers_block_both():
    g = make("9D", {"V0,1": "4C", "H0,0": "2C"}, blocks={"V0,1": 1, "H0,0": 0}, blockers_block="both")
    assert not [m for m in g.legal_moves() if m.startswith("go:")]


def test_other_commuter_closes_a_card_but_not_a_joker():
    g = make("9D", {"H0,0": "2C", "V0,1": "3C"}, commuters=("V0,0", "H0,0"))
    assert "go:H0,0" not in g.legal_moves()
    g = make("9D", {"H0,0": "2C"}, commuters=("H0,0", "V1,0"))
    assert "go:V1,0" in g.legal_moves()  # onto the opponent's joker, where black's commuter stands
    g.play("go:V1,0")
    assert g.commuters == [S("V1,0"), S("V1,0")] and not g.is_over()
    assert "[JKWB]" in g.render()


def test_moving_down_and_home_without_climbing_wins_nothing():
    g = make("5D", {"V0,1": "4C"}, commuters=("V0,1", "V1,0"))
    assert "go:V0,0" in g.legal_moves()
    g.play("go:V0,0")
    assert not g.is_over()


def test_rank_steps():
    lay = {"V0,1": "4C", "V0,2": "5C", "V0,3": "2C", "H0,1": "9C"}
    g = make("5D", lay, steps="rank_steps")  # 5..8: two steps, each onto a rank <= 5
    assert [m for m in g.legal_moves() if m.startswith("go:")] == ["go:V0,1", "go:V0,2"]
    g = make("4D", lay, steps="rank_steps")  # A..4: one step
    assert [m for m in g.legal_moves() if m.startswith("go:")] == ["go:V0,1"]
    g = make("9D", lay, steps="rank_steps")  # 9..Q: three steps
    assert [m for m in g.legal_moves() if m.startswith("go:")] == ["go:V0,1", "go:H0,1", "go:V0,2", "go:V0,3"]
    g = make("9D", lay, steps="rank_steps", blocks={"V0,2": 1})  # black's blocker stops the way up
    assert [m for m in g.legal_moves() if m.startswith("go:")] == ["go:V0,1", "go:H0,1"]
    # never back to the start; the same move with steps="one" is one step
    g = make("QD", lay, commuters=("V0,1", "V1,0"), steps="rank_steps")
    assert "go:V0,1" not in g.legal_moves() and "go:V0,0" in g.legal_moves()


def test_rank_steps_climbs_on_the_way_and_wins_at_the_destination():
    lay = column(0, 3)
    g = make("9D", lay, commuters=("V0,1", "V1,0"), steps="rank_steps", target_height=3)
    assert g.go_targets(0, 9)[S("V0,2")] is False and g.go_targets(0, 9)[S("V0,3")] is True
    g = make("9D", dict(lay, **{"H0,3": "2D", "V1,3": "2D"}), commuters=("V0,2", "V1,0"), steps="rank_steps",
             target_height=3)
    assert g.go_targets(0, 9)[S("V1,3")] is True  # V0,3 then H0,3 then V1,3: climbed on the way
    g.play("go:V1,3")
    assert g.climbed[0] and g.height(0) == 3


# ----- blockers ---------------------------------------------------------------------------------
def test_blocker_place_and_move_conditions():
    lay = {"V0,1": "4C", "V0,2": "8C", "V0,3": "QC", "H0,1": "5C"}
    g = make("8D", lay, commuters=("V0,1", "V1,0"), blocks={"H0,1": 1})
    blocks = [m for m in g.legal_moves() if m.startswith("block:")]
    assert blocks == ["block:V0,2"]  # not V0,1 (a commuter), H0,1 (a blocker), V0,3 (rank 12), jokers
    g = make("KD", lay, commuters=("V0,1", "V1,0"), blocks={"H0,1": 0, "V0,3": 0})
    blocks = [m for m in g.legal_moves() if m.startswith("block:")]
    assert blocks == ["block:V0,2", "block:H0,1>V0,2", "block:V0,3>V0,2"]
    g.play("block:V0,3>V0,2")
    assert g.blockers[0] == [S("H0,1"), S("V0,2")] and g.supply(0) == 10 and g.discards == ["KD"]


def test_blocker_move_to_any_distance_and_from_any_rank():
    lay = dict(column(0, 6, "QC"), **{"V0,7": "AC"})
    g = make("AD", lay, blocks={"V0,6": 0})
    assert [m for m in g.legal_moves() if m.startswith("block:")] == ["block:V0,7", "block:V0,6>V0,7"]


def test_supply_of_twelve():
    lay = column(0, 13)
    g = make("2D", lay, blocks={f"V0,{y}": 0 for y in range(1, 13)})
    assert g.supply(0) == 0
    assert [m for m in g.legal_moves() if m.startswith("block:")] == [f"block:V0,{y}>V0,13" for y in range(1, 13)]


# ----- climbing, winning ------------------------------------------------------------------------
def test_climb_and_win_back_on_own_joker():
    g = make("2D", column(0, 10), commuters=("V0,9", "V1,0"))
    g.play("go:V0,10")
    assert g.climbed[0] and g.height(0) == 10
    g = make("2D", column(0, 10), commuters=("V0,1", "V1,0"), climbed=(True, False))
    g.play("go:V0,0")
    assert g.is_over() and g.winner == 0 and g.reason == "win" and g.scores() == [1, -1]
    assert g.drawn is None and g.to_move is None and g.legal_moves() == []
    assert g.result()["winner"] == 0 and not g.result()["draw"]


def test_black_wins_on_his_joker_not_on_whites():
    lay = dict(column(1, 2), **{"H0,0": "2C"})
    g = make("2S", lay, commuters=("V0,0", "H0,0"), climbed=(False, True), target_height=2)
    assert g.to_move == 1
    g.play("go:V0,0")  # white's joker: nothing
    assert not g.is_over()
    g = make("2S", lay, commuters=("V0,0", "V1,1"), climbed=(False, True), target_height=2)
    g.play("go:V1,0")
    assert g.winner == 1


def test_bridges_do_not_count_toward_the_height():
    g = make("2D", {})
    assert not g.climbs(S("H0,10")) and g.climbs(S("V5,10")) and not g.climbs(S("V0,9"))
    # a bridge joins cards of one row: no step across a bridge changes the row
    for s in [S("H0,3"), S("H-2,7")]:
        assert {n[2] for n in neighbours(s)} == {s[2]}


def test_win_on_the_last_card_beats_the_limit():
    g = make("2D", column(0, 10), commuters=("V0,1", "V1,0"), climbed=(True, False), max_draws=1)
    g.play("go:V0,0")
    assert g.reason == "win" and g.winner == 0


# ----- the end ----------------------------------------------------------------------------------
def test_max_draws_ends_after_the_last_card_is_played():
    g = RefGame(seed=4, max_draws=5)
    for i in range(5):
        assert not g.is_over() and g.draws == i + 1
        g.play(g.legal_moves()[0])
    assert g.is_over() and g.draws == 5 and g.reason == "max_draws" and g.winner == "draw"
    assert g.scores() == [0, 0] and g.result()["reason"] == "max_draws"
    assert len(g.all_cards()) == 156  # the fifth card was played (built or discarded), none turned up


def limit_state(**kw):
    g = make("2D", column(0, 10), max_draws=1, limit_result="progress", **kw)
    g.play("discard")
    return g


def test_limit_result_progress():
    assert limit_state(commuters=("V0,3", "V1,0")).winner == 0  # neither climbed: the greater height
    assert limit_state(commuters=("V0,1", "V1,0")).winner == 0
    assert limit_state(commuters=("V0,3", "V0,6"), climbed=(False, True)).winner == 1  # climbed is ahead
    assert limit_state(commuters=("V0,9", "V0,6"), climbed=(True, False)).winner == 0


LADDER = dict(column(0, 10), **{"H0,4": "2C", "V1,4": "2C", "V1,3": "2C", "V1,2": "2C", "V1,1": "2C"})


def ladder(commuters, blocks=None, **kw):
    g = make("2D", LADDER, commuters=commuters, climbed=(True, True), blocks=blocks, max_draws=1,
             limit_result="progress", **kw)
    g.play("discard")
    return g


def test_limit_result_progress_distances():
    g = ladder(("V0,2", "V0,5"))  # white 2 steps home; black V0,4 H0,4 V1,4 V1,3 V1,2 V1,1 V1,0: 7
    assert (g.distance_home(0), g.distance_home(1), g.winner) == (2, 7, 0)
    g = ladder(("V0,3", "V1,2"))  # 3 against 2
    assert (g.distance_home(0), g.distance_home(1), g.winner) == (3, 2, 1)
    g = ladder(("V0,2", "V1,2"))  # equal: a draw
    assert g.winner == "draw" and g.result()["distances"] == [2, 2]
    # the shortest *open* path: white's blocker on V1,3 closes black's way home (ranks play no part)
    g = ladder(("V0,7", "V1,4"), blocks={"V1,3": 0})
    assert g.distance_home(1) is None and g.distance_home(0) == 7 and g.winner == 0
    g = ladder(("V0,7", "V1,4"), blocks={"V1,3": 1})  # black's own blocker: open to him
    assert g.distance_home(1) == 4 and g.winner == 1
    g = ladder(("V0,7", "V1,4"), blocks={"V1,3": 1}, blockers_block="both")
    assert g.distance_home(1) is None and g.winner == 0
    # the other commuter closes a card (not a joker): black on V0,2 blocks white's way down
    g = ladder(("V0,5", "V0,2"))
    assert g.distance_home(0) is None and g.distance_home(1) == 8 and g.winner == 1


def test_limit_result_equal_is_a_draw_and_draw_option():
    assert limit_state(commuters=("V0,3", "V1,0")).winner == 0
    g = make("2D", column(0, 10), max_draws=1)
    g.play("discard")
    assert g.winner == "draw"
    assert limit_state().winner == "draw"  # both at height 0


def test_exhausted_stock_and_discards_end_the_game():
    g = RefGame(deck=["2C", "3D"], red=0, limit_result="progress")
    g.play("V0,1")
    g.play("V0,2")
    assert g.is_over() and g.reason == "exhausted" and g.winner == "draw"


def test_full_game_never_exhausts_kings_cycle():
    g = RefGame(seed=2, decks=2, max_draws=600)
    rng = random.Random(0)
    while not g.is_over():
        builds = [m for m in g.legal_moves() if m[0] in "VH"]
        g.play(builds[0] if builds else rng.choice(g.legal_moves()))
    assert g.reason == "max_draws" and len(g.layout) - 2 == 96
    assert Counter(c for c in g.stock + g.discards + [c for c in [g.drawn] if c]) == Counter({
        k + s: 2 for k in "K" for s in "CDHS"})


# ----- 2 decks ----------------------------------------------------------------------------------
def test_two_decks():
    g = RefGame(seed=3, decks=2)
    assert len(g.all_cards()) == 104 and Counter(g.all_cards()) == Counter(full_deck(2))
    assert RefGame(seed=3, decks=2).stock == g.stock


# ----- move ids, board -----------------------------------------------------------------------------
def test_move_ids_round_trip_and_order():
    g = RefGame(deck=example_deck(), red=0)
    for m in ["V0,1", "H0,1", "V0,2", "go:V0,1", "V0,3", "block:V0,2"]:
        ids = [move_id(t) for t in g.legal_moves()]
        assert ids == sorted(ids) and len(set(ids)) == len(ids)
        assert [move_text(i) for i in ids] == g.legal_moves()
        g.play(m)
    assert move_id("discard") == 4 << 34
    assert move_text(move_id("block:V-72,3>H72,0")) == "block:V-72,3>H72,0"
    for bad in ["V0,-1", "V-0,1", "V01,1", "X0,0", "V0", "V0,256", "H128,0", "V+1,0"]:
        with pytest.raises(ValueError):
            parse_slot(bad)


def test_board_bound():
    assert len(board_slots(3)) == 21314 and len(board_slots(2)) == 9602
    b = board_slots(3)
    assert b == sorted(b, key=slot_key)
    xs = [s[1] for s in b if s[0] == "V"]
    assert (min(xs), max(xs), max(s[2] for s in b)) == (-72, 73, 144)
    # the bound is tight: a straight line of cards reaches slot_cost exactly
    assert slot_cost(S("V-72,0")) == 144 and slot_cost(S("H72,0")) == 143 and slot_cost(S("V0,144")) == 144


# ----- notation ---------------------------------------------------------------------------------
def test_notation_round_trip_of_the_example():
    g = RefGame(deck=example_deck(), red=0)
    for m in ["V0,1", "H0,1", "V0,2", "go:V0,1", "V0,3", "block:V0,2"]:
        t = g.notation()
        assert RefGame.position(t).notation() == t
        g.play(m)
    p = RefGame.position(g.notation())
    assert p.legal_moves() == g.legal_moves() and p.render() == g.render()


def refuse(text, **options):
    with pytest.raises(ValueError) as e:
        RefGame.position(text, **options)
    return str(e.value).split(":")[0]


def test_position_refusals():
    g = RefGame(deck=example_deck(), red=0)
    for m in ["V0,1", "H0,1", "V0,2", "go:V0,1", "V0,3", "block:V0,2"]:
        g.play(m)
    t = g.notation()
    assert refuse(t.replace("layout V0,1:4D", "layout V0,1:KD")) == "layout"
    assert refuse(t.replace("V0,3:QC", "V0,5:QC")) == "layout"  # not joined
    assert refuse(t.replace("V0,3:QC", "V0,3:QD")) == "stock"  # a card too many / too few
    assert refuse(t.replace("blockers - / V0,2", "blockers - / V0,1")) == "blockers"  # with white's commuter
    assert refuse(t.replace("blockers - / V0,2", "blockers V0,0 / V0,2")) == "blockers"  # on a joker
    assert refuse(t.replace("blockers - / V0,2", "blockers V0,2 / V0,2")) == "blockers"
    assert refuse(t.replace("commuters V0,1 V1,0", "commuters V0,1 V0,1")) == "commuters"
    assert refuse(t.replace("commuters V0,1 V1,0", "commuters V0,1 H0,1")) == "commuters"  # not joined to V1,0
    assert refuse(t.replace("commuters V0,1 V1,0", "commuters V0,3 V1,0")) == "commuters"  # too far in 6 moves
    assert refuse(t.replace("climbed 0 0", "climbed 1 0")) == "climbed"
    assert refuse(t.replace("draws 7", "draws 8")) == "stock"
    assert refuse(t.replace("recycles 0", "recycles 1")) == "recycles"
    assert refuse(t.replace("drawn 7D", "drawn -").replace("discards 5H KS", "discards 5H KS 7D")) == "drawn"
    assert refuse(t.replace("result -", "result 0")) == "drawn"
    assert refuse(t.replace("red 0", "red 2")) == "red"
    assert refuse(t.replace(" | result -", "")) == "notation"
    assert refuse(t.replace("seed 0", "seed 01")) == "seed"
    assert refuse(t, max_draws=6) == "draws"
    assert refuse(t.replace("layout V0,1:4D", "layout V0,-1:4D")) == "layout"
    # thirteen blockers
    lay = " ".join(f"V0,{y}:2C" for y in range(1, 14))
    many = " ".join(f"V0,{y}" for y in range(1, 14))
    assert refuse(f"red 0 | draws 30 | recycles 0 | seed 0 | layout {lay} | commuters V0,0 V1,0 | climbed 0 0"
                  f" | blockers {many} / - | drawn 2D | stock - | discards - | result -") == "blockers"


def won_game():
    first = ["4D", "5D", "5H"]
    rest = Counter(full_deck(3))
    rest.subtract(first)
    g = RefGame(deck=first + list(rest.elements()), red=0, target_height=1)
    for m in ["V0,1", "go:V0,1", "go:V0,0"]:
        g.play(m)
    return g


def test_position_of_a_won_game():
    g = won_game()
    t = g.notation()
    assert g.winner == 0 and g.reason == "win" and "result 0" in t and "drawn -" in t
    p = RefGame.position(t, target_height=1)
    assert p.notation() == t and p.reason == "win" and p.is_over()
    assert refuse(t) == "climbed"  # under target 10 the climb is impossible
    assert refuse(t.replace("result 0", "result 1"), target_height=1) == "result"
    assert refuse(t.replace("climbed 1 0", "climbed 0 0"), target_height=1) == "result"  # not climbed: no win


# ----- random playouts --------------------------------------------------------------------------
def greedy(g, moves, rng):
    """Moves up when not climbed, home when climbed, builds over the own commuter, else random."""
    seat = g.to_move
    me = g.commuters[seat]
    goes = [m for m in moves if m.startswith("go:")]
    if goes:
        if g.climbed[seat]:
            best = min(goes, key=lambda m: (S(m[3:]) != JOKERS[seat], S(m[3:])[2]))
            if S(best[3:])[2] < me[2] or S(best[3:]) == JOKERS[seat]:
                return best
        else:
            best = max(goes, key=lambda m: S(m[3:])[2])
            if S(best[3:])[2] > me[2]:
                return best
    up = f"V{me[1]},{me[2] + 1}"
    if up in moves and rng.random() < 0.8:
        return up
    return rng.choice(moves)


OPTION_SETS = [dict(), dict(decks=2), dict(steps="rank_steps"), dict(blockers_block="both"),
               dict(limit_result="progress", target_height=3), dict(decks=2, target_height=2, steps="rank_steps")]


def test_random_playouts_keep_the_invariants():
    wins, reasons = 0, Counter()
    for seed in range(300):
        opts = dict(OPTION_SETS[seed % len(OPTION_SETS)], max_draws=50 + seed % 7 * 15)
        rng = random.Random(seed)
        g = RefGame(seed=seed, **opts)
        total = Counter(full_deck(g.opts["decks"]))
        while not g.is_over():
            assert Counter(g.all_cards()) == total
            assert g.draws <= g.opts["max_draws"]
            moves = g.legal_moves()
            assert moves and moves[-1] == "discard" and len(moves) <= 2365
            ids = [move_id(m) for m in moves]
            assert ids == sorted(ids) and len(set(ids)) == len(ids)
            if g.draws % 17 == 0:
                t = g.notation()
                p = RefGame.position(t, **opts)
                assert p.notation() == t and p.legal_moves() == moves
            if g.draws % 29 == 0:  # every legal move plays (a sample of at most 30)
                t = g.notation()
                for m in rng.sample(moves, min(30, len(moves))):
                    c = g.copy()
                    c.play(m)
                    assert Counter(c.all_cards()) == total and c.notation() != t
            m = greedy(g, moves, rng) if seed % 2 else rng.choice(moves)
            draws = g.draws
            g.play(m)
            assert g.is_over() or g.draws == draws + 1
            assert all(slot_cost(s) <= 48 * g.opts["decks"] for s in g.layout)
            assert all(s in g.layout and g.layout[s] != JOKER for s in g.block)
        assert Counter(g.all_cards()) == total and g.draws <= g.opts["max_draws"]
        t = g.notation()
        assert RefGame.position(t, **opts).notation() == t
        reasons[g.reason] += 1
        wins += g.reason == "win"
    assert wins >= 10 and reasons["max_draws"] >= 100, reasons


def test_full_length_games():
    for seed in (0, 1):
        rng = random.Random(seed)
        g = RefGame(seed=seed)
        while not g.is_over():
            g.play(rng.choice(g.legal_moves()))
        assert g.draws == 2000 and g.reason == "max_draws" and g.recycles >= 1
        assert Counter(g.all_cards()) == Counter(full_deck(3))
        t = g.notation()
        assert RefGame.position(t).notation() == t


def test_copy_is_independent():
    g = RefGame(seed=5)
    c = g.copy()
    g.play(g.legal_moves()[0])
    assert c.draws == 1 and c.notation() != g.notation() and c == RefGame(seed=5)


def test_the_rules_page_shows_what_the_reference_gives():
    import re
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[2] / "docs" / "construction.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```\n(.*?)```", doc, flags=re.S)
    g = RefGame(deck=example_deck(), red=0)
    start = g.notation()
    for m in ["V0,1", "H0,1", "V0,2", "go:V0,1", "V0,3", "block:V0,2"]:
        g.play(m)
    step7 = re.sub(r"\| stock [^|]*\|", "| stock … |", g.notation())
    assert step7 + "\n" in blocks and g.render() + "\n" in blocks
    first = re.sub(r"\| stock (\S+ \S+) [^|]*\|", r"| stock \1 … |", start)
    assert first + "\n" in blocks
    assert "0xC0457C7119630019" in doc and "21,314" in doc and "9,602" in doc
    assert "`H-1,0 H0,0 H1,0 H-1,1 V1,1 V0,2 discard`" in doc
