// Python surface of Три листика: pycards.game("tri_listika", ante=..., share=..., ...). Rules:
// docs/tri_listika.md. Money is whole units, except the final split of an unclaimed pot
// (final_pot="split"), which is returned as fractions.Fraction.
#include <pybind11/numpy.h>

#include <vector>

#include "common.hpp"
#include "rl.hpp"
#include "playouts.hpp"
#include "games/tri_listika/tri_listika.hpp"
#include "games/tri_listika/tri_listika_solver.hpp"
#include "greedy_binding.hpp"
#include "sample_binding.hpp"
#include "solve_binding.hpp"
#include "view.hpp"

namespace pycards::bind {

namespace tri_listika_py {

using namespace tri_listika;

constexpr const char* kSuitLetters = "CDHS";

py::object fraction(std::int64_t num, std::int64_t den) {
  return py::module_::import("fractions").attr("Fraction")(num, den);
}

template <class T>
py::list list4(const std::array<T, 4>& a) {
  py::list out;
  for (const T& x : a) out.append(x);
  return out;
}

py::object decl_obj(int d) {
  switch (d) {
    case kPlays: return py::str("play");
    case kPasses: return py::str("pass");
    case kExchanges: return py::str("exchange");
    default: return py::none();
  }
}

py::dict result_dict(const DealResult& r) {
  py::dict d;
  d["pot"] = r.pot;
  d["tricks"] = list4(r.tricks);
  py::list decl;
  for (int s = 0; s < kPlayers; ++s) decl.append(decl_obj(r.decl[s]));
  d["declarations"] = decl;
  d["khlyust"] = seat_or_none(r.khlyust);
  d["trump_khlyust"] = r.trump_khlyust;
  py::list drawn;
  for (int s = 0; s < kPlayers; ++s) drawn.append(r.drawn[s] < 0 ? py::object(py::none()) : py::object(py::str(to_string(Card(r.drawn[s])))));
  d["drawn"] = drawn;
  d["pot_winner"] = seat_or_none(r.pot_winner);
  d["ante"] = list4(r.ante);
  d["pot_won"] = list4(r.pot_won);
  d["khlyust_payments"] = list4(r.khlyust_pay);
  d["shares"] = list4(r.shares);
  d["net"] = list4(r.net);
  d["carried"] = r.carried;
  return d;
}

/// The finished tricks, [(leader, [cards in play order], [face down?])]; seen by `seat` (>= 0):
/// another seat's face-down card is None.
py::list history_list(const State& s, int seat) {
  py::list out;
  for (int k = 0; k < s.tricks_played(); ++k) {
    py::list cards, down;
    for (int i = 0; i < s.history_size(); ++i) {
      const bool d = s.history_down(k, i);
      const bool hidden = d && seat >= 0 && s.history_seat(k, i) != seat;
      cards.append(hidden ? py::object(py::none()) : make_card(s.history_card(k, i)));
      down.append(py::bool_(d));
    }
    out.append(py::make_tuple(s.history_leader(k), cards, down));
  }
  return out;
}

/// The Python view: the C++ tri_listika::View plus the common pycards.View fields.
struct TriListikaView : ViewBase {
  int dealer = 0;
  int trump = 0;
  Card turned;
  std::vector<Card> trick;
  std::vector<bool> trick_down;
  std::vector<int> trick_seats;
  std::vector<int> tricks_won;
  py::object played_tricks;  // view() only (a Python list); null in an observation's view
  std::vector<int> declarations;
  std::int64_t pot = 0;
  int stock_size = 0;
  CardSet seen;
};

/// `python`: also the parts made of Python objects (view()); an observation's view has none, so it
/// is made without the GIL.
TriListikaView make_py_view(const State& s, int seat, bool python = true) {
  TriListikaView out;
  const View v = make_view(s, seat);
  fill_common<Game>(out, s, seat, kPlayers);
  out.hand = s.hand(seat);
  out.visible.assign(kPlayers, CardSet());
  for (int i = 0; i < kPlayers; ++i) {
    out.hand_sizes.push_back(s.hand(i).size());
    if (i == seat || i == s.khlyust()) out.visible[i] = s.hand(i);
    out.scores.push_back(static_cast<int>(s.balance(i)));
    out.tricks_won.push_back(s.tricks_won(i));
    out.declarations.push_back(s.decl(i));
  }
  out.dealer = s.dealer();
  out.trump = s.trump();
  out.turned = s.turned();
  for (int i = 0; i < s.trick_size(); ++i) {
    out.trick_down.push_back(s.trick_down(i));
    out.trick_seats.push_back(s.trick_seat(i));
    out.trick.push_back(s.trick_card(i));
  }
  if (python) out.played_tricks = history_list(s, seat);
  out.pot = s.pot();
  out.stock_size = s.stock_size();
  out.seen = v.seen;
  out.unseen = kDeck32 - v.seen;
  out.deck = kDeck32;
  out.text = v.text;
  return out;
}

py::list seat_sets(const State& s, CardSet (State::*f)(int) const) {
  py::list out;
  for (int i = 0; i < kPlayers; ++i) out.append((s.*f)(i));
  return out;
}

py::list balances(const State& s) {
  py::list out;
  const bool split = s.is_over() && s.config().final_split;
  const std::int64_t left = s.unclaimed();
  for (int i = 0; i < kPlayers; ++i)
    out.append(fraction(s.balance(i) * kPlayers + (split ? left : 0), kPlayers));
  return out;
}

}  // namespace tri_listika_py

void bind_tri_listika(py::module_& m) {
  using namespace tri_listika_py;
  bind_view_base(m);
  py::class_<TriListikaView, ViewBase>(m, "TriListikaView", R"doc(What one seat of a Три листика game has seen (a pycards.View).

The other hands, the stock, the others' thrown-in cards and every card another seat played face
down stay hidden for good; a хлюст that won the pot is shown.)doc")
      .def_property_readonly("dealer", [](const TriListikaView& v) { return v.dealer; }, "Seat that dealt this deal.")
      .def_property_readonly("trump", [](const TriListikaView& v) { return std::string(1, kSuitLetters[v.trump]); },
                             "The trump suit letter (the turned card's suit).")
      .def_property_readonly("turned", [](const TriListikaView& v) { return v.turned; }, "The turned card (public).")
      .def_property_readonly("trick", [](const TriListikaView& v) {
        py::list out;
        for (std::size_t i = 0; i < v.trick.size(); ++i)
          out.append(v.trick_down[i] && v.trick_seats[i] != v.seat ? py::object(py::none()) : make_card(v.trick[i]));
        return out;
      }, "Cards of this trick in play order; another seat's face-down card is None.")
      .def_property_readonly("trick_face_down", [](const TriListikaView& v) { return v.trick_down; },
                             "Per card of `trick`: was it played face down?")
      .def_property_readonly("trick_seats", [](const TriListikaView& v) { return v.trick_seats; },
                             "Seats that played the cards of `trick`.")
      .def_property_readonly("tricks_won", [](const TriListikaView& v) { return v.tricks_won; }, "Tricks won per seat.")
      .def_property_readonly("played_tricks", [](const TriListikaView& v) { return v.played_tricks; },
                             "The finished tricks, [(leader, [cards in play order], [face down?])]; another "
                             "seat's face-down card is None.")
      .def_property_readonly("declarations", [](const TriListikaView& v) {
        py::list out;
        for (int d : v.declarations) out.append(decl_obj(d));
        return out;
      },
                             "Per seat: 'play', 'pass', 'exchange' or None (not declared yet).")
      .def_property_readonly("pot", [](const TriListikaView& v) { return v.pot; }, "Units in the pot.")
      .def_property_readonly("stock_size", [](const TriListikaView& v) { return v.stock_size; }, "Cards left in the stock.")
      .def_property_readonly("seen", [](const TriListikaView& v) { return v.seen; }, "Every card this seat has seen.");

  auto state = bind_game<Game>(m, "TriListika", "TriListikaState",
                               "Три листика (Свара, tri_listika): four players, three cards, take three tricks to "
                               "take the pot; rules in docs/tri_listika.md.");
  bind_rl<Game>(state, [](const State& s, int seat) { return make_py_view(s, seat, false); }, [](const State&) { return kPlayers; }, {"declare", "draw", "play", "over"},
      [](const TriListikaView& v, ObsOut& o) {
        o.suit(v.trump);
        o.cards(CardSet(v.turned));
        for (int k = 0; k < kPlayers; ++k) {  // another seat's face-down card stays hidden
          const bool here = k < int(v.trick.size()), down = here && v.trick_down[k];
          o.cards(here && !(down && v.trick_seats[k] != v.seat) ? CardSet(v.trick[k]) : CardSet());
          o.flag(down);
          o.seat_of(here ? v.trick_seats[k] : -1);
        }
        o.rotated(v.tricks_won);
        o.num(double(v.pot));
        o.num(v.stock_size);
        o.seat_of(v.dealer);
        for (int k = 0; k < kPlayers; ++k) o.one_hot(v.declarations[(v.seat + k) % kPlayers], 4);  // none, play, pass, exchange
      });
  bind_solve<Game>(state);
  bind_solve_seat<Game>(state, [](const State&) { return kPlayers; });
  def_sample_world(state, [](const State&) { return kPlayers; },
                   [](const State& s, int seat, Rng& rng) { return sample_world(s, seat, rng); });
  def_greedy_move<Game>(state);
  state.def_property_readonly("played_tricks", [](const State& s) { return history_list(s, -1); },
                              "The finished tricks of this deal, [(leader, [cards in play order], [face down?])]; "
                              "the winner of each leads the next.");
  state.def_property_readonly("players", [](const State&) { return kPlayers; })
      .def_property_readonly("dealer", &State::dealer, "Seat that dealt this deal.")
      .def_property_readonly("trump", [](const State& s) { return std::string(1, kSuitLetters[s.trump()]); },
                             "The trump suit letter (the turned card's suit).")
      .def_property_readonly("turned", &State::turned, "The turned card beside the stock (out of play).")
      .def_property_readonly("hands", [](const State& s) { return seat_sets(s, &State::hand); }, "Each seat's cards.")
      .def_property_readonly("thrown", [](const State& s) { return seat_sets(s, &State::thrown); },
                             "Per seat: the cards discarded by an exchange, or the hand thrown in by a pass (face down).")
      .def_property_readonly("stock", [](const State& s) {
        py::list out;
        for (int i = 0; i < s.stock_size(); ++i) out.append(s.stock_card(i));
        return out;
      }, "Cards of the stock, top card first.")
      .def_property_readonly("declarations", [](const State& s) {
        py::list out;
        for (int i = 0; i < kPlayers; ++i) out.append(decl_obj(s.decl(i)));
        return out;
      }, "Per seat: 'play', 'pass', 'exchange' or None (not declared yet).")
      .def_property_readonly("trick", [](const State& s) {
        py::list out;
        for (int i = 0; i < s.trick_size(); ++i) out.append(s.trick_card(i));
        return out;
      }, "Cards of this trick in play order (face-down ones included).")
      .def_property_readonly("trick_face_down", [](const State& s) {
        py::list out;
        for (int i = 0; i < s.trick_size(); ++i) out.append(py::bool_(s.trick_down(i)));
        return out;
      }, "Per card of `trick`: was it played face down?")
      .def_property_readonly("trick_seats", [](const State& s) {
        py::list out;
        for (int i = 0; i < s.trick_size(); ++i) out.append(s.trick_seat(i));
        return out;
      }, "Seats that played the cards of `trick`.")
      .def_property_readonly("tricks", [](const State& s) { return seat_sets(s, &State::won); },
                             "Cards of the tricks each seat has won this deal.")
      .def_property_readonly("tricks_won", [](const State& s) {
        py::list out;
        for (int i = 0; i < kPlayers; ++i) out.append(s.tricks_won(i));
        return out;
      }, "Tricks won per seat this deal.")
      .def_property_readonly("face_down", [](const State& s) { return seat_sets(s, &State::face_down); },
                             "Per seat: the cards it played face down to the finished tricks.")
      .def_property_readonly("khlyust", [](const State& s) { return seat_or_none(s.khlyust()); },
                             "Seat whose хлюст won this deal, or None.")
      .def_property_readonly("drawn", [](const State& s) {
        py::list out;
        for (int i = 0; i < kPlayers; ++i)
          out.append(s.drawn(i) < 0 ? py::object(py::none()) : make_card(Card(s.drawn(i))));
        return out;
      }, "Per seat: the card it drew from a trump хлюст (None: none).")
      .def_property_readonly("pot", &State::pot, "Units in the pot (this deal's antes and any carry-over).")
      .def_property_readonly("money", [](const State& s) {
        py::list out;
        for (int i = 0; i < kPlayers; ++i) out.append(s.money(i));
        return out;
      }, "Balances before the settlement of the current deal (its antes paid).")
      .def_property_readonly("deals_played", &State::deals_played, "Finished deals.")
      .def_property_readonly("is_match", [](const State& s) { return s.config().match; })
      .def_property_readonly("unclaimed", [](const State& s) {
        if (s.is_over() && s.config().final_split) return fraction(0, 1);
        return fraction(s.unclaimed(), 1);
      }, "At the end: the pot nobody took (0 with final_pot='split'), as a Fraction; 0 while the game goes on.")
      .def("scores", [](const State& s) {
        std::vector<std::int64_t> out;
        for (int i = 0; i < kPlayers; ++i) out.push_back(s.balance(i));
        return out;
      }, "Money balance per seat in whole units (at the end: after the last settlement, before any final split).")
      .def("balances", &balances,
           "Money balance per seat as Fractions: scores(), plus at the end an equal share of an unclaimed pot "
           "with final_pot='split'.")
      .def("deal_result", [](const State& s) -> py::object {
        if (!s.is_over()) return py::none();
        return result_dict(s.deal_result());
      }, "The finished deal: pot, tricks, declarations, khlyust, trump_khlyust, drawn, pot_winner, and per seat "
         "ante, pot_won, khlyust_payments, shares, net; carried (what stays in the pot). None before the end.")
      .def("last_deal_result", [](const State& s) -> py::object {
        if (!s.has_last_result()) return py::none();
        return result_dict(s.last_result());
      }, "The most recently finished deal of this state's history (a game moves on to the next deal at once); "
         "None if none. Not part of the position.")
      .def("view", [](const State& s, py::handle seat) { return make_py_view(s, view_seat(seat, kPlayers)); },
           py::arg("seat"), "What `seat` has seen: a TriListikaView.")
      .def("play_id", [](State& s, MoveId id) { play_checked<Game>(s, id); }, py::arg("id"),
           "Fast path: play a move by its int id (checked).");

  m.def(
      "tri_listika_playouts",
      [](py::handle n_arg, py::handle seed_arg, py::handle threads_arg, const py::kwargs& options) {
        const Game g(Options(Game::kName, Game::option_specs(), option_values(options)));
        const auto n = static_cast<std::int64_t>(to_int(n_arg, "n", 0, 100'000'000));
        const std::uint64_t seed = to_u64(seed_arg, "seed");
        const int threads = static_cast<int>(to_int(threads_arg, "threads", 1, 256));
        py::array_t<std::int64_t> net({static_cast<py::ssize_t>(n), py::ssize_t{kPlayers}});
        py::array_t<std::int8_t> winner(static_cast<py::ssize_t>(n));
        py::array_t<std::uint16_t> plays(static_cast<py::ssize_t>(n));
        std::int64_t* t = net.mutable_data();
        std::int8_t* w = winner.mutable_data();
        std::uint16_t* p = plays.mutable_data();
        released_rows(n, threads, 4096, [&](std::int64_t a, std::int64_t b) {  // Ctrl-C between chunks
          playouts(g, a, b, seed, t + kPlayers * a, w + a, p + a);
        });
        py::dict out;
        out["net"] = net;
        out["pot_winner"] = winner;
        out["plays"] = plays;
        return out;
      },
      py::arg("n"), py::arg("seed") = 0, py::arg("threads") = 1,
      "Random playouts of n whole Три листика deals in C++ (GIL released): deal i is "
      "game('tri_listika', **options).new_deal(seed + i, dealer=i % 4), each move drawn as "
      "legal_moves()[Rng(seed + i + 0x9E3779B97F4A7C15).below(k)], on `threads` threads. Returns {'net': (n, 4) int64 money per seat, "
      "'pot_winner': (n,) int8 seat that took the pot or -1, 'plays': (n,) uint16 moves played}.");

  def_deal_seed(m, "tri_listika_deal_seed", "Seed of deal k of tri_listika new_match(seed).", deal_seed);
  m.def("tri_listika_draw_seed", [](py::handle seed) { return draw_seed(to_u64(seed, "seed")); }, py::arg("seed"),
        "Seed of the blind trump-хлюст draw of the deal shuffled from `seed`.");
}

}  // namespace pycards::bind
