"""Три листика: one test per rule, ruling and option of docs/tri_listika.md, its worked examples to
the unit of money, and bad input."""
from fractions import Fraction

import pytest

import pycards as pc
from pycards import _batch

from .reference import DECK32, POINTS, RANKS, SUITS

G = pc.game("tri_listika")


def position(hands, *, dealer=0, phase="declare", turn=None, turned="7C", stock_top=(), thrown=("-",) * 4,
             declared=None, pot=None, money=None, khlyust="-", **options):
    """A position text: the stock is every card not named, `stock_top` first."""
    named = set(turned.split()) | set(stock_top)
    for part in list(hands) + list(thrown):
        named |= set(part.split()) - {"-"}
    rest = [c for c in DECK32 if c not in named]
    stock = list(stock_top) + rest
    ante = options.get("ante", 1)
    pot = 4 * ante if pot is None else pot
    money = money or [-pot // 4] * 4
    if declared is None:
        declared = ["-"] * 4
        declared[dealer] = declared[(dealer + 1) % 4] = "play"
    if turn is None:
        turn = (dealer + 2) % 4
    return (f"dealer {dealer} | phase {phase} | turn {turn} | turned {turned} | hands {' / '.join(hands)} | "
            f"stock {' '.join(stock) or '-'} | thrown {' / '.join(thrown)} | declared {' '.join(declared)} | "
            f"trick - | tricks 0 0 0 0 | played - | khlyust {khlyust} | pot {pot} | "
            f"money {' '.join(map(str, money))} | draw 0 | deal")


def legal(s):
    return sorted(str(m) for m in s.legal_moves())


# ---- the worked example -----------------------------------------------------------------------
EXAMPLE_HANDS = ["TS AC 8H", "AS KS 9H", "7D 7H 8S", "AH 9D 7S"]


def example(**options):
    g = pc.game("tri_listika", **options)
    return g, g.position(position(EXAMPLE_HANDS, stock_top=("KH", "TH"), pot=8, money=[-2, -2, -2, -2], **options))


def play_example(s):
    assert s.trump == "C" and s.to_move == 2 and legal(s)[:2] == ["exchange:7D", "exchange:7D+7H"]
    s.play("pass")
    s.play("exchange:7S+9D")  # either order
    assert s.hands[3] == pc.CardSet.parse("AH KH TH") and s.phase == "play" and s.to_move == 1
    assert s.khlyust is None  # a хлюст made by exchange does not win without play
    for m in ["AS", "down:TH", "TS", "KS", "down:KH", "down:AC", "9H", "AH", "8H"]:
        s.play(m)
    return s


def test_worked_example_defaults():
    _, s = example()
    play_example(s)
    r = s.deal_result()
    assert r["tricks"] == [0, 2, 0, 1] and r["pot"] == 8 and r["pot_winner"] is None and r["carried"] == 8
    assert r["shares"] == [-1, 1, 0, 0] and r["net"] == [-2, 0, -1, -1]
    assert r["declarations"] == ["play", "play", "pass", "exchange"]
    assert s.face_down == [pc.CardSet.parse("AC"), pc.CardSet(), pc.CardSet(), pc.CardSet.parse("TH KH")]
    assert s.unclaimed == 8 and s.scores() == [-3, -1, -2, -2]  # -2 before the deal, plus the settlement
    assert s.tricks[1] == pc.CardSet.parse("AS TH TS KS KH AC")


def test_worked_example_trick_by_trick():
    _, s = example()
    s.play("pass")
    s.play("exchange:9D+7S")
    s.play("AS")
    assert legal(s) == ["down:AH", "down:KH", "down:TH"]  # void in spades: face down, any card
    s.play("down:TH")
    assert legal(s) == ["TS"]
    s.play("TS")
    assert s.tricks_won == [0, 1, 0, 0] and s.to_move == 1  # the winner leads
    s.play("KS")
    s.play("down:KH")
    assert legal(s) == ["down:8H", "down:AC"]  # holding a trump, still face down: trumps do not beat
    s.play("down:AC")
    assert s.tricks_won == [0, 2, 0, 0]


def test_worked_example_share_from_pot_and_final_split():
    _, s = example(share_from="pot", final_pot="split")
    play_example(s)
    r = s.deal_result()
    assert r["shares"] == [0, 1, 0, 0] and r["carried"] == 7
    assert r["net"] == [-1, 0, -1, -1] and s.scores() == [-2, -1, -2, -2]
    assert s.unclaimed == 0 and s.balances() == [Fraction(-1, 4), Fraction(3, 4), Fraction(-1, 4), Fraction(-1, 4)]
    assert sum(s.balances()) == 0


def test_share_option():
    _, s = example(share=3)
    play_example(s)
    assert s.deal_result()["shares"] == [-3, 3, 0, 0]


def test_trumps_in_play_changes_the_example():
    _, s = example(trumps_in_play=1)
    s.play("pass")
    s.play("exchange:9D+7S")
    s.play("AS")
    s.play("down:TH")
    s.play("TS")
    s.play("KS")
    s.play("down:KH")
    assert legal(s) == ["AC"]  # void in spades with a trump: the trump, face up, and no down: move
    s.play("AC")
    assert s.tricks_won == [1, 1, 0, 0] and s.to_move == 0  # the trump wins and leads


def test_trump_wins_against_higher_led_cards_and_highest_trump_wins():
    g = pc.game("tri_listika", trumps_in_play=1)
    s = g.position(position(["8D 7H 8H", "AS KS 7C", "9D TD 8C", "JD QC QH"], turned="AD"))  # diamonds trump
    s.play("play")
    s.play("play")
    s.play("AS")  # L leads
    assert legal(s) == ["9D", "TD"]  # O void: a trump, any of them (no duty to beat)
    s.play("9D")
    assert legal(s) == ["JD"]
    s.play("JD")
    assert legal(s) == ["8D"]
    s.play("8D")
    assert s.tricks_won == [0, 0, 0, 1] and s.to_move == 3  # the highest trump wins and leads


# ---- хлюст ---------------------------------------------------------------------------------------
def test_khlyust_ruling_table():
    """Trump beats plain, then the higher points, then the first seat clockwise from L."""
    cases = [
        # hands of seats 0..3 (dealer 0, so L = 1), the turned card (clubs trump), the winner
        (["8D 9S JH", "AS TS KS", "7H 8H JD", "7C 8C 9C"], 3),  # trump хлюст 24 beats plain 25
        (["8C 9C JS", "7H 8H 9H", "AS TS 7S", "JD QD KD"], 2),  # plain 24, 28, 9: the higher total
        (["QC KC TD", "7H 8H 9H", "7S 8S 9S", "JD 8D 7D"], 1),  # 24 = 24: the first clockwise from L
        (["QC KC TD", "TH AS JD", "7S 8S 9S", "7H 8H 9H"], 2),  # 24 = 24, seats 2 and 3: seat 2
    ]
    for hands, want in cases:
        s = tie_position(hands, "AC")
        s.play("play")  # the dealer, last to declare
        assert s.khlyust == want, hands
        assert s.is_over() and s.deal_result()["pot_winner"] == want


def tie_position(hands, turned):
    used = set(" ".join(hands).split()) | {turned}
    thrown_pool = [c for c in DECK32 if c not in used]
    thrown = ["-", thrown_pool[0], thrown_pool[1], thrown_pool[2]]
    g = pc.game("tri_listika", forced_may_exchange=1, exchange_khlyust=1)
    return g.position(position(hands, dealer=0, turn=0, turned=turned, thrown=thrown,
                               declared=["-", "exchange", "exchange", "exchange"]))


def test_dealt_khlyust_wins_at_once_and_trump_khlyust_draw_is_blind():
    found = {"plain": 0, "trump": 0}
    for seed in range(600):
        s = G.new_deal(seed=seed)
        if s.khlyust is None:
            assert s.phase == "declare"
            continue
        r = s.deal_result()
        assert s.is_over() and r["pot_winner"] == s.khlyust and r["pot_won"][s.khlyust] == 4
        assert r["tricks"] == [0, 0, 0, 0] and r["declarations"][2:] in ([None, None],)
        holder = s.hands[s.khlyust]
        assert len({c.suit for c in holder}) == 1
        if r["trump_khlyust"]:
            found["trump"] += 1
            drawers = [(s.khlyust + k) % 4 for k in (1, 2, 3)]
            assert sorted(r["drawn"][d] for d in drawers) == sorted(str(c) for c in holder)
            assert sum(r["khlyust_payments"]) == 0
            assert r["khlyust_payments"][s.khlyust] == sum(POINTS[str(c)[0]] for c in holder)
        else:
            found["plain"] += 1
            assert r["khlyust_payments"] == [0, 0, 0, 0] and r["drawn"] == [None] * 4
    assert found["plain"] and found["trump"]


def test_trump_khlyust_example_choice_draw():
    """♦ trump, a player dealt ♦A ♦10 ♦7 takes the pot; the drawers pay 10, 7 and 11: 28."""
    g = pc.game("tri_listika", khlyust_draw="choice")
    text = position(["8S 9S JH", "AD TD 7D", "7S 8H 9H", "JS QS KH"], turned="8D", phase="draw", turn=2,
                    khlyust="1 drawn - - -", declared=["play", "play", "-", "-"])
    s = g.position(text)
    assert s.phase == "draw" and legal(s) == ["take:7D", "take:AD", "take:TD"]
    s.play("take:TD")
    assert s.to_move == 3
    s.play("take:7D")
    assert s.to_move == 0 and legal(s) == ["take:AD"]
    s.play("take:AD")
    r = s.deal_result()
    assert r["khlyust_payments"] == [-11, 28, -10, -7] and r["pot_won"] == [0, 4, 0, 0]
    assert r["net"] == [-12, 31, -11, -8] and sum(r["khlyust_payments"][s] for s in (0, 2, 3)) == -28
    assert s.drawn == [pc.Card.parse("AD"), None, pc.Card.parse("TD"), pc.Card.parse("7D")]


def test_exchange_khlyust_off_by_default_on_checks_again():
    hands = ["AH 8S JD", "7H 8H 9H", "AS TS 7S", "KD QD AD"]
    s = tie_position(hands, "AC")
    assert s.khlyust is None
    used = set(" ".join(hands).split()) | {"AC"}
    pool = [c for c in DECK32 if c not in used]
    g = pc.game("tri_listika", forced_may_exchange=1)
    s = g.position(position(hands, dealer=0, turn=0, turned="AC", thrown=["-", pool[0], pool[1], pool[2]],
                            declared=["-", "exchange", "exchange", "exchange"]))
    s.play("play")
    assert s.khlyust is None and s.phase == "play"  # exchange_khlyust off: made by exchange, played out


# ---- dealing, declarations ------------------------------------------------------------------------
def test_dealing_order_turned_card_and_stock():
    for seed in range(20):
        order = [RANKS[i % 13] + SUITS[i // 13] for i in _batch.shuffled_decks(pc.DECK32, 1, seed)[0]]
        s = G.new_deal(seed=seed, dealer=seed % 4)
        d = seed % 4
        for i in range(12):
            assert order[i] in {str(c) for c in s.hands[(d + 1 + i) % 4]}
        assert str(s.turned) == order[12] and s.trump == order[12][1]
        assert [str(c) for c in s.stock] == order[13:] and s.pot == 4 and s.money == [-1] * 4


def test_declarations_o_then_r_forced_seats_have_none():
    s = G.position(position(["7S 8S JD", "7H 8H TD", "AS TS 7D", "KD QS AH"], dealer=0))
    assert s.to_move == 2 and len(legal(s)) == 9 and "pass" in legal(s) and "play" in legal(s)
    s.play("play")
    assert s.to_move == 3
    s.play("exchange:AH+KD+QS")
    assert s.phase == "play" and s.to_move == 1 and len(s.stock) == 16 and s.thrown[3] == pc.CardSet.parse("AH KD QS")


def test_forced_may_exchange_order_and_moves():
    g = pc.game("tri_listika", forced_may_exchange=1)
    s = g.position(position(["7S 8S JD", "7H 8H TD", "AS TS 7D", "KD QS AH"], dealer=0, turn=1,
                            declared=["-"] * 4, forced_may_exchange=1))
    assert s.to_move == 1 and "pass" not in legal(s) and len(legal(s)) == 8
    for seat in (1, 2, 3):
        assert s.to_move == seat
        s.play("play")
    assert s.to_move == 0 and "pass" not in legal(s)
    top = s.stock[0]
    s.play("exchange:7S")
    assert s.phase == "play" and s.hands[0] == pc.CardSet.parse("8S JD") | pc.CardSet([top])
    assert s.thrown[0] == pc.CardSet.parse("7S") and s.declarations == ["exchange", "play", "play", "play"]


def test_pass_throws_the_hand_in_and_is_skipped_in_play():
    s = G.position(position(["7S 8S JD", "7H 8H TD", "AS TS 7D", "KD QS AH"], dealer=0))
    s.play("pass")
    s.play("pass")
    assert s.hands[2] == pc.CardSet() and s.thrown[2] == pc.CardSet.parse("AS TS 7D") and len(s.stock) == 19
    s.play("7H")
    assert s.to_move == 0  # the passed seats are skipped
    s.play("down:JD")
    assert s.to_move == 1 and s.tricks_won == [0, 1, 0, 0]


def test_three_tricks_take_the_pot():
    s = G.position(position(["JH QS 9C", "AH KH AS", "7H 8H 7S", "9H TS 8C"], dealer=0, turned="7C"))
    s.play("play")
    s.play("play")
    for m in ["AH", "7H", "9H", "JH", "KH", "8H", "down:TS", "down:QS", "AS", "7S", "down:8C", "down:9C"]:
        s.play(m)
    r = s.deal_result()
    assert r["tricks"] == [0, 3, 0, 0] and r["pot_winner"] == 1 and r["pot_won"] == [0, 4, 0, 0]
    assert r["net"] == [-1, 3, -1, -1] and r["carried"] == 0 and s.unclaimed == 0


def test_game_of_deals_rotates_the_dealer_and_ends():
    import random

    from rng_model import PyXoshiro

    for seed in range(12):
        g = pc.game("tri_listika", deals=3)
        s = g.new_match(seed=seed)
        first = PyXoshiro(seed).below(4)  # the first dealer by lot
        rng = random.Random(seed)
        while not s.is_over():
            assert s.dealer == (first + s.deals_played) % 4  # then the deal passes to the left
            assert sum(s.money) + s.pot == 0
            s.play(rng.choice(s.legal_moves()))
        assert s.deals_played == 3 and s.to_move is None and s.dealer == (first + 2) % 4


# ---- options and bad input --------------------------------------------------------------------------
def test_options_and_defaults():
    assert G.options == {"players": 4, "ante": 1, "share": 0, "share_from": "losers", "khlyust_draw": "random",
                         "exchange_khlyust": 0, "forced_may_exchange": 0, "trumps_in_play": 0, "deals": 4,
                         "final_pot": "keep"}
    for bad in (dict(players=3), dict(players=5), dict(ante=0), dict(share_from="x"), dict(final_pot="half"),
                dict(khlyust_draw="pick"), dict(deals=0), dict(colour=1)):
        with pytest.raises(pc.OptionError):
            pc.game("tri_listika", **bad)
    with pytest.raises(pc.OptionError):
        G.new_deal(seed=1, dealer=4)


def test_bad_moves_leave_the_state_unchanged():
    _, s = example()
    before = s.copy()
    for bad in ["AS", "exchange:AS", "take:AS", "down:AS", 10**30, "exchange:7D+7H+8S+AS"]:
        with pytest.raises((pc.IllegalMoveError, pc.ParseError, ValueError)):
            s.play(bad)
        assert s == before
    for bad in ["", "xx", "exchange:", "exchange:7D+7D", "down:2C", "drop:7D", "take:"]:
        with pytest.raises(pc.ParseError):
            s.play(bad)
        assert s == before
    with pytest.raises(TypeError):
        s.play(1.5)
    with pytest.raises(pc.IllegalMoveError):
        s.play(pc.Move("hurricane", "5D"))
    assert s == before


def test_move_texts_round_trip():
    for text in ["play", "pass", "AS", "down:7H", "take:TD", "exchange:9D+7S", "exchange:7D"]:
        m = G.parse_move(text)
        assert str(m) == text and str(G.parse_move(str(m))) == text
    assert str(G.parse_move("exchange:7S+9D")) == "exchange:9D+7S"
    assert str(G.parse_move("DOWN:10h")) == "down:TH"


@pytest.mark.parametrize("mutate, error", [
    (lambda t: t.replace("turned 7C", "turned 2C"), pc.InvalidPositionError),  # not in the deck
    (lambda t: t.replace("pot 8", "pot 9"), pc.InvalidPositionError),  # money does not add up
    (lambda t: t.replace("pot 8", "pot 3").replace("money -2 -2 -2 -2", "money -1 -1 -1 0"),
     pc.InvalidPositionError),  # less than the antes
    (lambda t: t.replace("turn 2", "turn 3"), pc.InvalidPositionError),  # O declares first
    (lambda t: t.replace("declared play play - -", "declared play pass - -"), pc.InvalidPositionError),
    (lambda t: t.replace("phase declare", "phase bid"), pc.ParseError),
    (lambda t: t.replace("| deal", "| deal 3"), pc.ParseError),
    (lambda t: t.replace("tricks 0 0 0 0", "tricks 0 0 0 1"), pc.InvalidPositionError),
    (lambda t: t.replace("hands TS AC 8H", "hands TS AC"), pc.InvalidPositionError),
    (lambda t: t + " | pot 8", pc.ParseError),
    (lambda t: t.replace("draw 0", "draw -1"), pc.ParseError),
    (lambda t: t.replace("khlyust -", "khlyust 1 drawn - - -"), pc.InvalidPositionError),
])
def test_impossible_positions_are_refused(mutate, error):
    text = position(EXAMPLE_HANDS, stock_top=("KH", "TH"), pot=8, money=[-2, -2, -2, -2])
    G.position(text)
    with pytest.raises(error):
        G.position(mutate(text))


def test_dealt_khlyust_position_is_refused_in_declare():
    with pytest.raises(pc.InvalidPositionError, match="хлюст"):
        G.position(position(["7S 8S JD", "AH KH QH", "AS TS 7D", "KD QS 9H"]))


def test_a_hand_of_the_wrong_size_before_play_is_refused():
    text = position(EXAMPLE_HANDS, stock_top=("KH", "TH"), pot=8, money=[-2, -2, -2, -2])
    moved = text.replace("hands TS AC 8H / AS KS 9H", "hands TS AC 8H AS / KS 9H")
    with pytest.raises(pc.InvalidPositionError, match="holds 4 cards"):
        G.position(moved)


def test_blind_draw_must_be_the_draw_seeds_shuffle():
    for seed in range(400):
        s = G.new_deal(seed=seed)
        if s.khlyust is not None and s.deal_result()["trump_khlyust"]:
            break
    text = s.notation()
    assert G.position(text) == s
    k = s.khlyust
    drawn = [str(s.drawn[(k + j) % 4]) for j in (1, 2, 3)]
    swapped = text.replace(f"drawn {' '.join(drawn)}", f"drawn {drawn[1]} {drawn[0]} {drawn[2]}")
    assert swapped != text
    with pytest.raises(pc.InvalidPositionError, match="blind draw"):
        G.position(swapped)


def test_face_down_cards_stay_hidden_from_the_others():
    _, s = example()
    play_example(s)
    for seat in range(4):
        v = s.view(seat)
        hidden = {"TH", "KH"} if seat != 3 else set()
        hidden |= {"AC"} if seat != 0 else set()
        assert {str(c) for c in v.unseen} >= hidden and not hidden & {str(c) for c in v.seen}
        assert not hidden & set(v.notation().replace("/", " ").split())
