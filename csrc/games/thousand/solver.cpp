// Тысяча / 1001 card play for the exact solver — see thousand_solver.hpp.
#include "thousand_solver.hpp"

#include "pycards/errors.hpp"
#include "pycards/rng.hpp"

#include <algorithm>
#include <array>

#if defined(__GNUC__)
#define PYCARDS_HOT [[gnu::always_inline]] inline
#else
#define PYCARDS_HOT inline
#endif

namespace pycards::thousand_solver {
namespace {

using thousand::kRanks;


constexpr Mask kAces = rank_mask(kAce);

using thousand::points;  // the kernel's card points (tricks::card_points, Тысяча's table)

/// The 24-card deck's 6 ranks (9..A) of each suit as 24 bits.
inline std::uint64_t compress(Mask m) {
  return ((m >> 7) & 63) | ((m >> (13 + 7)) & 63) << 6 | ((m >> (26 + 7)) & 63) << 12 | ((m >> (39 + 7)) & 63) << 18;
}
inline unsigned card24(int index) { return unsigned(index / 13 * 6 + index % 13 - 7); }

inline int power(Card c) { return kRanks.power[c.rank()]; }

// A suit's cards as 6 bits in power order (bit 0 = 9, then J, Q, K, 10, A): card points grow
// with power in this deck, so the lowest bits are also the cheapest cards.
constexpr int kPowBit[6] = {0, 4, 1, 2, 3, 5};  // from rank order 9 10 J Q K A
constexpr Rank kPowRank[6] = {kNine, kJack, kQueen, kKing, kTen, kAce};
constexpr std::array<int, 6> kBitPoints = [] {  // the kernel's card points, in power order
  std::array<int, 6> t{};
  for (int i = 0; i < 6; ++i) t[i] = kRanks.points[kPowRank[i]];
  return t;
}();
constexpr std::array<std::uint8_t, 64> kToPow = [] {
  std::array<std::uint8_t, 64> t{};
  for (unsigned raw = 0; raw < 64; ++raw)
    for (int i = 0; i < 6; ++i)
      if (raw >> i & 1) t[raw] |= std::uint8_t(1u << kPowBit[i]);
  return t;
}();
constexpr std::array<std::uint8_t, 64> kPowPoints = [] {
  std::array<std::uint8_t, 64> t{};
  for (unsigned m = 0; m < 64; ++m)
    for (int i = 0; i < 6; ++i)
      if (m >> i & 1) t[m] = std::uint8_t(t[m] + kBitPoints[i]);
  return t;
}();
inline unsigned pbits(Mask hand, int suit) { return kToPow[(hand >> (13 * suit + 7)) & 63]; }
inline int high_bit(unsigned m) { return 31 - __builtin_clz(m); }
/// The cards of `mine` above every card of `theirs` (same suit, power bits).
inline unsigned above(unsigned mine, unsigned theirs) {
  return theirs ? mine & ~((2u << high_bit(theirs)) - 1) : mine;
}
/// Points of the k lowest (cheapest) cards of m.
inline int cheapest(unsigned m, int k) {
  int v = 0;
  for (; k > 0 && m; --k, m &= m - 1) v += kBitPoints[__builtin_ctz(m)];
  return v;
}
/// Points of the k highest cards of m.
inline int dearest(unsigned m, int k) {
  int v = 0;
  for (; k > 0 && m; --k) {
    const int b = high_bit(m);
    v += kBitPoints[b];
    m &= ~(1u << b);
  }
  return v;
}

}  // namespace

Adapter::Adapter(const thousand::Table& t, const thousand::PlayRules& rules, int target) : r_(rules) {
  if (t.declarer < 0 || t.to_move < 0 || t.leader < 0)
    throw InvalidPositionError("the solver needs a deal in its card-play phase (a declarer, a seat to move)");
  int pos_of[thousand::kMaxSeats] = {-1, -1, -1, -1};
  for (int i = 0; i < 3; ++i) {
    seat_[i] = t.active[i];
    pos_of[t.active[i]] = i;
  }
  if (pos_of[t.declarer] < 0 || pos_of[t.to_move] < 0 || pos_of[t.leader] < 0)
    throw InvalidPositionError("the declarer, the leader and the seat to move must be playing seats");
  decl_ = pos_of[t.declarer];
  Position& p = root_;
  for (int i = 0; i < 3; ++i) p.hand[i] = t.hands[seat_[i]];
  p.trick_n = std::int8_t(t.trick_n);
  for (int i = 0; i < t.trick_n; ++i) p.trick[i] = t.trick[i].index;
  p.leader = std::int8_t(pos_of[t.leader]);
  p.to_move = std::int8_t(pos_of[t.to_move]);
  if ((p.leader + p.trick_n) % 3 != p.to_move) throw InvalidPositionError("the seat to move is not the next in the trick");
  p.trump = t.trump;
  p.maker = rules.maker_no_trump_lead && t.trump_maker >= 0 && pos_of[t.trump_maker] >= 0 ? std::int8_t(pos_of[t.trump_maker]) : std::int8_t(-1);
  p.declared = t.declared;
  p.tricks_played = t.tricks_played;
  for (int i = 0; i < 3; ++i) p.ace_run[i] = t.ace_run[seat_[i]];
  const int n0 = popcount(p.hand[p.to_move]);
  for (int k = 0; k < 3; ++k) {  // hands shrink one card per play, in trick order
    const int pos = (p.leader + k) % 3;
    const int want = k < p.trick_n ? n0 - 1 : n0;
    if (popcount(p.hand[pos]) != want) throw InvalidPositionError("the hands do not fit the trick in progress");
  }
  if (!n0) throw InvalidPositionError("the seat to move holds no card");
  past_ = points(t.won[t.declarer]) + t.bonus[t.declarer];
  target_mode_ = target >= 0;
  if (target_mode_) {
    const int need = target - past_;
    p.need = std::int16_t(need < -1000 ? -1000 : need > 1000 ? 1000 : need);
  }
}

PYCARDS_HOT int Adapter::legal_moves(const Position& p, Move* out) const {
  const int pos = p.to_move;
  const Mask hand = p.hand[pos];
  int n = 0;
  if (p.trick_n > 0) {
    for (Mask m = thousand::follow_cards(hand, Card(p.trick[0]), p.trump, r_); m; m = clear_lowest(m))
      out[n++] = Move(lowest_index(m));
  } else {
    Mask cands = hand;
    if (r_.maker_no_trump_lead && p.trump >= 0 && pos == p.maker) {
      const Mask nt = cands & ~suit_mask(static_cast<Suit>(p.trump));
      if (nt) cands = nt;
    }
    for (Mask m = cands; m; m = clear_lowest(m)) out[n++] = Move(lowest_index(m));
    if (p.tricks_played > 0 || r_.first_lead) {
      const Declarable d = declarable(hand, p.declared);
      for (int s = 0; s < kSuits; ++s) {
        const Suit su = static_cast<Suit>(s);
        if (d.kq >> s & 1) {
          out[n++] = thousand::card_move(Card(kKing, su), thousand::kMarriage);
          out[n++] = thousand::card_move(Card(kQueen, su), thousand::kMarriage);
        }
        if (d.qj >> s & 1) {
          out[n++] = thousand::card_move(Card(kQueen, su), thousand::kBed);
          out[n++] = thousand::card_move(Card(kJack, su), thousand::kBed);
        }
      }
      if (d.aces)
        for (int s = 0; s < kSuits; ++s) out[n++] = thousand::card_move(Card(kAce, static_cast<Suit>(s)), thousand::kAceTrump);
    }
  }
  if (p.ace_run[pos] >= 0 && p.tricks_played <= p.ace_run[pos]) {  // H35: aces while he can
    int k = 0;
    for (int i = 0; i < n; ++i)
      if (out[i] < 64 && Card(int(out[i])).rank() == kAce) out[k++] = out[i];
    if (k) n = k;
  }
  return n;
}

PYCARDS_HOT bool Adapter::forced(const Position& p, Move& m) const {
  const Mask hand = p.hand[p.to_move];
  if (p.trick_n > 0) {
    const Mask f = thousand::follow_cards(hand, Card(p.trick[0]), p.trump, r_);
    if (f & (f - 1)) return false;
    m = Move(lowest_index(f));
    return true;
  }
  if (hand & (hand - 1)) return false;
  m = Move(lowest_index(hand));
  return true;
}

PYCARDS_HOT int Adapter::play(Position& p, Move m) const {
  const bool is_decl = p.to_move == decl_;
  int gain = step(p, m);
  Move f;
  while (p.to_move >= 0 && forced(p, f)) gain += step(p, f);  // forced plays ride along
  if (target_mode_) {
    p.need = std::int16_t(p.need - gain);
    return 0;
  }
  return is_decl ? gain : -gain;
}

std::vector<Move> Adapter::expand_line(const std::vector<Move>& line) const {
  std::vector<Move> out;
  Position p = root_;
  for (Move m : line) {
    if (p.to_move < 0) break;
    out.push_back(m);
    step(p, m);
    Move f;
    while (p.to_move >= 0 && forced(p, f)) {
      out.push_back(f);
      step(p, f);
    }
  }
  return out;
}

PYCARDS_HOT int Adapter::step(Position& p, Move m) const {
  const int pos = p.to_move;
  const Card card(int(m & 63));
  const int kind = int(m >> 6);
  const Mask hand = p.hand[pos];
  const bool is_decl = pos == decl_;
  int gain = 0;
  if (kind != thousand::kPlain) {
    const int suit = card.suit();
    int value = 200;
    if (kind != thousand::kAceTrump) {
      value = r_.marriage[suit];
      if (kind == thousand::kBed) value /= 2;
      p.declared |= std::uint8_t(1u << suit);
    }
    if (is_decl) gain += value;
    p.trump = std::int8_t(suit);
    p.maker = r_.maker_no_trump_lead ? std::int8_t(pos) : std::int8_t(-1);
    if (kind == thousand::kAceTrump && r_.ace_in_a_row) p.ace_run[pos] = std::int8_t(p.tricks_played + 3);
  }
  if (r_.ace == 1 && card.rank() == kAce && tricks::holds_four(hand, kAce)) {
    if (is_decl) gain += 200;
    if (r_.ace_in_a_row) p.ace_run[pos] = std::int8_t(p.tricks_played + 3);
  }
  if (r_.four_nines && card.rank() == kNine && tricks::holds_four(hand, kNine) && is_decl) gain += r_.four_nines;
  p.hand[pos] = hand & ~card.bit();
  if (p.trick_n < 2) {
    p.trick[p.trick_n++] = card.index;
    p.to_move = std::int8_t(pos == 2 ? 0 : pos + 1);
  } else {
    const Card cards[3] = {Card(p.trick[0]), Card(p.trick[1]), card};
    const int w = (p.leader + tricks::trick_winner(cards, 3, p.trump, kRanks)) % 3;
    if (w == decl_) gain += points(cards[0].bit() | cards[1].bit() | cards[2].bit());
    p.trick_n = 0;
    ++p.tricks_played;
    p.leader = std::int8_t(w);
    p.to_move = (p.hand[0] | p.hand[1] | p.hand[2]) ? std::int8_t(w) : std::int8_t(-1);
  }
  return gain;
}

PYCARDS_HOT std::uint64_t Adapter::hash(const Position& p) const {
  const std::uint64_t a = compress(p.hand[0]) | compress(p.hand[1]) << 24 |
                          std::uint64_t(p.trick_n ? card24(p.trick[0]) : 31) << 48 |
                          std::uint64_t(p.trick_n > 1 ? card24(p.trick[1]) : 31) << 53 |
                          std::uint64_t(p.leader) << 58 | std::uint64_t(p.trick_n) << 60;
  std::uint64_t b = compress(p.hand[2]) | std::uint64_t(p.trump + 1) << 24 | std::uint64_t(p.maker + 1) << 27 |
                    std::uint64_t(p.declared) << 30 | std::uint64_t(p.tricks_played) << 34;
  for (int i = 0; i < 3; ++i) {
    const int run = p.ace_run[i] - p.tricks_played;
    b |= std::uint64_t(run < 0 ? 0 : run + 1) << (38 + 3 * i);
  }
  if (target_mode_) b |= std::uint64_t(std::uint16_t(p.need <= 0 ? 0 : p.need)) << 48;
  return mix64(a ^ mix64(b + 0x9E3779B97F4A7C15ull));
}

PYCARDS_HOT int Adapter::max_gain(const Position& p) const {
  int g = points(p.hand[0] | p.hand[1] | p.hand[2]);
  for (int i = 0; i < p.trick_n; ++i) g += kRanks.points[Card(p.trick[i]).rank()];
  // Every declaration he can still lead (one a lead: their sum), and the bonuses of plain plays.
  const Mask h = p.hand[decl_];
  return g + declaration_value(declarable(h, p.declared), true) + play_bonus(h);
}

// A sure trick of the leader: a plain lead of a card above every other remaining card of its suit
// wins when nobody can ruff it (no trump; or the suit is trump; or each other hand follows suit or
// holds no trump) -- nobody can declare a trump in a trick he does not lead. Returns the least
// card points such a trick brings (the lead + each other hand's cheapest legal card), 0 if none;
// or, when larger, the points of all his never-ruffable masters (no trump, or the trump suit's),
// which he can cash one after the other since he keeps the lead and the trump cannot change.
PYCARDS_HOT int Adapter::sure_trick(const Position& p) const {
  const int pos = p.to_move;
  Mask leads = p.hand[pos];
  if (r_.maker_no_trump_lead && p.trump >= 0 && pos == p.maker) {
    const Mask nt = leads & ~suit_mask(static_cast<Suit>(p.trump));
    if (nt) leads = nt;
  }
  const bool run = p.ace_run[pos] >= 0 && p.tricks_played <= p.ace_run[pos];
  if (run && (leads & kAces)) leads &= kAces;
  const int q1 = pos == 2 ? 0 : pos + 1, q2 = q1 == 2 ? 0 : q1 + 1;
  const Mask trumps = p.trump >= 0 ? suit_mask(static_cast<Suit>(p.trump)) : 0;
  int best = 0, cash = 0;  // cash: masters that can never be ruffed, led one after the other
  for (int s = 0; s < kSuits; ++s) {
    const Mask sm = suit_mask(static_cast<Suit>(s));
    const Mask mine = leads & sm;
    if (!mine) continue;
    const Mask o1 = p.hand[q1] & sm, o2 = p.hand[q2] & sm;
    if (trumps && s != p.trump && ((!o1 && (p.hand[q1] & trumps)) || (!o2 && (p.hand[q2] & trumps)))) continue;
    // my highest card of the suit
    Card top(lowest_index(mine));
    for (Mask m = clear_lowest(mine); m; m = clear_lowest(m))
      if (power(Card(lowest_index(m))) > power(top)) top = Card(lowest_index(m));
    bool master = true;
    for (Mask m = o1 | o2; m; m = clear_lowest(m))
      if (power(Card(lowest_index(m))) > power(top)) { master = false; break; }
    if (!master) continue;
    if (!run && (!trumps || s == p.trump)) {
      // Every card of mine above all the others' cards of this suit: he keeps the lead.
      for (Mask m = mine; m; m = clear_lowest(m)) {
        const Card c(lowest_index(m));
        bool top_c = true;
        for (Mask o = o1 | o2; o; o = clear_lowest(o))
          if (power(Card(lowest_index(o))) > power(c)) { top_c = false; break; }
        if (top_c) cash += kRanks.points[c.rank()];
      }
    }
    const auto cheapest = [&](Mask legal) {
      int c = 99;
      for (Mask m = legal; m; m = clear_lowest(m)) c = std::min<int>(c, kRanks.points[Card(lowest_index(m)).rank()]);
      return c;
    };
    const int v = kRanks.points[top.rank()] + cheapest(o1 ? o1 : p.hand[q1]) + cheapest(o2 ? o2 : p.hand[q2]);
    best = std::max(best, v);
  }
  return std::max(best, cash);
}

// The declarations `h` can still lead: a marriage (K+Q) in each suit not declared yet, with the
// bed marriage rule a Q+J in such a suit, and H16's ace trump on four aces.
PYCARDS_HOT Adapter::Declarable Adapter::declarable(Mask h, unsigned declared) const {
  Declarable d;
  d.kq = tricks::pair_suits(h, kKing, kQueen) & ~declared;
  d.qj = r_.bed ? tricks::pair_suits(h, kQueen, kJack) & ~declared : 0u;
  d.aces = r_.ace == 2 && tricks::holds_four(h, kAce);
  return d;
}

// The points of declarations `d`: per suit the marriage, else the bed marriage (half; they share
// the queen, so one of the two); `sum`: all of them (one a lead: max_gain's upper bound), else
// the largest (what one lead declares at once: lead_bonus's lower bound).
PYCARDS_HOT int Adapter::declaration_value(const Declarable& d, bool sum) const {
  int v = d.aces ? 200 : 0;
  for (unsigned suits = d.kq | d.qj; suits; suits &= suits - 1) {
    const int s = __builtin_ctz(suits);
    const int m = d.kq >> s & 1 ? r_.marriage[s] : r_.marriage[s] / 2;
    v = sum ? v + m : std::max(v, m);
  }
  return v;
}

// The declarer's bonuses that need no lead: H16's four aces as a bonus, H38's four nines.
PYCARDS_HOT int Adapter::play_bonus(Mask h) const {
  return (r_.ace == 1 && tricks::holds_four(h, kAce) ? 200 : 0) +
         (r_.four_nines && tricks::holds_four(h, kNine) ? r_.four_nines : 0);
}

// The largest declaration the player to lead can make at once (0 if none): a lower bound on his
// gain when he is the declarer.
PYCARDS_HOT int Adapter::lead_bonus(const Position& p) const {
  const int pos = p.to_move;
  if (!(p.tricks_played > 0 || r_.first_lead)) return 0;
  const Mask h = p.hand[pos];
  if (p.ace_run[pos] >= 0 && p.tricks_played <= p.ace_run[pos] && (h & kAces)) return 0;
  return declaration_value(declarable(h, p.declared), false);
}

// A defender to lead and the declarer can win no trick at all: he holds no trump, and in each
// suit the defenders hold, each of their cards is above each of his. Every lead of theirs is
// then above his card of its suit, or he has none and cannot ruff; he never leads again (the
// defenders simply declare nothing).
PYCARDS_HOT bool Adapter::never_wins(const Position& p) const {
  const int T = p.trump;
  const Mask h = p.hand[decl_], e = p.hand[0] ^ p.hand[1] ^ p.hand[2] ^ h;
  if (T >= 0 && (h & suit_mask(static_cast<Suit>(T)))) return false;
  for (int s = 0; s < kSuits; ++s) {
    const unsigned d = pbits(h, s), o = pbits(e, s);
    if (d && o && __builtin_ctz(o) < high_bit(d)) return false;
  }
  return true;
}


// Quick tricks of the leader (at a trick's start): the least card points he surely takes by
// leading, plain, his masters (cards above every other remaining card of their suit) one after
// the other, trumps first, while nobody can ruff them. He keeps the lead all along, so the trump
// cannot change (only a leader declares). Per suit he cashes k masters: all of them in the trump
// suit or with no trump; in another suit no more than each other hand still holding a trump
// after the trump masters (it follows suit; none of its trumps falls) holds of the suit. The
// points: his k dearest masters per suit; from each other hand the larger of its cheapest
// min(k, length) cards per suit (it plays at least that many cards of the suit, whatever it
// discards elsewhere) and its K cheapest cards (K = the tricks of the plan). With no trump
// cashed, nobody plays a trump in the plan. `cashed`: his trump masters led (power bits).
// Returns -1 when an H35 ace run binds his leads (the plan's order may not be his to choose).
PYCARDS_HOT int Adapter::cash(const Position& p, unsigned& cashed, bool& all) const {
  const int pos = p.to_move;
  cashed = 0;
  all = false;
  if (p.ace_run[pos] >= 0 && p.tricks_played <= p.ace_run[pos] && (p.hand[pos] & kAces)) return -1;
  const int q1 = pos == 2 ? 0 : pos + 1, q2 = q1 == 2 ? 0 : q1 + 1;
  const int T = p.trump;
  unsigned L[4], A[4], B[4];
  for (int s = 0; s < kSuits; ++s) {
    L[s] = pbits(p.hand[pos], s);
    A[s] = pbits(p.hand[q1], s);
    B[s] = pbits(p.hand[q2], s);
  }
  int k[4] = {0, 0, 0, 0};
  bool ra = false, rb = false;  // still holds a trump after the trump masters
  int v = 0;
  if (T >= 0) {
    const bool lead_t = !(r_.maker_no_trump_lead && pos == p.maker && (p.hand[pos] & ~suit_mask(static_cast<Suit>(T))));
    if (lead_t) cashed = above(L[T], A[T] | B[T]);
    k[T] = popcount(cashed);
    v += kPowPoints[cashed];
    ra = popcount(A[T]) > k[T];
    rb = popcount(B[T]) > k[T];
  }
  int total = T >= 0 ? k[T] : 0;
  for (int s = 0; s < kSuits; ++s) {
    if (s == T) continue;
    const unsigned m = above(L[s], A[s] | B[s]);
    int ks = popcount(m);
    if (ra) ks = std::min(ks, popcount(A[s]));
    if (rb) ks = std::min(ks, popcount(B[s]));
    k[s] = ks;
    total += ks;
    v += dearest(m, ks);
  }
  if (!total) return 0;
  all = total == popcount(p.hand[pos]);
  for (const unsigned* O : {A, B}) {
    int forced = 0, n[6] = {0, 0, 0, 0, 0, 0};
    for (int s = 0; s < kSuits; ++s) {
      forced += cheapest(O[s], k[s]);
      for (unsigned m = O[s]; m; m &= m - 1) ++n[__builtin_ctz(m)];
    }
    int any = 0;
    for (int b = 0, left = total; b < 6 && left > 0; ++b) {
      const int t = std::min(n[b], left);
      any += t * kBitPoints[b];
      left -= t;
    }
    v += std::max(forced, any);
  }
  return v;
}

// A defender's lead to his partner's master (at a trick's start, a defender to lead): he leads
// his lowest card of a suit where the partner's top card beats it and every card of the suit the
// declarer holds, the declarer holding the suit (so he follows, nobody ruffs): the partner takes
// the trick (the lead + his top card + the declarer's lowest card of the suit) and cashes his
// own quick tricks from the position that leaves (the declarer's lowest card gone: his top cards
// stay, the worst case for the masters; and his later forced cards in the suit are counted from
// the ones left, so the plan counts at least his cheapest cards of the suit in number played).
// With no trump in the plan, the defenders' sure trump winners `eve` add. Returns the best such
// plan's least points for the defenders, 0 if none.
PYCARDS_HOT int Adapter::transfer(const Position& p, unsigned eve, bool& all) const {
  const int pos = p.to_move;
  all = false;
  if (p.ace_run[pos] >= 0 && p.tricks_played <= p.ace_run[pos] && (p.hand[pos] & kAces)) return 0;
  const int part = 3 - pos - decl_;
  const int T = p.trump;
  const bool no_t_lead = r_.maker_no_trump_lead && T >= 0 && pos == p.maker &&
                         (p.hand[pos] & ~suit_mask(static_cast<Suit>(T)));
  int best = 0;
  for (int s = 0; s < kSuits; ++s) {
    if (s == T && no_t_lead) continue;
    const unsigned l = pbits(p.hand[pos], s), q = pbits(p.hand[part], s), d = pbits(p.hand[decl_], s);
    if (!l || !q || !d) continue;
    const int top = high_bit(q), low = __builtin_ctz(l), dlow = __builtin_ctz(d);
    if (top < low || top < high_bit(d)) continue;
    Position c = p;
    c.hand[pos] &= ~Card(kPowRank[low], static_cast<Suit>(s)).bit();
    c.hand[part] &= ~Card(kPowRank[top], static_cast<Suit>(s)).bit();
    c.hand[decl_] &= ~Card(kPowRank[dlow], static_cast<Suit>(s)).bit();
    c.to_move = c.leader = std::int8_t(part);
    ++c.tricks_played;
    int v = kBitPoints[low] + kBitPoints[top] + kBitPoints[dlow];
    if (!c.hand[part]) all = true;
    if (c.hand[part]) {
      unsigned cashed = 0;
      bool all_rest = false;
      const int more = cash(c, cashed, all_rest);
      if (all_rest) all = true;
      if (more > 0) v += more;
      if (s != T && more >= 0) v += kPowPoints[cashed ? eve & pbits(c.hand[part], T) & ~cashed : eve];
    }
    best = std::max(best, v);
  }
  return best;
}

// Bounds on the declarer's future gain. Upper: max_gain less what the defenders surely take;
// lower: what he surely takes. Sure points: (1) the trump cards of a side above every trump the
// other side holds or has on the table, when the other side can never lead a new trump (no
// undeclared marriage, bed marriage, four aces of H16's ace trump): each wins the trick it falls
// in, for the side (that side itself never needs to declare); (2) at a trick's start, the
// leader's quick tricks (cash), plus the leader's own trump cards of (1) he did not cash (they
// stay in his hand through the plan) and, when the plan cashes no trump (nobody plays one in
// it), his partner's too.
PYCARDS_HOT void Adapter::bounds(const Position& p, int& lower, int& upper) const {
  const bool me = p.to_move == decl_;
  const int g = max_gain(p);
  int lo = 0, hi = g;  // the declarer's future gain
  const int T = p.trump;
  unsigned evd = 0, eve = 0;  // trump cards sure to win: the declarer's, the defenders'
  const int d1 = decl_ == 0 ? 1 : 0, d2 = 3 - decl_ - d1;
  if (T >= 0) {
    Mask td = 0, te = 0;
    for (int i = 0; i < p.trick_n; ++i) ((p.leader + i) % 3 == decl_ ? td : te) |= Card(p.trick[i]).bit();
    const unsigned dT = pbits(p.hand[decl_], T), eT = pbits(p.hand[d1] | p.hand[d2], T);
    if (!declarable(p.hand[d1], p.declared).any() && !declarable(p.hand[d2], p.declared).any()) evd = above(dT, eT | pbits(te, T));
    if (!declarable(p.hand[decl_], p.declared).any()) eve = above(eT, dT | pbits(td, T));
    lo = kPowPoints[evd];
    hi = g - kPowPoints[eve];
  }
  if (p.trick_n == 0) {
    unsigned cashed = 0;
    bool all = false, all2 = false;
    int sure = cash(p, cashed, all);
    if (sure < 0) {
      sure = sure_trick(p);
      if (me) lo = std::max(lo, sure); else hi = std::min(hi, g - sure);
    } else if (me) {
      // A plan taking every trick left takes every card point left.
      lo = std::max(lo, all ? points(p.hand[0] | p.hand[1] | p.hand[2]) : sure + kPowPoints[evd & ~cashed]);
      lo = std::max(lo, lead_bonus(p));
    } else {
      const unsigned extra = cashed ? eve & pbits(p.hand[p.to_move], T) & ~cashed : eve;
      const int tr = transfer(p, eve, all2);
      hi = std::min(hi, g - std::max(sure + kPowPoints[extra], tr));
      // The defenders take every trick left: the declarer never leads again (no marriage, bed
      // marriage or ace trump to declare), and gains only the bonuses of plain plays.
      if (all || all2 || never_wins(p)) hi = std::min(hi, play_bonus(p.hand[decl_]));
    }
  } else {
    // A trick no later card can take from its holder: its points (the later hands' cheapest
    // legal cards) go to his side; they add to that side's sure trump winners unless a later
    // hand of that side may play a trump into it.
    const Card led(p.trick[0]);
    Card top = led;
    int top_pos = p.leader, pts = kRanks.points[led.rank()];
    for (int i = 1; i < p.trick_n; ++i) {
      const Card c(p.trick[i]);
      pts += kRanks.points[c.rank()];
      if (tricks::beats(c, top, T, kRanks)) top = c, top_pos = (p.leader + i) % 3;
    }
    const bool decl_side = top_pos == decl_;
    const Mask trumps = T >= 0 ? suit_mask(static_cast<Suit>(T)) : 0;
    // Does a card of `f` beat the card of suit cs and power bit cb? (Same suit higher, or a
    // trump on a plain card.)
    const auto beaten = [&](Mask f, int cs, int cb) {
      return (pbits(f, cs) >> (cb + 1)) != 0 || (T >= 0 && cs != T && (f & trumps));
    };
    const auto pow_bit = [](Card c) { return kPowBit[c.rank() - kNine]; };
    // The legal cards of the hands still to play (k = trick_n: the player to move), and the
    // points of the cheapest of each.
    Mask f[3] = {0, 0, 0};
    int least[3] = {0, 0, 0};
    for (int k = p.trick_n; k < 3; ++k) {
      f[k] = thousand::follow_cards(p.hand[(p.leader + k) % 3], led, T, r_);
      int l = 99;
      for (int s = 0; s < kSuits; ++s)
        if (const unsigned u = pbits(f[k], s)) l = std::min(l, kBitPoints[__builtin_ctz(u)]);
      least[k] = l;
    }
    bool decided = true, trumpy = false;
    for (int k = p.trick_n; k < 3 && decided; ++k) {
      if (beaten(f[k], top.suit(), pow_bit(top))) { decided = false; break; }
      pts += least[k];
      if ((f[k] & trumps) && ((p.leader + k) % 3 == decl_) == decl_side) trumpy = true;
    }
    if (decided) {
      if (decl_side) lo = trumpy ? std::max(lo, pts) : lo + pts;
      else hi = trumpy ? std::min(hi, g - pts) : hi - pts;
    } else {
      // The player to move can take the trick for sure: a legal card above the trick that no
      // later hand can beat. His side gets the trick (the later hands' cheapest legal cards);
      // the declarer then leads and may declare at once.
      int table = 0;
      for (int i = 0; i < p.trick_n; ++i) table += kRanks.points[Card(p.trick[i]).rank()];
      const int pos = p.to_move;
      int win = -1;
      for (Mask m = f[p.trick_n]; m; m = clear_lowest(m)) {
        const Card c(lowest_index(m));
        if (!tricks::beats(c, top, T, kRanks)) continue;
        int v = table + kRanks.points[c.rank()];
        bool sure = true;
        for (int k = p.trick_n + 1; k < 3 && sure; ++k) {
          if (beaten(f[k], c.suit(), pow_bit(c))) sure = false;
          v += least[k];
        }
        if (!sure) continue;
        if (me && p.hand[pos] != c.bit()) {
          Position n = p;
          n.hand[pos] &= ~c.bit();
          n.trick_n = 0;
          ++n.tricks_played;
          n.leader = n.to_move = std::int8_t(pos);
          v += lead_bonus(n);
        }
        win = std::max(win, v);
      }
      if (win >= 0) {
        if (me) lo = std::max(lo, win);
        else hi = std::min(hi, g - win);
      }
    }
  }
  if (target_mode_) {
    const int need = p.need;
    lo = need <= lo ? 1 : 0;
    hi = need <= hi ? 1 : 0;
  }
  lower = me ? lo : -hi;
  upper = me ? hi : -lo;
}

PYCARDS_HOT int Adapter::order_hint(const Position& p, Move m) const {
  // Double-dummy heuristics: lead sure winners, else low; win a trick with a card nobody after
  // can beat, adding points; give points to a partner who holds the trick; else play cheap.
  const Card c(int(m & 63));
  const int kind = int(m >> 6);
  if (kind != thousand::kPlain) return 1000 + (kind == thousand::kAceTrump ? 200 : r_.marriage[c.suit()]);
  const int pts = kRanks.points[c.rank()];
  const int pos = p.to_move;
  const bool me_decl = pos == decl_;
  const Card led = p.trick_n ? Card(p.trick[0]) : c;
  // The best card of the trick once `c` is played, and who holds it.
  Card best_card = c;
  int best_pos = pos;
  if (p.trick_n) {
    int b = 0;
    best_card = Card(p.trick[0]);
    for (int i = 1; i < p.trick_n; ++i)
      if (tricks::beats(Card(p.trick[i]), best_card, p.trump, kRanks)) b = i, best_card = Card(p.trick[i]);
    best_pos = (p.leader + b) % 3;
    if (tricks::beats(c, best_card, p.trump, kRanks)) best_card = c, best_pos = pos;
  }
  // Can a later player of this trick beat it?
  bool safe = true;
  for (int k = p.trick_n + 1; k < 3 && safe; ++k) {
    const int q = (p.leader + k) % 3;
    for (Mask f = thousand::follow_cards(p.hand[q], led, p.trump, r_); f; f = clear_lowest(f))
      if (tricks::beats(Card(lowest_index(f)), best_card, p.trump, kRanks)) { safe = false; break; }
  }
  const bool ours = (best_pos == decl_) == me_decl;
  if (!p.trick_n && !safe && !me_decl) {
    // A defender's lead under his partner's top card of the suit, above the declarer's cards
    // there (and the declarer cannot ruff it): the partner takes the trick. Measured: -1% nodes.
    const int part = 3 - pos - decl_;
    const int s = c.suit();
    const unsigned q = pbits(p.hand[part], s), d = pbits(p.hand[decl_], s);
    if (q && above(q, d | pbits(c.bit(), s)) && (d || !(p.trump >= 0 && (p.hand[decl_] & suit_mask(static_cast<Suit>(p.trump)))))) return 250 - pts;
  }
  if (best_pos == pos) return safe ? 400 + pts : (p.trick_n ? 150 - 2 * pts : 120 - pts);
  if (ours) return safe ? 300 + pts : 200 - pts;
  return 100 - pts;
}

solver::SolveResult<Move> solve(const Adapter& adapter, const solver::SolveOptions& options) {
  solver::Solver<Adapter> s(adapter, options);
  return s.solve(adapter.root());
}

}  // namespace pycards::thousand_solver
