"""print(state) / state.pretty() / print(view): the readable layout, in every game."""

import re

import pytest
from test_views import GAMES, playouts, views_of

import pycards as pc

CARD = re.compile(r"(?:10|[2-9JQKA])[♣♦♥♠]")


def card_tokens(text):
    return set(CARD.findall(re.sub(r"\x1b\[[0-9;]*m", "", text)))


@pytest.mark.parametrize("name", GAMES)
def test_layouts_of_random_playouts(name):
    title = pc.pretty.title_of(name)
    for options in views_of(name).setups:
        for seed in range(3):
            for step, s in enumerate(playouts(name, options, seed)):
                if step % 4:
                    continue
                text = str(s)
                assert text == s.pretty() and text.splitlines()[0].startswith(title)
                assert repr(s) == f"<{name} {s.notation()}>"  # the one-line form is unchanged
                n = s.view(0).players
                for k in range(n):
                    line = next(x for x in text.splitlines() if re.match(rf"^[> ] seat {k}\b", x))
                    assert {c.unicode for c in s.view(k).hand} <= card_tokens(line)  # every hand shown
                    v = s.view(k)
                    seen = s.pretty(seat=k)
                    assert seen == str(v) == v.pretty()  # drawn from the view alone (and so
                    # a function of what the seat saw: tests/test_sample_world.py)
                    assert f"seat {k} (you)" in seen
                if not s.is_over():
                    assert f"1) {s.legal_moves()[0]}" in text


def test_colour_and_arguments():
    s = pc.game("uragan").new_deal(seed=1)
    assert "\x1b[31m" in s.pretty(color=True) and "\x1b[" not in s.pretty()
    with pytest.raises(TypeError, match="color"):
        s.pretty(color="yes")
    with pytest.raises(ValueError, match="seat"):
        s.pretty(seat=5)
    with pytest.raises(TypeError):
        s.pretty(seat="0")


def test_titles_and_cards():
    assert pc.pretty.title_of("uragan") == "Ураган"
    assert pc.pretty.card_text(pc.Card.parse("TH")) == "10♥"
    assert pc.pretty.card_text(pc.Card.parse("AS"), color=True) == "A♠"
