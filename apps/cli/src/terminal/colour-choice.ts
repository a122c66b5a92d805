/**
 * Whether to write colours to a stream: only to a terminal, and never when the person asked for none
 * (`NO_COLOR` set to anything non-empty, https://no-color.org) or the terminal cannot draw them
 * (`TERM=dumb`). Piped output stays plain text that scripts and diffs can read.
 */
export function useColour(stream: { readonly isTTY?: boolean }, env: Readonly<Record<string, string | undefined>>): boolean {
  if (env['NO_COLOR']) return false;
  if (env['TERM'] === 'dumb') return false;
  return stream.isTTY === true;
}
