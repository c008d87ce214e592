"""Typed user code with known errors: mypy must report exactly the lines marked ``# error``."""

import pycards as pc

g = pc.game("uragan")
g.new_deal(seed="x")  # error: a seed is an int
g.new_match(7).hands.append(3)  # error: hands are CardSets
h = pc.game("chip_game").new_match().hurricanes  # error: the chip game has no hurricanes
n: int = pc.game("thousand").new_deal().trump  # error: trump is a suit or None
pc.game("thousand").new_deal().cut_shown.append(pc.Card.parse("9H"))  # error: a CardSet, not a list
s: pc.UraganState = pc.game("chip_game").new_match()  # error: a chip game state
