/**
 * A search board's undo records: what `undo` restores rather than recomputes (the move code, what it
 * took, the hash and running sums before it), a fixed number of 32-bit fields a ply, in one typed
 * array, so playing a move allocates nothing. The array doubles in the rare line deeper than any
 * before it (G-3: games have no length limit).
 *
 * A board writes a record's fields at the offset {@link push} returns and reads them back at the
 * offset {@link pop} returns: `stack.fields[at + k]` is field `k`.
 */
export class UndoStack {
  /** The records, `width` fields each, the oldest first. Replaced when it grows: read it after `push`. */
  fields: Int32Array;
  /** Records pushed and not popped: the plies played on the board. */
  depth = 0;

  constructor(
    /** Fields a record. */
    readonly width: number,
    capacity = 256,
  ) {
    if (!Number.isInteger(width) || width < 1) throw new RangeError(`an undo record needs a whole number ≥ 1 of fields, got ${width}`);
    this.fields = new Int32Array(width * capacity);
  }

  /** Opens a record for the ply being played and returns where its fields start. */
  push(): number {
    const at = this.depth * this.width;
    if (at + this.width > this.fields.length) this.grow();
    this.depth++;
    return at;
  }

  /** Closes the last record and returns where its fields start (they stay readable until the next push). */
  pop(): number {
    if (this.depth === 0) throw new RangeError('undo with no move to take back');
    return --this.depth * this.width;
  }

  private grow(): void {
    const grown = new Int32Array(this.fields.length * 2);
    grown.set(this.fields);
    this.fields = grown;
  }
}
