import { describe, expect, it } from 'vitest';
import { createRng, restoreRng } from './rng.js';

describe('seeded Rng', () => {
  it('is reproducible from its seed and differs between seeds', () => {
    const a = createRng(7);
    const b = createRng(7);
    const c = createRng(8);
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA);
  });

  it('draws 32-bit words: the word next() scales, each in [0, 2^32)', () => {
    const words = createRng('zobrist');
    const floats = createRng('zobrist');
    for (let i = 0; i < 1000; i++) {
      const word = words.word();
      expect(Number.isInteger(word) && word >= 0 && word < 2 ** 32).toBe(true);
      expect(word).toBe(Math.floor(floats.next() * 2 ** 32));
    }
  });

  it('accepts text seeds', () => {
    expect(createRng('abc').int(1000)).toBe(createRng('abc').int(1000));
  });

  it('stays in range and covers it roughly uniformly', () => {
    const rng = createRng(1);
    const counts = Array<number>(6).fill(0);
    let outOfRange = 0;
    for (let i = 0; i < 60000; i++) {
      const roll = rng.int(6);
      if (roll < 0 || roll >= 6 || !Number.isInteger(roll)) outOfRange++;
      else counts[roll] = (counts[roll] ?? 0) + 1;
    }
    expect(outOfRange).toBe(0);
    for (const count of counts) expect(Math.abs(count - 10000)).toBeLessThan(500);
  });

  it('shuffles without losing or inventing elements and leaves the input alone', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const shuffled = createRng(3).shuffle(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...shuffled].sort()).toEqual(items);
  });

  it('resumes from a snapshot and forks reproducibly', () => {
    const rng = createRng(5);
    rng.next();
    const resumed = restoreRng(rng.snapshot());
    expect(resumed.next()).toBe(rng.next());
    expect(createRng(9).fork().next()).toBe(createRng(9).fork().next());
  });

  it('rejects bad bounds and empty picks', () => {
    const rng = createRng(1);
    expect(() => rng.int(0)).toThrow(RangeError);
    expect(() => rng.int(2.5)).toThrow(RangeError);
    expect(() => rng.pick([])).toThrow(RangeError);
  });
});
