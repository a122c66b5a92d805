import { opponent, type Player } from '@tabula/engine-core';
import { BOARD } from './board.js';
import * as weights from './evaluation-weights.js';
import { hiddenPool } from './hidden-information.js';
import { KIND_CODE } from './pieces.js';
import { redPlanTerms } from './plan-terms.js';
import * as byteBoard from './search-board/cells.js';
import * as flagZone from './search-board/flag-zone.js';
import * as occupancy from './search-board/occupancy.js';
import type { StrategoState } from './state.js';

// V8 reads an imported binding through its module cell at every use, even inside a hot loop, but
// folds a module's own constants: so the hot paths read local copies.
const { FIRST_IMMOBILE, FLAG, KIND_SLOTS, pieceCell, readBoard, REVEALED, UNKNOWN } = byteBoard;
const { DISTANCE, ZONES } = flagZone;
const { lowestSquare, OCCUPANCY_WORDS, readOccupancy } = occupancy;
const { ADVANCE, FLAG_THREAT, homeGuard, kindValue, SECRECY } = weights;

/** Length of a piece-terms table: one entry per `cell * 4 + marks`. */
export const PIECE_TERMS = 32 * 4;

/**
 * Fills `terms[cell * 4 + marks]` with each piece's material-and-secrecy term for red, from
 * `values[owner * KIND_SLOTS + kind]` (what each kind, UNKNOWN included, is worth to its owner): the
 * value, or the value × (1 + SECRECY) while the rank is secret; negative for blue's pieces.
 */
export function fillPieceTerms(values: Float64Array, terms: Float64Array): void {
  for (let owner = 0; owner < 2; owner++) {
    const sign = owner === 0 ? 1 : -1;
    for (let kind = 0; kind < KIND_SLOTS; kind++) {
      const value = values[owner * KIND_SLOTS + kind] as number;
      for (let marks = 0; marks < 4; marks++) {
        terms[pieceCell(owner, kind) * 4 + marks] = sign * value * ((marks & REVEALED) !== 0 ? 1 : 1 + SECRECY);
      }
    }
  }
}

/** Squares of the board. */
const SQUARES = BOARD.size;

/** Advance terms for red by `cell * 100 + square`: + for red's mobile pieces, − for blue's, 0 for bombs and flags. */
const ADVANCE_TERMS = Float64Array.from({ length: 32 * SQUARES }, (_, i) => {
  const cell = Math.floor(i / SQUARES);
  const kind = (cell - 1) & 15;
  if (cell === 0 || cell > pieceCell(1, UNKNOWN) || (kind >= FIRST_IMMOBILE && kind !== UNKNOWN)) return 0;
  const rank = BOARD.rankOf(i % SQUARES);
  return (cell - 1) >> 4 === 0 ? ADVANCE * rank : -ADVANCE * (9 - rank);
});

/*
 * Red's score, unrounded, is the evaluation's arithmetic over a byte board (search-board/cells.ts):
 * {@link addPieceTerms} from square 0, then {@link addFlagSafety}. Pieces are summed in square
 * order (each piece's term, then its advance), then each flag's safety terms (red's flag first), in
 * floating point: that order is the definition of the evaluation's exact numbers, so `evaluateState`
 * and the search board's replay (search-board/replay.ts) both come here. Blue's score is exactly
 * the negation (IEEE arithmetic is symmetric in sign), so the rounding, which is not, is left to the
 * caller — as `0 - red`, so that an exact zero stays +0 as blue's own sum would.
 */

/**
 * Adds to red's `score` the material, secrecy and advance terms of the pieces on squares `first` and
 * up, in square order, with the piece terms of {@link fillPieceTerms}; writes the running sum after
 * each piece's square into `sums` (the search board resumes a sum there, see search-board/replay.ts).
 */
export function addPieceTerms(
  cells: Uint8Array,
  marks: Uint8Array,
  occupied: Int32Array,
  pieceTerms: Float64Array,
  first: number,
  score: number,
  sums: Float64Array,
): number {
  for (let word = first >> 5; word < OCCUPANCY_WORDS; word++) {
    let bits = occupied[word] as number;
    if (word === first >> 5) bits &= -1 << (first & 31);
    for (; bits !== 0; bits &= bits - 1) {
      const square = lowestSquare(word, bits);
      const cell = cells[square] as number;
      score += pieceTerms[cell * 4 + (marks[square] as number)] as number;
      score += ADVANCE_TERMS[cell * SQUARES + square] as number;
      sums[square] = score;
    }
  }
  return score;
}

/**
 * Adds to red's `score` the flag-safety terms, square by square, of each flag that stands (−1: none):
 * enemy mobile pieces near a flag count against its owner (the nearer, the more), its own bombs and
 * mobile pieces for (`homeGuard`).
 */
export function addFlagSafety(cells: Uint8Array, occupied: Int32Array, redFlag: number, blueFlag: number, score: number): number {
  for (let owner = 0; owner < 2; owner++) {
    const flag = owner === 0 ? redFlag : blueFlag;
    if (flag < 0) continue;
    const sign = owner === 0 ? 1 : -1;
    for (let word = 0; word < OCCUPANCY_WORDS; word++) {
      for (let bits = (occupied[word] as number) & (ZONES[flag * OCCUPANCY_WORDS + word] as number); bits !== 0; bits &= bits - 1) {
        const square = lowestSquare(word, bits);
        const cell = cells[square] as number;
        const kind = (cell - 1) & 15;
        const own = (cell - 1) >> 4 === owner;
        const distance = DISTANCE[flag * SQUARES + square] as number;
        if (own) score += sign * homeGuard(kind, distance);
        else if (kind < FIRST_IMMOBILE || kind === UNKNOWN) score -= sign * (FLAG_THREAT[distance] as number);
      }
    }
  }
  return score;
}

/** Scratch for {@link evaluateState}, which never nests. */
const cells = new Uint8Array(BOARD.size);
const marks = new Uint8Array(BOARD.size);
const values = new Float64Array(2 * KIND_SLOTS);
const pieceTerms = new Float64Array(PIECE_TERMS);
const occupied = new Int32Array(OCCUPANCY_WORDS);
const sums = new Float64Array(BOARD.size);

/**
 * The game's heuristic for bots (see README): material with context-dependent values, a bonus for
 * ranks still hidden, flag safety (bombs around it, enemy pieces near it), a little for
 * advancing, a defender for each enemy piece nearing a flag (flag-watch.ts), and in the endgame
 * miners nearing the enemy's unmoved pieces and hunters nearing its revealed mobile pieces. Works
 * on views too: an unknown piece counts as the average of its owner's hidden ranks.
 */
export function evaluateState(state: StrategoState, player: Player): number {
  const hidden = readBoard(state.board, cells, marks);
  for (const owner of [0, 1] as const) {
    const enemyLosses = state.captured[opponent(owner)];
    const marshals = enemyLosses.filter((kind) => kind === 'marshal').length;
    const bombs = enemyLosses.filter((kind) => kind === 'bomb').length;
    for (let kind = 0; kind < UNKNOWN; kind++) values[owner * KIND_SLOTS + kind] = kindValue(kind, marshals, bombs);
    values[owner * KIND_SLOTS + UNKNOWN] = hidden ? unknownValue(state, owner, marshals, bombs) : 0;
  }
  fillPieceTerms(values, pieceTerms);
  readOccupancy(cells, occupied);
  const pieces = addPieceTerms(cells, marks, occupied, pieceTerms, 0, 0, sums);
  const redFlag = cells.indexOf(pieceCell(0, FLAG));
  const blueFlag = cells.indexOf(pieceCell(1, FLAG));
  const red = addFlagSafety(cells, occupied, redFlag, blueFlag, pieces);
  const mobileLost = (owner: Player) => state.captured[owner].filter((kind) => KIND_CODE[kind] < FIRST_IMMOBILE).length;
  const drive = redPlanTerms(cells, marks, occupied, [mobileLost(0), mobileLost(1)], redFlag, blueFlag);
  return Math.round(player === 0 ? red : 0 - red) + (player === 0 ? drive : -drive);
}

/** On a view, what an unknown piece of `owner` counts for: the average of the owner's hidden ranks. */
function unknownValue(state: StrategoState, owner: Player, marshals: number, bombs: number): number {
  const pool = hiddenPool(state, owner).filter((kind) => kind !== 'flag');
  return pool.length ? pool.reduce((sum, kind) => sum + kindValue(KIND_CODE[kind], marshals, bombs), 0) / pool.length : 0;
}
