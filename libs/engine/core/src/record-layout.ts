/** The offsets of a {@link recordLayout}: one per field, and `size`, the record's length. */
export type RecordOffsets<Field extends string> = { readonly [F in Field]: number } & { readonly size: number };

/**
 * Lays out a fixed-size record of numbers in a typed array — a search board's undo record on an
 * `UndoStack`, its running evaluation terms — from its fields' widths, in the order given:
 * each field's offset, and `size`, the record's length. A layout written as widths cannot number two
 * fields alike or miscount the size, as hand-numbered offsets can.
 *
 * Boards copy the offsets into module constants, `const { FROM, HASH, size: RECORD } =
 * recordLayout({ FROM: 1, HASH: 1 })`: a module's own constants are what its hot loops read.
 */
export function recordLayout<const Field extends string>(widths: { readonly [F in Field]: number }): RecordOffsets<Field> {
  const offsets: Record<string, number> = {};
  let size = 0;
  for (const [field, width] of Object.entries(widths) as [string, number][]) {
    if (!Number.isInteger(width) || width < 1) throw new RangeError(`record field ${field} needs a whole width ≥ 1, got ${width}`);
    offsets[field] = size;
    size += width;
  }
  return { ...offsets, size } as RecordOffsets<Field>;
}
