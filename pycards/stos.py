"""Стос (stos, a two-player Stoss / Faro): docs and exact amounts. Legality and settlement live in
the C++ core.

Rules: ``docs/stos.md``. Two 32-card decks, one per player. A draw picks the dealer (option
``dealer_rule``: "molodka", the lower card deals, or "starshiy", the higher); the punter hides one
card of his own deck (the only move: 32 choices, the card's text); the dealer turns up his deck
from the bottom, odd cards on his side and even cards on the punter's, and the first card of the
hidden rank wins for its side: 1 (same suit), 2/3 (same colour) or 1/3 (other colour) of the
stake. Options: ``stake`` (3), ``dealer_rule`` ("molodka"), ``coups`` (1), ``redraw_each_coup``
(1). ``scores()`` and solver values are in thirds of the stake (the amount itself when stake=3).

>>> import pycards as pc
>>> g = pc.game("stos")
>>> s = g.new_match(seed=7)
>>> s.phase, len(s.legal_moves()), len(s.stock)
('hide', 32, 32)
>>> s.play("QH")
>>> s.is_over(), sum(s.scores())
(True, 0)
>>> g.position(s.notation()) == s
True
"""

from __future__ import annotations

from fractions import Fraction

from pycards import _core
from pycards.cards import DECK32, Card, CardSet


def expected_value(hidden_card, stake=3, deck=None) -> Fraction:
    """The dealer's exact expected gain for the punter's ``hidden_card`` over every order of the
    dealer's deck (``deck``: a CardSet, the full 32-card deck by default), computed by
    combinatorics: the first card of the hidden rank lies at position i with probability
    C(n - i, m - 1) / C(n, m), and is each of the m cards of that rank alike. The punter's
    expectation is its negative.

    >>> expected_value("QH", 3)
    Fraction(413, 3596)
    >>> expected_value("7C", 1) == Fraction(413, 10788)
    True
    """
    deck = DECK32 if deck is None else deck
    if not isinstance(deck, CardSet):
        deck = CardSet(deck)
    if isinstance(stake, bool) or not isinstance(stake, int):
        raise TypeError(f"stake must be an int, not {type(stake).__name__}")
    if stake < 1:
        raise ValueError(f"stake must be at least 1, got {stake}")
    card = hidden_card if isinstance(hidden_card, Card) else Card(hidden_card)
    num, den = _core._stos_expected_gain(card, deck.mask)
    return Fraction(num, den) * stake


def transfer(state) -> Fraction | None:
    """The amount the last finished coup of ``state`` moved (an exact fraction of the stake), or
    None before any coup ended.

    >>> import pycards as pc
    >>> s = pc.game("stos", stake=1).new_deal(seed=3)
    >>> s.play("AS")
    >>> transfer(s) in (Fraction(1), Fraction(2, 3), Fraction(1, 3))
    True
    """
    r = state.deal_result()
    if r is None:
        return None
    num, den = r["amount"]
    return Fraction(num, den)


def balances(state) -> list[Fraction]:
    """Each seat's balance as an exact amount (``scores()`` times a third of the stake).

    >>> import pycards as pc
    >>> balances(pc.game("stos").new_deal(seed=1))
    [Fraction(0, 1), Fraction(0, 1)]
    """
    third = Fraction(state.stake, 3)
    return [b * third for b in state.scores()]


def coup_seed(seed: int, k: int) -> int:
    """Seed of coup ``k`` (0, 1, ...) of ``new_match(seed)``: its draw and shuffles come from
    ``Rng(coup_seed(seed, k))``.

    >>> coup_seed(7, 0) == coup_seed(7, 0) != coup_seed(7, 1)
    True
    """
    return _core._stos_coup_seed(seed, k)


def greedy_rule(state, rng):
    """The greedy rule (``pycards.bots.GreedyBot``): the punter hides a card drawn uniformly with
    ``rng``. Nothing a seat sees tells the cards apart: the dealer's deck is face down and
    reshuffled, and every hidden card has the same expectation (``expected_value``: 413/10788 of
    the stake to the dealer, whatever the card), so a one-ply rule has nothing to prefer.

    >>> import pycards as pc
    >>> s = pc.game("stos").new_deal(seed=1)
    >>> greedy_rule(s, pc.Rng(5)) == s.legal_moves()[pc.Rng(5).below(32)]
    True
    """
    from pycards import bots

    return bots.choose(state.legal_moves(), greedy_key(state), rng)


def greedy_key(state):
    """The key of the greedy rule (``key(move)``): 0 for every card, so every card ties and the
    rule draws one. The C++ twin (``greedy_move``) makes the same draw.

    >>> import pycards as pc
    >>> greedy_key(pc.game("stos").new_deal(seed=1))("AS")
    0
    """
    return lambda move: 0


__all__ = ["expected_value", "transfer", "balances", "coup_seed", "greedy_key", "greedy_rule"]
