// The RL surface of every game (game-free): the dense action space of the core
// (pycards/actions.hpp) on the game and state classes, the legal-action mask, and the observation
// tensor of a seat, encoded in C++ from that seat's view (the ViewBase a game's view() returns),
// so nothing hidden from the seat can reach it. Batch forms fill preallocated numpy arrays.
//
// Observation layout (docs/rl.md), seats counted from the observing seat (0 = itself), float32:
//   own hand (52) | each other seat's cards this seat can see (52 each) | unseen cards (52)
//   | hand sizes (players) | scores (per seat or side, rotated to put the seat's own first)
//   | seat to move (players + 1: the last = nobody) | phase one-hot (the game's phase list)
//   | the game's public parts (its extra encoder: table, piles, trick, trump, pot, ...)
#pragma once

#include <pybind11/numpy.h>

#include <initializer_list>
#include <string_view>
#include <vector>

#include "common.hpp"
#include "view.hpp"

namespace pycards::bind {

/// Writes an observation, or only counts its length (`out` null).
class ObsOut {
 public:
  /// Writes at most `capacity` values to `out` (the rest is only counted: size() tells).
  ObsOut(float* out, std::size_t capacity, int seat, int players)
      : p_(out), cap_(out ? capacity : 0), seat_(seat), players_(players) {}
  std::size_t size() const { return n_; }
  int seat() const { return seat_; }
  int players() const { return players_; }

  void num(double x) { put(float(x)); }
  void flag(bool b) { put(b ? 1.f : 0.f); }
  /// 52 entries: 1 for each card of `s`.
  void cards(CardSet s) {
    for (int i = 0; i < kCards; ++i) put(float((s.mask >> i) & 1u));
  }
  /// n entries, 1 at `i` (none when i is outside 0..n-1).
  void one_hot(int i, int n) {
    for (int k = 0; k < n; ++k) put(k == i ? 1.f : 0.f);
  }
  /// A seat (or -1, nobody) counted from the observer: players + 1 entries, the last = nobody.
  void seat_of(int s) { one_hot(s < 0 ? players_ : rel(s), players_ + 1); }
  int rel(int s) const { return (s - seat_ + players_) % players_; }
  /// Per-seat values, rotated so that the observer's comes first (n = values.size(): seats or sides).
  template <class T>
  void rotated(const std::vector<T>& values) {
    const int n = int(values.size());
    for (int k = 0; k < n; ++k) num(double(values[(seat_ % n + k) % n]));
  }
  void rotated_cards(const std::vector<CardSet>& sets) {
    const int n = int(sets.size());
    for (int k = 0; k < n; ++k) cards(sets[(seat_ % n + k) % n]);
  }
  /// The cards on the table this trick in play order: `slots` blocks of 52 (one card each) and who
  /// played it (players + 1 each), padded with empty blocks.
  void trick(const std::vector<Card>& cards_played, const std::vector<int>& seats, int slots) {
    for (int k = 0; k < slots; ++k) {
      const bool here = k < int(cards_played.size());
      cards(here ? CardSet(cards_played[k]) : CardSet());
      seat_of(here && k < int(seats.size()) ? seats[k] : -1);
    }
  }
  /// A suit (0..3) or none (-1): 5 entries, the last = none.
  void suit(int s) { one_hot(s < 0 || s > 3 ? 4 : s, 5); }

 private:
  void put(float x) {
    if (n_ < cap_) p_[n_] = x;
    ++n_;
  }
  float* p_;
  std::size_t cap_, n_ = 0;
  int seat_, players_;
};

/// The common part of every observation (see the layout above).
inline void encode_common(const ViewBase& v, const std::vector<std::string_view>& phases, ObsOut& o) {
  o.cards(v.hand);
  for (int k = 1; k < v.players; ++k) o.cards(v.visible[(v.seat + k) % v.players]);
  o.cards(v.unseen);
  for (int k = 0; k < v.players; ++k) o.num(v.hand_sizes[(v.seat + k) % v.players]);
  o.rotated(v.scores);
  o.seat_of(v.to_move);
  int phase = -1;
  for (int k = 0; k < int(phases.size()); ++k)
    if (phases[k] == v.phase) phase = k;
  o.one_hot(phase, int(phases.size()));
}

/// The states of a batch call, each checked to be a state of game G (TypeError otherwise). The
/// items are held (`keep`): a sequence may make a new object on every access, and the pointers
/// must outlive the GIL-free loop.
template <class S>
struct BatchStates {
  std::vector<py::object> keep;
  std::vector<const S*> ss;
};
template <class S>
BatchStates<S> batch_states(const py::sequence& states, const char* what, std::string_view game) {
  BatchStates<S> b;
  for (auto item : states) {
    py::object h = item;  // a reference of our own, not a handle into a temporary
    if (!py::isinstance<S>(h))
      throw py::type_error(std::string(what) + ": every state must be a " + std::string(game) + " state, not " + type_name(h));
    b.ss.push_back(&h.cast<const S&>());
    b.keep.push_back(std::move(h));
  }
  if (b.ss.empty()) throw OptionError(std::string(what) + ": no states");
  return b;
}

/// A batch call's output: `out` if it is a writeable C-order array of T of shape (n, width), a new
/// one if it is None; TypeError otherwise.
template <class T>
py::array_t<T> batch_out(py::handle out, py::ssize_t n, py::ssize_t width, const char* what, const char* dtype) {
  const std::string want = std::string(what) + ": out must be a writeable C-contiguous " + dtype + " array of shape (" +
                           std::to_string(n) + ", " + std::to_string(width) + ")";
  if (out.is_none()) return py::array_t<T>({n, width});
  if (!py::isinstance<py::array_t<T>>(out)) throw py::type_error(want);
  auto arr = py::reinterpret_borrow<py::array_t<T>>(out);
  if (arr.ndim() != 2 || arr.shape(0) != n || arr.shape(1) != width || !(arr.flags() & py::array::c_style) || !arr.writeable())
    throw py::type_error(want);
  return arr;
}

/// The dense action space on game class `game` and the legal-action mask on `state`.
template <class G>
void bind_actions(py::class_<typename G::State>& state) {
  using S = typename G::State;
  auto game = py::reinterpret_borrow<py::class_<G>>(py::type::of<G>());
  game.def_property_readonly("num_actions", [](const G& g) { return g.num_actions(); },
                             "The size of the dense action space (docs/rl.md): actions are 0 .. num_actions - 1.")
      .def("action_index", [](const G& g, py::handle mv) { return g.action_index(move_arg<G>(mv)); }, py::arg("move"),
           "The dense action of a move (a Move, its text or its id); ParseError for a move outside the space.")
      .def("action_move", [](const G& g, py::handle i) { return make_move<G>(g.action_move(to_u64(i, "action"))); },
           py::arg("action"), "The Move of a dense action (0 .. num_actions - 1).");
  state.def("legal_action_mask", [](const S& s) {
    py::array_t<bool> out(py::ssize_t(G::num_actions_for(s.config())));
    bool* p = out.mutable_data();
    std::fill(p, p + out.size(), false);
    for (MoveId id : legal_moves<G>(s)) p[G::action_index_for(s.config(), id)] = true;
    return out;
  }, "A numpy bool array of num_actions entries: True at the dense action of every legal move (none once over).");
  state.def_static("legal_action_masks", [](const py::sequence& states, py::object out) {
    const auto batch = batch_states<S>(states, "legal_action_masks", G::kName);
    const auto& ss = batch.ss;
    // one action space for all: the spaces of two option sets differ exactly when their sizes do
    const auto n = py::ssize_t(ss.size()), width = py::ssize_t(G::num_actions_for(ss[0]->config()));
    for (const S* s : ss)
      if (py::ssize_t(G::num_actions_for(s->config())) != width)
        throw OptionError("legal_action_masks: the states are of different games (options)");
    py::array_t<bool> arr = batch_out<bool>(out, n, width, "legal_action_masks", "bool");
    bool* p = arr.mutable_data();
    {
      py::gil_scoped_release nogil;
      std::fill(p, p + n * width, false);
      for (py::ssize_t i = 0; i < n; ++i)
        for (MoveId id : legal_moves<G>(*ss[i])) p[i * width + py::ssize_t(G::action_index_for(ss[i]->config(), id))] = true;
    }
    return arr;
  }, py::arg("states"), py::arg("out") = py::none(),
     "The masks of many states of one game as one (len(states), num_actions) bool array, filled with the GIL "
     "released; `out` (that shape, C order) is filled in place.");
}

/// state.observation(seat), state.observation_string(seat), State.observations(states, seats, out)
/// and game.observation_shape for a game whose view(seat) is `make_view(state, seat)` (a ViewBase);
/// `extra(view, out)` writes the game's public parts. `players(state)` is the seat count. The view
/// must hold no Python object: the batch form makes it with the GIL released.
template <class G, class MakeView, class Players, class Extra>
void bind_observation(py::class_<typename G::State>& state, MakeView make_view, Players players,
                      std::vector<std::string_view> phases, Extra extra) {
  using S = typename G::State;
  auto encode = [=](const S& s, int seat, float* out, std::size_t capacity) {
    const auto v = make_view(s, seat);
    ObsOut o(out, capacity, seat, v.players);
    encode_common(v, phases, o);
    extra(v, o);
    return o.size();
  };
  auto game = py::reinterpret_borrow<py::class_<G>>(py::type::of<G>());
  game.def_property_readonly("observation_shape", [=](const G& g) {
    return py::make_tuple(encode(g.new_deal(0, 0), 0, nullptr, 0));
  }, "The shape of state.observation(seat) for this game and options (docs/rl.md).");
  state.def("observation", [=](const S& s, py::handle seat) {
    const int st = view_seat(seat, players(s));
    py::array_t<float> out(py::ssize_t(encode(s, st, nullptr, 0)));
    encode(s, st, out.mutable_data(), std::size_t(out.size()));
    return out;
  }, py::arg("seat"),
     "What `seat` has seen as a float32 vector of game.observation_shape (docs/rl.md), encoded from view(seat).");
  state.def("observation_string", [=](const S& s, py::handle seat) {
    return make_view(s, view_seat(seat, players(s))).text;
  }, py::arg("seat"), "What `seat` has seen as one line: its view's notation.");
  state.def_static("observations", [=](const py::sequence& states, py::object seats, py::object out) {
    const auto batch = batch_states<S>(states, "observations", G::kName);
    const auto& ss = batch.ss;
    const auto n = py::ssize_t(ss.size());
    std::vector<int> seat(ss.size());
    const bool many = PySequence_Check(seats.ptr()) && !PyUnicode_Check(seats.ptr()) && !PyBytes_Check(seats.ptr()) &&
                      !PyByteArray_Check(seats.ptr());
    if (many && py::ssize_t(py::len(seats)) != n)
      throw OptionError("observations: " + std::to_string(py::len(seats)) + " seats for " + std::to_string(n) + " states");
    for (py::ssize_t i = 0; i < n; ++i) {
      const int who = ss[i]->to_move() == kNoSeat ? 0 : ss[i]->to_move();
      py::object si = seats.is_none() ? py::object(py::int_(who)) : many ? py::object(seats[py::int_(i)]) : seats;
      seat[i] = view_seat(si, players(*ss[i]));
    }
    const auto width = py::ssize_t(encode(*ss[0], seat[0], nullptr, 0));
    py::array_t<float> arr = batch_out<float>(out, n, width, "observations", "float32");
    float* p = arr.mutable_data();
    py::ssize_t mismatch = -1;  // a state whose observation is not `width` long (other options)
    const auto fill = [&] {
      for (py::ssize_t i = 0; i < n && mismatch < 0; ++i)
        if (py::ssize_t(encode(*ss[i], seat[i], p + i * width, std::size_t(width))) != width) mismatch = i;
    };
    {
      py::gil_scoped_release nogil;
      fill();
    }
    if (mismatch >= 0)
      throw OptionError("observations: state " + std::to_string(mismatch) + " is of another game (options) than state 0");
    return arr;
  }, py::arg("states"), py::arg("seats") = py::none(), py::arg("out") = py::none(),
     "The observations of many states of one game as one (len(states), size) float32 array. `seats`: one seat "
     "for all, a sequence of one per state, or None (each state's seat to move, 0 once over). `out` (that shape, "
     "C order) is filled in place with the GIL released.");
}

/// Both of the above: a game's one call.
template <class G, class MakeView, class Players, class Extra>
void bind_rl(py::class_<typename G::State>& state, MakeView make_view, Players players,
             std::vector<std::string_view> phases, Extra extra) {
  bind_actions<G>(state);
  bind_observation<G>(state, make_view, players, std::move(phases), extra);
}

}  // namespace pycards::bind
