"""pycards._batch: numpy batch entry points."""

import numpy as np
import pytest

import pycards as pc
from pycards import _batch, _core


def test_shuffled_decks_rows_are_the_seeded_shuffles():
    out = _batch.shuffled_decks(pc.DECK36, 5, seed=100)
    assert out.shape == (5, 36) and out.dtype == np.uint8
    for i in range(5):
        assert out[i].tolist() == [int(c) for c in _core.shuffled(pc.DECK36, 100 + i)]
        assert sorted(out[i].tolist()) == [int(c) for c in pc.DECK36]


def test_shuffled_decks_threads_do_not_change_the_result():
    one = _batch.shuffled_decks(pc.DECK52, 1000, seed=3)
    two = _batch.shuffled_decks(pc.DECK52, 1000, seed=3, threads=2)
    assert np.array_equal(one, two)


def test_shuffled_decks_seed_wraps_modulo_2_64():
    out = _batch.shuffled_decks(pc.DECK24, 2, seed=2**64 - 1)
    assert out[1].tolist() == [int(c) for c in _core.shuffled(pc.DECK24, 0)]


def test_shuffled_decks_edge_sizes():
    assert _batch.shuffled_decks(pc.DECK52, 0, seed=1).shape == (0, 52)
    assert _batch.shuffled_decks(pc.CardSet(), 3, seed=1).shape == (3, 0)
    assert _batch.shuffled_decks("7H", 2, seed=1).tolist() == [[31], [31]]


@pytest.mark.parametrize(
    "kwargs",
    [dict(n=-1, seed=0), dict(n=1.5, seed=0), dict(n=1, seed=-1), dict(n=1, seed=2**64),
     dict(n=1, seed=0, threads=0), dict(n=1, seed=0, threads=1000)],
)
def test_shuffled_decks_bad_arguments(kwargs):
    with pytest.raises((ValueError, TypeError)):
        _batch.shuffled_decks(pc.DECK52, **kwargs)
