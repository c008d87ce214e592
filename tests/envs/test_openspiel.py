"""pycards games as OpenSpiel Python games (pycards/envs/openspiel.py, docs/rl.md)."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

import pycards as pc

pyspiel = pytest.importorskip("pyspiel")
po = pytest.importorskip("pycards.envs.openspiel")

from dense_space import NO_SPACE, no_dense_space  # noqa: E402

GAMES = pc.games()


def _play_random(state, rng):
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(int(rng.integers(len(state.chance_outcomes()))))
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    return state


def test_import_pycards_does_not_import_pyspiel():
    code = (
        "import sys, pycards, pycards.envs\n"
        "print(*(m in sys.modules for m in ('pyspiel', 'pettingzoo', 'gymnasium', 'open_spiel')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["False"] * 4


def test_every_game_is_registered():
    names = set(pyspiel.registered_names())
    assert {po.short_name(n) for n in GAMES} <= names


@pytest.mark.parametrize("name", GAMES)
def test_random_sim_test(name):
    if no_dense_space(name):  # Construction: loading the game refuses, naming the reason
        with pytest.raises(pc.OptionError, match=NO_SPACE):
            pyspiel.load_game(po.short_name(name))
        return
    game = pyspiel.load_game(po.short_name(name), {"num_seeds": 64})
    pyspiel.random_sim_test(game, num_sims=10, serialize=False, verbose=False)


VARIANTS = [
    ("uragan", {"players": 4, "zero_sum": True}),
    ("kazino", {"players": 4, "partnerships": 1}),
    ("thousand_one", {"players": 4}),
    ("thousand", {"scope": "match", "max_deals": 3}),
    ("tri_listika", {"dealer": -1}),
]


@pytest.mark.parametrize(("name", "params"), VARIANTS, ids=[f"{n}-{p}" for n, p in VARIANTS])
def test_random_sim_test_with_parameters(name, params):
    game = pyspiel.load_game(po.short_name(name), {"num_seeds": 64, **params})
    pyspiel.random_sim_test(game, num_sims=5, serialize=False, verbose=False)


@pytest.mark.parametrize("name", GAMES)
def test_game_matches_core(name):
    if no_dense_space(name):  # Construction: loading the game refuses, naming the reason
        with pytest.raises(pc.OptionError, match=NO_SPACE):
            pyspiel.load_game(po.short_name(name))
        return
    game = pyspiel.load_game(po.short_name(name))
    g = pc.game(name)
    state = game.new_initial_state()
    assert state.is_chance_node() and not state.is_terminal()
    outcomes = state.chance_outcomes()
    assert len(outcomes) == game.max_chance_outcomes() == po.DEFAULT_NUM_SEEDS
    assert abs(sum(p for _, p in outcomes) - 1.0) < 1e-9
    assert game.num_distinct_actions() == g.num_actions
    assert game.num_players() == g.new_deal(seed=0, dealer=0).view(0).players
    assert tuple(game.observation_tensor_shape()) == tuple(g.observation_shape)
    state.apply_action(5)
    core = g.new_deal(seed=state.deal_seed, dealer=0)
    assert state.pc_state == core
    rng = np.random.default_rng(1)
    while not state.is_terminal():
        p = state.current_player()
        assert p == core.to_move
        legal = state.legal_actions()
        assert legal == np.flatnonzero(core.legal_action_mask()).tolist()
        assert legal == sorted(g.action_index(m) for m in core.legal_moves())
        obs = np.asarray(state.observation_tensor(p), np.float32)
        assert np.array_equal(obs, core.observation(p).ravel())
        assert np.array_equal(np.asarray(state.information_state_tensor(p), np.float32), obs)
        assert state.observation_string(p) == core.observation_string(p)
        assert core.view(p).notation() in state.information_state_string(p)
        a = int(rng.choice(legal))
        assert state.action_to_string(p, a) == str(g.action_move(a))
        state.apply_action(a)
        core.play(g.action_move(a).id)
    sc = core.scores()
    assert state.returns() == [float(sc[i % len(sc)]) for i in range(game.num_players())]
    assert str(state) == str(core)


def test_chance_outcome_is_the_seed_and_skips_decision_free_deals():
    game = pyspiel.load_game("python_pycards_tri_listika", {"num_seeds": 200, "seed_offset": 1000})
    g = pc.game("tri_listika")
    skipped = 0
    for k in range(200):
        s = game.new_initial_state()
        s.apply_action(k)
        assert not s.is_terminal()
        if g.new_deal(seed=1000 + k, dealer=0).is_over():
            skipped += 1
            assert s.deal_seed > 1000 + k
        else:
            assert s.deal_seed == 1000 + k
        assert s.pc_state == g.new_deal(seed=s.deal_seed, dealer=0)
    assert skipped > 0


def test_parameters_pass_options():
    game = pyspiel.load_game("python_pycards_uragan(target=11,players=4,zero_sum=True,dealer=1)")
    assert game.pc_game == pc.game("uragan", target=11, players=4)
    assert game.num_players() == 4
    assert game.get_type().utility == pyspiel.GameType.Utility.ZERO_SUM
    s = game.new_initial_state()
    s.apply_action(0)
    assert s.pc_state == pc.game("uragan", target=11, players=4).new_deal(seed=s.deal_seed, dealer=1)
    _play_random(s, np.random.default_rng(0))
    r = s.returns()
    assert r[0] == r[2] and r[1] == r[3] and r[0] == -r[1]
    sc = s.pc_state.scores()
    assert r[0] == sc[0] - sc[1]
    g = pc.game("kazino", players=4, partnerships=1)
    assert pyspiel.load_game("python_pycards_kazino", g.options).pc_game == g  # g.options passes back as it is
    with pytest.raises(pyspiel.SpielError, match="partnerships"):
        pyspiel.load_game("python_pycards_kazino", {"partnerships": True, "players": 4})  # flags are ints
    with pytest.raises(ValueError, match="target"):
        pyspiel.load_game("python_pycards_uragan", {"target": -3})
    with pytest.raises(pyspiel.SpielError):
        pyspiel.load_game("python_pycards_uragan", {"no_such_option": 1})


def test_dealer_rotate_and_scope_match():
    game = pyspiel.load_game("python_pycards_stos", {"dealer": -1, "num_seeds": 10})
    for k in range(4):
        s = game.new_initial_state()
        s.apply_action(k)
        assert s.pc_state == pc.game("stos").new_deal(seed=k, dealer=k % 2)
    game = pyspiel.load_game("python_pycards_uragan", {"scope": "match", "num_seeds": 10})
    s = _play_random(game.new_initial_state(), np.random.default_rng(3))
    assert s.pc_state.deals_played >= 1 and s.pc_state.winner is not None
    assert s.returns() == [float(x) for x in s.pc_state.scores()]


def test_multi_set_kazino_has_no_dense_actions():
    with pytest.raises(pc.OptionError):
        _ = pc.game("kazino", multi_set=1).num_actions
    with pytest.raises(pc.OptionError):
        pyspiel.load_game("python_pycards_kazino", {"multi_set": 1})


def test_clone_and_resample():
    game = pyspiel.load_game("python_pycards_thousand")
    s = game.new_initial_state()
    s.apply_action(9)
    rng = np.random.default_rng(5)
    while s.pc_state.phase != "play" or len(s.pc_state.hands[0]) > 5:  # into the card play
        p = s.current_player()
        legal = [a for a in s.legal_actions() if s.action_to_string(p, a) != "rospis"]  # no concession
        s.apply_action(int(rng.choice(legal)))
    assert not s.is_terminal()
    c = s.clone()
    assert c.pc_state == s.pc_state and c.pc_state is not s.pc_state and c.history() == s.history()
    c.apply_action(c.legal_actions()[0])
    assert c.pc_state != s.pc_state
    p = s.current_player()
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    worlds = [s.resample_from_infostate(p, sampler) for _ in range(8)]
    for w in worlds:
        assert w.information_state_string(p) == s.information_state_string(p)
        assert w.legal_actions() == s.legal_actions()
        assert w.pc_state.view(p) == s.pc_state.view(p)
    assert len({w.pc_state.notation() for w in worlds}) > 1  # other seats' cards differ


def test_ismcts_plays_an_uragan_deal_against_random():
    from open_spiel.python.algorithms import ismcts, mcts

    game = pyspiel.load_game("python_pycards_uragan", {"num_seeds": 100})
    rs = np.random.RandomState(4)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rs)
    bot = ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=50, random_state=rs)
    rand = pyspiel.make_uniform_random_bot(1, 7)
    state = game.new_initial_state()
    state.apply_action(11)
    moves = 0
    while not state.is_terminal():
        if state.current_player() == 0:
            action = bot.step(state)
        else:
            action = rand.step(state)
        assert action in state.legal_actions()
        state.apply_action(action)
        moves += 1
    assert moves >= 10  # a deal of 36 cards (fewer moves when hurricanes take hands)
    assert len(state.returns()) == 2 and state.pc_state.is_over()


def test_docstring_examples():
    import doctest

    result = doctest.testmod(po, extraglobs={"pc": pc, "pyspiel": pyspiel}, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0 and result.attempted > 0


def test_rl_doc_examples_run(capsys):
    import re
    from pathlib import Path

    pytest.importorskip("pettingzoo")
    text = (Path(__file__).resolve().parents[2] / "docs" / "rl.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, flags=re.S)
    assert len(blocks) >= 4
    for block in blocks:
        exec(compile(block, "docs/rl.md", "exec"), {})
