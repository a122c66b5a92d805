import type { IUnicodeVersionProvider } from '@xterm/headless';
import { codePointWidth } from '../terminal/display-width.js';

/**
 * Character widths of a modern terminal for the emulator: xterm.js's built-in tables (Unicode 6)
 * give emoji such as 🦁 one column, where VTE, iTerm2, kitty and Windows Terminal give two.
 */
export const modernWidths: IUnicodeVersionProvider = {
  version: 'tabula-modern',
  wcwidth: codePointWidth,
  charProperties(codePoint, preceding) {
    // xterm.js packs a cell's properties as (state << 3) | (width << 1) | joins; a zero-width code
    // point joins the character before it, as its own Unicode 6 provider does.
    let width: number = codePointWidth(codePoint);
    let joins = width === 0 && preceding !== 0;
    if (joins) {
      const precedingWidth = (preceding >> 1) & 3;
      if (precedingWidth === 0) joins = false;
      else width = Math.max(width, precedingWidth);
    }
    return ((width & 3) << 1) | (joins ? 1 : 0);
  },
};
