// Три листика: move text, the position notation (print strictly, parse leniently, validate once)
// and the per-seat view. Format: docs/tri_listika.md, "Position notation".
//
//   dealer 0 | phase play | turn 1 | turned 7C | hands AS KS 9H / - / AH KH TH / TS AC 8H |
//   stock ... | thrown - / 7D 7H 8S / 9D 7S / - | declared play pass exchange play |
//   trick - | tricks 0 0 0 0 | played - | khlyust - | pot 8 |
//   money -1 -1 -1 -1 | draw 12345 | deal
//
// The last field is `deal` (a one-deal game) or `match deals N seed X` (finished deals, seed).
#include <algorithm>
#include <string>
#include <tuple>
#include <vector>

#include "pycards/errors.hpp"
#include "pycards/notation.hpp"
#include "tri_listika.hpp"

namespace pycards::tri_listika {

namespace {

using notation::split_on;
using notation::trim;

constexpr notation::PositionErrors pos{"tri_listika"};
constexpr std::int64_t kMoneyLimit = 1'000'000'000'000LL;

using notation::cards_or_dash;
std::string seat_text(int s) { return s < 0 ? std::string("-") : std::to_string(s); }

constexpr auto split_words = notation::loose_words;

const char* decl_text(int d) {
  switch (d) {
    case kPlays: return "play";
    case kPasses: return "pass";
    case kExchanges: return "exchange";
    default: return "-";
  }
}

using notation::lower;

Card move_card(std::string_view token, const std::string& move) {
  return notation::move_card(token, move, "tri_listika", kDeck32, "the 32-card deck (7 to A)");
}

std::string trick_text(const State& s) {
  if (s.trick_size() == 0) return "-";
  std::string out = std::to_string(s.leader());
  for (int i = 0; i < s.trick_size(); ++i)
    out += std::string(s.trick_down(i) ? " down:" : " ") + to_string(s.trick_card(i));
  return out;
}

}  // namespace

std::string history_text(const State& s, int seat) {
  const int played = s.tricks_played(), size = s.history_size();
  if (played == 0) return "-";
  std::string out;
  for (int k = 0; k < played; ++k) {
    out += (k ? " / " : "") + std::to_string(s.history_leader(k));
    for (int i = 0; i < size; ++i) {
      if (!s.history_down(k, i)) out += " " + to_string(s.history_card(k, i));
      else if (seat < 0 || s.history_seat(k, i) == seat) out += " down:" + to_string(s.history_card(k, i));
      else out += " down:?";
    }
  }
  return out;
}

// ---- moves --------------------------------------------------------------------------------

std::string Spec::move_text(MoveId id) {
  if (id == kPlayMove) return "play";
  if (id == kPassMove) return "pass";
  if (id & kExchangeFlag) {
    const Mask cards = id & ~kExchangeFlag;
    if (cards && !(cards & ~kDeck32.mask) && popcount(cards) <= kHand) return "exchange:" + to_string(CardSet(cards), "+");
  } else if (id < kDownBase + kCards) {
    const Card c(int(id % kDownBase));
    if (id % kDownBase < kCards && kDeck32.contains(c)) return (id >= kDownBase ? "down:" : "") + to_string(c);
  } else if (id >= kTakeBase && id < kTakeBase + kCards && kDeck32.contains(Card(int(id - kTakeBase)))) {
    return "take:" + to_string(Card(int(id - kTakeBase)));
  }
  return "<bad tri_listika move id " + std::to_string(id) + ">";
}

MoveId Spec::parse_move(std::string_view text) {
  const std::string t = trim(text);
  const std::string low = lower(t);
  if (low == "play") return kPlayMove;
  if (low == "pass") return kPassMove;
  if (t.empty())
    throw ParseError("bad tri_listika move '': expected play, pass, exchange:<cards>, take:<card>, a card (AS) "
                     "or down:<card>");
  const std::size_t colon = t.find(':');
  if (colon == std::string::npos) return card_move(move_card(t, t));
  const std::string key = lower(trim(std::string_view(t).substr(0, colon)));
  const std::string_view rest = std::string_view(t).substr(colon + 1);
  if (key == "down") return down_move(move_card(rest, t));
  if (key == "take") return take_move(move_card(rest, t));
  if (key == "exchange") {
    CardSet cards;
    for (const std::string& p : split_on(rest, '+')) {
      const Card c = move_card(p, t);
      if (cards.contains(c))
        throw ParseError("bad tri_listika move " + notation::echo(t) + ": card " + to_string(c) + " appears twice");
      cards.add(c);
    }
    if (cards.size() > kHand)
      throw ParseError("bad tri_listika move " + notation::echo(t) + ": an exchange discards 1 to 3 cards");
    return exchange_move(cards.mask);
  }
  throw ParseError("bad tri_listika move " + notation::echo(t) +
                   ": expected play, pass, exchange:<cards>, take:<card>, a card (AS) or down:<card>");
}

// ---- notation -----------------------------------------------------------------------------

std::string State::notation() const {
  const auto per_seat = [](const auto& f) {
    std::string out;
    for (int s = 0; s < kPlayers; ++s) out += (s ? " / " : "") + f(s);
    return out;
  };
  std::string out = "dealer " + std::to_string(dealer_) + " | phase " + std::string(phase()) + " | turn " +
                    seat_text(to_move()) + " | turned " + to_string(turned());
  out += " | hands " + per_seat([&](int s) { return cards_or_dash(hand(s)); });
  out += " | stock";
  if (stock_size() == 0) out += " -";
  for (int i = 0; i < stock_size(); ++i) out += " " + to_string(stock_card(i));
  out += " | thrown " + per_seat([&](int s) { return cards_or_dash(thrown(s)); });
  out += " | declared";
  for (int s = 0; s < kPlayers; ++s) out += std::string(" ") + decl_text(decl_[s]);
  out += " | trick " + trick_text(*this);
  out += " | tricks";
  for (int s = 0; s < kPlayers; ++s) out += " " + std::to_string(tricks_[s]);
  out += " | played " + history_text(*this);
  out += " | khlyust ";
  if (khlyust_ < 0) {
    out += "-";
  } else {
    out += std::to_string(khlyust_) + " drawn";
    for (int k = 1; k < kPlayers; ++k) {
      const int d = drawn_[(khlyust_ + k) % kPlayers];
      out += " " + (d < 0 ? std::string("-") : to_string(Card(d)));
    }
  }
  out += " | pot " + std::to_string(pot_) + " | money";
  for (int s = 0; s < kPlayers; ++s) out += " " + std::to_string(money_[s]);
  out += " | draw " + std::to_string(draw_seed_);
  if (cfg_.match)
    out += " | match deals " + std::to_string(deals_played_) + " seed " + std::to_string(cfg_.seed);
  else
    out += " | deal";
  return out;
}

State Spec::position(const Config& cfg, std::string_view text) {
  // 1. Fields, by keyword.
  const notation::Fields fields(text, {"dealer", "phase", "turn", "turned", "hands", "stock", "thrown", "declared",
                                "trick", "tricks", "played", "khlyust", "pot", "money", "draw", "match", "deal"},
                               "dealer | phase | turn | turned | hands | stock | thrown | declared | trick | "
                               "tricks | played | khlyust | pot | money | draw | deal or match",
                               pos);
  const auto need = [&](const std::string& key) -> const std::string& { return fields.need(key); };
  const auto one_word = [&](const std::string& key) { return fields.one_word(key); };
  const auto four_words = [&](const std::string& key) { return fields.seat_words(key, kPlayers); };
  const auto four_sets = [&](const std::string& key, const std::string& what) {
    return pos.seat_sets(need(key), key, what, kPlayers);
  };
  const bool match = fields.is_match("match deals N seed X");

  State s;
  s.cfg_ = cfg;
  s.cfg_.match = match;
  s.cfg_.seed = 0;

  // 2. Seats, phase, counters.
  s.dealer_ = static_cast<std::int8_t>(pos.seat(one_word("dealer"), "dealer", kPlayers, false));
  const int L = (s.dealer_ + 1) % kPlayers;
  {
    s.phase_ = static_cast<std::uint8_t>(pos.keyword(one_word("phase"), {"declare", "draw", "play", "over"}, "phase"));
  }
  const int turn = pos.seat(one_word("turn"), "turn", kPlayers, true);
  {
    const auto w = four_words("declared");
    for (int i = 0; i < kPlayers; ++i)
      s.decl_[i] = static_cast<std::uint8_t>(pos.keyword(w[i], {"-", "play", "pass", "exchange"}, "declaration"));
    const auto w2 = four_words("tricks");
    for (int i = 0; i < kPlayers; ++i) s.tricks_[i] = static_cast<std::int8_t>(pos.integer(w2[i], "tricks", 0, kHand));
  }
  {
    const auto w = four_words("money");
    for (int i = 0; i < kPlayers; ++i) s.money_[i] = pos.integer(w[i], "money", -kMoneyLimit, kMoneyLimit);
    s.pot_ = pos.integer(one_word("pot"), "pot", 0, kMoneyLimit);
    s.draw_seed_ = pos.u64(one_word("draw"), "draw seed");
  }

  // 3. Cards: every one of the 32 exactly once.
  CardSet seen;
  std::string where_seen[kCards];
  const auto place = [&](CardSet cs, const std::string& where) {
    for (Card c : cs) {
      if (!kDeck32.contains(c)) pos.invalid("card " + to_string(c) + " (" + where + ") is not in the 32-card deck (7 to A)");
      if (seen.contains(c))
        pos.invalid("card " + to_string(c) + " appears twice (" + where_seen[c.index] + " and " + where + ")");
      seen.add(c);
      where_seen[c.index] = where;
    }
  };
  {
    const Card t = pos.card(one_word("turned"), "turned card");
    place(CardSet(t), "the turned card");
    s.turned_ = t.index;
  }
  {
    for (const std::string& w : split_words(need("stock"))) {
      if (w == "-") continue;
      const Card c = pos.card(w, "stock");
      if (s.stock_end_ >= kStockSize) pos.invalid("the stock holds more than " + std::to_string(kStockSize) + " cards");
      place(CardSet(c), "the stock");
      s.stock_[s.stock_end_++] = c.index;
    }
  }
  const auto hands = four_sets("hands", "hand");
  const auto thrown = four_sets("thrown", "thrown cards");
  for (int i = 0; i < kPlayers; ++i) {
    place(hands[i], "hand of seat " + std::to_string(i));
    place(thrown[i], "thrown cards of seat " + std::to_string(i));
    s.hands_[i] = hands[i].mask;
    s.thrown_[i] = thrown[i].mask;
  }
  // The finished tricks: '-' or per trick '<leader> <cards, down:<card> face down>', ' / '-joined.
  int hist_n = 0, hist_size = 0;
  std::tie(hist_n, hist_size) = notation::played_tricks(
      pos, need("played"), kHand, kPlayers,
      [&](int k, int leader, const std::vector<std::string>& cards, const std::string& name) {
        s.hist_leader_[k] = static_cast<std::int8_t>(leader);
        for (std::size_t i = 0; i < cards.size(); ++i) {
          std::string tok = cards[i];
          if (lower(tok.substr(0, 5)) == "down:") {
            tok = tok.substr(5);
            if (i == 0) pos.invalid(name + ": the leader's card is played face up");
            s.hist_down_[k] |= static_cast<std::uint8_t>(1u << i);
          }
          const Card c = pos.card(tok, name);
          place(CardSet(c), name + " of the played tricks");
          s.hist_[k][i] = c.index;
        }
      });
  {
    const auto w = split_words(need("trick"));
    if (w.empty()) pos.parse_fail("field 'trick' takes '-' or a leader and the cards played");
    if (!(w.size() == 1 && w[0] == "-")) {
      if (w.size() < 2) pos.parse_fail("field 'trick' takes '-' or a leader and the cards played");
      s.leader_ = static_cast<std::int8_t>(pos.seat(w[0], "trick leader", kPlayers, false));
      if (w.size() - 1 >= kPlayers) pos.invalid("the trick holds 4 cards; a full trick is taken at once");
      for (std::size_t i = 1; i < w.size(); ++i) {
        std::string tok = w[i];
        bool is_down = false;
        if (lower(tok.substr(0, 5)) == "down:") {
          is_down = true;
          tok = tok.substr(5);
        }
        const Card c = pos.card(tok, "trick");
        place(CardSet(c), "the trick");
        if (is_down) s.trick_down_ |= static_cast<std::uint8_t>(1u << s.trick_n_);
        s.trick_[s.trick_n_++] = c.index;
      }
      if (s.trick_down_ & 1u) pos.invalid("the leader's card is played face up");
    }
  }
  if (seen != kDeck32) pos.invalid("cards missing: " + to_string(kDeck32 - seen) + " (every card of the 32 appears once)");

  // 4. Declarations and the cards they moved.
  int players = 0, exchanged = 0;
  for (int i = 0; i < kPlayers; ++i) {
    const std::string seat = "seat " + std::to_string(i);
    const bool forced = i == s.dealer_ || i == L;
    const int d = s.decl_[i];
    if (forced && d == kPasses) pos.invalid(seat + " (the dealer or the player on his left) must play: no pass");
    if (forced && d == kExchanges && !cfg.forced_may_exchange)
      pos.invalid(seat + " (the dealer or the player on his left) may not exchange (forced_may_exchange is off)");
    if (forced && d == kUndecided && !cfg.forced_may_exchange)
      pos.invalid(seat + " (the dealer or the player on his left) plays without declaring (forced_may_exchange is off)");
    if (d == kPasses && (thrown[i].size() != kHand || !hands[i].empty()))
      pos.invalid(seat + " passed: his 3 cards are thrown in and his hand is empty");
    if (d == kExchanges && thrown[i].empty()) pos.invalid(seat + " exchanged: 1 to 3 thrown cards");
    if (d != kPasses && thrown[i].size() > kHand) pos.invalid(seat + " throws more than 3 cards");
    if ((d == kPlays || d == kUndecided) && !thrown[i].empty()) pos.invalid(seat + " did not exchange but has thrown cards");
    players += s.playing(i);
    if (d == kExchanges) exchanged += thrown[i].size();
  }
  if (s.stock_end_ != kStockSize - exchanged)
    pos.invalid("the stock holds " + std::to_string(s.stock_end_) + " cards; after the exchanges of " +
                std::to_string(exchanged) + " cards it holds " + std::to_string(kStockSize - exchanged));
  const int undecided = int(std::count(s.decl_.begin(), s.decl_.end(), std::uint8_t(kUndecided)));
  const bool pristine = [&] {  // the declarations of a deal where nobody has declared yet
    for (int i = 0; i < kPlayers; ++i) {
      const bool forced = i == s.dealer_ || i == L;
      if (s.decl_[i] != (forced && !cfg.forced_may_exchange ? kPlays : kUndecided)) return false;
    }
    return true;
  }();

  // 5. Tricks.
  const int played = s.tricks_[0] + s.tricks_[1] + s.tricks_[2] + s.tricks_[3];
  if (played > kHand) pos.invalid("more than 3 tricks were played");
  for (int i = 0; i < kPlayers; ++i) {
    const std::string seat = "seat " + std::to_string(i);
    if (s.tricks_[i] && !s.playing(i)) pos.invalid(seat + " took a trick without playing");
  }
  if (played != hist_n)
    pos.invalid("the tricks field counts " + std::to_string(played) + " tricks, the played field holds " + std::to_string(hist_n));
  if (hist_n && hist_size != players)
    pos.invalid("each played trick holds " + std::to_string(players) + " cards (one per playing player), not " +
                std::to_string(hist_size));
  if (s.trick_n_ && s.phase_ != kPlay) pos.invalid("cards in the trick outside the play phase");

  // 6. The phase.
  s.khlyust_ = -1;
  s.drawn_ = {-1, -1, -1, -1};
  {
    const auto w = split_words(need("khlyust"));
    if (w.size() == 1 && w[0] == "-") {
    } else if (w.size() == 5 && w[1] == "drawn") {
      s.khlyust_ = static_cast<std::int8_t>(pos.seat(w[0], "хлюст holder", kPlayers, false));
      for (int k = 1; k < kPlayers; ++k) {
        const std::string& tok = w[1 + k];
        if (tok == "-") continue;
        s.drawn_[(s.khlyust_ + k) % kPlayers] = static_cast<std::int8_t>(pos.card(tok, "drawn card").index);
      }
    } else {
      pos.parse_fail("write the khlyust field as '-' or '<seat> drawn <card or -> <card or -> <card or ->'");
    }
  }
  const bool no_play = played == 0 && s.trick_n_ == 0;
  if (no_play)
    for (int i = 0; i < kPlayers; ++i) {
      const int want = s.decl_[i] == kPasses ? 0 : kHand;
      if (hands[i].size() != want)
        pos.invalid("seat " + std::to_string(i) + " holds " + std::to_string(hands[i].size()) + " cards; before the "
                    "play every hand holds 3 (none after a pass)");
    }
  if (s.khlyust_ >= 0) {
    const int k = s.khlyust_;
    if (s.phase_ != kDraw && s.phase_ != kOver) pos.invalid("a хлюст ends the deal: the phase is draw or over");
    if (!no_play) pos.invalid("a хлюст deal is won without play, but tricks were played");
    unsigned candidates;
    if (pristine) {
      candidates = 0xFu;
    } else {
      if (undecided || !cfg.exchange_khlyust)
        pos.invalid("a хлюст wins right after the deal (or after the exchanges with exchange_khlyust), not during "
                    "the declarations");
      candidates = 0;
      for (int i = 0; i < kPlayers; ++i)
        if (s.playing(i)) candidates |= 1u << i;
    }
    // The check must pick this seat.
    int best = -1;
    bool best_trump = false;
    {
      int best_points = -1;
      for (int j = 1; j <= kPlayers; ++j) {
        const int seat = (s.dealer_ + j) % kPlayers;
        const Mask h = s.hands_[seat];
        if (!((candidates >> seat) & 1u) || popcount(h) != kHand) continue;
        const Suit su = Card(lowest_index(h)).suit();
        if ((h & suit_mask(su)) != h) continue;
        const bool t = int(su) == s.trump();
        const int pts = tricks::card_points(h, kRanks);
        if (best < 0 || (t && !best_trump) || (t == best_trump && pts > best_points)) {
          best = seat;
          best_points = pts;
          best_trump = t;
        }
      }
    }
    if (best != k)
      pos.invalid("seat " + std::to_string(k) + " is named the хлюст winner, but the хлюст check gives " +
                  (best < 0 ? std::string("nobody") : "seat " + std::to_string(best)));
    s.trump_khlyust_ = best_trump;
    Mask drawn_cards = 0;
    int ndrawn = 0;
    for (int j = 1; j < kPlayers; ++j) {
      const int d = s.drawn_[(k + j) % kPlayers];
      if (d < 0) {
        for (int m = j + 1; m < kPlayers; ++m)
          if (s.drawn_[(k + m) % kPlayers] >= 0) pos.invalid("the drawers draw in turn from the holder's left");
        continue;
      }
      if (!(s.hands_[k] >> d & 1u)) pos.invalid("a drawn card is not one of the хлюст holder's cards");
      if (drawn_cards >> d & 1u) pos.invalid("a card is drawn twice");
      drawn_cards |= Mask{1} << d;
      ++ndrawn;
    }
    if (!best_trump && ndrawn) pos.invalid("only a trump хлюст has the draw");
    if (best_trump && !cfg.draw_choice && s.phase_ == kOver) {
      State blind = s;  // the blind draw is the shuffle the draw seed gives
      blind.blind_draw();
      if (blind.drawn_ != s.drawn_) pos.invalid("the blind draw of draw seed " + std::to_string(s.draw_seed_) +
                                                " gives other cards to the drawers");
    }
    if (best_trump && s.phase_ == kOver && ndrawn != kPlayers - 1) pos.invalid("the deal is over before the draw ended");
    if (s.phase_ == kDraw) {
      if (!cfg.draw_choice) pos.invalid("the draw phase exists only with khlyust_draw = 'choice'");
      if (!best_trump) pos.invalid("only a trump хлюст has the draw");
      if (ndrawn == kPlayers - 1) pos.invalid("every drawer has drawn: the deal is over");
      if (turn != (k + 1 + ndrawn) % kPlayers) pos.invalid("the next drawer is seat " + std::to_string((k + 1 + ndrawn) % kPlayers));
      s.to_move_ = static_cast<std::int8_t>(turn);
    }
  } else {
    if (s.phase_ == kDraw) pos.invalid("the draw phase needs a trump хлюст");
    // No хлюст may have been missed: dealt hands still as dealt, or the playing hands after exchanges.
    if (no_play)
      for (int i = 0; i < kPlayers; ++i) {
        const Mask h = s.hands_[i];
        const bool khl = popcount(h) == kHand && (h & suit_mask(Card(lowest_index(h)).suit())) == h;
        if (khl && (s.decl_[i] == kPlays || s.decl_[i] == kUndecided))
          pos.invalid("seat " + std::to_string(i) + " was dealt a хлюст: the deal ended at once");
        if (khl && s.decl_[i] == kExchanges && cfg.exchange_khlyust && !undecided)
          pos.invalid("seat " + std::to_string(i) + " made a хлюст by exchanging: with exchange_khlyust the deal ended");
      }
    for (int i = 0; i < kPlayers; ++i)
      if (s.decl_[i] == kPasses && popcount(thrown[i].mask) == kHand &&
          (thrown[i].mask & suit_mask(thrown[i].first().suit())) == thrown[i].mask)
        pos.invalid("seat " + std::to_string(i) + " threw in a dealt хлюст: the deal ended at once");
    if (s.phase_ == kDeclare) {
      if (!undecided) pos.invalid("phase declare but every seat has declared");
      if (!no_play) pos.invalid("cards were played during the declarations");
      if (turn != s.next_declarer())
        pos.invalid("the next to declare is seat " + std::to_string(s.next_declarer()) + " (clockwise from the dealer's left)");
      s.to_move_ = static_cast<std::int8_t>(turn);
    } else {
      if (undecided) pos.invalid("phase " + std::string(s.phase()) + " but a seat has not declared");
      if (s.phase_ == kOver && played != kHand) pos.invalid("the deal is over only after 3 tricks (or a хлюст)");
      if (s.phase_ == kPlay && played == kHand) pos.invalid("3 tricks were played: the deal is over");
      for (int i = 0; i < kPlayers; ++i) {
        const int in_trick = [&] {
          if (!s.trick_n_) return 0;
          int seat = s.leader_;
          for (int j = 0; j < s.trick_n_; ++j) {
            if (seat == i) return 1;
            seat = s.next_player(seat);
          }
          return 0;
        }();
        const int want = s.playing(i) ? kHand - played - in_trick : 0;
        if (hands[i].size() != want)
          pos.invalid("seat " + std::to_string(i) + " holds " + std::to_string(hands[i].size()) + " cards; " +
                      std::to_string(want) + " are left to it");
      }
      // The finished tricks, replayed forward from the hands as play began (each hand = what it
      // holds now + the cards it played since).
      const int tr = cfg.trumps_in_play ? s.trump() : tricks::kNoSuit;
      int lead = L;
      {
        std::array<Mask, kPlayers> held = s.hands_;
        for (int k = 0; k < hist_n; ++k)
          for (int i = 0; i < hist_size; ++i) held[s.history_seat(k, i)] |= Card(s.hist_[k][i]).bit();
        if (s.phase_ == kPlay)
          for (int j = 0; j < s.trick_n_; ++j) held[s.trick_seat(j)] |= Card(s.trick_[j]).bit();
        for (int i = 0; i < kPlayers; ++i) {
          const Mask h = held[i];
          const bool khl = s.playing(i) && popcount(h) == kHand && (h & suit_mask(Card(lowest_index(h)).suit())) == h;
          if (khl && s.decl_[i] == kPlays)
            pos.invalid("seat " + std::to_string(i) + " was dealt a хлюст: the deal ended at once");
          if (khl && s.decl_[i] == kExchanges && cfg.exchange_khlyust)
            pos.invalid("seat " + std::to_string(i) + " made a хлюст by exchanging: with exchange_khlyust the deal ended");
        }
        std::array<int, kPlayers> count{};
        for (int k = 0; k < hist_n; ++k) {
          const std::string name = "trick " + std::to_string(k + 1);
          if (s.hist_leader_[k] != lead)
            pos.invalid(name + " is led by seat " + std::to_string(s.hist_leader_[k]) + ", but " +
                        (k ? "seat " + std::to_string(lead) + " won trick " + std::to_string(k) + " and leads it"
                           : "the dealer's left, seat " + std::to_string(lead) + ", leads the first trick"));
          Card cards[kPlayers];
          int seats[kPlayers];
          int seat = lead;
          const int led = Card(s.hist_[k][0]).suit();
          for (int i = 0; i < hist_size; ++i) {
            const Card c(s.hist_[k][i]);
            if (i) {
              const bool dn = (s.hist_down_[k] >> i) & 1u;
              const Mask up = tricks::face_up_mask(held[seat], led, tr);
              if (dn && up)
                pos.invalid(name + ": seat " + std::to_string(seat) + " played face down but could follow suit" +
                            (tr >= 0 ? std::string(" or trump") : std::string()));
              if (!dn && !(up & c.bit()))
                pos.invalid(name + ": seat " + std::to_string(seat) + " could not play " + to_string(c) +
                            " face up (follow suit" + (tr >= 0 ? std::string(", else trump") : std::string()) +
                            ", else a card face down)");
            }
            held[seat] &= ~c.bit();
            cards[i] = c;
            seats[i] = seat;
            seat = s.next_player(seat);
          }
          const int w = seats[tricks::trick_winner_face_up(cards, hist_size, s.hist_down_[k], tr, kRanks)];
          for (int i = 0; i < hist_size; ++i) {
            s.won_[w] |= cards[i].bit();
            if ((s.hist_down_[k] >> i) & 1u) s.down_[seats[i]] |= cards[i].bit();
          }
          ++count[w];
          lead = w;
        }
        for (int i = 0; i < kPlayers; ++i)
          if (count[i] != s.tricks_[i])
            pos.invalid("seat " + std::to_string(i) + " won " + std::to_string(count[i]) + " of the played tricks, not " +
                        std::to_string(s.tricks_[i]) + " (field tricks)");
      }
      if (s.phase_ == kPlay) {
        if (s.trick_n_) {
          if (!s.playing(s.leader_)) pos.invalid("the trick leader does not play this deal");
          if (s.trick_n_ >= players) pos.invalid("a full trick is taken at once");
          if (played == 0 && s.leader_ != L) pos.invalid("the first trick is led by the dealer's left");
          if (s.leader_ != lead)
            pos.invalid("seat " + std::to_string(lead) + " won trick " + std::to_string(played) + " and leads the next one");
          const int led = Card(s.trick_[0]).suit();
          int seat = s.leader_;
          for (int j = 0; j < s.trick_n_; ++j) {
            if (j) {
              const Card c(s.trick_[j]);
              const Mask h = s.hands_[seat];
              const bool dn = (s.trick_down_ >> j) & 1u;
              if (dn && tricks::face_up_mask(h | c.bit(), led, tr) != 0)
                pos.invalid("seat " + std::to_string(seat) + " played face down but could follow suit" +
                            (tr >= 0 ? std::string(" or trump") : std::string()));
              if (!dn && int(c.suit()) != led) {
                if (tr < 0 || int(c.suit()) != tr) pos.invalid("a face-up card that neither follows suit nor trumps");
                if (h & suit_mask(Suit(led))) pos.invalid("seat " + std::to_string(seat) + " trumped holding the led suit");
              }
            }
            seat = s.next_player(seat);
          }
          if (turn != seat) pos.invalid("seat " + std::to_string(seat) + " plays next to this trick");
        } else {
          if (played == 0 && turn != L) pos.invalid("the dealer's left leads the first trick");
          if (turn < 0 || !s.playing(turn)) pos.invalid("the player to lead does not play this deal");
          if (played > 0 && turn != lead)
            pos.invalid("seat " + std::to_string(lead) + " won trick " + std::to_string(played) + " and leads the next one");
          s.leader_ = static_cast<std::int8_t>(turn);
        }
        s.to_move_ = static_cast<std::int8_t>(turn);
      }
    }
  }
  if (s.phase_ == kOver && turn >= 0) pos.invalid("turn is '-' when the deal is over");
  if (s.phase_ != kOver && turn < 0) pos.invalid("turn '-' but the deal goes on");
  if (s.phase_ == kOver) {
    s.to_move_ = -1;
    if (s.khlyust_ < 0) s.leader_ = -1;
  }

  // 7. Money: every unit is in a balance or in the pot; the pot holds this deal's antes.
  std::int64_t sum = s.pot_;
  for (int i = 0; i < kPlayers; ++i) sum += s.money_[i];
  if (sum != 0) pos.invalid("money and the pot add up to " + std::to_string(sum) + "; every unit paid is in the pot or a balance (0)");
  if (s.pot_ < std::int64_t{kPlayers} * cfg.ante) pos.invalid("the pot holds less than the four antes of this deal");
  if (match) {
    const auto w = split_words(need("match"));
    if (w.size() != 4 || w[0] != "deals" || w[2] != "seed") pos.parse_fail("write the match field as 'match deals N seed X'");
    const long long deals = pos.integer(w[1], "deals played", 0, cfg.deals);
    std::uint64_t seed = 0;
    if (!notation::read_u64(w[3], seed)) pos.parse_fail("match seed " + notation::echo(w[3]) + " is not an unsigned integer");
    s.cfg_.seed = seed;
    if (s.phase_ == kOver) {
      if (deals != cfg.deals) pos.invalid("the game is over after all " + std::to_string(cfg.deals) + " deals");
    } else if (deals >= cfg.deals) {
      pos.invalid("all " + std::to_string(cfg.deals) + " deals are played but a deal is in progress");
    }
    if (deals == 0 || (deals == 1 && s.phase_ == kOver)) {
      if (s.pot_ != std::int64_t{kPlayers} * cfg.ante)
        pos.invalid("the first deal's pot holds the four antes only");
      for (int i = 0; i < kPlayers; ++i)
        if (s.money_[i] != -cfg.ante) pos.invalid("in the first deal every balance is minus the ante");
    }
    s.deals_played_ = static_cast<std::uint32_t>(deals);
  } else {
    if (!split_words(need("deal")).empty()) pos.parse_fail("the 'deal' field takes no value");
    s.deals_played_ = s.phase_ == kOver ? 1 : 0;
  }
  if (s.phase_ == kOver) {
    s.last_result_ = s.deal_result();
    s.has_last_result_ = true;
  }
  return s;
}

// ---- the view of one seat -----------------------------------------------------------------

View make_view(const State& s, int seat) {
  View v;
  v.seat = seat;
  const int holder = s.khlyust();
  const auto shown_hand = [&](int i) { return i == seat || i == holder; };
  CardSet hidden_down;
  for (int i = 0; i < kPlayers; ++i)
    if (i != seat) hidden_down |= s.face_down(i);
  const auto per_seat = [](const auto& f) {
    std::string out;
    for (int i = 0; i < kPlayers; ++i) out += (i ? " / " : "") + f(i);
    return out;
  };
  const auto count = [](CardSet c) { return c.empty() ? std::string("-") : "?" + std::to_string(c.size()); };
  std::string t = "seat " + std::to_string(seat) + " | dealer " + std::to_string(s.dealer()) + " | phase " +
                  std::string(s.phase()) + " | turn " + seat_text(s.to_move()) + " | turned " + to_string(s.turned());
  t += " | hands " + per_seat([&](int i) { return shown_hand(i) ? cards_or_dash(s.hand(i)) : count(s.hand(i)); });
  t += " | stock ?" + std::to_string(s.stock_size());
  t += " | thrown " + per_seat([&](int i) { return i == seat ? cards_or_dash(s.thrown(i)) : count(s.thrown(i)); });
  t += " | declared";
  for (int i = 0; i < kPlayers; ++i) t += std::string(" ") + decl_text(s.decl(i));
  t += " | trick ";
  if (s.trick_size() == 0) {
    t += "-";
  } else {
    t += std::to_string(s.leader());
    for (int i = 0; i < s.trick_size(); ++i) {
      if (!s.trick_down(i)) t += " " + to_string(s.trick_card(i));
      else if (s.trick_seat(i) == seat) t += " down:" + to_string(s.trick_card(i));
      else t += " down:?";
    }
  }
  t += " | tricks";
  for (int i = 0; i < kPlayers; ++i) t += " " + std::to_string(s.tricks_won(i));
  t += " | played " + history_text(s, seat);
  t += " | khlyust ";
  if (holder < 0) {
    t += "-";
  } else {
    t += std::to_string(holder) + " drawn";
    for (int k = 1; k < kPlayers; ++k) {
      const int d = s.drawn((holder + k) % kPlayers);
      t += " " + (d < 0 ? std::string("-") : to_string(Card(d)));
    }
  }
  t += " | pot " + std::to_string(s.pot()) + " | money";
  for (int i = 0; i < kPlayers; ++i) t += " " + std::to_string(s.balance(i));
  v.text = t;
  // What the seat has seen.
  CardSet seen = CardSet(s.turned()) | s.thrown(seat);
  for (int i = 0; i < kPlayers; ++i) {
    if (shown_hand(i)) seen |= s.hand(i);
    seen |= s.won(i) - hidden_down;
  }
  for (int i = 0; i < s.trick_size(); ++i)
    if (!s.trick_down(i) || s.trick_seat(i) == seat) seen |= s.trick_card(i);
  v.seen = seen;
  return v;
}

}  // namespace pycards::tri_listika
