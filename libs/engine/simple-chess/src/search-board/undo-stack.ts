/**
 * What {@link SimpleChessBoard.undo} needs to take a move back, one entry per ply played: the
 * move, the piece it took and that piece's place in its list, the half-move clock and the hash
 * before it. Parallel typed arrays, so playing a move allocates nothing; they double in the rare
 * case a board plays more plies than they hold (no rule ends a game by length, G-3).
 */
export class UndoStack {
  codes: Int32Array;
  captured: Int8Array;
  slots: Int8Array;
  clocks: Int32Array;
  hashes: Int32Array;
  /** Plies recorded. */
  size = 0;

  constructor(capacity = 64) {
    this.codes = new Int32Array(capacity);
    this.captured = new Int8Array(capacity);
    this.slots = new Int8Array(capacity);
    this.clocks = new Int32Array(capacity);
    this.hashes = new Int32Array(capacity);
  }

  /** Records one ply. */
  push(code: number, captured: number, slot: number, clock: number, hash: number): void {
    if (this.size === this.codes.length) this.grow();
    const i = this.size++;
    this.codes[i] = code;
    this.captured[i] = captured;
    this.slots[i] = slot;
    this.clocks[i] = clock;
    this.hashes[i] = hash;
  }

  private grow(): void {
    const capacity = this.codes.length * 2;
    const grown = <T extends Int32Array | Int8Array>(old: T, fresh: T): T => {
      fresh.set(old);
      return fresh;
    };
    this.codes = grown(this.codes, new Int32Array(capacity));
    this.captured = grown(this.captured, new Int8Array(capacity));
    this.slots = grown(this.slots, new Int8Array(capacity));
    this.clocks = grown(this.clocks, new Int32Array(capacity));
    this.hashes = grown(this.hashes, new Int32Array(capacity));
  }
}
