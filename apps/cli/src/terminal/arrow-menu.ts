import { displayWidth } from './display-width.js';
import { decodeKeys, type Key } from './keys.js';
import type { ChooserInput, ChooserOutput } from './chooser-streams.js';

const HIDE_CURSOR = '\x1b[?25l';
const SHOW_CURSOR = '\x1b[?25h';
const CLEAR_LINE = '\r\x1b[2K';
const BOLD = '\x1b[1m';
const PLAIN = '\x1b[0m';
const up = (lines: number) => (lines > 0 ? `\x1b[${lines}A` : '');

/** What a chooser answers: the index chosen, null when the person quit (q, Esc), `interrupted` on Ctrl-C. */
export type ChooserAnswer = number | null | 'interrupted';

/**
 * The chooser on a terminal: the items under the title, the selected one pointed at and bold,
 * redrawn in place as the arrows move it. On an answer the menu folds into one line
 * (`Which game? Jungle — …`); on quitting it disappears.
 */
export function arrowMenu(input: ChooserInput, output: ChooserOutput, title: string, items: readonly string[]): Promise<ChooserAnswer> {
  const wasRaw = input.isRaw === true;
  const digits = String(items.length).length;
  const hint = `↑/↓ move · Enter choose · 1-${Math.min(items.length, 9)} pick · q quit`;
  let selected = 0;

  // Lines longer than the terminal would wrap and break the redraw, which counts one row per item.
  const fit = (text: string) => truncate(text, (output.columns ?? 80) - 1);
  const itemLine = (index: number) => {
    const pointer = index === selected ? '❯' : ' ';
    const line = fit(`${pointer} ${String(index + 1).padStart(digits)}. ${items[index]}`);
    return index === selected ? `${BOLD}${line}${PLAIN}` : line;
  };
  const drawItems = () => output.write(`${items.map((_, index) => `${CLEAR_LINE}${itemLine(index)}\n`).join('')}${CLEAR_LINE}${fit(hint)}\n`);

  return new Promise((resolve) => {
    const finish = (choice: ChooserAnswer, unread: string, typed: 'buffer' | 'text') => {
      input.removeListener('data', onData);
      input.removeListener('end', onEnd);
      input.setRawMode?.(wasRaw);
      input.pause();
      if (unread.length > 0) input.unshift(typed === 'text' ? unread : Buffer.from(unread, 'utf8'));
      output.write(`${up(items.length + 2)}\r\x1b[J`);
      if (typeof choice === 'number') output.write(`${fit(`${title} ${items[choice]}`)}\n`);
      output.write(SHOW_CURSOR);
      resolve(choice);
    };
    const onData = (chunk: Buffer | string) => {
      const keys = decodeKeys(typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
      for (const [index, key] of keys.entries()) {
        const outcome = keyAction(key, selected, items.length);
        if (outcome.kind === 'move') selected = outcome.to;
        if (outcome.kind === 'done' || outcome.kind === 'interrupt') {
          const unread = keys.slice(index + 1).map((rest) => rest.raw).join('');
          finish(outcome.kind === 'done' ? outcome.choice : 'interrupted', unread, typeof chunk === 'string' ? 'text' : 'buffer');
          return;
        }
      }
      output.write(up(items.length + 1));
      drawItems();
    };
    const onEnd = () => finish(null, '', 'buffer');

    // Raw mode before the menu shows: a key pressed the moment it appears (Ctrl-C) must reach the
    // menu as a key, not the terminal's line discipline as a signal.
    input.setRawMode?.(true);
    output.write(`${HIDE_CURSOR}${fit(title)}\n`);
    drawItems();
    input.on('data', onData);
    input.once('end', onEnd);
    input.resume();
  });
}

/**
 * What a key does: move the pointer, end the menu with a choice (or null), end it as interrupted
 * (Ctrl-C: the command then exits as a shell's Ctrl-C does, 130), or nothing.
 */
export type KeyAction =
  | { readonly kind: 'move'; readonly to: number }
  | { readonly kind: 'done'; readonly choice: number | null }
  | { readonly kind: 'interrupt' }
  | { readonly kind: 'ignore' };

/** What one key does to a menu of `count` items with `selected` pointed at. */
export function keyAction(key: Key, selected: number, count: number): KeyAction {
  switch (key.name) {
    case 'up':
      return { kind: 'move', to: (selected + count - 1) % count };
    case 'down':
      return { kind: 'move', to: (selected + 1) % count };
    case 'home':
      return { kind: 'move', to: 0 };
    case 'end':
      return { kind: 'move', to: count - 1 };
    case 'enter':
      return { kind: 'done', choice: selected };
    case 'interrupt':
      return { kind: 'interrupt' };
    case 'escape':
    case 'end-of-input':
      return { kind: 'done', choice: null };
    case 'character': {
      if (key.char === 'q' || key.char === 'Q') return { kind: 'done', choice: null };
      if (key.char === 'k') return { kind: 'move', to: (selected + count - 1) % count };
      if (key.char === 'j') return { kind: 'move', to: (selected + 1) % count };
      const digit = /^[1-9]$/.test(key.char) ? Number(key.char) : 0;
      return digit >= 1 && digit <= count ? { kind: 'done', choice: digit - 1 } : { kind: 'ignore' };
    }
    default:
      return { kind: 'ignore' };
  }
}

/** `text` cut to `width` columns, with an ellipsis when cut. */
function truncate(text: string, width: number): string {
  if (displayWidth(text) <= width) return text;
  let kept = '';
  for (const character of text) {
    if (displayWidth(kept + character) > width - 1) break;
    kept += character;
  }
  return `${kept}…`;
}
