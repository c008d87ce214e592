// Торговля: moves, trading, showdown, settlement and the course of the game (docs/torgovlya.md).
#include <algorithm>
#include <string>

#include "pycards/greedy.hpp"
#include "pycards/errors.hpp"
#include "pycards/notation.hpp"
#include "pycards/rng.hpp"
#include "torgovlya.hpp"
#include "pycards/simulate.hpp"

namespace pycards::torgovlya {

std::uint64_t State::deal_seed(std::uint64_t seed, std::uint64_t k) {
  return derive_seed(seed, 0x746F72676F766CULL /* "torgovl" */, k);
}

int State::to_move() const {
  if (over_) return kNoSeat;
  return offer_ >= 0 ? right_of(actor_) : actor_;
}

std::string_view State::phase() const {
  if (over_) return "over";
  if (offer_ >= 0) return "return";
  return actor_ == banker_ ? "banker" : "trade";
}

int State::legal_moves(MoveId* out) const {
  if (over_) return 0;
  int n = 0;
  if (offer_ >= 0) {
    for (Card c : hands_[right_of(actor_)]) out[n++] = card_move(kReturn, c);
    return n;
  }
  const CardSet hand = hands_[actor_];
  if (actor_ == banker_) {
    for (Card c : hand) out[n++] = card_move(kSwap, c);
    for (Card c : hand) out[n++] = card_move(kBarter, c);
    out[n++] = kKeep;
    return n;
  }
  if (tokens_[actor_] > 0)
    for (Card c : hand) out[n++] = card_move(kMoney, c);
  for (Card c : hand) out[n++] = card_move(kBarter, c);
  if (cfg_.stand_allowed) out[n++] = kStand;
  return n;
}

int State::move_count() const {
  if (over_) return 0;
  if (offer_ >= 0) return hands_[right_of(actor_)].size();
  const int h = hands_[actor_].size();
  if (actor_ == banker_) return 2 * h + 1;
  return (tokens_[actor_] > 0 ? 2 * h : h) + (cfg_.stand_allowed ? 1 : 0);
}

MoveId State::nth_move(int k) const {
  // The order of legal_moves(): [money x h] barter x h [stand]; return x h; swap x h, barter x h, keep.
  const auto card_k = [](CardSet hand, int i) {
    Mask m = hand.mask;
    for (; i > 0; --i) m = clear_lowest(m);
    return Card(lowest_index(m));
  };
  if (offer_ >= 0) return card_move(kReturn, card_k(hands_[right_of(actor_)], k));
  const CardSet hand = hands_[actor_];
  const int h = hand.size();
  if (actor_ == banker_) {
    if (k == 2 * h) return kKeep;
    return k < h ? card_move(kSwap, card_k(hand, k)) : card_move(kBarter, card_k(hand, k - h));
  }
  if (tokens_[actor_] > 0) {
    if (k < h) return card_move(kMoney, card_k(hand, k));
    k -= h;
  }
  if (k == h) return kStand;
  return card_move(kBarter, card_k(hand, k));
}

void State::draw_from_stock(int seat, Card given) {
  // The card goes under the stock face down: the seller knows where it is, and nobody else can
  // tell which of his cards left. The top card is none a seat put under the stock this deal
  // (at least 22 cards, at most 10 trades). No knowledge needs widening: a non-banker sells on
  // his only turn, before any card can be known in his hand (every place of a known card is a
  // hand that has acted, or the banker's), and the banker's swap ends the deal.
  known_[kKnownStock][seat] = std::uint8_t(given.index + 1);
  const Card top = stock_[0];
  for (int i = 1; i < stock_size_; ++i) stock_[i - 1] = stock_[i];
  stock_[stock_size_ - 1] = given;
  hands_[seat].remove(given);
  hands_[seat].add(top);
}

void State::play(MoveId id) {
  if (id == kStand || id == kKeep) {
    next_actor();
    return;
  }
  const auto kind = MoveKind(id / kCards);
  const Card c(int(id % kCards));
  switch (kind) {
    case kMoney:
      --tokens_[actor_];
      ++tokens_[banker_];
      current_.add(TransferKind::kBuy, actor_, banker_, 1);
      draw_from_stock(actor_, c);
      next_actor();
      break;
    case kSwap:
      draw_from_stock(banker_, c);
      next_actor();
      break;
    case kBarter:
      // The card goes face down: nobody but the neighbour (barter "seen") can tell which of the
      // actor's cards left, so a card known in his hand may now be the offer (only the banker's
      // barter finds one: the first player's; known_places derives it).
      offer_ = c.index;
      hands_[actor_].remove(c);
      break;
    case kReturn: {
      const int neighbour = right_of(actor_);
      hands_[neighbour].remove(c);
      hands_[neighbour].add(Card(offer_));
      hands_[actor_].add(c);
      // The neighbour's card left face down (only the actor sees it): a card known to be in his
      // hand may now be in the actor's (known_places derives it from this barter). Each of the
      // two saw the card it gave go into the other's hand.
      known_[kOffered][actor_] = std::uint8_t(offer_ + 1);
      known_[kGivenBack][neighbour] = std::uint8_t(c.index + 1);
      offer_ = -1;
      next_actor();
      break;
    }
  }
}

void State::next_actor() {
  if (actor_ == banker_) {
    showdown();
    return;
  }
  const int next = left_of(actor_);
  if (next == banker_ && !cfg_.banker_trades) {
    showdown();
    return;
  }
  actor_ = next;
}

void State::start_deal(const DeckOrder& deck, int banker) {
  // Departures: every seat but the banker needs a token for the ante.
  for (int s = 0; s < cfg_.players; ++s)
    if (s != banker && !out_[s] && tokens_[s] == 0) out_[s] = true;
  int left = 0;
  for (int s = 0; s < cfg_.players; ++s) left += !out_[s];
  if (left < kMinPlayers) {
    end_game();
    return;
  }
  banker_ = banker;
  current_.reset(banker, deals_played_ + 1);
  for (int s = left_of(banker); s != banker; s = left_of(s)) {
    --tokens_[s];
    ++pot_;
    current_.add(TransferKind::kAnte, s, kPotSeat, 1);
  }
  hands_ = {};
  known_ = {};
  int pos = 0;
  for (int round = 0; round < kHandSize; ++round) {
    int s = banker;
    do {
      s = left_of(s);
      hands_[s].add(deck.cards[pos++]);
    } while (s != banker);
  }
  stock_size_ = deck.size - pos;
  std::copy(deck.cards.begin() + pos, deck.cards.begin() + deck.size, stock_.begin());
  offer_ = -1;
  actor_ = left_of(banker);
}

void State::showdown() {
  DealResult& r = current_;
  int best = 0;
  for (int s = 0; s < cfg_.players; ++s) {
    if (out_[s]) continue;
    r.played[s] = true;
    r.key[s] = handeval::commerce_key(hands_[s].mask, cfg_.point_rule);
    best = r.key[s] > best ? r.key[s] : best;
  }
  r.pot_before = pot_;
  if (best > 0) {
    if (r.key[banker_] == best) {
      r.won[banker_] = true;
      r.add(TransferKind::kPot, kPotSeat, banker_, pot_);
      tokens_[banker_] += pot_;
      pot_ = 0;
    } else {
      int winners[kMaxPlayers], k = 0;
      for (int s = left_of(banker_); s != banker_; s = left_of(s))
        if (r.key[s] == best) winners[k++] = s;
      if (cfg_.tie == Tie::kSeniority) k = 1;
      const int share = pot_ / k;
      for (int i = 0; i < k; ++i) {
        r.won[winners[i]] = true;
        r.add(TransferKind::kPot, kPotSeat, winners[i], share);
        tokens_[winners[i]] += share;
        pot_ -= share;
      }
      for (int i = 0; i < k; ++i) {
        const int w = winners[i];
        if (cfg_.winner_fee == WinnerFee::kToBanker) {
          --tokens_[w];
          ++tokens_[banker_];
          r.add(TransferKind::kFee, w, banker_, 1);
        } else if (cfg_.winner_fee == WinnerFee::kFromBanker && tokens_[banker_] > 0) {
          --tokens_[banker_];
          ++tokens_[w];
          r.add(TransferKind::kFee, banker_, w, 1);
        }
      }
    }
  }
  r.pot_after = pot_;
  ++deals_played_;
  result_.copy_from(r);
  has_result_ = true;
  offer_ = -1;
  if (!match_) {
    finish();
  } else if (cfg_.max_deals && deals_played_ >= cfg_.max_deals) {
    end_game();
  } else if (deals_played_ >= cfg_.deals_in_game() && pot_ == 0) {
    finish();
  } else {
    start_deal(shuffled(kDeck52, deal_seed(seed_, std::uint64_t(deals_played_))), left_of(banker_));
  }
}

void State::finish() {
  over_ = true;
  // Every hand is shown and nothing is left to play: the trades' knowledge is cleared.
  known_ = {};
  offer_ = -1;
  actor_ = banker_;  // canonical: a finished game has no turn
}

void State::end_game() {
  finish();
  if (pot_ == 0) return;
  int seats[kMaxPlayers], n = 0;
  for (int s = 0; s < cfg_.players; ++s) {
    const int seat = (banker_ + 1 + s) % cfg_.players;
    if (!out_[seat]) seats[n++] = seat;
  }
  const int share = pot_ / n, rest = pot_ - share * n;
  for (int i = 0; i < n; ++i) {
    const int amount = share + (i == 0 ? rest : 0);
    if (amount == 0) continue;
    tokens_[seats[i]] += amount;
    result_.add(TransferKind::kShare, kPotSeat, seats[i], amount);
  }
  pot_ = 0;
  result_.pot_after = 0;
}

bool State::operator==(const State& o) const {
  if (!(cfg_ == o.cfg_) || tokens_ != o.tokens_ || out_ != o.out_ || hands_ != o.hands_ || pot_ != o.pot_ ||
      banker_ != o.banker_ || actor_ != o.actor_ || offer_ != o.offer_ || deals_played_ != o.deals_played_ ||
      match_ != o.match_ || over_ != o.over_ || stock_size_ != o.stock_size_ || known_ != o.known_)
    return false;
  if (match_ && seed_ != o.seed_) return false;
  for (int i = 0; i < stock_size_; ++i)
    if (stock_[i] != o.stock_[i]) return false;
  return true;
}

std::string_view to_string(TransferKind k) {
  switch (k) {
    case TransferKind::kAnte: return "ante";
    case TransferKind::kBuy: return "buy";
    case TransferKind::kPot: return "pot";
    case TransferKind::kFee: return "fee";
    case TransferKind::kShare: return "share";
  }
  return "?";
}

// ---- the game -----------------------------------------------------------------------------

const OptionSpecs& Spec::option_specs() {
  static const OptionSpecs specs = {
      int_option("players", "3 to 10 players, the banker included", 4, kMinPlayers, kMaxPlayers),
      int_option("start_tokens", "tokens each player starts with", 20, 1, kMaxStartTokens),
      choice_option("point_rule", "flush3: a поэн is three cards of one suit; best_suit: every other hand is a "
                                  "поэн worth its best one-suit pip total", {"flush3", "best_suit"}),
      choice_option("barter", "seen: the neighbour sees the offered card before he answers; blind: he does not",
                    {"seen", "blind"}),
      switch_option("stand_allowed", "a player may keep his hand instead of trading"),
      switch_option("banker_trades", "the banker takes a last turn: swap:<card> with the stock, barter, or keep"),
      choice_option("tie", "ties between players other than the banker: seniority (nearest the banker's left) "
                           "or split (the remainder stays in the pot)", {"seniority", "split"}),
      choice_option("winner_fee", "the winner's token: to_banker (a winner who is not the banker pays him 1), "
                                  "from_banker (the banker pays 1), none", {"to_banker", "from_banker", "none"}),
      int_option("deals", "deals in the game (0 = one per seat); more while the pot is not empty", 0, 0, 100'000),
      int_option("max_deals", "cap on all deals, extra deals included (0 = no limit)", 0, 0, 1'000'000),
  };
  return specs;
}

Config Spec::config_of(const Options& options) {
  Config c;
  c.players = int(options.get_int("players"));
  c.start_tokens = int(options.get_int("start_tokens"));
  c.point_rule = options.get_string("point_rule") == "flush3" ? handeval::PointRule::kFlush3
                                                               : handeval::PointRule::kBestSuit;
  c.barter = options.get_string("barter") == "seen" ? Barter::kSeen : Barter::kBlind;
  c.stand_allowed = options.get_int("stand_allowed") != 0;
  c.banker_trades = options.get_int("banker_trades") != 0;
  c.tie = options.get_string("tie") == "seniority" ? Tie::kSeniority : Tie::kSplit;
  const std::string& fee = options.get_string("winner_fee");
  c.winner_fee = fee == "to_banker" ? WinnerFee::kToBanker : fee == "from_banker" ? WinnerFee::kFromBanker
                                                                                 : WinnerFee::kNone;
  c.deals = int(options.get_int("deals"));
  c.max_deals = int(options.get_int("max_deals"));
  return c;
}

State Spec::new_deal(const Config& cfg, std::uint64_t seed, int dealer) {
  return new_deal_from(cfg, shuffled(kDeck52, seed), dealer);
}

State Spec::new_deal_from(const Config& cfg, const DeckOrder& deck, int dealer) {
  check_dealer(dealer, cfg.players, kName);
  State s;
  s.cfg_ = cfg;
  for (int i = 0; i < cfg.players; ++i) s.tokens_[i] = cfg.start_tokens;
  s.start_deal(deck, dealer);
  return s;
}

State Spec::new_match(const Config& cfg, std::uint64_t seed) {
  State s;
  s.cfg_ = cfg;
  s.match_ = true;
  s.seed_ = seed;
  for (int i = 0; i < cfg.players; ++i) s.tokens_[i] = cfg.start_tokens;
  Rng rng(seed);
  const int banker = int(rng.below(std::uint64_t(cfg.players)));
  s.start_deal(shuffled(kDeck52, State::deal_seed(seed, 0)), banker);
  return s;
}

Options Spec::options_of(const State& s) {
  const Config& c = s.config();
  const auto str = [](const char* v) { return OptionValue{std::string(v)}; };
  return Options(kName, option_specs(),
                 {{"players", OptionValue{(long long)c.players}},
                  {"start_tokens", OptionValue{(long long)c.start_tokens}},
                  {"point_rule", str(c.point_rule == handeval::PointRule::kFlush3 ? "flush3" : "best_suit")},
                  {"barter", str(c.barter == Barter::kSeen ? "seen" : "blind")},
                  {"stand_allowed", OptionValue{(long long)c.stand_allowed}},
                  {"banker_trades", OptionValue{(long long)c.banker_trades}},
                  {"tie", str(c.tie == Tie::kSeniority ? "seniority" : "split")},
                  {"winner_fee", str(c.winner_fee == WinnerFee::kToBanker     ? "to_banker"
                                     : c.winner_fee == WinnerFee::kFromBanker ? "from_banker"
                                                                              : "none")},
                  {"deals", OptionValue{(long long)c.deals}},
                  {"max_deals", OptionValue{(long long)c.max_deals}}});
}

std::string Spec::move_text(MoveId id) {
  if (id == kStand) return "stand";
  if (id == kKeep) return "keep";
  if (id >= kStand) return "<bad torgovlya move id " + std::to_string(id) + ">";
  static constexpr const char* kNames[] = {"money:", "barter:", "return:", "swap:"};
  return kNames[id / kCards] + to_string(Card(int(id % kCards)));
}

MoveId Spec::parse_move(std::string_view text) {
  std::string t = notation::trim(text);
  const std::size_t head_end = std::min(t.find(':'), t.size());
  for (std::size_t i = 0; i < head_end; ++i)
    if (t[i] >= 'A' && t[i] <= 'Z') t[i] = char(t[i] - 'A' + 'a');
  if (t == "stand") return kStand;
  if (t == "keep") return kKeep;
  static constexpr std::string_view kNames[] = {"money", "barter", "return", "swap"};
  const std::size_t colon = t.find(':');
  if (colon != std::string::npos) {
    const std::string_view head = std::string_view(t).substr(0, colon);
    for (int k = 0; k < 4; ++k)
      if (head == kNames[k]) {
        try {
          return card_move(MoveKind(k), parse_card(notation::trim(std::string_view(t).substr(colon + 1))));
        } catch (const ParseError& e) {
          throw ParseError("bad torgovlya move " + notation::echo(text) + ": " + e.what());
        }
      }
  }
  throw ParseError("bad torgovlya move " + notation::echo(text) +
                   ": expected money:<card>, barter:<card>, return:<card>, swap:<card>, stand or keep");
}

namespace {
int greedy_pips(Card c) { return c.rank() == kAce ? 11 : c.rank() >= kTen ? 10 : c.rank() + 2; }
/// pycards.torgovlya._two_card_promise of the two cards of `kept`, packed: class * 10^4 + value.
int two_card_promise(Mask kept) {
  const Card a(lowest_index(kept)), b(lowest_index(kept & (kept - 1)));
  if (a.rank() == b.rank()) return 3 * 10000 + a.rank();
  if (a.suit() == b.suit())
    return (std::abs(int(a.rank()) - int(b.rank())) <= 2 ? 2 : 1) * 10000 + greedy_pips(a) + greedy_pips(b);
  return std::max(greedy_pips(a), greedy_pips(b));
}
}  // namespace

MoveId greedy_move(const State& s, Rng& rng) noexcept {
  MoveId moves[kMaxMoves];
  const int n = s.legal_moves(moves);
  const int seat = s.to_move();
  const Mask hand = s.hand(seat).mask;
  const handeval::PointRule rule = s.config().point_rule;
  const bool combination =
      popcount(hand) == 3 && handeval::key_class(handeval::commerce_key(hand, rule)) != handeval::kNoCombination;
  const bool seen = s.has_offer() && (seat == s.actor() || (seat == s.right_of(s.actor()) &&
                                                            s.config().barter == Barter::kSeen));
  // the Python key tuple (first, second, third) packed: first * 10^9 + second * 10 + third, the
  // second part a hand key (0..255) * 10^4 or a two-card promise (below 4 * 10^4)
  return greedy::best_of(moves, n, [&](MoveId m) -> std::int64_t {
    if (m == kStand || m == kKeep) return std::int64_t(combination) * 1'000'000'000 + 9 * 10000 * 10;
    const int kind = int(m / kCards);
    const Mask rest = hand & ~Card(int(m % kCards)).bit();
    if (kind == kReturn) {
      const int second = seen ? handeval::commerce_key(rest | s.offer().bit(), rule) * 10000 : two_card_promise(rest);
      return 1'000'000'000 + std::int64_t(second) * 10;
    }
    return std::int64_t(!combination) * 1'000'000'000 + std::int64_t(two_card_promise(rest)) * 10 + (kind != kMoney);
  }, rng);
}

}  // namespace pycards::torgovlya

namespace pycards::torgovlya {
namespace {
/// pycards.simulate's breakdown (docs/torgovlya.md "pycards.simulate columns"), from the last finished deal (the
/// final state's deal_result()): its number and banker, the pot at the showdown and what stays in
/// it; per seat the hand's class (0 none, 1 poen, 2 sekans, 3 trikon, -1 no hand) and handeval key
/// (-1 no hand), whether it took (a share of) the pot, and its net tokens over the deal's
/// transfers.
constexpr SimColumn kColumns[] = {
    {"deal", false}, {"banker", false}, {"pot", false}, {"carried", false},
    {"hand_class", true, true}, {"hand_key", true, true}, {"won", true}, {"net", true},
};
}  // namespace

Simulator simulator(const Game& /*game*/) {
  return make_simulator<Game, kColumns>([](const State& s, int p) -> std::int64_t { return s.tokens(p); },
                                        [](const State& s, SimRow& w) {
                                          const DealResult& r = s.result();
                                          w.put(r.deal, r.banker, r.pot_before, r.pot_after);
                                          w.per_side([&](int p) { return r.played[p] ? int(handeval::key_class(r.key[p])) : -1; });
                                          w.per_side([&](int p) { return r.played[p] ? int(r.key[p]) : -1; });
                                          std::array<std::int64_t, kMaxPlayers + 1> net{};  // the seats, then the pot (kPotSeat)
                                          for (int i = 0; i < r.transfer_count; ++i) {  // one pass over the transfers
                                            const Transfer& t = r.transfers[i];
                                            net[t.to < 0 ? kMaxPlayers : t.to] += t.amount;
                                            net[t.from < 0 ? kMaxPlayers : t.from] -= t.amount;
                                          }
                                          w.sides_of(r.won, net);
                                        });
}
}  // namespace pycards::torgovlya
