"""Hostile arguments to pycards.simulate: every one is a ValueError or TypeError, never a crash."""

import pytest

import pycards as pc

BAD = [
    {"n": 2**70}, {"n": 1.5}, {"n": None}, {"n": True}, {"n": 100_000_001},
    {"seed": 2**64}, {"seed": -(2**70)}, {"seed": 1.0}, {"seed": "1"},
    {"threads": -1}, {"threads": 2**40}, {"threads": 1.0}, {"threads": "2"},
    {"bot": ""}, {"bot": "random\0"}, {"bot": None}, {"bot": b"random"},
    {"start": 5}, {"start": object()}, {"start": pc.game("stos")},
    {"match": 1}, {"match": None},
]


def _bad_id(bad) -> str:
    # stable across xdist workers (a repr would show object addresses)
    return "-".join(f"{k}={type(v).__name__}" for k, v in bad.items()) + str(BAD.index(bad))


@pytest.mark.parametrize("bad", BAD, ids=_bad_id)
def test_bad_argument_is_a_clean_error(bad):
    kwargs = {"n": 2, "seed": 0, "threads": 1, "bot": "random", "start": None, "match": False, **bad}
    with pytest.raises((ValueError, TypeError)):
        pc.simulate("kazino", **kwargs)


@pytest.mark.parametrize(
    "game",
    [None, 1.5, b"uragan", object(), pc.game("uragan").new_deal(seed=1)],
    ids=["none", "float", "bytes", "object", "state"],
)
def test_bad_game_is_a_clean_error(game):
    with pytest.raises((ValueError, TypeError)):
        pc.simulate(game, 1)
