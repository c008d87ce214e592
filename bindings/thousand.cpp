// Python surface of Тысяча: pycards.game("thousand", **options) — the trick-game attributes of
// API.md (hands, trump, trick, tricks, declarer) plus the bidding and match fields.
#include "common.hpp"
#include "rl.hpp"
#include "greedy_binding.hpp"
#include "sample_binding.hpp"
#include "solve_binding.hpp"
#include "games/thousand/thousand_solver.hpp"
#include "games/thousand/thousand.hpp"
#include "thousand_common_bind.hpp"

namespace pycards::bind {

namespace thousand_py {

using namespace thousand;

py::object none_if(int v, int none = -1) { return v == none ? py::object(py::none()) : py::object(py::int_(v)); }

py::list events_list(const DealRecord& e) {
  py::list out;
  for (int i = 0; i < e.nevents; ++i) {
    const Event& ev = e.events[i];
    py::list item;
    item.append(std::string(event_name(ev.kind)));
    if (ev.kind != kEvGoldenRestart && ev.kind != kEvGoldenReset) item.append(int(ev.seat));
    if (ev.kind == kEvFall || ev.kind == kEvPenalty) item.append(std::string(reason_name(ev.reason)));
    if (ev.kind == kEvIgnored) item.append(ev.value);
    out.append(py::tuple(item));
  }
  return out;
}

py::dict result_dict(const DealResult& r, int n) {
  py::dict d;
  d["redeal"] = r.redeal;
  d["redeal_by"] = none_if(r.redeal_by);
  d["redeal_reason"] = r.redeal ? py::object(py::str(std::string(reason_name(r.redeal_reason)))) : py::object(py::none());
  d["dealer"] = int(r.dealer);
  d["declarer"] = none_if(r.declarer);
  d["bid"] = none_if(r.bid, 0);
  d["contract"] = none_if(r.contract, 0);
  d["rospis"] = r.rospis;
  d["played"] = r.played;
  d["golden"] = r.golden;
  d["dark"] = r.dark;
  d["card_points"] = std::vector<int>(r.card_points.begin(), r.card_points.begin() + n);
  d["bonuses"] = std::vector<int>(r.bonuses.begin(), r.bonuses.begin() + n);
  d["cut_penalty"] = none_if(r.cut_penalty);
  d["made"] = r.made < 0 ? py::object(py::none()) : py::object(py::bool_(r.made == 1));
  d["declarer_total"] = r.made < 0 ? py::object(py::none()) : py::object(py::int_(r.declarer_total));
  d["raw"] = std::vector<int>(r.raw.begin(), r.raw.begin() + n);
  d["results"] = std::vector<int>(r.results.begin(), r.results.begin() + n);
  d["multiplier"] = r.multiplier;
  return d;
}

py::dict record_dict(const DealRecord& e, int n) {
  py::dict d = result_dict(e.result, n);
  d["applied"] = std::vector<int>(e.applied.begin(), e.applied.begin() + n);
  d["before"] = std::vector<int>(e.before.begin(), e.before.begin() + n);
  d["after"] = std::vector<int>(e.after.begin(), e.after.begin() + n);
  d["events"] = events_list(e);
  return d;
}

/// One value per seat.
template <class T>
std::vector<T> per_seat(const State& s, T (State::*f)(int) const) {
  std::vector<T> out;
  for (int p = 0; p < s.players(); ++p) out.push_back((s.*f)(p));
  return out;
}

struct ThousandView : TrickView {
  CardSet cut_shown, cut_bottom;
  bool in_dark = false, dark = false, golden = false;
  int sitting_out = -1;  // players=4: the dealer
};

ThousandView thousand_view(const State& s, int seat) {
  ThousandView v;
  const bool after_bid = s.declarer() >= 0 && s.phase_id() != Phase::kBid && s.phase_id() != Phase::kRedeal;
  const bool prikup_seen = after_bid && (s.prikup_shown() || seat == s.declarer());
  const bool dark_hidden = s.config().dark_hide && s.dark();
  const auto sees_gift = [&](int i) {
    return seat == s.gift_to(i) || seat == s.declarer() || (s.config().gift_public && !dark_hidden);
  };
  v.cut_shown = CardSet(s.cut_shown());
  v.cut_bottom = s.knows_bottom(seat) ? CardSet(s.cut_bottom()) : CardSet();
  fill_trick_view<Game>(v, s, seat, !s.unseen(seat), prikup_seen, sees_gift, v.cut_shown | v.cut_bottom, v.cut_bottom);
  v.in_dark = s.unseen(seat);
  v.dark = s.dark();
  v.golden = s.golden();
  v.sitting_out = s.players() == 4 ? s.dealer() : -1;
  v.text = trick_view_text(v) + (v.sitting_out >= 0 ? " | out " + std::to_string(v.sitting_out) : std::string()) + " | cut " + (v.cut_shown.empty() ? std::string("-") : to_string(v.cut_shown)) +
           " | bottom " + (v.cut_bottom.empty() ? std::string("-") : to_string(v.cut_bottom)) +
           " | flags" + (v.in_dark ? " in_dark" : "") + (v.dark ? " dark" : "") + (v.golden ? " golden" : "") +
           (v.in_dark || v.dark || v.golden ? "" : " -");
  return v;
}

}  // namespace thousand_py

void bind_thousand(py::module_& m) {
  using namespace thousand_py;
  bind_view_base(m);
  // the view class first: the state's view() signature then names it (help(), stubs)
  py::class_<ThousandView, ViewBase> view(m, "ThousandView", R"doc(What one seat of a Тысяча deal has seen (a pycards.View).

Own hand (empty while he bids in the dark, `in_dark`), the prikup if it was shown to him, the
gifts he may see (his own, all as declarer, both with gift_visibility=public), every played card
with who played it and who won (`finished_tricks`, `tricks`), the declarations (public; a
declaration proves the cards it needs, e.g. the other marriage card, which `visible` then lists in
the declarer's hand), the cut 9s, bidding and contract. `unseen` is the rest of the 24 cards.)doc");
  bind_trick_view(view);
  view.def_property_readonly("cut_shown", [](const ThousandView& v) { return v.cut_shown; }, "The 9s shown in the cut ritual (public).")
      .def_property_readonly("cut_bottom", [](const ThousandView& v) -> py::object {
            return v.cut_bottom.empty() ? py::object(py::none()) : py::cast(*v.cut_bottom.begin());
          }, "The bottom card of the cut ritual if this seat knows it (the dealer, who looked at it; everyone after three 9s), else None. It is the prikup's last card.")
      .def_property_readonly("in_dark", [](const ThousandView& v) { return v.in_dark; },
                             "True while this seat bids without having looked at its cards (H22).")
      .def_property_readonly("dark", [](const ThousandView& v) { return v.dark; }, "Is this a dark deal (H22)?")
      .def_property_readonly("golden", [](const ThousandView& v) { return v.golden; }, "Is the current deal golden (H11)?")
      .def_property_readonly("sitting_out", [](const ThousandView& v) { return seat_obj(v.sitting_out); },
                             "With players=4 the dealer, who sits this deal out (no hand); else None.");

  auto state = bind_game<Game>(m, "Thousand", "ThousandState",
                               "Тысяча (1000): 3 players, bidding, prikup, marriages; rules in docs/thousand.md.");
  bind_rl<Game>(state, thousand_view, [](const State& s) { return s.players(); }, {"redeal", "bid", "buyout", "give", "contract", "play", "over"},
      [](const auto& v, ObsOut& o) { trick_view_obs(v, o); });
  bind_solve<Game>(state);
  def_sample_world(state, [](const State& s) { return s.players(); },
                   [](const State& s, int seat, Rng& rng) { return sample_world(s, seat, rng); });
  def_greedy_move<Game>(state);
  bind_trick_attributes<State>(state);
  state.def_property_readonly("dealer", &State::dealer, "Seat that dealt the current deal.")
      .def_property_readonly("bid", [](const State& s) { return none_if(s.bid(), 0); }, "The current (winning) bid, or None.")
      .def_property_readonly("contract", [](const State& s) { return none_if(s.contract(), 0); }, "The final contract, or None.")
      .def_property_readonly("prikup", [](const State& s) { return CardSet(s.prikup()); }, "The 3 prikup cards (all of them, seen or not).")
      .def_property_readonly("prikup_shown", &State::prikup_shown, "Was the prikup shown to every seat?")
      .def_property_readonly("cut_shown", [](const State& s) { return CardSet(s.cut_shown()); }, "The 9s shown in the cut ritual (public).")
      .def_property_readonly("cut_bottom", [](const State& s) -> py::object {
            return s.cut_bottom() ? py::cast(Card(lowest_index(s.cut_bottom()))) : py::object(py::none());
          }, "The bottom card the dealer saw in the cut ritual (it stays at the bottom: the prikup's last card), or None with the ritual off or after a J (the dealer cuts again without looking).")
      .def_property_readonly("dark", &State::dark, "Is this a dark deal (H22)?")
      .def_property_readonly("golden", &State::golden, "Is the current deal golden (H11)?")
      .def_property_readonly("gifts", [](const State& s) {
        py::list out;
        for (int i = 0; i < s.gifts(); ++i) out.append(py::make_tuple(s.gift_card(i), s.gift_to(i)));
        return out;
      }, "The gifted cards as (card, receiver), in gift order.")
      .def_property_readonly("is_match", &State::is_match)
      .def_property_readonly("deals_played", &State::deals_played, "Played (non-void) deals of the match.")
      .def_property_readonly("deals_started", &State::deals_started, "Deals started (void ones included); deal k uses deal_seed(seed, k).")
      .def_property_readonly("seed", &State::seed)
      .def_property_readonly("winner", [](const State& s) -> py::object {
        if (s.winner() == kNoWinner) return py::none();
        if (s.winner() == kDraw) return py::str("draw");
        return py::int_(s.winner());
      }, "Winning seat, 'draw', or None while the game goes on.")
      .def_property_readonly("on_barrel", [](const State& s) { return per_seat(s, &State::on_barrel); })
      .def_property_readonly("barrel_deals", [](const State& s) { return per_seat(s, &State::barrel_deals); })
      .def_property_readonly("falls", [](const State& s) { return per_seat(s, &State::falls); })
      .def_property_readonly("no_barrel", [](const State& s) { return per_seat(s, &State::no_barrel); })
      .def_property_readonly("bolts", [](const State& s) { return per_seat(s, &State::bolts); })
      .def_property_readonly("rospis_counts", [](const State& s) { return per_seat(s, &State::rospis_count); })
      .def_property_readonly("players", &State::players, "3, or 4 (players=4: the dealer sits out each deal).")
      .def_property_readonly("active", [](const State& s) {
        return std::vector<int>(s.table().active.begin(), s.table().active.end());
      }, "The three seats that play the current deal, clockwise from the dealer's left.")
      .def_property_readonly("golden_done", &State::golden_done)
      .def_property_readonly("golden_restarts_used", &State::golden_restarts_used)
      .def("scores", [](const State& s) { return per_seat(s, &State::score); }, "Running score per seat.")
      .def("cap", [](const State& s, const CardSet& c) { return s.cap(c.mask); }, py::arg("cards"),
           "120 + the declarations possible with `cards` (the bidding and contract cap).")
      .def("settlement", [](const State& s) -> py::object {
        std::array<int, kMaxSeats> out{};
        if (!s.settlement(out)) return py::none();
        return py::cast(std::vector<int>(out.begin(), out.begin() + s.players()));
      }, "Per seat: each loser pays the winner 1000 - his score; None without a winner.")
      .def("deal_result", [](const State& s) -> py::object {
        if (s.is_over() && !s.has_last()) return result_dict(s.compute_result(), s.players());
        if (s.has_last()) return record_dict(s.last(), s.players());
        return py::none();
      }, "Breakdown of the finished deal (card points, bonuses, made, raw and doubled results, and "
         "for a state that played it the bookkeeping: applied, events); in a match the last finished "
         "deal; None before any deal ends.")
      .def("view", [](const State& s, py::handle seat) { return thousand_view(s, view_seat(seat, s.players())); }, py::arg("seat"),
           "What `seat` has seen: a ThousandView (own hand unless bidding in the dark, the prikup if "
           "shown to him, the gifts he may see, every played card, the declarations).");

  m.def("thousand_match_from_scores", [](const Game& g, py::handle seed, const std::vector<int>& scores) {
    const int n = g.config().players;
    if (int(scores.size()) != n)
      throw Error("thousand_match_from_scores: give " + std::to_string(n) + " scores, one per seat, got " + std::to_string(scores.size()));
    std::array<int, kMaxSeats> sc{};
    for (int p = 0; p < n; ++p) {
      if (scores[p] < -1'000'000'000 || scores[p] > 1'000'000'000) throw Error("thousand_match_from_scores: a score is outside +-1e9");
      sc[p] = scores[p];
    }
    return match_from_scores(g.config(), to_u64(seed, "seed"), sc);
  }, py::arg("game"), py::arg("seed"), py::arg("scores"),
     "A match from `seed` whose running scores start at `scores` (a resumed game; tests).");
  def_deal_seed(m, "thousand_deal_seed", "Seed of deal k of thousand new_match(seed).", deal_seed);
  m.def("thousand_deal_source", [](py::handle seed) {
    const DealSource src = deal_source(to_u64(seed, "seed"));
    return py::make_tuple(make_card_list(src.order.begin(), src.order.end()), std::vector<int>(src.cuts.begin(), src.cuts.end()));
  }, py::arg("seed"), "(deck order top first, 4 cut positions) that a deal generator seeded with `seed` gives.");
  m.def("thousand_deal_from", [](const Game& g, const std::vector<Card>& order, const std::vector<int>& cuts, int dealer) {
    DealSource src;
    if (order.size() != 24) throw InvalidPositionError("thousand_deal_from: the order needs the 24 cards");
    Mask seen = 0;
    for (std::size_t i = 0; i < 24; ++i) {
      if (!((kDeck24.mask >> order[i].index) & 1) || (seen & order[i].bit()))
        throw InvalidPositionError("thousand_deal_from: the order must hold each of the 24 cards once");
      seen |= order[i].bit();
      src.order.cards[i] = order[i];
    }
    src.order.size = 24;
    if (cuts.size() > 4) throw InvalidPositionError("thousand_deal_from: at most 4 cuts");
    for (std::size_t i = 0; i < 4; ++i) {
      src.cuts[i] = i < cuts.size() ? cuts[i] : 1;
      if (src.cuts[i] < 1 || src.cuts[i] > 23) throw InvalidPositionError("thousand_deal_from: a cut is in 1..23");
    }
    return deal_from(g.config(), src, dealer);
  }, py::arg("game"), py::arg("order"), py::arg("cuts"), py::arg("dealer"),
     "A deal of `game` from an explicit order (top first) and cut positions (tests).");
}

}  // namespace pycards::bind
