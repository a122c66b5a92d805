/** A square name split into its file letters and rank number, e.g. `c10` → `c`, `10`. */
export interface SquareCoordinates {
  readonly file: string;
  readonly rank: string;
}

/** Splits a square name as the pictures write them (docs/notation.md: file letters, then the rank). */
export function splitSquareName(square: string): SquareCoordinates {
  const match = /^([a-z]+)(\d+)$/i.exec(square);
  if (!match) throw new Error(`square name '${square}' is not letters followed by a rank number`);
  return { file: match[1] as string, rank: match[2] as string };
}
