"""Стос: one test per rule and ruling of docs/stos.md, its worked examples to the last point, the
options, the notation and what position() refuses."""
import pickle
import random

import pytest

import pycards as pc
import pycards.stos as stos

from .reference import DECK32, punter_best, settle

G = pc.game("stos")


def deck_text(bottom):
    """The dealer's deck with ``bottom`` first (bottom card first), the rest in index order."""
    rest = [c for c in DECK32 if c not in bottom]
    return " ".join(list(bottom) + rest)


def coup(bottom, dealer=0, game=G):
    return game.position(f"coup 0 | seed 0 | dealer {dealer} | balance 0 0 | draw - | deck {deck_text(bottom)} | deal")


# ---- deck, players, options ---------------------------------------------------------------------
def test_two_players_only_and_the_options_with_defaults():
    assert G.options == {"players": 2, "stake": 3, "dealer_rule": "molodka", "coups": 1, "redraw_each_coup": 1}
    for bad in (dict(players=3), dict(players=1), dict(dealer_rule="x"), dict(stake=0), dict(coups=0),
                dict(redraw_each_coup=2), dict(nonsense=1)):
        with pytest.raises(pc.OptionError):
            pc.game("stos", **bad)


def test_the_punter_hides_any_of_his_32_cards():
    s = G.new_match(seed=1)
    assert s.to_move == s.punter == 1 - s.dealer and s.phase == "hide"
    assert sorted(str(m) for m in s.legal_moves()) == sorted(DECK32)
    assert {m.id for m in s.legal_moves()} == {c.index for c in pc.DECK32}
    with pytest.raises(pc.ParseError):
        s.play("6H")  # not a card of the 32-card deck
    with pytest.raises(pc.IllegalMoveError):
        s.play(pc.Card("6H").index)
    assert s == G.new_match(seed=1)


def test_the_dealers_deck_is_complete_and_dealt_from_the_bottom():
    s = G.new_deal(seed=5, dealer=1)
    assert len(s.stock) == 32 and pc.CardSet(s.stock) == pc.DECK32
    deck = [str(c) for c in s.stock]
    s.play("KS")
    r = s.deal_result()
    assert r["dealt"] == deck[: r["position"]] and r["caught"] == deck[r["position"] - 1]
    assert all(c[0] != "K" for c in r["dealt"][:-1]) and r["caught"][0] == "K"


def test_odd_cards_fall_on_the_dealers_side_even_on_the_punters():
    for seed in range(200):
        s = G.new_deal(seed=seed, dealer=seed % 2)
        s.play(DECK32[seed % 32])
        r = s.deal_result()
        assert r["side"] == ("dealer" if r["position"] % 2 else "punter")
        assert r["winner"] == (r["dealer"] if r["position"] % 2 else r["punter"])
        assert s.scores()[r["winner"]] == r["thirds"] > 0


def test_the_kinds_and_their_fractions():
    # hidden QH: QH itself (same suit), QD (same colour), QS / QC (other colour)
    for bottom, kind, thirds, fraction in [("QH", "цветная", 3, (1, 1)), ("QD", "полуцветная", 2, (2, 3)),
                                           ("QS", "простая", 1, (1, 3)), ("QC", "простая", 1, (1, 3))]:
        s = coup([bottom])
        s.play("QH")
        r = s.deal_result()
        assert (r["kind"], r["thirds"], r["fraction"], r["position"]) == (kind, thirds, fraction, 1)


def test_a_catch_always_happens_at_the_latest_on_card_29():
    # the four queens last: every other rank is dealt first
    s = coup([c for c in DECK32 if c[0] != "Q"])
    s.play("QH")
    assert s.deal_result()["position"] == 29
    for seed in range(300):
        s = G.new_match(seed=seed)
        s.play(DECK32[seed % 32])
        assert 1 <= s.deal_result()["position"] <= 29


# ---- the dealer draw ----------------------------------------------------------------------------
def test_example_1_the_dealer_draw_molodka_and_starshiy():
    # A (seat 0) turns up 10♠, B (seat 1) K♦: with molodka A deals, with starshiy B.
    tail = f"| balance 0 0 | draw TS-KD | deck {deck_text([])} | match"
    assert G.position(f"coup 0 | seed 0 | dealer 0 {tail}").dealer == 0
    with pytest.raises(pc.InvalidPositionError, match="makes seat 0 the dealer"):
        G.position(f"coup 0 | seed 0 | dealer 1 {tail}")
    st = pc.game("stos", dealer_rule="starshiy")
    assert st.position(f"coup 0 | seed 0 | dealer 1 {tail}").dealer == 1
    with pytest.raises(pc.InvalidPositionError):
        st.position(f"coup 0 | seed 0 | dealer 0 {tail}")


@pytest.mark.parametrize("rule", ["molodka", "starshiy"])
def test_the_draw_is_repeated_on_equal_ranks_and_decides_by_the_rule(rule):
    g, long_draws = pc.game("stos", dealer_rule=rule), 0
    for seed in range(400):
        s = g.new_match(seed=seed)
        pairs = s.draw
        assert pairs
        for a, b in pairs[:-1]:
            assert a.rank == b.rank  # suits do not count: equal ranks draw again
        a, b = pairs[-1]
        assert a.rank != b.rank
        low = 0 if a.rank_index < b.rank_index else 1
        assert s.dealer == (low if rule == "molodka" else 1 - low)
        long_draws += len(pairs) > 1
    assert long_draws > 20  # about 1 in 8 draws needs a second pair


def test_the_draws_cards_go_back_the_decks_are_reshuffled():
    s = G.new_match(seed=3)
    assert len(s.stock) == 32  # the dealer's whole deck, turned-up cards back in it


# ---- coups ----------------------------------------------------------------------------------------
def test_coups_are_independent_and_the_balances_add_up():
    g = pc.game("stos", coups=5)
    s = g.new_match(seed=11)
    total = [0, 0]
    dealers = []
    for k in range(5):
        assert s.coup == k and not s.is_over()
        dealers.append(s.dealer)
        s.play(DECK32[k])
        r = s.deal_result()
        assert r["coup"] == k and r["draw"]  # a fresh draw each coup (redraw_each_coup=1)
        total = [t + p for t, p in zip(total, r["points"])]
        assert s.scores() == total == r["balance"]
    assert s.is_over() and s.to_move is None and s.legal_moves() == [] and s.stock == []
    assert len({tuple(x) for x in (g.new_match(seed=11).stock, s.deal_result()["dealt"])}) == 2


def test_redraw_each_coup_off_the_first_dealer_deals_every_coup():
    for seed in range(30):
        s = pc.game("stos", coups=4, redraw_each_coup=0).new_match(seed=seed)
        first = s.dealer
        assert s.draw
        for k in range(4):
            assert s.dealer == first and (k == 0) == bool(s.draw)
            s.play(DECK32[(seed + k) % 32])
        assert s.deal_result()["dealer"] == first


def test_redraw_each_coup_on_changes_the_dealer_sometimes():
    dealers = set()
    s = pc.game("stos", coups=40).new_match(seed=2)
    while not s.is_over():
        dealers.add(s.dealer)
        s.play("7C")
    assert dealers == {0, 1}


def test_new_deal_is_one_coup_with_the_dealer_given_and_no_draw():
    for dealer in (0, 1):
        s = pc.game("stos", coups=3).new_deal(seed=9, dealer=dealer)
        assert s.dealer == dealer and s.draw == [] and s.coups == 1 and not s.is_match
        s.play("AH")
        assert s.is_over() and s.deal_result()["draw"] is None
    with pytest.raises(pc.OptionError):
        G.new_deal(seed=1, dealer=2)


def test_the_stake_scales_the_amounts_exactly():
    from fractions import Fraction

    for stake in (1, 2, 3, 10):
        s = coup(["QD"], game=pc.game("stos", stake=stake))
        s.play("QH")
        assert stos.transfer(s) == Fraction(2 * stake, 3)
        assert s.deal_result()["amount"] == (Fraction(2 * stake, 3).numerator, Fraction(2 * stake, 3).denominator)
        assert stos.balances(s) == [Fraction(2 * stake, 3), -Fraction(2 * stake, 3)]


# ---- worked examples 2 and 3 ---------------------------------------------------------------------
def test_example_2_a_polutsvetnaya_catch_on_the_dealers_side():
    s = coup(["9C", "AS", "QD"])  # A (seat 0) deals, B (seat 1) hides Q♥
    assert s.to_move == 1
    s.play("QH")
    r = s.deal_result()
    assert r["dealt"] == ["9C", "AS", "QD"] and r["position"] == 3 and r["side"] == "dealer"
    assert r["kind"] == "полуцветная" and r["amount"] == (2, 1) and s.scores() == [2, -2]


def test_example_3_other_orders():
    s = coup(["8H", "QS"])
    s.play("QH")
    r = s.deal_result()
    assert (r["position"], r["side"], r["kind"], r["amount"]) == (2, "punter", "простая", (1, 1))
    assert s.scores() == [-1, 1]  # A pays B 1
    s = coup(["QH"])
    s.play("QH")
    r = s.deal_result()
    assert (r["position"], r["side"], r["kind"], r["amount"]) == (1, "dealer", "цветная", (3, 1))
    assert s.scores() == [3, -3]  # B pays A 3


# ---- the known-order solver (example 5) -----------------------------------------------------------
def test_example_5_solver_plus_s():
    s = coup(["9C", "AS", "QD"])
    r = pc.solve(s)
    assert r.value == 3 and "AS" in r.best and r.moves["AS"] == 3 and len(r.moves) == 32
    for bottom_rest in (["9C", "AS", "QD", "7H"], ["9C", "AS", "QD", "KH", "KS"]):
        assert pc.solve(coup(bottom_rest)).moves["AS"] == 3  # whatever the rest of the deck is


def test_solver_minus_s_over_3_when_every_rank_first_shows_on_the_dealers_side():
    bottom = []
    for r in "789TJQKA":
        bottom += [r + "C", r + "D"]  # rank r first at an odd position (a club), again at the even one
    s = coup(bottom)
    res = pc.solve(s)
    assert res.value == -1
    assert set(res.best) == {c for c in DECK32 if c[1] in "DH"}  # the other colour: простая


def test_solver_agrees_with_the_rules_argument_on_random_decks():
    rng = random.Random(5)
    for seed in range(300):
        s = G.new_deal(seed=rng.randrange(2**64), dealer=seed % 2)
        deck = [str(c) for c in s.stock]
        r = pc.solve(s)
        assert r.exact and r.value == punter_best(deck) and r.value in (3, -1)
        for card, v in r.moves.items():
            pos, _, dealer_wins, _, thirds = settle(deck, card)
            assert v == (-thirds if dealer_wins else thirds)


def test_solver_of_a_match_adds_the_balance_and_the_later_coups():
    g = pc.game("stos", coups=3)
    s = g.new_match(seed=4)
    s.play("7C")
    r = pc.solve(s)
    side = s.to_move
    # the later coups played by the line's best cards give exactly the value
    t = s.copy()
    for m in r.best_line:
        t.play(m)
    assert t.is_over() and t.scores()[side] == r.value
    assert r.moves[r.best[0]] == r.value == max(r.moves.values())


# ---- notation -------------------------------------------------------------------------------------
def test_notation_round_trips_and_pickles():
    for options in ({}, {"coups": 3}, {"coups": 2, "redraw_each_coup": 0}, {"dealer_rule": "starshiy"}):
        g = pc.game("stos", **options)
        for seed in range(20):
            s = g.new_match(seed=seed) if seed % 2 else g.new_deal(seed=seed, dealer=seed % 2)
            while True:
                assert g.position(s.notation()) == s and g.position(s.notation()).notation() == s.notation()
                assert pickle.loads(pickle.dumps(s)) == s
                if s.is_over():
                    break
                s.play(DECK32[seed])


def test_notation_shape():
    s = coup(["9C"])
    assert s.notation().startswith("coup 0 | seed 0 | dealer 0 | balance 0 0 | draw - | deck 9C 7C 8C")
    assert s.notation().endswith("| deal")
    s.play("9C")
    assert s.notation() == "coup 1 | seed 0 | dealer 0 | balance 3 -3 | draw - | deck - | deal over"


GOOD = f"coup 0 | seed 0 | dealer 0 | balance 0 0 | draw - | deck {deck_text([])} | deal"
MATCH = GOOD[: -len("deal")] + "match"


@pytest.mark.parametrize("text, error, message", [
    ("", pc.ParseError, "expected 7 fields"),
    (GOOD.replace("coup 0", "coupe 0"), pc.ParseError, "must start with 'coup'"),
    (GOOD[: -len("deal")] + "dael", pc.ParseError, "'match' or 'deal'"),
    (GOOD.replace("seed 0", "seed -1"), pc.ParseError, "seed"),
    (GOOD.replace("dealer 0", "dealer 2"), pc.InvalidPositionError, "dealer"),
    (GOOD.replace("balance 0 0", "balance 1 -1"), pc.InvalidPositionError, "balance"),
    (GOOD.replace("balance 0 0", "balance 0"), pc.ParseError, "balance"),
    (GOOD.replace("coup 0", "coup 1"), pc.InvalidPositionError, "over"),
    (GOOD.replace(" 7C ", " 7C 7C "), pc.InvalidPositionError, "twice"),
    (GOOD.replace(" 7C ", " "), pc.InvalidPositionError, "complete"),
    (GOOD.replace(" 7C ", " 6C "), pc.InvalidPositionError, "32-card deck"),
    (GOOD.replace(" 7C ", " ZZ "), pc.ParseError, "deck"),
    (GOOD.replace("draw -", "draw TS-KD"), pc.InvalidPositionError, "no dealer draw"),
    (MATCH, pc.InvalidPositionError, "draw missing"),
    (MATCH.replace("draw -", "draw TS-TD"), pc.InvalidPositionError, "equal ranks"),
    (MATCH.replace("draw -", "draw TS-KD TH-9D"), pc.InvalidPositionError, "differ"),
    (MATCH.replace("draw -", "draw TSKD"), pc.ParseError, "card-card"),
    (MATCH.replace("draw -", "draw TS-TD TS-KD"), pc.InvalidPositionError, "twice"),
    ("coup 1 | seed 0 | dealer 0 | balance 0 0 | draw - | deck - | deal over", pc.InvalidPositionError, "1, 2 or 3"),
    ("coup 1 | seed 0 | dealer 0 | balance 4 -4 | draw - | deck - | deal over", pc.InvalidPositionError, "range"),
    ("coup 1 | seed 0 | dealer 0 | balance 3 -2 | draw - | deck - | deal over", pc.InvalidPositionError, "add up"),
    ("coup 1 | seed 0 | dealer 0 | balance 3 -3 | draw - | deck 7C | deal over", pc.InvalidPositionError, "no deck"),
    ("coup 0 | seed 0 | dealer 0 | balance 0 0 | draw - | deck - | deal over", pc.InvalidPositionError, "over"),
])
def test_position_refusals(text, error, message):
    with pytest.raises(error, match=message):
        G.position(text)


def test_reachable_balances_of_a_match():
    g = pc.game("stos", coups=3, redraw_each_coup=0)
    s = g.new_match(seed=1)
    s.play("7C")
    s.play("7C")
    assert s.coup == 2 and not s.draw
    t = g.position(s.notation().replace(f"balance {s.scores()[0]} {s.scores()[1]}", "balance 0 0"))
    assert t.scores() == [0, 0]  # +1 then -1
    with pytest.raises(pc.InvalidPositionError):
        g.position(s.notation().replace(f"balance {s.scores()[0]} {s.scores()[1]}", "balance 7 -7"))


# ---- view, deal_result ---------------------------------------------------------------------------
def test_view_hides_every_cards_place():
    s = G.new_match(seed=8)
    for seat in (0, 1):
        v = s.view(seat)
        assert isinstance(v, pc.View) and v.hand == pc.CardSet() and v.unseen == pc.DECK32
        assert v.dealer == s.dealer and v.draw == s.draw and v.stock_size == 32 and v.scores() == [0, 0]
        assert "seat %d" % seat in v.notation()


def test_deal_result_is_none_before_a_coup_ends():
    s = G.new_match(seed=1)
    assert s.deal_result() is None and stos.transfer(s) is None
