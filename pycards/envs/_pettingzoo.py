"""PettingZoo AEC environment over any pycards game (imported lazily by ``pycards.envs``)."""

from __future__ import annotations

from typing import Any, Optional

import gymnasium
import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

import pycards as pc

from ._common import ActionCache, check_dealer, check_scope, seat_count, seat_returns, start_state

__all__ = ["PycardsAECEnv"]


class PycardsAECEnv(AECEnv):
    """A pycards game as a PettingZoo AEC environment (built by ``pycards.envs.pettingzoo_env``).

    One episode is one deal (``scope="deal"``) or one whole match (``scope="match"``). Agents are
    ``"player_0"`` .. ``"player_{n-1}"`` (seat i is ``"player_i"``); the agent to move is
    ``env.agent_selection``. Actions are dense indices ``0 .. game.num_actions - 1``
    (``game.action_move(i)`` is the move); observations are dicts
    ``{"observation": float32 array of game.observation_shape, "action_mask": int8 array}``.

    >>> from pycards.envs import pettingzoo_env
    >>> env = pettingzoo_env("uragan")
    >>> env.reset(seed=7)
    >>> obs, reward, terminated, truncated, info = env.last()
    >>> env.step(int(obs["action_mask"].nonzero()[0][0]))
    """

    def __init__(
        self,
        game_name: str,
        scope: str = "deal",
        render_mode: Optional[str] = None,
        zero_sum: bool = False,
        dealer: Any = 0,
        **options: Any,
    ) -> None:
        super().__init__()
        self.scope = check_scope(scope)
        if render_mode is not None and render_mode not in ("human", "ansi"):
            raise ValueError(f"render_mode must be None, 'human' or 'ansi', got {render_mode!r}")
        self.render_mode = render_mode
        self.zero_sum = bool(zero_sum)
        self.game = pc.game(game_name, **options)
        self.game_name = game_name
        self._actions = ActionCache(self.game)  # pc.OptionError where the game has no dense actions
        self.num_actions = self._actions.num_actions
        self.observation_shape = tuple(self.game.observation_shape)
        self.num_seats = seat_count(self.game)
        self.dealer = check_dealer(dealer, self.num_seats)
        self.metadata = {
            "render_modes": ["human", "ansi"],
            "name": f"pycards_{game_name}_v0",
            "is_parallelizable": False,
        }
        self.possible_agents = [f"player_{i}" for i in range(self.num_seats)]
        self._seat = {a: i for i, a in enumerate(self.possible_agents)}
        self.observation_spaces = {  # one object per agent, so that each can be seeded
            a: spaces.Dict(
                {
                    "observation": spaces.Box(-np.inf, np.inf, self.observation_shape, np.float32),
                    "action_mask": spaces.Box(0, 1, (self.num_actions,), np.int8),
                }
            )
            for a in self.possible_agents
        }
        self.action_spaces = {a: spaces.Discrete(self.num_actions) for a in self.possible_agents}
        self._no_mask = np.zeros(self.num_actions, np.int8)
        self._seed_rng = np.random.default_rng()
        self.pc_state: Any = None  # the pycards state of the episode
        self.seed: Optional[int] = None
        self.agents: list[str] = []

    # -- spaces ---------------------------------------------------------------------------------
    def observation_space(self, agent: str) -> spaces.Space:
        """The observation space of `agent` (the same object on every call).

        >>> pettingzoo_env("stos").observation_space("player_0")["action_mask"].shape
        (32,)
        """
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        """The action space of `agent`: ``Discrete(game.num_actions)``.

        >>> int(pettingzoo_env("stos").action_space("player_1").n)
        32
        """
        return self.action_spaces[agent]

    # -- episode --------------------------------------------------------------------------------
    def reset(self, seed: Optional[int] = None, options: Optional[dict] = None) -> None:
        """Start an episode: the deal (or match) of `seed`.

        With a seed the deal is ``new_deal(seed=seed, dealer=...)`` (``new_match(seed)`` for
        scope="match") and the env's own generator is re-seeded with it, so later seedless resets
        repeat too; without one the seed is drawn from that generator (seeded from the OS when
        the env is made). A deal over before any decision is skipped (seed + 1, ...).
        ``env.seed`` is the seed played. `options` is accepted and ignored.

        >>> env = pettingzoo_env("tri_palki"); env.reset(seed=3); env.seed
        3
        """
        if seed is not None:
            self._seed_rng = np.random.default_rng(seed)
            deal_seed = seed
        else:
            deal_seed = int(self._seed_rng.integers(0, 2**63))
        self.pc_state, self.seed = start_state(self.game, deal_seed, self.scope, self.dealer, self.num_seats)
        self._mask: Optional[np.ndarray] = None
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict] = {a: {} for a in self.agents}
        self.agent_selection = self.possible_agents[self.pc_state.to_move]
        if self.render_mode == "human":
            self.render()

    def _legal_mask(self) -> np.ndarray:
        if self._mask is None:
            self._mask = self.pc_state.legal_action_mask().view(np.int8)  # a fresh bool array, seen as 0/1
        return self._mask

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        """`agent`'s observation: its seat's ``observation`` and the legal-action mask.

        The mask is non-zero only for the agent to move (all zeros once the episode is over).

        >>> env = pettingzoo_env("uragan"); env.reset(seed=1)
        >>> bool(env.observe(env.agent_selection)["action_mask"].any())
        True
        """
        seat = self._seat[agent]
        obs = np.asarray(self.pc_state.observation(seat), dtype=np.float32)
        if self.pc_state.to_move == seat:
            mask = self._legal_mask().copy()
        else:
            mask = self._no_mask.copy()
        return {"observation": obs, "action_mask": mask}

    def step(self, action: Optional[int]) -> None:
        """Play `action` (a dense index) for ``agent_selection``.

        An agent whose episode is over must be stepped with None (PettingZoo's rule). An action
        that is not an int in range, or not legal now, raises ValueError naming it and the
        agent; the state is unchanged.

        >>> env = pettingzoo_env("chip_game"); env.reset(seed=1); env.step(0)
        """
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if isinstance(action, (bool, np.bool_)) or not isinstance(action, (int, np.integer)):
            raise ValueError(f"action for {agent} must be an int in 0..{self.num_actions - 1}, got {action!r}")
        a = int(action)
        if not 0 <= a < self.num_actions:
            raise ValueError(f"action {a} for {agent} is out of range 0..{self.num_actions - 1}")
        if not self._legal_mask()[a]:
            legal = np.flatnonzero(self._legal_mask()).tolist()
            raise ValueError(
                f"illegal action {a} ({self.game.action_move(a)}) for {agent}; legal actions: {legal[:50]}"
                + (" ..." if len(legal) > 50 else "")
            )
        self._cumulative_rewards[agent] = 0.0
        self.pc_state.play(self._actions.move_id(a))
        self._mask = None
        if self.pc_state.is_over():
            values = seat_returns(self.pc_state, self.num_seats, self.zero_sum)
            self.rewards = {ag: values[i] for i, ag in enumerate(self.agents)}
            self.terminations = {ag: True for ag in self.agents}
        else:
            self.rewards = {ag: 0.0 for ag in self.agents}
            self.agent_selection = self.possible_agents[self.pc_state.to_move]
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> Optional[str]:
        """The readable layout ``str(state)``: returned for "ansi", printed for "human".

        >>> env = pettingzoo_env("stos", render_mode="ansi"); env.reset(seed=1)
        >>> env.render() == str(env.pc_state)  # the title line, the seats, the table, the legal moves
        True
        """
        if self.render_mode is None:
            gymnasium.logger.warn("render() called without a render_mode; pass render_mode='ansi' or 'human'")
            return None
        text = str(self.pc_state)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        """Nothing to release (kept for the PettingZoo API).

        >>> pettingzoo_env("stos").close()
        """

    def __repr__(self) -> str:
        return f"<PycardsAECEnv {self.metadata['name']} scope={self.scope}>"
