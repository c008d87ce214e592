"""The examples in docstrings and in the README run and give what they show."""

import doctest
import importlib
import re
import typing
from pathlib import Path

import pytest

import pycards as pc
from tests.budget import budget

MODULES = ["pycards", "pycards.cards", "pycards.errors", "pycards.registry", "pycards.uragan", "pycards.hurricane",
           "pycards.thousand", "pycards.kazino", "pycards.stos", "pycards.tri_palki", "pycards.tri_listika",
           "pycards.handeval", "pycards.torgovlya", "pycards.tri_troyki", "pycards.ton", "pycards.bots",
           "pycards._arena", "pycards._progress", "pycards.thousand_one"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, extraglobs={"pc": pc}, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0


def test_compiled_docstring_examples():
    for obj in (pc.Card, pc.CardSet, pc.Move):
        parser = doctest.DocTestParser()
        test = parser.get_doctest(obj.__doc__, dict(vars(pc._core)), obj.__name__, None, 0)
        runner = doctest.DocTestRunner()
        runner.run(test)
        assert runner.failures == 0 and test.examples, obj.__name__


ROOT = Path(__file__).resolve().parent.parent
# Documents whose examples claim to run (docs/api.md is the contract: its blocks are schematic,
# except the typed example, which runs too).
RUNNABLE_DOCS = ["README.md", "docs/solver.md", "docs/api.md", "docs/bots.md"]


def python_blocks(doc):
    text = (ROOT / doc).read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, flags=re.S)
    if doc == "docs/api.md":
        blocks = [b for b in blocks if "pc.UraganState" in b]
    return blocks


@pytest.mark.parametrize("doc", RUNNABLE_DOCS)
def test_doc_python_examples_run(doc):
    blocks = python_blocks(doc)
    assert blocks
    for block in blocks:
        exec(compile(block, doc, "exec"), {})


def cli_examples(doc):
    """(command line, expected output or None) for each line starting with ``pycards `` in the
    document's fenced blocks; in a block without a language, the lines after the command are its
    output (up to the next command)."""
    text = (ROOT / doc).read_text(encoding="utf-8")
    out = []
    for lang, body in re.findall(r"```(\w*)\n(.*?)```", text, flags=re.S):
        if lang not in ("", "bash", "console", "sh"):
            continue
        for line in body.splitlines():
            command = line.split("  #")[0].strip()
            if command.startswith("pycards ") or command == "pycards":
                out.append([command, [] if lang == "" else None])
            elif out and out[-1][1] is not None and lang == "" and line.strip():
                out[-1][1].append(line)
    return [(c, None if o is None else "\n".join(o)) for c, o in out]


def normalise(text):
    return re.sub(r"\[\d+ nodes, [\d.]+ s\]", "[N nodes, T s]", text).strip()


@pytest.mark.parametrize("doc", ["README.md", "docs/solver.md", "docs/bots.md"])
def test_doc_cli_examples_run(doc, capsys):
    import shlex

    from pycards.cli import main

    examples = cli_examples(doc)
    assert examples, doc
    for command, expected in examples:
        capsys.readouterr()
        try:
            code = main(shlex.split(command)[1:])
        except SystemExit as e:  # --help, --version
            code = e.code
        assert code == 0, command
        if expected:
            assert normalise(capsys.readouterr().out) == normalise(expected), command


def test_every_public_name_has_a_docstring():
    for name in pc.__all__:
        obj = getattr(pc, name)
        if isinstance(obj, pc.CardSet) or typing.get_origin(obj) is typing.Union:
            continue  # constants, and the type aliases pc.Game / pc.State (docs/api.md)
        assert (obj.__doc__ or "").strip(), name


def plain(x, path="result"):
    """Plain JSON data: dicts (str or int keys), lists/tuples, str, int, float, bool, None."""
    if isinstance(x, dict):
        for k, v in x.items():
            assert type(k) in (str, int), f"{path}: key {k!r}"
            plain(v, f"{path}[{k!r}]")
    elif isinstance(x, (list, tuple)):
        for i, v in enumerate(x):
            plain(v, f"{path}[{i}]")
    else:
        assert x is None or type(x) in (str, int, float, bool), f"{path}: {type(x).__name__} {x!r}"


@pytest.mark.parametrize("name", pc.games())
def test_deal_results_are_plain_json(name):
    """docs/api.md: every deal_result() / last_deal_result() is plain data, json.dumps works."""
    import json
    import random

    seen = 0
    for seed in range(budget(6)):
        rng = random.Random(seed)
        g = pc.game(name)
        s = g.new_match(seed=seed)
        for _ in range(4000):
            if s.is_over():
                break
            moves = s.legal_moves()
            s.play(moves[rng.randrange(len(moves))])
            for method in ("deal_result", "last_deal_result"):
                r = getattr(s, method, lambda: None)()
                if r is not None:
                    plain(r)
                    json.dumps(r, allow_nan=False)
                    seen += 1
    assert seen


@pytest.mark.parametrize("name", pc.games())
def test_game_pages_stand_alone_and_name_every_option(name):
    """docs/<game>.md: the rules as implemented cite nothing outside the repository and name every
    option of the game."""
    text = (ROOT / "docs" / f"{name}.md").read_text(encoding="utf-8")
    for outside in ("../shared", "shared/rules", "shared/seeds"):
        assert outside not in text, outside
    for spec in pc.game(name).option_specs():
        assert f"`{spec['name']}" in text, spec["name"]
