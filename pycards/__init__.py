"""pycards: fast, exact Russian card games with a C++ core.

>>> import pycards as pc
>>> s = pc.game("chip_game", players=3).new_match(seed=7)
>>> while not s.is_over():
...     s.play("deal")
>>> sum(s.chips)
30
"""

from pycards import (
    errors,  # first: the compiled module raises these classes
    pretty,
)
from pycards._arena import ArenaResult, arena  # also makes pycards.bots importable as pc.bots
from pycards._core import (
    ChipGame,
    ChipGameState,
    Construction,
    ConstructionState,
    Hurricane,
    HurricaneState,
    Kazino,
    KazinoState,
    Move,
    Rng,
    Stos,
    StosState,
    Thousand,
    ThousandOne,
    ThousandOneState,
    ThousandState,
    Ton,
    TonState,
    Torgovlya,
    TorgovlyaState,
    TriListika,
    TriListikaState,
    TriPalki,
    TriPalkiState,
    TriTroyki,
    TriTroykiState,
    Uragan,
    UraganState,
    View,  # the common base of every game's state.view(seat)
)
from pycards.cards import DECK24, DECK32, DECK36, DECK40, DECK52, Card, CardSet, from_masks, to_masks
from pycards.errors import IllegalMoveError, InvalidPositionError, OptionError, ParseError, PycardsError
from pycards.records import load_record, replay, save_record
from pycards.registry import Game, State, game, games
from pycards.scale import simulate, solve_many
from pycards.solve import SolveProgress, SolveResult, solve, solve_uragan

__version__ = "0.1.0"

__all__ = [
    "Card",
    "CardSet",
    "DECK52",
    "DECK40",
    "DECK36",
    "DECK32",
    "DECK24",
    "Move",
    "game",
    "games",
    "Game",
    "State",
    "ChipGame",
    "ChipGameState",
    "Construction",
    "ConstructionState",
    "Uragan",
    "UraganState",
    "Hurricane",
    "HurricaneState",
    "Kazino",
    "KazinoState",
    "Thousand",
    "ThousandState",
    "ThousandOne",
    "ThousandOneState",
    "Stos",
    "StosState",
    "TriPalki",
    "TriPalkiState",
    "Ton",
    "TonState",
    "TriListika",
    "TriListikaState",
    "Torgovlya",
    "TorgovlyaState",
    "TriTroyki",
    "TriTroykiState",
    "solve",
    "solve_many",
    "simulate",
    "replay",
    "pretty",
    "load_record",
    "save_record",
    "solve_uragan",
    "SolveProgress",
    "SolveResult",
    "to_masks",
    "from_masks",
    "errors",
    "PycardsError",
    "ParseError",
    "InvalidPositionError",
    "IllegalMoveError",
    "OptionError",
    "View",
    "Rng",
    "bots",
    "arena",
    "ArenaResult",
]
