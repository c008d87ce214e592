"""pycards games as PettingZoo AEC environments (pycards/envs/_pettingzoo.py, docs/rl.md)."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

import pycards as pc

pytest.importorskip("pettingzoo")
pytest.importorskip("gymnasium")

from dense_space import NO_SPACE, no_dense_space  # noqa: E402
from pettingzoo.test import api_test, seed_test  # noqa: E402

from pycards.envs import pettingzoo_env  # noqa: E402

GAMES = pc.games()


def _random_episode(env, seed):
    rng = np.random.default_rng(seed)
    env.reset(seed=seed)
    total = {a: 0.0 for a in env.possible_agents}
    steps = 0
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _ = env.last()
        total[agent] += reward
        if terminated or truncated:
            env.step(None)
            continue
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        steps += 1
    return total, steps


@pytest.mark.parametrize("name", GAMES)
def test_api_and_seed(name):
    if no_dense_space(name):  # Construction: the env refuses, naming the reason
        with pytest.raises(pc.OptionError, match=NO_SPACE):
            pettingzoo_env(name)
        return
    with warnings.catch_warnings():
        # PettingZoo warns for every dict observation ("not a NumPy array"), as for its own classic games
        warnings.simplefilter("ignore")
        api_test(pettingzoo_env(name), num_cycles=300)
        seed_test(lambda: pettingzoo_env(name), num_cycles=300)


VARIANTS = [
    ("uragan", {"players": 4}),
    ("kazino", {"players": 4, "partnerships": 1}),
    ("kazino", {"players": 3}),
    ("thousand_one", {"players": 4}),
    ("hurricane", {"max_lay": 2}),
    ("chip_game", {"players": 6}),
]


@pytest.mark.parametrize(("name", "options"), VARIANTS, ids=[f"{n}-{o}" for n, o in VARIANTS])
def test_api_and_seed_with_options(name, options):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        api_test(pettingzoo_env(name, **options), num_cycles=300)
        seed_test(lambda: pettingzoo_env(name, **options), num_cycles=300)


@pytest.mark.parametrize("name", GAMES)
def test_random_episodes_stay_in_the_spaces(name):
    if no_dense_space(name):  # Construction: the env refuses, naming the reason
        with pytest.raises(pc.OptionError, match=NO_SPACE):
            pettingzoo_env(name)
        return
    env = pettingzoo_env(name)
    space = env.observation_space("player_0")
    for seed in range(8):
        rng = np.random.default_rng(seed)
        env.reset(seed=seed)
        total = dict.fromkeys(env.possible_agents, 0.0)
        for agent in env.agent_iter():
            obs, reward, terminated, truncated, _ = env.last()
            assert space.contains(obs)
            total[agent] += reward
            if terminated or truncated:
                env.step(None)
            else:
                env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        sc = env.pc_state.scores()
        assert total == {a: float(sc[i % len(sc)]) for i, a in enumerate(env.possible_agents)}


@pytest.mark.parametrize("name", GAMES)
def test_env_follows_the_core(name):
    if no_dense_space(name):  # Construction: the env refuses, naming the reason
        with pytest.raises(pc.OptionError, match=NO_SPACE):
            pettingzoo_env(name)
        return
    env = pettingzoo_env(name)
    g = pc.game(name)
    env.reset(seed=11)
    core = g.new_deal(seed=env.seed, dealer=0)
    assert env.pc_state == core
    n = core.view(0).players
    assert env.possible_agents == [f"player_{i}" for i in range(n)]
    assert env.metadata["name"] == f"pycards_{name}_v0" and str(env) == f"pycards_{name}_v0"
    space = env.observation_space("player_0")
    assert space["observation"].shape == tuple(g.observation_shape)
    assert space["action_mask"].shape == (g.num_actions,) and space["action_mask"].dtype == np.int8
    assert env.action_space("player_0").n == g.num_actions
    rng = np.random.default_rng(2)
    while not core.is_over():
        agent = env.agent_selection
        seat = int(agent.split("_")[1])
        assert seat == core.to_move
        for other in env.agents:
            o = env.observe(other)
            k = int(other.split("_")[1])
            assert o["observation"].dtype == np.float32
            assert np.array_equal(o["observation"], core.observation(k))
            if k == seat:
                assert np.array_equal(o["action_mask"], core.legal_action_mask().astype(np.int8))
            else:
                assert not o["action_mask"].any()
        a = int(rng.choice(np.flatnonzero(core.legal_action_mask())))
        env.step(a)
        core.play(g.action_move(a).id)
        assert env.pc_state == core
    sc = core.scores()
    expected = {f"player_{i}": float(sc[i % len(sc)]) for i in range(n)}
    assert env.rewards == expected
    assert all(env.terminations.values())


def test_partnership_rewards_and_zero_sum():
    env = pettingzoo_env("uragan", players=4)
    total, _ = _random_episode(env, 5)
    sc = env.pc_state.scores()
    assert len(sc) == 2
    assert total == {"player_0": sc[0], "player_1": sc[1], "player_2": sc[0], "player_3": sc[1]}
    env = pettingzoo_env("uragan", players=4, zero_sum=True)
    total, _ = _random_episode(env, 5)
    d = sc[0] - sc[1]
    assert total == {"player_0": d, "player_1": -d, "player_2": d, "player_3": -d}
    env = pettingzoo_env("chip_game", zero_sum=True)
    total, _ = _random_episode(env, 3)
    assert abs(sum(total.values())) < 1e-9


def test_seedless_resets_repeat_after_a_seed():
    a, b = pettingzoo_env("thousand"), pettingzoo_env("thousand")
    a.reset(seed=4)
    b.reset(seed=4)
    seeds_a, seeds_b = [], []
    for _ in range(3):
        a.reset()
        b.reset()
        seeds_a.append(a.seed)
        seeds_b.append(b.seed)
    assert seeds_a == seeds_b and len(set(seeds_a)) == 3
    fresh = {pettingzoo_env("thousand") for _ in range(2)}
    for env in fresh:
        env.reset()
    assert len({env.seed for env in fresh}) == 2  # an unseeded env draws from the OS


def test_decision_free_deals_are_skipped():
    g = pc.game("tri_listika")
    seed = next(s for s in range(1000) if g.new_deal(seed=s, dealer=0).is_over())
    env = pettingzoo_env("tri_listika")
    env.reset(seed=seed)
    assert env.seed > seed and not any(env.terminations.values())
    assert env.pc_state == g.new_deal(seed=env.seed, dealer=0)


def test_illegal_and_bad_actions():
    env = pettingzoo_env("tri_palki")
    env.reset(seed=1)
    mask = env.observe(env.agent_selection)["action_mask"]
    before = env.pc_state.copy()
    bad = int(np.flatnonzero(mask == 0)[0])
    with pytest.raises(ValueError, match=f"illegal action {bad} .* for {env.agent_selection}"):
        env.step(bad)
    with pytest.raises(ValueError, match="out of range"):
        env.step(env.num_actions)
    with pytest.raises(ValueError, match="must be an int"):
        env.step("7H")
    with pytest.raises(ValueError, match="must be an int"):
        env.step(None)
    assert env.pc_state == before


def test_dead_agents_step_with_none():
    env = pettingzoo_env("stos")
    env.reset(seed=2)
    env.step(int(np.flatnonzero(env.observe(env.agent_selection)["action_mask"])[0]))
    assert all(env.terminations.values())
    with pytest.raises(ValueError):
        env.step(0)  # PettingZoo: a terminated agent must be stepped with None
    while env.agents:
        env.step(None)


def test_render_modes(capsys):
    env = pettingzoo_env("uragan", render_mode="ansi")
    env.reset(seed=3)
    assert env.render() == str(env.pc_state)
    env = pettingzoo_env("uragan", render_mode="human")
    env.reset(seed=3)
    assert str(env.pc_state) in capsys.readouterr().out
    with pytest.raises(ValueError, match="render_mode"):
        pettingzoo_env("uragan", render_mode="rgb_array")


def test_scope_match():
    env = pettingzoo_env("uragan", scope="match", target=7)
    total, steps = _random_episode(env, 8)
    s = env.pc_state
    assert s.is_over() and s.deals_played >= 1 and steps > 30
    assert env.pc_state == pc.replay(s.record())
    assert total == {f"player_{i}": float(x) for i, x in enumerate(s.scores())}


def test_bad_arguments():
    with pytest.raises(ValueError, match="scope"):
        pettingzoo_env("uragan", scope="round")
    with pytest.raises(ValueError, match="dealer"):
        pettingzoo_env("uragan", dealer=5)
    with pytest.raises(ValueError):
        pettingzoo_env("uragan", target=-1)
    with pytest.raises(pc.OptionError):
        pettingzoo_env("kazino", multi_set=1)


def test_dealer_rotate():
    env = pettingzoo_env("thousand", dealer="rotate")
    for seed in range(3):
        env.reset(seed=seed)
        assert env.pc_state == pc.game("thousand").new_deal(seed=seed, dealer=seed % 3)


@pytest.mark.parametrize("module", ["pycards.envs", "pycards.envs._pettingzoo"])
def test_docstring_examples(module):
    import doctest
    import importlib

    mod = importlib.import_module(module)
    result = doctest.testmod(mod, extraglobs={"pc": pc, "pettingzoo_env": pettingzoo_env}, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0 and result.attempted > 0
