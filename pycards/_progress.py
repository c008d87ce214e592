"""A small progress bar for long runs (no dependency): shown on an interactive stderr only, and only
once the run has lasted a second, so quick calls and CI logs stay clean."""

from __future__ import annotations

import sys
import time


def _interactive(stream) -> bool:
    """Whether `stream` is a terminal (where a redrawn line reads well; not a log or a pipe)."""
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())


class Progress:
    """``with Progress(total, "arena") as p: ... p.update()``; ``enabled=None`` means "stderr is a
    terminal". The bar redraws at most ten times a second.

    >>> with Progress(3, "demo", enabled=False) as p:
    ...     for _ in range(3):
    ...         p.update()
    >>> p.done
    3
    """

    def __init__(self, total: int, label: str, enabled: bool | None = None, stream=None, delay: float = 1.0):
        self.total, self.label, self.done = int(total), label, 0
        self.stream = stream if stream is not None else sys.stderr
        self.enabled, self.delay = _interactive(self.stream) if enabled is None else enabled, delay
        self._start = time.monotonic()
        self._last = 0.0
        self._shown = False

    def update(self, n: int = 1) -> None:
        """Counts `n` more items done and redraws the bar when it is due."""
        self.done += n
        if not self.enabled:
            return
        now = time.monotonic()
        if now - self._start >= self.delay and (now - self._last >= 0.1 or self.done >= self.total):
            self._last, self._shown = now, True
            self._draw(now)

    def _draw(self, now: float) -> None:
        frac = self.done / self.total if self.total else 1.0
        width = 30
        bar = "#" * int(frac * width) + "-" * (width - int(frac * width))
        elapsed = now - self._start
        eta = elapsed / frac - elapsed if frac > 0 else 0.0
        self.stream.write(f"\r{self.label} [{bar}] {self.done}/{self.total} {elapsed:.0f}s, {eta:.0f}s left ")
        self.stream.flush()

    def __enter__(self) -> Progress:
        return self

    def __exit__(self, *exc) -> None:
        if self._shown:
            self._draw(time.monotonic())
            self.stream.write("\n")
            self.stream.flush()


class StatusLine:
    """One line on stderr redrawn in place, for work whose end is unknown (a long solve): shown on
    an interactive stderr only (``enabled=None``), and only once the work has lasted ``delay``
    seconds; ``with`` ends it with a newline if it was shown.

    >>> with StatusLine("demo", enabled=False) as line:
    ...     line.show("1 M nodes", seconds=2.0)
    >>> line.shown
    False
    """

    def __init__(self, label: str, enabled: bool | None = None, stream=None, delay: float = 1.0):
        self.label, self.delay, self.shown = label, delay, False
        self.stream = stream if stream is not None else sys.stderr
        self.enabled = _interactive(self.stream) if enabled is None else enabled
        self._width = 0

    def show(self, text: str, seconds: float) -> None:
        """Draws ``label: text`` over the previous line, once ``seconds`` (of the work) reach the delay."""
        if not self.enabled or seconds < self.delay:
            return
        line = f"{self.label}: {text}"
        self.stream.write("\r" + line + " " * max(0, self._width - len(line)))
        self.stream.flush()
        self._width, self.shown = len(line), True

    def __enter__(self) -> StatusLine:
        return self

    def __exit__(self, *exc) -> None:
        if self.shown:
            self.stream.write("\n")
            self.stream.flush()
