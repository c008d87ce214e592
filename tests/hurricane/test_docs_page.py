"""docs/hurricane.md: its code runs, its notation example is a real position that round-trips,
and it cites nothing outside the repository."""
import re
from pathlib import Path

import pycards as pc

PAGE = Path(__file__).resolve().parents[2] / "docs" / "hurricane.md"
TEXT = PAGE.read_text(encoding="utf-8")


def blocks(lang):
    """The fenced blocks of language `lang` ("" for plain text), in page order."""
    return [body for tag, body in re.findall(r"```(\w*)\n(.*?)```", TEXT, flags=re.S) if tag == lang]


def test_python_blocks_run(capsys):
    found = blocks("python")
    assert found
    for block in found:
        exec(compile(block, str(PAGE), "exec"), {"pc": pc})
    capsys.readouterr()


def test_notation_example_is_the_seed_7_deal_and_round_trips():
    lines = [line.strip() for b in blocks("") for line in b.splitlines() if line.strip().startswith("dealer")]
    assert lines
    g = pc.game("hurricane")
    for line in lines:
        s = g.position(line)
        assert s.notation() == line
    assert g.position(lines[0]) == g.new_deal(seed=7, dealer=0)


def test_no_reference_outside_the_repository():
    for word in ("shared/", "seeds/", "rules/", ".txt", "http"):
        assert word not in TEXT, word
