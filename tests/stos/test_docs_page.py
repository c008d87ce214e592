"""docs/stos.md stands alone (cites nothing outside the repository) and documents every option with
its default, the move text and the notation's fields."""
from pathlib import Path

import pycards as pc

PAGE = Path(__file__).resolve().parents[2] / "docs" / "stos.md"


def test_page_cites_nothing_outside_the_repository():
    text = PAGE.read_text(encoding="utf-8")
    for bad in ("../shared", "shared/rules", "shared/seeds", "seeds/"):
        assert bad not in text


def test_page_names_every_option_with_its_default_and_the_notation_fields():
    text = PAGE.read_text(encoding="utf-8")
    for spec in pc.game("stos").option_specs():
        assert f"`{spec['name']}" in text, spec["name"]
    assert "**Ruling**" in text and "## Notation" in text and "## Worked examples" in text
    notation = pc.game("stos").new_deal(seed=1).notation()
    for field in notation.split("|"):
        assert f"`{field.split()[0]}`" in text, field.split()[0]
