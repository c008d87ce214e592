# cython: language_level=3, boundscheck=False, wraparound=False
"""numpy batch entry points: loops over many deals in C++, with the GIL released."""

import numpy as np

from cpython.exc cimport PyErr_CheckSignals
from libc.stdint cimport int8_t, int16_t, int32_t, int64_t, uint8_t, uint16_t, uint64_t

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


cdef _choice(str name, object value, tuple choices):
    """Refuses an option value outside `choices` (every batch entry point words it alike)."""
    if value not in choices:
        listed = " or ".join(repr(c) for c in choices)
        raise ValueError(f"{name} must be {listed}, got {value!r}")


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
        int64_t n, uint64_t seed, int players, bint open4, int variants, int threads, uint8_t* points,
        uint8_t* hurricanes, uint8_t* cards, uint16_t* plays) noexcept


def uragan_playouts(n, seed=0, players=2, hand="hidden", threads=1, free_trail=False, same_rank_sums=False,
                    round_leader="after_last_player", leftover="last_player", after_hurricane="lay_out"):
    """Random playouts of ``n`` whole Ураган deals in C++ (GIL released, ``threads`` threads).

    Deal i is ``pycards.game("uragan", players=players, hand=hand).new_deal(seed + i,
    dealer=i % players)``; every move is drawn uniformly from the legal moves (with
    ``Rng(seed + i + 0x9E3779B97F4A7C15).below(k)`` over the legal moves sorted by the played card's
    value and index: docs/uragan.md, "Batch"). Returns a dict of
    numpy arrays: ``points`` (n, 2) uint8 deal totals per side, ``hurricanes`` (n, 2),
    ``cards`` (n, 2) pile sizes (each row sums to 40) and ``plays`` (n,) moves played.
    ``free_trail``, ``same_rank_sums``, ``round_leader``, ``leftover`` and ``after_hurricane`` are the
    game's variant options (docs/uragan.md, "Variants"); the move variants' deals draw from the
    built move list in the same order.

    >>> r = uragan_playouts(3, seed=1)
    >>> r["cards"].sum(axis=1).tolist()
    [40, 40, 40]
    """
    if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= 1_000_000_000:
        raise ValueError(f"n must be an int from 0 to 1000000000, got {n!r}")
    if players not in (2, 4) or isinstance(players, bool):
        raise ValueError(f"players must be 2 or 4, got {players!r}")
    _choice("hand", hand, ("hidden", "open4"))
    if hand == "open4" and players != 2:
        raise ValueError("hand='open4' is for 2 players only")
    cdef uint64_t s = _seed(seed)
    cdef int t = _threads(threads)
    cdef int p = players
    cdef bint o4 = hand == "open4"
    for name, flag in (("free_trail", free_trail), ("same_rank_sums", same_rank_sums)):
        if not isinstance(flag, bool):
            raise TypeError(f"{name} must be a bool, got {flag!r}")
    _choice("round_leader", round_leader, ("after_last_player", "last_player"))
    _choice("leftover", leftover, ("last_player", "last_capturer"))
    _choice("after_hurricane", after_hurricane, ("lay_out", "trail_only"))
    cdef int variants = (int(free_trail) | int(same_rank_sums) << 1 | int(round_leader == "last_player") << 2
                         | int(leftover == "last_capturer") << 3 | int(after_hurricane == "trail_only") << 4)
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
            c_uragan_playouts(count, s + <uint64_t>start, p, o4, variants, t, &pv[start, 0], &hv[start, 0], &cv[start, 0],
                              &mv[start])
        start += count
        PyErr_CheckSignals()
    return {"points": points, "hurricanes": hurricanes, "cards": cards, "plays": plays}


cdef extern from "pycards/batch.hpp" namespace "pycards::batch" nogil:
    void c_kazino_playouts "pycards::batch::kazino_playouts"(
        int64_t n, uint64_t seed, int players, bint partnerships, bint multi_set, int leftover, int threads,
        uint8_t* points, uint8_t* cards, uint16_t* plays) noexcept


KAZINO_LEFTOVER = ("dealer", "last_capturer", "nobody")


def kazino_playouts(n, seed=0, players=2, partnerships=False, multi_set=False, leftover="dealer", threads=1):
    """Random playouts of ``n`` whole Казино deals in C++ (GIL released, ``threads`` threads).

    Deal i is ``pycards.game("kazino", players=players, partnerships=partnerships,
    multi_set=multi_set, leftover=leftover).new_deal(seed + i, dealer=i % players)``; every move is
    ``legal_moves()[rng.below(k)]`` with ``rng = Rng(seed + i + 0x9E3779B97F4A7C15)`` (docs/kazino.md,
    "Batch"). Returns a dict of numpy arrays: ``points`` (n, sides) uint8 deal totals per side,
    ``cards`` (n, sides) pile sizes and ``plays`` (n,) moves played (47 a deal).

    >>> r = kazino_playouts(3, seed=1)
    >>> r["cards"].sum(axis=1).tolist(), r["plays"].tolist()
    ([52, 52, 52], [47, 47, 47])
    """
    if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= 1_000_000_000:
        raise ValueError(f"n must be an int from 0 to 1000000000, got {n!r}")
    if players not in (2, 3, 4) or isinstance(players, bool):
        raise ValueError(f"players must be 2, 3 or 4, got {players!r}")
    if not isinstance(partnerships, bool) or not isinstance(multi_set, bool):
        raise ValueError(f"partnerships and multi_set must be True or False, got {partnerships!r}, {multi_set!r}")
    if partnerships and players != 4:
        raise ValueError(f"partnerships=True is for 4 players only (got players={players!r})")
    if not isinstance(leftover, str) or leftover not in KAZINO_LEFTOVER:
        raise ValueError(f"leftover must be one of {', '.join(KAZINO_LEFTOVER)}, got {leftover!r}")
    cdef uint64_t s = _seed(seed)
    cdef int t = _threads(threads)
    cdef int p = players
    cdef bint ps = partnerships
    cdef bint ms = multi_set
    cdef int lo = KAZINO_LEFTOVER.index(leftover)
    cdef int sides = 2 if partnerships else players
    cdef int64_t rows = n
    points = np.zeros((n, sides), dtype=np.uint8)
    cards = np.zeros((n, sides), dtype=np.uint8)
    plays = np.zeros(n, dtype=np.uint16)
    cdef uint8_t[:, ::1] pv = points
    cdef uint8_t[:, ::1] cv = cards
    cdef uint16_t[::1] mv = plays
    cdef int64_t start = 0, count
    cdef int64_t chunk = CHUNK_DEALS - CHUNK_DEALS % 12  # deal i's dealer i % players in every chunking
    while start < rows:
        count = min(chunk, rows - start)
        with nogil:
            c_kazino_playouts(count, s + <uint64_t>start, p, ps, ms, lo, t, &pv[start, 0], &cv[start, 0],
                              &mv[start])
        start += count
        PyErr_CheckSignals()
    return {"points": points, "cards": cards, "plays": plays}


cdef extern from "pycards/batch.hpp" namespace "pycards::batch" nogil:
    void c_hurricane_playouts "pycards::batch::hurricane_playouts"(
        int64_t n, uint64_t seed, int max_lay, bint opening_fixed, bint leader_alternate,
        bint leftover_to_capturer, int threads, int16_t* totals, uint16_t* plays) noexcept


def hurricane_playouts(n, seed=0, max_lay=3, opening_lay="fixed", round_leader="alternate", leftover="nobody",
                       threads=1):
    """Random playouts of ``n`` whole Хурикан deals in C++ (GIL released, ``threads`` threads).

    Deal i is ``pycards.game("hurricane", max_lay=..., opening_lay=..., round_leader=...,
    leftover=...).new_deal(seed + i, dealer=i % 2)``; every move is
    ``legal_moves()[Rng(seed + i + 0x9E3779B97F4A7C15).below(k)]`` over its k legal moves
    (docs/hurricane.md, "Batch"). Returns ``total`` (n, 2) int16 deal totals per seat and
    ``plays`` (n,) uint16 moves played; the same numbers for any ``threads``.

    >>> r = hurricane_playouts(3, seed=1)
    >>> r["total"].shape, bool((r["total"].sum(axis=1) <= 220).all())
    ((3, 2), True)
    """
    if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= 1_000_000_000:
        raise ValueError(f"n must be an int from 0 to 1000000000, got {n!r}")
    if isinstance(max_lay, bool) or not isinstance(max_lay, int) or not 1 <= max_lay <= 6:
        raise ValueError(f"max_lay must be an int from 1 to 6, got {max_lay!r}")
    _choice("opening_lay", opening_lay, ("fixed", "max_lay"))
    _choice("round_leader", round_leader, ("alternate", "non_dealer"))
    _choice("leftover", leftover, ("nobody", "last_capturer"))
    cdef uint64_t s = _seed(seed)
    cdef int t = _threads(threads)
    cdef int ml = max_lay
    cdef bint fixed = opening_lay == "fixed", alternate = round_leader == "alternate"
    cdef bint to_capturer = leftover == "last_capturer"
    cdef int64_t rows = n
    total = np.zeros((n, 2), dtype=np.int16)
    plays = np.zeros(n, dtype=np.uint16)
    cdef int16_t[:, ::1] tv = total
    cdef uint16_t[::1] mv = plays
    cdef int64_t start = 0, count
    while start < rows:
        count = min(CHUNK_DEALS, rows - start)
        with nogil:
            c_hurricane_playouts(count, s + <uint64_t>start, ml, fixed, alternate, to_capturer, t, &tv[start, 0],
                                 &mv[start])
        start += count
        PyErr_CheckSignals()
    return {"total": total, "plays": plays}


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
    ta = np.ascontiguousarray(tables, dtype=np.uint64)
    pa = np.ascontiguousarray(played, dtype=np.uint8)
    if ta.ndim != 1 or pa.ndim != 1 or ta.shape[0] != pa.shape[0]:
        raise ValueError("tables and played must be 1-d and have the same length")
    if (pa >= 52).any():
        raise ValueError("played card indices must be < 52")
    out = np.zeros(ta.shape[0], dtype=np.int32)
    cdef const uint64_t[::1] t = ta
    cdef const uint8_t[::1] p = pa
    cdef int32_t[::1] ov = out
    cdef int64_t n = t.shape[0]
    if n > 0:
        with nogil:
            c_uragan_capture_counts(n, &t[0], &p[0], &ov[0])
    return out


cdef extern from "pycards/batch.hpp" namespace "pycards::batch" nogil:
    void c_stos_coups "pycards::batch::stos_coups"(
        int64_t n, uint64_t seed, int threads, int8_t* dealer_gain, uint8_t* position, uint8_t* hidden) noexcept


def stos_coups(n, seed=0, threads=1):
    """Random Стос coups in C++ (GIL released, ``threads`` threads): coup i is
    ``pycards.game("stos").new_deal(seed + i, dealer=i % 2)`` with the hidden card drawn as card
    number ``Rng(seed + i + 0x9E3779B97F4A7C15).below(32)`` of the 32-card deck in index order.
    Returns a dict of numpy arrays: ``dealer_gain`` (n,) int8, the dealer's gain in thirds of the
    stake; ``position`` (n,) uint8, the catching card's 1-based position; ``hidden`` (n,) uint8,
    the hidden card's index.

    >>> r = stos_coups(4, seed=1)
    >>> sorted(set(r["dealer_gain"].tolist()) - {-3, -2, -1, 1, 2, 3})
    []
    """
    if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= 1_000_000_000:
        raise ValueError(f"n must be an int from 0 to 1000000000, got {n!r}")
    cdef uint64_t s = _seed(seed)
    cdef int t = _threads(threads)
    cdef int64_t rows = n
    gain = np.zeros(n, dtype=np.int8)
    pos = np.zeros(n, dtype=np.uint8)
    hidden = np.zeros(n, dtype=np.uint8)
    cdef int8_t[::1] gv = gain
    cdef uint8_t[::1] pv = pos
    cdef uint8_t[::1] hv = hidden
    cdef int64_t start = 0, count
    while start < rows:
        count = min(CHUNK_SHUFFLES, rows - start)
        with nogil:
            c_stos_coups(count, s + <uint64_t>start, t, &gv[start], &pv[start], &hv[start])
        start += count
        PyErr_CheckSignals()
    return {"dealer_gain": gain, "position": pos, "hidden": hidden}


cdef extern from "pycards/batch.hpp" namespace "pycards::batch" nogil:
    void c_tri_palki_games "pycards::batch::tri_palki_games"(
        int64_t n, uint64_t seed, int threads, bint floor_zero, bint recycle_shuffle, int sticks_to_lose,
        int move_limit, bint fewer_sticks, uint8_t* sticks, uint8_t* winner, uint16_t* played) noexcept


def tri_palki_games(n, seed=0, threads=1, floor_zero=0, recycle_shuffle=0, sticks_to_lose=3, move_limit=0,
                    limit_result="draw"):
    """Random whole Три палки games in C++ (GIL released, ``threads`` threads).

    Game i is ``pycards.game("tri_palki", **options).new_deal(seed + i, dealer=i % 2)``; every
    move is the hand's card number ``Rng(seed + i + 0x9E3779B97F4A7C15).below(k)`` of the k cards
    in index order. Returns a dict of numpy arrays: ``sticks`` (n, 2) uint8, ``winner`` (n,) uint8
    (0, 1, or 2 for a draw) and ``played`` (n,) uint16, the cards played.

    >>> r = tri_palki_games(3, seed=1)
    >>> [int(w) in (0, 1) for w in r["winner"]]
    [True, True, True]
    """
    if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= 1_000_000_000:
        raise ValueError(f"n must be an int from 0 to 1000000000, got {n!r}")
    for name, v, lo, hi in (("floor_zero", floor_zero, 0, 1), ("recycle_shuffle", recycle_shuffle, 0, 1),
                            ("sticks_to_lose", sticks_to_lose, 1, 20), ("move_limit", move_limit, 0, 100000)):
        if not isinstance(v, int) or not lo <= v <= hi:
            raise ValueError(f"{name} must be an int from {lo} to {hi}, got {v!r}")
    _choice("limit_result", limit_result, ("draw", "fewer_sticks"))
    cdef uint64_t s = _seed(seed)
    cdef int t = _threads(threads)
    cdef bint fz = floor_zero, rs = recycle_shuffle, fs = limit_result == "fewer_sticks"
    cdef int k = sticks_to_lose, ml = move_limit
    cdef int64_t rows = n
    sticks = np.zeros((n, 2), dtype=np.uint8)
    winner = np.zeros(n, dtype=np.uint8)
    played = np.zeros(n, dtype=np.uint16)
    cdef uint8_t[:, ::1] sv = sticks
    cdef uint8_t[::1] wv = winner
    cdef uint16_t[::1] pv = played
    cdef int64_t start = 0, count
    while start < rows:
        count = min(CHUNK_DEALS, rows - start)
        with nogil:
            c_tri_palki_games(count, s + <uint64_t>start, t, fz, rs, k, ml, fs, &sv[start, 0], &wv[start], &pv[start])
        start += count
        PyErr_CheckSignals()
    return {"sticks": sticks, "winner": winner, "played": played}


cdef extern from "pycards/batch.hpp" namespace "pycards::batch" nogil:
    int64_t c_commerce_keys "pycards::batch::commerce_keys"(
        const uint64_t* masks, int64_t n, int rule, uint8_t* out, int threads) noexcept
    int64_t c_troyki_hands "pycards::batch::troyki_hands"(
        const int8_t* cards, int64_t n, bint threes_below_single_nine, bint ten_multi_bust, int threads,
        uint8_t* cls, uint8_t* total, uint8_t* strength, uint8_t* multiplier) noexcept


def commerce_keys(masks, point_rule="flush3", threads=1):
    """Commerce (Торговля) keys of an array of three-card masks: a uint8 array, higher wins.

    The key is ``class << 5 | value`` (pycards.handeval documents it). The loop runs in C++ with
    the GIL released, in chunks (Ctrl-C stops it), split over ``threads`` threads (the same keys
    for any count). A mask that is not exactly three of the 52 cards raises ValueError naming its
    index.

    >>> import numpy as np, pycards as pc
    >>> commerce_keys(np.array([pc.CardSet.parse("4D 4S 4H").mask], dtype=np.uint64)).tolist()
    [98]
    """
    _choice("point_rule", point_rule, ("flush3", "best_suit"))
    cdef int t = _threads(threads)
    cdef const uint64_t[::1] m = np.ascontiguousarray(masks, dtype=np.uint64).reshape(-1)
    out = np.empty(m.shape[0], dtype=np.uint8)
    cdef uint8_t[::1] ov = out
    cdef int rule = 0 if point_rule == "flush3" else 1
    cdef int64_t rows = m.shape[0], start = 0, count, bad = -1
    cdef const uint64_t* src = &m[0] if rows > 0 else NULL
    while start < rows:
        count = min(CHUNK_SHUFFLES * 16, rows - start)
        with nogil:
            bad = c_commerce_keys(src + start, count, rule, &ov[start], t)
        if bad >= 0:
            raise ValueError(f"masks[{start + bad}] = {int(m[start + bad])} is not a hand of exactly three "
                             "of the 52 cards")
        start += count
        PyErr_CheckSignals()
    return out.reshape(np.shape(masks)) if np.ndim(masks) > 1 else out


def troyki_hands(cards, threes_rank="top", ten_multi="zero", threads=1):
    """Три тройки hands of an (n, 3) array of card indices (0..51, two decks: a card may repeat;
    -1 after the last card of a hand of one or two cards): a dict of uint8 arrays ``cls`` (the
    index in pycards.handeval.TROYKI_CLASSES), ``total``, ``strength`` and ``multiplier``.

    The loop runs in C++ with the GIL released, in chunks (Ctrl-C stops it), split over
    ``threads`` threads (the same results for any count). A row that is not 1 to 3 cards raises
    ValueError naming it.

    >>> import numpy as np
    >>> troyki_hands(np.array([[7, -1, -1], [1, 14, 27]], dtype=np.int8))["strength"].tolist()
    [11, 12]
    """
    _choice("threes_rank", threes_rank, ("top", "below_single_nine"))
    _choice("ten_multi", ten_multi, ("zero", "bust"))
    cdef int t = _threads(threads)
    a = np.asarray(cards)
    if a.ndim != 2 or a.shape[1] != 3:
        raise ValueError(f"cards must be an (n, 3) array of card indices, got shape {a.shape}")
    if a.size and (a.min() < -1 or a.max() > 51):
        raise ValueError("card indices must be 0 .. 51 (or -1 for no card)")
    cdef const int8_t[:, ::1] c = np.ascontiguousarray(a, dtype=np.int8)
    cdef int64_t rows = c.shape[0], start = 0, count, bad = -1
    out = {k: np.zeros(rows, dtype=np.uint8) for k in ("cls", "total", "strength", "multiplier")}
    cdef uint8_t[::1] cv = out["cls"], tv = out["total"], sv = out["strength"], mv = out["multiplier"]
    cdef bint below = threes_rank == "below_single_nine", bust = ten_multi == "bust"
    cdef const int8_t* src = &c[0, 0] if rows > 0 else NULL
    while start < rows:
        count = min(CHUNK_SHUFFLES * 16, rows - start)
        with nogil:
            bad = c_troyki_hands(src + 3 * start, count, below, bust, t, &cv[start], &tv[start], &sv[start],
                                 &mv[start])
        if bad >= 0:
            raise ValueError(f"cards[{start + bad}] = {a[start + bad].tolist()} is not a hand of 1 to 3 cards "
                             "(card indices first, then -1)")
        start += count
        PyErr_CheckSignals()
    return out
