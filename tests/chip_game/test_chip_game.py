"""Chip game: the worked example of docs/chip_game.md and one test per ruling."""

import pickle

import pytest

import pycards as pc

EXAMPLE_DECK = "8C KD 5H 2S 3C QH AC 4D TS 7S 6H"


def example_state():
    g = pc.game("chip_game", players=3, start_chips=5)
    return g.position(f"chips 2 2 2 | status alive alive alive | pot 9 | dealer 0 | deck {EXAMPLE_DECK} | match")


def test_worked_example_line_by_line():
    s = example_state()
    # (dealer, [(seat, card, kind, amount, to)], chips after the deal, pot after the deal)
    expected = [
        (0, [(1, "8C", "pay_pot", 2, None), (2, "KD", "take", 3, None), (0, "5H", "pay_pot", 1, None)],
         [1, 0, 5], 9, ["alive", "dead", "alive"]),
        (1, [(2, "2S", "pay_right", 2, 1), (0, "3C", "pay_right", 1, 2)], [0, 2, 4], 9,
         ["out", "alive", "alive"]),
        (2, [(1, "QH", "take", 2, None), (2, "AC", "pay_right", 1, 1)], [0, 5, 3], 7,
         ["out", "alive", "alive"]),
        (1, [(2, "4D", "pay_pot", 2, None), (1, "TS", "none", 0, None)], [0, 5, 1], 9,
         ["out", "alive", "alive"]),
    ]
    for dealer, events, chips, pot, status in expected:
        assert s.to_move == dealer
        s.play("deal")
        r = s.deal_result()
        assert r["dealer"] == dealer
        got = [(e["seat"], str(e["card"]), e["kind"], e["amount"], e["to"]) for e in r["events"]]
        assert got == events
        assert s.chips == chips and s.pot == pot and s.status == status
        assert sum(s.chips) + s.pot == 15
    s.play("deal")  # deal 5 (s2): s1 7S pays 1; s2 6H owes 2, holds 1: out
    r = s.deal_result()
    assert [(e["seat"], str(e["card"]), e["amount"], e["status"]) for e in r["events"]] == [
        (1, "7S", 1, "alive"), (2, "6H", 1, "out")]
    assert s.is_over() and s.to_move is None
    assert r["pot_awards"] == {1: 11}
    assert s.chips == [0, 15, 0] and s.pot == 0
    assert s.scores() == [0, 15, 0]


def test_ante_is_paid_once_per_game():
    s = pc.game("chip_game", players=4, start_chips=10).new_match(seed=1)
    assert s.chips == [7, 7, 7, 7] and s.pot == 12
    s.play("deal")
    assert sum(s.chips) + s.pot == 40


def test_owing_exactly_what_you_hold_is_dead_not_out():
    g = pc.game("chip_game", players=3, start_chips=4)
    s = g.position("chips 2 1 1 | status alive alive alive | pot 8 | dealer 2 | deck 8C TD TH TS | match")
    s.play("deal")
    assert s.status[0] == "dead" and s.chips[0] == 0


def test_owing_more_than_you_hold_pays_all_and_is_out():
    g = pc.game("chip_game", players=3, start_chips=4)
    s = g.position("chips 1 2 1 | status alive alive alive | pot 8 | dealer 2 | deck 3C TD TH TS | match")
    s.play("deal")  # seat 0 owes 3 to his right (seat 2), holds 1
    assert s.status[0] == "out" and s.chips[2] == 2


def test_dead_player_is_revived_by_left_neighbours_payment():
    g = pc.game("chip_game", players=3, start_chips=4)
    s = g.position("chips 0 2 2 | status dead alive alive | pot 8 | dealer 0 | deck AD TD TH TS | match")
    s.play("deal")  # seat 1 (left of dealer 0) gets AD and pays 1 to seat 0
    assert s.status[0] == "alive" and s.chips[0] == 1


def test_right_skips_out_seats():
    g = pc.game("chip_game", players=4, start_chips=4)
    s = g.position("chips 0 8 2 2 | status out alive alive alive | pot 4 | dealer 3 | deck 2H TD TH TS | match")
    s.play("deal")  # seat 1 pays 2 to the right: seat 0 is out, so seat 3
    assert s.chips == [0, 6, 2, 4]


def test_face_card_takes_only_what_the_pot_holds():
    g = pc.game("chip_game", players=2, start_chips=4)
    s = g.position("chips 7 0 | status alive dead | pot 1 | dealer 1 | deck KD TD TH | match")
    s.play("deal")
    assert s.chips == [8, 0] and s.pot == 0


def test_settlement_stops_when_one_player_is_left():
    g = pc.game("chip_game", players=3, start_chips=4)
    s = g.position("chips 1 1 1 | status alive alive alive | pot 9 | dealer 2 | deck 8C 8D KS TH | match")
    s.play("deal")
    kinds = [e["kind"] for e in s.deal_result()["events"]]
    assert kinds == ["pay_pot", "pay_pot", "unsettled"]
    assert s.is_over() and s.chips == [0, 0, 12]  # 1 + the pot of 9 + 1 + 1


def test_end_of_deck_mid_deal_ends_the_game():
    g = pc.game("chip_game", players=4, start_chips=4)
    s = g.position("chips 1 1 1 1 | status alive alive alive alive | pot 12 | dealer 3 | deck TD TH | match")
    s.play("deal")
    assert len(s.deal_result()["events"]) == 2 and s.is_over()


def test_nobody_alive_ends_the_game_and_ties_share_the_pot():
    g = pc.game("chip_game", players=3, start_chips=4)
    s = g.position("chips 1 1 2 | status alive alive alive | pot 8 | dealer 2 | deck 7C 7D 8H TS TH | match")
    s.play("deal")
    # all dead (0 chips); the pot of 12 is shared 4/4/4
    assert s.is_over() and s.chips == [4, 4, 4]


def test_tie_odd_chips_go_in_seat_order_from_left_of_last_dealer():
    g = pc.game("chip_game", players=4, start_chips=5)
    s = g.position("chips 1 0 1 1 | status alive out alive alive | pot 17 | dealer 2 | deck 7C 7D 7H TS | deal")
    s.play("deal")  # dealt to 3, 0, 2: all dead; pot 20 over 3 ties: 7 to seat 3, 7 to seat 0, 6 to seat 2
    assert s.chips == [7, 0, 6, 7]


def test_single_deal_mode_ends_after_one_deal():
    s = pc.game("chip_game").new_deal(seed=5, dealer=2)
    assert s.to_move == 2
    s.play("deal")
    assert s.is_over() and s.pot == 0


def test_first_dealer_by_lot_is_seeded():
    dealers = {pc.game("chip_game", players=5).new_match(seed=k).dealer for k in range(60)}
    assert dealers == set(range(5))
    assert pc.game("chip_game").new_match(seed=9) == pc.game("chip_game").new_match(seed=9)


@pytest.mark.parametrize("opts", [dict(players=1), dict(players=16), dict(start_chips=3),
                                  dict(start_chips="10"), dict(colour=1)])
def test_options_are_validated(opts):
    with pytest.raises(pc.OptionError):
        pc.game("chip_game", **opts)


def test_option_errors_name_the_allowed_values():
    with pytest.raises(ValueError, match="from 2 to 15"):
        pc.game("chip_game", players=1)
    with pytest.raises(ValueError, match="players, start_chips"):
        pc.game("chip_game", colour=1)


@pytest.mark.parametrize(
    "text, error",
    [
        ("chips 2 2 | status alive alive alive | pot 9 | dealer 0 | deck 8C | match", "one entry per seat"),
        ("chips 2 2 2 | status alive alive alive | pot 8 | dealer 0 | deck 8C | match", "add up to 14"),
        ("chips 2 2 2 | status alive alive alive | pot 9 | dealer 3 | deck 8C | match", "not a seat"),
        ("chips 2 2 2 | status alive alive alive | pot 9 | dealer 0 | deck 8C 8C | match", "twice"),
        ("chips 2 2 2 | status alive dead alive | pot 9 | dealer 0 | deck 8C | match", "dead with 2"),
        ("chips 2 2 2 | status alive alive alive | pot 9 | dealer 0 | deck | match", "cannot go on"),
        ("chips 2 2 2 | status alive alive alive | pot 9 | dealer 0 | deck 8C", "6 fields"),
        ("chips 2 x 2 | status alive alive alive | pot 9 | dealer 0 | deck 8C | match", "not an integer"),
        ("chips 2 2 2 | status alive alive alive | pot 9 | dealer 0 | deck 8X | match", "bad card"),
    ],
)
def test_bad_positions_are_rejected(text, error):
    with pytest.raises(ValueError, match=error):
        pc.game("chip_game", players=3, start_chips=5).position(text)


def test_play_after_the_end_and_bad_moves_leave_state_unchanged():
    s = pc.game("chip_game", players=2).new_deal(seed=1, dealer=0)
    before = s.copy()
    for bad in ("shuffle", 1, 2**70, -3):
        with pytest.raises(ValueError):
            s.play(bad)
        assert s == before
    with pytest.raises(TypeError):
        s.play(None)
    s.play("deal")
    after = s.copy()
    with pytest.raises(pc.IllegalMoveError, match="over"):
        s.play("deal")
    assert s == after


def test_pickle_and_notation_round_trip():
    s = pc.game("chip_game", players=6, start_chips=7).new_match(seed=3)
    s.play("deal")
    assert pickle.loads(pickle.dumps(s)) == s
    assert s.game.position(s.notation()) == s
