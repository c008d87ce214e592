"""Test-session set-up shared by every test process.

`PYCARDS_TEST_IMPORT_ROOT=<dir>` makes the tests import pycards from `<dir>` instead of an
installed copy (an editable install's import redirect is dropped). tools/sanitize-tests sets it
for its instrumented scratch copy; it is read here, before any test module imports pycards, so
that it holds in pytest-xdist worker processes too (`pytest -n 2`), which do not inherit the
parent's sys.path changes.
"""

import os
import sys

_root = os.environ.get("PYCARDS_TEST_IMPORT_ROOT")
if _root:
    sys.meta_path[:] = [f for f in sys.meta_path if type(f).__name__ != "ScikitBuildRedirectingFinder"]
    if sys.path[:1] != [_root]:
        sys.path.insert(0, _root)
    import pycards

    assert os.path.realpath(pycards.__file__).startswith(os.path.realpath(_root)), (pycards.__file__, _root)
