"""Тысяча (1000) and 1001 (Тысяча одно): docs and helpers. Legality and scoring live in the C++
core (``csrc/games/thousand/``).

Rules: ``docs/thousand.md`` and ``docs/thousand_one.md``. Every house
rule of Тысяча is an option, off by default (``pc.game("thousand").options`` lists them all).

Move texts: bids ``"105"`` / ``"pass"``, ``"gift:9D"`` (first to the declarer's left, then the
other opponent), ``"contract:175"`` or ``"rospis"``, cards ``"KH"``, declarations on a lead
``"KH+M"`` (marriage), ``"QH+B"`` (bed marriage), ``"AH+AA"`` (ace trump); 1001 adds ``keep``,
``take``, ``throw`` and ``free``. Move ids are stable (see ``decode_move_id``).

>>> import pycards as pc
>>> g = pc.game("thousand")
>>> s = g.new_deal(seed=7, dealer=0)
>>> s.phase, s.bid, [len(h) for h in s.hands], len(s.prikup)
('bid', 100, [7, 7, 7], 3)
>>> g.position(s.notation()) == s
True
>>> pc.game("thousand_one", players=4).new_deal(seed=1, dealer=0).active
[1, 2, 3]
"""

from __future__ import annotations

from pycards import _args, _core

#: Move id bases (stable): card play is ``card index | kind << 6`` (kind 0 plain, 1 ``+M``,
#: 2 ``+B``, 3 ``+AA``); the other moves add a number to a base.
GIFT_BASE = 256
BID_BASE = 0x1000
CONTRACT_BASE = 0x2000
BUYOUT_BASE = 0x3000
WORD_BASE = 0x4000
_DECK24 = _core.DECK24.mask
WORDS = ("pass", "redeal", "keep", "dark120", "look", "decline", "rospis", "throw", "take", "free")
KINDS = ("", "+M", "+B", "+AA")


def decode_move_id(move_id: int) -> tuple:
    """``("card", index, suffix)``, ``("gift", index)``, ``("bid", n)``, ``("contract", n)``,
    ``("buyout", n)`` or ``("word", text)`` for a Тысяча / 1001 move id. An id no move has
    raises ``pycards.ParseError``; a non-int ``TypeError``.

    >>> decode_move_id(0x1000 + 105), decode_move_id(37 | (1 << 6))
    (('bid', 105), ('card', 37, '+M'))
    """
    i = _args.move_id(move_id, "thousand")
    if i < GIFT_BASE:
        if not _DECK24 >> (i & 63) & 1:
            raise _args.bad_move_id(i, "thousand", "the card is not in the 24-card deck")
        return ("card", i & 63, KINDS[i >> 6])
    if i < GIFT_BASE + 64:
        if not _DECK24 >> (i - GIFT_BASE) & 1:
            raise _args.bad_move_id(i, "thousand", "the gift's card is not in the 24-card deck")
        return ("gift", i - GIFT_BASE)
    for name, base in (("bid", BID_BASE), ("contract", CONTRACT_BASE), ("buyout", BUYOUT_BASE)):
        if base <= i < base + 0x1000:
            return (name, i - base)
    if WORD_BASE <= i < WORD_BASE + len(WORDS):
        return ("word", WORDS[i - WORD_BASE])
    raise _args.bad_move_id(i, "thousand", "outside every range of move ids")


def deal_seed(seed: int, k: int) -> int:
    """Seed of deal ``k`` (void deals included) of ``new_match(seed)`` for both games.

    >>> deal_seed(7, 0) == deal_seed(7, 0) != deal_seed(7, 1)
    True
    """
    return _core.thousand_deal_seed(seed, k)


def deal_source(seed: int) -> tuple:
    """(the 24 cards top first, 4 cut positions) drawn by a deal seeded with ``seed``.

    >>> order, cuts = deal_source(3)
    >>> len(order), len(cuts), all(1 <= c <= 23 for c in cuts)
    (24, 4, True)
    """
    return _core.thousand_deal_source(seed)


def deal_from(game, order, cuts=(), dealer: int = 0):
    """A Тысяча deal of ``game`` from an explicit deck order (top first) and cut positions.

    >>> import pycards as pc
    >>> g = pc.game("thousand", cut_ritual=False)
    >>> s = deal_from(g, list(pc.DECK24), dealer=1)
    >>> str(s.prikup)
    'QS KS AS'
    """
    cards = [c if isinstance(c, _core.Card) else _core.Card.parse(str(c)) for c in order]
    return _core.thousand_deal_from(game, cards, list(cuts), dealer)


def match_from_scores(game, seed: int, scores):
    """A Тысяча match whose running scores start at ``scores`` (a resumed game).

    >>> import pycards as pc
    >>> match_from_scores(pc.game("thousand"), 1, [870, 0, 0]).scores()
    [870, 0, 0]
    """
    return _core.thousand_match_from_scores(game, seed, list(scores))


_ORDER = "9JQKTA"  # rank order low to high in both games
_POINTS = {"9": 0, "J": 2, "Q": 3, "K": 4, "T": 10, "A": 11}
_MARRIAGE = {"C": 60, "D": 80, "H": 100, "S": 40}
_WORD_CHOICE = {"keep": 3, "take": 3, "look": 3, "decline": 3, "redeal": 2, "pass": 1, "throw": 0, "dark120": 0}


def _marriage_suits(hand) -> set:
    """Suits whose K and Q the hand holds."""
    held = {str(c) for c in hand}
    return {s for s in "CDHS" if f"K{s}" in held and f"Q{s}" in held}


def _count(hand) -> int:
    """What a casual player counts in a hand: its card points, its marriages, and 30 for the
    prikup and the cards the others throw on its tricks."""
    return sum(_POINTS[c.rank] for c in hand) + sum(_MARRIAGE[s] for s in _marriage_suits(hand)) + 30


def _beats(card, best, led: str, trump) -> bool:
    """Does ``card`` beat ``best``, the card now winning a trick led in ``led``?"""
    if card.suit == best.suit:
        return _ORDER.index(card.rank) > _ORDER.index(best.rank)
    return trump is not None and card.suit == trump


def _cheap(card, keep: set) -> tuple:
    """Sort key: the cheapest card first; cards of a marriage still held come last."""
    return (card.suit in keep and card.rank in "KQ", _POINTS[card.rank], _ORDER.index(card.rank))


def _card_of(move):
    from pycards.cards import Card

    return Card.parse(str(move).split("+")[0])


def greedy_key(state):
    """The key of Тысяча's and 1001's greedy rule for ``state`` (``key(move)``; the rule plays its
    argmax, ``pycards.bots.choose``): the word moves by preference; the lowest bid within the
    count (else the first other move, named); the cheapest gift; the lowest contract; ``decline``
    named; the most valuable declaration; then the cheapest card (that beats the trick, when one
    does).

    >>> import pycards as pc
    >>> s = pc.game("thousand").new_deal(seed=1, dealer=0)
    >>> key = greedy_key(s); max(key(m) for m in s.legal_moves()) == key(greedy_rule(s, pc.Rng(1)))
    True
    """
    from pycards.bots import named

    moves = state.legal_moves()
    view = state.view(state.to_move)
    hand = view.hand
    texts = [str(m) for m in moves]
    if all(t in _WORD_CHOICE for t in texts):
        return lambda m: _WORD_CHOICE[str(m)]
    if any(t.isdigit() for t in texts):  # bidding
        count = _count(hand)
        if any(t.isdigit() and int(t) <= count for t in texts):
            return lambda m: (str(m).isdigit() and int(str(m)) <= count, -int(str(m)) if str(m).isdigit() else 0)
        return named(next(m for m in moves if not str(m).isdigit()))
    keep = _marriage_suits(hand)

    def cheap(m) -> tuple:
        return tuple(-x for x in _cheap(_card_of(m), keep))

    if texts[0].startswith("gift:"):
        return lambda m: tuple(-x for x in _cheap(_card_of(str(m)[5:]), keep))
    if any(t.startswith("contract:") for t in texts):
        return lambda m: (str(m).startswith("contract:"), -int(str(m)[9:]) if str(m).startswith("contract:") else 0)
    if any(t.startswith(("buyout:",)) for t in texts):
        return named("decline")

    def declares(m) -> bool:
        return str(m).endswith(("+M", "+B", "+AA"))

    if any(declares(m) for m in moves):
        def declaration(m) -> tuple:
            return (True, _MARRIAGE[_card_of(m).suit], str(m).endswith("+M")) if declares(m) else (False, 0, False)

        return declaration
    trick = view.trick
    if not trick:
        return cheap
    led = trick[0].suit
    best = trick[0]
    for c in trick[1:]:
        if _beats(c, best, led, view.trump):
            best = c
    can_win = any(_beats(_card_of(m), best, led, view.trump) for m in moves)
    return lambda m: (not can_win or _beats(_card_of(m), best, led, view.trump), cheap(m))


def greedy_rule(state, rng):
    """Тысяча's and 1001's greedy rule, a casual player's (``pycards.bots.GreedyBot``): bid while
    the bid is within what it counts in its hand (card points + marriages + 30), otherwise pass;
    keep its cards (no redeal, throw or write-off; ``look`` rather than bid in the dark); give away
    its two cheapest cards outside its marriages; announce the lowest contract; in the play declare
    its most valuable marriage when it can, otherwise lead its cheapest card, and follow with the
    cheapest card that beats the trick so far, or else with its cheapest card. It reads only the
    seat's view (its hand, the trick, the trump) and the legal moves. Its key is
    :func:`greedy_key`; the C++ twin (``greedy_move``) plays the same moves with the same draws.

    >>> import pycards as pc
    >>> s = pc.game("thousand").new_deal(seed=1, dealer=0)
    >>> greedy_rule(s, pc.Rng(1)) in s.legal_moves()
    True
    """
    from pycards.bots import choose

    return choose(state.legal_moves(), greedy_key(state), rng)


__all__ = ["decode_move_id", "deal_seed", "deal_source", "deal_from", "match_from_scores", "greedy_key", "greedy_rule"]
