"""Test-session set-up shared by every test process.

`PYCARDS_TEST_IMPORT_ROOT=<dir>` makes the tests import pycards from `<dir>` instead of an
installed copy (an editable install's import redirect is dropped). tools/sanitize-tests sets it
for its instrumented scratch copy; it is read here, before any test module imports pycards, so
that it holds in pytest-xdist worker processes too (`pytest -n 2`), which do not inherit the
parent's sys.path changes.
"""

import os
import sys

import pytest

_root = os.environ.get("PYCARDS_TEST_IMPORT_ROOT")
if _root:
    sys.meta_path[:] = [f for f in sys.meta_path if type(f).__name__ != "ScikitBuildRedirectingFinder"]
    if sys.path[:1] != [_root]:
        sys.path.insert(0, _root)
    import pycards

    assert os.path.realpath(pycards.__file__).startswith(os.path.realpath(_root)), (pycards.__file__, _root)


# Under the sanitizers (tools/sanitize-tests sets PYCARDS_SANITIZED=1) the instrumented modules are
# what is tested, and CPython runs the pure-Python references several times slower on the
# sanitizers' allocator. There a game's own parametrized tests (option sets, seeds) run every third
# parametrization, the first always; the normal run runs them all. The generic suites (battery,
# views, notation, fuzz: tests/test_*.py and tests/hostile/) always run whole, for every game. Tests
# that build and check programs of their own (the allocation counters, mypy's stubtest) exercise
# nothing of the instrumented build and are left to the normal run. The slowest tests, whose time
# goes to the pure-Python side, take about a third of their random playouts there (tests/budget.py).
# The Dask cluster tests spawn fresh interpreters through Dask's nanny: under the sanitizers'
# preload they test Dask's process start-up; the same solves run instrumented on threads and a
# process pool in test_scale.py. The tests of the pure-Python references alone (test_reference.py)
# import nothing compiled.
_NOT_UNDER_SANITIZERS = ("test_alloc.py", "test_stubs.py", "test_scale_dask.py", "test_reference.py")


def pytest_collection_modifyitems(config, items):
    if not os.environ.get("PYCARDS_SANITIZED"):
        return
    keep, drop, seen = [], [], {}
    for item in items:
        path = item.path
        in_game_folder = path.parent.name not in ("tests", "hostile")
        if path.name in _NOT_UNDER_SANITIZERS:
            drop.append(item)
            continue
        if in_game_folder and hasattr(item, "callspec"):
            k = seen[item.function] = seen.get(item.function, -1) + 1
            if k % 3:
                drop.append(item)
                continue
        keep.append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


@pytest.fixture
def solve_progress_asked(monkeypatch):
    """The `progress` argument of every pycards.solve call made through the module's name (as the
    library's own callers make them), in call order: "default" where none was given."""
    module = sys.modules["pycards.solve"]
    real, asked = module.solve, []

    def spy(state, **kw):
        asked.append(kw.get("progress", "default"))
        return real(state, **kw)

    monkeypatch.setattr(module, "solve", spy)
    return asked
