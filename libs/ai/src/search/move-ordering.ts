import type { SearchBoard } from '@tabula/engine-core';
import { NO_MOVE } from './transposition.js';

const TABLE_MOVE = 1e9;
const CAPTURE = 1e8;
const FIRST_KILLER = 9e7;
const SECOND_KILLER = 8e7;
/** History slots; codes are folded into them (a clash only blurs the ordering, never a result). */
const HISTORY_BITS = 16;
/** History stays below the killers, so a killer is always tried before a merely historical move. */
const HISTORY_CAP = 1e7;

/**
 * Move lists per ply and the order they are tried in: the table move, then captures strongest
 * victim first (`captureValue`), then two killers per ply, then the history of quiet cut-offs.
 * Moves are picked best-first one at a time (selection), because most nodes cut off after one or
 * two moves and never need the rest sorted.
 */
export class MoveOrdering {
  private readonly codes: Int32Array[] = [];
  private readonly scores: Float64Array[] = [];
  private readonly captureFlags: Uint8Array[] = [];
  private readonly killers: Int32Array;
  private readonly history = new Int32Array(1 << HISTORY_BITS);

  constructor(
    private readonly maxMoves: number,
    maxPly: number,
  ) {
    this.killers = new Int32Array(maxPly * 2).fill(NO_MOVE);
  }

  /** The ply's buffers, made on first use (deep plies are rare). */
  private buffers(ply: number): [Int32Array, Float64Array, Uint8Array] {
    let codes = this.codes[ply];
    if (!codes) {
      codes = new Int32Array(this.maxMoves);
      this.codes[ply] = codes;
      this.scores[ply] = new Float64Array(this.maxMoves);
      this.captureFlags[ply] = new Uint8Array(this.maxMoves);
    }
    return [codes, this.scores[ply] as Float64Array, this.captureFlags[ply] as Uint8Array];
  }

  /** Generates the position's moves for `ply` and scores them; returns how many. */
  moves<S, M>(board: SearchBoard<S, M>, ply: number, tableMove: number): number {
    const [codes, scores, flags] = this.buffers(ply);
    const count = board.moves(codes, 0);
    const k1 = this.killers[ply * 2];
    const k2 = this.killers[ply * 2 + 1];
    for (let i = 0; i < count; i++) {
      const code = codes[i] as number;
      const value = board.captureValue(code);
      flags[i] = value > 0 ? 1 : 0;
      scores[i] =
        code === tableMove
          ? TABLE_MOVE
          : value > 0
            ? CAPTURE + value
            : code === k1
              ? FIRST_KILLER
              : code === k2
                ? SECOND_KILLER
                : (this.history[historySlot(code)] as number);
    }
    return count;
  }

  /** Generates only the captures for `ply` (quiescence), strongest victim first; returns how many. */
  captures<S, M>(board: SearchBoard<S, M>, ply: number): number {
    const [codes, scores, flags] = this.buffers(ply);
    const count = board.captures(codes, 0);
    for (let i = 0; i < count; i++) {
      scores[i] = board.captureValue(codes[i] as number);
      flags[i] = 1;
    }
    return count;
  }

  /** The `i`-th best move of the ply (call with i = 0, 1, 2, … in turn). */
  next(ply: number, i: number, count: number): number {
    const codes = this.codes[ply] as Int32Array;
    const scores = this.scores[ply] as Float64Array;
    const flags = this.captureFlags[ply] as Uint8Array;
    let best = i;
    let bestScore = scores[i] as number;
    for (let j = i + 1; j < count; j++) {
      const score = scores[j] as number;
      if (score > bestScore) {
        bestScore = score;
        best = j;
      }
    }
    if (best !== i) {
      const code = codes[best] as number;
      codes[best] = codes[i] as number;
      codes[i] = code;
      scores[best] = scores[i] as number;
      scores[i] = bestScore;
      const flag = flags[best] as number;
      flags[best] = flags[i] as number;
      flags[i] = flag;
    }
    return codes[i] as number;
  }

  /** Whether the move {@link next} returned for index `i` captures. */
  isCapture(ply: number, i: number): boolean {
    return (this.captureFlags[ply] as Uint8Array)[i] === 1;
  }

  /**
   * Whether the move {@link next} returned for index `i` is plain: no table move, capture or
   * killer, only history behind it (the moves a search may reduce).
   */
  isPlain(ply: number, i: number): boolean {
    return ((this.scores[ply] as Float64Array)[i] as number) < SECOND_KILLER;
  }

  /** A quiet move refuted the position: remember it as a killer and in the history. */
  rememberCutoff(code: number, ply: number, depth: number): void {
    if (this.killers[ply * 2] !== code) {
      this.killers[ply * 2 + 1] = this.killers[ply * 2] as number;
      this.killers[ply * 2] = code;
    }
    const slot = historySlot(code);
    this.history[slot] = Math.min(HISTORY_CAP, (this.history[slot] as number) + depth * depth);
  }
}

function historySlot(code: number): number {
  return (code ^ (code >>> HISTORY_BITS)) & ((1 << HISTORY_BITS) - 1);
}
