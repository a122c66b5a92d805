import { BOARD } from '../board.js';
import { addFlagSafety, addPieceTerms, fillPieceTerms, PIECE_TERMS } from '../evaluate.js';
import * as weights from '../evaluation-weights.js';
import * as byteBoard from './cells.js';
import * as evaluation from './evaluation.js';
import { highestBelow, setOccupied } from './occupancy.js';

// V8 reads an imported binding through its module cell at every use, even inside a hot loop, but
// folds a module's own constants: so the hot paths read local copies.
const { kindValue } = weights;
const { BOMB, KIND_SLOTS, MARSHAL, UNKNOWN } = byteBoard;
const { flagStands, GUARD, THREAT, wholeStepsAreExact } = evaluation;

/** What the replay needs of the board: its arrays, read in place. */
export interface ReplayedBoard {
  readonly cells: Uint8Array;
  readonly marks: Uint8Array;
  readonly occupied: Int32Array;
  readonly terms: Int32Array;
  readonly flags: Int32Array;
  readonly lost: Int32Array;
}

/** The marshals and bombs each side lost, as one number: the piece terms depend on nothing else. */
function valueContext(lost: Int32Array): number {
  return (lost[MARSHAL] as number) + 2 * (lost[BOMB] as number) + 16 * (lost[KIND_SLOTS + MARSHAL] as number) + 32 * (lost[KIND_SLOTS + BOMB] as number);
}

/**
 * `evaluate.ts`'s own floating-point arithmetic on the search board, for the scores whose rounding
 * the exact tenths cannot tell (evaluation.ts). It must give evaluateState's sum bit for bit, so it
 * adds the same terms in the same order — but it need not add them all again every time:
 *
 * - The piece terms are summed in square order, and a move changes two squares: below the lower of
 *   them, a child's running sum is its parent's. So the running sums of one position (`sums`, one
 *   per occupied square, for the piece values of the moment) are kept, and its children resume
 *   from them: in a search, the children of a node share its sums, worked out once.
 * - The flag terms are whole numbers added square by square around each flag; their order matters
 *   only if a step can round ({@link wholeStepsAreExact}), and the board keeps their totals. Only
 *   then are the squares around the flags walked.
 */
export class Replay {
  private readonly values = new Float64Array(2 * KIND_SLOTS);
  /** Running sums of the piece terms, by square, of the position `sumsOf` (−1: of none)… */
  private readonly sums = new Float64Array(BOARD.size);
  private sumsOf = -1;
  /** …with the piece terms of the value context `sumsContext`. */
  private readonly sumsTerms = new Float64Array(PIECE_TERMS);
  private sumsContext = -1;
  /** Piece terms for a child whose move changed the values (it took a marshal or a bomb). */
  private readonly otherTerms = new Float64Array(PIECE_TERMS);
  private otherContext = -1;
  /** Where a child's running sums go: written, never read, so that the parent's stay in `sums`. */
  private readonly childSums = new Float64Array(BOARD.size);

  constructor(private readonly board: ReplayedBoard) {}

  /**
   * Red's unrounded score of the board's position; the caller rounds it (or its negation, for blue).
   * Positions are told apart by ids: `self` is the board's, `parent` the one before the last move
   * (−1 when there is none); that move went from `from` to `to`, where the parent had
   * `fromCell`/`fromMarks` and `toCell`/`toMarks`.
   */
  redScore(
    self: number,
    parent: number,
    from: number,
    to: number,
    fromCell: number,
    fromMarks: number,
    toCell: number,
    toMarks: number,
  ): number {
    const { cells, marks, occupied, lost } = this.board;
    const context = valueContext(lost);
    let pieces: number;
    if (this.sumsOf === self && this.sumsContext === context) {
      pieces = this.lastSum(BOARD.size);
    } else if (parent >= 0 && this.sumsOf === parent && this.sumsContext !== context) {
      // The parent's sums are for other values: add this child afresh and keep them for its siblings.
      if (this.otherContext !== context) this.otherContext = this.fillTerms(context, this.otherTerms);
      pieces = addPieceTerms(cells, marks, occupied, this.otherTerms, 0, 0, this.childSums);
    } else {
      if (this.sumsContext !== context) {
        this.sumsContext = this.fillTerms(context, this.sumsTerms);
        this.sumsOf = -1;
      }
      if (parent < 0) {
        pieces = addPieceTerms(cells, marks, occupied, this.sumsTerms, 0, 0, this.sums);
        this.sumsOf = self;
      } else {
        if (this.sumsOf !== parent) this.sumParent(parent, from, to, fromCell, fromMarks, toCell, toMarks);
        const first = from < to ? from : to;
        pieces = addPieceTerms(cells, marks, occupied, this.sumsTerms, first, this.lastSum(first), this.childSums);
      }
    }
    return this.addFlags(pieces);
  }

  /** The kept running sum below `square` (of the board's squares below it, which `sumsOf` shares). */
  private lastSum(square: number): number {
    const below = highestBelow(this.board.occupied, square);
    return below < 0 ? 0 : (this.sums[below] as number);
  }

  /** Puts the parent's two squares back for a moment and keeps its running sums. */
  private sumParent(parent: number, from: number, to: number, fromCell: number, fromMarks: number, toCell: number, toMarks: number): void {
    const { cells, marks, occupied } = this.board;
    const childFrom = cells[from] as number;
    const childFromMarks = marks[from] as number;
    const childTo = cells[to] as number;
    const childToMarks = marks[to] as number;
    cells[from] = fromCell;
    marks[from] = fromMarks;
    cells[to] = toCell;
    marks[to] = toMarks;
    setOccupied(occupied, from, fromCell !== 0);
    setOccupied(occupied, to, toCell !== 0);
    addPieceTerms(cells, marks, occupied, this.sumsTerms, 0, 0, this.sums);
    cells[from] = childFrom;
    marks[from] = childFromMarks;
    cells[to] = childTo;
    marks[to] = childToMarks;
    setOccupied(occupied, from, childFrom !== 0);
    setOccupied(occupied, to, childTo !== 0);
    this.sumsOf = parent;
  }

  /** Fills `terms` with the piece terms of the board's values (of `context`); returns `context`. */
  private fillTerms(context: number, terms: Float64Array): number {
    const { lost } = this.board;
    for (let owner = 0; owner < 2; owner++) {
      const enemy = (owner ^ 1) * KIND_SLOTS;
      for (let kind = 0; kind < UNKNOWN; kind++) {
        this.values[owner * KIND_SLOTS + kind] = kindValue(kind, lost[enemy + MARSHAL] as number, lost[enemy + BOMB] as number);
      }
    }
    fillPieceTerms(this.values, terms);
    return context;
  }

  /** Adds the flag-safety terms to red's piece score, as `addFlagSafety` would. */
  private addFlags(pieces: number): number {
    const { cells, occupied, terms, flags, lost } = this.board;
    const redFlag = flagStands(flags, lost, 0) ? (flags[0] as number) : -1;
    const blueFlag = flagStands(flags, lost, 1) ? (flags[1] as number) : -1;
    // What the flag terms take from red's score and add to it, in whole points.
    const down = (redFlag >= 0 ? (terms[THREAT] as number) : 0) + (blueFlag >= 0 ? (terms[GUARD + 1] as number) : 0);
    const up = (redFlag >= 0 ? (terms[GUARD] as number) : 0) + (blueFlag >= 0 ? (terms[THREAT + 1] as number) : 0);
    if (down === 0 && up === 0) return pieces;
    if (wholeStepsAreExact(pieces, down, up)) return pieces + (up - down);
    return addFlagSafety(cells, occupied, redFlag, blueFlag, pieces);
  }
}
