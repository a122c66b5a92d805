import { ONGOING, UndoStack, type Player, type Rng, type SearchBoard } from '@tabula/engine-core';
import { BOARD, NEIGHBOURS } from '../board.js';
import { KIND_CODE, KINDS, type PieceKind } from '../pieces.js';
import type { PieceCode, StrategoMove, StrategoState } from '../state.js';
import { redPlanTerms } from '../plan-terms.js';
import { captureOrder } from './capture-value.js';
import * as byteBoard from './cells.js';
import { OCCUPANCY_WORDS, readOccupancy, setOccupied } from './occupancy.js';
import * as evaluation from './evaluation.js';
import { DealScratch, redealHidden } from './redeal.js';
import { Replay } from './replay.js';
import { ALL_MOVES, ATTACKS_ONLY, codeFrom, codeTo, generateMoves, hasMove, MAX_MOVES } from './move-generation.js';
import * as zobrist from './zobrist.js';

// V8 reads an imported binding through its module cell at every use, even inside a hot loop, but
// folds a module's own constants: so the hot paths read local copies.
const { ATTACK_OUTCOMES, ATTACKER_WINS, codeOfCell, DEFENDER_WINS, FIRST_IMMOBILE, FLAG, KIND_SLOTS, LAKE, MOVED, readBoard, REVEALED } = byteBoard;
const { roundedScore, SCORE, tallyLoss, tallyPiece, TERMS } = evaluation;
const { BLUE_TO_MOVE_KEY, pieceKey } = zobrist;

const KIND_COUNT = KINDS.length;
const FILES = BOARD.files;

/*
 * One undo record (Int32Array slots): the code, both squares' cells and marks before the move, the
 * hash before it, which `lost` entries the move added to (index + 1, 0 for none), then the
 * evaluation terms before it. Undo copies everything back instead of reversing the arithmetic.
 */
const CODE = 0;
const FROM_CELL = 1;
const FROM_MARKS = 2;
const TO_CELL = 3;
const TO_MARKS = 4;
const KEY = 5;
const LOST_A = 6;
const LOST_B = 7;
const SAVED_TERMS = 8;
const RECORD = SAVED_TERMS + TERMS;
/**
 * A `resample` (a new deal of hidden ranks) is stacked as a record with this code; it keeps the key
 * and terms in their slots, both flag squares in the two cell slots, and the cells before it on a
 * stack of its own (`dealt`), as it may change every hidden square.
 */
const DEAL = -1;
const RED_FLAG = FROM_CELL;
const BLUE_FLAG = TO_CELL;
/** Plies the undo stack holds before it first grows. */
const FIRST_DEPTH = 64;

/** Squares between which a one-step move goes; a quiet move further is a scout's run, which reveals it (ST-9). */
function isStep(from: number, to: number): boolean {
  const d = to - from;
  return d === 1 || d === -1 || d === FILES || d === -FILES;
}

/**
 * Stratego's {@link SearchBoard}: a full (determinized) state on typed arrays, played and taken
 * back in place for the search bots.
 *
 * - `cells`/`marks`: the byte board of `cells.ts` (piece per square; moved and revealed marks);
 *   `lost[owner * KIND_SLOTS + kind]`: the captured lists as counts.
 * - Move codes are `from * 100 + to` (`move-generation.ts`, the generator the fast perft uses too).
 * - The Zobrist hash (`zobrist.ts`) and the evaluation terms (`evaluation.ts`) are updated
 *   incrementally on play and saved on the undo stack.
 *
 * Nothing is allocated by `moves`, `captures`, `play`, `undo`, `hash`, `evaluate`, `outcome` or
 * `captureValue`, except the undo stack doubling when a line goes deeper than it ever went.
 */
export class StrategoBoard implements SearchBoard<StrategoState, StrategoMove> {
  readonly maxMoves = MAX_MOVES;
  readonly cells = new Uint8Array(BOARD.size);
  readonly marks = new Uint8Array(BOARD.size);
  readonly lost = new Int32Array(2 * KIND_SLOTS);
  /** Each owner's flag square, −1 without one; flags never move, and losing one ends the game. */
  readonly flags = new Int32Array(2).fill(-1);
  readonly terms = new Int32Array(TERMS);
  /** Which squares hold a piece (`occupancy.ts`), for the evaluation's replay. */
  readonly occupied = new Int32Array(OCCUPANCY_WORDS);
  private readonly replay = new Replay(this);
  /**
   * Ids of the positions on the current line, by ply, for the replay (replay.ts): every play makes
   * a new one. Doubles, so that they never wrap around in a board's lifetime.
   */
  private ids = new Float64Array(FIRST_DEPTH + 1);
  private lastId = 0;
  private readonly probe = new Int32Array(1);
  private mover: Player;
  private moveNumber: number;
  private key = 0;
  private readonly history = new UndoStack(RECORD, FIRST_DEPTH);
  /** Cells before each stacked deal, BOARD.size bytes per deal (see {@link DEAL}). */
  private dealt = new Uint8Array(4 * BOARD.size);
  private deals = 0;
  private readonly dealScratch = new DealScratch();

  constructor(state: StrategoState) {
    const { cells, marks } = this;
    if (readBoard(state.board, cells, marks)) throw new Error('a search board needs a full state: this view hides ranks (ST-9)');
    state.captured.forEach((kinds, owner) => {
      for (const kind of kinds) this.lost[owner * KIND_SLOTS + KIND_CODE[kind]]++;
    });
    this.mover = state.toMove;
    this.moveNumber = state.moveNumber;
    readOccupancy(cells, this.occupied);
    this.recount();
  }

  /** Works out the hash, the flag squares and the evaluation terms from the cells, marks and losses. */
  private recount(): void {
    const { cells, marks, flags, terms } = this;
    let key = this.mover === 1 ? BLUE_TO_MOVE_KEY : 0;
    flags.fill(-1);
    for (let square = 0; square < BOARD.size; square++) {
      const cell = cells[square] as number;
      if (cell === 0 || cell === LAKE) continue;
      key ^= pieceKey(square, cell, marks[square] as number);
      if (((cell - 1) & 15) === FLAG) flags[(cell - 1) >> 4] = square;
    }
    this.key = key;
    terms.fill(0);
    // Flags first: a piece's flag terms depend on where the flags stand.
    for (let square = 0; square < BOARD.size; square++) {
      const cell = cells[square] as number;
      if (cell !== 0 && cell !== LAKE) tallyPiece(terms, flags, this.lost, cell, marks[square] as number, square, 1);
    }
  }

  toMove(): Player {
    return this.mover;
  }

  /** ST-8 (a side lost its flag, red's checked first as `statusOf` does), then G-1. */
  outcome(): number {
    if ((this.lost[FLAG] as number) > 0) return 1;
    if ((this.lost[KIND_SLOTS + FLAG] as number) > 0) return 0;
    return hasMove(this.cells, this.mover, this.probe) ? ONGOING : 1 - this.mover;
  }

  moves(out: Int32Array, at: number): number {
    return this.flagStands() ? generateMoves(this.cells, this.mover, ALL_MOVES, out, at) : 0;
  }

  captures(out: Int32Array, at: number): number {
    return this.flagStands() ? generateMoves(this.cells, this.mover, ATTACKS_ONLY, out, at) : 0;
  }

  /**
   * Whether the mover can take the enemy flag now: one of its mobile pieces stands next to it (any
   * attacker takes the flag, ST-8). Quiescence asks this instead of playing every attack to see
   * whether one ends the game, a node each.
   */
  winsByCapture(): boolean {
    const flag = this.standingFlag(this.mover === 0 ? 1 : 0);
    if (flag < 0 || !this.flagStands()) return false;
    const cells = this.cells;
    for (let d = 0; d < 4; d++) {
      const next = NEIGHBOURS[flag * 4 + d] as number;
      if (next < 0) continue;
      const cell = cells[next] as number;
      if (cell !== 0 && cell !== LAKE && (cell - 1) >> 4 === this.mover && ((cell - 1) & 15) < FIRST_IMMOBILE) return true;
    }
    return false;
  }

  captureValue(code: number): number {
    const victim = this.cells[codeTo(code)] as number;
    if (victim === 0) return 0;
    return captureOrder((victim - 1) & 15, ((this.cells[codeFrom(code)] as number) - 1) & 15);
  }

  play(code: number): void {
    const { cells, marks, lost, terms, flags } = this;
    const from = codeFrom(code);
    const to = codeTo(code);
    const cell = cells[from] as number;
    const cellMarks = marks[from] as number;
    const target = cells[to] as number;
    const targetMarks = marks[to] as number;
    const ply = this.history.depth;
    const record = this.history.push();
    if (ply + 2 > this.ids.length) this.growIds();
    const history = this.history.fields;
    history[record + CODE] = code;
    history[record + FROM_CELL] = cell;
    history[record + FROM_MARKS] = cellMarks;
    history[record + TO_CELL] = target;
    history[record + TO_MARKS] = targetMarks;
    history[record + KEY] = this.key;
    history[record + LOST_A] = 0;
    history[record + LOST_B] = 0;
    for (let i = 0; i < TERMS; i++) history[record + SAVED_TERMS + i] = terms[i] as number;
    this.ids[ply + 1] = ++this.lastId;

    let key = this.key ^ BLUE_TO_MOVE_KEY ^ pieceKey(from, cell, cellMarks);
    tallyPiece(terms, flags, lost, cell, cellMarks, from, -1);
    cells[from] = 0;
    marks[from] = 0;
    setOccupied(this.occupied, from, false);
    // What stands on `to` afterwards, and with which marks.
    let stays = cell;
    let staysMarks: number;
    if (target === 0) {
      staysMarks = MOVED | (cellMarks & REVEALED) | (isStep(from, to) ? 0 : REVEALED);
    } else {
      key ^= pieceKey(to, target, targetMarks);
      tallyPiece(terms, flags, lost, target, targetMarks, to, -1);
      // ST-5: an attack reveals both ranks; the loser leaves the board.
      const attacker = (cell - 1) & 15;
      const defender = (target - 1) & 15;
      const outcome = ATTACK_OUTCOMES[attacker * KIND_COUNT + defender];
      staysMarks = MOVED | REVEALED;
      if (outcome === ATTACKER_WINS) {
        this.lose(record + LOST_A, target);
      } else if (outcome === DEFENDER_WINS) {
        this.lose(record + LOST_A, cell);
        stays = target;
        staysMarks = targetMarks | REVEALED;
      } else {
        this.lose(record + LOST_A, cell);
        this.lose(record + LOST_B, target);
        stays = 0;
      }
    }
    if (stays !== 0) {
      cells[to] = stays;
      marks[to] = staysMarks;
      key ^= pieceKey(to, stays, staysMarks);
      tallyPiece(terms, flags, lost, stays, staysMarks, to, 1);
      setOccupied(this.occupied, to, true);
    } else {
      cells[to] = 0;
      marks[to] = 0;
      setOccupied(this.occupied, to, false);
    }
    this.key = key;
    if (this.mover === 1) this.moveNumber++;
    this.mover = this.mover === 0 ? 1 : 0;
  }

  /**
   * Deals the ranks of the pieces `viewer` may not see again (its enemy's unrevealed ones, ST-9),
   * as `determinize` would deal them from `viewer`'s view; nothing changes on a finished game.
   * Stacked like a move: `undo` takes it back. Move codes name squares, the same in every deal.
   */
  resample(viewer: Player, rng: Rng): void {
    const ply = this.history.depth;
    const record = this.history.push();
    if (ply + 2 > this.ids.length) this.growIds();
    const at = this.deals * BOARD.size;
    if (at + BOARD.size > this.dealt.length) {
      const grown = new Uint8Array(this.dealt.length * 2);
      grown.set(this.dealt);
      this.dealt = grown;
    }
    const { terms, cells, flags } = this;
    const history = this.history.fields;
    history[record + CODE] = DEAL;
    history[record + KEY] = this.key;
    history[record + RED_FLAG] = flags[0] as number;
    history[record + BLUE_FLAG] = flags[1] as number;
    for (let i = 0; i < TERMS; i++) history[record + SAVED_TERMS + i] = terms[i] as number;
    this.dealt.set(cells, at);
    this.deals++;
    this.ids[ply + 1] = ++this.lastId;
    if (this.outcome() !== ONGOING) return;
    redealHidden(cells, this.marks, viewer === 0 ? 1 : 0, rng, this.dealScratch);
    this.recount();
  }

  undo(): void {
    const { cells, marks, lost, terms } = this;
    const record = this.history.pop();
    const history = this.history.fields;
    const code = history[record + CODE] as number;
    if (code === DEAL) {
      const at = --this.deals * BOARD.size;
      cells.set(this.dealt.subarray(at, at + BOARD.size));
      this.key = history[record + KEY] as number;
      this.flags[0] = history[record + RED_FLAG] as number;
      this.flags[1] = history[record + BLUE_FLAG] as number;
      for (let i = 0; i < TERMS; i++) terms[i] = history[record + SAVED_TERMS + i] as number;
      return;
    }
    const from = codeFrom(code);
    const to = codeTo(code);
    cells[from] = history[record + FROM_CELL] as number;
    marks[from] = history[record + FROM_MARKS] as number;
    cells[to] = history[record + TO_CELL] as number;
    marks[to] = history[record + TO_MARKS] as number;
    setOccupied(this.occupied, from, true);
    setOccupied(this.occupied, to, cells[to] !== 0);
    this.key = history[record + KEY] as number;
    const lostA = history[record + LOST_A] as number;
    if (lostA !== 0) lost[lostA - 1]--;
    const lostB = history[record + LOST_B] as number;
    if (lostB !== 0) lost[lostB - 1]--;
    for (let i = 0; i < TERMS; i++) terms[i] = history[record + SAVED_TERMS + i] as number;
    this.mover = this.mover === 0 ? 1 : 0;
    if (this.mover === 1) this.moveNumber--;
  }

  hash(): number {
    return this.key >>> 0;
  }

  evaluate(player: Player): number {
    // The drive is whole points, added after rounding exactly as evaluateState adds it.
    const drive = player === 0 ? this.redDrive() : -this.redDrive();
    const score = roundedScore(this.terms[SCORE] as number, player);
    if (score === score) return score + drive;
    const red = this.replayedScore();
    return Math.round(player === 0 ? red : 0 - red) + drive;
  }

  /** Red's plan terms (plan-terms.ts), with each side's mobile losses counted from its tallies. */
  private redDrive(): number {
    const lost: [number, number] = [0, 0];
    for (let owner = 0; owner < 2; owner++) {
      for (let kind = 0; kind < byteBoard.FIRST_IMMOBILE; kind++) lost[owner] += this.lost[owner * byteBoard.KIND_SLOTS + kind] as number;
    }
    return redPlanTerms(this.cells, this.marks, this.occupied, lost, this.standingFlag(0), this.standingFlag(1));
  }

  state(): StrategoState {
    const board: (PieceCode | null)[] = [];
    for (let square = 0; square < BOARD.size; square++) board.push(codeOfCell(this.cells[square] as number, this.marks[square] as number));
    // Strongest first, as `sortKinds` orders the captured lists.
    const lostBy = (owner: number): PieceKind[] =>
      KINDS.flatMap((info, kind) => Array<PieceKind>(this.lost[owner * KIND_SLOTS + kind] as number).fill(info.kind));
    return { board, toMove: this.mover, moveNumber: this.moveNumber, captured: [lostBy(0), lostBy(1)] };
  }

  move(code: number): StrategoMove {
    return { from: codeFrom(code), to: codeTo(code) };
  }

  /** Counts the loss of the piece `cell` (and notes it in the undo record's slot `slot`). */
  private lose(slot: number, cell: number): void {
    const owner = (cell - 1) >> 4;
    const kind = (cell - 1) & 15;
    const index = owner * KIND_SLOTS + kind;
    this.lost[index]++;
    this.history.fields[slot] = index + 1;
    tallyLoss(this.terms, this.lost, owner, kind);
  }

  /** Red's unrounded score by `evaluate.ts`'s arithmetic, resumed from the parent's where it can be. */
  private replayedScore(): number {
    const ply = this.history.depth;
    const self = this.ids[ply] as number;
    if (ply === 0) return this.replay.redScore(self, -1, 0, 0, 0, 0, 0, 0);
    const history = this.history.fields;
    const record = (ply - 1) * RECORD;
    const code = history[record + CODE] as number;
    // After a deal, ranks may differ on any square: no parent to resume from.
    if (code === DEAL) return this.replay.redScore(self, -1, 0, 0, 0, 0, 0, 0);
    return this.replay.redScore(
      self,
      this.ids[ply - 1] as number,
      codeFrom(code),
      codeTo(code),
      history[record + FROM_CELL] as number,
      history[record + FROM_MARKS] as number,
      history[record + TO_CELL] as number,
      history[record + TO_MARKS] as number,
    );
  }

  /** `owner`'s flag square while its flag stands on it, else −1 (the watch guards no fallen flag). */
  private standingFlag(owner: number): number {
    const flag = this.flags[owner] as number;
    return flag >= 0 && this.cells[flag] === byteBoard.pieceCell(owner, FLAG) ? flag : -1;
  }

  /** Whether neither flag has been taken (ST-8): a taken flag ends the game, with no moves after. */
  private flagStands(): boolean {
    return this.lost[FLAG] === 0 && this.lost[KIND_SLOTS + FLAG] === 0;
  }

  /** Doubles {@link ids} when a line goes deeper than any before it, as the undo stack does. */
  private growIds(): void {
    const ids = new Float64Array(this.ids.length * 2);
    ids.set(this.ids);
    this.ids = ids;
  }
}

/** The `search.board` hook: a fresh board holding `state` (a full state, not a view). */
export function loadStrategoBoard(state: StrategoState): StrategoBoard {
  return new StrategoBoard(state);
}
