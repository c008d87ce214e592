# cython: language_level=3, boundscheck=False, wraparound=False
"""numpy batch entry points: loops over many deals in C++, with the GIL released."""

import numpy as np

cimport numpy as cnp
from libc.stdint cimport int64_t, uint8_t, uint64_t

cnp.import_array()

cdef extern from "pycards/batch.hpp" namespace "pycards::batch" nogil:
    void c_shuffled_decks "pycards::batch::shuffled_decks"(
        uint64_t deck_mask, int64_t n, uint64_t seed, uint8_t* out, int threads) noexcept


cdef uint64_t _seed(object seed) except? 0:
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(f"seed must be an int, not {type(seed).__name__}")
    if not 0 <= seed < 2**64:
        raise ValueError(f"seed must be in 0 .. 2**64-1, got {seed!r}")
    return seed


cdef int _threads(object threads) except -1:
    if isinstance(threads, bool) or not isinstance(threads, int) or not 1 <= threads <= 256:
        raise ValueError(f"threads must be an int from 1 to 256, got {threads!r}")
    return threads


def shuffled_decks(deck, n, seed, threads=1):
    """Shuffle ``deck`` ``n`` times: a uint8 array of shape (n, len(deck)) of card indices.

    Row i is the deck shuffled with seed ``seed + i`` (mod 2**64), the order a game shuffles with
    that seed. The loop runs in C++ with the GIL released, split over ``threads`` threads.

    >>> import pycards as pc
    >>> shuffled_decks(pc.DECK36, 2, seed=7).shape
    (2, 36)
    """
    from pycards import CardSet
    if not isinstance(deck, CardSet):
        deck = CardSet(deck)
    if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= 100_000_000:
        raise ValueError(f"n must be an int from 0 to 100000000, got {n!r}")
    cdef uint64_t s = _seed(seed)
    cdef int t = _threads(threads)
    cdef uint64_t mask = deck.mask
    cdef int64_t rows = n
    out = np.empty((n, len(deck)), dtype=np.uint8)
    cdef uint8_t[:, ::1] view = out
    cdef uint8_t* ptr = &view[0, 0] if n > 0 and len(deck) > 0 else NULL
    if ptr != NULL:
        with nogil:
            c_shuffled_decks(mask, rows, s, ptr, t)
    return out
