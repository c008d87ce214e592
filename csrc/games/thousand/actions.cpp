// The dense action space of Тысяча and 1001 (one move id scheme, docs/thousand.md "Actions"): the
// four kinds of card play and the gift of each of the 24 cards, every number 0..4095 as a bid, a
// contract and a buyout, then the ten words.
#include "pycards/actions.hpp"
#include "thousand.hpp"
#include "thousand_one.hpp"

namespace pycards::thousand {
// Both games' space (this file's only: no other translation unit needs it).
constexpr actions::Blocks<9> kActionSpace{{{{card_move(Card(0), kPlain), 0, kDeck24},
                                      {card_move(Card(0), kMarriage), 0, kDeck24},
                                      {card_move(Card(0), kBed), 0, kDeck24},
                                      {card_move(Card(0), kAceTrump), 0, kDeck24},
                                      {kGiftBase, 0, kDeck24},
                                      {kBidBase, kMaxNumber + 1},
                                      {kContractBase, kMaxNumber + 1},
                                      {kBuyoutBase, kMaxNumber + 1},
                                      {kWordBase, kWords}}}};

PYCARDS_BLOCK_ACTIONS(kActionSpace)

}  // namespace pycards::thousand

namespace pycards::thousand_one {

PYCARDS_BLOCK_ACTIONS(thousand::kActionSpace)

}  // namespace pycards::thousand_one
