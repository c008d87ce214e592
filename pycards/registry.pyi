"""Typing of the registry per game name (the runtime registry is the compiled module's list).
A new game adds its overload here and its classes to _core.pyi."""

from __future__ import annotations

from typing import Literal, Union, overload

from pycards._core import (
    ChipGame,
    ChipGameState,
    Construction,
    ConstructionState,
    Hurricane,
    HurricaneState,
    Kazino,
    KazinoState,
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
)

#: Any game object ``pycards.game()`` returns (a type alias, for annotations).
Game = Union[
    ChipGame, Uragan, Hurricane, Kazino, Thousand, ThousandOne, Stos, TriPalki, TriListika, Torgovlya, TriTroyki, Ton,
    Construction,
]
#: Any game state (``Game.new_match()``, ``new_deal()``, ``position()``), for annotations.
State = Union[
    ChipGameState, UraganState, HurricaneState, KazinoState, ThousandState, ThousandOneState, StosState, TriPalkiState,
    TriListikaState, TorgovlyaState, TriTroykiState, TonState, ConstructionState,
]

def games() -> list[str]: ...

@overload
def game(name: Literal["chip_game"], **options: int | str) -> ChipGame: ...
@overload
def game(name: Literal["uragan"], **options: int | str) -> Uragan: ...
@overload
def game(name: Literal["hurricane"], **options: int | str) -> Hurricane: ...
@overload
def game(name: Literal["kazino"], **options: int | str) -> Kazino: ...
@overload
def game(name: Literal["thousand"], **options: int | str) -> Thousand: ...
@overload
def game(name: Literal["thousand_one"], **options: int | str) -> ThousandOne: ...
@overload
def game(name: Literal["stos"], **options: int | str) -> Stos: ...
@overload
def game(name: Literal["tri_palki"], **options: int | str) -> TriPalki: ...
@overload
def game(name: Literal["tri_listika"], **options: int | str) -> TriListika: ...
@overload
def game(name: Literal["torgovlya"], **options: int | str) -> Torgovlya: ...
@overload
def game(name: Literal["tri_troyki"], **options: int | str) -> TriTroyki: ...
@overload
def game(name: Literal["ton"], **options: int | str) -> Ton: ...
@overload
def game(name: Literal["construction"], **options: int | str) -> Construction: ...
@overload
def game(name: str, **options: int | str) -> Game: ...


__all__ = ["games", "game", "Game", "State"]
