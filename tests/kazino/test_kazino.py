"""Казино: one test per rule, ruling and option of docs/kazino.md, its worked examples to the last
point, and bad input (illegal moves, malformed notation, bad options: a clear error, the state
unchanged)."""
import random

import pytest

import pycards as pc
from pycards import _batch
from pycards.kazino import decode_move_id, encode_move_id

from .reference import DECK52, RANKS, SUITS, single_sets


def position(hands, table, piles, stock=(), dealer=1, turn=0, last="-", tail="deal", **options):
    text = (f"dealer {dealer} | turn {turn} | hands {' / '.join(hands)} | table {table} | "
            f"stock {' '.join(stock) or '-'} | piles {' / '.join(piles)} | last {last} | {tail}")
    return pc.game("kazino", **options).position(text)


def rest(*used):
    taken = set(" ".join(used).split())
    return [c for c in DECK52 if c not in taken]


def fresh_deal(hands, table, dealer=1, **options):
    """A first-round position: nobody has played; the stock holds every other card."""
    stock = rest(*hands, table)
    return position(hands, table, ["-"] * len(hands), stock, dealer=dealer, turn=(dealer + 1) % len(hands),
                    **options)


def canon(text):
    """A move text as (played card, captured cards): the order of the captured cards is free."""
    played, _, cap = text.partition("x")
    return (played, frozenset(cap.split("+")) if cap else frozenset())


def moves_of(s, card):
    return {canon(str(m)) for m in s.legal_moves() if str(m).startswith(card)}


def texts(*moves):
    return {canon(m) for m in moves}


# ---- the worked examples -------------------------------------------------------------------

def test_worked_example_a_four_queen_moves():
    s = fresh_deal(["QH 2D 4D", "5D 6D 7D"], "3C 3H 5S AD 9C")
    assert moves_of(s, "QH") == texts("QHx3C+9C", "QHx3H+9C", "QHx3C+3H+5S+AD", "QH")
    # multi_set: no two disjoint sets add up to 12 each, so the same four moves
    m = fresh_deal(["QH 2D 4D", "5D 6D 7D"], "3C 3H 5S AD 9C", multi_set=True)
    assert moves_of(m, "QH") == moves_of(s, "QH")


def last_card(last, tail="deal", **options):
    table = "TD 4H 3S"
    a_pile = [c for c in rest("7C", table, "2S")][:26]
    b_pile = ["2S"] + [c for c in rest("7C", table, "2S", " ".join(a_pile))][:21]
    assert len(a_pile) + len(b_pile) + 3 + 1 == 52
    return position(["7C", "-"], table, [" ".join(a_pile), " ".join(b_pile)], dealer=1, turn=0, last=last,
                    tail=tail, **options)


def test_worked_example_b_the_last_card():
    s = last_card("0")
    assert {canon(str(m)) for m in s.legal_moves()} == texts("7C", "7Cx4H+3S")
    cap = s.copy()
    cap.play("7Cx4H+3S")  # captured cards in either order
    r = cap.deal_result()
    assert r["cards"] == [29, 23] and r["total"] == [1, 3]
    assert r == {"most_cards": [1, 0], "two_spades": [0, 2], "ten_diamonds": [0, 1], "total": [1, 3],
                 "cards": [29, 23]}
    assert r["total"][0] - r["total"][1] == -2
    trail = s.copy()
    trail.play("7C")
    r = trail.deal_result()
    assert r["cards"] == [26, 26] and r["most_cards"] == [0, 0] and r["total"] == [0, 3]


def test_worked_example_b_with_leftover_to_the_last_capturer():
    for last in ("0", "1"):
        s = last_card(last, leftover="last_capturer")
        cap = s.copy()
        cap.play("7Cx3S+4H")
        r = cap.deal_result()
        assert r["cards"] == [30, 22] and r["total"] == [2, 2]
        trail = s.copy()
        trail.play("7C")
        r = trail.deal_result()
        assert r["total"][0] - r["total"][1] == (0 if last == "0" else -3)


# ---- values and captures -------------------------------------------------------------------

def test_values_ace_one_jack_eleven_king_thirteen():
    s = fresh_deal(["AH JH KH", "5D 6D 7D"], "AS 9C 2C QC 4D")
    assert canon("AHxAS") in moves_of(s, "AH")
    assert moves_of(s, "JH") == {("JH", cap) for cap in single_sets(["AS", "9C", "2C", "QC", "4D"], 11)} | texts("JH")
    assert texts("JHx2C+9C") <= moves_of(s, "JH")
    assert texts("KHxAS+QC", "KHx4D+9C") <= moves_of(s, "KH")


def test_same_value_card_is_a_set_and_sums_are_offered_too():
    s = fresh_deal(["5H 2D 8D", "5D 6D 7D"], "5S 2C 3C KC QC")
    assert moves_of(s, "5H") == texts("5H", "5Hx5S", "5Hx2C+3C")


def test_one_set_per_move_by_default_multi_set_takes_disjoint_sets():
    hands, table = ["5H 2D 8D", "6D 7D 9D"], "5S 5C 2C 3C KC"
    assert moves_of(fresh_deal(hands, table), "5H") == texts("5H", "5Hx5S", "5Hx5C", "5Hx2C+3C")
    multi = moves_of(fresh_deal(hands, table, multi_set=True), "5H")
    assert multi == texts("5H", "5Hx5S", "5Hx5C", "5Hx2C+3C", "5Hx5C+5S", "5Hx2C+3C+5S", "5Hx2C+3C+5C",
                          "5Hx2C+3C+5C+5S")


def test_trail_is_always_legal():
    s = fresh_deal(["5H 2D 8D", "6D 7D 9D"], "5S 5C 2C 3C KC")
    for card in ("5H", "2D", "8D"):
        assert canon(card) in moves_of(s, card)


def test_capture_goes_to_the_pile_and_sets_the_last_capturer():
    s = fresh_deal(["5H 2D 8D", "6D 7D 9D"], "5S 5C 2C 3C KC")
    assert s.last_capturer is None
    s.play("5Hx2C+3C")
    assert s.piles[0] == pc.CardSet.parse("5H 2C 3C") and s.last_capturer == 0 and s.to_move == 1
    assert s.table == pc.CardSet.parse("5S 5C KC")
    s.play("6D")
    assert "6D" in [str(c) for c in s.table] and s.last_capturer == 0


def test_partners_share_a_pile():
    g = pc.game("kazino", players=4, partnerships=True)
    s = g.new_deal(seed=3, dealer=3)
    assert len(s.piles) == 2 and s.sides == 2
    rng = random.Random(0)
    while not s.is_over():
        caps = [m for m in s.legal_moves() if "x" in str(m)]
        seat = s.to_move
        before = [len(p) for p in s.piles]
        m = rng.choice(caps or s.legal_moves())
        s.play(m)
        if "x" in str(m):
            assert len(s.piles[seat % 2]) > before[seat % 2]


# ---- dealing ------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_seeded_dealing_order(players):
    g = pc.game("kazino", players=players)
    dealer = players - 1
    s = g.new_deal(seed=11, dealer=dealer)
    order = [RANKS[i % 13] + SUITS[i // 13] for i in _batch.shuffled_decks(pc.DECK52, 1, 11)[0]]
    for k in range(3 * players):
        assert order[k] in [str(c) for c in s.hands[(dealer + 1 + k) % players]]
    assert sorted(str(c) for c in s.table) == sorted(order[3 * players:3 * players + 5])
    assert [str(c) for c in s.stock] == order[3 * players + 5:]
    assert s.to_move == (dealer + 1) % players and s.dealer == dealer


@pytest.mark.parametrize("players,last_round", [(2, [3, 2]), (3, [1, 1, 0]), (4, [3, 3, 3, 2])])
def test_short_last_round(players, last_round):
    g = pc.game("kazino", players=players)
    dealer = 0
    s = g.new_deal(seed=5, dealer=dealer)
    rounds = 1
    while True:
        if all(len(h) == 0 for h in s.hands):
            break
        if len(s.stock) == 0 and all(len(h) == 3 or len(h) < 3 for h in s.hands) and rounds:
            sizes = [len(s.hands[(dealer + 1 + j) % players]) for j in range(players)]
            if sum(sizes) == sum(last_round):
                assert sizes == last_round
                break
        stock_before = len(s.stock)
        s.play(str(next(iter(s.hands[s.to_move]))))  # trail
        if len(s.stock) < stock_before:
            rounds += 1
    # the last card of the deal is played by the dealer's right-hand neighbour
    while not s.is_over():
        seat = s.to_move
        s.play(str(next(iter(s.hands[seat]))))
        last = seat
    assert last == (dealer - 1) % players


def test_every_round_led_by_the_dealers_left():
    g = pc.game("kazino", players=3)
    s = g.new_deal(seed=2, dealer=1)
    while not s.is_over():
        n_stock = len(s.stock)
        s.play(s.legal_moves()[-1])
        if len(s.stock) < n_stock:
            assert s.to_move == 2


def test_new_match_first_dealer_by_lot_and_the_deal_passes_left():
    g = pc.game("kazino", players=3, max_deals=3)
    s = g.new_match(seed=9)
    first = s.dealer
    assert first == pc.game("kazino", players=3).new_match(seed=9).dealer
    dealers = [first]
    while not s.is_over():
        d = s.deals_played
        s.play(s.legal_moves()[0])
        if s.deals_played != d and not s.is_over():
            dealers.append(s.dealer)
    assert dealers == [(first + k) % 3 for k in range(3)]


# ---- leftovers and scoring ----------------------------------------------------------------

def test_leftover_options_and_ties():
    base = last_card("1")
    assert base.copy().game.options["leftover"] == "dealer"
    s = last_card("0", leftover="nobody")
    s.play("7C")
    assert s.is_over() and s.table == pc.CardSet.parse("TD 4H 3S 7C")
    r = s.deal_result()
    assert r["cards"] == [26, 22] and r["total"] == [1, 2]


def test_most_cards_tie_scores_nobody():
    s = last_card("0")
    s.play("7C")
    assert s.deal_result()["most_cards"] == [0, 0]


def test_at_most_four_points_a_deal():
    g = pc.game("kazino", players=3)
    for seed in range(30):
        s = g.new_deal(seed=seed)
        while not s.is_over():
            s.play(random.Random(seed).choice(s.legal_moves()))
        assert sum(s.deal_result()["total"]) <= 4 and s.winner is not None


def test_match_target_and_max_deals():
    g = pc.game("kazino", target=5, max_deals=50)
    for seed in range(5):
        s = g.new_match(seed=seed)
        rng = random.Random(seed)
        while not s.is_over():
            s.play(rng.choice(s.legal_moves()))
        sc = s.scores()
        assert s.winner == sc.index(max(sc)) and max(sc) >= 5 and sc.count(max(sc)) == 1 or s.deals_played == 50
    g = pc.game("kazino", max_deals=1, target=1000)
    s = g.new_match(seed=1)
    while not s.is_over():
        s.play(s.legal_moves()[0])
    sc = s.scores()
    assert s.deals_played == 1 and s.winner == ("draw" if sc[0] == sc[1] else sc.index(max(sc)))


def test_match_score_tie_above_target_plays_on():
    a = [c for c in DECK52 if c not in ("2S", "TD")]
    text = (f"dealer 0 | turn - | hands - / - | table - | stock - | piles {' '.join(a[:25])} TD / "
            f"{' '.join(a[25:])} 2S | last 0 | match 10 10 deals 6 seed 1")
    with pytest.raises(pc.InvalidPositionError, match="does not end the match"):
        pc.game("kazino").position(text)


# ---- notation -----------------------------------------------------------------------------

def test_notation_round_trips_with_the_last_capturer():
    for last in ("0", "1"):
        s = last_card(last)
        assert f"| last {last} |" in s.notation()
        assert s.game.position(s.notation()) == s
    assert last_card("0") != last_card("1")


@pytest.mark.parametrize("text,error,message", [
    ("dealer 0 | turn 1 | deal", pc.ParseError, "missing field"),
    ("dealer x | turn 1 | hands - / - | table - | stock - | piles - / - | last - | deal", pc.ParseError, "dealer"),
    ("nonsense 3", pc.ParseError, "unknown field"),
])
def test_malformed_notation(text, error, message):
    with pytest.raises(error, match=message):
        pc.game("kazino").position(text)


def test_impossible_positions_are_rejected_with_what_is_wrong():
    good = fresh_deal(["QH 2D 4D", "5D 6D 7D"], "3C 3H 5S AD 9C").notation()
    g = pc.game("kazino")
    cases = {
        good.replace("2D 4D QH", "2D 4D QH 5D"): "more than the 3",
        good.replace("2D 4D QH", "2D 5D QH"): "appears twice",
        good.replace("2D 4D QH", "2D QH"): "missing",
        good.replace("turn 0", "turn 1"): "plays next",
        good.replace("last -", "last 0"): "empty pile",
    }
    for text, message in cases.items():
        with pytest.raises(pc.InvalidPositionError, match=message):
            g.position(text)


def test_illegal_moves_leave_the_state_unchanged():
    s = fresh_deal(["QH 2D 4D", "5D 6D 7D"], "3C 3H 5S AD 9C")
    before = s.notation()
    for move in ("QHx3C", "5D", "QHx3C+9C+AD", "KH"):
        with pytest.raises(pc.IllegalMoveError):
            s.play(move)
    for move in ("", "QHx", "ZZ", "QHxQH"):
        with pytest.raises((pc.ParseError, pc.IllegalMoveError)):
            s.play(move)
    assert s.notation() == before


@pytest.mark.parametrize("options,message", [
    (dict(players=5), "players"),
    (dict(partnerships=True), "4 players"),
    (dict(leftover="table"), "leftover"),
    (dict(multi_set=2), "multi_set"),
    (dict(target=0), "target"),
])
def test_bad_options(options, message):
    with pytest.raises(pc.OptionError, match=message):
        pc.game("kazino", **options)


def test_move_ids():
    assert encode_move_id(11, 1) == 75 and decode_move_id(75) == (11, 1)
    with pytest.raises(pc.ParseError):
        decode_move_id(1 << 63)


def test_move_bound():
    """kMaxMoves: M(13), the sets of two or more cards of values 1..12 (4 each) adding up to 13."""
    n = [1] + [0] * 13
    for v in range(1, 13):
        for _ in range(4):
            for d in range(13, v - 1, -1):
                n[d] += n[d - v]
    assert n[13] == 6944 and 3 * (6944 + 3) + 3 <= 32768


def test_view_hides_other_hands_and_the_stock():
    s = pc.game("kazino", players=3).new_deal(seed=4)
    v = s.view(1)
    assert v.hand == s.hands[1] and v.visible[0] == pc.CardSet() and v.stock_size == len(s.stock)
    assert v.unseen == s.hands[0] | s.hands[2] | pc.CardSet(s.stock)
    for c in s.hands[0]:
        assert str(c) not in v.notation()


def test_multi_set_unions_of_a_big_table_agree_with_the_reference():
    from .reference import multi_sets
    table = [c for c in DECK52 if c != "KH"][:16]
    piles = " ".join(c for c in DECK52 if c != "KH" and c not in table)
    s = position(["KH", "-"], " ".join(table), [piles, "-"], turn=0, last="0", multi_set=True)
    got = {canon(str(m)) for m in s.legal_moves()}
    assert got == {("KH", u) for u in multi_sets(table, 13)} | texts("KH")
    assert len(got) == 2880  # 2879 unions and the trail
    assert s.game.position(s.notation()) == s


def test_match_highest_total_wins_and_a_shared_highest_plays_another_deal():
    s = last_card("0", tail="match 9 9 deals 5 seed 1")
    s.play("7Cx4H+3S")  # A 1, B 3: 10 against 12, B reaches 11 alone
    assert s.is_over() and s.scores() == [10, 12] and s.winner == 1
    s = last_card("0", tail="match 9 9 deals 5 seed 1", leftover="last_capturer")
    s.play("7Cx4H+3S")  # 2 and 2: 11 against 11, both at the target, shared: another deal
    assert not s.is_over() and s.scores() == [11, 11] and s.winner is None
    assert s.deals_played == 6 and s.dealer == 0 and len(s.stock) == 41
    assert s.last_deal_result()["total"] == [2, 2]
    assert s.game.position(s.notation()) == s
