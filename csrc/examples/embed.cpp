// Embedding pycards from C++: parse cards, deal a seeded game, play it out with the checked API.
#include <cstdio>

#include "pycards/cards.hpp"
#include "pycards/deck.hpp"
#include "pycards/games/chip_game/chip_game.hpp"

int main() {
  using namespace pycards;
  const CardSet hand = parse_cards("7H KS 2C Дп");  // any spelling; printed canonically
  std::printf("hand: %s (%d cards)\n", to_string(hand).c_str(), hand.size());

  const DeckOrder deck = shuffled(kDeck36, /*seed=*/42);
  std::printf("top of a seeded 36-card deck: %s %s %s\n", to_string(deck[0]).c_str(),
              to_string(deck[1]).c_str(), to_string(deck[2]).c_str());

  const chip_game::Game game(Options(chip_game::Game::kName, chip_game::Game::option_specs(),
                                     {{"players", OptionValue{5LL}}}));
  chip_game::State s = game.new_match(/*seed=*/7);
  int deals = 0;
  while (!s.is_over()) {
    play_checked<chip_game::Game>(s, chip_game::kDealMove);
    ++deals;
  }
  std::printf("chip game: %d deals, final position: %s\n", deals, s.notation().c_str());
  try {
    play_checked<chip_game::Game>(s, chip_game::kDealMove);
  } catch (const IllegalMoveError& e) {
    std::printf("rejected as expected: %s\n", e.what());
  }
  return 0;
}
