"""Тысяча / 1001: the finished tricks in the notation (the `played` field, docs/thousand.md
"Position notation"). position() replays them from the hands held when play began and refuses,
naming the trick, what the rules could not have produced (one test per refusal); a state made by
position() keeps them, so its view and its sampled worlds keep their voids."""
import random

import pytest

import pycards as pc

GAMES = [("thousand", {}), ("thousand_one", {}), ("thousand_one", {"players": 4})]
SUITS = "CDHS"


def get(text, key):
    for part in text.split(" | "):
        if part.split(" ", 1)[0] == key:
            return part.split(" ", 1)[1] if " " in part else ""
    raise KeyError(key)


def put(text, **fields):
    parts = text.split(" | ")
    for i, part in enumerate(parts):
        key = part.split(" ", 1)[0]
        if key in fields:
            parts[i] = key + " " + fields[key]
    return " | ".join(parts)


def tricks(text):
    """The played field as [[leader, [cards]], ...] (declaration suffixes kept on the lead)."""
    played = get(text, "played")
    if played == "-":
        return []
    return [[int(w[0]), w[1:]] for w in (t.split() for t in played.split(" / "))]


def played_text(ts):
    return " / ".join(str(lead) + " " + " ".join(cards) for lead, cards in ts) or "-"


def seats_of(s, leader):
    active = s.view(0).active if hasattr(s.view(0), "active") else (0, 1, 2)
    i = list(active).index(leader)
    return [active[(i + k) % 3] for k in range(3)]


def playouts(name, options, seeds, min_tricks=2):
    """Mid-play states (no card on the table) of random play, each with the trump of every trick."""
    g = pc.game(name, **options)
    players = g.new_deal(seed=0).view(0).players
    for seed in seeds:
        s, rng, trumps = g.new_deal(seed=seed, dealer=seed % players), random.Random(seed), []
        while not s.is_over():
            if s.phase == "play" and len(s.trick) == 1 and len(trumps) == s.tricks_played:
                trumps.append(s.trump)
            if s.phase == "play" and not s.trick and s.tricks_played >= min_tricks and rng.random() < 0.3:
                yield s, trumps[: s.tricks_played]
                break
            s.play(rng.choice(s.legal_moves()))


def rejects(g, text, *words, cls=pc.InvalidPositionError):
    with pytest.raises(cls) as e:
        g.position(text)
    for w in words:
        assert w in str(e.value), (w, str(e.value))


def swap_in_trick(s, k, i, new):
    """The notation with card i of trick k replaced by `new` from the player's hand (and the old
    card back in that hand, the won pile of the trick's winner edited to match)."""
    text = s.notation()
    ts = tricks(text)
    old = ts[k][1][i][:2]
    seat = seats_of(s, ts[k][0])[i]
    ts[k][1][i] = new
    hands = get(text, "hands").split(" / ")
    hands[seat] = " ".join(c if c != new else old for c in hands[seat].split())
    won = [" ".join(new if c == old else c for c in w.split()) for w in get(text, "won").split(" / ")]
    return put(text, played=played_text(ts), hands=" / ".join(hands), won=" / ".join(won))


@pytest.mark.parametrize("name, options", GAMES)
def test_round_trip_keeps_the_tricks(name, options):
    g, n = pc.game(name, **options), 0
    for s, _ in playouts(name, options, range(30), min_tricks=1):
        text = s.notation()
        assert get(text, "played") != "-" and len(tricks(text)) == s.tricks_played
        t = g.position(text)
        assert t == s and t.notation() == text
        assert t.view(1).finished_tricks == s.view(1).finished_tricks
        n += 1
    assert n >= 10


@pytest.mark.parametrize("name, options", GAMES)
def test_wrong_leader(name, options):
    g = pc.game(name, **options)
    s, _ = next(playouts(name, options, range(40), min_tricks=3))
    ts = tricks(s.notation())
    for k in (0, 2):
        bad = [list(t) for t in ts]
        bad[k][0] = next(p for p in seats_of(s, ts[k][0]) if p != ts[k][0])
        rejects(g, put(s.notation(), played=played_text(bad)), f"trick {k + 1} is led by seat")


@pytest.mark.parametrize("name, options", GAMES)
def test_not_following_suit(name, options):
    g = pc.game(name, **options)
    for s, _ in playouts(name, options, range(200)):
        ts = tricks(s.notation())
        for k, (lead, cards) in enumerate(ts):
            led = cards[0][1]
            for i in (1, 2):
                seat = seats_of(s, lead)[i]
                other = [str(c) for c in s.hands[seat] if str(c)[1] != led]
                if cards[i][1] == led and other:
                    rejects(g, swap_in_trick(s, k, i, other[0]), f"trick {k + 1}", "but held the led suit")
                    return
    pytest.fail("no such trick found")


def test_not_trumping():
    g = pc.game("thousand")
    for s, trumps in playouts("thousand", {}, range(600), min_tricks=4):
        for k, (lead, cards) in enumerate(tricks(s.notation())):
            trump, led = trumps[k], cards[0][1]
            for i in (1, 2):
                seat = seats_of(s, lead)[i]
                other = [str(c) for c in s.hands[seat] if str(c)[1] not in (led, trump)]
                if trump and led != trump and cards[i][1] == trump and other:
                    rejects(g, swap_in_trick(s, k, i, other[0]), f"trick {k + 1}", "held the trump")
                    return
    pytest.fail("no such trick found")


@pytest.mark.parametrize("name, options", GAMES)
def test_a_card_in_two_places(name, options):
    g = pc.game(name, **options)
    s, _ = next(playouts(name, options, range(40)))
    text = s.notation()
    ts = tricks(text)
    held = str(next(c for h in s.hands for c in h))
    bad = [[lead, list(cards)] for lead, cards in ts]
    bad[1][1][2] = held
    rejects(g, put(text, played=played_text(bad)), "trick 2", held, "also in a hand")
    bad = [[lead, list(cards)] for lead, cards in ts]
    bad[1][1][2] = bad[0][1][1][:2]
    rejects(g, put(text, played=played_text(bad)), "trick 2", "appears twice in the played tricks")


def test_a_marriage_without_the_pair():
    g = pc.game("thousand")
    for s, _ in playouts("thousand", {}, range(300)):
        text = s.notation()
        if get(text, "decls") != "-":
            continue
        for k, (lead, cards) in enumerate(tricks(text)):
            c = cards[0]
            partner = ("Q" if c[0] == "K" else "K") + c[1]
            mine = {str(x) for x in s.hands[lead]} | {t[1][seats_of(s, t[0]).index(lead)][:2] for t in tricks(text)}
            if k == 0 or c[0] not in "KQ" or partner in mine:
                continue
            value = {"C": 60, "D": 80, "H": 100, "S": 40}[c[1]]
            ts = tricks(text)
            ts[k][1][0] = c + "+M"
            bonus = ["0", "0", "0"]
            bonus[lead] = str(value)
            bad = put(text, played=played_text(ts), decls=f"{lead}:marriage:{c[1]}:{value}:{k}", bonus=" ".join(bonus),
                      trump=c[1], maker=str(lead))
            rejects(g, bad, f"trick {k + 1}", f"declared {c}+M without holding")
            return
    pytest.fail("no such lead found")


def test_a_lead_suffix_without_its_declaration():
    g = pc.game("thousand")
    s, _ = next(playouts("thousand", {}, range(40)))
    ts = tricks(s.notation())
    ts[1][1][0] += "+M"
    rejects(g, put(s.notation(), played=played_text(ts)), "trick 2 leads", "its declaration in decls is none")


@pytest.mark.parametrize("name, options", GAMES[:2])
def test_won_cards_split_as_the_tricks_give(name, options):
    g = pc.game(name, **options)
    s, _ = next(playouts(name, options, range(40)))
    text = s.notation()
    won = [w.split() if w != "-" else [] for w in get(text, "won").split(" / ")]
    rich = max(range(3), key=lambda p: len(won[p]))
    moved = won[rich][:3]
    won[rich] = won[rich][3:]
    won[(rich + 1) % 3] += moved
    rejects(g, put(text, won=" / ".join(" ".join(w) or "-" for w in won)), "won", "in the played tricks")


def test_every_finished_trick_is_written():
    g = pc.game("thousand")
    s, _ = next(playouts("thousand", {}, range(40), min_tricks=3))
    ts = tricks(s.notation())
    rejects(g, put(s.notation(), played=played_text(ts[:-1])), f"played: {len(ts) - 1} tricks", f"hold {len(ts)}")


def test_the_trump_is_the_last_declaration():
    g = pc.game("thousand")
    for s, _ in playouts("thousand", {}, range(600), min_tricks=4):
        text = s.notation()
        decls = [d.split(":") for d in get(text, "decls").split()] if get(text, "decls") != "-" else []
        marriages = [d for d in decls if d[1] == "marriage"]
        if len(marriages) >= 2 and marriages[0][2] != s.trump:
            bad = put(text, trump=marriages[0][2], maker=marriages[0][0])
            rejects(g, bad, "trump/maker", "the last declaration makes " + s.trump)
            return
    pytest.fail("no deal with two marriages found")


@pytest.mark.parametrize("name, options", GAMES[:2])
def test_the_gifts_and_the_prikup_were_in_the_start_hands(name, options):
    g = pc.game(name, **options)
    s, _ = next(playouts(name, options, range(40)))
    text = s.notation()
    d = s.declarer
    gifts = get(text, "gifts").split()
    card, to = gifts[0].split(">")
    # a card the receiver never held: one another seat holds now
    other = next(str(c) for p in range(3) if p not in (int(to), d) for c in s.hands[p])
    bad = put(text, gifts=" ".join([f"{other}>{to}"] + gifts[1:]))
    rejects(g, bad, "gifts", f"the gifted {other}", "when play began")
    gifted = {gifts[0][:2], gifts[1][:2]}
    prikup = get(text, "prikup").split()
    foreign = next(str(c) for p in range(3) if p != d for c in s.hands[p] if str(c) not in gifted)
    kept = next(i for i, c in enumerate(prikup) if c not in gifted)
    prikup[kept] = foreign
    rejects(g, put(text, prikup=" ".join(prikup)), "prikup", foreign, "not in the declarer's hand")


@pytest.mark.parametrize("name, options", GAMES[:2])
def test_no_played_tricks_before_the_card_play(name, options):
    g = pc.game(name, **options)
    text = g.new_deal(seed=1, dealer=0).notation()
    rejects(g, put(text, played="1 9C JC QC"), "played: no trick is played before the card play")


def test_played_field_parse_errors():
    g = pc.game("thousand")
    s, _ = next(playouts("thousand", {}, range(40)))
    text = s.notation()
    ts = tricks(text)
    bad = [[lead, list(cards)] for lead, cards in ts]
    bad[0][1][1] += "+M"
    rejects(g, put(text, played=played_text(bad)), "only the lead declares", cls=pc.ParseError)
    bad = [[lead, list(cards)] for lead, cards in ts]
    bad[0][1][1] = "ZZ"
    rejects(g, put(text, played=played_text(bad)), "trick 1", "'ZZ'", cls=pc.ParseError)
    short = [[lead, cards[:2]] for lead, cards in ts]
    rejects(g, put(text, played=played_text(short)), "a trick holds 3 cards")
    with pytest.raises(pc.ParseError):
        g.position(text.replace(" | played " + get(text, "played"), ""))


@pytest.mark.parametrize("name, options", GAMES)
def test_worlds_of_a_parsed_state_keep_the_voids(name, options):
    """A state made by position() from a mid-deal notation: its worlds hold no card of a suit a
    seat failed to follow, nor a trump where it failed to trump; and they are the real state's."""
    g, checked = pc.game(name, **options), 0
    for s, trumps in playouts(name, options, range(60), min_tricks=3):
        t = g.position(s.notation())
        voids = {}
        for k, (lead, cards) in enumerate(tricks(s.notation())):
            led = cards[0][1]
            for i, seat in enumerate(seats_of(s, lead)):
                if i and cards[i][1] != led:
                    voids.setdefault(seat, set()).add(led)
                    if trumps[k] and cards[i][1] != trumps[k]:
                        voids[seat].add(trumps[k])
        seat = s.to_move
        for k in range(8):
            w = t.sample_world(seat, seed=k)
            assert w == s.sample_world(seat, seed=k)
            for p, suits in voids.items():
                assert not any(str(c)[1] in suits for c in w.hands[p]), (p, suits, w.notation())
            checked += 1
    assert checked >= 40
