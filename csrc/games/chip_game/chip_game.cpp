// Chip game: dealing, settlement, the end of the game, and its notation.
// Rules: docs/chip_game.md; rulings listed in chip_game.hpp and docs/chip_game.md.
#include "chip_game.hpp"

#include <algorithm>
#include <sstream>
#include <vector>

#include "pycards/errors.hpp"
#include "pycards/notation.hpp"
#include "pycards/sampling.hpp"
#include "pycards/simulate.hpp"

namespace pycards::chip_game {

std::string_view to_string(SeatStatus s) {
  switch (s) {
    case SeatStatus::kAlive: return "alive";
    case SeatStatus::kDead: return "dead";
    case SeatStatus::kOut: return "out";
  }
  return "?";
}

std::string_view to_string(EffectKind k) {
  switch (k) {
    case EffectKind::kTake: return "take";
    case EffectKind::kPayPot: return "pay_pot";
    case EffectKind::kPayRight: return "pay_right";
    case EffectKind::kNone: return "none";
    case EffectKind::kUnsettled: return "unsettled";
  }
  return "?";
}

// ---- the state ----------------------------------------------------------------------------

int State::not_out_count() const {
  int n = 0;
  for (int i = 0; i < rules_.players; ++i) n += status_[i] != SeatStatus::kOut;
  return n;
}

int State::alive_count() const {
  int n = 0;
  for (int i = 0; i < rules_.players; ++i) n += status_[i] == SeatStatus::kAlive;
  return n;
}

int State::right_of(int seat) const {
  for (int k = 1; k < rules_.players; ++k) {
    const int s = (seat - k + rules_.players) % rules_.players;
    if (status_[s] != SeatStatus::kOut) return s;
  }
  return seat;
}

int State::left_of(int seat) const {
  for (int k = 1; k < rules_.players; ++k) {
    const int s = (seat + k) % rules_.players;
    if (status_[s] != SeatStatus::kOut) return s;
  }
  return seat;
}

// Owing more than you hold: pay everything and go out; exactly what you hold: dead.
void State::pay(int seat, int amount, int payee, Event& ev) {
  const int paid = std::min(amount, chips_[seat]);
  chips_[seat] -= paid;
  if (amount > paid) status_[seat] = SeatStatus::kOut;
  else if (chips_[seat] == 0) status_[seat] = SeatStatus::kDead;
  if (payee == kNoSeat) {
    pot_ += paid;
  } else {
    chips_[payee] += paid;
    if (chips_[payee] > 0) status_[payee] = SeatStatus::kAlive;  // a dead seat revives
  }
  ev.amount = paid;
  ev.to = static_cast<std::int8_t>(payee);
}

void State::play(MoveId) {
  event_count_ = 0;
  last_dealer_ = dealer_;
  // 1. One card to each alive seat, clockwise from the dealer's left, the dealer last.
  for (int k = 1; k <= rules_.players && deck_pos_ < deck_.size; ++k) {
    const int seat = (dealer_ + k) % rules_.players;
    if (status_[seat] != SeatStatus::kAlive) continue;
    Event& ev = events_[event_count_++];
    ev = Event{};
    ev.seat = static_cast<std::int8_t>(seat);
    ev.card = deck_[deck_pos_++];
    ev.kind = EffectKind::kUnsettled;
  }
  // 2. Settle in dealing order, each with the counts of that moment; stop once <= 1 seat is in.
  for (int i = 0; i < event_count_; ++i) {
    Event& ev = events_[i];
    if (not_out_count() <= 1) {  // the game is decided: the rest of the deal is not settled
      ev.status = status_[ev.seat];
      continue;
    }
    const CardEffect effect = card_effect(ev.card);
    ev.kind = effect.kind;
    switch (effect.kind) {
      case EffectKind::kTake: {
        const int taken = std::min(effect.amount, pot_);
        pot_ -= taken;
        chips_[ev.seat] += taken;
        if (chips_[ev.seat] > 0) status_[ev.seat] = SeatStatus::kAlive;
        ev.amount = taken;
        break;
      }
      case EffectKind::kPayPot: pay(ev.seat, effect.amount, kNoSeat, ev); break;
      case EffectKind::kPayRight: pay(ev.seat, effect.amount, right_of(ev.seat), ev); break;
      case EffectKind::kNone:
      case EffectKind::kUnsettled: break;
    }
    ev.status = status_[ev.seat];
  }
  // 3. The end of the game, or the deal passes left.
  if (single_deal_ || deck_pos_ == deck_.size || not_out_count() <= 1 || alive_count() == 0) {
    over_ = true;
    award_pot();
  } else {
    dealer_ = left_of(dealer_);
  }
}

void State::award_pot() {
  pot_awards_.fill(0);
  int best = -1, tied = 0;
  for (int i = 0; i < rules_.players; ++i) {
    if (status_[i] == SeatStatus::kOut) continue;
    if (chips_[i] > best) best = chips_[i], tied = 0;
    if (chips_[i] == best) ++tied;
  }
  if (tied == 0) return;
  const int share = pot_ / tied;
  int odd = pot_ % tied;
  for (int k = 1; k <= rules_.players; ++k) {  // seat order from the left of the last dealer
    const int seat = (dealer_ + k) % rules_.players;
    if (status_[seat] == SeatStatus::kOut || chips_[seat] != best) continue;
    pot_awards_[seat] = share + (odd > 0 ? 1 : 0);
    if (odd > 0) --odd;
    chips_[seat] += pot_awards_[seat];
    if (chips_[seat] > 0) status_[seat] = SeatStatus::kAlive;
  }
  pot_ = 0;
}

bool State::operator==(const State& o) const {
  if (rules_.players != o.rules_.players || rules_.start_chips != o.rules_.start_chips) return false;
  if (pot_ != o.pot_ || dealer_ != o.dealer_ || single_deal_ != o.single_deal_ || over_ != o.over_)
    return false;
  if (deck_size() != o.deck_size() || !std::equal(deck_begin(), deck_begin() + deck_size(), o.deck_begin()))
    return false;
  for (int i = 0; i < rules_.players; ++i)
    if (chips_[i] != o.chips_[i] || status_[i] != o.status_[i]) return false;
  return true;
}

// Notation: "chips 2 0 2 | status alive dead alive | pot 11 | dealer 0 | deck 8C KD 5H | match"
// The last field is `match` or `deal` (a single deal), followed by ` over` once the game ended.
std::string State::notation() const {
  std::string out = "chips";
  for (int i = 0; i < rules_.players; ++i) out += " " + std::to_string(chips_[i]);
  out += " | status";
  for (int i = 0; i < rules_.players; ++i) out += " " + std::string(to_string(status_[i]));
  out += " | pot " + std::to_string(pot_) + " | dealer " + std::to_string(dealer_) + " | deck";
  for (int i = deck_pos_; i < deck_.size; ++i) out += " " + pycards::to_string(deck_[i]);
  out += single_deal_ ? " | deal" : " | match";
  if (over_) out += " over";
  return out;
}

// ---- the game -----------------------------------------------------------------------------

const OptionSpecs& Spec::option_specs() {
  static const OptionSpecs specs = {
      {"players", "number of players, 2 to 15", 4LL, kMinPlayers, kMaxPlayers, {}, {}},
      {"start_chips", "chips each player buys (at least 4: the ante is 3)", 10LL, kMinStartChips,
       kMaxStartChips, {}, {}},
  };
  return specs;
}

Rules Spec::config_of(const Options& options) {
  Rules r;
  r.players = static_cast<int>(options.get_int("players"));
  r.start_chips = static_cast<int>(options.get_int("start_chips"));
  return r;
}

// A game's start: the shuffled deck, the ante paid, `dealer` to deal.
State fresh_state(const Rules& rules_, int dealer, Rng& rng) {
  State s;
  s.rules_ = rules_;
  s.deck_ = shuffled(kDeck52, rng);
  for (int i = 0; i < rules_.players; ++i) {
    s.chips_[i] = rules_.start_chips - kAnte;  // the ante, once per game
    s.status_[i] = SeatStatus::kAlive;
  }
  s.pot_ = kAnte * rules_.players;
  s.dealer_ = dealer;
  return s;
}

State Spec::new_match(const Config& cfg, std::uint64_t seed) {
  Rng rng(seed);
  const int dealer = static_cast<int>(rng.below(static_cast<std::uint32_t>(cfg.players)));
  return fresh_state(cfg, dealer, rng);
}

State Spec::new_deal(const Config& cfg, std::uint64_t seed, int dealer) {
  if (dealer < 0 || dealer >= cfg.players)
    throw OptionError("dealer " + std::to_string(dealer) + " is not a seat of a " +
                      std::to_string(cfg.players) + "-player chip_game (0 to " +
                      std::to_string(cfg.players - 1) + ")");
  Rng rng(seed);
  State s = fresh_state(cfg, dealer, rng);
  s.single_deal_ = true;
  return s;
}

Options Spec::options_of(const State& s) {
  return Options(kName, option_specs(), {{"players", OptionValue{static_cast<long long>(s.rules().players)}},
                                         {"start_chips", OptionValue{static_cast<long long>(s.rules().start_chips)}}});
}

MoveId Spec::parse_move(std::string_view text) {
  if (text == "deal" || text == "Deal" || text == "DEAL") return kDealMove;
  throw ParseError("bad chip_game move '" + std::string(text) + "': the only move is 'deal'");
}

namespace {

// Words split at any white space (tabs and newlines too).
std::vector<std::string> words(std::string_view s) {
  std::vector<std::string> out;
  std::istringstream in{std::string(s)};
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

long long parse_int(const std::string& w, std::string_view what) {
  long long v = 0;
  if (!notation::read_int(w, v))  // a whole decimal token: no '+', no "12abc", nothing out of range
    throw ParseError("bad chip_game position: " + std::string(what) + " " + notation::echo(w) + " is not an integer");
  return v;
}

}  // namespace

State Spec::position(const Config& cfg, std::string_view text) {
  const int n = cfg.players;
  std::vector<std::vector<std::string>> fields;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t bar = text.find('|', start);
    if (bar == std::string_view::npos) bar = text.size();
    fields.push_back(words(text.substr(start, bar - start)));
    start = bar + 1;
  }
  const char* expected[] = {"chips", "status", "pot", "dealer", "deck"};
  if (fields.size() != 6)
    throw ParseError("bad chip_game position: expected 6 fields separated by '|' "
                     "(chips | status | pot | dealer | deck | match/deal [over]), got " +
                     std::to_string(fields.size()));
  for (int f = 0; f < 5; ++f)
    if (fields[f].empty() || fields[f][0] != expected[f])
      throw ParseError("bad chip_game position: field " + std::to_string(f + 1) + " must start with '" +
                       expected[f] + "'");
  State s;
  s.rules_ = cfg;
  if (static_cast<int>(fields[0].size()) != n + 1 || static_cast<int>(fields[1].size()) != n + 1)
    throw InvalidPositionError("chip_game position: chips and status need one entry per seat (" +
                               std::to_string(n) + " players)");
  long long total = 0;
  for (int i = 0; i < n; ++i) {
    const long long c = parse_int(fields[0][i + 1], "chip count");
    if (c < 0 || c > kMaxStartChips * kMaxPlayers)
      throw InvalidPositionError("chip_game position: seat " + std::to_string(i) + " has " +
                                 std::to_string(c) + " chips");
    s.chips_[i] = static_cast<std::int32_t>(c);
    total += c;
    const std::string& st = fields[1][i + 1];
    if (st == "alive") s.status_[i] = SeatStatus::kAlive;
    else if (st == "dead") s.status_[i] = SeatStatus::kDead;
    else if (st == "out") s.status_[i] = SeatStatus::kOut;
    else throw ParseError("bad chip_game position: status '" + st + "' (use alive, dead or out)");
    if ((s.status_[i] == SeatStatus::kAlive) != (c > 0))
      throw InvalidPositionError("chip_game position: seat " + std::to_string(i) + " is " + st +
                                 " with " + std::to_string(c) + " chips (alive means more than 0)");
  }
  if (fields[2].size() != 2 || fields[3].size() != 2)
    throw ParseError("bad chip_game position: pot and dealer take one number each");
  const long long pot = parse_int(fields[2][1], "pot");
  if (pot < 0) throw InvalidPositionError("chip_game position: the pot is negative");
  s.pot_ = static_cast<std::int32_t>(std::min<long long>(pot, kMaxStartChips * kMaxPlayers + 1));
  total += pot;
  if (total != static_cast<long long>(n) * cfg.start_chips)
    throw InvalidPositionError("chip_game position: chips and pot add up to " + std::to_string(total) +
                               ", but " + std::to_string(n) + " players with start_chips=" +
                               std::to_string(cfg.start_chips) + " own " +
                               std::to_string(static_cast<long long>(n) * cfg.start_chips));
  const long long dealer = parse_int(fields[3][1], "dealer");
  if (dealer < 0 || dealer >= n)
    throw InvalidPositionError("chip_game position: dealer " + std::to_string(dealer) + " is not a seat");
  s.dealer_ = static_cast<int>(dealer);
  CardSet seen;
  for (std::size_t i = 1; i < fields[4].size(); ++i) {
    const Card c = parse_card(fields[4][i]);
    if (seen.contains(c))
      throw InvalidPositionError("chip_game position: card " + pycards::to_string(c) + " is in the deck twice");
    seen.add(c);
    s.deck_.cards[s.deck_.size++] = c;
  }
  const auto& mode = fields[5];
  if (mode.empty() || (mode[0] != "match" && mode[0] != "deal") || mode.size() > 2 ||
      (mode.size() == 2 && mode[1] != "over"))
    throw ParseError("bad chip_game position: the last field is 'match' or 'deal', optionally followed by 'over'");
  s.single_deal_ = mode[0] == "deal";
  s.over_ = mode.size() == 2;
  if (s.status_[s.dealer_] == SeatStatus::kOut && !s.over_)
    throw InvalidPositionError("chip_game position: the dealer is out");
  if (!s.over_ && (s.deck_size() == 0 || s.not_out_count() <= 1 || s.alive_count() == 0))
    throw InvalidPositionError("chip_game position: the game cannot go on (empty deck, one seat left "
                               "or nobody alive) but is not marked 'over'");
  if (s.over_ && s.pot_ != 0)
    throw InvalidPositionError("chip_game position: the game is over but the pot still holds chips");
  return s;
}

// sample_world: the cards left in the deck are public as a set (everything else was dealt face
// up), so a world keeps the state and deals that set in a uniformly random order: one hidden place,
// the deck, an ordered one.
State sample_world(const State& s, int /*seat: every seat sees the same*/, Rng& rng) {
  CardSet left;
  for (const Card* c = s.deck_begin(); c != s.deck_begin() + s.deck_size(); ++c) left.add(*c);
  State w = s;
  if (left.empty()) return w;
  const std::array<int, sampling::kMaxSlots> sizes{left.size()};
  const auto dealt = sampling::sample_cards(left, sizes, 1, [](Card) { return sampling::SlotMask(1); }, rng);
  Card* deck = w.deck_.cards.data() + w.deck_pos_;
  int at = 0;
  for (Card c : dealt[0]) deck[at++] = c;
  rng.shuffle(deck, std::size_t(at));
  return w;
}

MoveId greedy_move(const State& s, Rng&) noexcept {
  MoveId move[1];
  s.legal_moves(move);
  return move[0];
}

}  // namespace pycards::chip_game

namespace pycards::chip_game {
namespace {
/// pycards.simulate's breakdown (docs/chip_game.md "pycards.simulate columns"), from the last deal played (the final
/// state's deal_result()): its dealer and the pot left; per seat the card it received (pc.Card
/// index, -1 none), its chip change over that deal's events (pot awards apart), its status after
/// the deal (0 alive, 1 dead, 2 out) and its pot award at the end of the game.
constexpr SimColumn kColumns[] = {
    {"dealer", false}, {"pot", false}, {"card", true, true}, {"change", true}, {"status", true}, {"pot_awards", true},
};
}  // namespace

Simulator simulator(const Game& /*game*/) {
  return make_simulator<Game, kColumns>([](const State& s, int p) -> std::int64_t { return s.chips(p); },
                                        [](const State& s, SimRow& w) {
                                          std::array<int, kMaxPlayers> card, change{};
                                          card.fill(-1);
                                          for (int i = 0; i < s.last_event_count(); ++i) {  // one pass over the events
                                            const Event& e = s.last_events()[i];
                                            card[e.seat] = e.card.index;
                                            if (e.kind == EffectKind::kTake) change[e.seat] += e.amount;
                                            if (e.kind == EffectKind::kPayPot) change[e.seat] -= e.amount;
                                            if (e.kind == EffectKind::kPayRight) change[e.seat] -= e.amount, change[e.to] += e.amount;
                                          }
                                          w.put(s.last_dealer(), s.pot());
                                          w.sides_of(card, change);
                                          w.per_side([&](int p) { return int(s.status(p)); });
                                          w.sides_of(s.pot_awards());
                                        });
}
}  // namespace pycards::chip_game
