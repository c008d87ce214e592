"""Тон: the rules file's worked example to the unit of money under every variant it states, one
test per rule and option, the notation and bad input."""
from fractions import Fraction

import pytest

import pycards as pc

DECK = [str(c) for c in pc.DECK36]
HANDS = ["6S 7C 7D KH AH", "QS 7S KC 8C KD", "AC 6C 8S 9D 8D"]  # P0 (dealer), P1, P2
PRIKUP = "AS KS 7H 6D"


def example_text(phase="pick", turn="1", hands=HANDS, prikup=PRIKUP):
    used = set(" ".join(hands + [prikup, "6H"]).split())
    stock = " ".join(c for c in DECK if c not in used)
    return (f"dealer 0 | phase {phase} | turn {turn} | turned 6H | hands {' / '.join(hands)} | prikup {prikup} | "
            f"up 0 | stock {stock} | thrown - / - / - | buyer - | status - - - | scores 13 11 4 | trick - | "
            f"tricks 0 0 0 | played - | target - | pot 30 | money -10 -10 -10 | deal")


def example(**opts):
    g = pc.game("ton", players=3, **opts)
    return g, g.position(example_text())


TRICKS = [["AS", "6S", "7S"], ["KS", "KH", "QS"], ["AH", "KD", "7H"], ["7C", "8C", "AC"], ["6D", "7D", "KC"]]


def play_example(s, with_p1=True):
    assert s.phase == "pick" and s.to_move == 1
    assert [str(m) for m in s.legal_moves()] == ["pick:8H", "pick:9H", "pick:TH", "pick:JH", "pick:QH", "nopick"]
    s.play("nopick")
    assert s.phase == "buy" and s.to_move == 1
    s.play("refuse")
    assert s.prikup_up == 1 and s.view(0).prikup_up == [pc.Card.parse("AS")]
    assert s.to_move == 2
    s.play("buy:AC")
    assert s.buyer == 2 and pc.CardSet(s.hands[2]) == pc.CardSet.parse("AC AS KS 7H 6D")
    assert pc.CardSet(s.thrown[2]) == pc.CardSet.parse("6C 8S 9D 8D")
    if with_p1:
        assert s.phase == "decide" and s.to_move == 1 and s.status == ["play", None, "play"]
        s.play("play")
    else:
        assert s.status == ["play", "out", "play"]
    return s


def play_tricks(s, tricks, leaders):
    for trick, leader in zip(tricks, leaders):
        if s.is_over():
            break
        assert s.to_move == leader
        for c in trick:
            assert c in [str(m) for m in s.legal_moves()], (c, s.legal_moves())
            s.play(c)


LEADERS = [2, 2, 0, 0, 2]


def test_worked_example_defaults():
    g, s = example()
    play_example(s)
    play_tricks(s, TRICKS, LEADERS)
    assert s.is_over()
    r = s.deal_result()
    assert r["tricks"] == [3, 0, 2] and r["scores"] == [16, 11, 6]
    assert r["target_seat"] == 0 and r["target_trick"] == 3
    assert r["penalties"] == [0, -30, 0] and r["pot_after"] == 60 and r["winners"] == [0]
    assert s.balances() == [50, -40, -10] and sum(s.balances()) == 0
    assert g.position(s.notation()) == s


def test_worked_example_duties():
    """The "Why" column: P1 must beat ♣7 (♣8 or ♣K), P2 must beat ♣8 (♣A), P1 may play any ♠ on a trumped trick."""
    g, s = example()
    play_example(s)
    play_tricks(s, TRICKS[:1], LEADERS)
    s.play("KS")
    s.play("KH")
    assert [str(m) for m in s.legal_moves()] == ["QS"]  # his only spade (♠7 went in trick 1)
    s.play("QS")
    s.play("AH")
    assert sorted(str(m) for m in s.legal_moves()) == sorted(["KD", "8C", "KC"])  # P1: no heart, no trump
    s.play("KD")
    assert [str(m) for m in s.legal_moves()] == ["7H"]
    s.play("7H")
    s.play("7C")
    assert sorted(str(m) for m in s.legal_moves()) == ["8C", "KC"]
    s.play("8C")
    assert [str(m) for m in s.legal_moves()] == ["AC"]


def test_worked_example_stop_at_target():
    g, s = example(stop_at_target=1)
    play_example(s)
    play_tricks(s, TRICKS, LEADERS)
    assert s.is_over() and s.tricks_won == [2, 0, 1] and s.target_trick == 3
    r = s.deal_result()
    assert r["penalties"] == [0, 0, 0] and r["pot_after"] == 30
    assert s.balances() == [20, -10, -10]
    assert g.position(s.notation()) == s


SIT_OUT_TRICKS = [["AS", "6S"], ["KS", "KH"], ["AH", "7H"], ["7C", "AC"], ["6D", "7D"]]


@pytest.mark.parametrize("penalise,money", [(1, [50, -40, -10]), (0, [20, -10, -10])])
def test_worked_example_sit_out(penalise, money):
    g, s = example(others="sit_out", penalise_non_players=penalise)
    play_example(s, with_p1=False)
    play_tricks(s, SIT_OUT_TRICKS, LEADERS)
    assert s.is_over() and s.tricks_won == [3, 0, 2] and s.target_trick == 3
    assert s.balances() == money
    assert g.position(s.notation()) == s


def new(seed=0, dealer=0, **opts):
    return pc.game("ton", **opts).new_deal(seed=seed, dealer=dealer)


def find(pred, opts=None, seeds=range(2000)):
    for seed in seeds:
        s = new(seed, 0, **(opts or {}))
        if pred(s):
            return s
    raise AssertionError("no such deal")


def test_deal_shape():
    for n in range(2, 7):
        s = new(3, 1, players=n)
        assert [len(h) for h in s.hands] == [5] * n and len(s.prikup) == 4
        assert len(s.stock) == 36 - 5 * n - 5 and s.pot == 10 * n and s.money == [-10] * n
        assert s.trump == str(s.turned)[1]


def test_trump_pick_only_without_trump():
    s = find(lambda s: s.phase == "pick")
    assert not any(str(c)[1] == s.trump for c in s.hands[1])
    picks = [str(m) for m in s.legal_moves() if str(m).startswith("pick:")]
    assert picks and all(m[-1] == s.trump for m in picks) and str(s.turned) not in [m[5:] for m in picks]
    old = pc.CardSet(s.hands[1])
    prikup = pc.CardSet(s.prikup)
    s.play(picks[0])
    assert s.buyer == 1 and pc.CardSet(s.hands[1]) == prikup | pc.Card.parse(picks[0][5:])
    assert pc.CardSet(s.thrown[1]) == old
    assert find(lambda s: s.phase == "buy").to_move == 1


def test_trump_pick_includes_turned():
    s = find(lambda s: s.phase == "pick", dict(trump_pick_includes_turned=1))
    assert "pick:" + str(s.turned) in [str(m) for m in s.legal_moves()]
    s.play("pick:" + str(s.turned))
    assert s.turned_picked and s.turned in pc.CardSet(s.hands[1])
    assert s.game.position(s.notation()) == s


def test_refusals_turn_prikup_in_order_and_dealer_never_buys():
    s = find(lambda s: s.phase == "buy")
    prikup = list(s.prikup)
    for k in range(3):
        assert s.to_move == k + 1
        s.play("refuse")
        assert s.prikup_up == k + 1
    assert s.to_move != 0 and s.phase in ("decide", "play", "over")
    assert s.buyer is None and s.forced == 1 and s.view(2).prikup_up == prikup[:3]


def test_no_buyer_play_forces_left_of_dealer():
    s = find(lambda s: s.phase == "buy")
    for _ in range(3):
        s.play("refuse")
    assert s.status[1] == "play"
    assert s.phase == "decide" and s.to_move == 2


def test_no_buyer_redeal():
    s = find(lambda s: s.phase == "buy", dict(no_buyer="redeal"))
    for _ in range(3):
        s.play("refuse")
    assert s.is_over() and s.redealt and s.deal_result()["redeal"]
    assert s.deal_result()["penalties"] == [0] * 4
    m = pc.game("ton", no_buyer="redeal").new_match(seed=1)
    while m.phase == "pick":
        m.play("nopick")
    d = m.dealer
    for _ in range(3):
        m.play("refuse")
    assert m.deals_played == 2 and m.dealer == (d + 1) % 4 and m.pot == 40


def test_two_players():
    s = find(lambda s: s.phase == "buy", dict(players=2))
    s.play("refuse")
    assert s.forced == 1 and s.phase == "decide" and s.to_move == 0


def test_drop_throws_hand_and_lone_player_takes_five():
    s = find(lambda s: s.phase == "buy")
    keep = str(s.legal_moves()[0])
    s.play(keep)
    for _ in range(3):
        s.play("drop")
    assert s.is_over() and s.tricks_won == [0, 5, 0, 0]
    assert all(len(s.thrown[p]) == 5 for p in (0, 2, 3))


def test_sit_out_no_decisions():
    s = find(lambda s: s.phase == "buy", dict(others="sit_out"))
    s.play(str(s.legal_moves()[0]))
    assert s.is_over() and s.status == ["out", "play", "out", "out"] and s.tricks_won[1] == 5


def test_must_play_score():
    g = pc.game("ton", players=3, must_play_score=4)
    s = g.position(example_text())  # P2 has 4 points now: must play
    s.play("nopick")
    s.play("buy:KD")
    assert s.buyer == 1 and s.status == ["play", "play", "play"] and s.phase == "play"


def test_beat_rule_led_card():
    """P2 leads ♠K, P0 (void) trumps with ♥K; P1 holds ♠A ♠7: under winning_card any spade, under
    led_card the ♠A that beats the led card."""
    hands = ["9C 7C 7D KH AH", "AS 7S KC 8C KD", "AC 6C 8S 9D 8D"]
    for rule, legal in [("led_card", ["AS"]), ("winning_card", ["7S", "AS"])]:
        s = pc.game("ton", players=3, beat_rule=rule).position(example_text(hands=hands, prikup="QS KS 7H 6D"))
        for m in ["nopick", "refuse", "buy:AC", "play", "KS", "KH"]:
            s.play(m)
        assert sorted(str(m) for m in s.legal_moves()) == legal


@pytest.mark.parametrize("overtrump,legal", [(1, ["QH"]), (0, ["8H", "QH"])])
def test_must_overtrump(overtrump, legal):
    """P2 leads ♠K, P0 trumps with ♥9; P1, void in spades with ♥8 ♥Q, must overtrump with the option."""
    hands = ["9H AH 7C 7D 6C", "8H QH KC 8C KD", "AC 8S 9D 8D 9C"]
    s = pc.game("ton", players=3, must_overtrump=overtrump).position(example_text("buy", hands=hands))
    for m in ["refuse", "buy:AC", "play", "KS", "9H"]:
        s.play(m)
    assert sorted(str(m) for m in s.legal_moves()) == legal


def test_penalty_fixed():
    g, s = example(penalty="fixed", penalty_fixed=7)
    play_example(s)
    play_tricks(s, TRICKS, LEADERS)
    assert s.deal_result()["penalties"] == [0, -7, 0] and s.balances() == [27, -17, -10]
    g, s = example(penalty="fixed")
    play_example(s)
    play_tricks(s, TRICKS, LEADERS)
    assert s.deal_result()["penalties"] == [0, -10, 0]


def test_penalty_score():
    g, s = example(penalty_score=12)
    play_example(s)
    play_tricks(s, TRICKS, LEADERS)
    assert s.deal_result()["penalties"] == [0, 0, 0] and s.balances() == [20, -10, -10]


def test_two_penalties_each_pay_the_pot_before():
    """A pot P with two penalised players becomes 3P: each pays the pot as it stood before."""
    import random
    rng = random.Random(3)
    found = 0
    for seed in range(300):
        s = pc.game("ton", players=6, must_play_score=0).new_match(seed=seed)
        while not s.is_over():
            s.play(rng.choice(s.legal_moves()))
            r = s.last_deal_result()
            if r and sum(1 for p in r["penalties"] if p) >= 2 and not found:
                found = 1
                assert all(p in (0, -r["pot"]) for p in r["penalties"])
                k = sum(1 for p in r["penalties"] if p)
                assert r["pot_after"] == (k + 1) * r["pot"]
        if found:
            break
    assert found


def test_target_option_and_game_end():
    g = pc.game("ton", players=3, target=14)
    s = g.position(example_text().replace("target -", "target -"))
    play_example(s)
    play_tricks(s, TRICKS, LEADERS)
    assert s.target_seat == 0 and s.target_trick == 2


def test_max_deals_draw_shares_the_pot():
    """Equal highest scores after the last deal share the pot in exact fractions."""
    g = pc.game("ton", players=3, ante=1, max_deals=1)  # a pot of 3 shared by two: 3/2 each
    import random
    rng = random.Random(1)
    for seed in range(500):
        s = g.new_match(seed=seed)
        while not s.is_over():
            s.play(rng.choice(s.legal_moves()))
        r = s.deal_result()
        assert r["game_over"] and sum(s.balances()) == 0
        if len(r["winners"]) >= 2 and r["pot_after"] % len(r["winners"]):
            break
    k = len(r["winners"])
    assert k >= 2 and r["denominator"] == k and any(b.denominator == k for b in s.balances())
    for p in range(3):
        share = Fraction(r["pot_after"], k) if p in r["winners"] else 0
        assert s.balances()[p] == s.money[p] + r["penalties"][p] + share


def test_max_deals_highest_score_wins():
    g = pc.game("ton", max_deals=2)
    s = g.new_match(seed=4)
    while not s.is_over():
        s.play(s.legal_moves()[0])
    r = s.deal_result()
    assert s.deals_played == 2 and r["game_over"]
    best = max(r["scores"])
    assert r["winners"] == [p for p in range(4) if r["scores"][p] == best]
    assert r["denominator"] == len(r["winners"])
    assert s.balances() == [Fraction(s.money[p] + r["penalties"][p]) + (Fraction(r["pot_won"][p], r["denominator"]))
                            for p in range(4)]


@pytest.mark.parametrize("every,second_ante", [(1, -3), (0, 0)])
def test_ante_every_deal(every, second_ante):
    s = pc.game("ton", ante_every_deal=every, ante=3).new_match(seed=2)
    assert s.pot == 12 and s.money == [-3] * 4
    while s.deals_played == 1:
        s.play(s.legal_moves()[0])
    assert not s.is_over()  # nobody reaches 15 in one deal
    penalties = -sum(s.last_deal_result()["penalties"])
    assert s.pot == 12 + penalties - 4 * second_ante
    assert sum(s.money) + s.pot == 0


def test_match_ends_at_target():
    s = pc.game("ton").new_match(seed=9)
    while not s.is_over():
        s.play(s.legal_moves()[-1])
    r = s.deal_result()
    assert r["target_seat"] is not None and max(r["scores"]) >= 15 and sum(s.balances()) == 0


def test_view_hides_and_shows_stock():
    s = find(lambda s: s.phase == "pick")
    v1 = s.view(1)
    assert v1.stock == pc.CardSet(s.stock) and s.view(2).stock is None
    assert all(str(c) not in v1.notation() for c in s.hands[2])
    assert "?5" in s.view(0).notation()


@pytest.mark.parametrize("text,err", [
    ("", pc.ParseError),
    ("dealer 0", pc.ParseError),
    (example_text().replace("scores 13 11 4", "scores 15 11 4"), pc.InvalidPositionError),
    (example_text().replace("pot 30", "pot 31"), pc.InvalidPositionError),
    (example_text().replace("hands 6S", "hands 6S 6S"), pc.ParseError),
    (example_text().replace("hands 6S", "hands 9C"), pc.InvalidPositionError),
    (example_text().replace("turn 1", "turn 2"), pc.InvalidPositionError),
    (example_text().replace("phase pick", "phase play"), pc.InvalidPositionError),
    (example_text().replace("up 0", "up 2"), pc.InvalidPositionError),
    (example_text().replace("buyer -", "buyer 0"), pc.InvalidPositionError),
    (example_text().replace("status - - -", "status play - -"), pc.InvalidPositionError),
    (example_text().replace("| deal", "| match deals 1 seed 0"), pc.InvalidPositionError),
    (example_text().replace("| deal", ""), pc.ParseError),
    (example_text().replace("target -", "target x"), pc.ParseError),
])
def test_bad_positions(text, err):
    with pytest.raises(err):
        pc.game("ton", players=3).position(text)


@pytest.mark.parametrize("move", ["", "buy:", "buy:5H", "pick:XX", "sell:AS", "ZZ", "2S"])
def test_bad_moves(move):
    s = new(1)
    before = s.notation()
    with pytest.raises(ValueError):
        s.play(move)
    assert s.notation() == before


def test_illegal_move_leaves_state():
    s = find(lambda s: s.phase == "buy")
    before = s.notation()
    with pytest.raises(pc.IllegalMoveError):
        s.play("play")
    with pytest.raises(pc.IllegalMoveError):
        s.play("buy:" + str(next(c for c in pc.DECK36 if c not in pc.CardSet(s.hands[1]))))
    assert s.notation() == before


@pytest.mark.parametrize("opts", [dict(players=1), dict(players=7), dict(target=16), dict(others="x"),
                                  dict(beat_rule="lead"), dict(bogus=1)])
def test_bad_options(opts):
    with pytest.raises(pc.OptionError):
        pc.game("ton", **opts)


def test_bad_dealer():
    with pytest.raises(pc.OptionError):
        pc.game("ton", players=3).new_deal(seed=0, dealer=3)


def test_lone_player_stopped_at_target_takes_his_lowest_cards():
    """P1 buys and plays alone from 11 points: his 4th automatic trick reaches 15 and stops the game."""
    g = pc.game("ton", players=3, stop_at_target=1, must_play_score=14)
    s = g.position(example_text().replace("scores 13 11 4", "scores 12 11 4"))
    s.play("nopick")
    s.play("buy:KD")  # P1 buys
    s.play("drop")
    s.play("drop")
    assert s.is_over() and s.tricks_won == [0, 4, 0] and s.target_trick == 4
    assert pc.CardSet(s.tricks[1]) == pc.CardSet.parse("AS KS 7H 6D") - pc.CardSet.parse("AS") | pc.CardSet.parse("KD")
    text = s.notation()
    assert g.position(text) == s
    head, history = text.split(" | played ")
    bad = head.replace("hands - / AS / -", "hands - / 6D / -") + " | played " + history.replace("6D", "AS", 1)
    assert bad != text
    with pytest.raises(pc.InvalidPositionError, match="lowest up"):
        g.position(bad)
