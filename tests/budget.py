"""Sample sizes of the slowest tests: whole in the normal run, about a third under the sanitizers.

tools/sanitize-tests (PYCARDS_SANITIZED=1) runs the suite against the ASan + UBSan build, where
the pure-Python side of a test (references, greedy rules, notation checks) runs several times
slower and dominates. A third of the random playouts still drives every C++ path those tests
reach; the normal run keeps the full sizes. CI's time budget (20 minutes) needs it.

    >>> budget(10)   # 10 normally, 4 under the sanitizers
    10
"""

import os

SANITIZED = bool(os.environ.get("PYCARDS_SANITIZED"))


def budget(n: int, least: int = 1) -> int:
    """`n` in the normal run; under the sanitizers ceil(n / 3), at least `least`."""
    return max(least, -(-n // 3)) if SANITIZED else n
