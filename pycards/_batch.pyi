import numpy as np

from pycards._core import CardSet

def shuffled_decks(deck: CardSet, n: int, seed: int, threads: int = 1) -> np.ndarray: ...
