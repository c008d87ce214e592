"""Торговля: the worked example of docs/torgovlya.md to the token, one test per rule and ruling,
and bad input (clear errors, the state unchanged)."""

import pytest

import pycards as pc
from pycards import handeval

ALL = [r + s for s in "CDHS" for r in "23456789TJQKA"]


def position(hands, stock_top, tokens, pot, banker=0, turn=None, offer="-", deals=0, mode="deal", known="-",
             stock_bottom=(), **options):
    """A position from the hands and the top of the stock (the rest of the stock in index order,
    then `stock_bottom`)."""
    used = ({c for h in hands for c in h.split()} | set(stock_top) | set(stock_bottom)
            | ({offer} if offer != "-" else set()))
    stock = list(stock_top) + [c for c in ALL if c not in used] + list(stock_bottom)
    n = len(hands)
    turn = (banker + 1) % n if turn is None else turn
    text = (f"torgovlya | banker {banker} | tokens {' '.join(map(str, tokens))} | pot {pot} | hands "
            f"{' / '.join(hands)} | stock {' '.join(stock)} | turn {turn} | offer {offer} | known {known} "
            f"| deals {deals} | {mode}")
    return pc.game("torgovlya", players=n, **options).position(text)


def worked_example(**options):
    return position(["7S 8S KD", "5H 5C 2S", "2C 9C JC", "4D 4S QH"], ["AC", "4H"], [10, 9, 9, 9], 3,
                    start_tokens=10, **options)


def test_worked_example_to_the_token():
    s = worked_example()
    s.play("barter:2S")
    assert s.phase == "return" and s.to_move == 0 and s.offer == pc.Card.parse("2S")
    s.play("return:KD")
    assert s.hands[1] == pc.CardSet.parse("5H 5C KD") and s.hands[0] == pc.CardSet.parse("7S 8S 2S")
    s.play("money:2C")
    assert s.hands[2] == pc.CardSet.parse("AC 9C JC") and s.tokens == [11, 9, 8, 9]
    assert s.stock[-1] == pc.Card.parse("2C")
    s.play("money:QH")
    assert s.is_over()
    r = s.deal_result()
    assert [h["class"] for h in r["hands"]] == ["poen", "none", "poen", "trikon"]
    assert handeval.key_value(r["hands"][0]["key"]) == 17 and handeval.key_value(r["hands"][2]["key"]) == 30
    assert r["winners"] == [3] and r["pot"] == 3 and r["carried"] == 0
    assert r["transfers"] == [("buy", 2, 0, 1), ("buy", 3, 0, 1), ("pot", "pot", 3, 3), ("fee", 3, 0, 1)]
    assert s.scores() == [13, 9, 8, 10] and sum(s.scores()) == 40


def test_worked_example_without_the_trikon_and_a_banker_tie():
    s = worked_example()
    for m in ("barter:2S", "return:KD", "money:2C", "money:4D"):  # P3 buys with 4D: 4S QH 4H, nothing
        s.play(m)
    r = s.deal_result()
    assert r["winners"] == [2] and r["hands"][3]["class"] == "none"  # P2's поэн of 30 beats the banker's 17
    assert s.scores() == [13, 9, 10, 8]
    # the banker holding a поэн of 30 too wins the tie, and pays no fee to himself
    s = position(["AS 9S JS", "5H 5C 2D", "2C 9C JC", "4D 7S QH"], ["3H", "AC", "4H"], [10, 9, 9, 9], 3,
                 start_tokens=10)
    for m in ("money:2D", "money:2C", "money:QH"):
        s.play(m)
    r = s.deal_result()
    assert r["hands"][0]["key"] == r["hands"][2]["key"] == handeval.commerce_key(pc.CardSet.parse("AC 9C JC"))
    assert r["winners"] == [0] and s.scores() == [16, 8, 8, 8]


def test_ante_and_deal_order():
    g = pc.game("torgovlya", players=5)
    s = g.new_deal(seed=4, dealer=2)
    assert s.tokens == [19, 19, 20, 19, 19] and s.pot == 4 and s.to_move == 3 and s.banker == 2
    assert [len(h) for h in s.hands] == [3] * 5 and len(s.stock) == 37
    order = [int(c) for c in pc._batch.shuffled_decks(pc.DECK52, 1, 4)[0]]
    seats = [3, 4, 0, 1, 2]  # from the banker's left, banker last, one card at a time
    for i, idx in enumerate(order[:15]):
        assert idx in [int(c) for c in s.hands[seats[i % 5]]]
    assert [int(c) for c in s.stock] == order[15:]


def test_money_needs_a_token_and_pays_the_banker():
    s = position(["7S 8S KD", "5H 5C 2S", "2C 9C JC"], ["AC"], [10, 0, 17], 3, start_tokens=10)
    assert all(str(m).startswith("barter:") for m in s.legal_moves())
    with pytest.raises(pc.IllegalMoveError):
        s.play("money:2S")


def test_stand_and_banker_trades():
    s = position(["7S 8S KD", "5H 5C 2S", "2C 9C JC"], ["AC", "4H"], [9, 8, 8], 2, start_tokens=9,
                 stand_allowed=True, banker_trades=True)
    assert "stand" in map(str, s.legal_moves())
    s.play("stand")
    s.play("stand")
    assert s.phase == "banker" and s.to_move == 0
    assert sorted(map(str, s.legal_moves())) == sorted(
        ["swap:7S", "swap:8S", "swap:KD", "barter:7S", "barter:8S", "barter:KD", "keep"])
    s.play("swap:KD")  # free: he takes the top card AC
    assert s.hands[0] == pc.CardSet.parse("7S 8S AC") and s.stock[-1] == pc.Card.parse("KD") and s.is_over()
    assert s.deal_result()["transfers"] == [("pot", "pot", 2, 2), ("fee", 2, 0, 1)]  # P2's поэн of 21 wins
    assert s.scores() == [10, 8, 9]
    s = position(["7S 8S KD", "5H 5C 2S", "2C 9C JC"], ["AC", "4H"], [9, 8, 8], 2, start_tokens=9)
    assert "stand" not in map(str, s.legal_moves())


def test_banker_barters_with_his_right_neighbour():
    s = position(["7S 8S KD", "5H 5C 2S", "2C 9C JC"], [], [9, 8, 8], 2, start_tokens=9, banker_trades=True)
    s.play("barter:5H")
    assert s.to_move == 0  # the first player's right-hand neighbour is the banker
    s.play("return:KD")
    s.play("barter:2C")
    assert s.to_move == 1
    s.play("return:KD")
    assert s.hands[2] == pc.CardSet.parse("9C JC KD") and s.hands[1] == pc.CardSet.parse("5C 2S 2C")
    s.play("barter:5H")
    assert s.to_move == 2 and s.phase == "return"
    s.play("return:JC")
    assert s.hands[0] == pc.CardSet.parse("7S 8S JC") and s.hands[2] == pc.CardSet.parse("5H 9C KD")


def test_no_combination_carries_the_pot():
    s = position(["7S 8D KD", "5H 5C 2S", "2C 9H JC"], ["AH", "4H"], [9, 8, 8], 2, start_tokens=9)
    for m in ("barter:2S", "return:7S", "barter:JC", "return:5H"):
        s.play(m)
    r = s.deal_result()
    assert [h["class"] for h in r["hands"]] == ["none"] * 3
    assert r["winners"] == [] and r["carried"] == 2 and s.pot == 2 and s.scores() == [9, 8, 8]


def standing(tokens=(10, 9, 9, 9), **options):
    """P1 and P2 hold equal поэны of 10 and everybody stands."""
    s = position(["7S 8D KD", "2H 3H 5H", "2C 3C 5C", "9D 4S 6H"], [], list(tokens), 3, start_tokens=10,
                 stand_allowed=True, **options)
    for _ in range(3):
        s.play("stand")
    return s


@pytest.mark.parametrize("tie, fee, winners, scores, pot", [
    ("seniority", "to_banker", [1], [11, 11, 9, 9], 0),
    ("seniority", "none", [1], [10, 12, 9, 9], 0),
    ("seniority", "from_banker", [1], [9, 13, 9, 9], 0),
    ("split", "none", [1, 2], [10, 10, 10, 9], 1),
    ("split", "to_banker", [1, 2], [12, 9, 9, 9], 1),
])
def test_ties_and_the_winner_fee(tie, fee, winners, scores, pot):
    s = standing(tie=tie, winner_fee=fee)
    assert s.deal_result()["winners"] == winners and s.scores() == scores and s.pot == pot


def test_from_banker_fee_needs_a_token():
    s = standing(tokens=(0, 12, 12, 13), winner_fee="from_banker")
    assert s.scores() == [0, 15, 12, 13] and [t[0] for t in s.deal_result()["transfers"]] == ["pot"]


def test_best_suit_always_has_a_winner():
    s = pc.game("torgovlya", point_rule="best_suit").new_deal(seed=3)
    while not s.is_over():
        s.play(s.legal_moves()[0])
    assert s.deal_result()["winners"] and s.pot == 0


def test_a_player_without_a_token_leaves_at_the_next_ante():
    s = position(["7S 8S KD", "5H 5C 2S", "2C 9C JC", "4D 4S QH"], ["AC", "4H"], [19, 9, 9, 0], 3,
                 start_tokens=10, mode="match 5")
    assert [str(m).split(":")[0] for m in s.legal_moves()] == ["money"] * 3 + ["barter"] * 3
    for m in ("barter:2S", "return:KD", "money:2C"):
        s.play(m)
    assert {str(m).split(":")[0] for m in s.legal_moves()} == {"barter"}  # P3 has no token to buy
    s.play("barter:QH")
    s.play("return:9C")  # P2: AC JC QH, nothing; the banker's поэн of 17 wins
    r = s.deal_result()
    assert r["winners"] == [0] and r["deal"] == 1
    # deal 2: the bank passes to seat 1; seat 3 cannot ante and leaves for good
    assert s.in_game == [True, True, True, False] and s.banker == 1 and s.hands[3] == pc.CardSet()
    assert len(s.stock) == 43 and s.to_move == 2 and s.deals_played == 1
    assert s.game.position(s.notation()) == s


def carried(tokens, **options):
    """Three players; nobody has a combination, so the pot carries over."""
    s = position(["7S 8D KD", "5H 5C 2S", "2C 9H JC"], [], list(tokens), 30 - sum(tokens), start_tokens=10,
                 mode="match 1", **options)
    for m in ("barter:2S", "return:7S", "barter:JC", "return:5H"):
        s.play(m)
    return s


def test_early_end_shares_the_pot():
    s = carried([18, 9, 0])  # seat 2 cannot ante the next deal: two players are left
    assert s.is_over() and s.in_game == [True, True, False]
    # pot 3 shared by seats 1 and 0, the odd token to seat 1, nearest the last banker's left
    assert s.scores() == [19, 11, 0] and s.pot == 0
    assert s.deal_result()["transfers"][-2:] == [("share", "pot", 1, 2), ("share", "pot", 0, 1)]


def test_max_deals_ends_the_game_and_shares_the_pot():
    s = carried([18, 9, 1], max_deals=1)  # pot 2 among three: no share, the remainder to seat 1
    assert s.is_over() and s.scores() == [18, 11, 1] and s.deals_played == 1
    s = carried([18, 9, 1])  # no cap: the pot carries into deal 2
    assert not s.is_over() and s.pot == 2 + 2 and s.banker == 1


def test_deals_and_max_deals():
    for options in (dict(deals=2), dict(max_deals=3), dict(deals=1, max_deals=1)):
        g = pc.game("torgovlya", **options)
        for seed in range(20):
            s = g.new_match(seed=seed)
            while not s.is_over():
                s.play(s.legal_moves()[0])
            if "max_deals" in options:
                assert s.deals_played <= options["max_deals"] and s.pot == 0
            if "deals" in options:
                assert s.deals_played >= options["deals"] or s.in_game.count(True) < 3 or "max_deals" in options
            assert sum(s.scores()) == 4 * 20


def test_view_hides_other_hands_and_the_stock():
    s = worked_example()
    v = s.view(2)
    assert v.hand == s.hands[2] and v.visible[0] == pc.CardSet() and v.stock_size == len(s.stock)
    assert "7S" not in v.notation() and "AC" not in v.notation()
    s.play("barter:2S")
    assert s.view(0).offer == pc.Card.parse("2S") and s.view(1).offer == pc.Card.parse("2S") and s.view(2).offer is None
    blind = worked_example(barter="blind")
    blind.play("barter:2S")
    assert blind.view(0).offer is None and blind.view(1).offer == pc.Card.parse("2S")


def test_notation_round_trips_and_refusals():
    s = worked_example()
    s.play("barter:2S")
    g = s.game
    assert g.position(s.notation()) == s
    text = s.notation()
    bad = [
        text.replace("tokens 10 9 9 9", "tokens 10 9 9 8"),            # tokens do not add up
        text.replace("offer 2S", "offer -"),                           # a card missing
        text.replace("| turn 1 |", "| turn 0 |"),                      # the banker does not trade
        text.replace("deals 0 | deal", "deals 3 | deal"),              # a single deal in progress
        text.replace("5C 5H", "5C 5C"),                                # a card twice
    ]
    for b in bad:
        with pytest.raises((pc.InvalidPositionError, pc.ParseError)):
            g.position(b)
    for b in ["", "torgovlya", text.replace("hands", "hand"), text.replace("| deal", "| match x"),
              text.replace("tokens 10", "tokens ten")]:
        with pytest.raises(pc.ParseError):
            g.position(b)


def test_bad_moves_leave_the_state_unchanged():
    s = worked_example()
    before = s.notation()
    for m in ["money:AS", "return:2S", "swap:7S", "keep", "stand", "foo", "money:", "barter:ZZ", 10**30]:
        with pytest.raises((pc.IllegalMoveError, pc.ParseError, ValueError)):
            s.play(m)
        assert s.notation() == before
    with pytest.raises(TypeError):
        s.play(1.5)
    assert str(pc.Move("torgovlya", "Money:2s")) == "money:2S"


def test_options_are_checked():
    for bad in (dict(players=2), dict(players=11), dict(start_tokens=0), dict(point_rule="x"), dict(tie="both"),
                dict(winner_fee="x"), dict(barter="x"), dict(deals=-1), dict(max_deals=-1)):
        with pytest.raises(pc.OptionError):
            pc.game("torgovlya", **bad)
    with pytest.raises(pc.OptionError):
        pc.game("torgovlya").new_deal(seed=1, dealer=4)


def test_solve_refuses():
    with pytest.raises(ValueError, match="torgovlya"):
        pc.solve(pc.game("torgovlya").new_deal(seed=1))


def test_class_odds_before_trading():
    from fractions import Fraction
    from math import comb

    from pycards.torgovlya import class_odds
    hands = comb(52, 3)
    odds = class_odds()
    assert odds["trikon"] == Fraction(13 * comb(4, 3), hands)
    assert odds["sekans"] == Fraction(4 * 11, hands)                       # tops 4..A in each suit
    assert odds["poen"] == Fraction(4 * comb(13, 3) - 44, hands)
    assert odds["none"] == 1 - odds["trikon"] - odds["sekans"] - odds["poen"]
    best = class_odds("best_suit")
    assert best["none"] == 0 and best["poen"] == 1 - best["trikon"] - best["sekans"]
