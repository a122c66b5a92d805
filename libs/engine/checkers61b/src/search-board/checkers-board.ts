import { DRAWN, ONGOING, type Player, type SearchBoard } from '@tabula/engine-core';
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
import { UndoStack } from './undo-stack.js';

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
  /** Plies played (and not taken back) since loading: the undo stack's height. */
  private ply = 0;
  /** The number given to the last position reached (see {@link UndoStack.node}). */
  private lastNode = 0;
  private readonly undoStack = new UndoStack();
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
    const node = this.undoStack.node[this.ply] as number;
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
    this.chains.begin(this.ply, this.undoStack.node[this.ply] as number);
    return listMoves(this.codes, this.masks, this.mover === 1 ? WATER : 0, -1, capturesOnly, out, at, this.chains);
  }

  /** Where the landings of a chain code of this position are, listing the chains first if needed. */
  private chainRecord(code: number): number {
    const node = this.undoStack.node[this.ply] as number;
    // A tree search may replay a code on a position whose moves it did not list this time.
    if (!this.chains.holds(this.ply, node)) this.list(true, this.relisted, 0);
    return this.chains.recordAt(this.ply, chainIndex(code));
  }

  captureValue(code: number): number {
    if (code < CHAIN_CODE_BASE) return isStepCode(code) ? 0 : singleCaptureValue(this.codes, codeFrom(code), codeTo(code));
    const record = this.chainRecord(code);
    const paths = this.chains.paths;
    return chainCaptureValue(this.codes, codeFrom(code), paths, record + 1, paths[record] as number);
  }

  play(code: number): void {
    const stack = this.undoStack;
    const ply = this.ply;
    // Before anything moves: finding a chain's landings may need this position's chains listed.
    const record = code < CHAIN_CODE_BASE ? -1 : this.chainRecord(code);
    stack.reserve(ply);
    const from = codeFrom(code);
    let piece = this.codes[from] as number;
    stack.from[ply] = from;
    stack.mover[ply] = piece;
    stack.hash[ply] = this.key;
    stack.placed[ply] = this.placed;
    stack.fire[ply] = this.fire;
    stack.water[ply] = this.water;
    stack.removedStart[ply] = stack.removedTop;
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
    stack.landing[ply] = at;
    this.key ^= WATER_TO_MOVE_KEY;
    if (this.mover === 1) this.moveNumber++;
    this.mover = this.mover === 0 ? 1 : 0;
    this.ply = ply + 1;
    stack.node[ply + 1] = ++this.lastNode;
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
    const stack = this.undoStack;
    const over = (square + land) >> 1;
    const victim = this.codes[over] as number;
    stack.removed[stack.removedTop++] = over;
    stack.removed[stack.removedTop++] = victim;
    this.removed(over, victim);
  }

  /** CK-5, by movement.ts's `explode`, which records what it removes. */
  private explode(landing: number): void {
    const stack = this.undoStack;
    const start = stack.removedTop;
    stack.removedTop = explode(this.codes, landing, stack.removed, start);
    for (let r = start; r < stack.removedTop; r += 2) this.removed(stack.removed[r] as number, stack.removed[r + 1] as number);
  }

  /** Takes a captured or exploded piece off the board and off its side's count. */
  private removed(square: number, victim: number): void {
    this.lift(square, victim);
    if (victim & WATER) this.water--;
    else this.fire--;
  }

  undo(): void {
    const stack = this.undoStack;
    const ply = --this.ply;
    this.mover = this.mover === 0 ? 1 : 0;
    if (this.mover === 1) this.moveNumber--;
    // Lift the piece first: a king's chain may end on its own start square.
    const landing = stack.landing[ply] as number;
    if (landing >= 0) this.lift(landing, this.codes[landing] as number);
    const start = stack.removedStart[ply] as number;
    const removed = stack.removed;
    for (let r = stack.removedTop - 2; r >= start; r -= 2) this.put(removed[r] as number, removed[r + 1] as number);
    stack.removedTop = start;
    this.put(stack.from[ply] as number, stack.mover[ply] as number);
    // The sums come back exactly from the record (the hash's XORs above cancel out anyway).
    this.key = stack.hash[ply] as number;
    this.placed = stack.placed[ply] as number;
    this.fire = stack.fire[ply] as number;
    this.water = stack.water[ply] as number;
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
    return moveOfCode(code, this.chains, this.ply);
  }
}

/** The search board of a Checkers61b state (`search.board`). */
export function loadCheckersBoard(state: CheckersState): CheckersBoard {
  return new CheckersBoard(state);
}
