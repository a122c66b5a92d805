import { describe, expect, it } from 'vitest';
import { recordLayout } from './record-layout.js';

describe('recordLayout', () => {
  it('places each field after the ones before it, in the order given, and sums the widths', () => {
    expect(recordLayout({ FROM: 1, HASH: 2, CAPTURED: 1 })).toEqual({ FROM: 0, HASH: 1, CAPTURED: 3, size: 4 });
    expect(recordLayout({})).toEqual({ size: 0 });
  });

  it('refuses a width that is not a whole number of at least 1, naming the field', () => {
    expect(() => recordLayout({ FROM: 1, HASH: 0 })).toThrow('record field HASH needs a whole width ≥ 1, got 0');
    expect(() => recordLayout({ FROM: 1.5 })).toThrow('record field FROM');
  });
});
