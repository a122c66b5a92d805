import { describe, expect, it } from 'vitest';
import { paint, stripAnsi, styleCode } from './ansi.js';

describe('ansi', () => {
  it('sets a whole style from a reset, so one cell never inherits the last', () => {
    expect(styleCode({ fg: 160, bg: 230, bold: true })).toBe('\x1b[0;1;38;5;160;48;5;230m');
    expect(styleCode({})).toBe('\x1b[0m');
  });

  it('strips colours, cursor moves and titles back to the text', () => {
    const text = `${paint('red', { fg: 160, underline: true })} \x1b[2A\x1b[2K\x1b]0;title\x07done`;
    expect(stripAnsi(text)).toBe('red done');
  });
});
