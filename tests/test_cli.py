"""The command line: help, demo (every game, bounded), bench, and one-line errors."""

import pytest

from pycards.cli import main


def test_help_lists_commands_and_games(capsys):
    with pytest.raises(SystemExit) as e:
        main(["--help"])
    assert e.value.code == 0
    out = capsys.readouterr().out
    for word in ("demo", "bench", "solve", "chip_game", "uragan"):
        assert word in out


def test_no_command_prints_help(capsys):
    assert main([]) == 0
    assert "usage" in capsys.readouterr().out


def test_demo_plays_every_game_and_prints_throughput(capsys):
    import pycards as pc

    assert main(["demo", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    for name in pc.games():
        assert f"== {name} " in out
    assert "solved uragan ending" in out
    assert "throughput:" in out


def test_bad_input_is_one_line_and_non_zero(capsys):
    assert main(["demo", "--seed", "-1"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("pycards: error:")


def test_bench_prints_throughput(capsys):
    assert main(["bench"]) == 0
    assert "decks/s" in capsys.readouterr().out
