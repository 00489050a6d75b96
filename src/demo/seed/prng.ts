/**
 * Deterministic pseudo-random numbers for the seed (mulberry32). Every domain of the seed draws from
 * its own stream (`rng.fork('stores')`), so adding rows to one table never reshuffles another.
 */
export type Rng = {
  /** Float in [0, 1). */
  next(): number
  /** Integer in [min, max] (inclusive). */
  int(min: number, max: number): number
  /** True with probability p. */
  chance(p: number): boolean
  pick<T>(list: readonly T[]): T
  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(list: readonly T[], weight: (item: T) => number): T
  /** Fisher–Yates copy. */
  shuffle<T>(list: readonly T[]): T[]
  /** n distinct items (or all of them when n ≥ length), in random order. */
  sample<T>(list: readonly T[], n: number): T[]
  /** An independent stream derived from this one's seed and a label. */
  fork(label: string): Rng
}

/** FNV-1a 32-bit hash of a string, used to derive stream seeds and per-id variations. */
export function hashString(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed)
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (list) => {
      if (list.length === 0) throw new RangeError('pick from an empty list')
      return list[Math.floor(next() * list.length)]
    },
    weighted: (list, weight) => {
      const total = list.reduce((s, x) => s + Math.max(0, weight(x)), 0)
      let r = next() * total
      for (const x of list) {
        r -= Math.max(0, weight(x))
        if (r < 0) return x
      }
      return list[list.length - 1]
    },
    shuffle: (list) => {
      const a = list.slice()
      for (let i = a.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1))
        ;[a[i], a[j]] = [a[j], a[i]]
      }
      return a
    },
    sample: (list, n) => rng.shuffle(list).slice(0, Math.max(0, n)),
    fork: (label) => createRng(hashString(`${seed}:${label}`)),
  }
  return rng
}
