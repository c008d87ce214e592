"""docs/uragan.md, docs/chip_game.md and docs/kazino.md: their code runs, their worked examples hold, and they
cite nothing outside the repository."""

import re
from pathlib import Path

import pytest

import pycards as pc

DOCS = Path(__file__).resolve().parent.parent / "docs"
PAGES = ["uragan.md", "chip_game.md", "kazino.md"]


def blocks(page, lang):
    text = (DOCS / page).read_text(encoding="utf-8")
    out = []
    for block in re.findall(r"```" + lang + r"\n(.*?)```", text, flags=re.S):
        lines = block.splitlines()
        indent = min((len(line) - len(line.lstrip()) for line in lines if line.strip()), default=0)
        out.append("\n".join(line[indent:] for line in lines) + "\n")
    return out


@pytest.mark.parametrize("page", PAGES)
def test_python_blocks_run(page, capsys):
    found = blocks(page, "python")
    assert found
    for block in found:
        exec(compile(block, page, "exec"), {"pc": pc})
    capsys.readouterr()


@pytest.mark.parametrize("page", PAGES)
def test_no_reference_outside_the_repository(page):
    text = (DOCS / page).read_text(encoding="utf-8")
    for word in ("shared/", "seeds/", "rules/", ".txt"):
        assert word not in text, word
    assert not re.search(r"\bseed 0\d\d\b", text)  # the numbered source files


def test_uragan_example_positions_round_trip():
    g = pc.game("uragan")
    lines = [line.strip() for b in blocks("uragan.md", "text") for line in b.splitlines() if line.strip()]
    assert len(lines) == 3
    for line in lines:
        assert g.position(line).notation() == line


def uragan_position(hands, table, stock, pile0, turn, dealer, last, hurricanes="0 0"):
    used = set(pile0) | set(table) | set(stock) | {c for h in hands for c in h}
    pile1 = [str(c) for c in pc.DECK40 if str(c) not in used]

    def f(cards):
        return " ".join(cards) if cards else "-"

    return pc.game("uragan").position(
        f"dealer {dealer} | turn {turn} | hands {f(hands[0])} / {f(hands[1])} | table {f(table)} | "
        f"stock {f(stock)} | piles {f(pile0)} / {f(pile1)} | hurricanes {hurricanes} | last {last} | deal")


def moves(s):
    return {m.id for m in s.legal_moves()}


def ids(s, texts):
    return {s.game.parse_move(t).id for t in texts}


def test_uragan_example_1_legal_moves():
    s = uragan_position([["KS", "7H", "6C", "4C"], ["2C", "3D", "4D", "2H"]],
                        ["5S", "3C", "2D", "AH", "KH", "7D"], [], [], turn=0, dealer=1, last=1)
    assert moves(s) == ids(s, ["KSxKH", "7Hx7D", "6Cx5S+AH", "6Cx3C+2D+AH", "4Cx3C+AH"])


def test_uragan_example_2_two_hurricanes():
    stock = "2C 3C 5C 6C JC QC 2D 5D 6D JD QD KD".split()
    s = uragan_position([["4S", "6H"], ["7C", "KC"]], ["4D", "3S"], stock,
                        "AC AD AH AS 2H 2S 3H 3D 4C 4H 5H".split(), turn=1, dealer=0, last=0)
    assert moves(s) == ids(s, ["7Cx3S+4D", "KC"])  # and no trail of 7C
    before = s.piles[1]
    s.play("7Cx4D+3S")
    assert s.hurricanes == [0, 1] and s.to_move == 1 and s.table == pc.CardSet.parse("4S 6H")
    assert not s.hands[0] and s.last_player == 1
    assert [str(m) for m in s.legal_moves()] == ["KCx6H+4S"]
    s.play("KCx4S+6H")
    assert s.hurricanes == [0, 2] and s.to_move == 0 and not s.stock
    assert [len(h) for h in s.hands] == [6, 6]
    assert s.piles[1] - before == pc.CardSet.parse("7C 4D 3S KC 4S 6H")


def test_uragan_example_3_last_play():
    s = uragan_position([["2S"], []], ["2C"], [], [], turn=0, dealer=1, last=1)
    s.play("2Sx2C")
    assert s.is_over() and s.hurricanes == [0, 0] and "2C" in s.piles[0]
    s = uragan_position([["AS"], []], ["QD", "2C", "6H"], [], [], turn=0, dealer=1, last=1)
    assert [str(m) for m in s.legal_moves()] == ["AS"]
    s.play("AS")
    assert s.is_over() and s.hurricanes == [0, 0]
    assert all(c in s.piles[0] for c in pc.CardSet.parse("QD 2C 6H AS"))


def finished(pile0, hurricanes):
    pile1 = [str(c) for c in pc.DECK40 if str(c) not in pile0]
    return pc.game("uragan").position(
        f"dealer 0 | turn - | hands - / - | table - | stock - | piles {' '.join(pile0)} / "
        f"{' '.join(pile1)} | hurricanes {hurricanes} | last 1 | deal")


def test_uragan_example_4_scoring():
    r = finished("5C 6C 7C AC 3D 4D 5D JD KD AD 3H 4H 6H 7H JH KH 2S 3S 4S 5S JS KS".split(), "1 2").deal_result()
    assert r["counts"] == {"cards": [22, 18], "hearts": [6, 4], "premiera": [45, 36]}
    assert r["total"] == [5, 2]
    assert (r["cards"], r["hearts"], r["seven_of_hearts"], r["premiera"]) == ([1, 0],) * 4
    # 20-20 cards, 5-5 hearts, premieras 36 (four queens) against 36 (three 2s): no award
    s = finished("7C 7H 6C 6H AC AH 5C 5H 4C 4D 3C 3D QC QD QH QS 2C JC JD KC".split(), "0 1")
    r = s.deal_result()
    assert r["counts"] == {"cards": [20, 20], "hearts": [5, 5], "premiera": [36, 36]}
    assert r["cards"] == r["hearts"] == r["premiera"] == [0, 0]
    assert r["total"] == [1, 1] and s.winner == "draw"


def test_chip_game_worked_example():
    g = pc.game("chip_game", players=3, start_chips=5)
    s = g.position("chips 2 2 2 | status alive alive alive | pot 9 | dealer 0 | "
                   "deck 8C KD 5H 2S 3C QH AC 4D TS 7S 6H | match")
    expected = [  # dealer, [(seat, card, chips after, pot after)]
        (0, [(1, "8C", [2, 0, 2], 11), (2, "KD", [2, 0, 5], 8), (0, "5H", [1, 0, 5], 9)]),
        (1, [(2, "2S", [1, 2, 3], 9), (0, "3C", [0, 2, 4], 9)]),
        (2, [(1, "QH", [0, 4, 4], 7), (2, "AC", [0, 5, 3], 7)]),
        (1, [(2, "4D", [0, 5, 1], 9), (1, "TS", [0, 5, 1], 9)]),
        (2, [(1, "7S", [0, 4, 1], 10), (2, "6H", [0, 4, 0], 11)]),
    ]
    chips, pot = [2, 2, 2], 9
    for dealer, lines in expected:
        assert not s.is_over() and s.dealer == dealer
        s.play("deal")
        r = s.deal_result()
        assert r["dealer"] == dealer
        assert [(e["seat"], str(e["card"])) for e in r["events"]] == [(seat, card) for seat, card, _, _ in lines]
        for e, (seat, _, after, pot_after) in zip(r["events"], lines):  # replay the table row by row
            if e["kind"] == "take":
                pot -= e["amount"]
                chips[seat] += e["amount"]
            elif e["kind"] == "pay_pot":
                pot += e["amount"]
                chips[seat] -= e["amount"]
            elif e["kind"] == "pay_right":
                chips[seat] -= e["amount"]
                chips[e["to"]] += e["amount"]
            assert (chips, pot) == (after, pot_after)
            assert sum(chips) + pot == 15
    assert s.is_over() and s.status == ["out", "alive", "out"]
    assert s.chips == [0, 15, 0] and s.pot == 0 and s.deal_result()["pot_awards"] == {1: 11}
    assert s.to_move is None and s.dealer == 2
