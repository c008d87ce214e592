"""state.view(seat): one documented type (pycards.View) in every game, holding what the seat has
seen. The generic test plays random games of every game and checks, at every step and for every
seat, against a pure-Python computation from the state: nothing hidden leaks, `unseen` is exactly
the deck minus everything the view shows, and the view agrees with the state."""

import copy
import doctest
import random
import re

import pytest

import pycards as pc

# every game of pc.games(), with the options that change what a seat sees
CONFIGS = {
    "chip_game": [{}, {"players": 2}, {"players": 7}],
    "uragan": [{}, {"players": 4}, {"hand": "open4"}],
    "hurricane": [{}, {"max_lay": 6, "leftover": "last_capturer"}],
    "thousand": [
        {},
        {"gift_visibility": "public", "dark_bidding": 1},
        {"dark_bidding": 1, "dark_hide_snos": 1, "gift_visibility": "public", "hide_prikup_at_100": 1},
        {"bed_marriage": 1, "ace_marriage": "trump", "four_nines_bonus": "360", "prikup_buyout": 1},
        {"ace_marriage": "bonus"},
    ],
    "thousand_one": [{}, {"players": 4}],
    "kazino": [{}, {"players": 3}, {"players": 4, "partnerships": True, "multi_set": True}],
    "tri_listika": [{}, {"trumps_in_play": 1, "khlyust_draw": "choice", "forced_may_exchange": 1}],
    "ton": [{}, {"players": 6, "trump_pick_includes_turned": 1}, {"players": 2, "others": "sit_out"}],
}
VIEW_CLASS = {"chip_game": "ChipGameView", "uragan": "UraganView", "hurricane": "HurricaneView",
              "thousand": "ThousandView", "thousand_one": "ThousandOneView", "kazino": "KazinoView",
              "tri_listika": "TriListikaView", "ton": "TonView"}
DECK = {"chip_game": pc.DECK52, "uragan": pc.DECK40, "hurricane": pc.DECK40, "thousand": pc.DECK24,
        "thousand_one": pc.DECK24, "kazino": pc.DECK52, "tri_listika": pc.DECK32, "ton": pc.DECK36}
EMPTY = pc.CardSet()
CARD_TOKEN = re.compile(r"(?<![0-9A-Z])[2-9TJQKA][CDHS](?![A-Z])")


def union(sets):
    out = pc.CardSet()
    for s in sets:
        out = out | pc.CardSet(s)
    return out


def declared_cards(kind, suit):
    """The cards a declaration shows: K+Q (marriage), Q+J (bed), the four aces, the four nines."""
    if kind == "marriage":
        return pc.CardSet.parse(f"K{suit} Q{suit}")
    if kind == "bed_marriage":
        return pc.CardSet.parse(f"Q{suit} J{suit}")
    if kind in ("ace_trump", "ace_bonus"):
        return pc.CardSet.parse("AC AD AH AS")
    if kind == "four_nines":
        return pc.CardSet.parse("9C 9D 9H 9S")
    raise AssertionError(f"unknown declaration kind {kind}")


def shown(v):
    """Every card the view shows, from its public attributes only (pure Python)."""
    if isinstance(v, pc._core.ChipGameView):
        return v.played
    out = v.hand | union(v.visible)
    if isinstance(v, pc._core.TriListikaView):
        out = out | pc.CardSet([v.turned]) | pc.CardSet([c for c in v.trick if c is not None])
        return out | v.seen
    if isinstance(v, pc._core.TonView):
        out = out | pc.CardSet([v.turned]) | pc.CardSet(v.trick) | pc.CardSet(v.prikup_up)
        return out | v.seen | (v.stock or pc.CardSet())
    if isinstance(v, (pc._core.HurricaneView, pc._core.KazinoView)):
        return out | v.table | union(v.piles)
    if isinstance(v, pc._core.UraganView):
        out = out | v.table | union(v.piles)
        if v.pending is not None:
            out = out | pc.CardSet([v.pending])
        return out
    out = out | union(v.tricks) | pc.CardSet(v.trick) | pc.CardSet([c for c, _ in v.gifts])
    out = out | union(declared_cards(kind, suit) for _, kind, suit, _, _ in v.declarations)
    if v.prikup is not None:
        out = out | v.prikup
    if isinstance(v, pc._core.ThousandView):
        out = out | v.cut_shown
    return out


def known_elsewhere(v, seat):
    """Trick games: the cards of another seat's hand this view may locate there (pure Python)."""
    out = pc.CardSet([c for c, to in v.gifts if to == seat])
    out = out | union(declared_cards(kind, suit) for p, kind, suit, _, _ in v.declarations if p == seat)
    return out


def check_view(s, seat, v):
    name = s.game_name
    assert isinstance(v, pc.View) and type(v).__name__ == VIEW_CLASS[name]
    assert v.game_name == name and v.seat == seat and v.phase == s.phase and v.to_move == s.to_move
    assert v.scores() == s.scores() and v.deck == DECK[name]
    # unseen is exactly the complement of everything shown
    seen = shown(v)
    assert v.unseen & seen == EMPTY and v.unseen | seen == v.deck
    # the notation names no card the seat has not seen
    assert not set(CARD_TOKEN.findall(v.notation())) & {str(c) for c in v.unseen}
    assert repr(v) == f"<{name} view {v.notation()}>"
    assert len(v.visible) == len(v.hand_sizes) == v.players and v.hand == v.visible[seat]
    if name == "chip_game":
        assert v.unseen == pc.CardSet(s.deck) and v.chips == s.chips and v.status == s.status
        assert v.pot == s.pot and v.dealer == s.dealer and v.deck_size == len(s.deck)
        assert v.hand_sizes == [0] * s.players and v.visible == [EMPTY] * s.players
        return
    hands = s.hands
    assert v.hand_sizes == [len(h) for h in hands]
    for j, h in enumerate(hands):
        assert v.visible[j] <= h  # a view never invents a card
    if name == "hurricane":
        assert v.hand == hands[seat] and v.visible[1 - seat] == EMPTY
        assert v.unseen == hands[1 - seat] | pc.CardSet(s.stock)
        assert v.table == s.table and v.piles == s.piles and v.stock_size == len(s.stock)
        assert v.dealer == s.dealer and v.last_capturer == s.last_capturer
        return
    if name == "uragan":
        down = union(pc.CardSet([c]) for seat_down in s.face_down for c in seat_down if c is not None)
        assert v.hand == hands[seat] - down
        for j, h in enumerate(hands):
            if j != seat:
                open4 = s.game.options["hand"] == "open4"
                assert v.visible[j] == (h - down if open4 else EMPTY)  # open4: face-up cards are public
        hidden = union(h - v.visible[j] for j, h in enumerate(hands))
        assert v.unseen == hidden | pc.CardSet(s.stock)
        assert v.table == s.table and v.piles == s.piles and v.stock_size == len(s.stock)
        assert v.dealer == s.dealer and v.hurricanes == s.hurricanes and v.last_player == s.last_player
        return
    if name == "tri_listika":
        check_tri_listika_view(s, seat, v)
        return
    if name == "ton":
        check_ton_view(s, seat, v)
        return
    if name == "kazino":
        assert v.hand == hands[seat]
        assert all(v.visible[j] == EMPTY for j in range(len(hands)) if j != seat)
        hidden = union(h for j, h in enumerate(hands) if j != seat)
        assert v.unseen == hidden | pc.CardSet(s.stock)
        assert v.table == s.table and v.piles == s.piles and v.stock_size == len(s.stock)
        assert v.dealer == s.dealer and v.last_capturer == s.last_capturer
        return
    # Тысяча / 1001
    in_dark = name == "thousand" and v.in_dark
    assert v.hand == (EMPTY if in_dark else hands[seat])
    unlocated = pc.CardSet([c for c, _ in v.gifts]) | (v.prikup or EMPTY)
    if name == "thousand":
        unlocated = unlocated | v.cut_shown
    for j, h in enumerate(hands):
        if j == seat:
            continue
        extra = v.visible[j] - known_elsewhere(v, j)
        if extra:  # only the shown prikup, located in the declarer's hand when every gift was seen
            assert j == v.declarer and v.prikup is not None and extra <= v.prikup
        hidden = h - v.visible[j]
        assert hidden & v.hand == EMPTY and hidden <= v.unseen | unlocated
    assert v.tricks == s.tricks and v.trick == s.trick and v.trick_seats == s.trick_seats
    assert v.declarations == s.declarations and v.trump == s.trump and v.declarer == s.declarer
    assert v.bid == s.bid and v.contract == s.contract and v.dealer == s.dealer
    assert v.tricks_played == s.tricks_played and v.bonus == s.bonus
    assert len(v.finished_tricks) <= s.tricks_played
    if v.prikup is not None:
        assert v.prikup == s.prikup
    state_gifts = [(c, to) for c, to in s.gifts]
    assert all(g in state_gifts for g in v.gifts)
    assert all(g in v.gifts for g in state_gifts if g[1] == seat)  # he sees the gift he received
    if v.declarer == seat:
        assert v.gifts == state_gifts
    if name == "thousand_one":
        assert v.active == s.active
        assert v.sitting_out == (s.dealer if s.players == 4 else None)


def check_tri_listika_view(s, seat, v):
    """Три листика: the others' hands (but a хлюст that won), the stock, the others' thrown cards and
    every card another seat played face down stay hidden; everything else is public."""
    hands = s.hands
    assert v.hand == hands[seat]
    for j, h in enumerate(hands):
        assert v.visible[j] == (h if j in (seat, s.khlyust) else EMPTY)
    hidden_down = union(f for j, f in enumerate(s.face_down) if j != seat)
    hidden_down = hidden_down | pc.CardSet(
        [c for c, d, p in zip(s.trick, s.trick_face_down, s.trick_seats) if d and p != seat])
    hidden = union(h for j, h in enumerate(hands) if j not in (seat, s.khlyust))
    hidden = hidden | pc.CardSet(s.stock) | union(t for j, t in enumerate(s.thrown) if j != seat) | hidden_down
    assert v.unseen == hidden
    assert v.seen == union(s.tricks) - hidden_down | s.thrown[seat] | pc.CardSet([s.turned]) | hands[seat] | (
        hands[s.khlyust] if s.khlyust is not None else EMPTY) | pc.CardSet(
        [c for c, d, p in zip(s.trick, s.trick_face_down, s.trick_seats) if not d or p == seat])
    assert v.trick == [None if d and p != seat else c for c, d, p in zip(s.trick, s.trick_face_down, s.trick_seats)]
    assert v.trick_seats == s.trick_seats and v.trick_face_down == s.trick_face_down
    assert v.tricks_won == s.tricks_won and v.declarations == s.declarations and v.pot == s.pot
    assert v.dealer == s.dealer and v.trump == s.trump and v.turned == s.turned and v.stock_size == len(s.stock)


def check_ton_view(s, seat, v):
    """Тон: the others' hands (but the face-up prikup cards a buyer took), the face-down prikup
    cards, the others' discards and the stock (but to the dealer's left deciding or having used the
    trump pick) stay hidden; tricks, the turned card and the face-up prikup cards are public."""
    hands = s.hands
    up = pc.CardSet(s.prikup_dealt[:s.prikup_up])
    assert v.hand == hands[seat]
    for j, h in enumerate(hands):
        if j == seat:
            assert v.visible[j] == h
        else:
            assert v.visible[j] == (h & up if j == s.buyer else EMPTY)
    shows_stock = seat == (s.dealer + 1) % s.players and (s.phase == "pick" or s.picked is not None)
    prikup_seen = pc.CardSet(s.prikup_dealt) if s.buyer == seat else up
    seen = union(s.tricks) | pc.CardSet(s.trick) | pc.CardSet([s.turned]) | hands[seat] | s.thrown[seat] | prikup_seen
    if shows_stock:
        seen = seen | s.stock
    assert v.seen == seen and v.unseen == pc.DECK36 - seen
    assert v.stock == (s.stock if shows_stock else None)
    assert v.trick == s.trick and v.trick_seats == s.trick_seats and v.tricks_won == s.tricks_won
    assert v.status == s.status and v.pot == s.pot and v.buyer == s.buyer
    assert v.prikup_up == s.prikup_dealt[:s.prikup_up]
    assert v.dealer == s.dealer and v.trump == s.trump and v.turned == s.turned and v.stock_size == len(s.stock)


def playouts(name, options, seed, max_steps=400):
    g = pc.game(name, **options)
    rng = random.Random(seed)
    s = g.new_match(seed=seed) if seed % 2 else g.new_deal(seed=seed, dealer=seed % 2)
    for _ in range(max_steps):
        yield s
        if s.is_over():
            return
        moves = s.legal_moves()
        marriages = [m for m in moves if "+" in str(m)]
        s.play(rng.choice(marriages) if marriages and rng.random() < 0.7 else rng.choice(moves))


def test_every_game_is_covered():
    assert set(pc.games()) == set(CONFIGS)


@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_views_of_random_playouts(name):
    steps = 0
    for options in CONFIGS[name]:
        for seed in range(10):
            previous = None
            for s in playouts(name, options, seed):
                before = s.notation()
                n = s.view(0).players
                views = [s.view(seat) for seat in range(n)]
                assert s.notation() == before  # taking a view changes nothing
                for seat, v in enumerate(views):
                    check_view(s, seat, v)
                    assert v == s.copy().view(seat) and hash(v) == hash(s.view(seat))
                assert len(set(views)) == n  # a view belongs to one seat
                if previous is not None:  # an older view is a value: later moves leave it alone
                    old, text = previous
                    assert old.notation() == text
                previous = (views[0], views[0].notation())
                steps += 1
    assert steps > 100


# ---- the common surface -------------------------------------------------------------------------
def some_states():
    return [pc.game(name, **CONFIGS[name][-1]).new_deal(seed=3) for name in sorted(CONFIGS)]


def test_view_is_an_immutable_value():
    for s in some_states():
        v = s.view(0)
        with pytest.raises(AttributeError):
            v.seat = 1
        with pytest.raises(AttributeError):
            v.anything = 1
        v.hand_sizes.append(99)
        v.visible.clear()
        assert v.hand_sizes == s.view(0).hand_sizes and len(v.visible) == len(s.view(0).visible)
        assert copy.copy(v) == v and copy.deepcopy(v) == v
        assert v != s.view(1) and v != s.notation() and v != 0
        with pytest.raises(TypeError):
            pc.View()


def test_views_of_different_games_differ():
    views = [s.view(0) for s in some_states()]
    assert len(set(views)) == len(views)
    assert all(isinstance(v, pc.View) for v in views)


@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_view_argument_errors(name):
    s = pc.game(name).new_deal(seed=1)
    n = len(s.view(0).hand_sizes)
    for bad in (-1, n, 2**70):
        with pytest.raises(pc.PycardsError, match=rf"seat must be in 0 \.\. {n - 1}"):
            s.view(bad)
    for bad in ("x", None, 1.0, True):
        with pytest.raises(TypeError, match="seat must be an int"):
            s.view(bad)


def test_view_docstring_example_and_docstrings():
    test = doctest.DocTestParser().get_doctest(pc.View.__doc__, {"pc": pc}, "View", None, 0)
    runner = doctest.DocTestRunner()
    runner.run(test)
    assert runner.failures == 0 and test.examples
    for cls in (pc.View, pc._core.UraganView, pc._core.HurricaneView, pc._core.ThousandView, pc._core.ThousandOneView,
                pc._core.ChipGameView):
        assert (cls.__doc__ or "").strip(), cls
        for member, obj in vars(cls).items():
            if not member.startswith("_"):
                assert (obj.__doc__ or "").strip(), f"{cls.__name__}.{member}"


# ---- Тысяча / 1001 ------------------------------------------------------------------------------
def winner_of(s, cards):
    return next(p for p, won in enumerate(s.tricks) if cards[0] in won)


@pytest.mark.parametrize("name, options", [("thousand", {}), ("thousand", {"bed_marriage": 1}),
                                           ("thousand_one", {}), ("thousand_one", {"players": 4})])
def test_finished_tricks_every_card_who_played_it_who_won(name, options):
    g = pc.game(name, **options)
    full = 0
    for seed in range(8):
        s, rng, log, current = g.new_deal(seed=seed), random.Random(seed), [], []
        n = s.view(0).players
        while not s.is_over():
            move = rng.choice(s.legal_moves())
            if s.phase == "play":
                current.append((s.to_move, pc.Card(str(move)[:2])))
            s.play(move)
            if len(current) == 3:
                log.append((len(log), tuple(current), winner_of(s, [c for _, c in current])))
                current = []
            for seat in range(n):
                v = s.view(seat)
                assert v.finished_tricks == log and v.tricks_played == len(log)
                assert [c for _, c in current] == v.trick and [p for p, _ in current] == v.trick_seats
        full += len(log) == 8
        if log:  # the notation holds the won cards, not the order: a parsed state logs from there on
            t = g.position(s.notation()).view(0)
            assert t.finished_tricks == [] and t.tricks == s.view(0).tricks and t.unseen == s.view(0).unseen
    assert full


@pytest.mark.parametrize("name, options", [("thousand", {}), ("thousand", {"bed_marriage": 1, "ace_marriage": "trump"}),
                                           ("thousand_one", {"players": 4})])
def test_declarations_are_public_and_locate_the_other_card(name, options):
    g, found = pc.game(name, **options), 0
    for seed in range(40):
        s, rng = g.new_deal(seed=seed), random.Random(seed)
        while not s.is_over() and not s.declarations:
            moves = s.legal_moves()
            declaring = [m for m in moves if "+" in str(m)]
            s.play(declaring[0] if declaring else rng.choice(moves))
        if not s.declarations:
            continue
        found += 1
        seat, kind, suit, _, _ = s.declarations[0]
        shown_cards = declared_cards(kind, suit)
        for x in range(s.view(0).players):
            v = s.view(x)
            assert v.declarations == s.declarations and v.bonus == s.bonus and v.trump == suit
            assert not shown_cards & v.unseen
            assert shown_cards & s.hands[seat] <= v.visible[seat]
    assert found >= 3


def test_thousand_gifts_private_or_public():
    for visibility in ("private", "public"):
        g = pc.game("thousand", gift_visibility=visibility)
        for seed in range(10):
            s, rng = g.new_deal(seed=seed), random.Random(seed)
            while not s.is_over() and len(s.gifts) < 2:
                s.play(rng.choice(s.legal_moves()))
            if len(s.gifts) < 2:
                continue
            d = s.declarer
            assert s.view(d).gifts == s.gifts
            for x in range(3):
                if x != d:
                    v = s.view(x)
                    assert v.gifts == (s.gifts if visibility == "public" else [g for g in s.gifts if g[1] == x])
                    other = next(c for c, to in s.gifts if to != x)
                    assert (other in v.visible[3 - d - x]) == (visibility == "public")
            break
        else:
            raise AssertionError("no deal reached the gifts")


def test_thousand_dark_bidder_has_not_seen_his_hand():
    g = pc.game("thousand", dark_bidding=1)
    for seed in range(30):
        s = g.new_deal(seed=seed)
        while not s.is_over() and "look" not in [str(m) for m in s.legal_moves()]:
            s.play(s.legal_moves()[0])
        if s.is_over():
            continue
        seat = s.to_move
        v = s.view(seat)
        assert v.in_dark and v.hand == EMPTY and v.hand_sizes[seat] == len(s.hands[seat])
        assert s.hands[seat] <= v.unseen and "?7" in v.notation()
        s.play("look")
        assert not s.view(seat).in_dark and s.view(seat).hand == s.hands[seat]
        return
    raise AssertionError("no dark call offered")


def test_thousand_one_four_players_sitting_out_dealer():
    g = pc.game("thousand_one", players=4)
    for seed in range(4):
        s, rng = g.new_deal(seed=seed, dealer=seed), random.Random(seed)
        v = s.view(seed)
        assert v.sitting_out == seed and seed not in v.active and v.hand == EMPTY
        assert v.hand_sizes[seed] == 0 and sorted(v.hand_sizes) == [0, 7, 7, 7]
        assert v.prikup is None and v.unseen == pc.DECK24  # he has seen nothing yet
        while s.phase == "bid":
            s.play(rng.choice(s.legal_moves()))
        v = s.view(seed)
        assert v.prikup == s.prikup and v.unseen == pc.DECK24 - s.prikup
        while not s.is_over() and len(s.gifts) < 2:
            s.play(rng.choice(s.legal_moves()))
        if len(s.gifts) == 2:
            v = s.view(seed)
            assert v.gifts == [] and v.visible == [EMPTY] * 4  # gifts go face down to the receivers
            for x in s.active:
                assert s.view(x).sitting_out == seed


# ---- Ураган / chip game -------------------------------------------------------------------------
def test_uragan_open4_face_down_cards_are_hidden_from_both():
    g = pc.game("uragan", hand="open4")
    s = g.new_deal(seed=5, dealer=0)
    down = [pc.CardSet([c for c in fd if c is not None]) for fd in s.face_down]
    assert all(len(d) == 2 for d in down)
    for seat in (0, 1):
        v = s.view(seat)
        assert v.hand == s.hands[seat] - down[seat] and v.hand_sizes[seat] == len(s.hands[seat])
        assert v.visible[1 - seat] == s.hands[1 - seat] - down[1 - seat]
        assert down[0] | down[1] <= v.unseen and "?2" in v.notation()
        assert v.unseen == down[0] | down[1] | pc.CardSet(s.stock)


def test_chip_game_everything_but_the_deck_order_is_public():
    s = pc.game("chip_game", players=3).new_match(seed=4)
    s.play("deal")
    a, b = s.view(0), s.view(2)
    assert a.notation().replace("seat 0", "seat 2", 1) == b.notation() and a != b
    assert a.unseen == pc.CardSet(s.deck) and a.played == pc.DECK52 - pc.CardSet(s.deck) and len(a.played) == 3
    assert a.chips == s.chips and a.scores() == s.scores() and a.hand == EMPTY
