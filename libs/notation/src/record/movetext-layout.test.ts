import { describe, expect, it } from 'vitest';
import { formatMovetext, LINE_WIDTH, type NumberedMove } from './movetext-layout.js';

/** Alternating moves from `number`, starting with `first` to move. */
function numbered(texts: readonly string[], number: number, first: 0 | 1): NumberedMove[] {
  let n = number;
  let player = first;
  return texts.map((text) => {
    const move = { number: n, player, text };
    if (player === 1) n++;
    player = player === 0 ? 1 : 0;
    return move;
  });
}

describe('movetext layout', () => {
  it('numbers moves as PGN does and ends with the result', () => {
    expect(formatMovetext(numbered(['c3c4', 'c4c3', 'b1b2'], 1, 0), '*')).toBe('1. c3c4 c4c3 2. b1b2 *');
  });

  it('follows the start position: move 7, and 7... when player 1 moves first', () => {
    expect(formatMovetext(numbered(['e2e4', 'e7e5'], 7, 0), '1-0')).toBe('7. e2e4 e7e5 1-0');
    expect(formatMovetext(numbered(['e7e5', 'g1f3', 'b8c6'], 7, 1), '0-1')).toBe('7... e7e5 8. g1f3 b8c6 0-1');
  });

  it('is the result alone when there are no moves', () => {
    expect(formatMovetext([], '1/2-1/2')).toBe('1/2-1/2');
  });

  it('wraps at 80 columns without splitting a number from its move', () => {
    const texts = Array.from({ length: 90 }, (_, i) => `a${(i % 9) + 1}b${(i % 9) + 1}`);
    const lines = formatMovetext(numbered(texts, 1, 0), '*').split('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) {
      expect(line.length).toBeLessThanOrEqual(LINE_WIDTH);
      expect(line).not.toMatch(/\d\.$/);
      expect(line).toBe(line.trim());
    }
    // Greedy: the next line's first unit would not have fitted.
    lines.slice(0, -1).forEach((line, i) => {
      const nextUnit = (lines[i + 1] as string).match(/^(\d+\.+ )?\S+/)?.[0] ?? '';
      expect(line.length + 1 + nextUnit.length).toBeGreaterThan(LINE_WIDTH);
    });
  });
});
