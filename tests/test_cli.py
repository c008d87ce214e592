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


def test_no_command_prints_usage_and_fails(capsys):
    assert main([]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err[0].startswith("usage: pycards")
    assert len(err) == 2 and err[1].startswith("pycards: error:")


@pytest.mark.parametrize("argv", [["nope"], ["demo", "--seed", "x"], ["solve"], ["solve", "nope", "x"],
                                  ["solve", "uragan", "not a position"]])
def test_every_bad_input_exits_non_zero(argv, capsys):
    try:
        code = main(argv)
    except SystemExit as e:  # argparse's own errors: usage, one error line, status 2
        code = e.code
    assert code != 0
    err = [line for line in capsys.readouterr().err.strip().splitlines() if not line.startswith(("usage:", " "))]
    assert len(err) == 1 and "error:" in err[0], err


def test_demo_plays_every_game_and_prints_throughput(capsys):
    import pycards as pc

    assert main(["demo", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    for name in pc.games():
        assert f"== {name} " in out
    assert "solved uragan ending" in out
    assert "throughput:" in out
    import ast

    game = None
    for line in out.splitlines():  # positions are printed whole: each one parses back
        if line.startswith("== ") and " seed=" in line:
            name, rest = line[3:].split(" ", 1)
            game = pc.game(name, **ast.literal_eval(rest[:rest.rindex("}") + 1]))
        elif line.startswith("   position:"):
            text = line.split(":", 1)[1].strip()
            assert game.position(text).notation() == text


def test_bad_input_is_one_line_and_non_zero(capsys):
    assert main(["demo", "--seed", "-1"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("pycards: error:")


def test_bench_prints_throughput(capsys):
    assert main(["bench"]) == 0
    assert "decks/s" in capsys.readouterr().out
