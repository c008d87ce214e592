"""Три палки: one test per rule and ruling of docs/tri_palki.md, its worked examples to the last
point, the options, the notation and what position() refuses."""
import pickle
import random

import pytest

import pycards as pc
import pycards.tri_palki as tp

from .reference import DECK36, RefGame, card_index

G = pc.game("tri_palki")


def position(hands, pile=(), count=0, sticks=(0, 0), dealer=1, game=G, stock=None, result="-", turn=None):
    """A position from hands (seat 0, seat 1), the pile (bottom first) and the count; the stock is
    the other cards in index order."""
    used = set(hands[0].split()) | set(hands[1].split()) | set(pile)
    if stock is None:
        stock = [c for c in DECK36 if c not in used]
    played = len(pile)
    if turn is None:
        turn = (1 - dealer) if played % 2 == 0 else dealer
    pile_text = " ".join(pile) or "-"
    stock_text = " ".join(stock) or "-"
    return game.position(f"dealer {dealer} | turn {turn} | played {played} | count {count} | sticks {sticks[0]} "
                         f"{sticks[1]} | hands {hands[0]} / {hands[1]} | known - / - | stock {stock_text} | "
                         f"pile {pile_text} | seed 0 | result {result}")


# ---- deck, values, dealing -----------------------------------------------------------------------
def test_values_and_each_suit_adds_up_to_31():
    assert {r: tp.card_value(r + "S") for r in "6789TJQKA"} == {"6": 6, "7": 7, "8": 8, "9": 0, "T": -10, "J": 2,
                                                                 "Q": 3, "K": 4, "A": 11}
    for suit in "CDHS":
        assert sum(tp.card_value(r + suit) for r in "6789TJQKA") == 31
    with pytest.raises(ValueError):
        tp.card_value("5H")


def test_two_players_only_and_the_options_with_defaults():
    assert G.options == {"players": 2, "floor_zero": 0, "recycle_shuffle": 0, "sticks_to_lose": 3, "move_limit": 0,
                         "limit_result": "draw"}
    for bad in (dict(players=3), dict(sticks_to_lose=0), dict(move_limit=-1), dict(limit_result="x"),
                dict(floor_zero=2)):
        with pytest.raises(pc.OptionError):
            pc.game("tri_palki", **bad)


def test_dealing_four_each_one_at_a_time_non_dealer_first():
    from rng_model import PyXoshiro

    for dealer in (0, 1):
        s = G.new_deal(seed=21, dealer=dealer)
        deck = PyXoshiro(21).shuffle(list(DECK36))
        assert set(map(str, s.hands[1 - dealer])) == set(deck[0:8:2])
        assert set(map(str, s.hands[dealer])) == set(deck[1:8:2])
        assert [str(c) for c in s.stock] == deck[8:] and len(s.stock) == 28
        assert s.to_move == 1 - dealer and s.dealer == dealer  # the non-dealer plays first


def test_first_dealer_by_lot():
    dealers = {G.new_match(seed=seed).dealer for seed in range(20)}
    assert dealers == {0, 1}


# ---- play ----------------------------------------------------------------------------------------
def test_a_turn_plays_one_card_and_draws_back_to_four():
    s = G.new_deal(seed=3, dealer=0)
    top = s.stock[0]
    card = s.legal_moves()[0]
    s.play(card)
    assert s.pile == [pc.Card(str(card))] and top in s.hands[1] and len(s.hands[1]) == 4
    assert s.count == tp.card_value(str(card)) and s.to_move == 0 and s.cards_played == 1


def test_legal_moves_are_the_cards_in_hand():
    s = G.new_deal(seed=4)
    assert {str(m) for m in s.legal_moves()} == {str(c) for c in s.hands[s.to_move]}
    other = next(iter(s.hands[1 - s.to_move]))
    with pytest.raises(pc.IllegalMoveError):
        s.play(str(other))
    with pytest.raises(pc.ParseError):
        s.play("5H")


def test_example_a_a_stick():
    s = position(("AS TC 8S 6D", "KH AD QC 9H"))  # B (seat 1) deals, A (seat 0) plays first
    counts = []
    for card in ["AS", "KH", "TC", "AD", "8S", "QC", "6D", "9H"]:
        s.play(card)
        counts.append(s.count)
        if card == "6D":
            assert s.sticks == [1, 0]  # 33: A takes stick 1
    assert counts == [11, 15, 5, 16, 24, 27, 0, 0]
    assert s.sticks == [1, 0]


def test_example_b_exactly_31_is_safe():
    pile = ["8C", "8D", "8H", "9C", "9H", "9S"]  # count 24, B (seat 1) to move
    s = position(("6D JS QH KC", "7C AH 9D TS"), pile=pile, count=24, dealer=0)
    assert s.to_move == 1 and s.count == 24
    after = {}
    for card in ["7C", "AH", "9D", "TS"]:
        t = s.copy()
        t.play(card)
        after[card] = (t.count, t.sticks)
    assert after == {"7C": (31, [0, 0]), "AH": (0, [0, 1]), "9D": (24, [0, 0]), "TS": (14, [0, 0])}
    t = s.copy()
    t.play("7C")
    for card in ["6D", "JS", "QH", "KC"]:  # A's lowest card is J♠ (2): a stick whatever he plays
        u = t.copy()
        u.play(card)
        assert u.sticks == [1, 0] and u.count == 0


def test_the_count_may_go_below_zero_and_floor_zero():
    for fz, want in ((0, -10), (1, 0)):
        s = position(("TC 6D 7D 8D", "KH AD QC 9H"), game=pc.game("tri_palki", floor_zero=fz))
        s.play("TC")
        assert s.count == want


def test_the_count_resets_after_a_stick_and_the_next_card_starts_it():
    s = position(("AS 6D 7D 8D", "KH AD QC 9H"), pile=["AC", "AH"], count=22, dealer=0)
    assert s.to_move == 1
    s.play("AD")  # 33
    assert s.sticks == [0, 1] and s.count == 0
    s.play("8D")
    assert s.count == 8


def test_example_c_recycling_the_stock():
    # the literal example on the rules' own mechanics (pile 9H KS 6C AD, A just played AD)
    ref = RefGame(0, 0)
    ref.stock, ref.pile, ref.hands, ref.turn = [], ["9H", "KS", "6C"], [["AD", "7C", "7D", "7H"], ["8C"] * 4], 0
    ref.play("AD")
    assert ref.pile == ["AD"] and ref.stock == ["KS", "6C"] and "9H" in ref.hands[0]
    # the library, at its first recycling (the 29th card)
    s = G.new_deal(seed=12, dealer=0)
    rng = random.Random(0)
    while s.cards_played < 28:
        s.play(rng.choice(s.legal_moves()))
    assert s.stock == [] or len(s.stock) == 0
    pile = list(s.pile)
    seat = s.to_move
    card = rng.choice(s.legal_moves())
    before = s.hands[seat]
    s.play(card)
    if not s.is_over():
        assert s.pile == [pc.Card(str(card))] and s.recycles == 1
        assert (s.hands[seat] - before) == pc.CardSet([pile[0]])  # the bottom card is drawn first
        assert s.stock == pile[1:]


def test_recycle_shuffle_shuffles_the_new_stock():
    orders = set()
    for shuffle in (0, 1):
        g = pc.game("tri_palki", recycle_shuffle=shuffle)
        s = g.new_deal(seed=12, dealer=0)
        rng = random.Random(0)
        while s.cards_played < 29:
            s.play(rng.choice(s.legal_moves()))
        orders.add(tuple(map(str, s.stock)))
        assert s.recycles == 1
    assert len(orders) == 2


def test_three_sticks_lose_and_sticks_to_lose():
    for k in (1, 2, 3):
        g = pc.game("tri_palki", sticks_to_lose=k)
        for seed in range(10):
            s = g.new_match(seed=seed)
            rng = random.Random(seed)
            while not s.is_over():
                s.play(rng.choice(s.legal_moves()))
            r = s.deal_result()
            loser = 1 - s.winner
            assert s.sticks[loser] == k and s.sticks[s.winner] < k and r["reason"] == "sticks"
            assert len(s.hands[loser]) == 3  # no draw after the losing card


def test_the_losing_stick_ends_the_game_at_once():
    pile = "JC 6H KS JH 6S 8C 7S AC 6C 8S 8H 7H KD AH".split()  # seat 1's sticks at 7S and KD; count 22
    s = position(("AS 6D 7D 8D", "KH AD QD 9H"), pile=pile, count=22, sticks=(0, 2), dealer=0)
    s.play("AD")
    assert s.is_over() and s.winner == 0 and s.to_move is None and s.legal_moves() == []


def test_move_limit_results_exactly():
    for result in ("draw", "fewer_sticks"):
        g = pc.game("tri_palki", move_limit=12, limit_result=result)
        seen = set()
        for seed in range(300):
            s = g.new_deal(seed=seed)
            rng = random.Random(seed)
            while not s.is_over():
                s.play(rng.choice(s.legal_moves()))
            a, b = s.sticks
            assert s.cards_played == 12 and s.deal_result()["reason"] == "move_limit"
            want = "draw" if result == "draw" or a == b else (0 if a < b else 1)
            assert s.winner == want and s.deal_result()["draw"] == (want == "draw")
            seen.add(want)
        assert seen == ({"draw"} if result == "draw" else {"draw", 0, 1})


# ---- notation, view ------------------------------------------------------------------------------
def test_notation_round_trips_and_pickles():
    for options in ({}, {"recycle_shuffle": 1, "floor_zero": 1}, {"move_limit": 30}):
        g = pc.game("tri_palki", **options)
        for seed in range(6):
            s = g.new_match(seed=seed) if seed % 2 else g.new_deal(seed=seed, dealer=seed % 2)
            rng = random.Random(seed)
            while True:
                assert g.position(s.notation()) == s and g.position(s.notation()).notation() == s.notation()
                assert pickle.loads(pickle.dumps(s)) == s
                if s.is_over():
                    break
                s.play(rng.choice(s.legal_moves()))


GOOD = ("dealer 1 | turn 0 | played 0 | count 0 | sticks 0 0 | hands AS TC 8S 6D / KH AD QC 9H | known - / - | "
        "stock " + " ".join(c for c in DECK36 if c not in "AS TC 8S 6D KH AD QC 9H".split()) +
        " | pile - | seed 0 | result -")


@pytest.mark.parametrize("text, error, message", [
    ("", pc.ParseError, "expected 11 fields"),
    (GOOD.replace("dealer 1", "dealr 1"), pc.ParseError, "must start with 'dealer'"),
    (GOOD.replace("turn 0", "turn 1"), pc.InvalidPositionError, "to move"),
    (GOOD.replace("count 0", "count 32"), pc.InvalidPositionError, "count"),
    (GOOD.replace("count 0", "count 5"), pc.InvalidPositionError, "before the first card"),
    (GOOD.replace("count 0", "count x"), pc.ParseError, "count"),
    (GOOD.replace("sticks 0 0", "sticks 1 0"), pc.InvalidPositionError, "before the first card|stick"),
    (GOOD.replace("AS TC 8S 6D /", "AS TC 8S /"), pc.InvalidPositionError, "36 cards"),
    (GOOD.replace("AS TC 8S 6D /", "AS TC 8S 6D 6D /"), pc.ParseError, "hands"),
    (GOOD.replace("AS TC 8S 6D /", "AS TC 8S 5D /"), pc.InvalidPositionError, "36-card deck"),
    (GOOD.replace("| pile -", "| pile 6C"), pc.InvalidPositionError, "two places"),
    (GOOD.replace("known - / -", "known AS / -"), pc.InvalidPositionError, "known"),
    (GOOD.replace("known - / -", "known KH / -"), pc.InvalidPositionError, "not in its hand"),
    (GOOD.replace("result -", "result 0"), pc.InvalidPositionError, "before a card"),
    (GOOD.replace("result -", "result x"), pc.ParseError, "result"),
    (GOOD.replace("seed 0", "seed -1"), pc.ParseError, "seed"),
    (GOOD.replace("hands AS TC 8S 6D / KH AD QC 9H", "hands AS TC 8S 6D KH / AD QC 9H"), pc.InvalidPositionError,
     "holds 4 cards"),
])
def test_position_refusals(text, error, message):
    with pytest.raises(error, match=message):
        G.position(text)


def test_position_replays_the_pile_before_the_first_recycling():
    pile, hands = ["8C", "8D", "8H", "9C", "9H", "9S"], ("6D JS QH KC", "7C AH 9D TS")
    assert position(hands, pile=pile, count=24, dealer=0).count == 24
    for count, sticks in ((23, (0, 0)), (24, (1, 0))):
        with pytest.raises(pc.InvalidPositionError, match="played in order"):
            position(hands, pile=pile, count=count, sticks=sticks, dealer=0)


def test_position_refuses_an_unfinished_game_with_a_loser_and_a_wrong_stock_size():
    s = G.new_deal(seed=5)
    rng = random.Random(5)
    while not s.is_over():
        s.play(rng.choice(s.legal_moves()))
    text = s.notation()
    with pytest.raises(pc.InvalidPositionError):
        G.position(text.replace(f"result {s.winner}", f"result {1 - s.winner}"))
    t = G.new_deal(seed=5)
    t.play(t.legal_moves()[0])
    bad = t.notation().replace("played 1", "played 3")
    with pytest.raises(pc.InvalidPositionError):
        G.position(bad)


def test_view_hides_the_other_hand_and_the_stock_until_the_stock_is_public():
    s = G.new_deal(seed=8)
    v = s.view(0)
    assert v.hand == s.hands[0] and v.visible[1] == pc.CardSet() and v.stock is None
    assert v.unseen == s.hands[1] | pc.CardSet(s.stock) and v.count == 0 and v.sticks == [0, 0]
    rng = random.Random(1)
    while s.recycles == 0 and not s.is_over():
        s.play(rng.choice(s.legal_moves()))
    if not s.is_over():
        v = s.view(0)
        assert v.stock == s.stock and v.visible[1] == s.known[1] and v.visible[1] <= s.hands[1]


def test_card_order_of_legal_moves_is_the_index_order():
    s = G.new_deal(seed=2)
    ids = [m.id for m in s.legal_moves()]
    assert ids == sorted(ids) and all(card_index(str(m)) == m.id for m in s.legal_moves())
