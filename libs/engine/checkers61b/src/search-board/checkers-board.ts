import { DRAWN, ONGOING, recordLayout, UndoStack, type Player, type SearchBoard } from '@tabula/engine-core';
import { fillCodeBits, hasMoveBits, SQUARE_BIT } from '../bitboards.js';
import { evaluatePosition, PLACED_HALVES, placedHalves } from '../evaluate.js';
import { listMoves, moveOfCode } from '../move-generation.js';
import { afterLanding, explode, isBomb } from '../movement.js';
import { decodeBoard, encodeBoard, WATER } from '../piece-codes.js';
import type { CheckersMove, CheckersState } from '../state.js';
import { hashCodes, WATER_TO_MOVE_KEY, ZOBRIST } from '../zobrist.js';
import { chainCaptureValue, singleCaptureValue } from './capture-value.js';
import { ChainStore } from './chain-store.js';
import { CHAIN_CODE_BASE, chainIndex, codeFrom, codeTo, isStepCode, MAX_MOVES } from './move-codes.js';

/**
 * The fields of a ply's undo record: the square the moving piece left and its code there, where it
 * stands after the move (-1 when it exploded, CK-5), the hash, the placed value (evaluate.ts, in half
 * points) and the two sides' piece counts before the move, and where the move's removed pieces start
 * in the board's list of removed pieces.
 */
const { FROM, MOVER, LANDING, HASH, PLACED, FIRE_COUNT, WATER_COUNT, REMOVED_START, size: RECORD } = recordLayout({
  FROM: 1,
  MOVER: 1,
  LANDING: 1,
  HASH: 1,
  PLACED: 1,
  FIRE_COUNT: 1,
  WATER_COUNT: 1,
  REMOVED_START: 1,
});
/** Plies the board holds before its arrays first grow. */
const FIRST_DEPTH = 256;

/**
 * Checkers61b's {@link SearchBoard}: a 64-byte code board (piece-codes.ts) changed in place, with
 * the Zobrist hash and both sides' piece counts (for CK-6) kept move by move. Moves are listed by
 * the engine's one generator (move-generation.ts); move codes are laid out in move-codes.ts.
 */
export class CheckersBoard implements SearchBoard<CheckersState, CheckersMove> {
  readonly maxMoves = MAX_MOVES;
  private readonly codes: Int8Array;
  private mover: Player;
  private moveNumber: number;
  private key: number;
  /** The pieces' squares as bits per piece code, and their placed value: what the evaluation reads. */
  private readonly masks = new Int32Array(16);
  /** In half points (evaluate.ts), an integer: a double here would be boxed at every change. */
  private placed = 0;
  /** Pieces per side: a side without pieces ends the game at once (CK-6). */
  private fire = 0;
  private water = 0;
  /** Plies played and not taken back, one record each; its depth is the ply. */
  private readonly history = new UndoStack(RECORD, FIRST_DEPTH);
  /**
   * The position numbered at each ply: a new number for every position reached by `play`, so a ply's
   * listed chains can be matched to the position they were listed for (chain-store.ts).
   */
  private nodes = new Float64Array(FIRST_DEPTH + 1);
  /** The number given to the last position reached (see {@link nodes}). */
  private lastNode = 0;
  /**
   * Pieces removed by captures and explosions, as (square, code) pairs, for every ply: a move removes
   * any number up to nine, so they are not in the fixed-size undo records.
   */
  private removedPieces = new Int16Array(FIRST_DEPTH * 2 * 9);
  /** The end of {@link removedPieces}. */
  private removedTop = 0;
  private readonly chains = new ChainStore();
  /** Where chains are listed again when a code is replayed without its position's moves listed. */
  private readonly relisted = new Int32Array(MAX_MOVES);
  /** {@link outcome} of the position numbered {@link outcomeNode}, which it asks often. */
  private outcomeNode = -1;
  private outcomeValue = ONGOING;

  constructor(state: CheckersState) {
    this.codes = encodeBoard(state);
    this.mover = state.toMove;
    this.moveNumber = state.moveNumber;
    this.key = hashCodes(this.codes, state.toMove === 1) | 0;
    this.placed = placedHalves(this.codes);
    fillCodeBits(this.codes, this.masks);
    for (const code of this.codes) {
      if (code === 0) continue;
      if (code & WATER) this.water++;
      else this.fire++;
    }
  }

  toMove(): Player {
    return this.mover;
  }

  outcome(): number {
    const node = this.nodes[this.history.depth] as number;
    if (this.outcomeNode !== node) {
      this.outcomeNode = node;
      this.outcomeValue = this.decideOutcome();
    }
    return this.outcomeValue;
  }

  /** CK-6 from the piece counts, then CK-7 / G-1: a player with pieces but no move loses. */
  private decideOutcome(): number {
    if (this.fire === 0) return this.water === 0 ? DRAWN : 1;
    if (this.water === 0) return 0;
    if (hasMoveBits(this.masks, this.mover === 1 ? WATER : 0)) return ONGOING;
    return this.mover === 0 ? 1 : 0;
  }

  moves(out: Int32Array, at: number): number {
    return this.list(false, out, at);
  }

  captures(out: Int32Array, at: number): number {
    return this.list(true, out, at);
  }

  /** Lists the position's moves (or captures) and records its chains for this ply. */
  private list(capturesOnly: boolean, out: Int32Array, at: number): number {
    if (this.fire === 0 || this.water === 0) return 0;
    const ply = this.history.depth;
    this.chains.begin(ply, this.nodes[ply] as number);
    return listMoves(this.codes, this.masks, this.mover === 1 ? WATER : 0, -1, capturesOnly, out, at, this.chains);
  }

  /** Where the landings of a chain code of this position are, listing the chains first if needed. */
  private chainRecord(code: number): number {
    const ply = this.history.depth;
    // A tree search may replay a code on a position whose moves it did not list this time.
    if (!this.chains.holds(ply, this.nodes[ply] as number)) this.list(true, this.relisted, 0);
    return this.chains.recordAt(ply, chainIndex(code));
  }

  captureValue(code: number): number {
    if (code < CHAIN_CODE_BASE) return isStepCode(code) ? 0 : singleCaptureValue(this.codes, codeFrom(code), codeTo(code));
    const record = this.chainRecord(code);
    const paths = this.chains.paths;
    return chainCaptureValue(this.codes, codeFrom(code), paths, record + 1, paths[record] as number);
  }

  play(code: number): void {
    const ply = this.history.depth;
    // Before anything moves: finding a chain's landings may need this position's chains listed.
    const record = code < CHAIN_CODE_BASE ? -1 : this.chainRecord(code);
    this.reserve(ply);
    const saved = this.history.push();
    const fields = this.history.fields;
    const from = codeFrom(code);
    let piece = this.codes[from] as number;
    fields[saved + FROM] = from;
    fields[saved + MOVER] = piece;
    fields[saved + HASH] = this.key;
    fields[saved + PLACED] = this.placed;
    fields[saved + FIRE_COUNT] = this.fire;
    fields[saved + WATER_COUNT] = this.water;
    fields[saved + REMOVED_START] = this.removedTop;
    this.lift(from, piece);
    let at = codeTo(code);
    if (record < 0) {
      if (isStepCode(code)) {
        piece = afterLanding(piece, at);
      } else {
        this.take(from, at);
        if (isBomb(piece)) {
          // CK-5: the bomb explodes on its landing square and is not put down.
          if (piece & WATER) this.water--;
          else this.fire--;
          this.explode(at);
          at = -1;
        } else {
          piece = afterLanding(piece, at);
        }
      }
    } else {
      // A chain: its landings are where its moves were listed (chain-store.ts). The mover is lifted
      // already, so the chain may cross or land on its own start square (CK-2).
      const paths = this.chains.paths;
      const length = paths[record] as number;
      let square = from;
      for (let i = 1; i <= length; i++) {
        const land = paths[record + i] as number;
        this.take(square, land);
        piece = afterLanding(piece, land);
        square = land;
      }
    }
    if (at >= 0) this.put(at, piece);
    fields[saved + LANDING] = at;
    this.key ^= WATER_TO_MOVE_KEY;
    if (this.mover === 1) this.moveNumber++;
    this.mover = this.mover === 0 ? 1 : 0;
    this.nodes[ply + 1] = ++this.lastNode;
  }

  /** Makes room for the number of the position after `ply` and for up to 9 more removed pieces. */
  private reserve(ply: number): void {
    if (ply + 1 >= this.nodes.length) this.nodes = grown(this.nodes, this.nodes.length * 2);
    if (this.removedTop + 18 > this.removedPieces.length) this.removedPieces = grown(this.removedPieces, this.removedPieces.length * 2);
  }

  /** Takes `piece` off `square`, keeping the hash, the placed value and the bits up to date. */
  private lift(square: number, piece: number): void {
    this.codes[square] = 0;
    this.key ^= ZOBRIST[square * 16 + piece] as number;
    this.placed -= PLACED_HALVES[piece * 64 + square] as number;
    this.masks[piece] = (this.masks[piece] as number) ^ (SQUARE_BIT[square] as number);
  }

  /** Puts `piece` on `square`, keeping the hash, the placed value and the bits up to date. */
  private put(square: number, piece: number): void {
    this.codes[square] = piece;
    this.key ^= ZOBRIST[square * 16 + piece] as number;
    this.placed += PLACED_HALVES[piece * 64 + square] as number;
    this.masks[piece] = (this.masks[piece] as number) ^ (SQUARE_BIT[square] as number);
  }

  /** Removes the piece jumped from `square` to `land` (CK-2) and records it. */
  private take(square: number, land: number): void {
    const over = (square + land) >> 1;
    const victim = this.codes[over] as number;
    this.removedPieces[this.removedTop++] = over;
    this.removedPieces[this.removedTop++] = victim;
    this.removed(over, victim);
  }

  /** CK-5, by movement.ts's `explode`, which records what it removes. */
  private explode(landing: number): void {
    const start = this.removedTop;
    const removed = this.removedPieces;
    this.removedTop = explode(this.codes, landing, removed, start);
    for (let r = start; r < this.removedTop; r += 2) this.removed(removed[r] as number, removed[r + 1] as number);
  }

  /** Takes a captured or exploded piece off the board and off its side's count. */
  private removed(square: number, victim: number): void {
    this.lift(square, victim);
    if (victim & WATER) this.water--;
    else this.fire--;
  }

  undo(): void {
    const saved = this.history.pop();
    const fields = this.history.fields;
    this.mover = this.mover === 0 ? 1 : 0;
    if (this.mover === 1) this.moveNumber--;
    // Lift the piece first: a king's chain may end on its own start square.
    const landing = fields[saved + LANDING] as number;
    if (landing >= 0) this.lift(landing, this.codes[landing] as number);
    const start = fields[saved + REMOVED_START] as number;
    const removed = this.removedPieces;
    for (let r = this.removedTop - 2; r >= start; r -= 2) this.put(removed[r] as number, removed[r + 1] as number);
    this.removedTop = start;
    this.put(fields[saved + FROM] as number, fields[saved + MOVER] as number);
    // The sums come back exactly from the record (the hash's XORs above cancel out anyway).
    this.key = fields[saved + HASH] as number;
    this.placed = fields[saved + PLACED] as number;
    this.fire = fields[saved + FIRE_COUNT] as number;
    this.water = fields[saved + WATER_COUNT] as number;
  }

  hash(): number {
    return this.key >>> 0;
  }

  evaluate(player: Player): number {
    return evaluatePosition(this.masks, this.placed, this.mover, player);
  }

  state(): CheckersState {
    return { board: decodeBoard(this.codes), toMove: this.mover, moveNumber: this.moveNumber };
  }

  move(code: number): CheckersMove {
    if (code >= CHAIN_CODE_BASE) this.chainRecord(code);
    return moveOfCode(code, this.chains, this.history.depth);
  }
}

/** The search board of a Checkers61b state (`search.board`). */
export function loadCheckersBoard(state: CheckersState): CheckersBoard {
  return new CheckersBoard(state);
}

/** A copy of `array` in a new array of `size` elements. */
function grown<T extends Int16Array | Float64Array>(array: T, size: number): T {
  const copy = new (array.constructor as new (size: number) => T)(size);
  copy.set(array);
  return copy;
}
