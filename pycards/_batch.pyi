import numpy as np

from pycards._core import CardSet

def shuffled_decks(deck: CardSet, n: int, seed: int, threads: int = 1) -> np.ndarray: ...
def uragan_playouts(
    n: int,
    seed: int = 0,
    players: int = 2,
    hand: str = "hidden",
    threads: int = 1,
    free_trail: bool = False,
    same_rank_sums: bool = False,
    round_leader: str = "after_last_player",
    leftover: str = "last_player",
    after_hurricane: str = "lay_out",
) -> dict[str, np.ndarray]: ...
KAZINO_LEFTOVER: tuple[str, ...]

def kazino_playouts(
    n: int,
    seed: int = 0,
    players: int = 2,
    partnerships: bool = False,
    multi_set: bool = False,
    leftover: str = "dealer",
    threads: int = 1,
) -> dict[str, np.ndarray]: ...
def hurricane_playouts(
    n: int,
    seed: int = 0,
    max_lay: int = 3,
    opening_lay: str = "fixed",
    round_leader: str = "alternate",
    leftover: str = "nobody",
    threads: int = 1,
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
def commerce_keys(masks: np.ndarray, point_rule: str = "flush3", threads: int = 1) -> np.ndarray: ...
def troyki_hands(
    cards: np.ndarray, threes_rank: str = "top", ten_multi: str = "zero", threads: int = 1
) -> dict[str, np.ndarray]: ...
