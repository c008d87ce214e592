"""The generic battery: random playouts of every registered game keep the invariants.

Each game registers a conservation check in CONSERVED (what must stay constant over a game:
cards for card games, chips for the chip game). A new game without an entry fails here.
"""

import pickle
import random

import pytest

import pycards as pc


def _chip_total(s):
    return sum(s.chips) + s.pot


def _fishing_cards(s):
    cards = pc.CardSet(s.table)
    for part in list(s.hands) + list(s.piles):
        assert not (cards & part), "a card is in two places"
        cards = cards | part
    for c in s.stock:
        assert c not in cards
        cards = cards | c
    return cards


def _trick_cards(s):
    cards = pc.CardSet()
    for part in list(s.hands) + list(s.tricks) + [pc.CardSet(s.trick)]:
        assert not (cards & part), "a card is in two places"
        cards = cards | part
    return cards | getattr(s, "prikup", pc.CardSet())


CONSERVED = {
    "chip_game": _chip_total,
    "uragan": _fishing_cards,
    "thousand": _trick_cards,
    "thousand_one": _trick_cards,
}

SETUPS = {
    "chip_game": [dict(), dict(players=2, start_chips=4), dict(players=15, start_chips=20)],
    "uragan": [dict(), dict(players=4), dict(hand="open4")],
    "thousand": [dict(max_deals=2), dict(max_deals=2, dark_bidding=1, prikup_buyout=1, bed_marriage=1,
                                         ace_marriage="trump", four_nines_bonus=200, weak_hand_redeal=1)],
    "thousand_one": [dict(max_deals=2), dict(players=4, max_deals=2, two_pass_play="free")],
}

BAD_MOVES = ["zz", "", "7X", 2**63 + 12345, "deal deal"]


def cases():
    for name in pc.games():
        for opts in SETUPS.get(name, [dict()]):
            yield pytest.param(name, opts, id=f"{name}-{opts}")


def test_every_game_has_a_conservation_check():
    assert set(pc.games()) <= set(CONSERVED)


def check_rejects(s, rng):
    before, text = s.copy(), s.notation()
    legal = {str(m) for m in s.legal_moves()}
    for bad in BAD_MOVES:
        if str(bad) in legal:
            continue
        with pytest.raises(ValueError):
            s.play(bad)
        assert s == before and s.notation() == text


@pytest.mark.parametrize("name, opts", list(cases()))
def test_random_playouts_keep_invariants(name, opts):
    g = pc.game(name, **opts)
    conserved = CONSERVED[name]
    rng = random.Random(1234)
    for seed in range(12):
        s = g.new_match(seed=seed) if seed % 2 else g.new_deal(seed=seed, dealer=seed % 2)
        start = conserved(s)
        steps = 0
        while not s.is_over() and steps < 3000:
            moves = s.legal_moves()
            assert moves, "a game that is not over has a legal move"
            assert len({m.id for m in moves}) == len(moves) and len({str(m) for m in moves}) == len(moves)
            assert g.position(s.notation()) == s  # notation round-trips
            assert pickle.loads(pickle.dumps(s)) == s
            if steps % 7 == 0:
                check_rejects(s, rng)
            m = rng.choice(moves)
            assert g.parse_move(str(m)) == m  # move text round-trips
            twin = s.copy()
            how = rng.randrange(3)
            s.play(m if how == 0 else str(m) if how == 1 else m.id)
            assert conserved(s) == start
            twin.play(m)  # copies are independent: the copy was not changed by s.play
            assert twin == s
            steps += 1
        assert s.is_over() and s.to_move is None and s.legal_moves() == []
        assert g.position(s.notation()) == s
        before = s.copy()
        with pytest.raises(pc.IllegalMoveError):
            s.play(0)
        assert s == before
