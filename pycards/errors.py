"""The exceptions of pycards. Every user error is a ``ValueError`` subclass.

>>> import pycards as pc
>>> try:
...     pc.Card.parse("1X")
... except pc.ParseError as e:
...     print("bad")
bad
"""


class PycardsError(ValueError):
    """Base of every pycards user error (a bad value from the caller, never a pycards bug)."""


class ParseError(PycardsError):
    """Text that does not parse: a card, a move or a position."""


class InvalidPositionError(PycardsError):
    """A position that parses but cannot occur (a card twice, wrong counts, ...)."""


class IllegalMoveError(PycardsError):
    """A move that is not legal in the position; the state is left unchanged."""


class OptionError(PycardsError):
    """An unknown game option, or a value outside the allowed ones."""


__all__ = ["PycardsError", "ParseError", "InvalidPositionError", "IllegalMoveError", "OptionError"]
