import { ONGOING, recordLayout, UndoStack, type Player, type SearchBoard } from '@tabula/engine-core';
import type { PieceLetter } from '../pieces.js';
import type { SimpleChessMove, SimpleChessState } from '../state.js';
import { RISK_OF_CODE, VICTIM_OF_CODE } from './capture-value.js';
import { evaluateForWhite } from './evaluation.js';
import { kingAttacked } from './king-attack.js';
import { CODE_OF_LETTER, LETTER_OF_CODE, PAWN, SQUARE_64, SQUARE_88, SQUARES_88 } from './layout.js';
import { fromOf, generateMoves, hasAnyMove, toOf } from './move-generation.js';
import { Position } from './position.js';
import { BLACK_TO_MOVE_KEY, KEY_OF_CODE } from './zobrist.js';

/**
 * The fields of a move's undo record: the move, the piece it took and that piece's place in its
 * list (-1 for none), the half-move clock and the hash before it.
 */
const { CODE, CAPTURED, SLOT, CLOCK, KEY, size: RECORD } = recordLayout({ CODE: 1, CAPTURED: 1, SLOT: 1, CLOCK: 1, KEY: 1 });

/**
 * Simplified chess's {@link SearchBoard}: a 0x88 position with piece lists, made and unmade in
 * place. The hash (Zobrist) and the material are updated incrementally by each move; the rest of
 * the evaluation is one pass over the moving pieces. Move codes are `from * 128 + to` in 0x88
 * squares (move-generation.ts).
 */
export class SimpleChessBoard implements SearchBoard<SimpleChessState, SimpleChessMove> {
  readonly maxMoves: number;
  private readonly position = new Position();
  private readonly history = new UndoStack(RECORD);
  private mover: Player;
  private clock: number;
  private moveNumber: number;
  private key = 0;

  constructor(state: SimpleChessState) {
    state.board.forEach((letter, square) => {
      if (letter === null) return;
      const code = CODE_OF_LETTER[letter];
      const at = SQUARE_88[square] as number;
      this.position.place(code, at);
      this.key ^= KEY_OF_CODE[code * SQUARES_88 + at] as number;
    });
    this.mover = state.toMove;
    if (this.mover === 1) this.key ^= BLACK_TO_MOVE_KEY;
    this.clock = state.halfmoveClock;
    this.moveNumber = state.moveNumber;
    // Pieces never appear or promote (SC-4), so what the pieces loaded here could ever reach bounds
    // the moves of every position this board will see.
    this.maxMoves = Math.max(1, ...this.position.mostMoves);
  }

  toMove(): Player {
    return this.mover;
  }

  outcome(): number {
    // SC-6 first (a captured king), then G-1 (no move for the side to move loses).
    const kings = this.position.kings;
    if ((kings[0] as number) < 0) return 1;
    if ((kings[1] as number) < 0) return 0;
    return hasAnyMove(this.position, this.mover) ? ONGOING : 1 - this.mover;
  }

  moves(out: Int32Array, at: number): number {
    if (this.kingTaken()) return 0; // G-2: a finished game has no moves
    return generateMoves(this.position, this.mover, true, out, at);
  }

  captures(out: Int32Array, at: number): number {
    if (this.kingTaken()) return 0;
    return generateMoves(this.position, this.mover, false, out, at);
  }

  captureValue(code: number): number {
    const cells = this.position.cells;
    const victim = cells[toOf(code)] as number;
    if (victim === 0) return 0;
    return (VICTIM_OF_CODE[victim] as number) - (RISK_OF_CODE[cells[fromOf(code)] as number] as number);
  }

  play(code: number): void {
    const position = this.position;
    const from = fromOf(code);
    const to = toOf(code);
    const piece = position.cells[from] as number;
    const captured = position.cells[to] as number;
    const at = this.history.push();
    const history = this.history.fields;
    history[at + CODE] = code;
    history[at + CAPTURED] = captured;
    history[at + SLOT] = captured === 0 ? -1 : position.lift(to);
    history[at + CLOCK] = this.clock;
    history[at + KEY] = this.key;
    position.shift(from, to);
    this.key ^=
      (KEY_OF_CODE[piece * SQUARES_88 + from] as number) ^
      (KEY_OF_CODE[piece * SQUARES_88 + to] as number) ^
      (KEY_OF_CODE[captured * SQUARES_88 + to] as number) ^
      BLACK_TO_MOVE_KEY;
    this.clock = captured !== 0 || (piece & 7) === PAWN ? 0 : this.clock + 1;
    if (this.mover === 1) this.moveNumber++;
    this.mover = this.mover === 0 ? 1 : 0;
  }

  undo(): void {
    const i = this.history.pop();
    const history = this.history.fields;
    const code = history[i + CODE] as number;
    const to = toOf(code);
    this.position.shift(to, fromOf(code));
    const captured = history[i + CAPTURED] as number;
    if (captured !== 0) this.position.drop(captured, to, history[i + SLOT] as number);
    this.clock = history[i + CLOCK] as number;
    this.key = history[i + KEY] as number;
    this.mover = this.mover === 0 ? 1 : 0;
    if (this.mover === 1) this.moveNumber--;
  }

  hash(): number {
    return this.key >>> 0;
  }

  threatened(): boolean {
    return kingAttacked(this.position, this.mover);
  }

  winsByCapture(): boolean {
    // Taking the king wins (SC-6), and a king is taken exactly when it is attacked.
    return kingAttacked(this.position, this.mover === 0 ? 1 : 0);
  }

  evaluate(player: Player): number {
    const white = evaluateForWhite(this.position, this.mover);
    // `0 - white`, not `-white`: black's 0 must be +0 like the Game's, not -0.
    return player === 0 ? white : 0 - white;
  }

  state(): SimpleChessState {
    const cells = this.position.cells;
    return {
      board: Array.from(SQUARE_88, (at): PieceLetter | null => LETTER_OF_CODE[cells[at] as number] ?? null),
      toMove: this.mover,
      halfmoveClock: this.clock,
      moveNumber: this.moveNumber,
    };
  }

  move(code: number): SimpleChessMove {
    return { from: SQUARE_64[fromOf(code)] as number, to: SQUARE_64[toOf(code)] as number };
  }

  /** Whether a king has been taken (SC-6): the game is over. */
  private kingTaken(): boolean {
    const kings = this.position.kings;
    return (kings[0] as number) < 0 || (kings[1] as number) < 0;
  }
}

/** Loads a state onto a fresh {@link SimpleChessBoard} (the game's `search.board` hook). */
export const loadBoard = (state: SimpleChessState): SimpleChessBoard => new SimpleChessBoard(state);
