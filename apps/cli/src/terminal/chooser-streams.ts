/** Where a chooser reads keys or lines: stdin, or a stream in tests. */
export type ChooserInput = NodeJS.ReadableStream & {
  readonly isTTY?: boolean;
  /** A terminal's raw mode (tty.ReadStream), which the arrow menu needs to see single key presses. */
  setRawMode?(mode: boolean): unknown;
  readonly isRaw?: boolean;
};

/** Where a chooser draws: stdout, or a stream in tests. */
export type ChooserOutput = NodeJS.WritableStream & { readonly isTTY?: boolean; readonly columns?: number };
