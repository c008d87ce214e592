"""An independent Python model of pycards' generator (xoshiro256** seeded by splitmix64, Lemire's
bounded draw, Fisher–Yates), written from the algorithms' papers, for checking the C++ core."""

M64 = (1 << 64) - 1


def splitmix_states(seed):
    x, out = seed, []
    for _ in range(4):
        x = (x + 0x9E3779B97F4A7C15) & M64
        z = x
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
        out.append(z ^ (z >> 31))
    return out


def mix64(z):
    """splitmix64's output function."""
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
    return z ^ (z >> 31)


def derive_seed(seed, salt, k):
    """Seed of sub-stream k of ``seed`` with a game's ``salt`` (deal k of a match, ...)."""
    x = (seed ^ (salt * (k + 1))) & M64
    return mix64((x + 0x9E3779B97F4A7C15) & M64)


class PyXoshiro:
    def __init__(self, seed):
        self.s = splitmix_states(seed)

    def next(self):
        s = self.s
        rotl = lambda x, k: ((x << k) | (x >> (64 - k))) & M64  # noqa: E731
        result = (rotl((s[1] * 5) & M64, 7) * 9) & M64
        t = (s[1] << 17) & M64
        s[2] ^= s[0]
        s[3] ^= s[1]
        s[1] ^= s[2]
        s[0] ^= s[3]
        s[2] ^= t
        s[3] = rotl(s[3], 45)
        return result

    def below(self, bound):
        product = (self.next() >> 32) * bound
        low = product & 0xFFFFFFFF
        if low < bound:
            threshold = ((1 << 32) - bound) % bound
            while low < threshold:
                product = (self.next() >> 32) * bound
                low = product & 0xFFFFFFFF
        return product >> 32

    def shuffle(self, items):
        for i in range(len(items), 1, -1):
            j = self.below(i)
            items[i - 1], items[j] = items[j], items[i - 1]
        return items
