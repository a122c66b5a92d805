/** How a stored score bounds the true value. */
export const EXACT = 1;
export const LOWER = 2;
export const UPPER = 3;

/** "No move" in move-code slots (codes are non-negative). */
export const NO_MOVE = -1;

/** Int32 fields of a slot: the full hash, the packed depth and bound, the score, the move. */
const SLOT = 4;
const KEY = 0;
const META = 1;
const SCORE = 2;
const MOVE = 3;
/** In a slot's META: set once the slot holds an entry (a zero hash is a valid key). */
const USED = 1 << 24;
const BOUND_SHIFT = 16;

/**
 * A fixed-size, always-replace-if-deeper transposition table on one typed array (no allocation per
 * probe), four 32-bit fields a slot, so a probe or a store touches one cache line rather than one
 * per field. Keys are 32-bit position hashes; the slot holds the full hash, so only true 32-bit
 * collisions mislead it, and a stored move is only used if the position generates it.
 */
export class TranspositionTable {
  private readonly mask: number;
  private readonly slots: Int32Array;

  /** What the last successful {@link probe} found. */
  depth = 0;
  score = 0;
  bound = 0;
  /** Move code of the best or refuting move, or {@link NO_MOVE}. */
  move = NO_MOVE;

  /** @param bits - log2 of the slot count */
  constructor(bits: number) {
    this.mask = (1 << bits) - 1;
    this.slots = new Int32Array(SLOT << bits);
  }

  /** Whether the position is stored; if so, its entry is in `depth`, `score`, `bound`, `move`. */
  probe(hash: number): boolean {
    const slots = this.slots;
    const at = (hash & this.mask) * SLOT;
    const meta = slots[at + META] as number;
    if ((meta & USED) === 0 || slots[at + KEY] !== (hash | 0)) return false;
    this.depth = (meta << 16) >> 16;
    this.bound = (meta >> BOUND_SHIFT) & 3;
    this.score = slots[at + SCORE] as number;
    this.move = slots[at + MOVE] as number;
    return true;
  }

  /**
   * Keeps the entry unless the slot holds another position's entry more than two plies deeper, or
   * this position's own deeper entry and the new one is a quiescence result (depth 0).
   */
  store(hash: number, depth: number, score: number, bound: number, move: number): void {
    const slots = this.slots;
    const at = (hash & this.mask) * SLOT;
    const meta = slots[at + META] as number;
    if ((meta & USED) !== 0) {
      const stored = (meta << 16) >> 16;
      if (slots[at + KEY] !== (hash | 0)) {
        if (stored > depth + 2) return;
      } else if (depth === 0 && stored > 0) {
        // A quiescence result (depth 0) of a position the full-width search already scored deeper
        // would throw that deeper score away, and with it the proof that a subtree is solved.
        return;
      }
    }
    slots[at + KEY] = hash;
    slots[at + META] = USED | (bound << BOUND_SHIFT) | (depth & 0xffff);
    slots[at + SCORE] = score;
    slots[at + MOVE] = move;
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
