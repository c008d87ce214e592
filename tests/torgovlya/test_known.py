"""Торговля: what each seat knows from the trades of a deal (docs/torgovlya.md, "Hidden
information"): the cards it saw go into a hand and that cannot have left it since, and the card it
put under the stock. One test per trade move, the notation's `known` field, every refusal of
position() (naming the seat and the card) and the view."""

import pytest

import pycards as pc

from .test_torgovlya import position, worked_example

C = pc.CardSet.parse


def known(s):
    """Each seat's knowledge as {place: 'cards'} (place: a hand's seat or 'stock')."""
    return [{p: " ".join(sorted(str(c) for c in cards)) for p, cards in k.items()} for k in s.known]


def test_worked_example_what_each_seat_knows():
    s = worked_example()
    assert known(s) == [{}, {}, {}, {}] and "| known - |" in s.notation()
    s.play("barter:2S")  # the offer itself is the `offer` field, not knowledge
    assert known(s) == [{}, {}, {}, {}]
    s.play("return:KD")  # P1 saw 2S go to the banker, the banker saw KD go to P1
    assert known(s) == [{1: "KD"}, {0: "2S"}, {}, {}]
    assert "| known 0:KD@1 1:2S@0 |" in s.notation()
    s.play("money:2C")  # P2 put 2C under the stock; the banker took it face down and saw nothing
    assert known(s) == [{1: "KD"}, {0: "2S"}, {"stock": "2C"}, {}]
    assert "| known 0:KD@1 1:2S@0 2:2C@stock |" in s.notation()
    assert s.game.position(s.notation()) == s
    s.play("money:QH")  # the showdown: every hand is shown, nothing is left to know
    assert s.is_over() and known(s) == [{}, {}, {}, {}] and "| known - |" in s.notation()


def three_seats(**options):
    return position(["7S 8S KD", "5H 5C 2S", "2C 9C JC"], ["AC", "4H", "3D"], [10, 9, 9], 2, start_tokens=10,
                    **options)


def test_a_card_given_back_then_passed_on_is_in_one_of_two_hands():
    s = three_seats(banker_trades=True)
    s.play("barter:2S")
    s.play("return:KD")  # the banker knows KD is with P1
    s.play("barter:2C")  # P2 offers to P1, who gives one of his cards back face down
    assert known(s)[0] == {1: "KD"}  # not yet: P1 has not given anything
    s.play("return:5H")  # P1 gave a card to P2 face down: KD is with P1 or with P2
    assert known(s) == [{(1, 2): "KD"}, {0: "2S", 2: "5H"}, {1: "2C"}]
    assert "| known 0:KD@1,2 1:2S@0 1:5H@2 2:2C@1 |" in s.notation()
    assert s.game.position(s.notation()) == s


def test_the_card_passed_on_is_the_one_that_came():
    s = three_seats(banker_trades=True)
    s.play("barter:2S")
    s.play("return:KD")
    s.play("barter:2C")
    s.play("return:KD")  # P1 passes the banker's KD on to P2: both follow it, each as far as it can
    assert known(s) == [{(1, 2): "KD"}, {0: "2S", 2: "KD"}, {1: "2C"}]


def test_each_answer_along_a_chain_of_barters_widens_the_places():
    g = pc.game("torgovlya", players=5, banker_trades=True)
    s = g.new_deal(seed=11, dealer=0)
    first = None
    for seat in (1, 2, 3, 4):
        s.play(next(m for m in s.legal_moves() if str(m).startswith("barter:")))
        s.play(s.legal_moves()[seat % 3])
        if first is None:
            first = known(s)[0][1]
        assert known(s)[0] == {tuple(range(1, seat + 1)) if seat > 1 else 1: first}
        assert s.game.position(s.notation()) == s
    assert s.phase == "banker"
    s.play(next(m for m in s.legal_moves() if str(m).startswith("barter:")))  # the banker's own offer
    assert known(s)[0] == {(1, 2, 3, 4): first}  # his offer is his own card: no new place
    assert known(s)[1][(0, "offer")] and s.game.position(s.notation()) == s


def test_a_sale_ends_the_chain():
    s = worked_example(banker_trades=True)
    for m in ("barter:2S", "return:KD", "money:2C"):
        s.play(m)
    s.play("barter:QH")  # P3 barters with P2, who sold: P2 gives a card, but KD is not in his hand
    s.play("return:9C")
    assert known(s) == [{1: "KD"}, {0: "2S"}, {"stock": "2C", 3: "9C"}, {2: "QH"}]


def test_the_banker_giving_a_card_may_take_the_first_player_s_card_along():
    s = three_seats(banker_trades=True)
    s.play("barter:2S")
    s.play("return:KD")
    s.play("money:2C")
    assert known(s) == [{1: "KD"}, {0: "2S"}, {"stock": "2C"}] and s.phase == "banker"
    offered = s.copy()
    offered.play("barter:2S")  # the banker's card leaves face down: 2S is in his hand or is the offer
    assert known(offered) == [{1: "KD"}, {(0, "offer"): "2S"}, {"stock": "2C"}]
    assert "| known 0:KD@1 1:2S@0,offer 2:2C@stock |" in offered.notation()
    assert offered.game.position(offered.notation()) == offered
    s.play("swap:2S")  # the banker's swap: the game ends, and knowledge with it
    assert s.is_over() and known(s) == [{}, {}, {}]


def test_stand_and_keep_show_nothing():
    s = three_seats(stand_allowed=True, banker_trades=True)
    s.play("stand")
    s.play("stand")
    assert known(s) == [{}, {}, {}] and s.game.position(s.notation()) == s


def test_a_new_deal_of_a_match_starts_with_nothing_known():
    g = pc.game("torgovlya", players=3)
    s = g.new_match(seed=5)
    deals = s.deals_played
    while s.deals_played == deals:
        s.play(next(m for m in s.legal_moves() if str(m).startswith("money:")))
        if s.deals_played == deals:
            assert any(known(s))
    assert not s.is_over() and known(s) == [{}, {}, {}]


def test_the_view_holds_the_seat_s_knowledge_only():
    s = worked_example()
    for m in ("barter:2S", "return:KD", "money:2C"):
        s.play(m)
    for seat in range(4):
        assert s.view(seat).known == s.known[seat]
    assert s.view(0).known == {1: C("KD")} and s.view(3).known == {}
    assert s.view(1).notation().endswith("| known 2S@0") and s.view(2).notation().endswith("| known 2C@stock")
    assert "KD" not in s.view(2).notation() and "2S" not in s.view(3).notation()


# ---- position(): knowledge no deal could have given -------------------------------------------

AFTER_BARTER = dict(hands=["7S 8S 2S", "5H 5C KD", "2C 9C JC", "4D 4S QH"], stock_top=["AC", "4H"],
                    tokens=[10, 9, 9, 9], pot=3, turn=2, start_tokens=10)


def after_barter(known, **kw):
    return position(**{**AFTER_BARTER, **kw}, known=known)


def test_the_worked_example_position_after_the_barter_is_accepted():
    s = after_barter("0:KD@1 1:2S@0")
    assert known(s) == [{1: "KD"}, {0: "2S"}, {}, {}]


@pytest.mark.parametrize("text,kw,message", [
    ("0:KD@1 1:2S@0 1:5H@1", {}, "seat 1 knows 5H in its own hand"),
    ("0:KD@1 1:2S@0 1:2S@stock", {}, "seat 1 knows 2S in two places"),
    ("0:KD@1 1:2S@0 0:KD@stock", {}, "seat 0 knows KD in two places"),
    ("0:KD@1 1:4D@0", {}, "seat 1 knows 4D in hand 0, which does not hold it"),
    ("0:KD@1 1:2S@0 2:4D@stock", {}, "seat 2 knows 4D under the stock, which does not hold it"),
    ("0:KD@1 1:2S@0 2:AC@stock", {}, "seat 2 knows AC under the stock, but it has not traded yet"),
    ("0:KD@1 1:2S@0 1:2C@2", {}, "seat 1 knows 2C in hand 2, but seat 2 has not bartered with it"),
    ("0:KD@1 1:2S@0 3:2C@2", {}, "seat 3 knows 2C in hand 2, but it has not bartered yet"),
    ("0:KD@1 1:2S@0 2:5H@1", {}, "seat 2 knows 5H in hand 1, but it has not bartered yet"),
    ("0:KD@1 1:2S@0 1:4D@3", {}, "seat 1 knows 4D in hand 3, but they have not bartered"),
    ("0:KD@1 0:5H@1 1:2S@0", {}, "seat 0 knows KD in hand 1 and more"),
    ("1:2S@0", {}, "seat 1 knows 2S in hand 0, but seat 0 knows nothing of the card it gave back"),
    ("0:KD@1", {}, "seat 0 knows KD in hand 1, but seat 1 knows nothing of the card it offered"),
    ("-", {}, "seat 1 has traded in this deal but knows no card it gave"),
    ("1:2S@0 1:AC@stock", {}, "seat 1 knows 2S in hand 0 and a card under the stock"),
    ("0:KD@1,2 1:2S@0", {}, "seat 0 knows KD in hands 1,2, but the card it gave back is in hand 1"),
    ("0:KD@1 1:2S@0,3", {}, "seat 1 knows 2S in hands 0,3, but the card it offered is in hand 0"),
    ("0:KD@1,2 1:2S@0 0:4D@3", {}, "seat 0 knows KD in hands 1,2 and more"),
    ("0:KD@2,3 1:2S@0", {}, "seat 0 knows KD in hands 2,3, which do not hold it"),
])
def test_position_refuses_knowledge_no_deal_gives(text, kw, message):
    with pytest.raises(pc.InvalidPositionError, match=message):
        after_barter(text, **kw)


def test_position_refuses_knowledge_before_any_trade():
    start = dict(AFTER_BARTER, hands=["7S 8S KD", "5H 5C 2S", "2C 9C JC", "4D 4S QH"], turn=1)
    assert known(position(**start, known="-")) == [{}, {}, {}, {}]
    with pytest.raises(pc.InvalidPositionError, match="seat 1 knows 7S in hand 0, but it has not bartered yet"):
        position(**start, known="1:7S@0")


def test_position_refuses_a_sold_card_that_is_not_where_the_sale_put_it():
    sold = dict(AFTER_BARTER, hands=["7S 8S KD", "5H 5C AC", "2C 9C JC", "4D 4S QH"], stock_top=["4H"], turn=2)
    s = position(**sold, stock_bottom=["2S"], known="1:2S@stock")
    assert known(s) == [{}, {"stock": "2S"}, {}, {}]
    with pytest.raises(pc.InvalidPositionError, match="seat 1 knows 2S under the stock, but its sale put it at"):
        position(**sold, stock_bottom=["2S", "3S"], known="1:2S@stock")
    with pytest.raises(pc.InvalidPositionError, match="seat 1 knows 2S and more under the stock"):
        position(**sold, stock_bottom=["3S", "2S"], known="1:2S@stock 1:3S@stock")


# P1 bartered with the banker (0 gave KD to P1), then P2 bartered with P1: P1 gave a card back
# face down (5H here), so the banker knows KD is with P1 or with P2.
CHAIN = dict(AFTER_BARTER, hands=["7S 8S 2S", "5C KD 2C", "5H 9C JC", "4D 4S QH"], turn=3)


def test_a_chain_position_is_accepted_and_its_places_are_exact():
    s = position(**CHAIN, known="0:KD@1,2 1:2S@0 1:5H@2 2:2C@1")
    assert known(s) == [{(1, 2): "KD"}, {0: "2S", 2: "5H"}, {1: "2C"}, {}]
    assert "0:KD@1,2 " in s.notation() and s.game.position(s.notation()) == s
    assert known(position(**CHAIN, known="0:KD@2,1 1:2S@0 1:5H@2 2:2C@1")) == known(s)  # any order


def test_position_refuses_the_old_dropped_knowledge_after_a_card_went_on():
    # what the library wrote before the places widened: the banker knew nothing any more
    with pytest.raises(pc.InvalidPositionError, match="seat 1 knows 2S in hand 0, but seat 0 knows nothing of the "
                                                      "card it gave back"):
        position(**CHAIN, known="1:2S@0 1:5H@2 2:2C@1")


def test_position_refuses_a_given_back_card_in_too_few_places():
    with pytest.raises(pc.InvalidPositionError, match=r"seat 0 knows KD in hand 1, but the card it gave back is "
                                                      r"in hands 1,2 \(each of them answered the next one's barter"):
        position(**CHAIN, known="0:KD@1 1:2S@0 1:5H@2 2:2C@1")


def test_position_refuses_a_card_passed_on_that_the_passer_did_not_give():
    # KD is in hand 2: P1 must have given it back to P2, but P1 knows it gave 5H
    kw = dict(CHAIN, hands=["7S 8S 2S", "5C 5H 2C", "KD 9C JC", "4D 4S QH"])
    assert known(position(**kw, known="0:KD@1,2 1:2S@0 1:KD@2 2:2C@1"))[1] == {0: "2S", 2: "KD"}
    with pytest.raises(pc.InvalidPositionError, match="seat 0 knows KD in hands 1,2, but it is in hand 2: seat 1 "
                                                      "passed it on to seat 2, and seat 1 knows it gave back 9C"):
        position(**kw, known="0:KD@1,2 1:2S@0 1:9C@2 2:2C@1")


def test_position_refuses_an_offered_card_that_is_a_card_given_back():
    # 2C is in hand 1: P2 says it offered it there, and the banker that it is the card he gave P1
    with pytest.raises(pc.InvalidPositionError, match="seat 2 knows 2C in hand 1 \\(the card it offered\\), but seat 0 "
                                                      "knows it as the card it gave back"):
        position(**CHAIN, known="0:2C@1,2 1:2S@0 1:5H@2 2:2C@1")


def test_position_refuses_the_first_player_s_card_without_the_banker_s_offer():
    s = worked_example(banker_trades=True)
    for m in ("barter:2S", "return:KD", "barter:2C", "return:5H", "money:QH", "barter:7S"):
        s.play(m)  # ... and the banker offers 7S face down to P3: 2S may be the offer
    assert known(s)[1] == {(0, "offer"): "2S", 2: "5H"} and s.game.position(s.notation()) == s
    with pytest.raises(pc.InvalidPositionError, match=r"seat 1 knows 2S in hand 0, but the card it offered is in "
                                                      r"hands 0,offer \(the banker has since offered"):
        s.game.position(s.notation().replace("1:2S@0,offer", "1:2S@0"))


def test_position_refuses_knowledge_in_a_finished_game_or_of_a_seat_that_left():
    s = worked_example()
    for m in ("barter:2S", "return:KD", "money:2C", "money:QH"):
        s.play(m)
    text = s.notation()
    with pytest.raises(pc.InvalidPositionError, match="seat 2 knows 2C, but the game is over"):
        s.game.position(text.replace("| known - |", "| known 2:2C@stock |"))
    kw = dict(AFTER_BARTER, hands=["7S 8S 2S", "5H 5C KD", "2C 9C JC", "-", "4D 4S QH"], tokens=[10, 9, 9, "x", 19],
              pot=3, mode="match 1", deals=1)
    assert known(position(**kw, known="0:KD@1 1:2S@0"))[3] == {}
    with pytest.raises(pc.InvalidPositionError, match="seat 3 knows 7S, but it has left the game"):
        position(**kw, known="0:KD@1 1:2S@0 3:7S@0")


@pytest.mark.parametrize("entry", ["1:2S", "1-2S@0", "x:2S@0", "1:ZZ@0", "1:2S@y", "1:2S@9", "1:2S@0,0", "1:2S@0,",
                                   "1:2S@0,stock", "1:2S@,offer"])
def test_a_malformed_known_entry_is_a_parse_error(entry):
    with pytest.raises((pc.ParseError, pc.InvalidPositionError)):
        after_barter(f"0:KD@1 {entry}")
