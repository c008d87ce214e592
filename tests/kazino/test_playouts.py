"""pycards._batch.kazino_playouts against the same seeds played through the Python API.

Deal i is new_deal(seed + i, dealer=i % players), played with Rng(seed + i + 0x9E3779B97F4A7C15):
each move is legal_moves()[rng.below(k)] (State::random_playout in csrc/games/kazino/playouts.cpp,
which counts the captures instead of listing them). The replay uses the Python model of the
generator (the same as tests/test_rng.py).
"""

import pytest
from rng_model import M64
from rng_model import PyXoshiro as Xoshiro

import pycards as pc
from pycards import _batch

OFFSET = 0x9E3779B97F4A7C15
OPTIONS = [
    dict(),
    dict(players=3),
    dict(players=4),
    dict(players=4, partnerships=True),
    dict(multi_set=True),
    dict(leftover="last_capturer"),
    dict(players=4, partnerships=True, leftover="nobody", multi_set=True),
]


def replay_one(g, i, seed):
    s = g.new_deal(seed + i, dealer=i % g.options["players"])
    rng = Xoshiro((seed + i + OFFSET) & M64)
    plays = 0
    while not s.is_over():
        ids = s.legal_move_ids()
        s.play(ids[rng.below(len(ids))])
        plays += 1
    r = s.deal_result()
    return tuple(r["total"]), tuple(r["cards"]), plays


def row(out, i):
    return tuple(map(int, out["points"][i])), tuple(map(int, out["cards"][i])), int(out["plays"][i])


@pytest.mark.parametrize("options", OPTIONS, ids=str)
def test_batch_playouts_equal_the_python_api_on_the_same_seeds(options):
    n, seed = 60, 4321
    out = _batch.kazino_playouts(n, seed, **options)
    g = pc.game("kazino", **options)
    assert [row(out, i) for i in range(n)] == [replay_one(g, i, seed) for i in range(n)]


def test_playouts_deterministic_and_thread_independent():
    for options in (dict(), dict(players=3)):
        a = _batch.kazino_playouts(3000, 7, threads=1, **options)
        b = _batch.kazino_playouts(3000, 7, threads=2, **options)
        for k in a:
            assert (a[k] == b[k]).all()
        assert (a["cards"].sum(axis=1) == 52).all() and (a["plays"] == 47).all()
        assert a["points"].shape == (3000, options.get("players", 2))


def test_deals_past_the_first_chunk_keep_their_dealer():
    # the batch runs in chunks (Ctrl-C is polled between them); deal i's dealer is i % players
    out = _batch.kazino_playouts(16400, 11, players=3)
    g = pc.game("kazino", players=3)
    for i in (0, 16379, 16380, 16381, 16399):
        assert row(out, i) == replay_one(g, i, 11)


def test_points_are_the_deal_scores():
    out = _batch.kazino_playouts(2000, 3, players=4, partnerships=True)
    assert out["points"].shape == (2000, 2)
    assert (out["points"].sum(axis=1) <= 4).all() and (out["points"].sum(axis=1) >= 3).all()
    assert (out["cards"].sum(axis=1) == 52).all()


def test_random_playout_equals_the_listed_draw():
    # _kazino_random_deals (Rng(seed + i + 1)) and kazino_playouts draw the same way
    g = pc.game("kazino")
    assert pc._core._kazino_random_deals(g, 100, 5) == 47 * 100


@pytest.mark.parametrize(
    "kwargs,message",
    [
        (dict(n=-1), "n must be"),
        (dict(n=True), "n must be"),
        (dict(n=3, players=5), "players"),
        (dict(n=3, players=2, partnerships=True), "4 players only"),
        (dict(n=3, multi_set=1), "True or False"),
        (dict(n=3, leftover="table"), "leftover"),
        (dict(n=3, threads=0), "threads"),
    ],
)
def test_bad_arguments(kwargs, message):
    with pytest.raises((ValueError, TypeError), match=message):
        _batch.kazino_playouts(**kwargs)


def test_empty_batch():
    out = _batch.kazino_playouts(0)
    assert out["points"].shape == (0, 2) and out["plays"].shape == (0,)


# ---- the draw of one move: listed while the moves fit the buffer, counted past it ----------------

KMAX_MOVES = 32768  # kazino::kMaxMoves, the fixed buffer


def _random_states(n, seed, **options):
    import random

    g = pc.game("kazino", **options)
    rnd = random.Random(seed)
    for i in range(n):
        s = g.new_deal(seed + i, dealer=i % 2)
        for _ in range(rnd.randrange(40)):
            s.play(rnd.choice(s.legal_move_ids()))
        yield s


@pytest.mark.parametrize("options", [dict(), dict(multi_set=True)], ids=str)
def test_random_move_is_the_listed_draw_when_the_moves_fit_the_buffer(options):
    for k, s in enumerate(_random_states(60, 11, **options)):
        ids = s.legal_move_ids()
        assert pc._core._kazino_move_count(s) == len(ids) <= KMAX_MOVES
        assert pc._core._kazino_random_move(s, k) == ids[Xoshiro(k).below(len(ids))]


def _big(table_ranks, hand="KC"):
    """A multi_set deal's last move: seat 0 holds `hand` alone, every card of `table_ranks` is on
    the table, the other cards are in the piles."""
    ranks, suits = "23456789TJQKA", "CDHS"
    table = [r + s for r in table_ranks for s in suits]
    rest = [r + s for r in ranks for s in suits if r + s not in table and r + s != hand]
    half = len(rest) // 2
    return pc.game("kazino", multi_set=True).position(
        f"dealer 1 | turn 0 | hands {hand} / - | table {' '.join(table)} | stock - | "
        f"piles {' '.join(rest[:half])} / {' '.join(rest[half:])} | last 0 | deal"
    )


def test_the_counted_order_is_the_legal_moves_each_once():
    # the order of the draw past the buffer, on a position small enough to list (4869 moves)
    s = _big("A234")
    ids = s.legal_move_ids()
    k = pc._core._kazino_move_count(s)
    assert k == len(ids)
    assert sorted(pc._core._kazino_counted_move(s, r) for r in range(k)) == sorted(ids)
    with pytest.raises(ValueError, match="below the number of moves"):
        pc._core._kazino_counted_move(s, k)


def test_a_draw_past_the_buffer_is_a_legal_move():
    s = _big("A2345")  # a K against the 20 cards of values 1..5: 80600 moves
    assert pc._core._kazino_move_count(s) == 80600 > KMAX_MOVES
    drawn = [pc._core._kazino_random_move(s, seed) for seed in range(200)]
    assert all(s.is_legal(m) for m in drawn) and len(set(drawn)) > 190  # among tens of thousands


def test_a_draw_among_billions_of_unions_lists_nothing():
    # a K against the 36 cards of values 1..9: more than 2^32 unions, far too many to list; the
    # draw counts them by value (bounded memory) and builds the drawn one alone
    import resource

    s = _big("A23456789")
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    k = pc._core._kazino_move_count(s)
    assert k > 2**32
    with pytest.raises(pc.PycardsError, match="too many to list"):
        s.legal_move_ids()
    moves = {pc._core._kazino_random_move(s, seed) for seed in range(2)}
    assert len(moves) == 2 and all(s.is_legal(m) for m in moves)
    s.play(moves.pop())  # the random playout's move; the deal ends
    assert s.is_over()
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before < 64 * 1024  # KiB
