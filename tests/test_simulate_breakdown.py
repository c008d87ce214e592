"""pycards.simulate's per-game breakdown columns: every column of every row equals what the Python
API gives for the same deal (or whole game) played with the same draws, the columns keep the
quantities the rules conserve, and they do not depend on the thread count."""

from __future__ import annotations

import numpy as np
import pytest

import pycards as pc
from tests.budget import budget
from tests.rng_model import PyXoshiro
from tests.test_simulate import _players, _python_greedy_row, _python_row

GAMES = pc.games()


def _v(x):
    """A deal_result() value as simulate stores it: None -> -1, a bool -> 0/1."""
    if x is None:
        return -1
    if isinstance(x, bool):
        return int(x)
    return x


def _card(text):
    return -1 if text is None else int(pc.Card.parse(text))


def _code(table, x):
    """A category's documented code: its index in `table`, -1 for None."""
    return -1 if x is None else table.index(x)


def _keys(dr, names):
    return {k: [_v(x) for x in dr[k]] if isinstance(dr[k], list) else _v(dr[k]) for k in names}


def _fishing_winner(s):
    return -1 if s.winner == "draw" else s.winner


def _uragan(s, n):
    dr = s.deal_result()
    out = _keys(dr, ["hurricanes", "cards", "hearts", "seven_of_hearts", "premiera", "total"])
    out.update({f"count_{k}": dr["counts"][k] for k in ("cards", "hearts", "premiera")})
    out["winner"] = _fishing_winner(s)
    return out


def _hurricane(s, n):
    dr = s.deal_result()
    out = _keys(dr, ["captured", "leftover", "total", "unclaimed"])
    out["winner"] = -1 if dr["winner"] == "draw" else dr["winner"]
    return out


def _kazino(s, n):
    out = _keys(s.deal_result(), ["most_cards", "two_spades", "ten_diamonds", "total", "cards"])
    out["winner"] = _fishing_winner(s)
    return out


def _thousand(s, n):
    dr = s.deal_result()
    return _keys(dr, ["dealer", "declarer", "bid", "contract", "made", "played", "rospis", "redeal",
                                   "golden", "dark", "declarer_total", "multiplier", "card_points", "bonuses",
                                   "raw", "results"]) | {"applied": dr.get("applied", dr["results"])}


def _thousand_one(s, n):
    return _keys(s.deal_result(), ["dealer", "declarer", "bid", "contract", "made", "played", "two_pass", "thrown",
                                   "free", "declarer_total", "dealer_prikup", "card_points", "bonuses", "results"])


def _stos(s, n):
    dr = s.deal_result()
    out = _keys(dr, ["coup", "dealer", "winner", "position", "thirds", "points"])
    out.update(dealer_won=int(dr["side"] == "dealer"), hidden=_card(dr["hidden"]), caught=_card(dr["caught"]))
    return out


def _tri_palki(s, n):
    dr = s.deal_result()
    return {"winner": _v(dr["winner"]), "move_limit": int(dr["reason"] == "move_limit"),
            "cards_played": dr["cards_played"], "recycles": dr["recycles"]}


def _tri_listika(s, n):
    dr = s.deal_result()
    out = _keys(dr, ["pot", "khlyust", "trump_khlyust", "pot_winner", "carried", "tricks", "ante", "pot_won",
                     "khlyust_payments", "shares", "net"])
    out["declarations"] = [_code(["play", "pass", "exchange"], d) for d in dr["declarations"]]
    out["drawn"] = [_card(c) for c in dr["drawn"]]
    return out


def _ton(s, n):
    dr = s.deal_result()
    out = _keys(dr, ["redeal", "pot", "pot_after", "target_seat", "target_trick", "denominator", "game_over",
                     "tricks", "ante", "penalties", "pot_won", "net"])
    out["status"] = [_code(["play", "drop", "out"], x) for x in dr["status"]]
    out["won"] = [int(i in dr["winners"]) for i in range(n)]
    return out


def _torgovlya(s, n):
    dr = s.deal_result()
    hands = dr["hands"]
    classes = ["none", "poen", "sekans", "trikon"]
    out = _keys(dr, ["deal", "banker", "pot", "carried"])
    out["hand_class"] = [-1 if h is None else classes.index(h["class"]) for h in hands]
    out["hand_key"] = [-1 if h is None else h["key"] for h in hands]
    out["won"] = [int(i in dr["winners"]) for i in range(n)]
    moved = dr["transfers"]  # (kind, from, to, amount), "pot" for the pot
    out["net"] = [sum(a for _, f, t, a in moved if t == i) - sum(a for _, f, t, a in moved if f == i) for i in range(n)]
    return out


def _tri_troyki(s, n):
    dr = s.deal_result()
    seats = dr["seats"]
    classes = ["bust", "bankrupt", "total", "nine", "single_nine", "three_threes"]
    out = _keys(dr, ["deal", "banker"])
    out["declared"] = [["pass", "vist", "banker"].index(x["declared"]) for x in seats]
    out["hand_class"] = [classes.index(x["class"]) for x in seats]
    out["hand_total"] = [x["total"] for x in seats]
    for k in ("strength", "multiplier", "payment"):
        out[k] = [x[k] for x in seats]
    return out


def _chip_game(s, n):
    dr = s.deal_result()
    card, change = [-1] * n, [0] * n
    for e in dr["events"]:
        card[e["seat"]] = _card(e["card"])
        if e["kind"] == "take":
            change[e["seat"]] += e["amount"]
        elif e["kind"] == "pay_pot":
            change[e["seat"]] -= e["amount"]
        elif e["kind"] == "pay_right":
            change[e["seat"]] -= e["amount"]
            change[e["to"]] += e["amount"]
    return {"dealer": dr["dealer"], "pot": dr["pot"], "card": card, "change": change,
            "status": [["alive", "dead", "out"].index(x) for x in s.status],
            "pot_awards": [dr["pot_awards"].get(i, 0) for i in range(n)]}


#: Each game's breakdown from the final state through the Python API (docs/<game>.md "Batch").
def _construction(s, n):
    dr = s.deal_result()
    out = _keys(dr, ["winner", "draws", "recycles", "built", "climbed", "heights", "distances"])
    out["reason"] = _code(["win", "max_draws", "exhausted"], dr["reason"])
    return out


EXPECTED = {
    "uragan": _uragan, "hurricane": _hurricane, "kazino": _kazino, "thousand": _thousand,
    "thousand_one": _thousand_one, "stos": _stos, "tri_palki": _tri_palki, "tri_listika": _tri_listika,
    "ton": _ton, "torgovlya": _torgovlya, "tri_troyki": _tri_troyki, "chip_game": _chip_game,
    "construction": _construction,
}
BASE = {"scores", "moves", "deals"}


def _sides(g) -> int:
    return len(g.new_deal(seed=0).scores())


def _check_row(r, i, expected, name):
    for k, want in expected.items():
        got = r[k][i]
        got = [int(x) for x in got] if got.ndim else int(got)
        assert got == want, (name, i, k, got, want)


def test_every_game_has_a_breakdown():
    assert set(EXPECTED) == set(GAMES)


@pytest.mark.parametrize("name", GAMES)
def test_columns_and_shapes(name):
    g = pc.game(name)
    sides = _sides(g)
    r = pc.simulate(g, 5, seed=2, threads=1)
    s = _python_row(g, 2, 0)[2]
    assert set(r) == BASE | set(EXPECTED[name](s, sides))
    for k, want in EXPECTED[name](s, sides).items():
        assert r[k].dtype == np.int64
        assert r[k].shape == ((5, sides) if isinstance(want, list) else (5,)), k


#: Every game with its defaults, and the options that change the sides or what the columns hold.
CASES = [(name, {}) for name in GAMES] + [
    ("uragan", {"players": 4}), ("uragan", {"hand": "open4"}), ("kazino", {"players": 4, "partnerships": 1}),
    ("kazino", {"players": 3}), ("thousand_one", {"players": 4}), ("hurricane", {"leftover": "last_capturer"}),
    ("torgovlya", {"players": 3}), ("tri_troyki", {"players": 6}), ("chip_game", {"players": 3}),
    ("ton", {"players": 3}), ("stos", {"stake": 4}), ("tri_palki", {"move_limit": 20}),
    ("construction", {"max_draws": 40, "limit_result": "progress", "target_height": 2}),
]


CASE_IDS = [name + "".join(f"-{k}={v}" for k, v in opts.items()) for name, opts in CASES]


@pytest.mark.parametrize(("name", "opts"), CASES, ids=CASE_IDS)
def test_rows_equal_the_python_api(name, opts):
    g = pc.game(name, **opts)
    n = 12
    r = pc.simulate(g, n, seed=31, threads=1)
    for i in range(budget(n)):
        scores, moves, s = _python_row(g, 31, i)
        assert list(r["scores"][i]) == scores and r["moves"][i] == moves
        _check_row(r, i, EXPECTED[name](s, _sides(g)), name)


@pytest.mark.parametrize("name", GAMES)
def test_start_rows_equal_the_python_api(name):
    g = pc.game(name)
    s = g.new_deal(seed=4)
    t = s.copy()
    t.play(t.legal_moves()[0])
    if not t.is_over():
        s = t
    r = pc.simulate(g, 3, seed=40, threads=2, start=s)
    for i in range(3):
        _, _, end = _python_row(g, 40, i, start=s)
        _check_row(r, i, EXPECTED[name](end, _sides(g)), name)


def _python_match(g, seed):
    s = g.new_match(seed=seed)
    rng = PyXoshiro(seed + 1)
    while not s.is_over():
        legal = s.legal_moves()
        s.play(legal[rng.below(len(legal))])
    return s


# match=True: the columns are the final state's deal_result(), i.e. the last deal of the game.
# The games whose random matches end in a few hundred moves (a random Тысяча or Тон match is long).
MATCH_GAMES = ["uragan", "hurricane", "kazino", "stos", "tri_palki", "tri_listika", "torgovlya", "tri_troyki",
               "chip_game"]


@pytest.mark.parametrize("name", MATCH_GAMES)
def test_match_columns_are_the_last_deal(name):
    g = pc.game(name, **({"target": 5} if name in ("uragan", "kazino") else {}))
    r = pc.simulate(g, 2, seed=8, threads=1, match=True)
    for i in range(2):
        s = _python_match(g, 8 + i)
        assert list(r["scores"][i]) == list(s.scores())
        assert r["deals"][i] == getattr(s, "deals_played", 1)
        _check_row(r, i, EXPECTED[name](s, _sides(g)), name)


@pytest.mark.parametrize("name", ["thousand", "thousand_one", "ton"])
def test_match_columns_long_games(name):
    # the long matches: their last deal checked on one row with max_deals limiting the game
    g = pc.game(name, max_deals=3)
    r = pc.simulate(g, 1, seed=8, threads=1, match=True)
    s = _python_match(g, 8)
    assert list(r["scores"][0]) == list(s.scores())
    _check_row(r, 0, EXPECTED[name](s, _sides(g)), name)
    if name != "ton":
        assert r["deals"][0] == s.deals_played


@pytest.mark.parametrize("name", GAMES)
def test_one_thread_equals_two_threads(name):
    g = pc.game(name)
    n = 2500 if name not in ("thousand", "thousand_one", "ton", "tri_listika") else 2100  # > one chunk of 1024
    a = pc.simulate(g, n, seed=9, threads=1)
    b = pc.simulate(g, n, seed=9, threads=2)
    assert set(a) == set(b) and set(a) > BASE
    for k in a:
        assert np.array_equal(a[k], b[k]), k


# ---- what the rules conserve, over many rows (docs/<game>.md) --------------------------------
N = 3000


def test_uragan_awards_sum_to_the_deal_total():
    for players in (2, 4):
        r = pc.simulate(pc.game("uragan", players=players), N, seed=1, threads=2)
        awards = ("hurricanes", "cards", "hearts", "seven_of_hearts", "premiera")
        assert np.array_equal(sum(r[k] for k in awards), r["total"])
        assert np.array_equal(r["total"], r["scores"])  # one deal: the score is the deal's points
        assert (r["count_cards"].sum(1) == 40).all() and (r["count_hearts"].sum(1) == 10).all()
        assert (r["seven_of_hearts"].sum(1) == 1).all()  # every card ends in a pile
        for award, count in (("cards", "count_cards"), ("hearts", "count_hearts"), ("premiera", "count_premiera")):
            c = r[count]
            assert np.array_equal(r[award][:, 0], (c[:, 0] > c[:, 1]).astype(np.int64)), award
            assert np.array_equal(r[award][:, 1], (c[:, 1] > c[:, 0]).astype(np.int64)), award
        t = r["total"]
        want = np.where(t[:, 0] > t[:, 1], 0, np.where(t[:, 1] > t[:, 0], 1, -1))
        assert np.array_equal(r["winner"], want)


def test_hurricane_points_sum_to_the_deck():
    for leftover in ("nobody", "last_capturer"):
        r = pc.simulate(pc.game("hurricane", leftover=leftover), N, seed=1, threads=2)
        assert np.array_equal(r["captured"] + r["leftover"], r["total"])
        assert (r["total"].sum(1) + r["unclaimed"] == 220).all()  # each suit 55 points
        assert np.array_equal(r["total"], r["scores"])
        if leftover == "nobody":
            assert (r["leftover"] == 0).all()


def test_kazino_awards_and_cards():
    for opts in ({}, {"players": 4, "partnerships": 1}, {"players": 3}):
        g = pc.game("kazino", **opts)
        r = pc.simulate(g, N, seed=1, threads=2)
        assert np.array_equal(r["most_cards"] + r["two_spades"] + r["ten_diamonds"], r["total"])
        assert np.array_equal(r["total"], r["scores"])
        assert (r["cards"].sum(1) == 52).all()  # leftover="dealer": every card ends in a pile
        assert (r["two_spades"].sum(1) == 2).all() and (r["ten_diamonds"].sum(1) == 1).all()
        top = r["cards"].max(1, keepdims=True)
        unique = ((r["cards"] == top).sum(1) == 1)
        assert np.array_equal(r["most_cards"].sum(1), unique.astype(np.int64))


@pytest.mark.parametrize("name", ["thousand", "thousand_one"])
def test_thousand_card_points_and_contract(name):
    r = pc.simulate(name, N, seed=1, threads=2)
    played = r["played"] == 1
    assert played.any() and (~played).any()
    assert (r["card_points"][played].sum(1) == 120).all()  # the deck's points, in every played deal
    assert ((r["made"] >= 0) == played).all()
    decl = r["declarer"][played]
    total = r["declarer_total"][played]
    rows = np.arange(len(decl))
    assert np.array_equal(total, r["card_points"][played][rows, decl] + r["bonuses"][played][rows, decl])
    assert np.array_equal(r["made"][played], (total >= r["contract"][played]).astype(np.int64))
    assert (r["contract"][played] >= r["bid"][played]).all()
    assert np.array_equal(r["applied" if name == "thousand" else "results"], r["scores"])  # one deal from 0


def test_stos_points_are_zero_sum():
    r = pc.simulate("stos", N, seed=1, threads=2)
    p = r["points"]
    assert (p.sum(1) == 0).all() and (np.abs(p) == r["thirds"][:, None]).all()
    assert set(np.unique(r["thirds"])) <= {1, 2, 3}
    assert np.array_equal(r["dealer_won"], (r["winner"] == r["dealer"]).astype(np.int64))
    assert (r["scores"].sum(1) == 0).all() and np.array_equal(np.sign(r["scores"]), np.sign(p))
    assert (r["position"] >= 1).all() and (r["position"] <= 32).all()
    ranks = np.array([pc.Card(i).rank for i in range(52)])
    assert np.array_equal(ranks[r["hidden"]], ranks[r["caught"]])  # the catch is the hidden card's rank


def test_tri_palki_loser_holds_the_sticks():
    g = pc.game("tri_palki")
    r = pc.simulate(g, N, seed=1, threads=2)
    by_sticks = r["move_limit"] == 0
    assert by_sticks.all()  # no move limit by default
    loser = 1 - r["winner"]
    assert (r["scores"][np.arange(N), loser] == g.options["sticks_to_lose"]).all()


def test_tri_listika_net_is_its_parts():
    r = pc.simulate("tri_listika", N, seed=1, threads=2)
    parts = r["ante"] + r["pot_won"] + r["khlyust_payments"] + r["shares"]
    assert np.array_equal(parts, r["net"])
    assert np.array_equal(r["net"], r["scores"])  # one deal
    assert (r["net"].sum(1) + r["carried"] == 0).all()  # one deal: the chips stay at the table or in the pot
    assert (r["pot"] == -r["ante"].sum(1)).all()


def test_ton_tricks_and_pot():
    r = pc.simulate("ton", N, seed=1, threads=2)
    dealt = r["redeal"] == 0
    assert dealt.any() and (r["tricks"][dealt].sum(1) == 5).all()  # five tricks a deal
    assert (r["pot"] == -r["ante"].sum(1)).all()  # one deal: the pot is the antes
    assert (r["pot_after"] == r["pot"] - r["penalties"].sum(1)).all()  # the penalties go into the pot
    winners = r["won"].sum(1)
    assert np.array_equal(np.maximum(winners, 1), r["denominator"])
    assert np.array_equal(r["pot_won"].sum(1), winners * r["pot_after"])
    # in units / denominator every seat's net is what it paid in and what it took out
    assert np.array_equal(r["net"], (r["ante"] + r["penalties"]) * r["denominator"][:, None] + r["pot_won"])
    target = r["target_seat"] >= 0
    assert ((r["target_trick"] >= 1) == target).all() and (r["target_trick"][~target] == -1).all()


def test_torgovlya_tokens_are_conserved():
    g = pc.game("torgovlya")
    r = pc.simulate(g, N, seed=1, threads=2)
    start = g.options["start_tokens"]
    assert np.array_equal(r["scores"], start + r["net"])
    assert (r["scores"].sum(1) + r["carried"] == start * g.options["players"]).all()
    nobody = r["won"].sum(1) == 0
    assert (r["carried"][nobody] == r["pot"][nobody]).all()  # nobody took it: the pot stays


def test_tri_troyki_payments_are_zero_sum():
    r = pc.simulate("tri_troyki", N, seed=1, threads=2)
    assert (r["payment"].sum(1) == 0).all()
    assert np.array_equal(r["payment"], r["scores"])
    assert (r["declared"] == 2).sum(1).tolist() == [1] * N  # one banker
    assert np.array_equal(np.argmax(r["declared"], 1), r["banker"])


def test_chip_game_chips_are_conserved():
    g = pc.game("chip_game")
    r = pc.simulate(g, N, seed=1, threads=2)
    start, players = g.options["start_chips"], g.options["players"]
    one = (r["deals"] == 1)[:, None]  # a one-deal game: the antes of 3 chips, the deal, the pot
    assert np.where(one, r["scores"] == start - 3 + r["change"] + r["pot_awards"], True).all()
    assert (r["scores"].sum(1) + r["pot"] == start * players).all()
    assert ((r["card"] >= 0) | (r["status"] == 2)).all()


@pytest.mark.parametrize("name", GAMES)
def test_greedy_rows_equal_the_python_greedy_games(name):
    # bot="greedy" fills the columns from its own final states: the Python greedy rule's games
    # (the same draws, tests/test_simulate.py) give the same breakdown
    g = pc.game(name)
    r = pc.simulate(g, 4, seed=21, threads=1, bot="greedy")
    # every row runs in C++; the sanitizers' budget cross-checks the shortest rows in Python
    for i in sorted(range(4), key=lambda i: r["moves"][i])[:budget(4)]:
        _check_row(r, i, EXPECTED[name](_python_greedy_row(g, 21, i)[2], _sides(g)), name)


def test_cli_json_has_the_columns(capsys):
    import json

    from pycards.cli import main

    assert main(["simulate", "uragan", "200", "--threads", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    cols = out["columns"]
    assert "hurricanes[0]" in cols and "premiera[1]" in cols and "winner" in cols
    r = pc.simulate("uragan", 200, seed=0, threads=1)
    assert cols["total[1]"]["mean"] == pytest.approx(r["total"][:, 1].mean())


def test_cli_mean_leaves_out_the_none_rows(capsys):
    import json

    from pycards.cli import main

    assert main(["simulate", "thousand", "300", "--threads", "1", "--json"]) == 0
    cols = json.loads(capsys.readouterr().out)["columns"]
    r = pc.simulate("thousand", 300, seed=0, threads=1)
    played = r["made"] != -1
    assert cols["made"]["rows"] == int(played.sum()) < 300
    assert cols["made"]["mean"] == pytest.approx(r["made"][played].mean())  # the share of contracts made
    assert "rows" not in cols["card_points[0]"]


@pytest.mark.parametrize("name", GAMES)
def test_column_table(name):
    # the private table the CLI reads: the breakdown's names and shapes in dict order; a column
    # whose -1 means None never holds a lower value
    from pycards import _core

    g = pc.game(name)
    table = _core._simulate_columns(g)
    r = pc.simulate(g, 200, seed=1, threads=1)
    assert [t[0] for t in table] == list(r)[3:]
    for col, per_side, none in table:
        assert (r[col].ndim == 2) == per_side
        if none:
            assert (r[col] >= -1).all(), col


def test_players_dealer_rotation_in_columns():
    # row i deals with dealer i % players: Тысяча's dealer column says so
    r = pc.simulate("thousand", 9, seed=0, threads=1)
    assert r["dealer"].tolist() == [i % 3 for i in range(9)]
    assert _players(pc.game("thousand")) == 3
