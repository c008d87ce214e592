"""state.sample_world(seat, seed) in Тысяча and 1001: exact frequencies against a brute-force
enumeration of the consistent deals (chi-square at 99.9%), the inferences of docs/thousand.md
"Hidden information" (voids, the prikup card a hidden gift may have moved, the bidding cap, the
house rules H26 and H35, the variant must_beat_led) kept in every world, and the rules file's worked example."""
import itertools
import math
import random

import pytest
from scipy.stats import chi2

import pycards as pc

from .test_thousand import EX_BIDS, EX_GIFTS, EX_PLAY, example, play_all

ORDER = "9JQKTA"
VALUE = {"C": 60, "D": 80, "H": 100, "S": 40}
EMPTY = pc.CardSet()


def union(sets):
    out = pc.CardSet()
    for s in sets:
        out = out | s
    return out


def trump_at(view, i):
    """(trump suit or None, maker) during trick i, from the public declarations."""
    trump = maker = None
    for seat, kind, suit, _, trick in view.declarations:
        if trick <= i and kind in ("marriage", "bed_marriage", "ace_trump"):
            trump, maker = suit, seat
    return trump, maker


def tricks_seen(view):
    """(trick number, [(seat, card)...]) of every trick the view shows, the one on the table too."""
    for number, plays, _ in view.finished_tricks:
        yield number, list(plays)
    if view.trick:
        yield view.tricks_played, list(zip(view.trick_seats, view.trick))


def banned(view, opts):
    """Per seat, the cards it cannot hold, by the rules of following (independent of the C++)."""
    out = [set() for _ in range(view.players)]
    for number, plays in tricks_seen(view):
        trump, maker = trump_at(view, number)
        led = plays[0][1].suit
        for seat, card in plays[1:]:
            if card.suit != led:
                out[seat] |= {str(c) for c in pc.DECK24 if c.suit == led}
                if trump is not None and card.suit != trump:
                    out[seat] |= {str(c) for c in pc.DECK24 if c.suit == trump}
            elif opts.get("must_beat_led") and ORDER.index(card.rank) < ORDER.index(plays[0][1].rank):
                # he followed below the led card, so he held none of its suit above it
                out[seat] |= {str(c) for c in pc.DECK24
                              if c.suit == led and ORDER.index(c.rank) > ORDER.index(plays[0][1].rank)}
        leader, first = plays[0]
        declaring = any(t == number and s == leader and k in ("marriage", "bed_marriage", "ace_trump")
                        for s, k, _, _, t in view.declarations)
        if opts.get("trump_maker_no_trump_lead") and trump is not None and leader == maker and not declaring \
                and first.suit == trump:
            out[leader] |= {str(c) for c in pc.DECK24 if c.suit != trump}
    return out


def not_all_four(view, opts):
    """(seat, rank): H16 `bonus` / H38 — he played an ace (a nine) without the bonus, so he did not
    hold all four then (nor, as cards only leave a hand, at any later time)."""
    declared = {(seat, kind) for seat, kind, _, _, _ in view.declarations}
    out = set()
    for _, plays in tricks_seen(view):
        for seat, card in plays:
            if opts.get("ace_marriage") == "bonus" and card.rank == "A" and (seat, "ace_bonus") not in declared:
                out.add((seat, "A"))
            nines = opts.get("four_nines_bonus", "off") != "off"
            if nines and card.rank == "9" and (seat, "four_nines") not in declared:
                out.add((seat, "9"))
    return out


def hidden_places(view):
    """(the cards to place, [(place, size)]) : a place is a seat or "prikup"."""
    placed = union(view.visible) | union(view.tricks) | pc.CardSet(view.trick)
    places = [(p, n - len(view.visible[p])) for p, n in enumerate(view.hand_sizes) if n > len(view.visible[p])]
    cards = pc.DECK24 - placed
    if len(cards) > sum(n for _, n in places):
        places.append(("prikup", 3))
    return sorted(cards, key=str), places


def gift_receivers(view, s):
    """Seats that got a gift this view did not see (each holds at most one shown prikup card)."""
    seen = {to for _, to in view.gifts}
    return {to for _, to in s.gifts if to not in seen} if view.prikup is not None else set()


def consistent_deals(s, seat, opts):
    """Every consistent deal of the hidden cards, by brute force: a list of {place: set of cards}."""
    view = s.view(seat)
    cards, places = hidden_places(view)
    bans = banned(view, opts)
    receivers = gift_receivers(view, s)
    prikup = {str(c) for c in view.prikup} if view.prikup is not None else set()
    names = [str(c) for c in cards]
    # a receiver who played a prikup card played his gift: he holds no other
    used = {seat for _, plays in tricks_seen(view) for seat, card in plays if str(card) in prikup}
    used |= {p for p in receivers if prikup & {str(c) for c in view.visible[p]}}
    # the cut bottom the seat saw lies in the face-down prikup (once taken it is the declarer's,
    # or a hidden gift's: no other place is left to it)
    face_down = any(place == "prikup" for place, _ in places)
    bottom = str(view.cut_bottom) if face_down and getattr(view, "cut_bottom", None) is not None else None
    deals = []

    def rec(i, left, current):
        if i == len(places):
            deals.append(dict(current))
            return
        place, n = places[i]
        for combo in itertools.combinations(left, n):
            if place != "prikup" and any(c in bans[place] or c == bottom for c in combo):
                continue
            if place in receivers and len(prikup & set(combo)) > (0 if place in used else 1):
                continue
            current[place] = set(combo)
            rec(i + 1, [c for c in left if c not in combo], current)
        current.pop(place, None)

    rec(0, names, {})
    return deals


def deal_weight(s, seat, deal):
    """A deal's relative likelihood: 1, except that when the cut ended on a bottom card the seat
    did not see (a card other than a 9 or a J, the prikup's last), a face-down prikup with k such
    cards is k times as likely (docs/thousand.md "Hidden information")."""
    unseen_bottom = getattr(s, "cut_bottom", None) is not None and s.view(seat).cut_bottom is None
    if not unseen_bottom or "prikup" not in deal:
        return 1
    return sum(1 for c in deal["prikup"] if c[0] not in "9J")


def world_deal(w, places):
    out = {}
    for place, _ in places:
        out[place] = {str(c) for c in (w.prikup if place == "prikup" else w.hands[place])}
    return out


def check_frequencies(s, seat, opts, samples=3000):
    """Chi-square at 99.9%: the whole deal's frequency, and each card's place."""
    deals = consistent_deals(s, seat, opts)
    assert deals, "the position has no consistent deal"
    view = s.view(seat)
    _, places = hidden_places(view)
    hidden_of = {p: {str(c) for c in (s.prikup if p == "prikup" else s.hands[p])} - {str(c) for c in view.visible[p]}
                 if p != "prikup" else {str(c) for c in s.prikup} for p, _ in places}
    weights = [deal_weight(s, seat, d) for d in deals]
    deals = [d for d, x in zip(deals, weights) if x]
    weights = [x for x in weights if x]
    total = sum(weights)
    keys = [tuple(frozenset(d[p]) for p, _ in places) for d in deals]
    assert tuple(frozenset(hidden_of[p]) for p, _ in places) in keys  # the true deal is among them
    index = {k: i for i, k in enumerate(keys)}
    counts = [0] * len(keys)
    per_card = {}
    for k in range(samples):
        w = s.sample_world(seat, seed=k)
        d = world_deal(w, places)
        hidden = {p: d[p] - {str(c) for c in view.visible[p]} if p != "prikup" else d[p] for p, _ in places}
        key = tuple(frozenset(hidden[p]) for p, _ in places)
        assert key in index, f"an inconsistent world {key}"
        counts[index[key]] += 1
        for p, cs in hidden.items():
            for c in cs:
                per_card[c, p] = per_card.get((c, p), 0) + 1
    if len(keys) > 1:
        stat = sum((c - samples * x / total) ** 2 / (samples * x / total) for c, x in zip(counts, weights))
        assert stat < chi2.ppf(0.999, len(keys) - 1), (stat, len(keys))
    cards = {c for d in deals for cs in d.values() for c in cs}
    for c in cards:
        probs = {p: sum(x for d, x in zip(deals, weights) if c in d[p]) / total for p, _ in places}
        cells = [(per_card.get((c, p), 0), probs[p] * samples) for p, _ in places if probs[p] > 0]
        assert all(per_card.get((c, p), 0) == 0 for p, _ in places if probs[p] == 0)
        if len(cells) > 1:
            stat = sum((o - e) ** 2 / e for o, e in cells)
            assert stat < chi2.ppf(0.999, len(cells) - 1), (c, cells)
    return len(deals)


def play_until(game, seed, cond, max_steps=200, marriages=0.7, prefer=()):
    """A random playout of `game` from deal `seed` up to the first state where cond(s) holds
    (moves named in `prefer` are played whenever legal)."""
    rng = random.Random(seed)
    s = game.new_deal(seed=seed, dealer=seed % 3)
    for _ in range(max_steps):
        if cond(s):
            return s
        if s.is_over():
            return None
        moves = s.legal_moves()
        marr = [m for m in moves if "+" in str(m)]
        pref = [m for m in moves if str(m) in prefer]
        s.play(pref[0] if pref else rng.choice(marr) if marr and rng.random() < marriages else rng.choice(moves))
    return None


def find(game, cond, seeds=range(200)):
    for seed in seeds:
        s = play_until(game, seed, cond)
        if s is not None:
            return s
    raise AssertionError("no such position in the seeds tried")


def has_void(s, seat):
    v = s.view(seat)
    return any(b - {str(c) for c in v.visible[p]} for p, b in enumerate(banned(v, {})) if p != seat)


def test_frequencies_declarer_view_with_a_void():
    g = pc.game("thousand")
    s = find(g, lambda s: s.phase == "play" and s.tricks_played == 5 and not s.trick and has_void(s, s.declarer))
    n = check_frequencies(s, s.declarer, {})
    assert n > 1


def test_frequencies_opponent_view_hidden_gift():
    g = pc.game("thousand")
    # an opponent who did not see the other gift, with a shown prikup card still unplaced
    def cond(s):
        if s.phase != "play" or s.tricks_played != 4 or s.trick:
            return False
        seat = (s.declarer + 1) % 3
        v = s.view(seat)
        return bool(v.prikup - union(v.visible) - union(v.tricks))
    s = find(g, cond)
    seat = (s.declarer + 1) % 3
    n = check_frequencies(s, seat, {})
    assert n > 1


def test_frequencies_every_seat_mid_trick():
    g = pc.game("thousand")
    s = find(g, lambda s: s.phase == "play" and s.tricks_played == 5 and len(s.trick) == 1)
    for seat in range(3):
        check_frequencies(s, seat, {}, samples=2000)


def test_frequencies_thousand_one_four_players():
    g = pc.game("thousand_one", players=4)
    s = find(g, lambda s: s.phase == "play" and s.tricks_played == 5 and not s.trick)
    for seat in range(4):
        check_frequencies(s, seat, {}, samples=2000)


def test_frequencies_with_the_h26_inference():
    opts = {"trump_maker_no_trump_lead": True}
    g = pc.game("thousand", **opts)

    def cond(s):
        if s.phase != "play" or s.tricks_played < 4 or s.tricks_played > 5 or s.trick:
            return False
        v = s.view(s.declarer)
        return any(p != s.declarer and b - {str(c) for c in v.visible[p]} for p, b in enumerate(banned(v, opts)))
    s = find(g, cond, seeds=range(400))
    check_frequencies(s, s.declarer, opts, samples=2000)


def test_bidding_cap_is_kept():
    """A high bid above 120 proves marriages: the high bidder's hand allows his bid in every world."""
    g = pc.game("thousand")
    s = find(g, lambda s: s.phase == "bid" and s.bid and s.bid > 150)
    high = s.notation().split("| high ")[1].split(" |")[0]
    for seat in range(3):
        if str(seat) == high:
            continue
        for k in range(300):
            w = s.sample_world(seat, seed=k)
            assert w.cap(w.hands[int(high)]) >= s.bid


def test_bidding_cap_frequencies():
    """The high bidder's marriages in the worlds match the exact count (kernel-free)."""
    g = pc.game("thousand")
    s = find(g, lambda s: s.phase == "bid" and s.bid and s.bid > 160)
    high = int(s.notation().split("| high ")[1].split(" |")[0])
    seat = next(p for p in range(3) if p != high)
    view = s.view(seat)
    cards, places = hidden_places(view)
    names = [str(c) for c in cards]
    n_high = dict(places)[high]
    # exact: over the high bidder's possible hands, count the deals of the rest (multinomial)
    rest_sizes = [n for p, n in places if p != high]
    rest_ways = math.factorial(sum(rest_sizes)) // math.prod(math.factorial(n) for n in rest_sizes)
    by_suits = {}
    total = 0
    for hand in itertools.combinations(names, n_high):
        cs = pc.CardSet(" ".join(hand))
        if s.cap(cs) < s.bid:
            continue
        key = frozenset(x for x in "CDHS" if f"K{x}" in hand and f"Q{x}" in hand)
        by_suits[key] = by_suits.get(key, 0) + rest_ways
        total += rest_ways
    samples = 2000
    seen = {}
    for k in range(samples):
        h = {str(c) for c in s.sample_world(seat, seed=k).hands[high]}
        key = frozenset(x for x in "CDHS" if f"K{x}" in h and f"Q{x}" in h)
        seen[key] = seen.get(key, 0) + 1
    assert set(seen) <= set(by_suits)
    cells = [(seen.get(k, 0), v / total * samples) for k, v in by_suits.items()]
    if len(cells) > 1:
        stat = sum((o - e) ** 2 / e for o, e in cells)
        assert stat < chi2.ppf(0.999, len(cells) - 1), cells


def beat_facts(s, seat):
    """Cards must_beat_led alone bans (a follower below the led card), beyond what seat sees."""
    v = s.view(seat)
    plain, beat = banned(v, {}), banned(v, {"must_beat_led": True})
    return [(beat[p] - plain[p]) - {str(c) for c in v.visible[p]} for p in range(v.players)]


@pytest.mark.parametrize("name, opts", [
    ("thousand", {}),
    ("thousand", {"trump_maker_no_trump_lead": True}),
    ("thousand", {"gift_visibility": "public", "bed_marriage": True}),
    ("thousand", {"hide_prikup_at_100": True, "dark_bidding": True}),
    ("thousand", {"ace_marriage": "bonus", "four_nines_bonus": "200"}),
    ("thousand_one", {}),
    ("thousand_one", {"players": 4}),
    ("thousand", {"must_beat_led": True, "ace_marriage": "trump", "ace_marriage_in_a_row": True}),
    ("thousand", {"players": 4, "gift_visibility": "private", "hide_prikup_at_100": True}),
    ("thousand_one", {"players": 4, "must_beat_led": True}),
])
def test_known_voids_never_violated(name, opts):
    """Every world keeps the facts and replays its history (position() checks each play against
    the hands the world gives)."""
    g = pc.game(name, **opts)
    beat_needed = 0  # positions where must_beat_led's fact places a hidden card
    for seed in range(6):
        rng = random.Random(seed)
        s = g.new_deal(seed=seed, dealer=seed % 3)
        step = 0
        while not s.is_over() and step < 80:
            if s.phase == "play" and step % 2 == 0:
                for seat in range(s.view(0).players):
                    v = s.view(seat)
                    bans = banned(v, opts)
                    receivers = gift_receivers(v, s)
                    w = s.sample_world(seat, seed=step)
                    assert w.view(seat) == v and g.position(w.notation()) == w
                    beat_needed += any(beat_facts(s, seat))
                    for p, b in enumerate(bans):
                        assert not (b & {str(c) for c in w.hands[p]}), (seat, p)
                    for p in receivers:
                        played = pc.CardSet([c for _, plays in tricks_seen(v) for q, c in plays if q == p])
                        assert len(v.prikup & (w.hands[p] | played)) <= 1
                    for p, rank in not_all_four(v, opts):
                        played = pc.CardSet([c for _, plays in tricks_seen(v) for q, c in plays if q == p])
                        assert len([c for c in w.hands[p] | played if c.rank == rank]) < 4
            moves = s.legal_moves()
            s.play(rng.choice(moves))
            step += 1
    assert beat_needed or not opts.get("must_beat_led")


def test_worked_example_voids():
    """The rules file's deal after trick 3: P1 led ♥A with ♥ trump, P2 threw ♦9 and P0 ♠K, so both
    hold no heart; P2 and P0 followed spades and hearts before."""
    g, s = example()
    play_all(s, EX_BIDS + EX_GIFTS + ["contract:175"] + EX_PLAY[:9])
    assert s.tricks_played == 3 and s.trump == "H"
    hearts = {c for c in pc.DECK24 if c.suit == "H"}
    for seat in range(3):
        for k in range(200):
            w = s.sample_world(seat, seed=k)
            assert not hearts & set(w.hands[0]) and not hearts & set(w.hands[2])
            assert pc.Card.parse("QH") in w.hands[1]  # the declared marriage's other card
    # P0 received ♠10 (seen), P2 ♦9 (played): to P0 the gift to P2 was ♦9, a prikup card, so the
    # prikup's ♥A and ♠10 are placed and P2 holds no other prikup card
    for k in range(200):
        w = s.sample_world(0, seed=k)
        assert pc.CardSet("TH QH") <= w.hands[1] and w.hands[0] == s.hands[0]


def test_world_keeps_history_and_changes_nothing():
    g, s = example()
    play_all(s, EX_BIDS + EX_GIFTS + ["contract:175"] + EX_PLAY[:7])
    before = s.notation()
    w = s.sample_world(2, seed=5)
    assert s.notation() == before
    assert w.view(2) == s.view(2) and w.view(2).finished_tricks == s.view(2).finished_tricks
    assert w.sample_world(2, seed=9) == s.sample_world(2, seed=9)


def test_dark_bidder_does_not_see_his_own_hand():
    g = pc.game("thousand", dark_bidding=True)
    s = g.new_deal(seed=3, dealer=0)
    v = s.view(s.to_move)
    assert v.in_dark and v.hand == EMPTY
    hands = {str(s.sample_world(s.to_move, seed=k).hands[s.to_move]) for k in range(20)}
    assert len(hands) > 1  # his own cards are hidden from him too


@pytest.mark.parametrize("opts", [{"four_nines_redeal": True, "weak_hand_redeal": True},
                                  {"weak_hand_after_gift_redeal": True, "four_nines_after_gift_redeal": True},
                                  {"poor_prikup_redeal": True}, {"four_nines_redeal": True}])
def test_redeal_questions_stay_valid(opts):
    """The seat asked a redeal question qualifies in every world; the questions after it follow
    the world's hands (position() accepts each world)."""
    g = pc.game("thousand", **opts)
    found = 0
    for seed in range(300):
        s = play_until(g, seed, lambda s: s.phase == "redeal", prefer=("pass",))
        if s is None:
            continue
        found += 1
        for seat in range(3):
            for k in range(5):
                w = s.sample_world(seat, seed=k)
                assert g.position(w.notation()) == w and w.view(seat) == s.view(seat)
        if found >= 4:
            break
    assert found


def test_frequencies_with_a_hidden_prikup():
    """H27: a prikup taken at 100 is not shown; an opponent's worlds deal it with the declarer's
    unseen cards, no gift fact applies."""
    opts = {"hide_prikup_at_100": True}
    g = pc.game("thousand", **opts)

    def cond(s):
        return (s.phase == "play" and s.tricks_played == 5 and not s.trick and s.bid == 100
                and s.view((s.declarer + 1) % 3).prikup is None)
    s = find(g, cond, seeds=range(400))
    seat = (s.declarer + 1) % 3
    check_frequencies(s, seat, opts, samples=2000)
    for k in range(50):  # the world names a prikup of cards in play, and the parser takes it
        w = s.sample_world(seat, seed=k)
        assert g.position(w.notation()) == w


def test_thousand_one_declarer_bid_is_kept_before_the_play():
    """1001: before the card play the declarer's dealt cards (his hand and gifts, less the prikup)
    allowed his bid above 120, in every world (position() checks it too)."""
    g = pc.game("thousand_one")
    s = find(g, lambda s: s.phase in ("give", "contract") and s.bid and s.bid > 130, seeds=range(600))
    d = s.declarer
    for seat in range(3):
        for k in range(100):
            w = s.sample_world(seat, seed=k)
            dealt = w.hands[d] | pc.CardSet([c for c, _ in w.gifts])
            assert w.cap(dealt - w.prikup) >= s.bid
            assert g.position(w.notation()) == w


def test_cut_bottom_in_worlds():
    """The dealer saw the cut's bottom card: in his worlds it stays in the face-down prikup. The
    others know only that the ritual ended on a card other than a 9 or a J: their worlds' prikups
    hold k such cards with odds proportional to k (one of them is the bottom)."""
    from math import comb
    g = pc.game("thousand")
    s = next(t for t in (g.new_deal(seed=k, dealer=k % 3) for k in range(50))
             if t.cut_bottom is not None and not t.cut_shown)
    d = s.dealer
    for k in range(200):
        w = s.sample_world(d, seed=k)
        assert w.cut_bottom == s.cut_bottom and s.cut_bottom in w.prikup and w.view(d) == s.view(d)
        assert g.position(w.notation()) == w
    seat = (d + 1) % 3
    pool = pc.DECK24 - s.hands[seat]
    n_plain = sum(1 for c in pool if str(c)[0] not in "9J")
    weight = [comb(n_plain, k) * comb(len(pool) - n_plain, 3 - k) * k for k in range(4)]
    counts, bottoms = [0] * 4, set()
    samples = 3000
    for k in range(samples):
        w = s.sample_world(seat, seed=k)
        plain = [c for c in w.prikup if str(c)[0] not in "9J"]
        counts[len(plain)] += 1
        assert w.cut_bottom in plain and w.view(seat) == s.view(seat)
        bottoms.add(str(w.cut_bottom))
    assert counts[0] == 0 and len(bottoms) > 5
    total = sum(weight)
    stat = sum((c - samples * x / total) ** 2 / (samples * x / total) for c, x in zip(counts[1:], weight[1:]))
    assert stat < chi2.ppf(0.999, 2), (counts, weight)


def test_frequencies_dealer_knows_the_bottom_of_a_hidden_prikup():
    """H24: a dark deal hides the prikup and the gifts from the opponents, but the dealer (an
    opponent) saw the prikup's bottom card in the cut: it went to the declarer's hand, or as a
    hidden gift to the other opponent, or as his own gift to him."""
    opts = {"dark_bidding": True, "dark_hide_snos": True}
    g = pc.game("thousand", **opts)

    def cond(s):
        return (s.phase == "play" and s.tricks_played == 5 and not s.trick and s.dark
                and s.declarer != s.dealer and s.cut_bottom is not None)
    s = find(g, cond, seeds=range(3000))
    v = s.view(s.dealer)
    assert v.prikup is None and v.cut_bottom == s.cut_bottom
    check_frequencies(s, s.dealer, opts, samples=2000)
    for k in range(50):
        w = s.sample_world(s.dealer, seed=k)
        assert s.cut_bottom in w.prikup and g.position(w.notation()) == w


def test_frequencies_with_the_must_beat_led_inference():
    opts = {"must_beat_led": True}
    g = pc.game("thousand", **opts)

    def cond(s):
        return s.phase == "play" and 4 <= s.tricks_played <= 5 and not s.trick and any(beat_facts(s, s.declarer))
    s = find(g, cond, seeds=range(400))
    check_frequencies(s, s.declarer, opts, samples=2000)


def test_frequencies_prikup_card_forced_to_a_hidden_receiver():
    """Seat 0 saw the prikup TC TD AH and his own gift, not seat 2's. The declarer played AH on
    the KD lead, so he holds no diamond and the prikup's TD is seat 2's (a card with one place
    left). It is seat 2's one prikup card: TC cannot join it, a fact the kernel's mixture must
    count although TD has no choice of place (a position of a random match; before the fix most
    worlds gave seat 2 both)."""
    g = pc.game("thousand")
    s = g.position(
        "thousand | phase play | turn 2 | dealer 1 | hands 9C QC KC AC 9D JH / TC JC QH 9S QS AS / TD JD QD AD"
        " 9H TH KH | prikup TC TD AH | shown 1 | cut - | cutpenalty - | bottom AH | declarer 1 | bid 120 |"
        " contract 120 | high 1 | darkbidder - | opener 1 | passed 0 2 | unseen - | asked - | flags - |"
        " gifts TD>2 KC>0 | redeal - | queue - | declines 0 | won TS JS KS / - / - | played 1 JS KS TS |"
        " trick KD AH | leader 0 | trump - | maker - | bonus 0 0 0 | decls - | match 1 seed 27 started 8"
        " played 7 | scores -265 -80 -30 | barrel 0 0 0 deals 0 0 0 falls 0 0 0 nobarrel 0 0 0 | bolts 0 0 0"
        " | rospis 1 0 1 | golden 0 done 0 reached 0 restarts 0 | winner -")
    for k in range(200):
        w = s.sample_world(0, seed=k)
        assert pc.Card.parse("TD") in w.hands[2] and pc.Card.parse("TC") not in w.hands[2]
        assert g.position(w.notation()) == w
    check_frequencies(s, 0, {}, samples=2000)


def test_frequencies_thousand_four_players():
    """players=4: the sitting-out dealer sees neither gift (both hidden from him)."""
    g = pc.game("thousand", players=4)

    def cond(s):
        return s.phase == "play" and s.tricks_played == 5 and not s.trick and len(s.gifts) == 2

    s = None
    for seed in range(200):
        rng = random.Random(seed)
        t = g.new_deal(seed=seed, dealer=seed % 4)
        for _ in range(200):
            if cond(t) or t.is_over():
                break
            t.play(rng.choice(t.legal_moves()))
        if cond(t):
            s = t
            break
    assert s is not None
    check_frequencies(s, s.dealer, {}, samples=2000)
    check_frequencies(s, (s.dealer + 2) % 4, {}, samples=2000)
