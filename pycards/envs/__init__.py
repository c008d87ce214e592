"""Reinforcement-learning environments over pycards games (docs/rl.md).

Two front ends, both over the core's dense actions (``g.num_actions``, ``g.action_move(i)``,
``s.legal_action_mask()``) and observations (``s.observation(seat)``):

- ``pettingzoo_env(name, ...)``: a PettingZoo AEC environment (needs ``pettingzoo`` and
  ``gymnasium``);
- ``pycards.envs.openspiel``: importing it registers every game with OpenSpiel as
  ``"python_pycards_<name>"`` (needs ``open_spiel``).

Neither third-party package is imported by ``import pycards`` or ``import pycards.envs``: only
when an environment is made (or ``pycards.envs.openspiel`` is imported).

>>> from pycards.envs import pettingzoo_env
>>> env = pettingzoo_env("uragan"); env.reset(seed=7)
"""

from __future__ import annotations

from typing import Any, Optional

__all__ = ["pettingzoo_env", "PycardsAECEnv"]


def pettingzoo_env(
    game_name: str,
    scope: str = "deal",
    render_mode: Optional[str] = None,
    *,
    zero_sum: bool = False,
    dealer: Any = 0,
    **options: Any,
) -> Any:
    """A PettingZoo AEC environment playing `game_name` (options as keywords, as ``pc.game``).

    `scope`: "deal" (an episode is ``g.new_deal(seed, dealer)``) or "match" (``g.new_match(seed)``).
    Rewards come once, when the episode ends: each seat's final ``scores()`` (a partnership's
    score to both partners); ``zero_sum=True`` gives each side its score minus the mean of the
    other sides' scores instead. `dealer`: a seat, or "rotate" (``seed % players``).
    `render_mode`: None, "ansi" (``render()`` returns ``str(state)``) or "human" (prints it).
    A game without dense actions under its options raises ``pc.OptionError``.

    >>> env = pettingzoo_env("thousand", scope="deal")
    >>> env.reset(seed=1)
    >>> for agent in env.agent_iter():
    ...     obs, reward, terminated, truncated, info = env.last()
    ...     action = None if terminated else env.action_space(agent).sample(obs["action_mask"])
    ...     env.step(action)
    """
    from ._pettingzoo import PycardsAECEnv

    return PycardsAECEnv(game_name, scope=scope, render_mode=render_mode, zero_sum=zero_sum, dealer=dealer, **options)


def __getattr__(name: str) -> Any:
    if name == "PycardsAECEnv":
        from ._pettingzoo import PycardsAECEnv

        return PycardsAECEnv
    raise AttributeError(f"module 'pycards.envs' has no attribute {name!r}")
