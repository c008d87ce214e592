"""Every pycards game as an OpenSpiel (pyspiel) Python game (docs/rl.md).

Importing this module registers ``"python_pycards_<name>"`` for every name in ``pc.games()``:

>>> import pyspiel
>>> import pycards.envs.openspiel  # noqa: F401  (registers the games)
>>> game = pyspiel.load_game("python_pycards_uragan", {"target": 11, "num_seeds": 1000})
>>> state = game.new_initial_state()   # the chance node: draws the deal seed
>>> state.apply_action(7)              # seed_offset + 7 -> g.new_deal(seed=7, dealer=0)
>>> state.current_player(), len(state.legal_actions()) > 0
(1, True)

Sampled-deal chance mode: the initial state is a single chance node with ``num_seeds`` equally
likely outcomes; outcome k plays the deal of seed ``seed_offset + k`` (``g.new_deal(seed,
dealer)``, or ``g.new_match(seed)`` with ``scope="match"``). After it every node is a decision
node of the seat to move, actions are the core's dense indices (``g.num_actions``) and the game
ends when the deal (or match) does. ``returns()`` is every seat's final ``scores()`` (a
partnership's score to both partners), or with ``zero_sum=True`` each side's score minus the mean
of the other sides' scores.

Game parameters: every option of the game, typed as ``g.options`` shows it (ints and strings; an
on/off option is an int 0/1, so ``g.options`` can be passed back as it is, and OpenSpiel refuses
``True`` for it), and ``num_seeds`` (int, 4096), ``seed_offset`` (int, 0), ``dealer`` (int seat, 0; -1 rotates:
``seed % players``), ``zero_sum`` (bool, False), ``scope`` ("deal" or "match").
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import pyspiel

import pycards as pc

from ._common import ActionCache, check_dealer, check_scope, seat_count, seat_returns, start_state

__all__ = ["GAME_PREFIX", "PycardsGame", "PycardsState", "PycardsObserver", "game_type", "register", "short_name"]

GAME_PREFIX = "python_pycards_"
DEFAULT_NUM_SEEDS = 4096
_ENV_PARAMS: dict[str, Any] = {
    "num_seeds": DEFAULT_NUM_SEEDS,
    "seed_offset": 0,
    "dealer": 0,
    "zero_sum": False,
    "scope": "deal",
}

# Longest deal in moves, per game, for OpenSpiel's GameInfo.max_game_length: generous bounds, at
# least four times the longest of 4000 seeded random deals (docs/rl.md), scaled where an option
# lengthens the deal (Три палки: the rules' own card bound). A match (scope="match") has no such
# bound: a large number is given. The utilities are given a loose range (+-1e7), not a tight one.
_DEAL_LENGTH = {
    "chip_game": 16,
    "uragan": 200,
    "hurricane": 200,
    "kazino": 300,
    "thousand": 200,
    "thousand_one": 200,
    "stos": 64,
    "tri_palki": 2000,
    "tri_listika": 100,
    "torgovlya": 400,
    "tri_troyki": 100,
    "ton": 200,
}
_MATCH_LENGTH = 1_000_000


def _deal_length(game_name: str, options: dict) -> int:
    if game_name == "tri_palki":  # every card is one move; the rules bound the cards (docs/tri_palki.md)
        from pycards.tri_palki import card_bound

        bound = 2 * card_bound(int(options.get("sticks_to_lose", 3))) + 64
        limit = int(options.get("move_limit", 0))
        return min(bound, limit + 64) if limit else bound
    if game_name == "stos":
        return 64 * max(1, int(options.get("coups", 1)))
    return _DEAL_LENGTH.get(game_name, 1000)


_UTILITY_BOUND = 1e7


def short_name(game_name: str) -> str:
    """The OpenSpiel name of a pycards game.

    >>> short_name("uragan")
    'python_pycards_uragan'
    """
    return GAME_PREFIX + game_name


def _param_default(value: Any) -> Any:
    if isinstance(value, bool) or isinstance(value, (int, str, float)):
        return value
    return str(value)


def game_type(game_name: str, players: int | None = None, zero_sum: bool = False) -> pyspiel.GameType:
    """The ``pyspiel.GameType`` registered for `game_name` (default options).

    >>> game_type("stos").short_name
    'python_pycards_stos'
    """
    options = pc.game(game_name).options
    spec = {k: _param_default(v) for k, v in options.items()}
    spec.update(_ENV_PARAMS)
    n = players if players is not None else seat_count(pc.game(game_name))
    return pyspiel.GameType(
        short_name=short_name(game_name),
        long_name=f"pycards {game_name}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM if zero_sum else pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=max(n, 10),
        min_num_players=min(n, 2),
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=spec,
    )


class PycardsGame(pyspiel.Game):
    """A pycards game for OpenSpiel; made by ``pyspiel.load_game("python_pycards_<name>", params)``.

    ``self.pc_game`` is the ``pc.game(name, **options)`` underneath.

    >>> g = pyspiel.load_game("python_pycards_tri_palki")
    >>> g.num_distinct_actions() == g.pc_game.num_actions
    True
    """

    def __init__(self, game_name: str, params: dict | None = None) -> None:
        params = dict(params or {})
        env = {k: params.pop(k, v) for k, v in _ENV_PARAMS.items()}
        options = dict(params)
        defaults = pc.game(game_name).options
        unknown = sorted(set(options) - set(defaults))
        if unknown:
            raise ValueError(
                f"unknown parameter(s) {unknown} for {game_name}; options: {sorted(defaults)}, "
                f"environment: {sorted(_ENV_PARAMS)}"
            )
        self.game_name = game_name
        self.pc_game = pc.game(game_name, **options)
        self.scope = check_scope(str(env["scope"]))
        self.num_seeds = int(env["num_seeds"])
        if self.num_seeds < 1:
            raise ValueError(f"num_seeds must be at least 1, got {self.num_seeds}")
        self.seed_offset = int(env["seed_offset"])
        self.zero_sum = bool(env["zero_sum"])
        self.players = seat_count(self.pc_game)
        dealer = int(env["dealer"])
        self.dealer = check_dealer("rotate" if dealer == -1 else dealer, self.players)
        self._cache = ActionCache(self.pc_game)  # pc.OptionError where there is no dense action space
        self.num_actions = self._cache.num_actions
        self.observation_shape = tuple(int(x) for x in self.pc_game.observation_shape)
        self._shared = _Shared(self)
        self._chance: list[tuple[int, float]] | None = None
        sides = len(self.pc_game.new_deal(seed=0, dealer=0).scores())
        length = _MATCH_LENGTH if self.scope == "match" else _deal_length(game_name, self.pc_game.options)
        info = pyspiel.GameInfo(
            num_distinct_actions=self.num_actions,
            max_chance_outcomes=self.num_seeds,
            num_players=self.players,
            min_utility=-_UTILITY_BOUND,
            max_utility=_UTILITY_BOUND,
            utility_sum=0.0 if (self.zero_sum and self.players % sides == 0) else None,
            max_game_length=length + 1,
        )
        gtype = game_type(game_name, self.players, self.zero_sum and self.players % sides == 0)
        all_params = {k: _param_default(v) for k, v in self.pc_game.options.items()}
        all_params.update(env)
        super().__init__(gtype, info, all_params)

    def action_of(self, move_id: int) -> int:
        """The dense action of a core move id (cached): ``pc_game.action_index(move_id)``.

        >>> g = pyspiel.load_game("python_pycards_stos"); g.action_of(g.move_id(5))
        5
        """
        return self._cache.action_of(move_id)

    def move_id(self, action: int) -> int:
        """The core move id of a dense action (cached): ``pc_game.action_move(action).id``.

        >>> g = pyspiel.load_game("python_pycards_stos"); g.move_id(0) == g.pc_game.action_move(0).id
        True
        """
        return self._cache.move_id(action)

    def chance_list(self) -> list[tuple[int, float]]:
        """The chance node's outcomes ``[(k, 1 / num_seeds), ...]`` (built once).

        >>> pyspiel.load_game("python_pycards_stos", {"num_seeds": 4}).chance_list()
        [(0, 0.25), (1, 0.25), (2, 0.25), (3, 0.25)]
        """
        if self._chance is None:
            p = 1.0 / self.num_seeds
            self._chance = [(k, p) for k in range(self.num_seeds)]
        return self._chance

    def new_initial_state(self) -> PycardsState:
        """The chance node that draws the deal seed.

        >>> pyspiel.load_game("python_pycards_uragan").new_initial_state().is_chance_node()
        True
        """
        return PycardsState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> PycardsObserver:
        """An observer (tensor: ``s.observation(seat)``; strings: the seat's view).

        >>> g = pyspiel.load_game("python_pycards_uragan")
        >>> g.make_py_observer().tensor.shape == (math.prod(g.observation_shape),)
        True
        """
        return PycardsObserver(self, iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False), params)


class _Shared:
    """Holds the game for its states: copied by reference when OpenSpiel clones a state."""

    __slots__ = ("game",)

    def __init__(self, game: PycardsGame) -> None:
        self.game = game

    def __deepcopy__(self, memo: dict) -> _Shared:
        return self


class PycardsState(pyspiel.State):
    """A state of a ``PycardsGame``: the chance node, then the pycards state ``self.pc_state``.

    >>> s = pyspiel.load_game("python_pycards_stos").new_initial_state(); s.apply_action(1)
    >>> s.current_player() == s.pc_state.to_move
    True
    """

    def __init__(self, game: PycardsGame) -> None:
        super().__init__(game)
        self._shared = game._shared
        self.pc_state: Any = None
        self.deal_seed: int | None = None

    def current_player(self) -> int:
        """The seat to move, ``PlayerId.CHANCE`` before the deal, ``PlayerId.TERMINAL`` at the end.

        >>> pyspiel.load_game("python_pycards_uragan").new_initial_state().current_player() == pyspiel.PlayerId.CHANCE
        True
        """
        if self.pc_state is None:
            return pyspiel.PlayerId.CHANCE
        tm = self.pc_state.to_move
        return pyspiel.PlayerId.TERMINAL if tm is None else int(tm)

    def _legal_actions(self, player: int) -> list[int]:
        # the dense actions of the legal move ids, through the game's id -> action cache: a few
        # dict look-ups instead of a num_actions-wide mask
        return self._shared.game._cache.legal_actions(self.pc_state)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """``num_seeds`` outcomes, uniform: outcome k is the deal of seed ``seed_offset + k``.

        >>> len(pyspiel.load_game("python_pycards_uragan").new_initial_state().chance_outcomes())
        4096
        """
        return self._shared.game.chance_list()

    def _apply_action(self, action: int) -> None:
        g = self._shared.game
        if self.pc_state is None:
            seed = (g.seed_offset + int(action)) % 2**64
            self.pc_state, self.deal_seed = start_state(g.pc_game, seed, g.scope, g.dealer, g.players)
        else:
            self.pc_state.play(g.move_id(int(action)))

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"seed {(self._shared.game.seed_offset + int(action)) % 2**64}"
        return str(self._shared.game.pc_game.action_move(int(action)))

    def is_terminal(self) -> bool:
        """True when the deal (or match) is over.

        >>> s = pyspiel.load_game("python_pycards_stos").new_initial_state(); s.apply_action(0)
        >>> s.apply_action(s.legal_actions()[0]); s.is_terminal()  # a coup of Стос is one choice
        True
        """
        return self.pc_state is not None and self.pc_state.is_over()

    def returns(self) -> list[float]:
        """Final scores per player at the end (see the module docstring); zeros before.

        >>> pyspiel.load_game("python_pycards_uragan").new_initial_state().returns()
        [0.0, 0.0]
        """
        if not self.is_terminal():
            return [0.0] * self._shared.game.players
        return seat_returns(self.pc_state, self._shared.game.players, self._shared.game.zero_sum)

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> PycardsState:
        """A state with the same information for `player_id`: ``s.sample_world(seat, seed)``.

        The seed comes from `probability_sampler` (a callable giving uniform floats in [0, 1)),
        so ``ISMCTSBot`` can search over worlds consistent with the player's view.

        >>> s = pyspiel.load_game("python_pycards_uragan").new_initial_state(); s.apply_action(3)
        >>> p = s.current_player(); w = s.resample_from_infostate(p, pyspiel.UniformProbabilitySampler(0.0, 1.0))
        >>> w.information_state_string(p) == s.information_state_string(p)
        True
        """
        clone = self.clone()
        if self.pc_state is not None and not self.is_terminal():
            seed = int(probability_sampler() * 2**53)
            clone.pc_state = self.pc_state.sample_world(player_id, seed)
        return clone

    def __str__(self) -> str:
        """The readable layout ``str(pc_state)`` (or a line for the chance node).

        >>> str(pyspiel.load_game("python_pycards_uragan").new_initial_state())
        'chance node: deal seed from 0 .. +4095'
        """
        if self.pc_state is None:
            return f"chance node: deal seed from {self._shared.game.seed_offset} .. +{self._shared.game.num_seeds - 1}"
        return str(self.pc_state)


class PycardsObserver:
    """OpenSpiel observer: the tensor is ``s.observation(seat)``, the strings the seat's view.

    Observation and information state share the tensor; ``string_from`` gives
    ``s.observation_string(seat)`` for observations and ``s.view(seat).notation()`` for
    information states (perfect recall).

    >>> g = pyspiel.load_game("python_pycards_tri_palki"); s = g.new_initial_state(); s.apply_action(2)
    >>> obs = g.make_py_observer(); obs.set_from(s, 0); obs.dict["observation"].shape == g.observation_shape
    True
    """

    def __init__(self, game: PycardsGame, iig_obs_type: Any, params: Any) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported; got {params}")
        self.perfect_recall = bool(iig_obs_type.perfect_recall)
        size = math.prod(game.observation_shape)
        self.tensor = np.zeros(size, np.float32)
        self.dict = {"observation": self.tensor.reshape(game.observation_shape)}

    def set_from(self, state: PycardsState, player: int) -> None:
        """Fill ``tensor`` with `player`'s observation of `state` (zeros at the chance node).

        >>> g = pyspiel.load_game("python_pycards_uragan"); s = g.new_initial_state(); s.apply_action(0)
        >>> o = g.make_py_observer(); o.set_from(s, 0); bool((o.tensor == s.pc_state.observation(0).ravel()).all())
        True
        """
        if state.pc_state is None:
            self.tensor.fill(0)
        else:
            self.tensor[:] = np.asarray(state.pc_state.observation(player), np.float32).ravel()

    def string_from(self, state: PycardsState, player: int) -> str:
        """`player`'s observation (or information state) string.

        >>> g = pyspiel.load_game("python_pycards_uragan"); s = g.new_initial_state(); s.apply_action(0)
        >>> g.make_py_observer().string_from(s, 1) == s.pc_state.observation_string(1)
        True
        """
        if state.pc_state is None:
            return "chance"
        if self.perfect_recall:
            return f"p{player} " + state.pc_state.view(player).notation()
        return state.pc_state.observation_string(player)


def register(game_name: str) -> None:
    """Register one pycards game with OpenSpiel (done for every game at import).

    >>> register("uragan")  # idempotent
    """
    if short_name(game_name) in _REGISTERED:
        return

    def __init__(self: PycardsGame, params: dict | None = None) -> None:
        PycardsGame.__init__(self, game_name, params)

    cls = type(f"PycardsGame_{game_name}", (PycardsGame,), {"__init__": __init__, "__doc__": PycardsGame.__doc__})
    _CLASSES[game_name] = cls  # a class, not a closure: OpenSpiel's registry outlives the interpreter
    pyspiel.register_game(game_type(game_name), cls)
    _REGISTERED.add(short_name(game_name))


_REGISTERED: set[str] = set()
_CLASSES: dict[str, type] = {}
for _name in pc.games():
    register(_name)
