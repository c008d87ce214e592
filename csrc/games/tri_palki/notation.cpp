// Три палки's position notation (docs/tri_palki.md, "Notation"):
//   dealer 0 | turn 1 | played 12 | count 24 | sticks 0 1 | hands AS TC 8S 6D / KH AD QC 9H |
//   known - / - | stock 9C ... | pile 7C ... | seed 7 | result -
// `hands` per seat; `known` the cards of each hand whose place both seats know (drawn from a
// recycled stock laid face down in a public order, or held since a shuffled recycling); `stock` next card first; `pile` bottom first;
// `result` '-' while the game goes on, else the winning seat or 'draw'.
#include "tri_palki.hpp"
#include "pycards/notation.hpp"

#include <array>

namespace pycards::tri_palki {

namespace {
constexpr notation::PositionErrors pos{"tri_palki"};
using notation::split_on;
using notation::words;

std::string set_text(CardSet s) { return s.empty() ? "-" : pycards::to_string(s); }

std::string seq_text(const Pile& p, int from) {
  if (p.size <= from) return "-";
  std::string out;
  for (int i = from; i < p.size; ++i) out += (i > from ? " " : "") + pycards::to_string(p[i]);
  return out;
}

/// Draws made after `draws` draws from the start: the recyclings so far and the stock left.
void stock_after(int draws, int& recycles, int& stock_left) {
  if (draws <= kStockStart) {
    recycles = 0;
    stock_left = kStockStart - draws;
    return;
  }
  // the first recycling comes at draw 29, then every 28 draws
  recycles = 1 + (draws - kStockStart - 1) / kStockStart;
  stock_left = kStockStart - ((draws - kStockStart - 1) % kStockStart + 1);
}

/// A position after a recycling (docs/tri_palki.md, "Notation"). Every recycling follows an odd
/// card (the 29th, then every 28 more: the non-dealer's), so the pile holds the cards played
/// since it in their order, the first by the non-dealer, and turns alternate. Unshuffled, the
/// stock is the pile of the period before, turned over: the stock then the pile are the last
/// cards played, in order, and each card drawn from it goes back to the seat that played it, in
/// public (`known`). Replaying that window from the count before it (unknown, but in range) must
/// give the count and the sticks without a losing stick before its last card.
void check_after_recycling(const Config& cfg, const State& s, int last) {
  const int played = s.cards_played();
  std::array<Card, 2 * kDeckSize> window{};
  int n = 0;
  if (!cfg.recycle_shuffle)
    for (int i = 0; i < s.stock_size(); ++i) window[n++] = s.stock_card(i);
  for (int i = 0; i < s.pile().size; ++i) window[n++] = s.pile()[i];
  const auto seat_of = [&](int i) { return (n - 1 - i) % 2 == 0 ? last : 1 - last; };
  const int stl = cfg.sticks_to_lose;
  bool fits = false;
  for (int c0 = cfg.floor_zero ? 0 : kMinCount; c0 <= kMaxCount && !fits; ++c0) {
    int count = c0, gained[2] = {0, 0}, last_stick[2] = {-1, -1};
    bool in_range = true;  // no count of a game goes below kMinCount
    for (int i = 0; i < n; ++i) {
      count += value_of(window[i]);
      in_range = in_range && count >= kMinCount;
      if (count > kMaxCount) {
        count = 0;
        ++gained[seat_of(i)];
        last_stick[seat_of(i)] = i;
      } else if (cfg.floor_zero && count < 0) {
        count = 0;
      }
    }
    if (!in_range || count != s.count() || gained[0] > s.sticks(0) || gained[1] > s.sticks(1)) continue;
    // a seat's losing stick ends the game: only on the last card; before the window, 3 cards a stick
    bool ok = true;
    for (int seat = 0; seat < 2; ++seat)
      if (s.sticks(seat) >= stl && last_stick[seat] != n - 1) ok = false;
    const int before = s.sticks(0) - gained[0] + s.sticks(1) - gained[1];
    if (3 * before > played - n) ok = false;
    fits = ok;
  }
  const std::string sticks = std::to_string(s.sticks(0)) + " " + std::to_string(s.sticks(1));
  if (!fits)
    pos.invalid(cfg.recycle_shuffle
                    ? "the pile (the " + std::to_string(n) + " cards played since the recycling, in order) cannot "
                      "give count " + std::to_string(s.count()) + " and sticks " + sticks + " from any count before it"
                    : "the stock and the pile (the last " + std::to_string(n) + " cards played, in order) cannot give "
                      "count " + std::to_string(s.count()) + " and sticks " + sticks + " from any count before them");
  if (cfg.recycle_shuffle) {
    // At the last recycling both hands were known to both players (the stock was empty); every
    // draw since is unknown. The pile holds the cards played since, the first by the non-dealer,
    // each followed by its player's draw (not the game's last card): a seat's unknown cards are
    // at most its draws since, and at least 1 once it has drawn (its latest draw follows its
    // latest play), unless it played the game's last card.
    const int draws_since = s.is_over() ? s.pile().size - 1 : s.pile().size;
    for (int seat = 0; seat < 2; ++seat) {
      const int first = seat == 1 - s.dealer() ? 0 : 1;
      const int drew = draws_since <= first ? 0 : (draws_since - first + 1) / 2;
      const int unknown = s.hand(seat).size() - s.known(seat).size();
      const int least = drew > 0 && !(s.is_over() && seat == last) ? 1 : 0;
      if (unknown > drew || unknown < least)
        pos.invalid("seat " + std::to_string(seat) + " drew " + std::to_string(drew) + " cards since the shuffled "
                    "recycling, so its hand holds " + (least ? "1" : "0") + " to " + std::to_string(drew) +
                    " unknown cards (the others are known), not " + std::to_string(unknown));
    }
    return;
  }
  // Draws from the recycled stock: the 29th draw and on, the non-dealer's odd ones; each is known,
  // and a seat's latest draw is still in its hand (unless it played the game's last card).
  const int draws = s.is_over() ? played - 1 : played;
  for (int seat = 0; seat < 2; ++seat) {
    const int first = seat == 1 - s.dealer() ? kStockStart + 1 : kStockStart + 2;
    const int public_draws = draws < first ? 0 : (draws - first) / 2 + 1;
    const int known = s.known(seat).size();
    if (known > public_draws)
      pos.invalid("seat " + std::to_string(seat) + " has " + std::to_string(known) + " known cards but drew only " +
                  std::to_string(public_draws) + " from the recycled stock");
    if (known == 0 && public_draws > 0 && !(s.is_over() && seat == last))
      pos.invalid("seat " + std::to_string(seat) + " drew its last card from the recycled stock in public: its hand "
                  "holds a known card");
  }
}
}  // namespace

std::string State::notation() const {
  std::string out = "dealer " + std::to_string(dealer_) + " | turn " +
                    (over_ ? std::string("-") : std::to_string(to_move_)) + " | played " + std::to_string(played_) +
                    " | count " + std::to_string(count_) + " | sticks " + std::to_string(sticks_[0]) + " " +
                    std::to_string(sticks_[1]) + " | hands " + set_text(hands_[0]) + " / " + set_text(hands_[1]) +
                    " | known " + set_text(known_[0]) + " / " + set_text(known_[1]) + " | stock " +
                    seq_text(stock_, stock_pos_) + " | pile " + seq_text(pile_, 0) + " | seed " +
                    std::to_string(seed_) + " | result ";
  out += !over_ ? "-" : winner_ == kDraw ? "draw" : std::to_string(winner_);
  return out;
}

State Spec::position(const Config& cfg, std::string_view text) {
  const notation::OrderedFields fields(
      text, {"dealer", "turn", "played", "count", "sticks", "hands", "known", "stock", "pile", "seed"},
      "write 'dealer D | turn T | played N | count C | sticks S0 S1 | hands H0 / H1 | known K0 / K1 | stock ... | "
      "pile ... | seed X | result R'",
      pos);
  const auto one = [&](int i, std::string_view what) { return fields.one(i, what); };
  const auto f = [&](int i) -> const std::string& { return fields.rest(i); };
  const auto tail = fields.tail();
  if (tail.size() != 2 || tail[0] != "result") pos.parse_fail("write the last field as 'result R' (R: '-', '0', '1' or 'draw')");
  State s;
  s.cfg_ = cfg;
  s.dealer_ = pos.seat(one(0, "D"), "dealer", 2, false);
  const int turn = pos.seat(one(1, "T"), "turn", 2, true);
  const int limit = cfg.move_limit > 0 ? cfg.move_limit : static_cast<int>(kMaxMoveLimit);
  s.played_ = static_cast<int>(pos.integer(one(2, "N"), "played", 0, limit));
  s.count_ = static_cast<int>(pos.integer(one(3, "C"), "count", cfg.floor_zero ? 0 : kMinCount, kMaxCount));
  const auto st = fields.words(4);
  if (st.size() != 2) pos.parse_fail("sticks takes one number per seat (2)");
  for (int i = 0; i < 2; ++i) s.sticks_[i] = static_cast<int>(pos.integer(st[i], "sticks", 0, cfg.sticks_to_lose));
  s.seed_ = pos.u64(one(9, "X"), "seed");
  const std::string& result = tail[1];
  s.over_ = result != "-";
  if (s.over_) {
    if (result == "draw") s.winner_ = kDraw;
    else if (result == "0" || result == "1") s.winner_ = result[0] - '0';
    else pos.parse_fail("result is '-', '0', '1' or 'draw', not " + notation::echo(result));
  }

  // the cards: hands, known, stock, pile
  const auto parts = split_on(f(5), '/'), kparts = split_on(f(6), '/');
  if (parts.size() != 2 || kparts.size() != 2) pos.parse_fail("hands and known take two card lists separated by '/'");
  CardSet all;
  const auto add = [&](Card c, const char* where) {
    if (!kDeck36.contains(c)) pos.invalid(std::string(where) + ": " + pycards::to_string(c) + " is not in the 36-card deck");
    if (all.contains(c)) pos.invalid(pycards::to_string(c) + " is in two places");
    all.add(c);
  };
  for (int i = 0; i < 2; ++i) {
    const CardSet h = parts[i] == "-" ? CardSet() : pos.cards(parts[i], "hands");
    for (Card c : h) add(c, "hands");
    s.hands_[i] = h;
    s.known_[i] = kparts[i] == "-" ? CardSet() : pos.cards(kparts[i], "known");
    if (!h.contains(s.known_[i])) pos.invalid("known cards of seat " + std::to_string(i) + " are not in its hand");
  }
  if (f(7) != "-")
    for (const std::string& w : words(f(7))) {
      const Card c = pos.card(w, "stock");
      add(c, "stock");
      s.stock_.push(c);
    }
  if (f(8) != "-")
    for (const std::string& w : words(f(8))) {
      const Card c = pos.card(w, "pile");
      add(c, "pile");
      s.pile_.push(c);
    }
  if (all != kDeck36) pos.invalid("hands, stock and pile must hold the 36 cards once each, got " + std::to_string(all.size()));

  // the course of the game: turns, draws and recyclings follow from the cards played
  const int draws = s.over_ ? s.played_ - 1 : s.played_;
  int stock_left = 0;
  stock_after(draws < 0 ? 0 : draws, s.recycles_, stock_left);
  if (s.played_ == 0 && s.over_) pos.invalid("a game cannot end before a card is played");
  const int mover = s.played_ % 2 == 0 ? 1 - s.dealer_ : s.dealer_;  // the non-dealer plays first
  const int last = 1 - mover;                                          // who played the last card
  if (s.over_ ? turn != -1 : turn != mover)
    pos.invalid(s.over_ ? "the game is over: turn '-'"
                        : "after " + std::to_string(s.played_) + " cards seat " + std::to_string(mover) + " is to move");
  for (int i = 0; i < 2; ++i) {
    const int want = s.over_ && i == last ? kHandSize - 1 : kHandSize;
    if (s.hands_[i].size() != want)
      pos.invalid("seat " + std::to_string(i) + " holds " + std::to_string(want) + " cards here, not " +
                  std::to_string(s.hands_[i].size()));
  }
  if (s.stock_.size != stock_left)
    pos.invalid("after " + std::to_string(s.played_) + " cards played the stock holds " + std::to_string(stock_left) +
                " cards, not " + std::to_string(s.stock_.size));
  if (s.played_ == 0 && (s.count_ != 0 || s.sticks_[0] || s.sticks_[1]))
    pos.invalid("before the first card the count and the sticks are 0");
  if (3 * (s.sticks_[0] + s.sticks_[1]) > s.played_)
    pos.invalid("a stick takes at least 3 cards (11 + 11 + 11), too many sticks for " + std::to_string(s.played_));
  if ((s.known_[0] | s.known_[1]).size() && s.recycles_ == 0)
    pos.invalid("cards are known only once the stock was recycled");
  if (s.pile_.size > 0 && s.recycles_ > 0 && s.pile_.size > s.played_) pos.invalid("the pile is larger than the cards played");

  // Before the first recycling the pile is the whole game in order: replaying it gives the count
  // and the sticks exactly (the non-dealer played the first card, turns alternate).
  if (s.recycles_ == 0) {
    int count = 0, sticks[2] = {0, 0};
    for (int i = 0; i < s.pile_.size; ++i) {
      const int seat = i % 2 == 0 ? 1 - s.dealer_ : s.dealer_;
      count += value_of(s.pile_[i]);
      if (count > kMaxCount) count = 0, ++sticks[seat];
      else if (cfg.floor_zero && count < 0) count = 0;
      if (i + 1 < s.pile_.size && sticks[seat] >= cfg.sticks_to_lose)
        pos.invalid("pile: card " + std::to_string(i + 1) + " gave seat " + std::to_string(seat) + " its losing stick");
    }
    if (count != s.count_ || sticks[0] != s.sticks_[0] || sticks[1] != s.sticks_[1])
      pos.invalid("the pile, played in order, gives count " + std::to_string(count) + " and sticks " +
                  std::to_string(sticks[0]) + " " + std::to_string(sticks[1]));
  } else {
    check_after_recycling(cfg, s, last);
  }

  // the end
  const int loser = s.sticks_[0] >= cfg.sticks_to_lose ? 0 : s.sticks_[1] >= cfg.sticks_to_lose ? 1 : -1;
  if (s.sticks_[0] >= cfg.sticks_to_lose && s.sticks_[1] >= cfg.sticks_to_lose)
    pos.invalid("both seats have " + std::to_string(cfg.sticks_to_lose) + " sticks: the game ended at the first");
  const bool at_limit = cfg.move_limit > 0 && s.played_ == cfg.move_limit;
  if (!s.over_) {
    if (loser >= 0) pos.invalid("a seat has " + std::to_string(cfg.sticks_to_lose) + " sticks, so the game is over");
    if (at_limit) pos.invalid("the move limit is reached, so the game is over");
  } else if (loser >= 0) {
    if (loser != last) pos.invalid("the losing stick goes to the player of the last card (seat " + std::to_string(last) + ")");
    if (s.count_ != 0) pos.invalid("a stick resets the count to 0");
    if (s.winner_ != 1 - loser) pos.invalid("seat " + std::to_string(loser) + " took the last stick, so seat " +
                                            std::to_string(1 - loser) + " wins");
  } else {
    if (!at_limit) pos.invalid("the game is over, but nobody has " + std::to_string(cfg.sticks_to_lose) +
                               " sticks and the move limit is not reached");
    s.limit_end_ = true;
    const int want = cfg.limit_result == LimitResult::kDraw || s.sticks_[0] == s.sticks_[1] ? kDraw
                     : s.sticks_[0] < s.sticks_[1]                                            ? 0
                                                                                              : 1;
    if (s.winner_ != want) pos.invalid("at the move limit the result is " + (want == kDraw ? std::string("a draw")
                                                                                           : "seat " + std::to_string(want)));
  }
  s.to_move_ = s.over_ ? last : mover;
  return s;
}

}  // namespace pycards::tri_palki
