"""Хурикан: one test per rule, ruling and option of docs/hurricane.md, its worked examples to the
last point, and bad input (illegal moves, malformed notation, bad options: a clear error, the state
unchanged)."""
import pytest

import pycards as pc

from .reference import DECK40, INDEX, RefDeal, points

G = pc.game("hurricane")


def cards(text):
    return text.split() if text else []


def position(hands, table, stock="", turn=0, dealer=1, capturer=None, piles=None, **opts):
    """A position from its parts; the cards not named go to the piles (seat 0 first, then 1)."""
    used = set(cards(hands[0]) + cards(hands[1]) + cards(table) + cards(stock))
    if piles is None:
        rest = [c for c in DECK40 if c not in used]
        piles = (" ".join(rest[: len(rest) // 2]), " ".join(rest[len(rest) // 2:]))
        if capturer is None and rest:
            capturer = 0
    text = (f"dealer {dealer} | turn {turn} | hands {hands[0] or '-'} / {hands[1] or '-'} | table {table or '-'}"
            f" | stock {stock or '-'} | piles {piles[0] or '-'} / {piles[1] or '-'}"
            f" | capturer {'-' if capturer is None else capturer} | deal")
    return pc.game("hurricane", **opts).position(text)


def split(total0, rest):
    """Two piles of the cards `rest`, the first worth exactly `total0` (a small subset search)."""
    rest = sorted(rest, key=lambda c: -points([c]))
    pile0, need = [], total0
    for c in rest:
        if points([c]) <= need - (0 if points([c]) == need else 1) or points([c]) == need:
            pile0.append(c)
            need -= points([c])
        if need == 0:
            break
    assert need == 0
    return " ".join(pile0), " ".join(c for c in rest if c not in pile0)


# ---- deck, values, players ---------------------------------------------------------------------
def test_deck_is_40_cards_worth_220():
    s = G.new_deal(seed=3)
    every = pc.CardSet(s.table)
    for part in list(s.hands) + list(s.piles):
        every = every | part
    every = every | pc.CardSet(s.stock)
    assert every == pc.DECK40 and len(every) == 40
    assert points(DECK40) == 220
    assert all(points([c for c in DECK40 if c[1] == suit]) == 55 for suit in "CDHS")
    # the C++ values: a one-card capture of each value (A=1, 2..7, J=8, Q=9, K=10)
    for rank, v in zip("A234567JQK", range(1, 11)):
        t = position([f"{rank}S", "AD"], f"{rank}C", stock="2H 3H 4H 5H", turn=0)
        assert f"{rank}Sx{rank}C" in {str(m) for m in t.legal_moves()} and v == points([f"{rank}C"])


def test_players_is_two_only():
    assert pc.game("hurricane", players=2).options["players"] == 2
    for bad in (1, 3, 4):
        with pytest.raises(ValueError, match="players"):
            pc.game("hurricane", players=bad)


# ---- dealing -------------------------------------------------------------------------------------
def test_first_round_is_dealt_one_at_a_time_non_dealer_first_nothing_to_the_table():
    from .test_differential import orders

    for dealer in (0, 1):
        order = orders(1, 42)[0]
        s = G.new_deal(seed=42, dealer=dealer)
        assert sorted(map(str, s.hands[1 - dealer])) == sorted(order[0:12:2])
        assert sorted(map(str, s.hands[dealer])) == sorted(order[1:12:2])
        assert [str(c) for c in s.stock] == order[12:] and len(s.table) == 0
        assert s.to_move == 1 - dealer and s.last_capturer is None and s.dealer == dealer


def test_four_rounds_of_6_6_6_and_2_cards():
    s = G.new_deal(seed=9)
    rounds = [(len(s.stock), [len(h) for h in s.hands])]
    while not s.is_over():
        before = len(s.stock)
        s.play(s.legal_moves()[-1])
        if len(s.stock) != before:
            rounds.append((len(s.stock), [len(h) for h in s.hands]))
    assert rounds == [(28, [6, 6]), (16, [6, 6]), (4, [6, 6]), (0, [2, 2])]


def test_redeal_is_one_at_a_time_non_dealer_first():
    s = position(["", "5D"], "", stock="2C 3C 4C 5C", turn=1, dealer=1, capturer=0)
    s.play("5D")
    assert s.hands == [pc.CardSet.parse("2C 4C"), pc.CardSet.parse("3C 5C")] and s.stock == []


# ---- play ----------------------------------------------------------------------------------------
def test_opening_lay_is_1_to_3_cards_whatever_max_lay():
    for max_lay in (1, 3, 6):
        s = pc.game("hurricane", max_lay=max_lay).new_deal(seed=1)
        assert len(s.legal_moves()) == 6 + 15 + 20
        assert all(len(str(m).split("+")) <= 3 and "x" not in str(m) for m in s.legal_moves())


def test_opening_lay_option_max_lay_caps_the_opening_lay():
    for max_lay, n in ((1, 6), (2, 21), (3, 41), (6, 63)):
        s = pc.game("hurricane", max_lay=max_lay, opening_lay="max_lay").new_deal(seed=1)
        assert len(s.legal_moves()) == n


def test_max_lay_caps_later_lays_also_on_an_emptied_table():
    s = position(["2C 3C 4C 5C 6C", "AD"], "", stock="7D 7H 7S QC", turn=0, max_lay=2, capturer=0)
    lays = [str(m) for m in s.legal_moves()]
    assert len(lays) == 5 + 10 and max(len(m.split("+")) for m in lays) == 2


def test_capture_takes_one_table_card_with_an_exact_sum():
    s = position(["4S 2H 5D", "AD"], "6C 5H", stock="7D 7H 7S QC", turn=0)
    caps = sorted(str(m) for m in s.legal_moves() if "x" in str(m))
    assert caps == ["2H+4Sx6C", "5Dx5H"]  # one card of equal value captures; no 4+2 -> 5H, no two cards


def test_a_capture_moves_the_table_card_and_hand_cards_to_the_pile():
    s = position(["4S 2H 5D", "AD"], "6C 5H", stock="7D 7H 7S QC", turn=0, capturer=1)
    pile = s.piles[0]
    s.play("4S+2Hx6C")
    assert s.piles[0] == pile | pc.CardSet.parse("4S 2H 6C") and s.table == pc.CardSet.parse("5H")
    assert s.last_capturer == 0 and s.to_move == 1


def test_a_lay_is_allowed_even_when_a_capture_is_possible():
    s = position(["4S 2H", "AD"], "6C", stock="", turn=0)
    assert {"2H", "4S", "2H+4S", "2H+4Sx6C"} == {str(m) for m in s.legal_moves()}
    s.play("4S")
    assert s.table == pc.CardSet.parse("6C 4S")


def test_empty_table_only_lays():
    s = position(["4S 2H", "AD"], "", stock="", turn=0)
    assert all("x" not in str(m) for m in s.legal_moves())


def test_an_empty_hand_is_skipped():
    s = position(["2H", "3C 5D"], "6C", stock="", turn=0)
    s.play("2H")
    assert s.to_move == 1
    s.play("5D")
    assert s.to_move == 1  # seat 0 has no cards


@pytest.mark.parametrize("leader, first", [("alternate", 1), ("non_dealer", 0)])
def test_round_leader(leader, first):
    # the non-dealer (seat 0) makes the last turn of round 3
    s = position(["5D", ""], "", stock="2C 3C 4C 5C", turn=0, dealer=1, capturer=0, round_leader=leader)
    s.play("5D")
    assert s.to_move == first and [len(h) for h in s.hands] == [2, 2]


# ---- the end of the deal ---------------------------------------------------------------------------
def end_position(capturer, **opts):
    rest = [c for c in DECK40 if c not in ("6C", "5D")]
    piles = (" ".join(rest[:20]), " ".join(rest[20:]))
    text = (f"dealer 1 | turn - | hands - / - | table 6C 5D | stock - | piles {piles[0]} / {piles[1]}"
            f" | capturer {capturer} | deal")
    return pc.game("hurricane", **opts).position(text), [points(rest[:20]), points(rest[20:])]


def test_leftover_nobody_by_default():
    s, piles = end_position(1)
    assert s.deal_result() == {"captured": piles, "leftover": [0, 0], "total": piles, "unclaimed": 11,
                               "winner": 0 if piles[0] > piles[1] else 1}
    assert s.table == pc.CardSet.parse("6C 5D")  # the leftovers stay on the table


def test_leftover_last_capturer():
    s, piles = end_position(1, leftover="last_capturer")
    r = s.deal_result()
    assert r["leftover"] == [0, 11] and r["total"] == [piles[0], piles[1] + 11] and r["unclaimed"] == 0
    assert s.scores() == r["total"]


def test_leftover_last_capturer_nobody_captured():
    text = ("dealer 0 | turn - | hands - / - | table " + " ".join(DECK40) +
            " | stock - | piles - / - | capturer - | deal")
    s = pc.game("hurricane", leftover="last_capturer").position(text)
    assert s.deal_result() == {"captured": [0, 0], "leftover": [0, 0], "total": [0, 0], "unclaimed": 220,
                               "winner": "draw"}
    assert s.winner == "draw"


def test_scores_are_pile_values_and_the_higher_wins():
    s = G.new_deal(seed=5)
    while not s.is_over():
        s.play(s.legal_moves()[0])
    r = s.deal_result()
    assert r["captured"] == [points([str(c) for c in p]) for p in s.piles]
    assert s.winner == ("draw" if r["total"][0] == r["total"][1] else int(r["total"][1] > r["total"][0]))


# ---- matches ---------------------------------------------------------------------------------------
def test_match_of_three_deals_alternates_the_dealer_and_adds_the_scores():
    g = pc.game("hurricane", deals=3)
    s = g.new_match(seed=8)
    dealers, totals = [s.dealer], [0, 0]
    while not s.is_over():
        before = s.deals_played
        s.play(s.legal_moves()[0])
        if s.deals_played != before:
            r = s.last_deal_result()
            totals = [totals[i] + r["total"][i] for i in range(2)]
            if not s.is_over():
                dealers.append(s.dealer)
                assert s.to_move == 1 - s.dealer and len(s.stock) == 28
    assert dealers == [dealers[0], 1 - dealers[0], dealers[0]] and s.deals_played == 3
    assert s.scores() == totals
    assert s.winner == ("draw" if totals[0] == totals[1] else int(totals[1] > totals[0]))


def play_match(g, seed):
    """Plays a match with the first legal move; returns the state and each finished deal's totals."""
    s = g.new_match(seed=seed)
    results = []
    while not s.is_over():
        before = s.deals_played
        s.play(s.legal_moves()[0])
        if s.deals_played != before:
            results.append(s.last_deal_result()["total"])
    return s, results


@pytest.mark.parametrize("target", [150, 400, 1000])
def test_target_ends_the_match_after_the_deal_in_which_a_side_reaches_it(target):
    """Library extension: target=T; the higher total wins, equal totals draw."""
    s, results = play_match(pc.game("hurricane", target=target), 5)
    sums = [0, 0]
    for r in results:
        assert max(sums) < target  # nobody had reached it before this deal
        sums = [sums[0] + r[0], sums[1] + r[1]]
    assert max(sums) >= target and s.scores() == sums and s.deals_played == len(results)
    assert s.winner == ("draw" if sums[0] == sums[1] else int(sums[1] > sums[0]))
    assert s.game.options["target"] == target


def test_max_deals_caps_a_match_to_a_target():
    s, results = play_match(pc.game("hurricane", target=100000, max_deals=3), 6)
    assert len(results) == 3 and s.deals_played == 3 and s.is_over()
    assert s.scores() == [sum(r[0] for r in results), sum(r[1] for r in results)]
    # max_deals does not cut a match that reaches its target first
    t, res = play_match(pc.game("hurricane", target=150, max_deals=50), 6)
    assert len(res) < 50 and max(t.scores()) >= 150
    # without a target it caps deals: a match of 5 deals with max_deals=2 plays 2
    u, res = play_match(pc.game("hurricane", deals=5, max_deals=2), 6)
    assert len(res) == 2 and u.deals_played == 2
    assert pc.game("hurricane", deals=5, max_deals=2).position(u.notation()) == u
    assert len(play_match(pc.game("hurricane", deals=2, max_deals=7), 6)[1]) == 2


def test_target_and_max_deals_are_off_by_default_and_round_trip():
    g = pc.game("hurricane", target=300, max_deals=9)
    s = g.new_match(seed=3)
    for _ in range(60):  # into the second deal or later
        s.play(s.legal_moves()[-1])
    assert g.position(s.notation()) == s
    assert type(s).__name__ and s.game.options["max_deals"] == 9 and s.game.options["target"] == 300
    assert pc.game("hurricane").position(pc.game("hurricane").new_match(seed=3).notation()).game.options["target"] == 0
    done, _ = play_match(g, 3)
    assert g.position(done.notation()) == done and done.winner is not None
    # a finished match to 300 read by a game without the target is refused, and the other way round
    with pytest.raises(pc.InvalidPositionError):
        pc.game("hurricane").position(done.notation())
    g150 = pc.game("hurricane", target=150)
    text = g150.new_match(seed=3).notation()
    assert "match 0 0 deals 0 " in text
    assert g150.position(text.replace("match 0 0 deals 0 ", "match 149 0 deals 1 ")).scores() == [149, 0]
    with pytest.raises(pc.InvalidPositionError, match="over"):
        g150.position(text.replace("match 0 0 deals 0 ", "match 150 0 deals 1 "))
    last = done.last_deal_result()["total"]
    a, b = done.scores()
    with pytest.raises(pc.InvalidPositionError, match="does not end"):  # nobody at 300 yet
        g.position(done.notation().replace(f"match {a} {b} ", f"match {last[0]} {last[1]} "))


def test_new_deal_is_one_deal():
    s = pc.game("hurricane", deals=5).new_deal(seed=2)
    while not s.is_over():
        s.play(s.legal_moves()[0])
    assert s.deals_played == 1 and "| deal" in s.notation()


# ---- worked examples -------------------------------------------------------------------------------
def example_a(**opts):
    used = "4S 2H 7C JD AD 2D 6C KH 3D".split()
    stock = " ".join([c for c in DECK40 if c not in used][-16:])
    return position(["4S 2H 7C JD", "AD 2D"], "6C KH 3D", stock=stock, turn=0, dealer=1, **opts)


def test_worked_example_a_sixteen_moves():
    s = example_a()
    moves = [str(m) for m in s.legal_moves()]
    assert len(moves) == 16
    assert sorted(m for m in moves if "x" in m) == ["2H+4Sx6C", "JD+2HxKH"]  # CardSet order: JD before 2H
    lays = [m for m in moves if "x" not in m]
    assert [sum(1 for m in lays if m.count("+") == k) for k in range(3)] == [4, 6, 4]
    for text in ("4S+2Hx6C", "2H+4Sx6C", "JD+2HxKH", "2H+JDxKH"):
        assert s.is_legal(text)
    t = s.copy()
    t.play("4S+2Hx6C")
    u = s.copy()
    u.play("2H+4Sx6C")
    assert t == u
    assert len(example_a(max_lay=1).legal_moves()) == 6


def example_b(leftover, capturer):
    used = "6C KH 3D 2H JD 3C 5D".split()
    rest = [c for c in DECK40 if c not in used]
    piles = split(90, rest)
    assert points(piles[0].split()) == 90 and points(piles[1].split()) == 93
    return position(["2H JD", "3C 5D"], "6C KH 3D", turn=0, dealer=1, capturer=capturer, piles=piles,
                    leftover=leftover)


def rest_value(s, seat, base):
    """Exact value for `seat` (its points minus the opponent's over the rest of the deal)."""
    if s.is_over():
        t = s.deal_result()["total"]
        return (t[seat] - base[seat]) - (t[1 - seat] - base[1 - seat])
    vals = []
    for m in s.legal_moves():
        c = s.copy()
        c.play(m)
        vals.append(rest_value(c, seat, base))
    return max(vals) if s.to_move == seat else min(vals)


@pytest.mark.parametrize("leftover, want", [
    ("nobody", {"JD+2HxKH": 14, "2H": -6, "JD": -16, "JD+2H": -16}),
    ("last_capturer", {"JD+2HxKH": 3, "2H": -37, "JD": -37, "JD+2H": -37}),
])
def test_worked_example_b_values(leftover, want):
    for capturer in (0, 1):
        s = example_b(leftover, capturer)
        base = [points([str(c) for c in p]) for p in s.piles]
        got = {}
        for m in s.legal_moves():
            c = s.copy()
            c.play(m)
            got[str(m)] = rest_value(c, 0, base)
        assert got == want


@pytest.mark.parametrize("leftover, final", [("nobody", [110, 99]), ("last_capturer", [110, 110])])
def test_worked_example_b_main_line(leftover, final):
    s = example_b(leftover, 0)
    s.play("2H+JDxKH")  # the rules page's spelling; str() gives JD+2HxKH
    assert s.to_move == 1 and len(s.hands[0]) == 0
    s.play("3Cx3D")
    assert s.to_move == 1 and s.table == pc.CardSet.parse("6C")  # seat 0 is skipped
    assert "5Dx6C" not in {str(m) for m in s.legal_moves()}
    s.play("5D")
    assert s.is_over() and s.table == pc.CardSet.parse("6C 5D")
    r = s.deal_result()
    assert r["total"] == final and r["unclaimed"] == (11 if leftover == "nobody" else 0)
    assert s.winner == (0 if leftover == "nobody" else "draw")


# ---- notation --------------------------------------------------------------------------------------
def test_notation_round_trips_with_the_last_capturer():
    for capturer in (0, 1):
        s = example_b("nobody", capturer)
        assert f"capturer {capturer}" in s.notation() and s.last_capturer == capturer
        assert G.position(s.notation()) == s
    a, b = example_b("nobody", 0), example_b("nobody", 1)
    assert a != b


BASE = example_a().notation()


@pytest.mark.parametrize("change, error, message", [
    (("capturer 0", "capturer -"), pc.InvalidPositionError, "nobody has captured"),
    (("capturer 0", "capturer 2"), pc.InvalidPositionError, "capturer"),
    (("capturer 0", "capturer x"), pc.ParseError, "not an integer"),
    (("turn 0", "turn -"), pc.InvalidPositionError, "still in a hand"),
    (("| deal", "| deal | deal"), pc.ParseError, "twice"),
    (("| deal", "| hurricanes 0 0 | deal"), pc.ParseError, "unknown field"),
    (("4S", "8S"), pc.InvalidPositionError, "not in the 40-card deck"),
    (("4S", "ZZ"), pc.ParseError, "ZZ"),
    (("table 6C", "table 4S 6C"), pc.InvalidPositionError, "appears twice"),
    (("table 6C ", "table "), pc.InvalidPositionError, "cards missing"),
    (("| deal", "| match 0 0 deals 0 seed 1 | deal"), pc.ParseError, "either 'deal' or 'match"),
])
def test_impossible_or_malformed_positions_say_what_is_wrong(change, error, message):
    text = BASE.replace(*change, 1)
    assert text != BASE
    with pytest.raises(error, match=message):
        G.position(text)


def test_more_impossible_positions():
    rest = " ".join(c for c in DECK40 if c not in ("2H", "3C"))
    cases = [
        # a hand larger than its round (stock empty: round 4, 2 cards)
        (f"dealer 0 | turn 0 | hands 2H 3C 4C / - | table - | stock - | piles {rest.replace('4C ', '')} / - | "
         "capturer 0 | deal", "more than the 2"),
        # a stock of a size no round leaves
        (f"dealer 0 | turn 0 | hands 2H / 3C | table - | stock {rest} | piles - / - | capturer - | deal",
         "stock holds"),
        # the seat to move has no cards
        (f"dealer 0 | turn 1 | hands 2H 3C / - | table - | stock - | piles {rest} / - | capturer 0 | deal",
         "empty hand"),
        # a pile of one card
        (f"dealer 0 | turn 0 | hands 2H / - | table {rest} | stock - | piles 3C / - | capturer 0 | deal", "one card"),
    ]
    for text, message in cases:
        with pytest.raises(pc.InvalidPositionError, match=message):
            G.position(text)


def test_the_dealer_cannot_make_the_opening_turn():
    s = G.new_deal(seed=4, dealer=0)
    with pytest.raises(pc.InvalidPositionError, match="non-dealer"):
        G.position(s.notation().replace("turn 1", "turn 0"))


def test_non_dealer_leads_a_fresh_round_with_round_leader_non_dealer():
    g = pc.game("hurricane", round_leader="non_dealer")
    s = position(["5D", ""], "", stock="2C 3C 4C 5C", turn=0, dealer=1, capturer=0, round_leader="non_dealer")
    s.play("5D")
    with pytest.raises(pc.InvalidPositionError, match="non_dealer"):
        g.position(s.notation().replace("turn 0", "turn 1"))
    assert pc.game("hurricane").position(s.notation().replace("turn 0", "turn 1")).to_move == 1


# ---- bad input ----------------------------------------------------------------------------------
@pytest.mark.parametrize("move", ["2H+7CxKH", "7Cx6C", "4S+2Hx3D", "2H+4S+7C+JD", "AD", "6C"])
def test_illegal_moves_raise_and_change_nothing(move):
    s = example_a()
    before, text = s.copy(), s.notation()
    with pytest.raises(pc.IllegalMoveError, match="not legal"):
        s.play(move)
    assert s == before and s.notation() == text


@pytest.mark.parametrize("move, message", [
    ("", "expected a lay"), ("4S+", "4S\\+"), ("x6C", "x6C"), ("4S+4Sx6C", "appears twice"),
    ("8Cx6C", "not in the 40-card deck"), ("4S+2Hx6C+3D", "one table card"), ("6Cx6C", "appears twice"),
    ("4S2H", "4S2H"),
])
def test_malformed_moves_raise_parse_errors(move, message):
    s = example_a()
    before = s.copy()
    with pytest.raises(pc.ParseError, match=message):
        s.play(move)
    assert s == before


@pytest.mark.parametrize("opts, name", [
    (dict(max_lay=0), "max_lay"), (dict(max_lay=7), "max_lay"), (dict(opening_lay="all"), "opening_lay"),
    (dict(round_leader="dealer"), "round_leader"), (dict(leftover="table"), "leftover"), (dict(deals=0), "deals"),
    (dict(target=10, deals=2), "target"), (dict(max_deals=-3), "max_deals"), (dict(target=-1), "target"),
    (dict(target=100, max_deals=-2), "max_deals"), (dict(typo=1), "typo"),
])
def test_bad_options_are_refused(opts, name):
    with pytest.raises(ValueError, match=name):
        pc.game("hurricane", **opts)


def test_options_and_defaults():
    assert G.options == {"players": 2, "max_lay": 3, "opening_lay": "fixed", "round_leader": "alternate",
                         "leftover": "nobody", "deals": 1, "target": 0, "max_deals": 0}


# ---- view, move ids --------------------------------------------------------------------------------
def test_view_hides_the_other_hand_and_the_stock():
    s = example_a()
    v = s.view(0)
    assert v.hand == s.hands[0] and v.visible[1] == pc.CardSet() and v.hand_sizes == [4, 2]
    assert v.unseen == s.hands[1] | pc.CardSet(s.stock)
    assert "AD" not in v.notation() and "?2" in v.notation() and "stock ?16" in v.notation()
    assert v.last_capturer == s.last_capturer and v.table == s.table


def test_move_ids_encode_hand_cards_and_table_card():
    from pycards.hurricane import decode_move_id, encode_move_id

    s = example_a()
    ids = {str(m): m.id for m in s.legal_moves()}
    four, two, six = (INDEX[c] for c in ("4S", "2H", "6C"))
    assert ids["2H+4Sx6C"] == encode_move_id((1 << four) | (1 << two), six)
    assert decode_move_id(ids["2H+4Sx6C"]) == ("capture", (1 << four) | (1 << two), six)
    assert decode_move_id(ids["4S"]) == ("lay", 1 << four)
    with pytest.raises(pc.ParseError):
        decode_move_id(1 << 53)


def test_legal_moves_stay_under_the_proven_bound():
    ref_max = 0
    for seed in range(30):
        s = pc.game("hurricane", max_lay=6).new_deal(seed=seed)
        while not s.is_over():
            moves = s.legal_moves()
            ref_max = max(ref_max, len(moves))
            assert len(moves) <= 63 + 4 * 63
            s.play(moves[seed % len(moves)])
    assert ref_max >= 41


def test_reference_agrees_on_example_a():
    ref = RefDeal(DECK40, 1)
    assert len(ref.legal_moves()) == 41
