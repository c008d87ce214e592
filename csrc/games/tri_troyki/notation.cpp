// Три тройки position notation (docs/tri_troyki.md, "Notation"):
//
//   tri_troyki | banker B | scores S0 S1 ... | hands H0 / H1 / ... | declared D0 D1 ... |
//   pack C C ... | turn A | deals N | deal          (one deal: new_deal)
//   ...                             | match SEED    (a whole game: new_match)
//
// A hand is its cards (two decks: a card may appear twice in the game). Declarations: `v` vist,
// `p` pass, `-` not yet, `b` the banker. The pack is in order, next card first (`-` when empty).
// `turn` is the seat to act, `-` once the game is over.
#include <string>
#include <vector>

#include "pycards/errors.hpp"
#include "pycards/notation.hpp"
#include "tri_troyki.hpp"

namespace pycards::tri_troyki {

namespace {
constexpr notation::PositionErrors pos{"tri_troyki"};
}

std::string State::notation() const {
  const int n = cfg_.players;
  std::string out = "tri_troyki | banker " + std::to_string(banker_) + " | scores";
  for (int s = 0; s < n; ++s) out += " " + std::to_string(scores_[s]);
  out += " | hands ";
  for (int s = 0; s < n; ++s) {
    out += s ? " / " : "";
    for (int i = 0; i < size_[s]; ++i) out += (i ? " " : "") + to_string(hands_[s][i]);
  }
  out += " | declared";
  for (int s = 0; s < n; ++s)
    out += s == banker_ ? " b" : declared_[s] == Declared::kVist ? " v" : declared_[s] == Declared::kPass ? " p" : " -";
  out += " | pack";
  if (pack_pos_ == kPack) out += " -";
  for (int i = pack_pos_; i < kPack; ++i) out += " " + to_string(pack_[i]);
  out += " | turn " + (over_ ? std::string("-") : std::to_string(actor_));
  out += " | deals " + std::to_string(deals_played_);
  out += match_ ? " | match " + std::to_string(seed_) : std::string(" | deal");
  return out;
}

State Spec::position(const Config& cfg, std::string_view text) {
  const notation::OrderedFields f(text, {"tri_troyki", "banker", "scores", "hands", "declared", "pack", "turn", "deals"},
                                 "write 'tri_troyki | banker B | scores ... | hands ... | declared ... | pack ... | turn A | "
                        "deals N | deal' (or '| match SEED' last)", pos);
  const int n = cfg.players;
  State s;
  s.cfg_ = cfg;
  if (!f.rest(0).empty()) pos.parse_fail("the first field is the game's name alone, 'tri_troyki'");
  s.match_ = f.deal_or_match(s.seed_);
  const auto deals = f.words(7);
  if (deals.size() != 1) pos.parse_fail("write the deals field as 'deals N'");
  s.deals_played_ = int(pos.integer(deals[0], "deals played", 0, 100'000));
  const auto banker = f.words(1);
  if (banker.size() != 1) pos.parse_fail("write the banker field as 'banker B'");
  s.banker_ = pos.seat(banker[0], "banker", n, false);

  const auto scores = f.words(2);
  if (int(scores.size()) != n) pos.parse_fail("the scores field needs " + std::to_string(n) + " numbers");
  const long long bound = 3LL * kMaxStake * kMaxPlayers * 100'000;
  long long sum = 0;
  for (int i = 0; i < n; ++i) {
    s.scores_[i] = pos.integer(scores[i], "score of seat " + std::to_string(i), -bound, bound);
    if (s.scores_[i] % cfg.stake) pos.invalid("score " + scores[i] + " is not a multiple of the stake " + std::to_string(cfg.stake));
    sum += s.scores_[i];
  }
  if (sum != 0) pos.invalid("the scores add up to " + std::to_string(sum) + ", not 0");

  std::array<int, kCards> copies{};
  const auto take = [&](Card c, const std::string& where) {
    if (++copies[c.index] > 2) pos.invalid("card " + to_string(c) + " appears more than twice (two decks; again in " + where + ")");
  };
  const std::vector<std::string> hands = notation::split_on(f.rest(3), '/');
  if (int(hands.size()) != n) pos.parse_fail("the hands field needs " + std::to_string(n) + " hands separated by '/'");
  int in_hands = 0;
  for (int i = 0; i < n; ++i) {
    const std::string where = "hand " + std::to_string(i);
    const std::vector<std::string> w = notation::words(hands[i]);
    if (w.empty() || int(w.size()) > kMaxHand) pos.invalid(where + " has " + std::to_string(w.size()) + " cards (1 to 3)");
    for (const std::string& word : w) {
      const Card c = pos.card(word, where);
      take(c, where);
      s.hands_[i][s.size_[i]++] = c;
    }
    in_hands += s.size_[i];
  }
  const auto pack = f.words(5);
  std::vector<Card> pack_cards;
  if (!(pack.size() == 1 && pack[0] == "-"))
    for (const std::string& w : pack) {
      const Card c = pos.card(w, "the pack");
      take(c, "the pack");
      pack_cards.push_back(c);
    }
  if (in_hands + int(pack_cards.size()) != kPack)
    pos.invalid("the hands and the pack hold " + std::to_string(in_hands + pack_cards.size()) + " cards, not 104");
  s.pack_pos_ = kPack - int(pack_cards.size());
  for (int i = 0; i < int(pack_cards.size()); ++i) s.pack_[s.pack_pos_ + i] = pack_cards[i];

  const auto declared = f.words(4);
  if (int(declared.size()) != n) pos.parse_fail("the declared field needs " + std::to_string(n) + " entries (v, p, - or b)");
  bool undecided = false, vist = false;
  for (int i = 0; i < n; ++i) {
    const std::string& d = declared[i];
    if ((d == "b") != (i == s.banker_)) pos.invalid("'b' marks the banker, seat " + std::to_string(s.banker_) + ", and only him");
    if (d == "v") s.declared_[i] = Declared::kVist, vist = true;
    else if (d == "p") s.declared_[i] = Declared::kPass;
    else if (d == "-") undecided = true;
    else if (d != "b") pos.parse_fail("a declaration is v, p, - or b, not " + notation::echo(d));
  }
  const auto turn = f.words(6);
  if (turn.size() != 1) pos.parse_fail("write the turn field as 'turn A' or 'turn -'");
  s.over_ = turn[0] == "-";
  if (s.over_) {
    if (undecided) pos.invalid("every player has declared in a finished game");
    if (!s.match_ && s.deals_played_ != 1) pos.invalid("a finished single deal has 'deals 1'");
    if (s.match_ && s.deals_played_ != cfg.deals_in_game())
      pos.invalid("a finished game has played its " + std::to_string(cfg.deals_in_game()) + " deals");
    for (int i = 0; i < n; ++i)
      if (s.declared_[i] == Declared::kPass && s.size_[i] != 1) pos.invalid("seat " + std::to_string(i) + " passed but bought");
    if (!vist && s.size_[s.banker_] != 1) pos.invalid("the banker has no buying turn when everybody passes");
    s.actor_ = s.banker_;
    return s;
  }
  if (!s.match_ && (s.deals_played_ != 0 || sum != 0)) pos.invalid("a single deal in progress has 'deals 0'");
  for (int i = 0; i < n; ++i)
    if (!s.match_ && s.scores_[i] != 0) pos.invalid("a single deal in progress has no score yet");
  if (s.match_ && s.deals_played_ >= cfg.deals_in_game()) pos.invalid("the game's deals are all played");
  s.actor_ = pos.seat(turn[0], "turn", n, false);
  // seats in order from the banker's left: those before the actor have acted
  s.buying_ = !undecided;
  bool before = true;
  for (int k = 1; k <= n; ++k) {
    const int seat = (s.banker_ + k) % n;
    if (seat == s.actor_) before = false;
    const int size = s.size_[seat];
    const std::string who = "seat " + std::to_string(seat);
    if (!s.buying_) {
      if (size != 1) pos.invalid(who + " holds " + std::to_string(size) + " cards before the buying");
      if (seat != s.banker_ && (s.declared_[seat] == Declared::kUndecided) == before)
        pos.invalid("in the declarations the seats before the turn have declared and the others not (" + who + ")");
      continue;
    }
    if (seat == s.actor_) {
      if (seat != s.banker_ && s.declared_[seat] != Declared::kVist) pos.invalid(who + " to buy did not say vist");
      if (size > 2) pos.invalid(who + " to buy already holds 3 cards");
    } else if ((s.declared_[seat] == Declared::kPass || !before || seat == s.banker_) && size != 1) {
      pos.invalid(who + " holds " + std::to_string(size) + " cards, not 1");  // he has not bought (yet)
    }
  }
  if (s.buying_ && !vist) pos.invalid("nobody said vist: there is no buying");
  if (s.actor_ == s.banker_ && !s.buying_) pos.invalid("the banker does not declare");
  return s;
}

}  // namespace pycards::tri_troyki
