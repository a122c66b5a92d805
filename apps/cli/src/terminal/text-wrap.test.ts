import { describe, expect, it } from 'vitest';
import { terminalWidth, wrapItems, wrapText } from './text-wrap.js';

describe('wrapText', () => {
  it('breaks between words only, within the width', () => {
    expect(wrapText('Type where it goes, or Enter to choose again.', 20)).toEqual(['Type where it goes,', 'or Enter to choose', 'again.']);
  });

  it('leaves a word longer than the line whole on a line of its own', () => {
    expect(wrapText('see https://example.org/a/very/long/address now', 16)).toEqual(['see', 'https://example.org/a/very/long/address', 'now']);
  });

  it('keeps existing line breaks and indents the lines it adds', () => {
    expect(wrapText('one two three\nfour', 8, '  ')).toEqual(['one two', '  three', 'four']);
  });

  it('measures wide characters by their columns', () => {
    expect(wrapText('象 象 象', 5)).toEqual(['象 象', '象']);
  });

  it('leaves text whole without a width (a pipe)', () => {
    expect(wrapText('a b c', undefined)).toEqual(['a b c']);
  });
});

describe('wrapItems', () => {
  it('never splits an item', () => {
    expect(wrapItems(['E elephant', 'L lion', 'T tiger'], ' · ', 20, '  ')).toEqual(['E elephant · L lion', '  T tiger']);
  });
});

describe('terminalWidth', () => {
  it("is a terminal's columns less one, and nothing for a pipe", () => {
    expect(terminalWidth({ isTTY: true, columns: 60 })).toBe(59);
    expect(terminalWidth({ isTTY: false, columns: 60 })).toBeUndefined();
    expect(terminalWidth({})).toBeUndefined();
  });
});
