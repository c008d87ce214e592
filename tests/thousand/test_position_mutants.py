"""Property test of issue 9: real positions of Тысяча and 1001 (random playouts, a few option sets,
3- and 4-player 1001) with one notation field mutated. Every mutant is rejected with ParseError /
InvalidPositionError, or accepted, and then it round-trips and a seeded random playout from it keeps
the invariants: the seat to move in range, None exactly when over, legal moves exactly when not
over, the 24 cards each once (hands, won tricks, the trick, the prikup)."""
import random

import pycards as pc
from tests.budget import budget

BAD = (pc.ParseError, pc.InvalidPositionError)
DECK = {r + s for r in "9TJQKA" for s in "CDHS"}

GAMES = [
    ("thousand", {}),
    ("thousand", {"prikup_buyout": True, "dark_bidding": True, "four_nines_redeal": True, "weak_hand_redeal": True}),
    ("thousand", {"golden_round": True, "poor_prikup_redeal": True, "ace_marriage": "trump", "bed_marriage": True,
                  "ace_marriage_in_a_row": True, "four_nines_bonus": "360", "minus_120_no_bidding": True}),
    ("thousand", {"four_nines_after_gift_redeal": True, "weak_hand_after_gift_redeal": True, "bid_step": 10,
                  "ace_marriage": "bonus", "marriage_bonus_declarer_only": True, "bolt": "any"}),
    ("thousand_one", {}),
    ("thousand_one", {"players": 4}),
    ("thousand_one", {"players": 4, "two_pass_play": "free", "single_step_raises": 1, "marriage_on_first_lead": 0}),
]


def split(text):
    head, *rest = text.split(" | ")
    return head, [tuple(f.split(" ", 1)) if " " in f else (f, "") for f in rest]


def join(head, fs):
    return " | ".join([head] + [f"{k} {v}".rstrip() for k, v in fs])


def cards(v):
    return [c for c in v.replace("/", " ").split() if c != "-"]


def check_invariants(s):
    over = s.is_over()
    moves = s.legal_moves()
    assert (s.to_move is None) == over, s.notation()
    assert bool(moves) == (not over), s.notation()
    if not over:
        assert 0 <= s.to_move < nplayers(s)
    f = dict(split(s.notation())[1])
    held = cards(f["hands"]) + cards(f["won"]) + cards(f["trick"])
    prikup = cards(f["prikup"])
    assert len(prikup) == 3 and set(prikup) <= DECK
    assert len(held) == len(set(held)), s.notation()
    assert set(held) <= DECK, s.notation()
    if len(held) == 21:
        assert set(held) | set(prikup) == DECK and not set(held) & set(prikup), s.notation()
    else:
        assert set(held) == DECK and set(prikup) <= set(held), s.notation()
    if nplayers(s) == 4:
        assert f["hands"].split(" / ")[s.dealer] == "-"


def playout(s, rng, limit=300):
    check_invariants(s)
    for _ in range(limit):
        if s.is_over():
            return
        s.play(rng.choice(s.legal_moves()))
        check_invariants(s)


def real_positions(rng, per_game=6):
    out = []
    for name, opts in GAMES:
        g = pc.game(name, **opts)
        for k in range(per_game):
            seed = rng.randrange(2**32)
            s = g.new_match(seed=seed) if k % 2 else g.new_deal(seed=seed, dealer=k % s_players(g))
            states = [s.copy()]
            for _ in range(rng.randrange(5, 80)):
                if s.is_over():
                    break
                s.play(rng.choice(s.legal_moves()))
                states.append(s.copy())
            out += [(g, t) for t in rng.sample(states, min(4, len(states)))]
    return out


def s_players(g):
    return nplayers(g.new_deal(seed=0, dealer=0))


def nplayers(s):
    return getattr(s, "players", 3)


def mutants(text, pool, rng):
    head, fs = split(text)
    i = rng.randrange(len(fs))
    key, value = fs[i]
    kind = rng.randrange(9)
    words = value.split()
    if kind == 0:  # splice the field from another position of the same game
        other = dict(split(rng.choice(pool))[1])
        if key in other:
            fs[i] = (key, other[key])
    elif kind == 1:  # drop the field
        del fs[i]
    elif kind == 2:  # duplicate a card: one card of the deck written in a second place
        where = [j for j, (k, v) in enumerate(fs) if cards(v) and k in ("hands", "won", "trick", "prikup")]
        if where:
            j = rng.choice(where)
            src = rng.choice([c for k, v in fs for c in cards(v) if k in ("hands", "won", "trick", "prikup")])
            ws = fs[j][1].split()
            idx = [n for n, w in enumerate(ws) if w in DECK]
            if idx:
                ws[rng.choice(idx)] = src
                fs[j] = (fs[j][0], " ".join(ws))
    elif kind == 3:  # a word becomes '-'
        if words:
            words[rng.randrange(len(words))] = "-"
            fs[i] = (key, " ".join(words))
        else:
            fs[i] = (key, "-")
    elif kind in (4, 5, 6):  # a number becomes huge, negative or another small number
        nums = [n for n, w in enumerate(words) if w.lstrip("-").isdigit()]
        if nums:
            n = rng.choice(nums)
            words[n] = {4: str(rng.choice([2**31, 2**63, 2**64, 10**30, 4095, 4096, 65535, 255])),
                        5: str(-rng.randrange(1, 300)),
                        6: str(rng.randrange(0, 9) * rng.choice([1, 5, 10, 40]))}[kind]
            fs[i] = (key, " ".join(words))
    elif kind == 7:  # garbage
        fs[i] = (key, rng.choice(["", "x", "1x", "+1", "0 0 0 0 0", "AH>9", "then", "/ /", "ZZ", "Кп", "10D",
                                  "1:marriage:H:60:0"]))
    else:  # a seat/seat swap: a small number or '-' in a seat field
        if key in ("turn", "declarer", "high", "leader", "maker", "darkbidder", "opener", "cutpenalty", "dealer",
                   "winner", "passed"):
            fs[i] = (key, rng.choice(["-", "0", "1", "2", "3", "0 1", "draw"]))
    return join(head, fs)


def test_mutated_positions_are_rejected_or_sound():
    rng = random.Random(20261201)
    positions = real_positions(rng)
    pools = {}
    for g, s in positions:
        pools.setdefault(id(g), []).append(s.notation())
    accepted = rejected = 0
    tries = budget(25, least=10)
    for g, s in positions:
        text = s.notation()
        assert g.position(text) == s  # the real position itself round-trips
        for _ in range(tries):
            m = mutants(text, pools[id(g)], rng)
            try:
                t = g.position(m)
            except BAD as e:
                assert len(str(e)) < 600
                rejected += 1
                continue
            accepted += 1
            u = g.position(t.notation())
            assert u == t and u.notation() == t.notation(), m
            playout(t, random.Random(rng.randrange(2**32)))
    print("accepted", accepted, "rejected", rejected)
    assert accepted > 4 * tries and rejected > 4 * tries, (accepted, rejected)
