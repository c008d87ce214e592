// Embedding pycards from C++: parse cards, deal a seeded game, play it out with the checked API,
// and solve an Ураган ending exactly (pycards::solve: the same values as Python's pc.solve).
#include <cstdio>

#include "pycards/cards.hpp"
#include "pycards/deck.hpp"
#include "pycards/games/chip_game/chip_game.hpp"
#include "pycards/games/uragan/uragan_solver.hpp"

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

  // An Ураган ending with every card known: the exact value for the side to move, every legal
  // move's value (game move ids, texts from the game) and a best line to the end of the deal.
  const uragan::Game uragan_game(Options(uragan::Game::kName, uragan::Game::option_specs(), {}));
  const uragan::State ending = uragan_game.position(
      "dealer 0 | turn 0 | hands 3D QD KD / - | table QC 2S 3S | stock - | piles 4C 7C 6D JD 6H 7H AH 4S JS AS"
      " / 2C 3C 5C 6C JC KC AC 2D 4D 5D 7D AD 2H 3H 4H 5H JH QH KH 5S 6S 7S QS KS | hurricanes 1 0 | last 0 | deal");
  const SolveReport r = solve(ending, SolveOptions{});
  std::printf("uragan solve: value %d |", *r.value);
  for (std::size_t i = 0; i < r.moves.size(); ++i)
    std::printf("%s %s %d", i ? "," : "", uragan::Game::move_text(r.moves[i]).c_str(), *r.move_values[i]);
  std::printf(" | line");
  for (MoveId m : r.best_line) std::printf(" %s", uragan::Game::move_text(m).c_str());
  std::printf("\n");
  return 0;
}
