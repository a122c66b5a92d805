/**
 * The few ANSI escape sequences the terminal front end writes. Colours are from the 256-colour
 * palette, which every terminal in use today draws the same way, so the board looks alike on dark
 * and light themes (it brings its own background instead of relying on the terminal's).
 */

/** A text style: 256-colour foreground and background, bold, underline. */
export interface TextStyle {
  readonly fg?: number;
  readonly bg?: number;
  readonly bold?: boolean;
  readonly underline?: boolean;
}

/** Resets every attribute. */
export const RESET = '\x1b[0m';

/** The SGR sequence that sets exactly `style` (from a clean slate, so styles never leak between cells). */
export function styleCode(style: TextStyle): string {
  const codes = ['0'];
  if (style.bold) codes.push('1');
  if (style.underline) codes.push('4');
  if (style.fg !== undefined) codes.push(`38;5;${style.fg}`);
  if (style.bg !== undefined) codes.push(`48;5;${style.bg}`);
  return `\x1b[${codes.join(';')}m`;
}

/** `text` in `style`, followed by a reset. */
export function paint(text: string, style: TextStyle): string {
  return `${styleCode(style)}${text}${RESET}`;
}

// CSI sequences (colours, cursor moves, erase) and OSC sequences (titles), as terminals parse them.
// eslint-disable-next-line no-control-regex
const ESCAPE_SEQUENCE = /\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]/g;

/** `text` without its escape sequences: what a terminal shows, minus the colours. */
export function stripAnsi(text: string): string {
  return text.replace(ESCAPE_SEQUENCE, '');
}
