import { describe, expect, it } from 'vitest';
import { useColour } from './colour-choice.js';

describe('useColour', () => {
  it('colours a terminal', () => {
    expect(useColour({ isTTY: true }, {})).toBe(true);
  });

  it('writes plain text to a pipe or a file', () => {
    expect(useColour({ isTTY: false }, {})).toBe(false);
    expect(useColour({}, {})).toBe(false);
  });

  it('honours NO_COLOR set to anything but the empty string (no-color.org)', () => {
    expect(useColour({ isTTY: true }, { NO_COLOR: '1' })).toBe(false);
    expect(useColour({ isTTY: true }, { NO_COLOR: '' })).toBe(true);
  });

  it('writes plain text to a dumb terminal', () => {
    expect(useColour({ isTTY: true }, { TERM: 'dumb' })).toBe(false);
  });
});
