import { ONGOING, UndoStack, type Player, type SearchBoard } from '@tabula/engine-core';
import { DEN, SIZE } from '../board.js';
import { ownerOf, pieceOf, rankOf, type JunglePiece } from '../pieces.js';
import type { JungleMove, JungleState } from '../state.js';
import { addPiece, evaluateBoard, movePiece, type EvaluationSums } from './evaluation.js';
import { ALL_MOVES, ANY_MOVE, codeFrom, codeTo, generateCaptures, generateMoves } from './move-generation.js';
import { bitOf, wordOf } from './reach.js';
import { PIECE_KEYS, RED_TO_MOVE_KEY } from './zobrist.js';

/** Material-ordering weight of a victim by rank: the rat ranks above the cat and dog (it kills elephants). */
const VICTIM = [0, 3, 1, 2, 4, 5, 7, 8, 9] as const;

/**
 * MVV-LVA order of a capture: strongest victim first, then weakest attacker. Always ≥ 8 (a rat
 * victim, VICTIM 1, under an elephant), so every capture orders above every quiet move (0).
 */
export function captureOrder(victimRank: number, attackerRank: number): number {
  return (VICTIM[victimRank] as number) * 16 - attackerRank;
}

/**
 * Ints per played move on the undo stack: code, captured value, its piece-list slot, then what undo
 * restores rather than recomputes: the hash and the evaluation's three sums.
 */
const RECORD = 7;

/**
 * Jungle's {@link SearchBoard}: a make/unmake position on typed arrays for the search bots and the
 * fast perft.
 *
 * - `cells[s]`: signed rank, +rank blue, −rank red, 0 empty.
 * - `pieces`: each side's piece squares, compact (blue from 0, red from `SIZE`); `slotAt[s]` leads back.
 *   A capture moves the victim side's last piece into the gap, and undo puts it back, so the lists (and
 *   so the order of `moves`) are exactly restored.
 * - `occupied`: each side's squares as two 32-bit words (`reach.ts`), so `captures` skips pieces with
 *   no enemy in reach.
 * - Move codes are `from * 64 + to` (see `move-generation.ts`).
 * - The Zobrist hash and the evaluation's running sums (`evaluation.ts`) are updated incrementally by
 *   `play` and saved on the undo stack for `undo`; `evaluate` adds the terms that look at neighbours,
 *   read from six squares.
 *
 * Nothing is allocated by `moves`, `captures`, `play`, `undo`, `hash`, `evaluate`, `outcome` or
 * `captureValue`, except the undo stack doubling when a line goes deeper than it ever went.
 */
export class JungleBoard implements SearchBoard<JungleState, JungleMove> {
  /** At most four moves a piece (one per direction), eight pieces a side in any parsed position. */
  readonly maxMoves: number;
  readonly cells = new Int8Array(SIZE);
  readonly pieces = new Int8Array(2 * SIZE);
  readonly slotAt = new Int16Array(SIZE).fill(-1);
  readonly counts = new Int32Array(2);
  readonly occupied = new Int32Array(4);
  /** The evaluation's running sums. */
  readonly sums: EvaluationSums = { balance: 0, zones: 0, census: 0 };
  private readonly probe = new Int32Array(1);
  private mover: Player;
  private moveNumber: number;
  private key = 0;
  private readonly history = new UndoStack(RECORD);

  constructor(state: JungleState) {
    state.cells.forEach((piece, s) => {
      if (!piece) return;
      const owner = ownerOf(piece);
      const value = owner === 0 ? rankOf(piece) : -rankOf(piece);
      const slot = owner * SIZE + (this.counts[owner] as number);
      this.cells[s] = value;
      this.pieces[slot] = s;
      this.slotAt[s] = slot;
      this.counts[owner]++;
      this.occupied[owner * 2 + wordOf(s)] |= bitOf(s);
      this.key ^= PIECE_KEYS[s * 17 + value + 8] as number;
      addPiece(this.sums, value, s);
    });
    this.mover = state.toMove;
    this.moveNumber = state.moveNumber;
    if (this.mover === 1) this.key ^= RED_TO_MOVE_KEY;
    // Pieces are never added, so the larger army at load time bounds every later position too.
    this.maxMoves = 4 * Math.max(8, this.counts[0] as number, this.counts[1] as number);
  }

  toMove(): Player {
    return this.mover;
  }

  /** JG-16 in the order `boardOutcome` checks it, then G-1 (a player to move with no move loses). */
  outcome(): number {
    const ended = this.boardOutcome();
    if (ended !== ONGOING) return ended;
    return this.generate(ANY_MOVE, this.probe, 0) === 0 ? 1 - this.mover : ONGOING;
  }

  moves(out: Int32Array, at: number): number {
    return this.boardOutcome() === ONGOING ? this.generate(ALL_MOVES, out, at) : 0;
  }

  captures(out: Int32Array, at: number): number {
    if (this.boardOutcome() !== ONGOING) return 0;
    const side = this.mover;
    return generateCaptures(this.cells, this.pieces, side * SIZE, this.counts[side] as number, side, this.occupied, out, at);
  }

  captureValue(code: number): number {
    const victim = this.cells[codeTo(code)] as number;
    if (victim === 0) return 0;
    return captureOrder(Math.abs(victim), Math.abs(this.cells[codeFrom(code)] as number));
  }

  play(code: number): void {
    const { cells, pieces, slotAt, counts, occupied, sums } = this;
    const from = codeFrom(code);
    const to = codeTo(code);
    const moving = cells[from] as number;
    const captured = cells[to] as number;
    const side = this.mover;
    const record = this.history.push();
    const history = this.history.fields;
    history[record] = code;
    history[record + 1] = captured;
    history[record + 3] = this.key;
    history[record + 4] = sums.balance;
    history[record + 5] = sums.zones;
    history[record + 6] = sums.census;
    let key = this.key ^ RED_TO_MOVE_KEY ^ (PIECE_KEYS[from * 17 + moving + 8] as number) ^ (PIECE_KEYS[to * 17 + moving + 8] as number);
    if (captured !== 0) {
      key ^= PIECE_KEYS[to * 17 + captured + 8] as number;
      // The victim's side fills the gap in its list with its last piece.
      const enemy = 1 - side;
      const slot = slotAt[to] as number;
      const lastSquare = pieces[enemy * SIZE + --counts[enemy]] as number;
      pieces[slot] = lastSquare;
      slotAt[lastSquare] = slot;
      history[record + 2] = slot;
      occupied[enemy * 2 + wordOf(to)] ^= bitOf(to);
    }
    const slot = slotAt[from] as number;
    pieces[slot] = to;
    slotAt[to] = slot;
    slotAt[from] = -1;
    cells[to] = moving;
    cells[from] = 0;
    occupied[side * 2 + wordOf(from)] ^= bitOf(from);
    occupied[side * 2 + wordOf(to)] ^= bitOf(to);
    movePiece(sums, moving, from, to, captured);
    this.key = key;
    if (side === 1) this.moveNumber++;
    this.mover = side === 0 ? 1 : 0;
  }

  undo(): void {
    const { cells, pieces, slotAt, counts, occupied, sums } = this;
    const record = this.history.pop();
    const history = this.history.fields;
    const code = history[record] as number;
    const captured = history[record + 1] as number;
    this.key = history[record + 3] as number;
    sums.balance = history[record + 4] as number;
    sums.zones = history[record + 5] as number;
    sums.census = history[record + 6] as number;
    const side = this.mover === 0 ? 1 : 0;
    this.mover = side;
    if (side === 1) this.moveNumber--;
    const from = codeFrom(code);
    const to = codeTo(code);
    cells[from] = cells[to] as number;
    cells[to] = captured;
    const slot = slotAt[to] as number;
    pieces[slot] = from;
    slotAt[from] = slot;
    slotAt[to] = -1;
    occupied[side * 2 + wordOf(from)] ^= bitOf(from);
    occupied[side * 2 + wordOf(to)] ^= bitOf(to);
    if (captured !== 0) {
      // The piece that filled the victim's slot goes back to the end of its list, the victim to its slot.
      const enemy = 1 - side;
      const victimSlot = history[record + 2] as number;
      const last = enemy * SIZE + counts[enemy]++;
      const filler = pieces[victimSlot] as number;
      pieces[last] = filler;
      slotAt[filler] = last;
      pieces[victimSlot] = to;
      slotAt[to] = victimSlot;
      occupied[enemy * 2 + wordOf(to)] ^= bitOf(to);
    }
  }

  hash(): number {
    return this.key >>> 0;
  }

  evaluate(player: Player): number {
    return evaluateBoard(this.cells, this.sums, this.mover, player);
  }

  state(): JungleState {
    const cells = Array.from(this.cells, (value): JunglePiece | null => (value === 0 ? null : pieceOf(value > 0 ? 0 : 1, Math.abs(value))));
    return { cells, toMove: this.mover, moveNumber: this.moveNumber };
  }

  move(code: number): JungleMove {
    return { from: codeFrom(code), to: codeTo(code) };
  }

  /** The game's end on the board alone (JG-16), as `rules.ts`'s `boardOutcome` orders it, or ONGOING. */
  private boardOutcome(): number {
    if ((this.cells[DEN[1]] as number) > 0) return 0; // a blue piece in red's den
    if ((this.cells[DEN[0]] as number) < 0) return 1;
    if (this.counts[0] === 0) return 1;
    if (this.counts[1] === 0) return 0;
    return ONGOING;
  }

  private generate(mode: number, out: Int32Array, at: number): number {
    const side = this.mover;
    return generateMoves(this.cells, this.pieces, side * SIZE, this.counts[side] as number, side, mode, out, at);
  }
}

/** The `search.board` hook: a fresh board holding `state`. */
export function loadJungleBoard(state: JungleState): JungleBoard {
  return new JungleBoard(state);
}
