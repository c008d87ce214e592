"""Ураган (C++ core through the Python API): one test per rule of docs/uragan.md, named
after it, the worked examples, notation, views and bad input."""
import pickle
import random
from math import comb

import pytest

import pycards as pc

G2 = pc.game("uragan")
G4 = pc.game("uragan", players=4)
GO = pc.game("uragan", hand="open4")

ALL40 = [str(c) for c in pc.DECK40]


def pos(g, hands, table, stock=(), piles=None, turn=0, dealer=1, last=0, hurricanes=(0, 0),
        tail="deal", down=None, pending=None):
    """A position from its parts; every card not placed goes to side 0's pile unless `piles`."""
    placed = {c for h in hands for c in h.split()} | set(table.split()) | set(stock)
    if piles is None:
        piles = (" ".join(c for c in ALL40 if c not in placed), "")
    text = (f"dealer {dealer} | turn {turn} | hands " + " / ".join(h or "-" for h in hands))
    if down is not None:
        text += f" | down {down} | pending {pending or '-'}"
    text += (f" | table {table or '-'} | stock {' '.join(stock) or '-'} | piles {piles[0] or '-'} / "
             f"{piles[1] or '-'} | hurricanes {hurricanes[0]} {hurricanes[1]} | last {last} | {tail}")
    return g.position(text)


def moves(s):
    return sorted(str(m) for m in s.legal_moves())


def free(used, n):
    used = set(used)
    return [c for c in ALL40 if c not in used][:n]


# ---- options and dealing -------------------------------------------------------------------
def test_options_and_defaults():
    assert G2.options == {"players": 2, "target": 15, "hand": "hidden", "max_deals": 0, "free_trail": 0,
                          "same_rank_sums": 0, "round_leader": "after_last_player",
                          "leftover": "last_player", "after_hurricane": "lay_out"}
    with pytest.raises(ValueError, match="players"):
        pc.game("uragan", players=3)
    with pytest.raises(ValueError, match="open4"):
        pc.game("uragan", players=4, hand="open4")
    with pytest.raises(ValueError, match="hand"):
        pc.game("uragan", hand="closed")


def test_dealing_order_two_players():
    s = G2.new_deal(seed=11, dealer=0)
    from pycards import _batch
    order = [str(pc.Card(int(i))) for i in _batch.shuffled_decks(pc.DECK40, 1, 11)[0]]
    assert {str(c) for c in s.hands[1]} == set(order[0:12:2])  # the dealer's opponent first
    assert {str(c) for c in s.hands[0]} == set(order[1:12:2])
    assert {str(c) for c in s.table} == set(order[12:16])
    assert [str(c) for c in s.stock] == order[16:]
    assert s.to_move == 1 and s.dealer == 0 and s.last_player is None


def test_three_rounds_of_six_two_players():
    s, rng, rounds = G2.new_deal(seed=3, dealer=1), random.Random(3), 1
    while not s.is_over():
        before = len(s.stock)
        s.play(rng.choice(s.legal_moves()))
        if len(s.stock) != before:
            rounds += 1
            assert before - len(s.stock) == 12 and all(len(h) == 6 for h in s.hands)
    assert rounds == 3 and len(s.piles[0] | s.piles[1]) == 40


def test_one_round_of_nine_four_players():
    s = G4.new_deal(seed=5, dealer=3)
    assert [len(h) for h in s.hands] == [9, 9, 9, 9] and len(s.table) == 4 and s.stock == []
    assert s.to_move == 0


def test_new_match_first_dealer_by_lot_and_dealer_passes():
    dealers = {G2.new_match(seed=k).dealer for k in range(20)}
    assert dealers == {0, 1}
    g = pc.game("uragan", max_deals=3)
    s, rng, seen = g.new_match(seed=9), random.Random(9), []
    seen.append(s.dealer)
    while not s.is_over():
        d = s.deals_played
        s.play(rng.choice(s.legal_moves()))
        if s.deals_played != d and not s.is_over():
            seen.append(s.dealer)
    assert seen == [(seen[0] + k) % 2 for k in range(len(seen))] and s.deals_played == 3


# ---- a move ----------------------------------------------------------------------------------
def test_worked_example_1_legal_moves():
    s = pos(G2, ["KS 7H 6C 4C", "2H 3H 4H 5H"], "5S 3C 2D AH KH 7D", stock=free(
        "KS 7H 6C 4C 2H 3H 4H 5H 5S 3C 2D AH KH 7D".split(), 12))
    assert moves(s) == sorted(["KSxKH", "7Hx7D", "6CxAH+5S", "6Cx3C+2D+AH",
                               "4Cx3C+AH"])


EXAMPLE_1 = (["KS 7H 6C 4C", "2H 3H 4H 5H"], "5S 3C 2D AH KH 7D")
EXAMPLE_1_MOVES = ["KSxKH", "7Hx7D", "6CxAH+5S", "6Cx3C+2D+AH", "4Cx3C+AH"]


def example_1(**variants):
    g = pc.game("uragan", **variants)
    return pos(g, *EXAMPLE_1, stock=free("KS 7H 6C 4C 2H 3H 4H 5H 5S 3C 2D AH KH 7D".split(), 12))


def test_variant_free_trail_worked_example_1():
    """free_trail: the five captures of example 1 stay, and each of the four cards may be trailed."""
    assert moves(example_1(free_trail=True)) == sorted(EXAMPLE_1_MOVES + ["KS", "7H", "6C", "4C"])
    s = pos(pc.game("uragan", free_trail=True), ["5H 2H", "2S"], "2C 3S")
    s.play("5H")  # a card that captures, trailed
    assert s.table == pc.CardSet.parse("2C 3S 5H") and s.to_move == 1
    assert s.piles == pos(G2, ["5H 2H", "2S"], "2C 3S").piles


def test_variant_same_rank_sums_worked_example_1():
    """same_rank_sums: K♠ takes K♥ or 5+3+2, 3+7 or 2+7+A (10 each); 7♥ takes 7♦ or 5+2; no
    trail appears."""
    sums = ["KSx3C+2D+5S", "KSx3C+7D", "KSx2D+7D+AH", "7Hx2D+5S"]
    assert moves(example_1(same_rank_sums=True)) == sorted(EXAMPLE_1_MOVES + sums)
    both = moves(example_1(free_trail=True, same_rank_sums=True))
    assert both == sorted(EXAMPLE_1_MOVES + sums + ["KS", "7H", "6C", "4C"])
    # a sum never holds a card of the played rank (it alone already adds up to the value)
    s = pos(pc.game("uragan", same_rank_sums=True), ["7H", "2S"], "7C 7S 5D 2C 4H 3S")
    assert moves(s) == sorted(["7Hx7C", "7Hx7S", "7Hx2C+5D", "7Hx4H+3S"])


def test_variant_round_leader_last_player():
    """round_leader='last_player': the seat that made the round's last play leads the next round
    (worked example 2's ending: seat 1's second hurricane ends the round; seat 1 leads)."""
    for leader, first in (("after_last_player", 0), ("last_player", 1)):
        g = pc.game("uragan", round_leader=leader)
        stock = free("4D 3S 7C KC 4S 6H".split(), 12)
        s = pos(g, ["4S 6H", "7C KC"], "4D 3S", stock=stock, turn=1)
        s.play("7Cx4D+3S")
        s.play("KCx4S+6H")
        assert s.hurricanes == [0, 2] and s.last_player == 1 and s.to_move == first
    with pytest.raises(ValueError, match="round_leader"):
        pc.game("uragan", round_leader="dealer")


def test_variants_leave_the_seed_rules_by_default():
    assert moves(example_1()) == sorted(EXAMPLE_1_MOVES)
    assert pc.game("uragan", free_trail=False, same_rank_sums=False) == G2


def test_same_rank_capture_excludes_sum_capture():
    s = pos(G2, ["7H", "2S"], "7C 7S 5D 2C 4H 3S")
    assert moves(s) == ["7Hx7C", "7Hx7S"]


def test_sum_capture_needs_two_cards_and_one_set_per_move():
    s = pos(G2, ["KH", "AS"], "5S 3C 2D JC AH")
    assert moves(s) == sorted(["KHx3C+2D+5S", "KHxJC+2D"])
    with pytest.raises(pc.IllegalMoveError):
        s.play("KHx5S+3C+2D+JC+AH")  # two sets at once


def test_trail_only_card_that_captures_nothing():
    s = pos(G2, ["5H KD QS", "2S"], "2C 3S")
    assert moves(s) == sorted(["5Hx2C+3S", "KD", "QS"])
    with pytest.raises(pc.IllegalMoveError):
        s.play("5H")
    s = pos(G2, ["5H 2H", "2S"], "2C 3S")
    assert all("x" in m for m in moves(s))  # every card captures: must capture


def test_capture_goes_to_side_pile_partners_share():
    s = pos(G4, ["5H KD", "2D QD", "JS", "AS"], "2C 3S", last=3)
    pile1 = set(s.piles[1])
    s.play("KD")
    assert s.to_move == 1 and "KD" in [str(c) for c in s.table]
    s.play("2Dx2C")
    assert set(s.piles[1]) - pile1 == {pc.Card.parse("2D"), pc.Card.parse("2C")} and s.to_move == 2


# ---- hurricane -------------------------------------------------------------------------------
def test_hurricane_point_and_forced_layout():
    stock = free("5H KD 2D QD 2C 3S".split(), 12)
    s = pos(G2, ["5H KD", "2D QD"], "2C 3S", stock=stock)
    s.play("5Hx2C+3S")
    assert s.hurricanes == [1, 0] and len(s.hands[1]) == 0
    assert s.table == pc.CardSet.parse("2D QD") and s.to_move == 0 and s.last_player == 0


def test_worked_example_2_hurricane_twice_in_a_row():
    stock = free("4D 3S 7C KC 4S 6H".split(), 12)
    s = pos(G2, ["4S 6H", "7C KC"], "4D 3S", stock=stock, turn=1, last=0)
    assert moves(s) == sorted(["7Cx4D+3S", "KC"])
    before = set(s.piles[1])
    s.play("7Cx4D+3S")
    assert s.hurricanes == [0, 1] and s.table == pc.CardSet.parse("4S 6H") and s.to_move == 1
    s.play("KCx4S+6H")
    assert s.hurricanes == [0, 2]
    assert set(s.piles[1]) - before == set(pc.CardSet.parse("7C 4D 3S KC 4S 6H"))
    assert s.to_move == 0 and [len(h) for h in s.hands] == [6, 6] and s.stock == []


def test_layout_chain_hurricane_after_hurricane_four_players():
    s = pos(G4, ["5H KD", "2D 3D", "5C JS", "AS 7C"], "2C 3S", last=3)
    s.play("5Hx2C+3S")
    assert s.hurricanes == [1, 0] and s.table == pc.CardSet.parse("2D 3D") and s.to_move == 2
    s.play("5Cx2D+3D")
    assert s.hurricanes == [2, 0] and s.table == pc.CardSet.parse("AS 7C") and s.to_move == 0
    s.play("KD")
    assert s.to_move == 2  # seats 1 and 3 are empty: skipped
    s.play("JSxAS+7C")
    assert s.is_over() and s.hurricanes == [2, 0]  # KD stays: no hurricane; last play sweeps


def test_hurricane_layout_seat_empty_nobody_lays_out():
    s = pos(G4, ["5H KD", "", "5C JS", "AS 7C"], "2C 3S", last=3)
    s.play("5Hx2C+3S")
    assert s.hurricanes == [1, 0] and len(s.table) == 0 and len(s.hands[3]) == 2 and s.to_move == 2


def test_hurricane_scores_when_layout_ends_the_deal():
    s = pos(G2, ["5H", "2D QD"], "2C 3S")
    s.play("5Hx2C+3S")
    assert s.is_over() and s.hurricanes == [1, 0]
    assert pc.CardSet.parse("5H 2C 3S 2D QD") <= s.piles[0]


def test_new_round_after_layout_starts_after_last_player():
    stock = free("KS QD JH 2H".split(), 12)
    s = pos(G2, ["KS", "QD"], "JH 2H", stock=stock, dealer=0)
    s.play("KSxJH+2H")
    assert s.hurricanes == [1, 0] and s.table == pc.CardSet.parse("QD")
    assert s.to_move == 1 and [len(h) for h in s.hands] == [6, 6]


# ---- last play, skipping, rounds -------------------------------------------------------------
def test_worked_example_3_last_play_sweep_no_hurricane_point():
    s = pos(G2, ["2S", ""], "2C")
    s.play("2Sx2C")
    assert s.is_over() and s.hurricanes == [0, 0]
    s = pos(G2, ["AS", ""], "QD 2C 6H")
    assert moves(s) == ["AS"]
    s.play("AS")
    assert s.is_over() and pc.CardSet.parse("QD 2C 6H AS") <= s.piles[0] and s.hurricanes == [0, 0]


def test_skipping_empty_hands():
    s = pos(G4, ["KD", "", "QD", "JD"], "2C", last=3)
    s.play("KD")
    assert s.to_move == 2
    s.play("QD")
    assert s.to_move == 3
    s.play("JD")
    assert s.is_over() and pc.CardSet.parse("2C KD QD JD") <= s.piles[1]


# ---- scoring ---------------------------------------------------------------------------------
def test_worked_example_4_scoring_and_premiera_heights_and_ties():
    p0 = ("5S 5C 5D 7H 2H 3H 4H JH KH "                    # 22 cards, 6 hearts with 7H
          "7C 6C 6D AC AD 2C 3C 4C JC JD KC KD 2D")          # three 5s: premiera 45
    p1 = " ".join(c for c in ALL40 if c not in p0.split())  # 18 cards, 4 hearts, four queens: 36
    s = pos(G2, ["", ""], "", piles=(p0, p1), turn="-", hurricanes=(1, 2))
    r = s.deal_result()
    assert r["counts"] == {"cards": [22, 18], "hearts": [6, 4], "premiera": [45, 36]}
    assert r["total"] == [5, 2] and r["premiera"] == [1, 0] and s.scores() == [5, 2]
    assert s.winner == 0
    # premieras 36 (four queens) against 36 (three 2s): none awarded
    p0 = ["QC", "QD", "QH", "QS", "2H"]
    p1 = ["2C", "2D", "2S"]
    for rank in "34567JKA":
        suits = "CDHS"
        p0 += [rank + x for x in suits[:2]]
        p1 += [rank + x for x in suits[2:]]
    hearts = [sum(c[1] == "H" for c in p) for p in (p0, p1)]
    s = pos(G2, ["", ""], "", piles=(" ".join(p0), " ".join(p1)), turn="-")
    r = s.deal_result()
    assert r["counts"]["premiera"] == [36, 36] and r["premiera"] == [0, 0]
    assert r["counts"]["hearts"] == hearts


def test_premiera_heights():
    heights = {"7": 21, "6": 18, "A": 16, "5": 15, "4": 14, "3": 13, "2": 12, "K": 10, "Q": 9, "J": 8}
    for rank, h in heights.items():
        p0 = " ".join(rank + s for s in "CDH")
        p1 = " ".join(c for c in ALL40 if c not in p0.split() and c[0] != rank)
        p1 = p1 + " " + rank + "S"
        s = pos(G2, ["", ""], "", piles=(p0, p1), turn="-")
        assert s.deal_result()["counts"]["premiera"][0] == 3 * h


# ---- end of the game -------------------------------------------------------------------------
def test_match_to_target_both_reach_equal_plays_on():
    g = pc.game("uragan", target=15)
    left = ("dealer 0 | turn - | hands - / - | table - | stock - | piles {} / {} | hurricanes 0 0 | last 0 "
            "| match {} {} deals 6 seed 1")
    p0 = " ".join(ALL40[:20])
    p1 = " ".join(ALL40[20:])
    with pytest.raises(pc.InvalidPositionError, match="does not end the match"):
        g.position(left.format(p0, p1, 16, 16))
    s = g.position(left.format(p0, p1, 17, 16))
    assert s.is_over() and s.winner == 0


def test_max_deals_ends_match_draw():
    g = pc.game("uragan", target=100, max_deals=2)
    s, rng = g.new_match(seed=4), random.Random(4)
    while not s.is_over():
        s.play(rng.choice(s.legal_moves()))
    assert s.deals_played == 2
    a, b = s.scores()
    assert s.winner == ("draw" if a == b else (0 if a > b else 1))


def test_kmaxmoves_bound():
    def m(v):
        dp = [1] + [0] * v
        for u in range(1, v):
            nd = [0] * (v + 1)
            for t in range(v + 1):
                for k in range(5):
                    if dp[t] and t + k * u <= v:
                        nd[t + k * u] += dp[t] * comb(4, k)
            dp = nd
        return dp[v]
    assert 4 * m(10) + 4 * m(9) + m(8) == 11469
    # the largest table: all 36 low cards; four kings in hand: 4 * M(10) moves
    hand = "KC KD KH KS"
    table = " ".join(c for c in ALL40 if c[0] not in "K")
    s = pos(G4, [hand, "", "", ""], table, piles=("", ""))
    assert len(s.legal_move_ids()) == 4 * m(10)


# ---- open4 -----------------------------------------------------------------------------------
def test_open4_face_up_first_then_down_and_forced_step():
    s = pos(GO, ["KD 5H 2S", "QC"], "2C 3S 4D", down="5H 2S / - -")
    assert moves(s) == ["KD"]
    s.play("KD")
    s.play("QCx2C+3S+4D")
    assert moves(s) == ["down1", "down2"] and s.phase == "play"
    s.play("down2")
    assert str(s.pending) == "2S" and s.phase == "pending" and moves(s) == ["2S"]
    assert GO.position(s.notation()) == s
    s.play("2S")
    assert moves(s) == ["down1"]
    s.play("down1")
    s.play("5H")
    assert s.is_over()


def test_open4_layout_includes_face_down_cards():
    stock = free("5H KD 2D QD JD 2C 3S".split(), 12)
    s = pos(GO, ["5H KD", "2D QD JD"], "2C 3S", stock=stock, down="- - / QD JD")
    s.play("5Hx2C+3S")
    assert s.table == pc.CardSet.parse("2D QD JD") and s.face_down[1] == [None, None]


def test_view_hides_other_hands_and_stock():
    s = G2.new_deal(seed=1, dealer=0)
    v = s.view(0)
    text = v.notation()
    for c in s.hands[1]:
        assert str(c) not in text.split("| table")[0]
    for c in s.stock:
        assert str(c) not in text
    assert v.hand == s.hands[0] and v.unseen == (s.hands[1] | pc.CardSet(s.stock))
    o = GO.new_deal(seed=1, dealer=0).view(1)
    assert "?2" in o.notation()


# ---- notation ---------------------------------------------------------------------------------
def test_notation_round_trips_and_pickles():
    for g in (G2, G4, GO, pc.game("uragan", max_deals=2)):
        rng = random.Random(1)
        s = g.new_match(seed=2)
        while not s.is_over():
            assert g.position(s.notation()) == s
            assert pickle.loads(pickle.dumps(s)) == s
            s.play(rng.choice(s.legal_moves()))
        assert g.position(s.notation()) == s


def test_match_position_continues_identically():
    g = pc.game("uragan", max_deals=3)
    a, rng = g.new_match(seed=8), random.Random(8)
    for _ in range(50):
        a.play(rng.choice(a.legal_moves()))
    b = g.position(a.notation())
    while not a.is_over():
        m = rng.choice(a.legal_moves())
        a.play(m)
        b.play(str(m))
        assert a == b


@pytest.mark.parametrize("text,err,what", [
    ("dealer 0 | turn 0", pc.ParseError, "missing field|last field"),
    ("dealer 0 | turn 0 | hands - / - | table - | stock - | piles - / - | hurricanes 0 | last 0 | deal",
     pc.ParseError, "hurricanes"),
    ("garbage", pc.ParseError, "unknown field"),
])
def test_malformed_notation(text, err, what):
    with pytest.raises(err, match=what):
        G2.position(text)


def test_impossible_positions_named():
    good = G2.new_deal(seed=1, dealer=0).notation()
    h0 = good.split("| hands ")[1].split(" / ")[0]
    first = h0.split()[0]
    twice = good.replace("| table ", f"| table {first} ", 1)
    with pytest.raises(pc.InvalidPositionError, match="appears twice"):
        G2.position(twice)
    with pytest.raises(pc.InvalidPositionError, match="missing"):
        G2.position(good.replace(h0, " ".join(h0.split()[1:])))
    with pytest.raises(pc.InvalidPositionError, match="stock holds 5"):
        pos(G2, ["KD", "QD"], "2C", stock=free("KD QD 2C".split(), 5))
    with pytest.raises(pc.InvalidPositionError, match="empty hand|to move"):
        pos(G2, ["KD", ""], "2C", turn=1)
    with pytest.raises(pc.InvalidPositionError, match="8C"):
        G2.position(good.replace(first, "8C", 1))
    with pytest.raises(pc.InvalidPositionError, match="hands"):
        G4.position(good)


# ---- bad input leaves the state unchanged ------------------------------------------------------
def test_bad_moves_leave_state_unchanged():
    s = G2.new_deal(seed=1, dealer=0)
    before = s.copy()
    other = next(iter(s.hands[0]))  # seat 0 is not to move
    for bad, err in [("ZZ", pc.ParseError), ("", pc.ParseError), (str(other), pc.IllegalMoveError),
                     ("8H", pc.ParseError), ("KHx", pc.ParseError), (12345678, pc.IllegalMoveError),
                     ("down1", pc.IllegalMoveError)]:
        with pytest.raises(err):
            s.play(bad)
        assert s == before and s.notation() == before.notation()
    rng = random.Random(1)
    while not s.is_over():
        s.play(rng.choice(s.legal_moves()))
    done = s.copy()
    with pytest.raises(pc.IllegalMoveError, match="over"):
        s.play("KH")
    assert s == done and s.legal_moves() == []


def test_play_by_move_text_and_id_any_order():
    s = pos(G2, ["KH", "AS"], "5S 3C 2D JC AH")
    t = s.copy()
    u = s.copy()
    s.play("KHx5S+3C+2D")
    t.play("Кчx2Д+3C+5♠".replace("2Д", "2D"))
    u.play(G2.parse_move("KHx2D+3C+5S").id)
    assert s == t == u
    assert str(G2.parse_move("KHx5S+3C+2D")) == "KHx3C+2D+5S"


def test_copy_is_independent_and_state_is_small():
    s = G2.new_deal(seed=2, dealer=1)
    c = s.copy()
    c.play(c.legal_moves()[0])
    assert c != s


LEFTOVER_ENDING = ("dealer 0 | turn 1 | hands 2C / 3D | table 5S | stock - | piles QC KC 4D 7D JD QD KD AD 6H JH QH KH"
                   " 2S 4S QS KS 3C 4C 5C 6C 7C JC AC 2D / 5D 6D 2H 3H 4H 5H 7H AH 3S 6S 7S JS AS"
                   " | hurricanes 0 0 | last 0 | {}deal")


@pytest.mark.parametrize("leftover,taker", [("last_player", 0), ("last_capturer", 1)])
def test_variant_leftover_last_capturer(leftover, taker):
    """leftover='last_capturer': the table left at the end goes to the side of the deal's last capture
    (seat 1 here), not to the last player's (seat 0 trails the deal's last card)."""
    g = pc.game("uragan", leftover=leftover)
    s = g.position(LEFTOVER_ENDING.format("capturer 1 | " if leftover == "last_capturer" else ""))
    assert s.last_capturer == (1 if leftover == "last_capturer" else None)
    s.play("3D")
    s.play("2C")
    assert s.is_over() and s.last_player == 0
    assert {"5S", "3D", "2C"} <= {str(c) for c in s.piles[taker]}
    assert g.position(s.notation()) == s


def test_variant_leftover_notation_errors():
    g = pc.game("uragan", leftover="last_capturer")
    with pytest.raises(pc.ParseError, match="capturer"):  # the field is required
        g.position(LEFTOVER_ENDING.format(""))
    with pytest.raises(pc.ParseError, match="capturer"):  # and belongs to the variant only
        pc.game("uragan").position(LEFTOVER_ENDING.format("capturer 1 | "))
    with pytest.raises(pc.InvalidPositionError, match="nobody has captured"):
        g.position(LEFTOVER_ENDING.format("capturer - | "))
    s = g.new_deal(seed=4)
    assert s.last_capturer is None and "capturer -" in s.notation() and "capturer -" in s.view(0).notation()
    while s.last_capturer is None:
        s.play(s.legal_moves()[0])
    assert s.view(1).last_capturer == s.last_capturer == s.last_player


def test_variant_after_hurricane_trail_only():
    """after_hurricane='trail_only': a hurricane scores, but the next seat keeps its hand and plays
    on (a trail, the table being empty); under the seed rule it lays its hand out."""
    text = ("dealer 1 | turn 0 | hands 5C 2D / 3H 4S | table 5D | stock - | piles QC KC 4D 7D JD QD KD AD 6H JH QH KH"
            " 2S QS KS 3C 4C 6C 7C JC AC / 3D 6D 2H 4H 5H 7H AH 3S 5S 6S 7S JS AS 2C | hurricanes 0 0 | last 1 | deal")
    seed = pc.game("uragan").position(text)
    seed.play("5Cx5D")
    assert seed.hurricanes == [1, 0] and not seed.hands[1] and {str(c) for c in seed.table} == {"3H", "4S"}
    g = pc.game("uragan", after_hurricane="trail_only")
    s = g.position(text)
    s.play("5Cx5D")
    assert s.hurricanes == [1, 0] and not s.table and s.to_move == 1
    assert sorted(str(m) for m in s.legal_moves()) == ["3H", "4S"]
    s.play("4S")
    assert [str(m) for m in s.legal_moves()] == ["2D"]  # 2D cannot take 4S: no second hurricane here
    assert g.position(s.notation()) == s


def test_new_variant_options_are_listed_and_checked():
    assert G2.options["leftover"] == "last_player" and G2.options["after_hurricane"] == "lay_out"
    for name in ("leftover", "after_hurricane"):
        with pytest.raises(pc.OptionError, match=name):
            pc.game("uragan", **{name: "nobody"})
