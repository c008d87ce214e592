"""Game records in every game: state.record() / pycards.replay(), history(), undo().

Runs over pycards.games() on random deals and matches (no list of games here)."""

import json
import random

import pytest

import pycards as pc

GAMES = sorted(pc.games())


def random_game(name, seed, match, steps=120):
    g = pc.game(name)
    s = g.new_match(seed=seed) if match else g.new_deal(seed=seed, dealer=seed % 2)
    rng = random.Random(seed)
    played, states = [], [s.copy()]
    for _ in range(steps):
        if s.is_over():
            break
        m = rng.choice(s.legal_moves())
        s.play(m)
        played.append(m)
        states.append(s.copy())
    return s, played, states


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("match", [False, True])
def test_record_replays_to_the_same_state(name, match):
    for seed in range(3):
        s, played, states = random_game(name, seed, match)
        assert s.history() == played
        rec = json.loads(json.dumps(s.record()))  # JSON-ready
        assert rec["game"] == name and rec["options"] == s.game.options
        assert rec["start"] == ("match" if match else "deal") and rec["seed"] == seed
        assert rec["moves"] == [str(m) for m in played]
        again = pc.replay(rec)
        assert again == s and again.history() == played and again.record() == rec
        # every earlier state's record replays to that state
        k = len(states) // 2
        assert pc.replay(states[k].record()) == states[k]


@pytest.mark.parametrize("name", GAMES)
def test_undo_walks_back_through_every_state(name):
    s, played, states = random_game(name, 5, False, steps=25)
    for want in reversed(states[:-1]):
        s.undo()
        assert s == want and len(s.history()) == len(want.history())
    with pytest.raises(pc.IllegalMoveError, match="no move"):
        s.undo()
    assert s == states[0]


@pytest.mark.parametrize("name", GAMES)
def test_copies_keep_their_own_history(name):
    s, played, _ = random_game(name, 2, False, steps=6)
    c = s.copy()
    if not c.is_over():
        c.play(c.legal_moves()[0])
        assert len(c.history()) == len(played) + 1 and s.history() == played
    import copy

    assert copy.deepcopy(s).history() == played and copy.copy(s).history() == played


@pytest.mark.parametrize("name", GAMES)
def test_a_position_records_from_its_notation(name):
    s, _, _ = random_game(name, 3, False, steps=8)
    p = s.game.position(s.notation())
    assert p.history() == [] and p.record()["start"] == "position"
    assert p.record()["position"] == s.notation() and pc.replay(p.record()) == s


def test_a_rejected_move_leaves_the_history_alone():
    s = pc.game("uragan").new_deal(seed=1)
    s.play(s.legal_moves()[0])
    before = s.record()
    for bad in ["zz", 12345678901234, None, 2.5, "KS+KS"]:
        with pytest.raises((ValueError, TypeError)):
            s.play(bad)
    assert s.record() == before


def test_states_without_a_known_start_record_from_their_first_move():
    s = pc.game("uragan").new_deal(seed=4)
    w = s.__copy__()
    w.__dict__.clear()  # as a state made in C++ (a solver's line, an unpickled state) begins
    first = w.notation()
    w.play(w.legal_moves()[0])
    assert w.record()["start"] == "position" and w.record()["position"] == first
    assert pc.replay(w.record()) == w


def test_tampered_history_never_crashes():
    s = pc.game("kazino").new_deal(seed=2)
    s.play(s.legal_moves()[0])
    s._moves = "not a list"  # replaced: the state starts a fresh record from here
    assert s.history() == [] and pc.replay(s.record()) == s
    s._moves = [1.5]
    with pytest.raises(TypeError, match="move id"):
        s.history()
    s._moves = [1 << 70, 0]
    with pytest.raises((TypeError, ValueError)):
        s.undo()
    s._origin = ("deal", "x", 0)
    s._moves = [s.legal_move_ids()[0]]
    with pytest.raises(TypeError):
        s.undo()


@pytest.mark.parametrize(
    "record, error, match",
    [
        ("text", pc.ParseError, "a record is a dict"),
        ({}, pc.ParseError, "missing"),
        (dict(game="uragan", options={}, start="deal", seed=1, dealer=0, position=None, moves=[1]),
         pc.ParseError, "move texts"),
        (dict(game="nope", options={}, start="deal", seed=1, dealer=0, position=None, moves=[]),
         pc.OptionError, "unknown game"),
        (dict(game="uragan", options={"players": 3}, start="deal", seed=1, dealer=0, position=None, moves=[]),
         pc.OptionError, "players"),
        (dict(game="uragan", options={}, start="later", seed=1, dealer=0, position=None, moves=[]),
         pc.ParseError, "'start'"),
        (dict(game="uragan", options={}, start="deal", seed=-1, dealer=0, position=None, moves=[]),
         ValueError, "seed"),
        (dict(game="uragan", options={}, start="position", seed=None, dealer=None, position=5, moves=[]),
         pc.ParseError, "position"),
        (dict(game="uragan", options={}, start="deal", seed=1, dealer=0, position=None, moves=["AS"]),
         pc.IllegalMoveError, "record move 0"),
    ],
)
def test_bad_records_are_refused(record, error, match):
    with pytest.raises(error, match=match):
        pc.replay(record)


def test_save_and_load(tmp_path):
    s, _, _ = random_game("thousand", 1, True, steps=30)
    path = tmp_path / "game.json"
    pc.save_record(s, path)
    assert pc.load_record(path) == s
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(pc.ParseError, match="bad record file"):
        pc.load_record(path)
