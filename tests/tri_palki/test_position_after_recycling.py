"""What position() accepts once the stock has been recycled (docs/tri_palki.md, "Notation"): every
position of real games, and refusals of what no game reaches. After a recycling the pile holds the
cards played since, in order; unshuffled, the stock before it holds the cards played before them,
in order, and each card drawn from it is known to both players."""
import random
import re

import pytest

import pycards as pc
from pycards.tri_palki import card_value

OPTION_SETS = [{}, {"recycle_shuffle": 1}, {"floor_zero": 1},
               {"recycle_shuffle": 1, "floor_zero": 1, "sticks_to_lose": 4},
               {"move_limit": 70, "limit_result": "fewer_sticks"}]


@pytest.mark.parametrize("options", OPTION_SETS, ids=str)
def test_every_position_after_a_recycling_of_random_games_is_accepted(options):
    g = pc.game("tri_palki", **options)
    seen = 0
    for seed in range(40):
        s = g.new_deal(seed=seed, dealer=seed % 2)
        rng = random.Random(seed)
        while True:
            if s.recycles:
                assert g.position(s.notation()) == s, s.notation()
                seen += 1
            if s.is_over():
                break
            s.play(rng.choice(s.legal_moves()))
    assert seen > 300


def played_to(options, played, seed=4):
    """Seed 4's game (dealer 0) in random play, stopped after `played` cards (unfinished)."""
    g = pc.game("tri_palki", **options)
    s = g.new_deal(seed=seed, dealer=0)
    rng = random.Random(seed)
    while not s.is_over() and s.cards_played < played:
        s.play(rng.choice(s.legal_moves()))
    assert not s.is_over() and s.recycles == 1
    return g, s


def with_count(text, count):
    return re.sub(r"count -?\d+", f"count {count}", text)


def test_the_stock_and_the_pile_replayed_must_give_the_count():
    g, s = played_to({}, 40)
    assert s.count == 18 and g.position(s.notation()) == s
    with pytest.raises(pc.InvalidPositionError, match=r"stock and the pile \(the last 28 cards played, in order\) "
                                                      r"cannot give count 16 and sticks 1 2"):
        g.position(with_count(s.notation(), 16))


def test_the_stock_and_the_pile_replayed_must_give_the_sticks():
    g, s = played_to({}, 40)
    assert s.sticks == [1, 2]
    with pytest.raises(pc.InvalidPositionError, match="cannot give count 18 and sticks 1 0"):
        g.position(s.notation().replace("sticks 1 2", "sticks 1 0"))


def test_the_pile_after_a_shuffled_recycling_replayed_must_give_the_count():
    g, s = played_to({"recycle_shuffle": 1}, 45)
    assert s.count == 3 and len(s.pile) == 17 and g.position(with_count(s.notation(), -18)).count == -18
    # no count of a game goes below -80: the pile's cards from -80 give -18 at the lowest
    with pytest.raises(pc.InvalidPositionError, match=r"the pile \(the 17 cards played since the recycling, in order\) "
                                                      "cannot give count -19 and sticks 2 2"):
        g.position(with_count(s.notation(), -19))


def test_a_losing_stick_ends_the_game_on_its_card():
    g = pc.game("tri_palki")
    for seed in range(200):
        s = g.new_deal(seed=seed)
        rng = random.Random(seed)
        while not s.is_over():
            s.play(rng.choice(s.legal_moves()))
        if s.recycles and s.deal_result()["reason"] == "sticks":
            break
    assert s.recycles and s.deal_result()["reason"] == "sticks" and g.position(s.notation()) == s
    loser = 1 - s.winner
    # the last card swapped with the loser's lowest card: that one takes no stick, so the losing
    # stick would have come before the last card, and the game would have ended there
    last = str(s.pile[-1])
    low = min((str(c) for c in s.hands[loser]), key=card_value)
    swap = {last: low, low: last}
    moved = " ".join(swap.get(w, w) for w in s.notation().split(" "))
    with pytest.raises(pc.InvalidPositionError, match="cannot give count 0"):
        g.position(moved)


def test_known_cards_come_only_from_draws_of_the_recycled_stock():
    g, s = played_to({}, 29)
    text = s.notation()
    assert s.dealer == 0 and s.known[0] == pc.CardSet() and len(s.known[1]) == 1
    card = str(sorted(s.hands[0])[0])
    with pytest.raises(pc.InvalidPositionError, match="seat 0 has 1 known cards but drew only 0 from the recycled"):
        g.position(text.replace("known - /", f"known {card} /"))


def test_the_latest_draw_from_the_recycled_stock_is_known():
    g, s = played_to({}, 29)
    known = str(list(s.known[1])[0])
    with pytest.raises(pc.InvalidPositionError, match="seat 1 drew its last card from the recycled stock in public"):
        g.position(s.notation().replace(f"known - / {known}", "known - / -"))
