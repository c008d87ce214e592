import numpy as np

from pycards._core import CardSet

def shuffled_decks(deck: CardSet, n: int, seed: int, threads: int = 1) -> np.ndarray: ...
def uragan_playouts(
    n: int, seed: int = 0, players: int = 2, hand: str = "hidden", threads: int = 1
) -> dict[str, np.ndarray]: ...
def uragan_capture_counts(tables: np.ndarray, played: np.ndarray) -> np.ndarray: ...
def stos_coups(n: int, seed: int = 0, threads: int = 1) -> dict[str, np.ndarray]: ...
def tri_palki_games(
    n: int,
    seed: int = 0,
    threads: int = 1,
    floor_zero: int = 0,
    recycle_shuffle: int = 0,
    sticks_to_lose: int = 3,
    move_limit: int = 0,
    limit_result: str = "draw",
) -> dict[str, np.ndarray]: ...
