"""Tests of the pure-Python Uragan reference against the rules file's worked examples and rules."""
import copy
import random
import time

import pytest

from .reference import (
    DECK40,
    RefDeal,
    RefMatch,
    brute_force_captures,
    captures_for,
    match_winner,
    premiera,
    score,
)

F = frozenset


def moves_set(deal):
    return set(deal.legal_moves())


def random_order(rng):
    order = list(DECK40)
    rng.shuffle(order)
    return order


def play_random(deal, rng):
    while not deal.is_over():
        deal.play(rng.choice(deal.legal_moves()))
    return deal


def free_cards(used, n=12):
    """n cards of DECK40 not in `used` (for a stock)."""
    return [c for c in DECK40 if c not in set(used)][:n]


def rest_to_piles(used, n0):
    """Put every card not in `used` into the two piles (first n0 to side 0)."""
    rest = [c for c in DECK40 if c not in set(used)]
    return [rest[:n0], rest[n0:]]


# ------------------------------------------------------------------ basics
def test_deck40():
    assert len(DECK40) == 40
    assert DECK40[:7] == ["2C", "3C", "4C", "5C", "6C", "7C", "JC"]
    assert DECK40[-1] == "AS"
    assert not any(c[0] in "89T" for c in DECK40)


def test_dealing_order_two_players():
    d = RefDeal(list(DECK40), dealer=0)
    o = DECK40
    assert d.hands[1] == set(o[0:12:2]) and d.hands[0] == set(o[1:12:2])
    assert d.table == set(o[12:16]) and d.stock == o[16:]
    assert d.to_move == 1 and d.last_player is None


def test_dealing_order_four_players():
    d = RefDeal(list(DECK40), dealer=2, players=4)
    o = DECK40
    for i, seat in enumerate([3, 0, 1, 2]):
        assert d.hands[seat] == set(o[i:36:4])
    assert d.table == set(o[36:40]) and d.stock == []
    assert d.to_move == 3


def test_capture_enumeration_matches_brute_force():
    rng = random.Random(5)
    for _ in range(300):
        cards = rng.sample(DECK40, rng.randint(1, 14))
        card, table = cards[0], set(cards[1:])
        assert set(captures_for(card, table)) == brute_force_captures(card, table)


def test_illegal_move_raises_and_leaves_state_unchanged():
    d = RefDeal(random_order(random.Random(1)), dealer=0)
    before = copy.deepcopy(d.snapshot())
    card = next(iter(d.hands[0]))  # seat 0 is not to move
    with pytest.raises(ValueError):
        d.play((card, F()))
    with pytest.raises(ValueError):
        d.play(("down", 1))
    assert d.snapshot() == before


# ------------------------------------------------------------------ worked examples
def test_worked_example_1_legal_moves():
    d = RefDeal.from_position(hands=[["KS", "7H", "6C", "4C"], ["2H"]],
                              table=["5S", "3C", "2D", "AH", "KH", "7D"], to_move=0)
    assert moves_set(d) == {
        ("KS", F({"KH"})), ("7H", F({"7D"})), ("6C", F({"5S", "AH"})),
        ("6C", F({"3C", "2D", "AH"})), ("4C", F({"3C", "AH"}))}
    assert len(d.legal_moves()) == 5


def test_worked_example_2_hurricane_twice_in_a_row():
    stock = [c for c in DECK40 if c not in {"7C", "KC", "4S", "6H", "4D", "3S"}][:12]
    used = stock + ["7C", "KC", "4S", "6H", "4D", "3S"]
    d = RefDeal.from_position(hands=[["4S", "6H"], ["7C", "KC"]], table=["4D", "3S"],
                              stock=stock, to_move=1, dealer=1,
                              piles=rest_to_piles(used, 11), last_player=0)
    pile1 = set(d.piles[1])
    assert moves_set(d) == {("7C", F({"4D", "3S"})), ("KC", F())}
    d.play(("7C", F({"4D", "3S"})))
    assert d.hurricanes == [0, 1]
    assert d.hands[0] == set() and d.table == {"4S", "6H"} and d.to_move == 1
    assert moves_set(d) == {("KC", F({"4S", "6H"}))}
    d.play(("KC", F({"4S", "6H"})))
    assert d.hurricanes == [0, 2]
    assert d.piles[1] - pile1 == {"7C", "4D", "3S", "KC", "4S", "6H"}
    assert d.to_move == 0 and d.stock == [] and d.table == set()
    # next round dealt, dealer's opponent (seat 0) first, one card at a time
    assert d.hands[0] == set(stock[0:12:2]) and d.hands[1] == set(stock[1:12:2])


def test_worked_example_3_last_play():
    d = RefDeal.from_position(hands=[["2S"], []], table=["2C"], to_move=0, dealer=1,
                              piles=rest_to_piles(["2S", "2C"], 20))
    d.play(("2S", F({"2C"})))
    assert d.is_over() and d.hurricanes == [0, 0] and {"2S", "2C"} <= d.piles[0]
    d = RefDeal.from_position(hands=[["AS"], []], table=["QD", "2C", "6H"], to_move=0,
                              piles=rest_to_piles(["AS", "QD", "2C", "6H"], 20))
    assert d.legal_moves() == [("AS", F())]
    d.play(("AS", F()))
    assert d.is_over() and d.hurricanes == [0, 0] and d.table == set()
    assert {"QD", "2C", "6H", "AS"} <= d.piles[0] and d.last_player == 0


def _check_partition(p0, p1):
    assert sorted(p0 + p1) == sorted(DECK40) and len(set(p0 + p1)) == 40


def test_worked_example_4_scoring():
    p1 = (["QC", "QD", "QH", "QS", "2H", "3H", "5H"]
          + ["7D", "7S", "6D", "6S", "AD", "AS", "4S", "2S", "3S", "JS", "KS"])
    p0 = [c for c in DECK40 if c not in p1]
    _check_partition(p0, p1)
    assert len(p0) == 22 and len(p1) == 18
    assert sum(c[1] == "H" for c in p0) == 6 and "7H" in p0
    assert premiera(set(p0)) == 45 and premiera(set(p1)) == 36
    res = score([set(p0), set(p1)], [1, 2])
    assert res == {"hurricanes": [1, 2], "cards": [1, 0], "hearts": [1, 0],
                   "seven_of_hearts": [1, 0], "premiera": [1, 0], "total": [5, 2]}
    # 20-20 cards, 5-5 hearts, premieras 36 (four queens) vs 36 (three 2s)
    p0 = (["QC", "QD", "QH", "QS", "2H", "AH", "3H", "4H", "AC", "3C", "4C"]
          + ["5D", "5S", "6D", "6S", "7D", "7S", "JC", "JD", "KC"])
    p1 = [c for c in DECK40 if c not in p0]
    _check_partition(p0, p1)
    assert len(p1) == 20 and sum(c[1] == "H" for c in p1) == 5
    assert premiera(set(p0)) == 36 and premiera(set(p1)) == 36
    res = score([set(p0), set(p1)], [0, 0])
    assert res["cards"] == res["hearts"] == res["premiera"] == [0, 0]
    assert res["seven_of_hearts"] == [0, 1] and res["total"] == [0, 1]


# ------------------------------------------------------------------ one test per rule
def test_same_rank_capture_excludes_sum_capture():
    d = RefDeal.from_position(hands=[["7H"], ["2D"]], table=["7C", "7S", "5D", "2C", "4H", "3S"],
                              to_move=0)
    assert moves_set(d) == {("7H", F({"7C"})), ("7H", F({"7S"}))}
    d.table.discard("7C"), d.table.discard("7S")
    assert moves_set(d) == {("7H", F({"5D", "2C"})), ("7H", F({"4H", "3S"}))}


def test_sum_capture_needs_two_cards_and_one_set_per_move():
    d = RefDeal.from_position(hands=[["KH"], ["AD"]], table=["5S", "3C", "2D", "JC", "AH"],
                              to_move=0)
    assert moves_set(d) == {("KH", F({"5S", "3C", "2D"})), ("KH", F({"JC", "2D"}))}


def test_trail_only_card_that_captures_nothing():
    d = RefDeal.from_position(hands=[["5H", "KD", "QS"], ["2D"]], table=["2C", "3S"], to_move=0)
    assert moves_set(d) == {("5H", F({"2C", "3S"})), ("KD", F()), ("QS", F())}
    with pytest.raises(ValueError):
        d.play(("5H", F()))
    d = RefDeal.from_position(hands=[["5H", "2H"], ["2D"]], table=["2C", "3S"], to_move=0)
    assert all(m[1] for m in d.legal_moves())  # every card captures: must capture


def test_capture_goes_to_side_pile_and_trail_to_table():
    d = RefDeal.from_position(hands=[["5H", "KD"], ["2D", "QD"], ["JS"], ["AS"]],
                              table=["2C", "3S"], to_move=0, players=4)
    d.play(("KD", F()))
    assert d.table == {"2C", "3S", "KD"} and d.to_move == 1 and d.last_player == 0
    d.play(("2D", F({"2C"})))
    assert d.piles[1] == {"2D", "2C"} and d.to_move == 2


def test_hurricane_point_and_forced_layout():
    d = RefDeal.from_position(hands=[["5H", "KD"], ["2D", "QD"]], table=["2C", "3S"],
                              stock=free_cards(["5H", "KD", "2D", "QD", "2C", "3S"]),
                              to_move=0, dealer=1)
    d.play(("5H", F({"2C", "3S"})))
    assert d.hurricanes == [1, 0]
    assert d.hands[1] == set() and d.table == {"2D", "QD"}
    assert d.to_move == 0 and d.last_player == 0  # the lay-out used seat 1's turn
    assert d.piles[0] == {"5H", "2C", "3S"}


def test_hurricane_scores_when_layout_ends_the_deal():
    d = RefDeal.from_position(hands=[["5H"], ["2D", "QD"]], table=["2C", "3S"], to_move=0)
    d.play(("5H", F({"2C", "3S"})))
    assert d.is_over() and d.hurricanes == [1, 0]
    assert d.piles[0] == {"5H", "2C", "3S", "2D", "QD"} and d.piles[1] == set()


def test_hurricane_scores_while_own_hand_still_holds_cards():
    d = RefDeal.from_position(hands=[["5H", "KD"], []], table=["2C", "3S"], to_move=0)
    d.play(("5H", F({"2C", "3S"})))
    assert d.hurricanes == [1, 0] and d.to_move == 0 and not d.is_over()


def test_layout_chain():
    # 4 players: seat 0 clears, seat 1 lays out, seat 2 clears, seat 3 lays out, seat 0 ...
    d = RefDeal.from_position(
        hands=[["5H", "KD"], ["2D", "3D"], ["5C", "JS"], ["AS", "7C"]],
        table=["2C", "3S"], to_move=0, players=4)
    d.play(("5H", F({"2C", "3S"})))
    assert d.hurricanes == [1, 0] and d.table == {"2D", "3D"} and d.hands[1] == set()
    assert d.to_move == 2
    d.play(("5C", F({"2D", "3D"})))
    assert d.hurricanes == [2, 0] and d.table == {"AS", "7C"} and d.hands[3] == set()
    assert d.to_move == 0
    assert d.piles[0] == {"5H", "2C", "3S", "5C", "2D", "3D"}
    d.play(("KD", F()))  # K captures nothing on A+7; must be trailed
    assert d.to_move == 2  # seats 1 and 3 are empty: skipped
    d.play(("JS", F({"AS", "7C"})))
    # table still holds KD, not a hurricane; every hand empty: deal over, table to seat 2's side
    assert d.is_over() and d.hurricanes == [2, 0] and len(d.piles[0]) == 10
    assert d.piles[0] == {"5H", "2C", "3S", "5C", "2D", "3D", "KD", "JS", "AS", "7C"}


def test_four_player_layout_seat_empty_nobody_lays_out():
    d = RefDeal.from_position(
        hands=[["5H", "KD"], [], ["5C", "JS"], ["AS", "7C"]],
        table=["2C", "3S"], to_move=0, players=4)
    d.play(("5H", F({"2C", "3S"})))
    assert d.hurricanes == [1, 0] and d.table == set()
    assert d.hands[3] == {"AS", "7C"} and d.to_move == 2


def test_four_player_layout_then_continue_after_layout_seat():
    d = RefDeal.from_position(
        hands=[["5H", "KD"], ["2D"], [], ["AS", "7C"]],
        table=["2C", "3S"], to_move=0, players=4)
    d.play(("5H", F({"2C", "3S"})))
    assert d.table == {"2D"} and d.to_move == 3  # seat 2 empty: skipped


def test_new_round_after_layout_first_is_seat_after_last_player():
    stock = DECK40[:12]
    d = RefDeal.from_position(hands=[["KS"], ["QD"]], table=["JH", "2H"], stock=stock,
                              to_move=0, dealer=0)
    d.play(("KS", F({"JH", "2H"})))
    assert d.hurricanes == [1, 0]
    # seat 1 laid out QD; all hands empty, stock not: new round, seat 1 (after seat 0) first
    assert d.table == {"QD"} and d.to_move == 1 and len(d.hands[0]) == len(d.hands[1]) == 6


def test_last_play_sweep_no_hurricane_point():
    d = RefDeal.from_position(hands=[[], ["KS"]], table=["5S", "3C", "2D"], to_move=1,
                              last_player=0)
    d.play(("KS", F({"5S", "3C", "2D"})))
    assert d.is_over() and d.hurricanes == [0, 0] and d.piles[1] == {"KS", "5S", "3C", "2D"}
    d = RefDeal.from_position(hands=[[], ["KS"]], table=["5S", "3C", "2D", "4H"], to_move=1)
    d.play(("KS", F({"5S", "3C", "2D"})))
    assert d.is_over() and d.piles[1] == {"KS", "5S", "3C", "2D", "4H"}


def test_last_play_before_empty_stock_round_is_not_deal_end():
    d = RefDeal.from_position(hands=[[], ["KS"]], table=["5S", "3C", "2D"], to_move=1,
                              stock=free_cards(["KS", "5S", "3C", "2D"]), dealer=1)
    d.play(("KS", F({"5S", "3C", "2D"})))
    assert d.hurricanes == [0, 1] and not d.is_over() and d.to_move == 0


def test_empty_hand_skipped():
    d = RefDeal.from_position(hands=[[], ["KS", "QS"]], table=["2C"], to_move=1)
    d.play(("KS", F()))
    assert d.to_move == 1
    d = RefDeal.from_position(hands=[["KD"], [], ["QD"], ["JD"]], table=["2C"], to_move=0,
                              players=4)
    d.play(("KD", F()))
    assert d.to_move == 2
    d.play(("QD", F()))
    assert d.to_move == 3
    d.play(("JD", F()))
    assert d.is_over() and d.piles[1] == {"2C", "KD", "QD", "JD"}  # last play: seat 3


def test_three_rounds_of_six_two_players():
    rng = random.Random(7)
    order = random_order(rng)
    d = RefDeal(order, dealer=1)
    rounds = [(set(d.hands[0]), set(d.hands[1]))]
    assert d.stock == order[16:]
    while not d.is_over():
        stock_before = len(d.stock)
        d.play(rng.choice(d.legal_moves()))
        if len(d.stock) != stock_before:
            assert stock_before - len(d.stock) == 12
            assert all(len(h) == 6 for h in d.hands)
            assert d.to_move == (d.last_player + 1) % 2
            rounds.append((set(d.hands[0]), set(d.hands[1])))
    assert len(rounds) == 3
    for r, (h0, h1) in enumerate(rounds):
        base = 0 if r == 0 else 16 + 12 * (r - 1)
        assert h0 == set(order[base:base + 12:2]) and h1 == set(order[base + 1:base + 12:2])
    assert len(d.piles[0] | d.piles[1]) == 40


def test_one_round_of_nine_four_players():
    rng = random.Random(8)
    d = RefDeal(random_order(rng), dealer=3, players=4)
    assert all(len(h) == 9 for h in d.hands) and len(d.table) == 4 and d.stock == []
    assert d.to_move == 0
    plays = 0
    while not d.is_over():
        d.play(rng.choice(d.legal_moves()))
        plays += 1
        assert d.stock == []
    assert plays <= 36 and len(d.piles[0] | d.piles[1]) == 40


def test_premiera_heights_and_ties():
    assert premiera(set()) == 0
    assert premiera({"7C", "7D"}) == 0
    assert premiera({"7C", "7D", "7H"}) == 63
    assert premiera({"7C", "7D", "7H", "7S"}) == 84
    assert premiera({"5S", "5C", "5D", "QC", "QD", "QH", "QS"}) == 45
    heights = {"7": 21, "6": 18, "A": 16, "5": 15, "4": 14, "3": 13, "2": 12,
               "K": 10, "Q": 9, "J": 8}
    for rank, h in heights.items():
        assert premiera({rank + s for s in "CDH"}) == 3 * h
        assert premiera({rank + s for s in "CDHS"}) == 4 * h
    empty = [set(), set()]
    assert score([{"QC", "QD", "QH", "QS"}, {"2C", "2D", "2S"}], [0, 0])["premiera"] == [0, 0]
    assert score([{"JC", "JD", "JH"}, set()], [0, 0])["premiera"] == [1, 0]
    assert score(empty, [0, 0])["premiera"] == [0, 0]


def test_full_deal_conserves_cards_and_scores():
    rng = random.Random(11)
    for players, hand in ((2, "hidden"), (4, "hidden"), (2, "open4")):
        for _ in range(60):
            d = play_random(RefDeal(random_order(rng), rng.randrange(players), players, hand),
                            rng)
            assert sorted(d.piles[0] | d.piles[1]) == sorted(DECK40)
            assert not d.table and not any(d.hands) and not d.stock
            res = d.result()
            assert sum(res["seven_of_hearts"]) == 1
            assert res["total"] == [sum(res[k][s] for k in res if k != "total") for s in (0, 1)]
            assert d.snapshot()["over"] is True


def test_full_deal_speed():
    rng = random.Random(3)
    orders = [random_order(rng) for _ in range(200)]
    t = time.perf_counter()
    for o in orders:
        play_random(RefDeal(o, 0), rng)
    assert (time.perf_counter() - t) / len(orders) < 0.02


# ------------------------------------------------------------------ end of match
def test_match_winner_target():
    assert match_winner([15, 10], 15, 3, 0) == 0
    assert match_winner([9, 16], 15, 3, 0) == 1
    assert match_winner([14, 14], 15, 3, 0) is None


def test_match_winner_both_reach_target_higher_wins():
    assert match_winner([17, 16], 15, 4, 0) == 0
    assert match_winner([15, 18], 15, 4, 0) == 1


def test_match_winner_both_reach_target_equal_plays_on():
    assert match_winner([16, 16], 15, 4, 0) is None
    assert match_winner([16, 16], 15, 4, 4) == "draw"


def test_match_winner_max_deals():
    assert match_winner([5, 3], 15, 2, 2) == 0
    assert match_winner([3, 5], 15, 2, 2) == 1
    assert match_winner([4, 4], 15, 2, 2) == "draw"
    assert match_winner([4, 4], 15, 1, 2) is None


def test_ref_match_dealer_rotation_and_scores():
    rng = random.Random(21)
    m = RefMatch(lambda k: random_order(random.Random(100 + k)), first_dealer=1, players=4,
                 target=15, max_deals=3)
    dealers = [m.deal.dealer]
    while not m.is_over():
        deal = m.deal
        m.play(rng.choice(m.legal_moves()))
        if m.deal is not deal:
            dealers.append(m.deal.dealer)
            assert m.deal.stock == [] and m.deals_played == len(dealers) - 1
    assert m.scores == [sum(r["total"][s] for r in m.results) for s in (0, 1)]
    assert dealers == [(1 + k) % 4 for k in range(m.deals_played)]
    assert m.winner == match_winner(m.scores, 15, m.deals_played, 3)
    assert m.deals_played <= 3 and m.legal_moves() == []


def test_ref_match_reaches_target_default():
    rng = random.Random(4)
    m = RefMatch(lambda k: random_order(random.Random(k)), first_dealer=0)
    while not m.is_over():
        m.play(rng.choice(m.legal_moves()))
    assert max(m.scores) >= 15 and m.winner in (0, 1)
    assert m.scores[m.winner] > m.scores[1 - m.winner]
    with pytest.raises(ValueError):
        m.play(("2C", F()))


# ------------------------------------------------------------------ open4
def test_open4_dealing_face_down_positions():
    d = RefDeal(list(DECK40), dealer=0, hand="open4")
    o = DECK40
    assert d.face_down[1] == [o[8], o[10]] and d.face_down[0] == [o[9], o[11]]
    assert d.face_down_positions == [[1, 2], [1, 2]]
    assert d.hands[1] == set(o[0:12:2]) and d.pending is None
    assert all(m[0] in d.face_up(1) for m in d.legal_moves())


def test_open4_requires_two_players():
    with pytest.raises(ValueError):
        RefDeal(list(DECK40), dealer=0, players=4, hand="open4")


def test_open4_face_up_first_then_down_choice_and_forced_step():
    d = RefDeal.from_position(hands=[["KD", "5H", "2S"], ["QC"]], table=["2C", "3S", "4D"],
                              to_move=0, hand="open4", face_down=[["5H", "2S"], []])
    assert moves_set(d) == {("KD", F())}
    with pytest.raises(ValueError):
        d.play(("down", 1))
    d.play(("KD", F()))
    d.play(("QC", F({"2C", "3S", "4D"})))  # Q=9: 2+3+4
    assert d.table == {"KD"} and d.to_move == 0
    assert d.legal_moves() == [("down", 1), ("down", 2)]
    last = d.last_player
    d.play(("down", 2))
    assert d.pending == "2S" and d.face_down[0] == ["5H"] and d.face_down_positions[0] == [1]
    assert d.to_move == 0 and d.last_player == last and "2S" in d.hands[0]
    assert d.legal_moves() == [("2S", F())]  # forced trail step
    with pytest.raises(ValueError):
        d.play(("down", 1))
    d.play(("2S", F()))
    assert d.pending is None and d.to_move == 0  # seat 1 is empty
    assert d.legal_moves() == [("down", 1)]  # 5H keeps its position 1
    d.play(("down", 1))
    assert d.legal_moves() == [("5H", F())]
    d.play(("5H", F()))
    assert d.is_over() and d.piles[0] == {"KD", "2S", "5H"}


def test_open4_pending_card_choice_among_captures():
    d = RefDeal.from_position(hands=[["7H"], ["QC"]], table=["7C", "7S", "4D"], to_move=0,
                              hand="open4", face_down=[["7H"], []])
    d.play(("down", 1))
    assert moves_set(d) == {("7H", F({"7C"})), ("7H", F({"7S"}))}


def test_open4_layout_includes_face_down_cards():
    d = RefDeal.from_position(hands=[["5H", "KD"], ["2D", "QD", "JD"]], table=["2C", "3S"],
                              to_move=0, hand="open4", face_down=[[], ["QD", "JD"]],
                              stock=free_cards(["5H", "KD", "2D", "QD", "JD", "2C", "3S"]))
    d.play(("5H", F({"2C", "3S"})))
    assert d.hurricanes == [1, 0] and d.table == {"2D", "QD", "JD"}
    assert d.face_down[1] == [] and d.face_down_positions[1] == [] and d.to_move == 0
    snap = d.snapshot()
    assert snap["face_down"] == [[], []] and snap["pending"] is None


def test_open4_positions_stable_after_turning_up_position_1():
    d = RefDeal.from_position(hands=[["5H", "2S"], []], table=["KD"], to_move=0,
                              hand="open4", face_down=[["5H", "2S"], []])
    d.play(("down", 1))
    assert d.pending == "5H" and d.face_down == [["2S"], []]
    d.play(("5H", F()))
    assert d.legal_moves() == [("down", 2)]
    with pytest.raises(ValueError):
        d.play(("down", 1))
    d.play(("down", 2))
    assert d.snapshot()["pending"] == "2S" and d.snapshot()["face_down_positions"] == [[], []]


def test_snapshot_plain_sorted():
    d = RefDeal(random_order(random.Random(2)), dealer=1)
    snap = d.snapshot()
    assert snap["hands"] == [sorted(h) for h in d.hands] and snap["table"] == sorted(d.table)
    assert snap["to_move"] == 0 and snap["over"] is False and snap["result"] is None
    assert "face_down" not in snap
    with pytest.raises(ValueError):
        d.result()
