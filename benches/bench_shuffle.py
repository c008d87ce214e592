"""Shuffling: pycards._batch.shuffled_decks against numpy.random.Generator.permuted on the same
work (N independent shuffles of a 52-card deck). Each bench also checks its result, so the file
runs in CI with --benchmark-disable."""

import numpy as np
import pytest

import pycards as pc
from pycards import _batch

N = 100_000
DECK = np.array([int(c) for c in pc.DECK52], dtype=np.uint8)


def _is_permutation_rows(out):
    return out.shape == (N, 52) and (np.sort(out, axis=1) == DECK).all()


def test_shuffle_pycards_batch(benchmark):
    out = benchmark(_batch.shuffled_decks, pc.DECK52, N, 1)
    assert _is_permutation_rows(out)


def test_shuffle_pycards_batch_2_threads(benchmark):
    out = benchmark(_batch.shuffled_decks, pc.DECK52, N, 1, 2)
    assert _is_permutation_rows(out)


def test_shuffle_numpy_permuted(benchmark):
    rng = np.random.default_rng(1)
    tiled = np.tile(DECK, (N, 1))
    out = benchmark(rng.permuted, tiled, axis=1)
    assert _is_permutation_rows(out)


@pytest.mark.parametrize("n", [1])
def test_shuffle_single_deal_from_python(benchmark, n):
    out = benchmark(pc._core.shuffled, pc.DECK52, 5)
    assert len(out) == 52
