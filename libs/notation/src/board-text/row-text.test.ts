import { describe, expect, it } from 'vitest';
import { formatRow } from './row-text.js';

describe('formatRow', () => {
  it('writes pieces and runs of empty cells as decimal lengths', () => {
    expect(formatRow(['a', null, null, 'B', null])).toBe('a2B1');
    expect(formatRow([null, null, null, null, null, null, null, null, null, null])).toBe('10');
    expect(formatRow(['+H', '!S', null])).toBe('+H!S1');
    expect(formatRow([])).toBe('');
  });
});
