"""1001 (Тысяча одно): helpers. The game shares Тысяча's module for its docs and move ids
(``pycards.thousand``); rules in ``docs/thousand_one.md``.

>>> import pycards as pc
>>> from pycards.thousand_one import greedy_rule
>>> s = pc.game("thousand_one").new_deal(seed=2, dealer=0)
>>> greedy_rule(s, pc.Rng(1)) in s.legal_moves()
True
"""

from __future__ import annotations

from pycards.thousand import greedy_key, greedy_rule

__all__ = ["greedy_key", "greedy_rule"]
