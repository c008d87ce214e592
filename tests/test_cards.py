"""Cards and card sets: parsing, printing, set algebra, numpy conversion, bad input."""

import pickle

import numpy as np
import pytest

import pycards as pc
from pycards import Card, CardSet


@pytest.mark.parametrize(
    "text, canonical",
    [
        ("7H", "7H"), ("7h", "7H"), ("TD", "TD"), ("10D", "TD"), ("tD", "TD"), ("KS", "KS"),
        ("7♥", "7H"), ("10♦", "TD"), ("K♠", "KS"), ("A♣", "AC"), ("Q♡", "QH"), ("J♤", "JS"),
        ("7♥\ufe0f", "7H"),
        ("Кп", "KS"), ("7ч", "7H"), ("Тб", "AD"), ("Вт", "JC"), ("Дк", "QC"), ("10ч", "TH"),
        ("кк", "KC"), ("Т♠", "AS"), ("6Ч", "6H"),
    ],
)
def test_parse_card_spellings(text, canonical):
    assert str(Card.parse(text)) == canonical


def test_latin_t_is_ten_cyrillic_t_is_ace():
    assert str(Card.parse("T♠")) == "TS"
    assert str(Card.parse("Т♠")) == "AS"


@pytest.mark.parametrize("text", ["", "7", "1X", "7X", "7HH", "11H", "Kп", "Tч", "ZZ", "10", "♥7", "7 H"])
def test_bad_card_text_raises_value_error_naming_the_token(text):
    with pytest.raises(pc.ParseError) as err:
        Card.parse(text)
    assert isinstance(err.value, ValueError)
    assert "bad card" in str(err.value)


def test_mixed_script_error_prints_the_token_escaped():
    with pytest.raises(ValueError, match=r"K\\u043f.*mixes Latin and Cyrillic"):
        Card.parse("Kп")


def test_card_index_layout_and_attributes():
    c = Card.parse("7H")
    assert int(c) == 2 * 13 + 5 == c.index
    assert (c.rank, c.suit, c.rank_index, c.suit_index) == ("7", "H", 5, 2)
    assert [str(Card(i)) for i in (0, 12, 13, 51)] == ["2C", "AC", "2D", "AS"]
    assert Card(31) == Card("7H") == Card(Card("7H"))
    assert Card.parse("TH").unicode == "10♥"


def test_card_repr_reads_back_and_pickles():
    for i in range(52):
        c = Card(i)
        assert eval(repr(c), {"Card": Card}) == c
        assert pickle.loads(pickle.dumps(c)) == c


def test_card_hash_and_order():
    assert len({Card("7H"), Card("7♥"), Card(31)}) == 1
    assert sorted([Card("AS"), Card("2C"), Card("7H")]) == [Card("2C"), Card("7H"), Card("AS")]


@pytest.mark.parametrize("bad", [-1, 52, 2**64, -(2**70), 10**30])
def test_card_out_of_range_ints_raise(bad):
    with pytest.raises(ValueError):
        Card(bad)


@pytest.mark.parametrize("bad", [None, 1.5, [1], object()])
def test_card_wrong_types_raise_type_error(bad):
    with pytest.raises((TypeError, ValueError)):
        Card(bad)


def test_cardset_parse_print_and_iteration_order():
    s = CardSet.parse("7H KS 2C")
    assert str(s) == "2C 7H KS"
    assert [str(c) for c in s] == ["2C", "7H", "KS"]
    assert len(s) == 3 and s.mask == (1 << 0) | (1 << 31) | (1 << 50)
    assert CardSet.parse("7H, KS,2C") == s == CardSet(["7H", Card("KS"), 0])
    assert CardSet.parse("") == CardSet() == CardSet.parse("-")
    assert not CardSet() and s


def test_cardset_duplicate_and_bad_token():
    with pytest.raises(pc.ParseError, match="twice"):
        CardSet.parse("7H 7♥")
    with pytest.raises(pc.ParseError, match="'7X'"):
        CardSet.parse("7H 7X KS")


def test_cardset_algebra_and_membership():
    a, b = CardSet.parse("7H KS 2C"), CardSet.parse("KS AD")
    assert str(a | b) == "2C AD 7H KS"
    assert str(a & b) == "KS"
    assert str(a - b) == "2C 7H"
    assert str(a ^ b) == "2C AD 7H"
    assert "7H" in a and Card("KS") in a and 0 in a and "AD" not in a
    assert CardSet.parse("KS") <= a and CardSet.parse("KS") < a and a >= a and not a < a
    assert a.isdisjoint(CardSet.parse("3C")) and a.issuperset(CardSet.parse("2C"))
    assert str(a | Card("3C")) == "2C 3C 7H KS"


def test_cardset_repr_hash_pickle():
    s = CardSet.parse("7H KS 2C")
    assert eval(repr(s), {"CardSet": CardSet}) == s
    assert pickle.loads(pickle.dumps(s)) == s
    assert len({s, CardSet.parse("2C 7H KS")}) == 1


def test_cardset_masks_checked():
    assert CardSet.from_mask((1 << 52) - 1) == pc.DECK52
    for bad in (1 << 52, -1, 2**64, 2**200):
        with pytest.raises(ValueError):
            CardSet.from_mask(bad)
    with pytest.raises(TypeError):
        CardSet.from_mask("12")


def test_decks():
    sizes = {"DECK52": 52, "DECK40": 40, "DECK36": 36, "DECK32": 32, "DECK24": 24}
    for name, size in sizes.items():
        assert len(getattr(pc, name)) == size
    assert not any(c.rank in "89T" for c in pc.DECK40)
    assert {c.rank for c in pc.DECK36} == set("6789TJQKA")
    assert {c.rank for c in pc.DECK32} == set("789TJQKA")
    assert {c.rank for c in pc.DECK24} == set("9TJQKA")


def test_numpy_index_arrays():
    s = CardSet.parse("7H KS 2C")
    idx = s.indices()
    assert idx.dtype == np.uint8 and idx.tolist() == [0, 31, 50]
    assert CardSet.from_indices(idx) == s
    assert CardSet.from_indices(np.array([50, 0, 31], dtype=np.int64)) == s
    with pytest.raises(ValueError):
        CardSet.from_indices([0, 52])
    with pytest.raises(ValueError):
        CardSet.from_indices([3, 3])
    with pytest.raises(ValueError):
        CardSet.from_indices([-1])


def test_numpy_mask_arrays():
    sets = [CardSet.parse("7H"), CardSet(), pc.DECK52]
    masks = pc.to_masks(sets)
    assert masks.dtype == np.uint64
    assert pc.from_masks(masks) == sets
    with pytest.raises(ValueError):
        pc.from_masks(np.array([1 << 52], dtype=np.uint64))
    with pytest.raises(ValueError):
        pc.from_masks(np.array([-1]))
    with pytest.raises(ValueError):
        pc.from_masks(np.array([1.0]))
