"""Construction through the C++ core (docs/construction.md): the worked example move by move, one
test per rule and ruling, seeding and recycling, the end of the game, and bad input (illegal moves,
malformed moves and notations, bad options) refused with clear errors and the state unchanged."""

import pickle
import random
from collections import Counter

import pytest
from budget import budget
from rng_model import PyXoshiro, derive_seed

import pycards as pc
from pycards.construction import decode_move_id

from .reference import RECYCLE_SALT, RefGame, full_deck
from .test_reference import RENDER_STEP7

EXAMPLE = ["4D", "9S", "3H", "5H", "QC", "KS", "7D"]


def notation(drawn, layout=(), commuters=("V0,0", "V1,0"), blocks=((), ()), climbed=(0, 0), red=0, first=(),
             extra=0, over=False, result="-", **options):
    """The notation of a reachable position set up by hand: ``layout`` slot text -> card, ``blocks``
    slots per seat, ``drawn`` turned up, ``first`` the next cards of the stock; enough cards go to
    the discards that the moves made cover the builds, blockers and commuter steps (+ ``extra``)."""
    decks = options.get("decks", 3)
    target = options.get("target_height", 10)
    layout = dict(layout)
    rest = Counter(full_deck(decks))
    rest.subtract(list(layout.values()) + ([drawn] if drawn else []) + list(first))
    height = [int(c.split(",")[1]) for c in commuters]
    need = sum(2 * target - h if cl else h for h, cl in zip(height, climbed))
    d = len(blocks[0]) + len(blocks[1]) + need + extra
    pool = [c for c in full_deck(decks) if rest[c] > 0 and not rest.subtract([c])]
    discards, stock = pool[:d], list(first) + pool[d:]
    draws = 52 * decks - len(stock)

    def slots(ss):
        return " ".join(ss) if ss else "-"

    lay = " ".join(f"{s}:{c}" for s, c in layout.items()) or "-"
    return (f"red {red} | draws {draws} | recycles 0 | seed 0 | layout {lay} | commuters {' '.join(commuters)}"
            f" | climbed {climbed[0]} {climbed[1]} | blockers {slots(blocks[0])} / {slots(blocks[1])}"
            f" | drawn {drawn or '-'} | stock {' '.join(stock) or '-'} | discards {' '.join(discards) or '-'}"
            f" | result {result}")


def state(drawn, layout=(), options=None, **kw):
    options = options or {}
    text = notation(drawn, layout, **kw, **options)
    return pc.game("construction", **options).position(text)


def moves(s):
    return [str(m) for m in s.legal_moves()]


# ----- the worked example -----------------------------------------------------------------------
def test_worked_example():
    s = state("4D", first=EXAMPLE[1:])
    assert (str(s.drawn), s.to_move, s.draws, s.red) == ("4D", 0, 1, 0)
    s.play("V0,1")                                          # 1. red builds on his joker
    assert (str(s.drawn), s.to_move) == ("9S", 1)
    assert not [m for m in moves(s) if m.startswith("go:")]  # 2. black cannot move
    s.play("H0,1")
    assert (str(s.drawn), s.to_move) == ("3H", 0)           # 3. exactly seven moves
    assert moves(s) == ["H-1,0", "H0,0", "H1,0", "H-1,1", "V1,1", "V0,2", "discard"]
    s.play("V0,2")
    s.play("go:V0,1")                                       # 4. 5♥: height 1
    assert s.commuters == ["V0,1", "V1,0"] and s.climbed == [False, False]
    assert (str(s.drawn), s.to_move) == ("QC", 1)
    s.play("V0,3")                                          # 5. in front of red
    assert (str(s.drawn), s.to_move) == ("KS", 1)           # 6. a king: blockers or discard only
    assert all(m.startswith("block:") or m == "discard" for m in moves(s))
    s.play("block:V0,2")
    assert s.blockers == [[], ["V0,2"]] and s.supplies == [12, 11]
    assert (str(s.drawn), s.to_move) == ("7D", 0)           # 7. twelve moves
    assert moves(s) == ["H-1,0", "H0,0", "H1,0", "H-1,1", "V1,1", "H-1,2", "H0,2", "H-1,3", "H0,3", "V0,4",
                        "go:V0,0", "discard"]
    assert s.notation().split(" | stock ")[0] == (
        "red 0 | draws 7 | recycles 0 | seed 0 | layout V0,1:4D H0,1:9S V0,2:3H V0,3:QC | commuters V0,1 V1,0"
        " | climbed 0 0 | blockers - / V0,2 | drawn 7D")
    assert s.notation().endswith(" | discards 5H KS | result -")
    assert s.render() == RENDER_STEP7  # print(state) is the generic layout (str(s) == s.pretty())
    assert s.layout == {"V0,0": "JK", "V1,0": "JK", "V0,1": pc.Card("4D"), "H0,1": pc.Card("9S"),
                        "V0,2": pc.Card("3H"), "V0,3": pc.Card("QC")}


# ----- dealing and seeding ----------------------------------------------------------------------
@pytest.mark.parametrize("seed", [0, 1, 7, 2**64 - 1])
def test_seeded_deal_and_lot(seed):
    g = pc.game("construction")
    rng = PyXoshiro(seed)
    red = rng.below(2)
    deck = rng.shuffle(full_deck(3))
    s = g.new_match(seed=seed)
    assert s.red == red and str(s.drawn) == deck[0] and [str(c) for c in s.stock] == deck[1:]
    assert s.draws == 1 and s.recycles == 0 and s.discards == [] and s.supplies == [12, 12]
    d = g.new_deal(seed=seed, dealer=1)
    assert d.red == 1 and [str(d.drawn)] + [str(c) for c in d.stock] == PyXoshiro(seed).shuffle(full_deck(3))
    two = pc.game("construction", decks=2).new_deal(seed=seed)
    assert len(two.stock) == 103


def test_turned_up_card_belongs_to_its_colour():
    for red in (0, 1):
        for card, owner in (("4D", red), ("4H", red), ("4S", 1 - red), ("4C", 1 - red)):
            assert state(card, red=red).to_move == owner


def test_recycling_shuffles_the_discards_with_the_salt():
    # every card but the turned-up one and one in the stock is in the discards: two turns empty the stock
    g = pc.game("construction")
    s = g.new_deal(seed=11)
    # play discards up to the 156th card
    while s.draws < 156:
        s.play("discard")
    assert len(s.stock) == 0 and s.recycles == 0
    old = [str(c) for c in s.discards] + [str(s.drawn)]
    s.play("discard")
    want = PyXoshiro(derive_seed(11, RECYCLE_SALT, 0)).shuffle(old)
    assert s.recycles == 1 and s.discards == [] and s.draws == 157
    assert [str(s.drawn)] + [str(c) for c in s.stock] == want
    ref = RefGame(11, red=0)
    for _ in range(156):
        ref.play("discard")
    assert s.notation() == ref.notation()


# ----- building ---------------------------------------------------------------------------------
def test_build_any_empty_slot_next_to_a_card_kings_never():
    s = state("2D", {"V0,1": "4D", "H0,1": "9S"})
    assert [m for m in moves(s) if not m.startswith(("go:", "block:")) and m != "discard"] == [
        "H-1,0", "H0,0", "H1,0", "H-1,1", "V1,1", "V0,2"]
    k = state("KD", {"V0,1": "4D"})
    assert all(m.startswith("block:") or m == "discard" for m in moves(k))


def test_a_column_may_start_from_a_bridge_and_grow_downward():
    s = state("2D", {"V1,1": "4D", "H1,1": "5D", "V2,1": "6D"})
    assert "V2,0" in moves(s) and "V2,2" in moves(s)
    s.play("V2,0")
    assert s.layout["V2,0"] == pc.Card("2D")


# ----- commuter moves ---------------------------------------------------------------------------
def test_commuter_needs_equal_or_higher_rank_and_no_king():
    assert "go:V0,1" not in moves(state("3D", {"V0,1": "4C"}))
    assert "go:V0,1" in moves(state("4D", {"V0,1": "4C"}))
    assert "go:V0,1" not in moves(state("KD", {"V0,1": "4C"}))
    assert "go:V0,1" in moves(state("AD", {"V0,1": "AC"}))  # an ace is 1


def test_commuter_moves_any_direction_onto_either_joker():
    s = state("5D", {"V0,1": "4C", "H0,1": "3C", "V1,1": "2C"}, commuters=("V1,1", "V1,0"))
    assert [m for m in moves(s) if m.startswith("go:")] == ["go:V1,0", "go:H0,1"]


def test_opponent_blocker_closes_a_card_own_does_not():
    lay = {"V0,1": "4C", "V0,2": "5C"}
    own = state("QD", lay, blocks=(("V0,1",), ()))
    assert "go:V0,1" in moves(own)
    opp = state("QD", lay, blocks=((), ("V0,1",)))
    assert "go:V0,1" not in moves(opp)
    both = state("QD", lay, blocks=(("V0,1",), ()), options=dict(blockers_block="both"))
    assert "go:V0,1" not in moves(both)


def test_commuters_never_share_a_card_but_a_joker():
    s = state("QD", {"V0,1": "4C", "H0,1": "5C", "V1,1": "6C"}, commuters=("V0,0", "V0,1"))
    assert "go:V0,1" not in moves(s)
    t = state("QD", {"H0,0": "4C"}, commuters=("H0,0", "V1,0"))
    assert "go:V1,0" in moves(t)  # the opponent's joker


def test_rank_steps_moves_up_to_ceil_rank_over_four():
    lay = {"V0,1": "AC", "V0,2": "AD", "V0,3": "AH", "V0,4": "AS"}
    for card, reach in (("4D", ["V0,1"]), ("5D", ["V0,1", "V0,2"]), ("9D", ["V0,1", "V0,2", "V0,3"])):
        s = state(card, lay, options=dict(steps="rank_steps"))
        assert [m[3:] for m in moves(s) if m.startswith("go:")] == reach


# ----- blockers ---------------------------------------------------------------------------------
def test_blockers_go_on_free_cards_of_rank_at_most_r():
    lay = {"V0,1": "4C", "V0,2": "9C", "H0,1": "3C"}
    s = state("5D", lay, commuters=("V0,1", "V1,0"))
    assert [m for m in moves(s) if m.startswith("block:")] == ["block:H0,1"]
    k = state("KD", lay)  # a king places on any free card; never on a joker
    assert [m for m in moves(k) if m.startswith("block:")] == ["block:V0,1", "block:H0,1", "block:V0,2"]


def test_blocker_moves_from_any_card_and_no_supply_no_place():
    lay = {f"V0,{y}": "QCQDQHQS"[y % 4 * 2:y % 4 * 2 + 2] for y in range(1, 13)} | {"H0,1": "2C"}
    blocks = tuple(f"V0,{y}" for y in range(1, 13))
    s = state("2D", lay, blocks=(blocks, ()))
    assert s.supplies == [0, 12]
    bl = [m for m in moves(s) if m.startswith("block:")]
    assert bl == [f"block:{b}>H0,1" for b in blocks]
    s.play("block:V0,12>H0,1")
    assert s.blockers[0][-1] == "V0,11" and "H0,1" in s.blockers[0]


# ----- climbing, winning, the end ---------------------------------------------------------------
def test_climb_then_home_wins():
    s = state("2D", {"V0,1": "2C"}, first=["3H"], options=dict(target_height=1))
    s.play("go:V0,1")
    assert s.climbed == [True, False] and not s.is_over()
    s.play("go:V0,0")
    assert s.is_over() and s.winner == 0 and s.scores() == [1, -1] and s.to_move is None and s.drawn is None
    r = s.deal_result()
    assert r["reason"] == "win" and r["winner"] == 0 and r["climbed"] == [True, False] and r["built"] == 1
    assert s.legal_moves() == [] and s.phase == "over"


def test_opponents_joker_wins_nothing():
    s = state("2D", {"V0,1": "2C", "H0,1": "2S", "V1,1": "2H"}, first=["3H"], options=dict(target_height=1))
    s.play("go:V0,1")
    s.play("go:H0,1")
    assert not s.is_over()


def test_max_draws_ends_the_game_after_that_card_is_played():
    s = pc.game("construction", max_draws=2).new_deal(seed=3)
    s.play("discard")
    assert not s.is_over() and s.draws == 2
    s.play("discard")
    assert s.is_over() and s.winner == "draw" and s.scores() == [0, 0] and s.draws == 2
    assert s.deal_result()["reason"] == "max_draws"


def test_limit_result_progress():
    opts = dict(limit_result="progress")
    text = notation("5D", {"V0,1": "4C"}, **opts)
    draws = int(text.split(" | ")[1].split()[1])
    s = pc.game("construction", max_draws=draws, **opts).position(text)
    s.play("go:V0,1")  # the last card: seat 0 at height 1, seat 1 at 0
    assert s.is_over() and s.winner == 0 and s.deal_result()["heights"] == [1, 0]
    t = pc.game("construction", max_draws=draws, **opts).position(text)
    t.play("discard")
    assert t.winner == "draw"


# ----- views, copies, pickles -------------------------------------------------------------------
def test_view_hides_the_stock_order_and_the_seed():
    s = pc.game("construction").new_deal(seed=5)
    v = s.view(1)
    assert v.stock_size == 155 and not hasattr(v, "stock") and "stock ?155" in v.notation()
    assert "seed" not in v.notation()
    w = s.sample_world(1, seed=9)
    assert w.view(1) == v and sorted(map(str, w.stock)) == sorted(map(str, s.stock))


def test_copy_and_pickle():
    s = pc.game("construction", steps="rank_steps").new_match(seed=4)
    for _ in range(20):
        s.play(s.legal_moves()[0])
    c = s.copy()
    c.play("discard")
    assert c != s
    assert pickle.loads(pickle.dumps(s)) == s


# ----- bad input --------------------------------------------------------------------------------
def test_illegal_move_leaves_the_state_unchanged():
    s = state("3H", {"V0,1": "4D"})
    before = s.notation()
    for bad in ("go:V0,1", "V5,5", "block:V0,1", "block:V0,1>V0,1", "V0,1"):
        with pytest.raises(pc.IllegalMoveError):
            s.play(bad)
        assert s.notation() == before
    with pytest.raises(pc.IllegalMoveError):
        s.play(pc.game("tri_palki").new_deal().legal_moves()[0])
    with pytest.raises(pc.IllegalMoveError):
        s.play(12345678901234)
    assert s.notation() == before


@pytest.mark.parametrize("text", ["V01,1", "V-0,1", "V+1,1", "V0,256", "V128,0", "V0,-1", "X0,0", "go:", "go:V0",
                                  "block:V0,1>", "block:>V0,1", "Discard", "", "v0,1", "V0, 1", "V0,1 "])
def test_malformed_moves_are_parse_errors(text):
    with pytest.raises(pc.ParseError, match="construction move"):
        pc.game("construction").parse_move(text)
    s = pc.game("construction").new_deal(seed=1)
    before = s.notation()
    with pytest.raises(pc.ParseError):
        s.play(text)
    assert s.notation() == before


def test_move_texts_and_ids_round_trip():
    g = pc.game("construction")
    move = 3 << 34 | (2 << 9 | 129 << 1) << 17 | 2 << 9 | 128 << 1 | 1
    for t, i in (("V0,1", 1 << 9 | 128 << 1), ("H-1,0", 127 << 1 | 1), ("go:V1,0", 1 << 34 | 129 << 1),
                 ("discard", 4 << 34), ("block:V1,2>H0,2", move)):
        m = g.parse_move(t)
        assert m.id == i and str(m) == t
    assert decode_move_id(3 << 34 | (2 << 9 | 129 << 1) << 17 | 2 << 9 | 128 << 1 | 1) == (
        "move_blocker", "V1,2", "H0,2")


GOOD = notation("7D", {"V0,1": "4D", "H0,1": "9S", "V0,2": "3H", "V0,3": "QC"}, commuters=("V0,1", "V1,0"),
                blocks=((), ("V0,2",)))


def mutate(field, value):
    parts = GOOD.split(" | ")
    names = [p.split()[0] for p in parts]
    parts[names.index(field)] = f"{field} {value}"
    return " | ".join(parts)


BAD = [
    (GOOD.replace(" | result -", ""), pc.ParseError, "fields"),
    (GOOD.replace("red 0", "rod 0"), pc.ParseError, "red"),
    (mutate("red", "2"), pc.ParseError, "red"),
    (mutate("draws", "01"), pc.ParseError, "draws"),
    (mutate("draws", "x"), pc.ParseError, "draws"),
    (mutate("seed", "-1"), pc.ParseError, "seed"),
    (mutate("layout", "V0,1:4D V0,1:9S"), pc.ParseError, "layout"),
    (mutate("layout", "V0,1:ZZ"), pc.ParseError, "layout"),
    (mutate("layout", "V0,1:JK"), pc.ParseError, "layout"),
    (mutate("layout", "V01,1:4D"), pc.ParseError, "layout"),
    (mutate("climbed", "0 2"), pc.ParseError, "climbed"),
    (mutate("blockers", "V0,2"), pc.ParseError, "blockers"),
    (mutate("result", "win"), pc.ParseError, "result"),
    (mutate("commuters", "V0,1"), pc.ParseError, "commuters"),
    (mutate("layout", "V0,1:4D H0,1:9S V0,2:3H V0,3:QC V0,4:KC"), pc.InvalidPositionError, "layout"),
    (mutate("layout", "V0,1:4D H0,1:9S V0,2:3H V0,3:QC V0,0:2C"), pc.InvalidPositionError, "layout"),
    (mutate("layout", "V0,1:4D H0,1:9S V0,2:3H"), pc.InvalidPositionError, "stock"),
    (mutate("layout", "V0,1:4D H0,1:9S V0,2:3H V0,5:QC"), pc.InvalidPositionError, "joined"),
    (mutate("commuters", "V0,3 V1,0"), pc.InvalidPositionError, "commuters"),
    (mutate("commuters", "V0,1 V0,1"), pc.InvalidPositionError, "commuters"),
    (mutate("commuters", "V5,5 V1,0"), pc.InvalidPositionError, "commuters"),
    (mutate("blockers", "- / V0,0"), pc.InvalidPositionError, "blockers"),
    (mutate("blockers", "V0,2 / V0,2"), pc.InvalidPositionError, "blockers"),
    (mutate("blockers", "- / V0,1"), pc.InvalidPositionError, "blockers"),
    (mutate("climbed", "1 0"), pc.InvalidPositionError, "climbed"),
    (mutate("draws", "0"), pc.InvalidPositionError, "draws"),
    (mutate("draws", "2001"), pc.InvalidPositionError, "draws"),
    (mutate("recycles", "1"), pc.InvalidPositionError, "recycles"),
    (mutate("result", "draw"), pc.InvalidPositionError, "drawn"),
    (notation(None, {"V0,1": "4D"}, result="0"), pc.InvalidPositionError, "result"),
    (notation(None, {"V0,1": "4D"}, result="draw"), pc.InvalidPositionError, "max_draws"),
]


@pytest.mark.parametrize("text,error,field", BAD, ids=[f"{i}-{f}" for i, (_, _, f) in enumerate(BAD)])
def test_position_refusals_name_the_field(text, error, field):
    assert pc.game("construction").position(GOOD).notation() == GOOD
    with pytest.raises(error, match=field):
        pc.game("construction").position(text)


@pytest.mark.parametrize("options", [dict(decks=4), dict(decks=1), dict(steps="two"), dict(target_height=0),
                                     dict(target_height=51), dict(max_draws=0), dict(max_draws=1_000_001),
                                     dict(blockers_block="mine"), dict(limit_result="x"), dict(players=3)])
def test_bad_options(options):
    with pytest.raises(pc.OptionError):
        pc.game("construction", **options)


def test_no_dense_action_space():
    g = pc.game("construction")
    with pytest.raises(pc.OptionError, match="no dense action space"):
        g.num_actions  # noqa: B018
    with pytest.raises(pc.OptionError):
        g.new_deal().legal_action_mask()


def test_random_playouts_keep_the_invariants():
    rng = random.Random(3)
    for seed in range(budget(40)):
        s = pc.game("construction", max_draws=300, target_height=2).new_match(seed=seed)
        while not s.is_over():
            ms = s.legal_moves()
            assert len(ms) == len(set(ms)) and str(ms[-1]) == "discard"
            assert [m.id for m in ms] == sorted(m.id for m in ms)
            s.play(rng.choice(ms))
            cards = Counter(str(c) for c in s.stock + s.discards) + Counter(
                str(c) for c in s.layout.values() if c != "JK") + Counter([str(s.drawn)] if s.drawn else [])
            assert all(n == 3 for n in cards.values()) and len(cards) == 52
            assert s.supplies == [12 - len(b) for b in s.blockers]
