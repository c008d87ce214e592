"""Cards and card sets, and their numpy conversions.

``Card`` and ``CardSet`` are immutable values implemented in the C++ core (one 64-bit mask per
set, bit i = card i, index = suit * 13 + rank with suits C D H S and ranks 2..A).

>>> from pycards import CardSet
>>> masks = to_masks([CardSet.parse("7H"), CardSet.parse("2C 3C")])
>>> [str(s) for s in from_masks(masks)]
['7H', '2C 3C']
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np

from pycards._core import DECK24, DECK32, DECK36, DECK40, DECK52, Card, CardSet

_ALL = (1 << 52) - 1


def to_masks(sets: Iterable[CardSet]) -> np.ndarray:
    """A uint64 array of the sets' masks.

    >>> to_masks([CardSet.parse("2C")]).tolist()
    [1]
    """
    out = []
    for s in sets:
        if not isinstance(s, CardSet):
            raise TypeError(f"to_masks takes CardSets, not {type(s).__name__} (a mask is CardSet.from_mask(m))")
        out.append(s.mask)
    return np.array(out, dtype=np.uint64)


def from_masks(masks) -> list[CardSet]:
    """CardSets of an array of masks (any integer dtype); a bit above card 51 raises ValueError.

    >>> [str(s) for s in from_masks([3])]
    ['2C 3C']
    """
    arr = np.asarray(masks)
    if arr.dtype.kind not in "iu":
        raise ValueError(f"masks must be integers, got dtype {arr.dtype}")
    if arr.dtype.kind == "i" and (arr < 0).any():
        raise ValueError("masks must not be negative")
    arr = arr.astype(np.uint64).ravel()
    bad = arr & np.uint64(~_ALL & (2**64 - 1))
    if bad.any():
        raise ValueError(f"mask {int(arr[np.flatnonzero(bad)[0]])} has bits above card 51")
    return [CardSet.from_mask(int(m)) for m in arr]


__all__ = ["Card", "CardSet", "DECK52", "DECK40", "DECK36", "DECK32", "DECK24", "to_masks", "from_masks"]
