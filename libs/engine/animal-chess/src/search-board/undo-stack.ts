/**
 * What `undo` needs of each played move, in preallocated typed arrays (no allocation per move): the
 * code, the hash before it (restored rather than recomputed), the moving piece before promotion and
 * the piece it took. Grows by doubling in the rare game longer than its capacity (G-3: games have no
 * length limit).
 */
export class UndoStack {
  codes = new Int32Array(256);
  keys = new Int32Array(256);
  pieces = new Int8Array(256);
  victims = new Int8Array(256);
  /** Moves played and not taken back. */
  depth = 0;

  push(code: number, key: number, piece: number, victim: number): void {
    const at = this.depth;
    if (at === this.codes.length) this.grow();
    this.codes[at] = code;
    this.keys[at] = key;
    this.pieces[at] = piece;
    this.victims[at] = victim;
    this.depth = at + 1;
  }

  private grow(): void {
    const size = this.codes.length * 2;
    const codes = new Int32Array(size);
    const keys = new Int32Array(size);
    const pieces = new Int8Array(size);
    const victims = new Int8Array(size);
    codes.set(this.codes);
    keys.set(this.keys);
    pieces.set(this.pieces);
    victims.set(this.victims);
    this.codes = codes;
    this.keys = keys;
    this.pieces = pieces;
    this.victims = victims;
  }
}
