import { ONGOING, UndoStack, type Player, type SearchBoard } from '@tabula/engine-core';
import { SQUARES } from '../board.js';
import { CAT, CHICK, EMPTY, GIRAFFE, handTypeOf, LION, pieceOf, ROOSTER } from '../codes.js';
import { codeFrom, codeTo, DROP_FROM, moveOfCode } from '../move-codes.js';
import { writeCaptures, writeMoves } from '../move-generation.js';
import { encode, MAX_MOVES, ZONE } from '../position.js';
import type { AnimalChessMove, AnimalChessState, Hand, Piece } from '../state.js';
import { captureValueOf } from './capture-value.js';
import { evaluatePlacement } from './evaluation.js';
import { LION_SQUARE, OCCUPIED, Placement, placeAll, SUMS_STRIDE } from './placement.js';
import { HAND_KEY_STRIDE, HAND_KEYS, PIECE_KEYS, SIDE_KEY, zobristOf } from './zobrist.js';

/** Every square occupied (never happens with a 16-piece set, but a drop needs an empty square). */
const ALL_SQUARES = (1 << SQUARES) - 1;

/**
 * The fields of a move's undo record: its code, the hash before it (restored rather than
 * recomputed), the moving piece before promotion and the piece it took (EMPTY for a drop).
 */
const CODE = 0;
const KEY = 1;
const PIECE = 2;
const VICTIM = 3;
const RECORD = 4;

/**
 * Animal chess's {@link SearchBoard}: a {@link Placement} (pieces by square with running sums for
 * the evaluation) plus hands, side to move, an incrementally updated Zobrist hash and a
 * preallocated undo stack. Moves come from the engine's one generator (`move-generation.ts`) and
 * the evaluation is the engine's one evaluation (`evaluation.ts`), so the board says what the Game
 * contract says. Move codes: `move-codes.ts` (`from * 32 + to`, drops from `30 + hand type`).
 */
export class AnimalChessBoard extends Placement implements SearchBoard<AnimalChessState, AnimalChessMove> {
  readonly maxMoves = MAX_MOVES;
  /** `hands[owner * 4 + type]` for the hand types chick (1), cat (2), giraffe (3). */
  private readonly hands: Int8Array;
  private side: Player;
  private moveNumber: number;
  private key: number;
  private readonly history = new UndoStack(RECORD);

  constructor(state: AnimalChessState) {
    super();
    const { board, hands, side } = encode(state);
    placeAll(this, board);
    this.hands = hands;
    this.side = side;
    this.moveNumber = state.moveNumber;
    this.key = zobristOf(board, hands, side);
  }

  toMove(): Player {
    return this.side;
  }

  outcome(): number {
    // AC-6: the player whose lion is gone has lost.
    const sums = this.sums;
    if (sums[LION_SQUARE] === -1) return 1;
    if (sums[SUMS_STRIDE + LION_SQUARE] === -1) return 0;
    // G-1: a player to move with no legal move loses. It has a board move when its pieces reach a
    // square it does not occupy (AC-2), and a drop when it holds a piece and a square is empty.
    const side = this.side;
    if ((this.reach(side) & ~(sums[side * SUMS_STRIDE + OCCUPIED] as number)) !== 0) return ONGOING;
    const h = side * 4;
    const holds = (this.hands[h + CHICK] as number) + (this.hands[h + CAT] as number) + (this.hands[h + GIRAFFE] as number) > 0;
    if (holds && ((sums[OCCUPIED] as number) | (sums[SUMS_STRIDE + OCCUPIED] as number)) !== ALL_SQUARES) return ONGOING;
    return side === 0 ? 1 : 0;
  }

  /** Whether a lion has been taken (AC-6): a finished game lists no moves (G-2). */
  private lionTaken(): boolean {
    return this.sums[LION_SQUARE] === -1 || this.sums[SUMS_STRIDE + LION_SQUARE] === -1;
  }

  moves(out: Int32Array, at: number): number {
    if (this.lionTaken()) return 0;
    return writeMoves(this.cells, this.hands, this.side, out, at);
  }

  captures(out: Int32Array, at: number): number {
    if (this.lionTaken()) return 0;
    return writeCaptures(this.cells, this.side, out, at);
  }

  /**
   * Whether the mover can take the enemy lion now (AC-6 wins at once): one of its pieces reaches the
   * lion's square, as the attack planes count. Quiescence asks this instead of playing every capture
   * to see whether one ends the game, a node each.
   */
  winsByCapture(): boolean {
    if (this.lionTaken()) return false;
    const lion = this.sums[(this.side === 0 ? SUMS_STRIDE : 0) + LION_SQUARE] as number;
    return ((this.reach(this.side) >>> lion) & 1) === 1;
  }

  /** The squares `owner`'s pieces reach in one step: any attack plane's bit set (AC-1). */
  private reach(owner: number): number {
    const sums = this.sums;
    const at = owner * SUMS_STRIDE;
    return (sums[at] as number) | (sums[at + 1] as number) | (sums[at + 2] as number) | (sums[at + 3] as number);
  }

  captureValue(code: number): number {
    const from = codeFrom(code);
    if (from >= DROP_FROM) return 0; // drops never capture
    const victim = this.cells[codeTo(code)] as number;
    return victim === EMPTY ? 0 : captureValueOf(this.cells[from] as number, victim);
  }

  play(code: number): void {
    const hands = this.hands;
    const side = this.side;
    const from = codeFrom(code);
    const to = codeTo(code);
    let key = this.key ^ SIDE_KEY;
    if (from >= DROP_FROM) {
      // AC-4: the held piece comes onto the board unpromoted, as the mover's own.
      this.remember(code, EMPTY, EMPTY);
      const type = from - DROP_FROM;
      const piece = type | (side << 3);
      const slot = side * 4 + type;
      const held = hands[slot] as number;
      this.place(piece, to);
      hands[slot] = held - 1;
      key ^= (PIECE_KEYS[piece * SQUARES + to] as number) ^ (HAND_KEYS[slot * HAND_KEY_STRIDE + held] as number) ^ (HAND_KEYS[slot * HAND_KEY_STRIDE + held - 1] as number);
    } else {
      const piece = this.lift(from);
      const victim = this.cells[to] as number;
      this.remember(code, piece, victim);
      if (victim !== EMPTY) {
        this.lift(to);
        key ^= PIECE_KEYS[victim * SQUARES + to] as number;
        // AC-3: the captured piece goes to the capturer's hand, unpromoted; AC-6: a lion goes to no hand.
        if ((victim & 7) !== LION) {
          const slot = side * 4 + handTypeOf(victim);
          const held = hands[slot] as number;
          hands[slot] = held + 1;
          key ^= (HAND_KEYS[slot * HAND_KEY_STRIDE + held] as number) ^ (HAND_KEYS[slot * HAND_KEY_STRIDE + held + 1] as number);
        }
      }
      // AC-5: an unpromoted chick or cat ending a board move in the zone promotes.
      const placed = (piece & 7) < GIRAFFE && ZONE[side * SQUARES + to] === 1 ? piece + (ROOSTER - 1) : piece;
      this.place(placed, to);
      key ^= (PIECE_KEYS[piece * SQUARES + from] as number) ^ (PIECE_KEYS[placed * SQUARES + to] as number);
    }
    this.key = key;
    if (side === 1) this.moveNumber++;
    this.side = side === 0 ? 1 : 0;
  }

  undo(): void {
    const at = this.history.pop();
    const history = this.history.fields;
    const code = history[at + CODE] as number;
    const side = this.side === 0 ? 1 : 0;
    const from = codeFrom(code);
    const to = codeTo(code);
    this.lift(to);
    if (from >= DROP_FROM) {
      this.hands[side * 4 + from - DROP_FROM]++;
    } else {
      const victim = history[at + VICTIM] as number;
      if (victim !== EMPTY) {
        this.place(victim, to);
        if ((victim & 7) !== LION) this.hands[side * 4 + handTypeOf(victim)]--;
      }
      this.place(history[at + PIECE] as number, from);
    }
    this.key = history[at + KEY] as number;
    if (side === 1) this.moveNumber--;
    this.side = side;
  }

  /** Opens the undo record of a move about to be played, with the hash before it. */
  private remember(code: number, piece: number, victim: number): void {
    const at = this.history.push();
    const history = this.history.fields;
    history[at + CODE] = code;
    history[at + KEY] = this.key;
    history[at + PIECE] = piece;
    history[at + VICTIM] = victim;
  }

  hash(): number {
    return this.key >>> 0;
  }

  evaluate(player: Player): number {
    return evaluatePlacement(this, this.hands, this.side, player);
  }

  state(): AnimalChessState {
    const board: (Piece | null)[] = Array.from(this.cells, (code) => (code === EMPTY ? null : pieceOf(code)));
    const hand = (owner: number): Hand => ({
      giraffe: this.hands[owner * 4 + GIRAFFE] as number,
      cat: this.hands[owner * 4 + CAT] as number,
      chick: this.hands[owner * 4 + CHICK] as number,
    });
    return { board, hands: [hand(0), hand(1)], toMove: this.side, moveNumber: this.moveNumber };
  }

  move(code: number): AnimalChessMove {
    return moveOfCode(code);
  }
}

/** `search.board`: a search board loaded from a full state. */
export function loadBoard(state: AnimalChessState): AnimalChessBoard {
  return new AnimalChessBoard(state);
}
