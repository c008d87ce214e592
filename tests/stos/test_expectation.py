"""The exact expectation of docs/stos.md example 4: 413/10788 x S for the dealer whatever card is
hidden, by combinatorics (pycards.stos.expected_value), checked against every order of reduced
decks and against 10^6 seeded coups."""
from fractions import Fraction

import numpy as np
import pytest

import pycards as pc
import pycards.stos as stos
from pycards import _batch

from .reference import DECK32, brute_force_expectation, formula_expectation, kind


def test_first_catch_position_parity_479_and_420_over_899():
    from math import comb

    odd = sum(Fraction(comb(32 - i, 3), comb(32, 4)) for i in range(1, 30, 2))
    assert odd == Fraction(479, 899) and 1 - odd == Fraction(420, 899)


@pytest.mark.parametrize("card", DECK32)
def test_expected_value_is_413_over_10788_of_the_stake_for_every_card(card):
    for stake in (1, 3, 7):
        assert stos.expected_value(card, stake) == Fraction(413, 10788) * stake


@pytest.mark.parametrize("deck, hidden", [
    ("7C 7D 7H 7S 8C 8D 8H 8S", "7H"),
    ("7C 7D 7H 7S 8C 8D 9C", "7S"),
    ("QC QD QH 8S 9S TS JS", "QH"),
    ("AH AS 8C 9D TC JD KS", "AD"),  # the hidden card's twin is not in the deck
])
def test_expected_value_equals_the_mean_over_every_order_of_a_reduced_deck(deck, hidden):
    cards = deck.split()
    exact = brute_force_expectation(cards, hidden)
    assert stos.expected_value(hidden, 1, pc.CardSet.parse(deck)) == exact
    same = [c for c in cards if c[0] == hidden[0]]
    assert formula_expectation(len(cards), len(same), [kind(hidden, c)[1] for c in same]) == exact


def test_expected_value_refuses_a_deck_without_the_rank_and_bad_arguments():
    with pytest.raises(pc.OptionError):
        stos.expected_value("QH", 3, pc.CardSet.parse("7C 8C"))
    with pytest.raises(pc.ParseError):
        stos.expected_value("6H", 3)
    with pytest.raises(TypeError):
        stos.expected_value("QH", "3")
    with pytest.raises(ValueError):
        stos.expected_value("QH", 0)


def test_batch_coups_are_the_games_coups():
    r = _batch.stos_coups(64, seed=100)
    g = pc.game("stos")
    for i in range(64):
        s = g.new_deal(seed=100 + i, dealer=i % 2)
        s.play(int(r["hidden"][i]))
        res = s.deal_result()
        assert res["position"] == r["position"][i]
        assert r["dealer_gain"][i] == (res["thirds"] if res["side"] == "dealer" else -res["thirds"])
    two = _batch.stos_coups(64, seed=100, threads=2)
    assert all((two[k] == r[k]).all() for k in r)


def test_a_million_seeded_coups_within_4_standard_errors():
    r = _batch.stos_coups(1_000_000, seed=2026, threads=2)
    gain = r["dealer_gain"].astype(np.float64) * (3 / 3)  # thirds of S = 3: the amount itself
    exact = float(Fraction(413, 10788) * 3)
    se = gain.std(ddof=1) / np.sqrt(len(gain))
    assert abs(gain.mean() - exact) < 4 * se
    # the parity of the first catch
    odd = float((r["position"] % 2 == 1).mean())
    assert abs(odd - 479 / 899) < 4 * np.sqrt(479 / 899 * 420 / 899 / len(gain))


def test_stos_coups_argument_checks():
    for bad in (-1, 1.5, True):
        with pytest.raises(ValueError):
            _batch.stos_coups(bad)
    with pytest.raises(ValueError):
        _batch.stos_coups(2, threads=0)
    with pytest.raises(TypeError):
        _batch.stos_coups(2, seed="x")
