"""Tests of the pure-Python reference of the chip game (tests/chip_game/reference.py)."""
import random

import pytest

from .reference import DECK52, RefChipGame

SUIT = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}


def card(text):
    """'10♠' -> 'TS', '8♣' -> '8C'."""
    rank = text[:-1]
    return ("T" if rank == "10" else rank) + SUIT[text[-1]]


def full_order(top):
    """``top`` cards first, then the rest of the 52-card deck in index order."""
    return top + [c for c in DECK52 if c not in top]


def replay(before_chips, before_pot, log):
    """Apply a deal log to chip counts; yield (event, chips, pot) after each event."""
    chips, pot = list(before_chips), before_pot
    for ev in log:
        if ev["kind"] == "take":
            chips[ev["seat"]] += ev["amount"]
            pot -= ev["amount"]
        elif ev["kind"] == "pay_pot":
            chips[ev["seat"]] -= ev["amount"]
            pot += ev["amount"]
        elif ev["kind"] == "pay_right":
            chips[ev["seat"]] -= ev["amount"]
            chips[ev["to"]] += ev["amount"]
        elif ev["kind"] == "pot":
            for s, a in ev["awards"].items():
                chips[s] += a
                pot -= a
        yield ev, list(chips), pot


# ---------------------------------------------------------------- worked example
EXAMPLE_TOP = [card(c) for c in "8♣ K♦ 5♥ 2♠ 3♣ Q♥ A♣ 4♦ 10♠ 7♠ 6♥".split()]
# (dealer, [(seat, card, kind, amount, to, status, chips s0/s1/s2, pot)])
EXAMPLE = [
    (0, [(1, "8C", "pay_pot", 2, None, "dead", [2, 0, 2], 11),
         (2, "KD", "take", 3, None, "alive", [2, 0, 5], 8),
         (0, "5H", "pay_pot", 1, None, "alive", [1, 0, 5], 9)]),
    (1, [(2, "2S", "pay_right", 2, 1, "alive", [1, 2, 3], 9),
         (0, "3C", "pay_right", 1, 2, "out", [0, 2, 4], 9)]),
    (2, [(1, "QH", "take", 2, None, "alive", [0, 4, 4], 7),
         (2, "AC", "pay_right", 1, 1, "alive", [0, 5, 3], 7)]),
    (1, [(2, "4D", "pay_pot", 2, None, "alive", [0, 5, 1], 9),
         (1, "TS", "none", 0, None, "alive", [0, 5, 1], 9)]),
    (2, [(1, "7S", "pay_pot", 1, None, "alive", [0, 4, 1], 10),
         (2, "6H", "pay_pot", 1, None, "out", [0, 4, 0], 11)]),
]


def test_worked_example_line_by_line():
    g = RefChipGame(full_order(EXAMPLE_TOP), first_dealer=0, players=3, start_chips=5)
    assert g.chips == [2, 2, 2] and g.pot == 9 and g.status == ["alive"] * 3
    for i, (dealer, rows) in enumerate(EXAMPLE):
        assert g.dealer == dealer and g.to_move() == dealer and not g.is_over()
        chips, pot = list(g.chips), g.pot
        log = g.deal()
        settled = [e for e in log if e["kind"] != "pot"]
        assert len(settled) == len(rows)
        for (ev, ch, pt), row in zip(replay(chips, pot, settled), rows):
            seat, c, kind, amount, to, status, want_chips, want_pot = row
            assert (ev["seat"], ev["card"], ev["kind"], ev["amount"], ev["to"], ev["status"]) \
                == (seat, c, kind, amount, to, status)
            assert ch == want_chips and pt == want_pot
            assert sum(ch) + pt == 15
        if i < len(EXAMPLE) - 1:
            assert log == settled
            assert g.chips == rows[-1][6] and g.pot == rows[-1][7]
    assert g.is_over() and g.to_move() is None and g.dealer == 2
    assert g.deals[-1][-1] == {"kind": "pot", "awards": {1: 11}}
    assert g.chips == [0, 15, 0] and g.pot == 0
    assert g.status == ["out", "alive", "out"]
    assert len(g.deck) == 52 - 11 and len(g.deals) == 5
    with pytest.raises(ValueError):
        g.deal()


def test_worked_example_statuses_per_deal():
    g = RefChipGame(full_order(EXAMPLE_TOP), 0, players=3, start_chips=5)
    g.deal()
    assert g.status == ["alive", "dead", "alive"]
    g.deal()  # dead dealer s1 gets no card, is revived by s2's 2 and still gets no card
    assert g.status == ["out", "alive", "alive"]
    assert [e["seat"] for e in g.deals[1]] == [2, 0]


# ---------------------------------------------------------------- random games
def check_game(seed):
    rng = random.Random(seed)
    n = rng.randint(2, 15)
    start = rng.randint(4, 25)
    order = DECK52[:]
    rng.shuffle(order)
    g = RefChipGame(order, rng.randrange(n), players=n, start_chips=start)
    total = n * start
    assert g.total() == total and g.pot == 3 * n
    dealt = []
    while not g.is_over():
        chips, pot, dealer = list(g.chips), g.pot, g.dealer
        status, deck_len = list(g.status), len(g.deck)
        assert status[dealer] != "out"
        log = g.deal()
        cards = [e for e in log if e["kind"] != "pot"]
        # cards go to seats alive at the start, clockwise from left of the dealer
        alive_order = [(dealer + k) % n for k in range(1, n + 1) if status[(dealer + k) % n] == "alive"]
        assert [e["seat"] for e in cards] == alive_order[:len(cards)]
        assert len(cards) == min(deck_len, len(alive_order))
        dealt += [e["card"] for e in cards]
        kinds = [e["kind"] for e in cards]
        if "unsettled" in kinds:
            i = kinds.index("unsettled")
            assert set(kinds[i:]) == {"unsettled"}
        for _ev, ch, pt in replay(chips, pot, log):
            assert sum(ch) + pt == total and pt >= 0 and min(ch) >= 0
        assert g.total() == total
        for s in range(n):
            assert (g.status[s] == "alive") == (g.chips[s] > 0)
            assert status[s] != "out" or g.status[s] == "out"
        if not g.is_over():
            assert log and all(e["kind"] != "pot" for e in log)
            assert g.dealer == next((dealer + k) % n for k in range(1, n + 1)
                                    if g.status[(dealer + k) % n] != "out")
            assert g.deck and sum(st != "out" for st in g.status) >= 2
            assert "alive" in g.status
        else:
            assert log[-1]["kind"] == "pot" and g.dealer == dealer and g.pot == 0
    assert dealt + g.deck == order
    assert g.total() == total
    return g


@pytest.mark.parametrize("block", range(10))
def test_random_games_conserve_chips(block):
    ends = set()
    for seed in range(block * 300, block * 300 + 300):
        g = check_game(seed)
        ends.add("deck" if not g.deck else "one" if sum(s != "out" for s in g.status) <= 1 else "other")
    assert "deck" in ends or "one" in ends


def test_random_games_cover_every_path():
    seen = set()
    for seed in range(1500):
        g = check_game(seed)
        not_out = sum(s != "out" for s in g.status)
        seen.add("end_deck" if not g.deck else "end_one" if not_out <= 1 else "end_no_alive")
        if len(g.deals[-1][-1]["awards"]) > 1:
            seen.add("tie")
        for d in g.deals:
            for ev in d:
                seen.add(ev["kind"])
                seen.add("status_" + ev.get("status", "none"))
    assert seen >= {"end_deck", "end_one", "end_no_alive", "tie", "take", "pay_pot",
                    "pay_right", "none", "unsettled", "status_dead", "status_out"}


def test_deterministic():
    assert check_game(7).snapshot() == check_game(7).snapshot()


# ---------------------------------------------------------------- targeted rulings
def test_ante_once_per_game():
    g = RefChipGame(["TC", "TD", "TH", "TS", "2C", "2D", "2H", "2S"], 0, players=2, start_chips=10)
    assert g.chips == [7, 7] and g.pot == 6
    g.deal()
    assert g.chips == [7, 7] and g.pot == 6


def test_tie_split_indivisible_chips_from_left_of_last_dealer():
    # 4 players, 7 chips each after the ante, pot 12.  Dealer 1: order 2, 3, 0, 1.
    g = RefChipGame(["8C", "TC", "TD", "TH"], 1, players=4, start_chips=10)
    log = g.deal()
    assert g.is_over() and g.dealer == 1
    # s2 pays 2 (pot 14); s3, s0, s1 tied at 7: 4 each, the 2 extra to s3 then s0
    assert log[-1] == {"kind": "pot", "awards": {0: 5, 1: 4, 3: 5}}
    assert g.chips == [12, 11, 5, 12] and g.pot == 0


def test_tie_split_even():
    g = RefChipGame(["TC", "TD"], 0, players=2, start_chips=10)
    log = g.deal()
    assert log[-1]["awards"] == {0: 3, 1: 3} and g.chips == [10, 10]


def test_exact_owe_is_dead_and_revival_and_dead_dealer():
    # 3 players, 1 chip each after the ante, pot 9.  Dealer 2: order 0, 1, 2.
    order = ["AC", "TC", "TD", "AD", "TH", "TS"]
    g = RefChipGame(full_order(order), 2, players=3, start_chips=4)
    log = g.deal()
    assert log[0] == {"seat": 0, "card": "AC", "kind": "pay_right", "amount": 1, "to": 2, "status": "dead"}
    assert g.chips == [0, 1, 2] and g.status == ["dead", "alive", "alive"]
    assert g.dealer == 0  # a dead player may deal
    log = g.deal()  # order 1, 2, then 0 (dead: no card)
    assert [e["seat"] for e in log] == [1, 2]
    assert log[0] == {"seat": 1, "card": "AD", "kind": "pay_right", "amount": 1, "to": 0, "status": "dead"}
    assert g.chips == [1, 0, 2] and g.status == ["alive", "dead", "alive"]
    assert g.dealer == 1


def test_over_owe_is_out_and_right_skips_out_players():
    # 3 players, 1 chip each, pot 9.  Dealer 2: order 0, 1, 2.
    order = ["3C", "TC", "9C", "2D", "KD"]
    g = RefChipGame(full_order(order), 2, players=3, start_chips=4)
    log = g.deal()
    assert log[0] == {"seat": 0, "card": "3C", "kind": "pay_right", "amount": 1, "to": 2, "status": "out"}
    assert log[2] == {"seat": 2, "card": "9C", "kind": "pay_pot", "amount": 1, "to": None, "status": "alive"}
    assert g.chips == [0, 1, 1] and g.pot == 10 and g.status == ["out", "alive", "alive"]
    assert g.dealer == 1  # seat 0 is out: skipped when the deal passes
    log = g.deal()  # order 2, 1
    # s1's right is s0 (out), so s1 pays s2; then s1 owes 2, holds 1 -> out; game ends
    assert log[0] == {"seat": 2, "card": "2D", "kind": "pay_right", "amount": 1, "to": 1, "status": "out"}
    assert log[1] == {"seat": 1, "card": "KD", "kind": "unsettled", "amount": 0, "to": None, "status": "alive"}
    assert log[2] == {"kind": "pot", "awards": {1: 10}}
    assert g.chips == [0, 12, 0] and g.is_over() and g.dealer == 1


def test_pay_pot_over_owe_is_out():
    g = RefChipGame(full_order(["8C", "TC", "TD"]), 2, players=3, start_chips=4)
    log = g.deal()
    assert log[0]["kind"] == "pay_pot" and log[0]["amount"] == 1 and log[0]["status"] == "out"
    assert g.pot == 10 and not g.is_over()


def test_revived_mid_settlement_gets_no_card():
    # 4 players start 4 (1 chip each, pot 12). Dealer 3: order 0, 1, 2, 3; s1 dies.
    g = RefChipGame(full_order(["TC", "9C", "TD", "TH", "AS", "TS", "JC"]), 3, players=4, start_chips=4)
    g.deal()
    assert g.status == ["alive", "dead", "alive", "alive"] and g.dealer == 0
    log = g.deal()  # order 1 (dead: no card), 2, 3, 0
    assert log[0] == {"seat": 2, "card": "AS", "kind": "pay_right", "amount": 1, "to": 1, "status": "dead"}
    assert [e["seat"] for e in log] == [2, 3, 0]  # s1 revived but dealt no card
    assert g.status == ["alive", "alive", "dead", "alive"] and g.chips == [2, 1, 0, 1]
    assert g.dealer == 1


def test_revived_payee_after_own_card():
    # a player dead by his own card is revived later in the same settlement
    g = RefChipGame(full_order(["TC", "9C", "TD", "TH", "TS", "AC", "2C"]), 3, players=4, start_chips=4)
    g.deal()
    log = g.deal()  # order 2, 3, 0
    assert log[1] == {"seat": 3, "card": "AC", "kind": "pay_right", "amount": 1, "to": 2, "status": "dead"}
    assert log[2] == {"seat": 0, "card": "2C", "kind": "pay_right", "amount": 1, "to": 3, "status": "out"}
    assert g.status == ["out", "dead", "alive", "alive"] and g.chips == [0, 0, 2, 1]
    assert g.dealer == 1  # s0 is out; s1 is dead and may deal


def test_take_limited_by_pot():
    # 2 players start 4: 1 each, pot 6.  Dealer 1: order 0, 1.
    g = RefChipGame(full_order(["KC", "KD", "KH", "TC"]), 1, players=2, start_chips=4)
    log = g.deal()
    assert [e["amount"] for e in log] == [3, 3] and g.pot == 0
    log = g.deal()  # order 1, 0
    assert log[0] == {"seat": 1, "card": "KH", "kind": "take", "amount": 0, "to": None, "status": "alive"}


def test_end_of_deck_mid_deal():
    # 4 players; 6 cards: deal 1 uses 4, deal 2 only 2 (seats 1 and 2 of order 1,2,3,0)
    g = RefChipGame(["TC", "TD", "TH", "TS", "9C", "JC"], 3, players=4, start_chips=10)
    g.deal()
    assert not g.is_over() and g.dealer == 0
    log = g.deal()
    assert [e["seat"] for e in log[:-1]] == [1, 2]
    assert [e["kind"] for e in log[:-1]] == ["pay_pot", "take"]
    assert g.is_over() and g.deck == [] and g.dealer == 0
    # s2 has 8, the most: takes the pot of 12
    assert log[-1] == {"kind": "pot", "awards": {2: 12}}
    assert g.chips == [7, 6, 20, 7]


def test_end_of_full_deck():
    # 5 players, full deck of 52 = 10 full deals + 2 cards, when nobody dies
    g = RefChipGame(DECK52[:], 0, players=5, start_chips=200)
    while not g.is_over():
        g.deal()
    assert g.deck == [] and len(g.deals) == 11 and len(g.deals[-1]) == 3
    assert g.total() == 1000 and g.status == ["alive"] * 5


def test_no_player_alive_ends_game():
    # 2 players start 4: 1 each, pot 6.  Both pay 1 into the pot: both dead.
    g = RefChipGame(full_order(["9C", "9D"]), 1, players=2, start_chips=4)
    log = g.deal()
    assert g.is_over() and len(g.deck) == 50
    assert log[-1] == {"kind": "pot", "awards": {0: 4, 1: 4}}
    assert g.chips == [4, 4] and g.status == ["alive", "alive"]


def test_snapshot_plain_and_detached():
    g = RefChipGame(full_order(EXAMPLE_TOP), 0, players=3, start_chips=5)
    g.deal()
    snap = g.snapshot()
    assert snap["chips"] == [1, 0, 5] and snap["pot"] == 9 and snap["dealer"] == 1
    assert snap["status"] == ["alive", "dead", "alive"] and snap["to_move"] == 1
    assert snap["deck"] == g.deck and snap["deals"] == g.deals and not snap["over"]
    snap["deals"][0][0]["amount"] = 99
    snap["chips"][0] = 99
    assert g.deals[0][0]["amount"] == 2 and g.chips[0] == 1


@pytest.mark.parametrize("kwargs", [
    dict(players=1), dict(players=16), dict(players=0), dict(start_chips=3),
    dict(start_chips=0), dict(players=True), dict(start_chips=4.0),
])
def test_option_validation(kwargs):
    with pytest.raises(ValueError):
        RefChipGame(DECK52[:], 0, **kwargs)


@pytest.mark.parametrize("order,dealer", [
    (DECK52[:], 4), (DECK52[:], -1), ([], 0), (["1C"], 0), (["10C"], 0),
    (["AC", "AC"], 0), (["ac"], 0),
])
def test_bad_order_or_dealer(order, dealer):
    with pytest.raises(ValueError):
        RefChipGame(order, dealer, players=4)


def test_bounds_accepted():
    RefChipGame(DECK52[:], 14, players=15, start_chips=4)
    RefChipGame(DECK52[:], 1, players=2, start_chips=4)
    assert len(DECK52) == 52 and DECK52[0] == "2C" and DECK52[12] == "AC" and DECK52[51] == "AS"
