"""pycards play: a person against bots, driven through its Session and end to end through a
pseudo-terminal (pexpect)."""

import json
import os
import sys

import pexpect
import pytest

import pycards as pc
from pycards import bots
from pycards._play import Session


def session(name="uragan", seed=3, **kw):
    s = Session(pc.game(name).new_deal(seed=seed), seat=0, bots=bots.RandomBot(seed=1), **kw)
    s.run_bots()
    return s


def test_numbers_texts_and_bad_input():
    s = session()
    assert "moves: 1) " in s.prompt() and "seat 0 (you)" in s.prompt()
    first = s.state.legal_moves()[0]
    before = s.state.copy()
    assert s.answer("99").startswith("? no move 99: choose 1..")
    assert s.answer("ZZ").startswith("? 'ZZ' is not a legal move here")
    assert s.answer("").startswith("? type a number")
    assert s.state == before  # bad input changes nothing
    n = len(s.state.history())
    out = s.answer("1")
    assert s.state.history()[n] == first and "seat 1 plays" in out
    text = str(s.state.legal_moves()[-1])
    n = len(s.state.history())
    s.answer(text)
    assert str(s.state.history()[n]) == text


def test_undo_takes_back_the_persons_last_move_and_the_bots_after_it():
    s = session()
    s.answer("1")
    mid = s.state.copy()
    s.answer("1")
    assert s.answer("undo") == "took back your last move"
    assert s.state == mid and s.state.to_move == 0
    s.answer("undo")
    assert s.state.history() == [] or s.state.to_move == 0
    assert s.answer("undo").startswith("? nothing of yours")


def test_save_and_quit(tmp_path):
    s = session()
    s.answer("2")
    path = tmp_path / "g.json"
    assert s.answer(f"save {path}") == f"saved to {path}"
    assert pc.replay(json.loads(path.read_text(encoding="utf-8"))) == s.state
    assert s.answer("save").startswith("? save needs a file name")
    assert s.answer("quit") == "bye" and s.done


def test_hint_names_a_legal_move():
    s = session()
    out = s.answer("hint")
    assert out.startswith("hint: ") and s.state.is_legal(out.split()[1])


def test_a_whole_game_to_its_end():
    s = session("chip_game", seed=2)
    while not s.done:
        s.answer("1")
    assert s.state.is_over()


def test_bad_seat():
    with pytest.raises(ValueError, match="seat must be 0..1"):
        Session(pc.game("uragan").new_deal(seed=1), seat=2, bots=bots.RandomBot())


BOOT = (
    "import os, sys\n"
    "root = os.environ.get('PYCARDS_TEST_IMPORT_ROOT')\n"
    "if root:\n"
    "    sys.meta_path[:] = [f for f in sys.meta_path if type(f).__name__ != 'ScikitBuildRedirectingFinder']\n"
    "    sys.path.insert(0, root)\n"
    "from pycards.cli import main\n"
    "sys.exit(main(sys.argv[1:]))\n"
)


def test_end_to_end_in_a_pseudo_terminal(tmp_path):
    save = tmp_path / "game.json"
    child = pexpect.spawn(sys.executable, ["-c", BOOT, "play", "uragan", "--deal", "--seed", "3", "--bot", "random",
                                           "--save", str(save)],
                          encoding="utf-8", timeout=60, env={**os.environ, "TERM": "xterm"})
    child.expect("you are seat 0")
    child.expect("moves: 1\\) ")
    child.expect("> ")
    assert "\x1b[31m" in child.before or "♥" not in child.before  # colour on a terminal
    child.sendline("banana")
    child.expect("is not a legal move here")
    child.expect("> ")
    child.sendline("1")
    child.expect("seat 1 plays")
    child.expect("> ")
    child.sendline("hint")
    child.expect("hint: ")
    child.expect("> ")
    child.sendline("undo")
    child.expect("took back your last move")
    child.expect("> ")
    child.sendline("quit")
    child.expect("bye")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert len(pc.replay(json.loads(save.read_text(encoding="utf-8"))).history()) <= 1  # the bot's opening move


def test_load_resumes_a_saved_game(tmp_path, monkeypatch, capsys):
    import io

    from pycards.cli import main

    s = session()
    s.answer("1")
    path = tmp_path / "g.json"
    s.answer(f"save {path}")
    monkeypatch.setattr(sys, "stdin", io.StringIO("quit\n"))
    assert main(["play", "uragan", "--load", str(path), "--save", str(tmp_path / "out.json")]) == 0
    assert "bye" in capsys.readouterr().out
    assert pc.load_record(tmp_path / "out.json") == s.state  # resumed where it was, nothing lost
    assert main(["play", "kazino", "--load", str(path)]) == 2  # a record of another game
    assert "is a uragan record, not kazino" in capsys.readouterr().err
