import { displayWidth } from './display-width.js';

/**
 * Prose cut into lines of at most `width` columns, breaking only between words (a single word longer
 * than the line stands alone on its line, unsplit). Spaces inside a word's run are kept; an existing
 * line break starts a new line; `indent` goes before every line after the first. Widths are display
 * widths, so wide characters and colour codes are measured as the terminal draws them. A width that
 * is not a positive number (a pipe) leaves each line whole.
 */
export function wrapText(text: string, width: number | undefined, indent = ''): string[] {
  return text.split('\n').flatMap((paragraph) => wrapWords(paragraph.split(' ').filter((word, index) => word !== '' || index === 0), ' ', width, indent));
}

/**
 * Items (a legend's entries, `E elephant`) joined by `separator` into lines of at most `width`
 * columns, never splitting an item; `indent` goes before every line after the first.
 */
export function wrapItems(items: readonly string[], separator: string, width: number | undefined, indent = ''): string[] {
  return wrapWords(items, separator, width, indent);
}

function wrapWords(words: readonly string[], separator: string, width: number | undefined, indent: string): string[] {
  if (width === undefined || !(width > 0) || !Number.isFinite(width)) return [words.join(separator)];
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line === '') {
      line = (lines.length === 0 ? '' : indent) + word;
    } else if (displayWidth(line) + displayWidth(separator) + displayWidth(word) <= width) {
      line += separator + word;
    } else {
      lines.push(line.trimEnd());
      line = indent + word;
    }
  }
  lines.push(line.trimEnd());
  return lines;
}

/**
 * The width to wrap the cli's prose to: the terminal's columns when the output is one (less one, so
 * a full line does not make the terminal wrap on its own), otherwise none (a pipe gets whole lines).
 */
export function terminalWidth(output: { readonly isTTY?: boolean; readonly columns?: number } = process.stdout): number | undefined {
  return output.isTTY && output.columns !== undefined && output.columns > 0 ? Math.max(20, output.columns - 1) : undefined;
}
