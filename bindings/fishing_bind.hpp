// The Python surface every fishing game shares (Ураган, Хурикан, Казино): the state attributes of
// docs/api.md ("Fishing games": table, hands, piles, stock, dealer, the match counters, the deal
// results), the view's public parts, and the match's per-deal seed. A game binds its own parts
// (Ураган's hurricanes and face-down cards, who played or captured last) and passes what differs:
// the deal-result dictionary and the docstrings that name its sides.
#pragma once

#include <string>
#include <vector>

#include "common.hpp"
#include "rl.hpp"
#include "view.hpp"

namespace pycards::bind {

/// A match winner for Python: None while the match goes on (-1), "draw" (the game's `draw` code),
/// else the winning seat or side.
inline py::object winner_obj(int w, int draw) {
  if (w == -1) return py::none();
  if (w == draw) return py::str("draw");
  return py::int_(w);
}

/// Scoring sides of a fishing state: `sides()` where the game has partnerships, else two.
template <class S>
int fishing_sides(const S& s) {
  if constexpr (requires { s.sides(); })
    return s.sides();
  else
    return 2;
}

/// Seats of a fishing state (Хурикан is always two).
template <class S>
int fishing_players(const S& s) {
  if constexpr (requires { s.players(); })
    return s.players();
  else
    return 2;
}

/// What the shared attributes say of one game.
struct FishingDocs {
  const char* hands;       // what `hands` holds
  const char* piles;       // whose piles
  const char* winner;      // who can win
  const char* deal_result; // the keys of deal_result()
  const char* view;        // what view(seat) hides
};

/// Binds the shared state surface on `state` (a py::class_ of G::State): players, dealer, table,
/// hands, piles, stock, deals_played, is_match, winner, scores(), deal_result(),
/// last_deal_result(), view(seat) (made by `make_py_view(state, seat)`) and the checked fast path
/// play_id. `result_dict(DealResult)` builds the game's deal-result dictionary; `draw` is the
/// game's draw code of winner().
template <class G, class PyClass, class ResultDict, class MakeView>
void def_fishing_state(PyClass& state, int draw, ResultDict result_dict, MakeView make_py_view,
                       const FishingDocs& docs) {
  using S = typename G::State;
  state.def_property_readonly("players", [](const S& s) { return fishing_players(s); }, "Seats at the table.")
      .def_property_readonly("dealer", [](const S& s) { return int(s.dealer()); }, "Seat that dealt the current deal.")
      .def_property_readonly("table", [](const S& s) { return s.table(); }, "Cards face up on the table.")
      .def_property_readonly("hands", [](const S& s) {
        py::list out;
        for (int i = 0; i < fishing_players(s); ++i) out.append(s.hand(i));
        return out;
      }, docs.hands)
      .def_property_readonly("piles", [](const S& s) {
        py::list out;
        for (int i = 0; i < fishing_sides(s); ++i) out.append(s.pile(i));
        return out;
      }, docs.piles)
      .def_property_readonly("stock", [](const S& s) {
        py::list out;
        for (int i = 0; i < s.stock_size(); ++i) out.append(s.stock_card(i));
        return out;
      }, "Cards of the stock, next card first.")
      .def_property_readonly("deals_played", [](const S& s) { return s.deals_played(); }, "Finished deals.")
      .def_property_readonly("is_match", [](const S& s) { return s.config().match; },
                             "True for a match (new_match), False for a single deal.")
      .def_property_readonly("winner", [draw](const S& s) { return winner_obj(s.winner(), draw); }, docs.winner)
      .def("scores", [](const S& s) {
        std::vector<int> out;
        for (int i = 0; i < fishing_sides(s); ++i) out.push_back(s.score(i));
        return out;
      }, "Points per side of the finished deals (the match score).")
      .def("deal_result", [result_dict](const S& s) -> py::object {
        if (!s.deal_over()) return py::none();
        return result_dict(s.deal_result());
      }, docs.deal_result)
      .def("last_deal_result", [result_dict](const S& s) -> py::object {
        if (!s.has_last_result()) return py::none();
        return result_dict(s.last_result());
      }, "The most recently finished deal of this state's history (a match moves on to the next "
         "deal at once); None if none. Not part of the position.")
      .def("view", [make_py_view](const S& s, py::handle seat) {
        return make_py_view(s, view_seat(seat, fishing_players(s)));
      }, py::arg("seat"), docs.view)
      .def("play_id", [](S& s, MoveId id) { play_checked<G>(s, id); }, py::arg("id"),
           "Fast path: play a move by its int id (checked).");
}

/// A fishing game's view: its C++ View (`v`) and the common pycards.View fields.
template <class V>
struct FishingView : ViewBase {
  V v;
};

/// Fills the common pycards.View fields of a fishing view from the game's C++ view `out.v`: the
/// seat's own hand is the only one it sees (a game with open cards overwrites `visible`).
template <class G, class V, class S>
void fill_fishing_view(FishingView<V>& out, const S& s, int seat, CardSet deck) {
  const V& v = out.v;
  const int n = fishing_players(s), sides = fishing_sides(s);
  fill_common<G>(out, s, seat, n);
  out.hand = v.hand;
  out.hand_sizes.assign(v.hand_sizes.begin(), v.hand_sizes.begin() + n);
  out.visible.assign(n, CardSet());
  out.visible[seat] = v.hand;
  out.scores.assign(v.scores.begin(), v.scores.begin() + sides);
  out.unseen = v.unseen;
  out.deck = deck;
  out.text = v.notation();
}

/// The fishing games' public parts of an observation (bindings/rl.hpp): the table, the piles per
/// side (the seat's own side first), the stock size and the dealer.
template <class V>
void fishing_obs(const FishingView<V>& v, ObsOut& o) {
  o.cards(v.v.table);
  o.rotated_cards(std::vector<CardSet>(v.v.piles.begin(), v.v.piles.begin() + v.scores.size()));
  o.num(v.v.stock_size);
  o.seat_of(v.v.dealer);
}

/// The view's shared public parts: dealer, table, piles, stock_size.
template <class PyClass>
PyClass& def_fishing_view(PyClass& cls, const char* piles_doc) {
  using PV = typename PyClass::type;
  return cls.def_property_readonly("dealer", [](const PV& v) { return int(v.v.dealer); }, "Seat that dealt the current deal.")
      .def_property_readonly("table", [](const PV& v) { return v.v.table; }, "Cards face up on the table.")
      .def_property_readonly("piles", [](const PV& v) {
        const int sides = int(v.scores.size());
        return std::vector<CardSet>(v.v.piles.begin(), v.v.piles.begin() + sides);
      }, piles_doc)
      .def_property_readonly("stock_size", [](const PV& v) { return int(v.v.stock_size); }, "Cards left in the stock.");
}

}  // namespace pycards::bind
