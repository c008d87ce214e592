"""Pure-Python reference implementation of Тысяча (1000) and 1001 (Тысяча одно), written only
from docs/thousand.md, docs/thousand_one.md and docs/api.md,
for differential tests of the C++ library.  It does not import ``pycards``.

Modules: ``rules.py`` (cards, rounding, options, the card-play engine, ``card_play_value``),
``thousand.py`` (``ThousandDeal``, ``ThousandMatch``), ``thousand_one.py`` (``ThousandOneDeal``,
``ThousandOneMatch``).  This module re-exports them.

Conventions
===========
* A card is "<rank><suit>", rank in ``23456789TJQKA``, suit in ``CDHS``.  ``DECK24`` is in index
  order (index = suit*13 + rank): 9C TC JC QC KC AC 9D ... AS.  Trick order 9 < J < Q < K < T < A;
  card points A 11, T 10, K 4, Q 3, J 2, 9 0.  Marriage values (standard) S 40, C 60, D 80, H 100.
* Seats 0..n-1 clockwise; the left of seat s is s+1 (mod n).
* ``round5(n)``: remainder 1-2 down, 3-4 up.  ``half(b)`` = b/2 to a multiple of 5, exact half up.
* Options are keyword arguments named as in the rules files, validated (unknown name or value ->
  ValueError listing the allowed ones).  Defaults are the files' defaults: every house rule off.
  ``rospis_opponent_gain`` takes 60 | "half_bid" | "aces"; ``rospis_limit`` "none" | 3;
  ``four_nines_bonus`` "off" | 360 | 200; ``dark_score_condition`` "none" | ">=N" | ">N"; booleans
  accept True/False or "on"/"off".  ``rospis_by_aces`` (H37) overrides H10/H14 with aces/half_bid.

State API (both games)
----------------------
``legal_moves()`` (list of text, in a fixed order: compare as sets), ``play(text)`` (ValueError
if illegal, state unchanged), ``to_move`` (None when over), ``phase``, ``hands`` (list of sets per
seat), ``trump`` (suit letter or None), ``trick`` (list of (seat, card) in play order), ``tricks``
(won tricks per seat, each a list of 3 cards), ``declarer``, ``bid``, ``contract``, ``prikup``,
``card_points()``, ``bonus`` (credited declaration values per seat), ``declarations``
((seat, kind, suit, credited value, trick number)), ``history`` ((seat, text) per move; the forced
opening 100 of Тысяча is logged as (opener, "100") although it is not a move), ``snapshot()``
(plain dict), ``view(seat)``, ``copy()``, ``==``, ``deal_result()``, and the test helper
``play_position(...)`` building a card-play position from explicit hands.

Dealing
=======
The caller gives the order (24 cards, top card first) and the dealer; the match classes draw both
from ``random.Random(seed)`` unless a ``source`` callable is given.
* Тысяча (3 players only; the rules file has no 4-player form).  With ``cut_ritual`` on (default)
  the caller also gives ``cuts``, a list of cut positions in 1..23, consumed in order.  A cut at k
  turns ``order`` into ``order[k:] + order[:k]`` (the top k cards go under: "the lower packet on
  top"); the bottom card is the last one.  The cutter is the player left of the dealer: a 9 at the
  bottom -> he cuts again, after his third consecutive 9 he is penalised and the deck is dealt as
  it is; a J -> the dealer cuts once more (one more position) and the deck is dealt; anything else
  -> dealt.  Dealing: card i (0-based) of the final order goes to seat (dealer + 1 + i) % 3 for
  i < 21 (one at a time, clockwise from the dealer's left); cards 21, 22, 23 are the prikup.
* 1001: active players = the 3 seats clockwise from the dealer's left (with 4 players the dealer
  sits out).  Cards d4, d8, d12 (1-based) form the prikup; the other cards go one at a time to the
  active players in turn, starting left of the dealer (d1..d3, d5..d7, d9..d11, d13..d24).

Move texts (as the rules files' "Move text" sections)
=====================================================
Тысяча, with phases:
* "redeal" (H2, H3, H4, H21, H25; only a qualifying seat is asked): ``keep`` | ``redeal``.
* "bid": ``dark120`` | ``look`` (H22, first call of a seat bidding unseen), a number (``105``), or
  ``pass``.  The opening 100 is automatic.
* "buyout" (H31): ``buyout:<n>`` | ``decline``.
* "give": ``gift:<card>`` twice: first to the opponent on the declarer's left, then to the other.
  (The prikup is shown and taken automatically after the bidding: it is not a move.)
* "contract": ``contract:<C>`` | ``rospis`` (write-off).
* "play": the card (``KH``); a declaration is its own move on a lead: ``KH+M`` / ``QH+M``
  (marriage), ``QH+B`` / ``JH+B`` (bed marriage, H36), ``AH+AA`` (ace trump, H16 = trump).
* "over".
1001, with phases "bid" (``45`` | ``pass``), "prikup" (declarer after the bidding: ``keep`` |
``throw``; last hand after two passes: ``take`` | ``throw``), "give" (``gift:<card>`` twice),
"contract" (``contract:<C>``, and ``free`` with ``two_pass_play = free`` in the two-pass case),
"play" (``KH``, ``KH+M``, ``QH+M``), "over".

Results
=======
``deal_result()`` gives card points, bonuses, made, raw and final results per seat.  Тысяча:
``results`` is the change after the multipliers (bookkeeping steps 1-2); ``ThousandMatch`` applies
steps 3-10 and logs per deal ``applied`` (the real score change) and ``events`` (bolt, climb,
ignored, barrel_exit, fall, penalty, third_fall, samosval, golden_restart).  1001: ``results`` is
the score change (4-player dealer: his prikup score).

``card_play_value(state)``: exact minimax of the card play from ``state`` (phase "play"): the
declarer's final card points + his credited bonuses (already won included, unrounded), declarer
maximising, the other two minimising; declarations are moves like any other.

Rulings taken here (where the rules files are silent)
=====================================================
Тысяча
1. Move texts follow the rules file, not the brief's examples ("give 9C to 1" is ``gift:9C``;
   lead-and-declare is ``KH+M``), since the C++ side implements the rules file.
2. Cut ritual: positions come from the caller; too few -> ValueError.  A J seen after one or two
   9s also triggers the dealer's single cut.  The cut penalty is applied in bookkeeping step 7; it
   is lost if the deal is voided by a redeal (the file skips the bookkeeping of void deals).
   ``view`` lists the 9s shown as public cut cards.
3. H3/H4 (and H21/H25): only qualifying seats are asked, once each (four nines takes precedence as
   the reason).  H3/H4 are asked at the start of every deal, golden deals included.  A seat asked
   an H3/H4 question has seen its hand, so it may not bid in the dark.
4. H22 dark bidding: ``dark120``/``look`` is offered only while a dark 120 is legal (no bid yet or
   the bid below 120); otherwise an unseen seat looks automatically when its turn comes.  The seat
   that opens (the dealer, or the H1 substitute) chooses ``dark120`` or ``look``; ``look`` then
   opens 100 automatically.  The dark 120 ignores ``bid_step`` and ``single_step_raises``.  A dark
   deal is one whose declarer won with his dark 120; an overbid or a buyout cancels it.  The
   doubling of a dark deal also applies to a write-off.  H24/H27 hide the prikup from the
   non-declarers; H24 hides each gift from the opponent who did not receive it.
5. H1: an ineligible seat keeps its turns and is offered only ``pass`` (``decline`` in a buyout);
   it may not bid dark.
6. H2 is asked before any buyout and only when the winning bid is exactly 100 (never golden).
7. H31: the price is the smallest multiple of 120 strictly above the current bid; the asking order
   is the declarer's left, then the other non-declarer, alternating, until two consecutive
   declines; after a buyout it continues from the buyer's left.  Not offered in golden deals;
   offered even when the prikup is hidden (H27/H24).  The cap counts the 7 cards + the prikup.
8. Contract values: the bid itself, then every 100 + k*bid_step above it up to
   max(bid, cap on the 8 cards).  Golden deals: only ``contract:120`` unless H20.
9. Declarations: marriage and bed marriage share the once-per-suit rule; the ace trump (``+AA``) is
   a separate declaration (it may name any suit, also the current trump).  The H16 ``bonus`` 200
   and the H38 four-nines bonus are automatic when the first ace / 9 is played by a seat holding
   all four at that moment.  H41 zeroes only trump declarations of non-declarers (marriage, bed,
   ace trump); the ace bonus and the four nines still score for anybody.
10. Cap (bidding, buyout, contract): 120 + per suit the larger of marriage / bed marriage (H36) +
    200 for four aces (H16 not off) + the four-nines value (H38).
11. H26: declaring leads are always allowed; with no trump there is nothing to forbid.
12. H35: the obligation covers the 3 tricks after the trick of the ace declaration (the ace-trump
    lead, or the first ace in ``bonus`` mode); in them, if a plain ace is among his legal cards,
    only aces are legal for him (no declaration).
13. Bookkeeping: with ``bolt = consecutive`` every counted non-bolt deal resets the count (as
    declarer, write-offs included); void deals count for nothing.  H7 is applied before H8; with
    H8 off two seats climbing in the same deal both sit on the barrel.  The barrel-deal counter
    counts every deal (after the climbing one) at whose step 6 the seat is still on the barrel.
    Leaving the barrel by a qualifying positive result is not a fall.  Falls are counted even
    with H6 off.  A golden restart resets scores and every counter, not the deal count or the
    dealer rotation; if no restart is left the game goes on with the scores kept.
14. Golden "reached 120": the declarer's card points + bonuses >= 120 in a played deal.
15. ``max_deals`` counts played (non-void) deals.  A draw has no settlement (``None``);
    settlement uses 1000 also with H17.
16. ``round5`` of a negative number mirrors the positive rule (never needed by the rules).
1001
17. The "last hand" of the two-pass case is the third active seat in bidding order.  Its prikup is
    put into its hand when it takes it; the normal declarer's too, before ``keep``/``throw``.
18. ``single_step_raises``: the opening bid is 40 only and every raise exactly +5.
19. ``marriage_cap = none``: a seat holding a marriage may bid up to 400 (120 + all marriages, the
    most any declarer can take), so the list of bids stays finite.
20. Contracts are every multiple of 5 from the bid to max(bid, cap on the 8 cards).
"""
from .rules import (  # noqa: F401
    DECK24,
    MARRIAGE_TABLES,
    POINTS,
    POWER,
    card_index,
    card_play_value,
    half,
    points,
    round5,
    sort_cards,
    trick_winner,
)
from .thousand import (  # noqa: F401
    THOUSAND_OPTIONS,
    DealContext,
    ThousandDeal,
    ThousandMatch,
    cut_ritual,
)
from .thousand_one import ONE_OPTIONS, ThousandOneDeal, ThousandOneMatch  # noqa: F401
