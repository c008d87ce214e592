"""Games with no dense action space under their default options (docs/rl.md): the generic RL and
environment tests expect `pc.OptionError` from them instead of a space. A game counts only when
both hold: `num_actions` raises `OptionError` with the defaults, and its docs page says, in its
"Actions and observation (RL)" section, that it "has no dense space" (Construction); a game that
merely fails to build its space fails the tests as before."""

from pathlib import Path

import pycards as pc

#: What the OptionError of a game without a dense space says (the core's message).
NO_SPACE = "has no dense action space"
DOCS = Path(__file__).resolve().parent.parent / "docs"


def rl_section(name: str) -> str:
    page = (DOCS / f"{name}.md").read_text(encoding="utf-8")
    return page.split("## Actions and observation (RL)", 1)[1].split("\n## ", 1)[0]


def no_dense_space(name: str) -> bool:
    try:
        _ = pc.game(name).num_actions
    except pc.OptionError:
        return "has no dense space" in rl_section(name)
    return False
