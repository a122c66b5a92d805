import { describe, expect, it } from 'vitest';
import { codePointWidth, displayWidth } from './display-width.js';

describe('displayWidth', () => {
  it('counts letters, chess symbols and the Stratego back as one column', () => {
    expect(displayWidth('P')).toBe(1);
    expect(displayWidth('♔♟')).toBe(2);
    expect(displayWidth('■')).toBe(1);
  });

  it("counts Jungle's characters and animal chess's emoji as two columns", () => {
    expect(displayWidth('象')).toBe(2);
    expect(displayWidth('🦁🦒🐱🐟🐤🐓')).toBe(12);
  });

  it('counts combining marks and variation selectors as nothing, an emoji sequence as one glyph', () => {
    expect(displayWidth('e\u0301')).toBe(1);
    expect(codePointWidth(0xfe0f)).toBe(0);
    expect(displayWidth('👍🏽')).toBe(2);
  });

  it('measures coloured text as the terminal draws it: escape codes take no columns', () => {
    expect(displayWidth('\x1b[0;1;38;5;160m象\x1b[0m')).toBe(2);
  });
});
