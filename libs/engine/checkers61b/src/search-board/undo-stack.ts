/**
 * What the search board needs to take a move back, one record per ply, in typed arrays grown by
 * doubling (rarely: a search deeper than any before on this board), so `play` does not allocate.
 */
export class UndoStack {
  /** The square the moving piece left, and its code there. */
  from = new Int8Array(256);
  mover = new Int8Array(256);
  /** Where the piece stands after the move, or -1 when it exploded (CK-5). */
  landing = new Int8Array(256);
  /** The hash, the placed value (evaluate.ts, in half points) and the two sides' piece counts before the move. */
  hash = new Int32Array(256);
  placed = new Int32Array(256);
  fire = new Int8Array(256);
  water = new Int8Array(256);
  /** Where the move's removed pieces start in {@link removed}. */
  removedStart = new Int32Array(256);
  /**
   * The position numbered at each ply: a new number for every position reached by `play`, so a ply's
   * listed chains can be matched to the position they were listed for (chain-store.ts).
   */
  node = new Float64Array(257);
  /** Pieces removed by captures and explosions, as (square, code) pairs, for every ply. */
  removed = new Int16Array(256 * 2 * 9);
  /** The end of {@link removed}. */
  removedTop = 0;

  /** Makes room for a record at `ply` and for up to 9 more removed pieces. */
  reserve(ply: number): void {
    if (ply >= this.from.length) this.growPlies();
    if (this.removedTop + 18 > this.removed.length) this.removed = grown(this.removed, this.removed.length * 2);
  }

  private growPlies(): void {
    const size = this.from.length * 2;
    this.from = grown(this.from, size);
    this.mover = grown(this.mover, size);
    this.landing = grown(this.landing, size);
    this.hash = grown(this.hash, size);
    this.placed = grown(this.placed, size);
    this.fire = grown(this.fire, size);
    this.water = grown(this.water, size);
    this.removedStart = grown(this.removedStart, size);
    this.node = grown(this.node, size + 1);
  }
}

function grown<T extends Int8Array | Int16Array | Int32Array | Float64Array>(array: T, size: number): T {
  const copy = new (array.constructor as new (size: number) => T)(size);
  copy.set(array);
  return copy;
}
