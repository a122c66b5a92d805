/** How a stored score bounds the true value. */
export const EXACT = 1;
export const LOWER = 2;
export const UPPER = 3;

/** "No move" in move-code slots (codes are non-negative). */
export const NO_MOVE = -1;

/**
 * A fixed-size, always-replace-if-deeper transposition table on typed arrays (no allocation per
 * probe). Keys are 32-bit position hashes; the slot holds the full hash, so only true 32-bit
 * collisions mislead it, and a stored move is only used if the position generates it.
 */
export class TranspositionTable {
  private readonly mask: number;
  private readonly keys: Uint32Array;
  private readonly used: Uint8Array;
  private readonly depths: Int16Array;
  private readonly scores: Int32Array;
  private readonly bounds: Uint8Array;
  private readonly moves: Int32Array;

  /** What the last successful {@link probe} found. */
  depth = 0;
  score = 0;
  bound = 0;
  /** Move code of the best or refuting move, or {@link NO_MOVE}. */
  move = NO_MOVE;

  /** @param bits - log2 of the slot count */
  constructor(bits: number) {
    const size = 1 << bits;
    this.mask = size - 1;
    this.keys = new Uint32Array(size);
    this.used = new Uint8Array(size);
    this.depths = new Int16Array(size);
    this.scores = new Int32Array(size);
    this.bounds = new Uint8Array(size);
    this.moves = new Int32Array(size);
  }

  /** Whether the position is stored; if so, its entry is in `depth`, `score`, `bound`, `move`. */
  probe(hash: number): boolean {
    const slot = hash & this.mask;
    if (this.used[slot] === 0 || this.keys[slot] !== hash >>> 0) return false;
    this.depth = this.depths[slot] as number;
    this.score = this.scores[slot] as number;
    this.bound = this.bounds[slot] as number;
    this.move = this.moves[slot] as number;
    return true;
  }

  store(hash: number, depth: number, score: number, bound: number, move: number): void {
    const slot = hash & this.mask;
    if (this.used[slot] !== 0 && this.keys[slot] !== hash >>> 0 && (this.depths[slot] as number) > depth + 2) return;
    this.used[slot] = 1;
    this.keys[slot] = hash;
    this.depths[slot] = depth;
    this.scores[slot] = score;
    this.bounds[slot] = bound;
    this.moves[slot] = move;
  }
}

/**
 * Table size for a budget: about two slots per node, between 2^12 and 2^20. A time-only budget is
 * sized for 500 nodes a millisecond, so short moves do not pay for clearing a large table.
 */
export function tableBitsFor(nodes: number | undefined, ms?: number): number {
  const expected = nodes ?? (ms === undefined ? 1 << 19 : ms * 500);
  return Math.max(12, Math.min(20, Math.ceil(Math.log2(Math.max(1, expected) * 2))));
}
