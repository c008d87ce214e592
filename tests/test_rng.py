"""The seeded generator: an independent Python model of xoshiro256** + splitmix64 seeding, the
Lemire bounded draw and Fisher–Yates, checked against the core; and pinned shuffles, so a change
of any step (or of platform) is caught."""

from rng_model import M64, PyXoshiro

import pycards as pc
from pycards import _core


def test_generator_matches_independent_model():
    for seed in (0, 1, 7, 2**63, M64):
        model = PyXoshiro(seed)
        assert _core.random_u64(seed, 50) == [model.next() for _ in range(50)]


def test_shuffle_matches_independent_model():
    for deck in (pc.DECK52, pc.DECK40, pc.DECK36, pc.DECK24):
        for seed in range(40):
            expected = PyXoshiro(seed).shuffle([int(c) for c in deck])
            assert [int(c) for c in _core.shuffled(deck, seed)] == expected


def test_pinned_first_outputs():
    # xoshiro256** seeded by splitmix64(0): pinned literally so any platform drift shows.
    assert _core.random_u64(0, 3) == [11091344671253066420, 13793997310169335082, 1900383378846508768]


def test_pinned_shuffles():
    assert " ".join(str(c) for c in _core.shuffled(pc.DECK52, 1)[:8]) == "JC AD TH JS 9D 7H 6H AS"
    assert " ".join(str(c) for c in _core.shuffled(pc.DECK40, 7)[:8]) == PINNED_40_7
    assert " ".join(str(c) for c in _core.shuffled(pc.DECK36, 2**64 - 1)[:8]) == PINNED_36_MAX


PINNED_40_7 = "AC AD AH KC 7D 4H QD QH"
PINNED_36_MAX = "AS JC 7H 9D JS 6D QD TS"


def test_same_seed_same_deal_different_seed_different_deal():
    assert _core.shuffled(pc.DECK52, 42) == _core.shuffled(pc.DECK52, 42)
    assert _core.shuffled(pc.DECK52, 42) != _core.shuffled(pc.DECK52, 43)
