"""The C++ chip game against the pure-Python reference on 3,000 seeded games."""

import pycards as pc

from .reference import RefChipGame


def compare(seed):
    players = 2 + seed % 14
    start = 4 + (seed // 14) % 17
    s = pc.game("chip_game", players=players, start_chips=start).new_match(seed=seed)
    ref = RefChipGame([str(c) for c in s.deck], s.dealer, players=players, start_chips=start)
    while not s.is_over():
        assert not ref.is_over()
        assert s.to_move == ref.to_move()
        s.play("deal")
        log = ref.deal()
        events = [e for e in log if e["kind"] != "pot"]
        got = s.deal_result()
        assert [dict(e, card=str(e["card"])) for e in got["events"]] == events, seed
        if s.is_over():
            awards = {k: v for k, v in log[-1]["awards"].items() if v > 0}
            assert got["pot_awards"] == awards
        assert s.chips == ref.chips and s.pot == ref.pot and s.status == ref.status, seed
        assert s.dealer == ref.dealer
        assert [str(c) for c in s.deck] == ref.deck
    assert ref.is_over()


def test_differential_3000_games():
    for seed in range(3000):
        compare(seed)
