// Exact odds of Три тройки by enumeration (docs/tri_troyki.md, "Exact odds"): one вист player
// against the banker, the banker following a stand/buy table over his total (at most two buys).
// Every sequence of cards is enumerated from the pack (104 cards by default) by point value
// (1..10, ten points for 10 J Q K), with exact integer weights: a leaf reached after d cards has
// probability W / (N)_d, written over the common denominator D = (N)_6 as W * (N - d)_(6 - d).
#include <algorithm>
#include <array>
#include <map>

#include "tri_troyki.hpp"

namespace pycards::tri_troyki {

namespace {

using I = Int128;
constexpr int kDepth = 6;  // at most 3 cards each

struct Enumerator {
  const Config& cfg;
  const BankerPolicy& policy;
  std::array<int, 11> count{};       // cards left of each point value 1..10
  std::array<I, kDepth + 1> fill{};  // (104 - d)_(6 - d)
  std::map<std::array<int, 3>, OddsHand> hands{};

  static int rank_of(int value) { return value == 1 ? kAce : value == 10 ? kKing : value - 2; }

  handeval::TroykiHand hand_of(const int* values, int n) const {
    int ranks[3];
    for (int i = 0; i < n; ++i) ranks[i] = rank_of(values[i]);
    return handeval::troyki_hand_of_ranks(ranks, n, cfg.hand_rules);
  }

  I banker(const handeval::TroykiHand& p, int* b, int bn, int total, I w, int d) {
    if (bn < 3 && policy.buys[total]) {
      I sum = 0;
      for (int v = 1; v <= 10; ++v) {
        const int n = count[v];
        if (!n) continue;
        --count[v];
        b[bn] = v;
        sum += banker(p, b, bn + 1, total + v, w * n, d + 1);
        ++count[v];
      }
      return sum;
    }
    Config unit = cfg;
    unit.stake = 1;  // values in stakes
    return w * fill[d] * I(settle(unit, p, hand_of(b, bn)));
  }

  I player(int* p, int pn, I w, int d) {
    const handeval::TroykiHand ph = hand_of(p, pn);
    I stop = 0;
    for (int v = 1; v <= 10; ++v) {
      const int n = count[v];
      if (!n) continue;
      --count[v];
      int b[3] = {v, 0, 0};
      stop += banker(ph, b, 1, v, w * n, d + 1);
      ++count[v];
    }
    I buy = 0;
    if (pn < 3)
      for (int v = 1; v <= 10; ++v) {
        const int n = count[v];
        if (!n) continue;
        --count[v];
        p[pn] = v;
        buy += player(p, pn + 1, w * n, d + 1);
        ++count[v];
      }
    std::array<int, 3> key{0, 0, 0};
    std::copy(p, p + pn, key.begin());
    std::sort(key.begin(), key.begin() + pn);
    if (!hands.count(key)) {
      OddsHand h;
      h.values = key;
      h.size = pn;
      h.can_buy = pn < 3;
      h.buy_better = pn < 3 && buy > stop;
      h.stop = stop;
      h.buy = buy;
      h.weight = w * fill[d];  // the node's probability times D
      hands[key] = h;
    }
    return pn < 3 && buy > stop ? buy : stop;
  }
};

}  // namespace

Odds odds(const Config& cfg, const BankerPolicy& policy, const PackCounts& pack) {
  Enumerator e{cfg, policy};
  int cards = 0;
  for (int v = 1; v <= 10; ++v) cards += e.count[v] = pack[v];
  for (int d = 0; d <= kDepth; ++d) {
    I f = 1;
    for (int i = d; i < kDepth; ++i) f *= (cards - i);
    e.fill[d] = f;
  }
  Odds out;
  out.denominator = e.fill[0];
  for (int v = 1; v <= 10; ++v) {
    const int n = e.count[v];
    out.first_weight[v - 1] = I(n) * e.fill[1];
    if (!n) continue;  // a reduced pack without this value
    --e.count[v];
    int p[3] = {v, 0, 0};
    const I value = e.player(p, 1, n, 1);
    ++e.count[v];
    out.first[v - 1] = value;
    out.vist_total += value;
    out.best_total += value > 0 ? value : 0;  // he passes a first card worth less than nothing
  }
  for (const auto& [key, h] : e.hands) out.hands.push_back(h);
  return out;
}

}  // namespace pycards::tri_troyki
