"""The examples in docstrings and in the README run and give what they show."""

import doctest
import importlib
import re
from pathlib import Path

import pytest

import pycards as pc

MODULES = ["pycards", "pycards.cards", "pycards.errors", "pycards.registry", "pycards.uragan", "pycards.thousand"]


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


def test_readme_python_examples_run():
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", readme, flags=re.S)
    assert blocks
    for block in blocks:
        exec(compile(block, "README.md", "exec"), {})


def test_every_public_name_has_a_docstring():
    for name in pc.__all__:
        obj = getattr(pc, name)
        if isinstance(obj, pc.CardSet):
            continue
        assert (obj.__doc__ or "").strip(), name
