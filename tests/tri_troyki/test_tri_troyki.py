"""Три тройки: the worked example of docs/tri_troyki.md with every variant it states, one test
per rule and ruling, and bad input (clear errors, the state unchanged)."""

import pytest

import pycards as pc

ALL = [r + s for s in "CDHS" for r in "23456789TJQKA"] * 2


def position(hands, declared, pack_top, turn, scores=None, banker=0, deals=0, mode="deal", **options):
    """A position from the hands (lists of card texts), declarations and the top of the pack (the
    rest of the two decks follow in index order)."""
    rest = list(ALL)
    for c in [c for h in hands for c in h] + list(pack_top):
        rest.remove(c)
    n = len(hands)
    scores = scores or [0] * n
    text = (f"tri_troyki | banker {banker} | scores {' '.join(map(str, scores))} | hands "
            f"{' / '.join(' '.join(h) for h in hands)} | declared {' '.join(declared)} | pack "
            f"{' '.join(list(pack_top) + rest)} | turn {turn} | deals {deals} | {mode}")
    return pc.game("tri_troyki", players=n, **options).position(text)


def worked_example(banker_cards=("2H",), banker_buys=("6C",), **options):
    """Six seats, S = 100: P1 9S; P2 3H (buys 3C 3D); P3 4D (buys 5S); P4 KC; P5 7H passes."""
    s = position([list(banker_cards), ["9S"], ["3H"], ["4D"], ["KC"], ["7H"]], ["b", "-", "-", "-", "-", "-"],
                 ["3C", "3D", "5S"] + list(banker_buys), 1, **options)
    for m in ("vist", "vist", "vist", "vist", "pass"):
        s.play(m)
    assert s.phase == "buy" and s.to_move == 1
    for m in ("stop", "buy", "buy", "buy", "stop", "stop"):  # P1; P2 twice (his turn ends); P3; P4
        s.play(m)
    assert s.to_move == 0
    for _ in banker_buys:
        s.play("buy")
    if len(banker_buys) < 2:
        s.play("stop")
    assert s.is_over()
    return s


def payments(s):
    return [r["payment"] for r in s.deal_result()["seats"]]


def test_worked_example():
    s = worked_example()
    classes = [r["class"] for r in s.deal_result()["seats"]]
    assert classes == ["total", "single_nine", "three_threes", "nine", "bankrupt", "total"]
    assert payments(s) == [-500, 200, 300, 100, -100, 0] and s.scores() == payments(s)
    assert s.deal_result()["seats"][5]["declared"] == "pass"


@pytest.mark.parametrize("second, expected", [
    ("7C", [-400, 200, 300, 0, -100, 0]),    # 2 + 7 = 9 in two cards: P3 pushes
    ("9D", [-700, 200, 300, 100, 100, 0]),   # 2 + 9 = 11, bust: bankrupt 0 beats bust
])
def test_worked_example_banker_variants(second, expected):
    assert payments(worked_example(banker_buys=(second,))) == expected


def test_banker_single_nine_and_threes_rank():
    s = worked_example(banker_cards=("9H",), banker_buys=())
    assert payments(s) == [100, 0, 300, -200, -200, 0]
    s = worked_example(banker_cards=("9H",), banker_buys=(), threes_rank="below_single_nine")
    assert payments(s) == [600, 0, -200, -200, -200, 0]


def test_ten_multi():
    def p4(ten_multi):
        s = position([["2H"], ["4D"]], ["b", "-"], ["6S", "5C"], 1, ten_multi=ten_multi)
        for m in ("vist", "buy", "stop", "buy", "stop"):  # P1 4D+6S = 10; banker 2H+5C = 7
            s.play(m)
        return s.deal_result()["seats"][1]
    assert p4("zero")["class"] == "bankrupt" and p4("zero")["payment"] == -100
    assert p4("bust")["class"] == "bust" and p4("bust")["payment"] == -100
    s = position([["2H"], ["KD"]], ["b", "-"], ["5C"], 1)
    for m in ("vist", "stop", "buy", "stop"):  # a single king is bankrupt (0); bankrupt loses to 7
        s.play(m)
    assert s.deal_result()["seats"][1]["class"] == "bankrupt" and payments(s) == [100, -100]


def test_compare_nine_only_and_ties():
    def deal(p1, banker, **o):
        s = position([[banker], [p1]], ["b", "-"], [], 1, **o)
        for m in ("vist", "stop", "stop"):
            s.play(m)
        return payments(s)
    assert deal("8S", "5H") == [-100, 100]                            # higher total wins
    assert deal("8S", "5H", compare="nine_only") == [0, 0]           # below nine settles nothing
    assert deal("9S", "5H", compare="nine_only") == [-200, 200]
    assert deal("8S", "8H") == [0, 0]                                 # tie: push
    assert deal("8S", "8H", tie="banker") == [100, -100]
    assert deal("9S", "9H", tie="banker") == [200, -200]              # the banker's multiplier
    assert deal("9S", "9H", tie="banker", banker_multiplier=False) == [100, -100]
    assert deal("5S", "9H", banker_multiplier=False) == [100, -100]


def test_buying_rules():
    s = position([["2H"], ["4D"], ["5C"]], ["b", "-", "-"], ["KS", "KH", "KD"], 1)
    s.play("vist")
    s.play("pass")
    assert s.phase == "buy" and s.to_move == 1
    s.play("buy")  # 4 + 10 = 14: bust, but buying stays legal
    assert [str(m) for m in s.legal_moves()] == ["buy", "stop"] and s.to_move == 1
    s.play("buy")
    assert s.to_move == 0 and len(s.hands[1]) == 3  # the second buy ends his turn; P2 passed
    s.play("stop")
    assert payments(s) == [100, -100, 0]


def test_everybody_passes():
    s = position([["2H"], ["4D"], ["5C"]], ["b", "-", "-"], [], 1)
    s.play("pass")
    s.play("pass")
    assert s.is_over() and payments(s) == [0, 0, 0] and len(s.hands[0]) == 1


def test_deal_and_game_course():
    g = pc.game("tri_troyki", players=3)
    s = g.new_deal(seed=5, dealer=2)
    assert s.to_move == 0 and s.banker == 2 and len(s.pack) == 101
    m = g.new_match(seed=5)
    bankers = []
    while not m.is_over():
        if m.phase == "declare" and m.declared.count("-") == 2:
            bankers.append(m.banker)
        m.play(m.legal_moves()[0])
    assert m.deals_played == 3 and len(set(bankers)) == 3 and sum(m.scores()) == 0
    assert [(b - bankers[0]) % 3 for b in bankers] == [0, 1, 2]  # the bank passes left
    assert pc.game("tri_troyki", deals=5).new_match(seed=1).is_over() is False


def test_view_hides_other_hands_and_the_pack():
    s = worked_example()
    v = s.view(1)
    assert v.cards == s.hands[1]
    s = position([["2H"], ["9S"], ["3H"]], ["b", "-", "-"], [], 1)
    v = s.view(1)
    assert v.hand == pc.CardSet.parse("9S") and v.visible[0] == pc.CardSet() and "2H" not in v.notation()


def test_notation_round_trips_and_refusals():
    s = position([["2H"], ["9S"], ["3H"]], ["b", "v", "-"], [], 2)
    g = s.game
    assert g.position(s.notation()) == s
    t = s.notation()
    for bad in [t.replace("scores 0 0 0", "scores 100 0 0"), t.replace("declared b v -", "declared b - v"),
                t.replace("hands 2H / 9S", "hands 2H 3C / 9S"), t.replace("| turn 2 |", "| turn 0 |"),
                t.replace("deals 0 | deal", "deals 1 | deal"), t.replace("hands 2H", "hands 9S")]:
        with pytest.raises((pc.InvalidPositionError, pc.ParseError)):
            g.position(bad)
    for bad in ["", t.replace("declared b v -", "declared b x -"), t.replace("| deal", "| match"),
                t.replace("scores 0", "scores zero")]:
        with pytest.raises(pc.ParseError):
            g.position(bad)


def test_bad_moves_and_options():
    s = pc.game("tri_troyki").new_deal(seed=2)
    before = s.notation()
    for m in ["buy", "stop", "vist!", "", 7, -1]:
        with pytest.raises(ValueError):
            s.play(m)
        assert s.notation() == before
    with pytest.raises(TypeError):
        s.play(None)
    assert str(pc.Move("tri_troyki", " VIST ")) == "vist"
    for bad in (dict(players=1), dict(players=11), dict(stake=0), dict(threes_rank="x"), dict(ten_multi="x"),
                dict(compare="x"), dict(tie="x"), dict(deals=-1)):
        with pytest.raises(pc.OptionError):
            pc.game("tri_troyki", **bad)


def test_solve_refuses():
    with pytest.raises(ValueError, match="tri_troyki"):
        pc.solve(pc.game("tri_troyki").new_deal(seed=1))
