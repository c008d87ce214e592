// pycards.View: what one seat has seen, the same core surface in every game. Each game's view is
// a subclass (UraganView, ThousandView, ThousandOneView, ChipGameView) that adds the game's own
// public parts. A view is an immutable value: everything is copied out of the state when the view
// is made (no reference to the state is kept), and == / hash compare the complete notation line.
#pragma once

#include <string>
#include <vector>

#include "common.hpp"

namespace pycards::bind {

/// The common part of every game's view (the C++ base of pycards.View).
struct ViewBase {
  std::string game;               // the game's name
  int seat = 0;
  int players = 0;
  std::string phase;
  int to_move = -1;               // -1: nobody (the game is over)
  CardSet hand;                   // the seat's own cards it can see
  std::vector<int> hand_sizes;    // cards held per seat (hidden ones included)
  std::vector<CardSet> visible;   // per seat: cards of that hand this seat can see or knows are there
  std::vector<int> scores;
  CardSet unseen;                 // deck minus everything this seat has seen
  CardSet deck;                   // the game's deck (every card of the game)
  std::string text;               // notation(): one line, hidden cards only as counts
  virtual ~ViewBase() = default;
};

/// "A B ?3" / "?7" / "-": the cards of a hand this seat can see, then the hidden count.
std::string hand_text(const CardSet& seen, int size);

/// Registers pycards.View once (every game's binding calls it before binding its subclass).
void bind_view_base(py::module_& m);

/// The common fields of a view from a state's common surface: game, seat, players, phase, to_move.
template <class G, class S>
void fill_common(ViewBase& v, const S& s, int seat, int players) {
  v.game = std::string(G::kName);
  v.seat = seat;
  v.players = players;
  v.phase = std::string(s.phase());
  v.to_move = s.to_move() == kNoSeat ? -1 : s.to_move();
}

/// The checked seat argument of view(): TypeError for a non-int, ValueError naming the range.
inline int view_seat(py::handle seat, int players) {
  return static_cast<int>(to_int(seat, "seat", 0, players - 1));
}

}  // namespace pycards::bind
