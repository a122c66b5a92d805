/**
 * A seeded pseudo-random generator. Libraries never call `Math.random` (docs/design.md): games, bots and
 * tests take an `Rng` so that every run is reproducible from its seed.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /**
   * An unsigned 32-bit integer, uniformly: the generator's raw word, for hash keys (Zobrist tables).
   * It is the word {@link next} divides by 2^32, so `word()` and `Math.floor(next() * 2 ** 32)` agree.
   */
  word(): number;
  /** An integer in [0, maxExclusive). Throws when `maxExclusive` is not a positive integer. */
  int(maxExclusive: number): number;
  /** One element of a non-empty list, uniformly. */
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy of a list (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /**
   * A new generator seeded from this one. Use it to give independent streams to parallel work
   * (one per game of a match) while staying reproducible from the first seed.
   */
  fork(): Rng;
  /** The generator's internal state, so that a stream can be saved and resumed with {@link restoreRng}. */
  snapshot(): RngSnapshot;
}

/** The four 32-bit words of an sfc32 generator. */
export type RngSnapshot = readonly [number, number, number, number];

/** Mixes a 32-bit seed into a well-spread word (splitmix32), so that seeds 1, 2, 3 … give unrelated streams. */
function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** Hashes a text seed to 32 bits (FNV-1a), so that `--seed abc` works as well as `--seed 42`. */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * Creates a generator from a seed. The algorithm is sfc32: small, fast, and good enough for games
 * and Monte Carlo search (it passes PractRand to 2^40 bytes).
 */
export function createRng(seed: number | string): Rng {
  const numeric = typeof seed === 'string' ? hashSeed(seed) : Math.floor(seed) >>> 0;
  const mix = splitmix32(numeric);
  const words: [number, number, number, number] = [mix(), mix(), mix(), mix()];
  const rng = restoreRng(words);
  // Discard the first outputs: sfc32 needs a few rounds to spread a low-entropy state.
  for (let i = 0; i < 12; i++) rng.next();
  return rng;
}

/** Resumes a generator from a {@link RngSnapshot}. */
export function restoreRng(snapshot: RngSnapshot): Rng {
  let [a, b, c, d] = snapshot.map((word) => word >>> 0) as [number, number, number, number];

  const nextWord = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t;
  };

  const rng: Rng = {
    next: () => nextWord() / 4294967296,
    word: nextWord,
    int(maxExclusive) {
      if (!Number.isInteger(maxExclusive) || maxExclusive <= 0) {
        throw new RangeError(`Rng.int needs a positive integer bound, got ${maxExclusive}`);
      }
      return Math.floor(rng.next() * maxExclusive);
    },
    pick(items) {
      if (items.length === 0) throw new RangeError('Rng.pick needs a non-empty list');
      return items[rng.int(items.length)] as (typeof items)[number];
    },
    shuffle(items) {
      const copy = items.slice();
      for (let i = copy.length - 1; i > 0; i--) {
        const j = rng.int(i + 1);
        const held = copy[i] as (typeof copy)[number];
        copy[i] = copy[j] as (typeof copy)[number];
        copy[j] = held;
      }
      return copy;
    },
    fork: () => createRng(nextWord()),
    snapshot: () => [a, b, c, d],
  };
  return rng;
}
