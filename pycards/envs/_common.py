"""Pieces shared by the PettingZoo and OpenSpiel wrappers (no third-party imports here)."""

from __future__ import annotations

from typing import Any, Union

SEED_LIMIT = 2**64  # pycards seeds are 0 .. 2**64 - 1
MAX_SKIPPED_DEALS = 10_000
SCOPES = ("deal", "match")

Dealer = Union[int, str]


def check_scope(scope: str) -> str:
    """Return `scope` if it is "deal" or "match", else raise ValueError."""
    if scope not in SCOPES:
        raise ValueError(f"scope must be 'deal' or 'match', got {scope!r}")
    return scope


def seat_count(game: Any) -> int:
    """Number of seats (players) of `game`, from a probe deal."""
    return int(game.new_deal(seed=0, dealer=0).view(0).players)


def check_dealer(dealer: Dealer, players: int) -> Dealer:
    """Validate the `dealer` argument: a seat 0..players-1 or "rotate"."""
    if dealer == "rotate":
        return dealer
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < players:
        raise ValueError(f"dealer must be a seat 0..{players - 1} or 'rotate', got {dealer!r}")
    return dealer


def start_state(game: Any, seed: int, scope: str, dealer: Dealer, players: int) -> tuple[Any, int]:
    """First state of an episode and the seed actually used.

    scope="deal": ``game.new_deal(seed=seed, dealer=d)`` with d = `dealer`, or ``seed % players``
    when `dealer` is "rotate"; scope="match": ``game.new_match(seed=seed)``. A deal that is over
    before anybody decides anything (Три листика: a deal settled by the dealt hands) gives no agent
    a turn, so it is skipped: seed + 1, seed + 2, ... are tried (same dealer) until a deal has a
    decision. The returned seed is the one whose deal is played.
    """
    if isinstance(seed, bool) or not isinstance(seed, int):
        try:
            seed = int(seed.__index__())
        except AttributeError:
            raise TypeError(f"seed must be an int, got {type(seed).__name__}") from None
    if not 0 <= seed < SEED_LIMIT:
        raise ValueError(f"seed must be in 0 .. 2**64-1, got {seed}")
    d = seed % players if dealer == "rotate" else dealer
    for k in range(MAX_SKIPPED_DEALS):
        sd = (seed + k) % SEED_LIMIT
        s = game.new_match(seed=sd) if scope == "match" else game.new_deal(seed=sd, dealer=d)
        if not s.is_over():
            return s, sd
    raise RuntimeError(f"no deal with a decision in {MAX_SKIPPED_DEALS} seeds from {seed}")  # a bug


def seat_returns(state: Any, players: int, zero_sum: bool) -> list[float]:
    """Per-seat rewards of a finished episode.

    ``state.scores()`` has one entry per seat, or one per partnership (side) when the game has
    sides (seat i on side i % sides). Each seat gets its side's score; with `zero_sum` each side's
    value is its score minus the mean score of the other sides (with two sides: the point
    difference, as the solver's value).
    """
    sc = [float(x) for x in state.scores()]
    k = len(sc)
    if zero_sum and k > 1:
        total = sum(sc)
        sc = [x - (total - x) / (k - 1) for x in sc]
    return [sc[seat % k] for seat in range(players)]


class ActionCache:
    """Core move id <-> dense action for one game, cached as they are met.

    ``action_of(id)`` is ``game.action_index(id)``, ``move_id(a)`` is ``game.action_move(a).id``;
    ``legal_actions(state)`` (sorted) equals ``flatnonzero(state.legal_action_mask()).tolist()`` but
    costs a dict look-up per legal move, whatever the size of the action space.
    """

    __slots__ = ("game", "num_actions", "_action", "_move")

    def __init__(self, game: Any) -> None:
        self.game = game
        self.num_actions = int(game.num_actions)
        self._action: dict[int, int] = {}
        self._move: dict[int, int] = {}

    def action_of(self, move_id: int) -> int:
        a = self._action.get(move_id)
        if a is None:
            a = self._action[move_id] = int(self.game.action_index(move_id))
        return a

    def move_id(self, action: int) -> int:
        m = self._move.get(action)
        if m is None:
            m = self._move[action] = int(self.game.action_move(action).id)
        return m

    def legal_actions(self, state: Any) -> list[int]:
        return sorted(map(self.action_of, state.legal_move_ids()))
