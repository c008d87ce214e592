"""Тысяча's and 1001's hooks for the generic battery and the fuzz suite (tests/battery_hooks.py)."""
from battery_hooks import Hooks, trick_cards

BATTERY = {
    "thousand": Hooks(conserved=trick_cards, setups=[
        dict(max_deals=2),
        dict(max_deals=2, dark_bidding=1, prikup_buyout=1, bed_marriage=1, ace_marriage="trump",
             four_nines_bonus=200, weak_hand_redeal=1)]),
    "thousand_one": Hooks(conserved=trick_cards, setups=[
        dict(max_deals=2), dict(players=4, max_deals=2, two_pass_play="free")]),
}
