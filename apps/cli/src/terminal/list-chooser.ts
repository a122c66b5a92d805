import { arrowMenu, type ChooserAnswer } from './arrow-menu.js';
import type { ChooserInput, ChooserOutput } from './chooser-streams.js';
import { numberedList } from './numbered-list.js';

export type { ChooserInput, ChooserOutput } from './chooser-streams.js';
export type { ChooserAnswer } from './arrow-menu.js';

/**
 * Asks the person to choose one of `items` and resolves to its index, null when they quit, or
 * `interrupted` when they pressed Ctrl-C in the menu (a piped list is stopped by the signal itself).
 * On a terminal (both streams TTYs) it is an arrow-key menu: Up/Down and Enter, digits 1–9 pick
 * directly, `q`, Esc or Ctrl-C quit, and the terminal is left as it was found (raw mode off, cursor
 * shown). Otherwise it prints a numbered list and reads a typed number, line by line, so a script
 * can pipe its answers in. Either way, input after the answer stays in the stream for the next reader.
 */
export function chooseFromList(input: ChooserInput, output: ChooserOutput, title: string, items: readonly string[]): Promise<ChooserAnswer> {
  if (items.length === 0) return Promise.reject(new Error(`nothing to choose from for '${title}': the list is empty`));
  if (input.isTTY && output.isTTY && typeof input.setRawMode === 'function') return arrowMenu(input, output, title, items);
  return numberedList(input, output, title, items);
}
