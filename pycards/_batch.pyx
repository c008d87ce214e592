# cython: language_level=3, boundscheck=False, wraparound=False
"""numpy batch entry points: loops over many deals in C++, with the GIL released."""

import numpy as np

cimport numpy as cnp
from cpython.exc cimport PyErr_CheckSignals
from libc.stdint cimport int32_t, int64_t, uint8_t, uint16_t, uint64_t

cnp.import_array()

# Long loops run in chunks of rows; between two chunks the GIL is taken back for a moment to run
# Python's signal handlers, so Ctrl-C stops a large batch within a chunk's time (a few ms).
# A chunk is a multiple of 4 rows: deal i's dealer (i % players) is the same in every chunking.
cdef enum:
    CHUNK_SHUFFLES = 1 << 18
    CHUNK_DEALS = 1 << 14

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
    cdef int64_t start = 0, count
    cdef int64_t width = len(deck)
    while ptr != NULL and start < rows:
        count = min(CHUNK_SHUFFLES, rows - start)
        with nogil:
            c_shuffled_decks(mask, count, s + <uint64_t>start, ptr + start * width, t)
        start += count
        PyErr_CheckSignals()
    return out


cdef extern from "pycards/batch.hpp" namespace "pycards::batch" nogil:
    void c_uragan_playouts "pycards::batch::uragan_playouts"(
        int64_t n, uint64_t seed, int players, bint open4, int threads, uint8_t* points,
        uint8_t* hurricanes, uint8_t* cards, uint16_t* plays) noexcept


def uragan_playouts(n, seed=0, players=2, hand="hidden", threads=1):
    """Random playouts of ``n`` whole Ураган deals in C++ (GIL released, ``threads`` threads).

    Deal i is ``pycards.game("uragan", players=players, hand=hand).new_deal(seed + i,
    dealer=i % players)``; every move is drawn uniformly from the legal moves (with
    ``Rng(seed + i + 0x9E3779B97F4A7C15).below(k)`` over the legal moves sorted by the played card's
    value and index: docs/uragan.md, "Batch"). Returns a dict of
    numpy arrays: ``points`` (n, 2) uint8 deal totals per side, ``hurricanes`` (n, 2),
    ``cards`` (n, 2) pile sizes (each row sums to 40) and ``plays`` (n,) moves played.

    >>> r = uragan_playouts(3, seed=1)
    >>> r["cards"].sum(axis=1).tolist()
    [40, 40, 40]
    """
    if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= 1_000_000_000:
        raise ValueError(f"n must be an int from 0 to 1000000000, got {n!r}")
    if players not in (2, 4) or isinstance(players, bool):
        raise ValueError(f"players must be 2 or 4, got {players!r}")
    if hand not in ("hidden", "open4"):
        raise ValueError(f"hand must be 'hidden' or 'open4', got {hand!r}")
    if hand == "open4" and players != 2:
        raise ValueError("hand='open4' is for 2 players only")
    cdef uint64_t s = _seed(seed)
    cdef int t = _threads(threads)
    cdef int p = players
    cdef bint o4 = hand == "open4"
    cdef int64_t rows = n
    points = np.zeros((n, 2), dtype=np.uint8)
    hurricanes = np.zeros((n, 2), dtype=np.uint8)
    cards = np.zeros((n, 2), dtype=np.uint8)
    plays = np.zeros(n, dtype=np.uint16)
    cdef uint8_t[:, ::1] pv = points
    cdef uint8_t[:, ::1] hv = hurricanes
    cdef uint8_t[:, ::1] cv = cards
    cdef uint16_t[::1] mv = plays
    cdef int64_t start = 0, count
    while start < rows:
        count = min(CHUNK_DEALS, rows - start)
        with nogil:
            c_uragan_playouts(count, s + <uint64_t>start, p, o4, t, &pv[start, 0], &hv[start, 0], &cv[start, 0],
                              &mv[start])
        start += count
        PyErr_CheckSignals()
    return {"points": points, "hurricanes": hurricanes, "cards": cards, "plays": plays}


cdef extern from "pycards/batch.hpp" namespace "pycards::batch" nogil:
    void c_uragan_capture_counts "pycards::batch::uragan_capture_counts"(
        int64_t n, const uint64_t* tables, const uint8_t* played, int32_t* out) noexcept


def uragan_capture_counts(tables, played):
    """Capture enumeration alone: for each (table mask, played card index) the number of Ураган
    capture sets (same-rank singles if any, else sum subsets of 2+ cards; 0: it can only trail).

    >>> import numpy as np, pycards as pc
    >>> t = np.array([pc.CardSet.parse("5S 3C 2D").mask], dtype=np.uint64)
    >>> uragan_capture_counts(t, np.array([int(pc.Card.parse("KH"))], dtype=np.uint8)).tolist()
    [1]
    """
    cdef cnp.ndarray[cnp.uint64_t, ndim=1, mode="c"] t = np.ascontiguousarray(tables, dtype=np.uint64)
    cdef cnp.ndarray[cnp.uint8_t, ndim=1, mode="c"] p = np.ascontiguousarray(played, dtype=np.uint8)
    if t.shape[0] != p.shape[0]:
        raise ValueError("tables and played must have the same length")
    if (p >= 52).any():
        raise ValueError("played card indices must be < 52")
    out = np.zeros(t.shape[0], dtype=np.int32)
    cdef int32_t[::1] ov = out
    cdef int64_t n = t.shape[0]
    if n > 0:
        with nogil:
            c_uragan_capture_counts(n, <const uint64_t*>t.data, <const uint8_t*>p.data, &ov[0])
    return out


cdef extern from "pycards/batch.hpp" namespace "pycards::batch" nogil:
    int64_t c_commerce_keys "pycards::batch::commerce_keys"(
        const uint64_t* masks, int64_t n, int rule, uint8_t* out) noexcept


def commerce_keys(masks, point_rule="flush3"):
    """Commerce (Торговля) keys of an array of three-card masks: a uint8 array, higher wins.

    The key is ``class << 5 | value`` (pycards.handeval documents it). The loop runs in C++ with
    the GIL released, in chunks (Ctrl-C stops it). A mask that is not exactly three of the 52
    cards raises ValueError naming its index.

    >>> import numpy as np, pycards as pc
    >>> commerce_keys(np.array([pc.CardSet.parse("4D 4S 4H").mask], dtype=np.uint64)).tolist()
    [98]
    """
    if point_rule not in ("flush3", "best_suit"):
        raise ValueError(f"point_rule must be 'flush3' or 'best_suit', got {point_rule!r}")
    cdef cnp.ndarray[cnp.uint64_t, ndim=1, mode="c"] m = np.ascontiguousarray(masks, dtype=np.uint64).reshape(-1)
    out = np.empty(m.shape[0], dtype=np.uint8)
    cdef uint8_t[::1] ov = out
    cdef int rule = 0 if point_rule == "flush3" else 1
    cdef int64_t rows = m.shape[0], start = 0, count, bad = -1
    cdef const uint64_t* src = <const uint64_t*>m.data
    while start < rows:
        count = min(CHUNK_SHUFFLES * 16, rows - start)
        with nogil:
            bad = c_commerce_keys(src + start, count, rule, &ov[start])
        if bad >= 0:
            raise ValueError(f"masks[{start + bad}] = {int(m[start + bad])} is not a hand of exactly three "
                             "of the 52 cards")
        start += count
        PyErr_CheckSignals()
    return out.reshape(np.shape(masks)) if np.ndim(masks) > 1 else out
