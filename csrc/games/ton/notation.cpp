// Тон: move text, the position notation (print strictly, parse leniently, validate once) and the
// per-seat view. Format: docs/ton.md, "Position notation".
//
//   dealer 0 | phase buy | turn 2 | turned 6H | hands ... / ... / ... | prikup AS KS 7H 6D | up 1 |
//   stock 8H 9H ... | thrown - / - / - | buyer - | status - - - | scores 13 11 4 | trick - |
//   tricks 0 0 0 | played - | target - | pot 30 | money -10 -10 -10 | deal
//
// The last field is `deal` (a one-deal game) or `match deals N seed X` (deals dealt, seed).
#include <algorithm>
#include <bit>
#include <string>
#include <tuple>
#include <vector>

#include "pycards/errors.hpp"
#include "pycards/notation.hpp"
#include "ton.hpp"

namespace pycards::ton {

namespace {

using notation::split_on;
using notation::trim;

constexpr notation::PositionErrors pos{"ton"};
constexpr std::int64_t kMoneyLimit = 1'000'000'000'000'000LL;

using notation::cards_or_dash;
std::string seat_text(int s) { return s < 0 ? std::string("-") : std::to_string(s); }

constexpr auto split_words = notation::loose_words;

const char* status_text(int d) {
  switch (d) {
    case kPlays: return "play";
    case kDrops: return "drop";
    case kSitsOut: return "out";
    default: return "-";
  }
}

using notation::lower;

Card move_card(std::string_view token, const std::string& move) {
  return notation::move_card(token, move, "ton", kDeck36, "the 36-card deck (6 to A)");
}

std::string buyer_text(const State& s) {
  const std::string declined = s.nopick() ? " nopick" : "";
  if (s.redealt()) return "redeal" + declined;
  if (s.buyer() < 0) return "-" + declined;
  std::string out = std::to_string(s.buyer());
  if (s.picked() >= 0) out += " pick " + to_string(Card(s.picked()));
  return out + declined;
}

}  // namespace

std::string history_text(const State& s) {
  const int played = s.tricks_played(), size = s.history_size();
  if (played == 0) return "-";
  std::string out;
  for (int k = 0; k < played; ++k) {
    out += (k ? " / " : "") + std::to_string(s.history_leader(k));
    for (int i = 0; i < size; ++i) out += " " + to_string(s.history_card(k, i));
  }
  return out;
}

// ---- moves --------------------------------------------------------------------------------

std::string Spec::move_text(MoveId id) {
  if (id == kRefuse) return "refuse";
  if (id == kNoPick) return "nopick";
  if (id == kPlayMove) return "play";
  if (id == kDropMove) return "drop";
  if (id < kPickBase + kCards) {
    const MoveId base = id >= kPickBase ? kPickBase : id >= kBuyBase ? kBuyBase : 0;
    if (id - base < kCards && kDeck36.contains(Card(int(id - base)))) {
      const std::string c = to_string(Card(int(id - base)));
      return base == kPickBase ? "pick:" + c : base == kBuyBase ? "buy:" + c : c;
    }
  }
  return "<bad ton move id " + std::to_string(id) + ">";
}

MoveId Spec::parse_move(std::string_view text) {
  const std::string t = trim(text);
  const std::string low = lower(t);
  if (low == "refuse") return kRefuse;
  if (low == "nopick") return kNoPick;
  if (low == "play") return kPlayMove;
  if (low == "drop") return kDropMove;
  if (t.empty()) throw ParseError("bad ton move '': expected pick:<card>, nopick, buy:<card>, refuse, play, drop or a card (AS)");
  const std::size_t colon = t.find(':');
  if (colon == std::string::npos) return card_move(move_card(t, t));
  const std::string key = lower(trim(std::string_view(t).substr(0, colon)));
  const std::string_view rest = std::string_view(t).substr(colon + 1);
  if (key == "buy") return buy_move(move_card(rest, t));
  if (key == "pick") return pick_move(move_card(rest, t));
  throw ParseError("bad ton move " + notation::echo(t) +
                   ": expected pick:<card>, nopick, buy:<card>, refuse, play, drop or a card (AS)");
}

// ---- notation -----------------------------------------------------------------------------

std::string State::notation() const {
  const int np = cfg_.players;
  const auto per_seat = [np](const auto& f) {
    std::string out;
    for (int s = 0; s < np; ++s) out += (s ? " / " : "") + f(s);
    return out;
  };
  const auto per_seat_words = [np](const auto& f) {
    std::string out;
    for (int s = 0; s < np; ++s) out += " " + f(s);
    return out;
  };
  std::string out = "dealer " + std::to_string(dealer_) + " | phase " + std::string(phase()) + " | turn " +
                    seat_text(to_move()) + " | turned " + to_string(turned());
  out += " | hands " + per_seat([&](int s) { return cards_or_dash(hand(s)); });
  out += " | prikup";
  if (prikup_taken_) out += " taken";
  for (int k = 0; k < kPrikup; ++k) out += " " + to_string(prikup_card(k));
  out += " | up " + std::to_string(up_);
  out += " | stock " + cards_or_dash(stock());
  out += " | thrown " + per_seat([&](int s) { return cards_or_dash(thrown(s)); });
  out += " | buyer " + buyer_text(*this);
  out += " | status" + per_seat_words([&](int s) { return std::string(status_text(status_[s])); });
  out += " | scores" + per_seat_words([&](int s) { return std::to_string(scores_[s]); });
  out += " | trick ";
  if (trick_n_ == 0) {
    out += "-";
  } else {
    out += std::to_string(leader_);
    for (int i = 0; i < trick_n_; ++i) out += " " + to_string(trick_card(i));
  }
  out += " | tricks" + per_seat_words([&](int s) { return std::to_string(tricks_[s]); });
  out += " | played " + history_text(*this);
  out += " | target " + (target_seat_ < 0 ? std::string("-")
                                           : std::to_string(target_seat_) + " trick " + std::to_string(target_trick_));
  out += " | pot " + std::to_string(pot_) + " | money" + per_seat_words([&](int s) { return std::to_string(money_[s]); });
  if (cfg_.match)
    out += " | match deals " + std::to_string(deals_played_) + " seed " + std::to_string(cfg_.seed);
  else
    out += " | deal";
  return out;
}

State Spec::position(const Config& cfg, std::string_view text) {
  const int np = cfg.players;
  const notation::Fields fields(text, {"dealer", "phase", "turn", "turned", "hands", "prikup", "up", "stock",
                                "thrown", "buyer", "status", "scores", "trick", "tricks", "played", "target", "pot",
                                "money", "match", "deal"},
                               "dealer | phase | turn | turned | hands | prikup | up | stock | thrown | buyer | "
                               "status | scores | trick | tricks | played | target | pot | money | deal or match",
                               pos);
  const auto need = [&](const std::string& key) -> const std::string& { return fields.need(key); };
  const auto one_word = [&](const std::string& key) { return fields.one_word(key); };
  const auto seat_words = [&](const std::string& key) { return fields.seat_words(key, np); };
  const auto seat_sets = [&](const std::string& key, const std::string& what) {
    return pos.seat_sets(need(key), key, what, np);
  };
  const bool match = fields.is_match("match deals N seed X");

  State s;
  s.cfg_ = cfg;
  s.cfg_.match = match;
  s.cfg_.seed = 0;

  // 1. Scalars.
  s.dealer_ = static_cast<std::int8_t>(pos.seat(one_word("dealer"), "dealer", np, false));
  const int L = (s.dealer_ + 1) % np;
  {
    s.phase_ = static_cast<std::uint8_t>(pos.keyword(one_word("phase"), {"pick", "buy", "decide", "play", "over"}, "phase"));
  }
  const int turn = pos.seat(one_word("turn"), "turn", np, true);
  {
    const auto w = seat_words("status");
    for (int i = 0; i < np; ++i) s.status_[i] = static_cast<std::uint8_t>(pos.keyword(w[i], {"-", "play", "drop", "out"}, "status"));
    const auto sc = seat_words("scores");
    for (int i = 0; i < np; ++i) s.scores_[i] = static_cast<std::int16_t>(pos.integer(sc[i], "score", 0, cfg.target - 1));
    const auto tr = seat_words("tricks");
    for (int i = 0; i < np; ++i) s.tricks_[i] = static_cast<std::int8_t>(pos.integer(tr[i], "tricks", 0, kTricks));
    const auto m = seat_words("money");
    for (int i = 0; i < np; ++i) s.money_[i] = pos.integer(m[i], "money", -kMoneyLimit, kMoneyLimit);
    s.pot_ = pos.integer(one_word("pot"), "pot", 0, kMoneyLimit);
    s.up_ = static_cast<std::uint8_t>(pos.integer(one_word("up"), "face-up prikup cards", 0, kPrikup));
  }
  {
    auto w = split_words(need("buyer"));
    if (w.size() >= 2 && w.back() == "nopick") {  // the dealer's left declined the trump pick
      s.nopick_ = true;
      w.pop_back();
    }
    if (w.size() == 1 && w[0] == "-") {
    } else if (w.size() == 1 && w[0] == "redeal") {
      s.redealt_ = true;
    } else if (w.size() == 1) {
      s.buyer_ = static_cast<std::int8_t>(pos.seat(w[0], "buyer", np, false));
    } else if (w.size() == 3 && w[1] == "pick" && !s.nopick_) {
      s.buyer_ = static_cast<std::int8_t>(pos.seat(w[0], "buyer", np, false));
      s.picked_ = static_cast<std::int8_t>(pos.card(w[2], "picked trump").index);
    } else {
      pos.parse_fail("write the buyer field as '-', 'redeal', '<seat>' or '<seat> pick <card>', the first three "
                     "followed by 'nopick' when the dealer's left declined the trump pick");
    }
  }
  {
    const auto w = split_words(need("target"));
    if (w.size() == 1 && w[0] == "-") {
    } else if (w.size() == 3 && w[1] == "trick") {
      s.target_seat_ = static_cast<std::int8_t>(pos.seat(w[0], "target seat", np, false));
      s.target_trick_ = static_cast<std::int8_t>(pos.integer(w[2], "target trick", 1, kTricks));
    } else {
      pos.parse_fail("write the target field as '-' or '<seat> trick <1..5>'");
    }
  }

  // 2. Cards: every one of the 36 exactly once.
  CardSet seen;
  const auto place = [&](CardSet cs, const std::string& where) {
    for (Card c : cs) {
      if (!kDeck36.contains(c)) pos.invalid("card " + to_string(c) + " (" + where + ") is not in the 36-card deck (6 to A)");
      if (seen.contains(c)) pos.invalid("card " + to_string(c) + " appears twice (again in " + where + ")");
      seen.add(c);
    }
  };
  const Card turned = pos.card(one_word("turned"), "turned card");
  s.turned_ = turned.index;
  if (s.picked_ >= 0) {
    const Card p(s.picked_);
    if (int(p.suit()) != s.trump()) pos.invalid("the picked card " + to_string(p) + " is not a trump");
    if (p == turned && !cfg.pick_turned)
      pos.invalid("the turned card may be picked only with trump_pick_includes_turned");
  }
  if (!s.turned_picked()) place(CardSet(turned), "the turned card");
  {
    auto w = split_words(need("prikup"));
    if (!w.empty() && w[0] == "taken") {
      s.prikup_taken_ = true;
      w.erase(w.begin());
    }
    if (w.size() != kPrikup) pos.parse_fail("the prikup field lists the 4 prikup cards in dealt order ('taken' first once taken)");
    CardSet pk;
    for (int k = 0; k < kPrikup; ++k) {
      const Card c = pos.card(w[k], "prikup");
      if (pk.contains(c)) pos.invalid("card " + to_string(c) + " appears twice in the prikup");
      pk.add(c);
      s.prikup_[k] = c.index;
    }
    if (!s.prikup_taken_) place(pk, "the prikup");
  }
  {
    const CardSet st = pos.cards(need("stock"), "stock");
    place(st, "the stock");
    s.stock_ = st.mask;
  }
  const auto hands = seat_sets("hands", "hand");
  const auto thrown = seat_sets("thrown", "thrown cards");
  for (int i = 0; i < np; ++i) {
    place(hands[i], "hand of seat " + std::to_string(i));
    place(thrown[i], "thrown cards of seat " + std::to_string(i));
    s.hands_[i] = hands[i].mask;
    s.thrown_[i] = thrown[i].mask;
  }
  // The finished tricks: '-' or per trick '<leader> <cards in play order>', joined by ' / '.
  int hist_n = 0, hist_size = 0;
  CardSet hist_cards;
  std::tie(hist_n, hist_size) = notation::played_tricks(
      pos, need("played"), kTricks, np,
      [&](int k, int leader, const std::vector<std::string>& cards, const std::string& name) {
        s.hist_leader_[k] = static_cast<std::int8_t>(leader);
        for (std::size_t i = 0; i < cards.size(); ++i) {
          const Card c = pos.card(cards[i], name);
          place(CardSet(c), name + " of the played tricks");
          hist_cards.add(c);
          s.hist_[k][i] = c.index;
        }
      });
  {
    const auto w = split_words(need("trick"));
    if (w.empty()) pos.parse_fail("field 'trick' takes '-' or a leader and the cards played");
    if (!(w.size() == 1 && w[0] == "-")) {
      if (w.size() < 2) pos.parse_fail("field 'trick' takes '-' or a leader and the cards played");
      s.leader_ = static_cast<std::int8_t>(pos.seat(w[0], "trick leader", np, false));
      if (int(w.size()) - 1 >= np) pos.invalid("a full trick is taken at once");
      for (std::size_t i = 1; i < w.size(); ++i) {
        const Card c = pos.card(w[i], "trick");
        place(CardSet(c), "the trick");
        s.trick_[s.trick_n_++] = c.index;
      }
    }
  }
  if (seen != kDeck36) pos.invalid("cards missing: " + to_string(kDeck36 - seen) + " (every card of the 36 appears once)");
  if (popcount(s.stock_) != 36 - kHand * np - kPrikup - 1 - (s.picked_ >= 0 && !s.turned_picked() ? 1 : 0))
    pos.invalid("the stock holds " + std::to_string(popcount(s.stock_)) + " cards; after the deal it holds " +
                std::to_string(36 - kHand * np - kPrikup - 1) + " (one less after a trump pick from it)");

  // 3. Buying.
  const bool before_buying_ends = s.phase_ == kPick || s.phase_ == kBuy;
  int refusals = 0;
  if (before_buying_ends) {
    if (s.buyer_ >= 0 || s.redealt_) pos.invalid("phase " + std::string(s.phase()) + " but buying is over");
    if (s.prikup_taken_) pos.invalid("the prikup is taken only by a buyer");
    if (turn < 0 || turn == s.dealer_) pos.invalid("the dealer may not buy: the turn is another seat's");
    refusals = (turn - L + np) % np;
    if (s.phase_ == kPick) {
      if (turn != L || s.up_ != 0) pos.invalid("the trump pick is the first decision, the dealer's left's");
      if (s.hands_[L] & suit_mask(Suit(s.trump()))) pos.invalid("the dealer's left holds a trump: no trump pick");
      Mask cand = s.stock_ & suit_mask(Suit(s.trump()));
      if (cfg.pick_turned) cand |= turned.bit();
      if (!cand) pos.invalid("the stock holds no trump: no trump pick");
    }
  } else if (s.buyer_ >= 0) {
    if (!s.prikup_taken_) pos.invalid("the buyer took the prikup: write it as 'prikup taken ...'");
    if (s.buyer_ == s.dealer_) pos.invalid("the dealer may not buy");
    refusals = (s.buyer_ - L + np) % np;
    if (s.picked_ >= 0) {
      if (s.buyer_ != L) pos.invalid("only the dealer's left has the trump pick");
      if (thrown[L].size() < kHand || (thrown[L].mask & suit_mask(Suit(s.trump()))))
        pos.invalid("a trump pick discards the dealer's left's 5 cards, none of them a trump");
    }
  } else {
    if (s.prikup_taken_) pos.invalid("nobody bought, but the prikup is taken");
    if (s.picked_ >= 0) pos.invalid("a picked trump without a buyer");
    if (s.redealt_ && (!cfg.redeal || s.phase_ != kOver)) pos.invalid("a redeal ends the deal, with no_buyer = 'redeal' only");
    if (!s.redealt_ && cfg.redeal) pos.invalid("with no_buyer = 'redeal' a deal nobody buys is dealt again");
    refusals = np - 1;
  }
  if (s.up_ != std::min(refusals, kPrikup))
    pos.invalid(std::to_string(refusals) + " refusals turn up " + std::to_string(std::min(refusals, kPrikup)) +
                " prikup cards, not " + std::to_string(s.up_));
  if (s.picked_ >= 0 && s.up_ != 0) pos.invalid("the trump pick comes before any refusal");
  if (s.prikup_taken_) {
    CardSet pk;
    for (int k = 0; k < kPrikup; ++k) pk.add(Card(s.prikup_[k]));
    CardSet played = hist_cards;
    for (int i = 0; i < s.trick_n_; ++i) played.add(Card(s.trick_[i]));
    if (!((hands[s.buyer_] | played).contains(pk))) pos.invalid("the taken prikup cards are not with the buyer");
  }

  // 4. Who plays.
  const int chief = s.first_decider();
  int players = 0;
  for (int i = 0; i < np; ++i) {
    const std::string seat = "seat " + std::to_string(i);
    const int st = s.status_[i];
    if (before_buying_ends || s.redealt_) {
      if (st != kUndecided) pos.invalid("nobody has decided to play before the buying ends");
      continue;
    }
    const bool forced = i == chief || s.must_play(i);
    if (forced && st != kPlays) pos.invalid(seat + " must play");
    if (!forced && cfg.sit_out && st != kSitsOut) pos.invalid(seat + " sits out (others = 'sit_out')");
    if (!forced && !cfg.sit_out && st == kSitsOut) pos.invalid(seat + " chooses to play or drop (others = 'choose')");
    if (st == kUndecided && s.phase_ != kDecide) pos.invalid(seat + " has not decided, but the phase is " + std::string(s.phase()));
    players += st == kPlays;
  }
  if (s.phase_ == kDecide) {
    bool gap = false;
    int first = -1;
    for (int k = 1; k < np; ++k) {
      const int i = (chief + k) % np;
      if (s.status_[i] == kUndecided) {
        if (first < 0) first = i;
        gap = true;
      } else if (gap && !(i == chief || s.must_play(i))) {
        pos.invalid("the players decide clockwise from the buyer's left");
      }
    }
    if (first < 0) pos.invalid("phase decide but every seat has decided");
    if (turn != first) pos.invalid("seat " + std::to_string(first) + " decides next");
  }

  // 5. Cards per seat.
  const int played = s.tricks_played();
  if (played > kTricks) pos.invalid("more than 5 tricks were played");
  if (s.trick_n_ && s.phase_ != kPlay) pos.invalid("cards in the trick outside the play phase");
  const bool lone = players == 1;
  if (played != hist_n)
    pos.invalid("the tricks field counts " + std::to_string(played) + " tricks, the played field holds " + std::to_string(hist_n));
  if (hist_n && hist_size != (lone ? 1 : players))
    pos.invalid("each played trick holds " + std::to_string(lone ? 1 : players) + " cards (one per playing player" +
                std::string(lone ? ", one for a lone player)" : ")") + ", not " + std::to_string(hist_size));
  for (int i = 0; i < np; ++i) {
    const std::string seat = "seat " + std::to_string(i);
    const int st = s.status_[i];
    int discards = 0;
    if (i == s.buyer_) discards = s.picked_ >= 0 ? kHand : kHand - 1;
    const bool folded = st == kDrops || st == kSitsOut;
    if (thrown[i].size() != discards + (folded ? kHand : 0))
      pos.invalid(seat + " has " + std::to_string(thrown[i].size()) + " thrown cards; " +
                  std::to_string(discards + (folded ? kHand : 0)) + " expected");
    if (s.tricks_[i] && st != kPlays) pos.invalid(seat + " took a trick without playing");
    int in_trick = 0;
    for (int j = 0; j < s.trick_n_; ++j) in_trick += s.trick_seat(j) == i;
    const int want = folded ? 0 : kHand - (st == kPlays ? played + in_trick : 0);
    if (hands[i].size() != want)
      pos.invalid(seat + " holds " + std::to_string(hands[i].size()) + " cards; " + std::to_string(want) + " expected");
  }

  // 6. The finished tricks, replayed forward from the hands they were played from (each hand as
  // it was when play began: what it holds now plus what it played since), then the target.
  int lead = chief;  // who leads the next trick
  {
    std::array<Mask, kMaxPlayers> held = s.hands_;
    for (int k = 0; k < hist_n; ++k)
      for (int i = 0; i < hist_size; ++i) held[s.history_seat(k, i)] |= Card(s.hist_[k][i]).bit();
    for (int j = 0; j < s.trick_n_; ++j) held[s.trick_seat(j)] |= Card(s.trick_[j]).bit();
    Mask dealt_L = 0;  // the cards dealt to L, for the trump pick's check after the replay
    {
      Mask prikup = 0;
      for (int k = 0; k < kPrikup; ++k) prikup |= Card(s.prikup_[k]).bit();
      // L's dealt cards: his discards (and a dropped or sat-out hand), plus what he played or holds
      // but for the prikup cards he took by buying.
      dealt_L = s.thrown_[L] | (held[L] & ~(s.buyer_ == L ? prikup : Mask{0}));
    }
    std::array<int, kMaxPlayers> count{};
    int target_seat = -1, target_trick = 0;
    for (int k = 0; k < hist_n; ++k) {
      const std::string name = "trick " + std::to_string(k + 1);
      if (s.hist_leader_[k] != lead)
        pos.invalid(name + " is led by seat " + std::to_string(s.hist_leader_[k]) + ", but " +
                    (k ? "seat " + std::to_string(lead) + " won trick " + std::to_string(k) + " and leads it"
                       : "the buyer (or the dealer's left) leads the first trick, seat " + std::to_string(lead)));
      Card cards[kMaxPlayers];
      int seats[kMaxPlayers];
      int seat = lead;
      for (int i = 0; i < hist_size; ++i) {
        const Card c(s.hist_[k][i]);
        if (lone && c.bit() != lowest_bit(held[seat]))
          pos.invalid(name + ": a lone player's tricks are his cards from the lowest up");
        if (i && !(tricks::beat_mask(held[seat], cards, i, s.trump(), cfg.beat_rule, cfg.must_overtrump, kRanks) & c.bit()))
          pos.invalid(name + ": seat " + std::to_string(seat) + " could not play " + to_string(c) +
                      " (follow suit and beat, else trump: the duty to beat)");
        held[seat] &= ~c.bit();
        cards[i] = c;
        seats[i] = seat;
        seat = s.next_player(seat);
      }
      const int w = seats[tricks::trick_winner(cards, hist_size, s.trump(), kRanks)];
      for (int i = 0; i < hist_size; ++i) s.won_[w] |= cards[i].bit();
      ++count[w];
      if (target_seat < 0 && s.scores_[w] + count[w] >= cfg.target) {
        target_seat = w;
        target_trick = k + 1;
      }
      lead = w;
    }
    for (int i = 0; i < np; ++i)
      if (count[i] != s.tricks_[i])
        pos.invalid("seat " + std::to_string(i) + " won " + std::to_string(count[i]) + " of the played tricks, not " +
                    std::to_string(s.tricks_[i]) + " (field tricks)");
    if (target_seat != s.target_seat_ || target_trick != s.target_trick_)
      pos.invalid(target_seat < 0 ? std::string("nobody reached the target in the played tricks")
                                  : "seat " + std::to_string(target_seat) + " reached the target in trick " +
                                        std::to_string(target_trick) + ": write 'target " + std::to_string(target_seat) +
                                        " trick " + std::to_string(target_trick) + "'");
    // The trump pick: L was offered it when he was dealt no trump and a trump was there to pick;
    // without a pick he declined it, and the `nopick` mark says so (and only then).
    {
      const Mask trumps = suit_mask(Suit(s.trump()));
      const Mask dealt = dealt_L;
      const bool offer = !(dealt & trumps) && ((s.stock_ & trumps) || cfg.pick_turned);
      if (s.nopick_) {
        if (s.phase_ == kPick) pos.invalid("'nopick' but the trump pick is still to be decided (phase pick)");
        if (!((s.stock_ & trumps) || cfg.pick_turned))
          pos.invalid("'nopick' but the stock holds no trump: there was no trump pick to decline");
        if (dealt & trumps)
          pos.invalid("'nopick' but the dealer's left was dealt a trump (" + to_string(CardSet(dealt & trumps)) +
                      "): he had no trump pick to decline");
      } else if (offer && s.phase_ != kPick && s.picked_ < 0) {
        pos.invalid("the dealer's left was dealt no trump and the stock holds one: he declined the trump pick, "
                    "write 'nopick' in the buyer field");
      }
    }
  }
  const bool stopped = cfg.stop_at_target && s.target_seat_ >= 0;
  if (stopped && s.target_trick_ != played) pos.invalid("with stop_at_target the deal stops at the target trick");
  if (s.phase_ == kOver) {
    if (turn >= 0) pos.invalid("turn is '-' when the deal is over");
    if (!s.redealt_ && played != kTricks && !stopped) pos.invalid("the deal is over after 5 tricks");
  } else {
    if (turn < 0) pos.invalid("turn '-' but the deal goes on");
    if (lone && s.phase_ == kPlay) pos.invalid("a lone player takes his tricks at once: the deal is over");
    if (played == kTricks || stopped) pos.invalid("the tricks are played: the deal is over");
  }
  if (s.phase_ == kPlay) {
    if (s.trick_n_) {
      if (!s.playing(s.leader_)) pos.invalid("the trick leader does not play this deal");
      Card cards[kMaxPlayers];
      int seat = s.leader_;
      for (int j = 0; j < s.trick_n_; ++j) {
        const Card c(s.trick_[j]);
        if (j) {
          const Mask legal = tricks::beat_mask(s.hands_[seat] | c.bit(), cards, j, s.trump(), cfg.beat_rule,
                                               cfg.must_overtrump, kRanks);
          if (!(legal & c.bit())) pos.invalid("seat " + std::to_string(seat) + " could not play " + to_string(c) + " to this trick");
        }
        cards[j] = c;
        seat = s.next_player(seat);
      }
      if (turn != seat) pos.invalid("seat " + std::to_string(seat) + " plays next to this trick");
    } else {
      if (!s.playing(turn)) pos.invalid("the player to lead does not play this deal");
      s.leader_ = static_cast<std::int8_t>(turn);
    }
    if (played == 0 && s.leader_ != chief) pos.invalid("the buyer (or the dealer's left) leads the first trick");
    if (played > 0 && s.leader_ != lead)
      pos.invalid("seat " + std::to_string(lead) + " won trick " + std::to_string(played) + " and leads the next one");
  } else if (s.phase_ != kOver) {
    if (played) pos.invalid("tricks were played before the play phase");
  }
  if (s.phase_ == kPick || s.phase_ == kBuy) s.to_move_ = static_cast<std::int8_t>(turn);
  if (s.phase_ == kDecide || s.phase_ == kPlay) s.to_move_ = static_cast<std::int8_t>(turn);
  if (s.phase_ == kOver) {
    s.to_move_ = -1;
    s.leader_ = -1;
  }

  // 7. Money and the game.
  std::int64_t sum = s.pot_;
  for (int i = 0; i < np; ++i) sum += s.money_[i];
  if (sum != 0) pos.invalid("money and the pot add up to " + std::to_string(sum) + "; every unit paid is in the pot or a balance (0)");
  if (s.pot_ < std::int64_t{np} * cfg.ante) pos.invalid("the pot holds less than the antes");
  for (int i = 0; i < np; ++i)
    if (s.money_[i] > -cfg.ante) pos.invalid("before the pot is taken every balance is at most minus the ante");
  if (match) {
    const auto w = split_words(need("match"));
    if (w.size() != 4 || w[0] != "deals" || w[2] != "seed") pos.parse_fail("write the match field as 'match deals N seed X'");
    const long long deals = pos.integer(w[1], "deals dealt", 1, cfg.max_deals ? cfg.max_deals : 100'000'000);
    std::uint64_t seed = 0;
    if (!notation::read_u64(w[3], seed)) pos.parse_fail("match seed " + notation::echo(w[3]) + " is not an unsigned integer");
    s.cfg_.seed = seed;
    s.deals_played_ = static_cast<std::uint32_t>(deals);
    if (deals == 1) {
      if (s.pot_ != std::int64_t{np} * cfg.ante) pos.invalid("the first deal's pot holds the antes only");
      for (int i = 0; i < np; ++i)
        if (s.scores_[i] != 0) pos.invalid("scores start at 0 in the first deal");
    }
    if (s.phase_ == kOver && !s.game_ends()) pos.invalid("the game goes on after this deal: it is not over");
  } else {
    if (!split_words(need("deal")).empty()) pos.parse_fail("the 'deal' field takes no value");
    s.deals_played_ = 1;
  }
  s.ante_paid_ = s.deals_played_ == 1 || cfg.ante_every_deal;
  if (s.phase_ == kOver) {
    s.last_result_ = s.deal_result();
    s.has_last_result_ = true;
  }
  return s;
}

// ---- the view of one seat -----------------------------------------------------------------

namespace {
CardSet face_up_prikup(const State& s) {
  CardSet up;
  for (int k = 0; k < s.prikup_up(); ++k) up.add(s.prikup_card(k));
  return up;
}
}  // namespace

CardSet seen_by(const State& s, int seat) {
  CardSet seen = CardSet(s.turned()) | s.hand(seat) | s.thrown(seat) | face_up_prikup(s);
  for (int i = 0; i < s.players(); ++i) seen |= s.won(i);
  for (int i = 0; i < s.trick_size(); ++i) seen.add(s.trick_card(i));
  if (seat == s.buyer() && s.prikup_taken())
    for (int k = 0; k < kPrikup; ++k) seen.add(s.prikup_card(k));
  if (shows_stock(s, seat)) seen |= s.stock();
  return seen;
}

bool shows_stock(const State& s, int seat) {
  const int L = (s.dealer() + 1) % s.players();
  return seat == L && (s.phase_id() == kPick || s.picked() >= 0);
}

View make_view(const State& s, int seat) {
  View v;
  v.seat = seat;
  const int np = s.players();
  const CardSet up = face_up_prikup(s);
  const auto per_seat = [np](const auto& f) {
    std::string out;
    for (int i = 0; i < np; ++i) out += (i ? " / " : "") + f(i);
    return out;
  };
  const auto count = [](CardSet c) { return c.empty() ? std::string("-") : "?" + std::to_string(c.size()); };
  std::string t = "seat " + std::to_string(seat) + " | dealer " + std::to_string(s.dealer()) + " | phase " +
                  std::string(s.phase()) + " | turn " + seat_text(s.to_move()) + " | turned " + to_string(s.turned());
  t += " | hands " + per_seat([&](int i) {
    if (i == seat) return cards_or_dash(s.hand(i));
    if (i == s.buyer() && s.prikup_taken()) {
      const CardSet known = s.hand(i) & up;
      const int n = s.hand(i).size() - known.size();
      return (known.empty() ? std::string() : to_string(known) + (n ? " " : "")) + (n ? "?" + std::to_string(n) : "");
    }
    return count(s.hand(i));
  });
  t += " | prikup";
  if (s.prikup_taken()) t += " taken";
  for (int k = 0; k < kPrikup; ++k)
    t += " " + ((k < s.prikup_up() || (seat == s.buyer() && s.prikup_taken())) ? to_string(s.prikup_card(k)) : std::string("?"));
  t += " | stock " + (shows_stock(s, seat) ? cards_or_dash(s.stock()) : "?" + std::to_string(s.stock().size()));
  t += " | thrown " + per_seat([&](int i) { return i == seat ? cards_or_dash(s.thrown(i)) : count(s.thrown(i)); });
  t += " | buyer " + buyer_text(s);
  // The picked trump is hidden from the others, but for the turned card: it left the table face up.
  if (s.picked() >= 0 && seat != s.buyer() && !s.turned_picked()) t = t.substr(0, t.rfind(" pick ")) + " pick";
  t += " | status";
  for (int i = 0; i < np; ++i) t += std::string(" ") + status_text(s.status(i));
  t += " | scores";
  for (int i = 0; i < np; ++i) t += " " + std::to_string(s.score(i));
  t += " | trick ";
  if (s.trick_size() == 0) {
    t += "-";
  } else {
    t += std::to_string(s.leader());
    for (int i = 0; i < s.trick_size(); ++i) t += " " + to_string(s.trick_card(i));
  }
  t += " | tricks";
  for (int i = 0; i < np; ++i) t += " " + std::to_string(s.tricks_won(i));
  t += " | played " + history_text(s);
  t += " | target " + (s.target_seat() < 0 ? std::string("-")
                                            : std::to_string(s.target_seat()) + " trick " + std::to_string(s.target_trick()));
  t += " | pot " + std::to_string(s.pot());
  v.text = t;
  v.seen = seen_by(s, seat);
  return v;
}

}  // namespace pycards::ton
