import { fail, hasSquareMove, listSquareMoves, ok, opponent, over, playing, type Player, type Result, type Status } from '@tabula/engine-core';
import { DEN, denOwner, FILES, geometry, isWater, JUMP_LANDING, JUMP_WATER, NEIGHBOURS, SIZE } from './board.js';
import { captureBreach, captureMessage, type CaptureRule } from './capture.js';
import { kindOf, LION, ownerOf, RAT, rankOf, TIGER, type JunglePiece } from './pieces.js';
import type { JungleMove, JungleState } from './state.js';

type Cells = JungleState['cells'];

/**
 * How the game ended on the board alone (JG-16), or null: a piece in the opponent's den, or a side
 * with no pieces left. G-1 (no legal move) is decided in {@link statusOf}.
 */
export function boardOutcome(cells: Cells): Status | null {
  for (const owner of [0, 1] as const) {
    const inDen = cells[DEN[opponent(owner)]];
    if (inDen && ownerOf(inDen) === owner) return over(owner, 'den-entered');
  }
  let blue = 0;
  let red = 0;
  for (const piece of cells) {
    if (piece) {
      if (ownerOf(piece) === 0) blue++;
      else red++;
    }
  }
  if (blue === 0) return over(1, 'all-captured');
  if (red === 0) return over(0, 'all-captured');
  return null;
}

/** What can be wrong with a move from one square to another: a rule id, or a refusal that is no rule. */
export type Breach = 'no-piece' | 'not-your-piece' | 'own-piece' | 'JG-1' | 'JG-2' | 'JG-4' | 'JG-5' | 'JG-5b' | 'JG-7' | CaptureRule;

/**
 * The movement rules, in one place: why `cells[from]` may not go to `to` for the player `toMove`, or
 * null when the move is legal. `legalMoves` lists exactly the moves it passes and `play` refuses the
 * others with {@link moveRefusal}'s explanation of the same breach, so the two cannot disagree.
 * Allocation-free, as move generation calls it for every candidate.
 */
export function moveBreach(cells: Cells, toMove: Player, from: number, to: number): Breach | null {
  const piece = cells[from];
  if (!piece) return 'no-piece';
  if (ownerOf(piece) !== toMove) return 'not-your-piece';
  const rank = rankOf(piece);
  const direction = directionBetween(from, to);
  if (direction < 0 || NEIGHBOURS[from * 4 + direction] !== to) {
    if (direction < 0 || JUMP_LANDING[from * 4 + direction] !== to) {
      return (rank === LION || rank === TIGER) && direction >= 0 && crossesWater(from, to, direction) ? 'JG-5b' : 'JG-1';
    }
    if (rank !== LION && rank !== TIGER) return 'JG-5';
    if (jumpBlocker(cells, from, direction) >= 0) return 'JG-7';
  } else if (isWater[to] && rank !== RAT) {
    return 'JG-4';
  }
  if (denOwner[to] === toMove) return 'JG-2';
  const target = cells[to];
  if (!target) return null;
  if (ownerOf(target) === toMove) return 'own-piece';
  return captureBreach(piece, from, target, to);
}

/** {@link moveBreach} as an error value that says what is wrong, citing the rule; null when the move is legal. */
export function moveRefusal(cells: Cells, toMove: Player, from: number, to: number): Result<never> | null {
  const breach = moveBreach(cells, toMove, from, to);
  if (breach === null) return null;
  const fromName = geometry.name(from);
  const toName = geometry.name(to);
  const piece = cells[from] as JunglePiece;
  switch (breach) {
    case 'no-piece':
      return fail('no-piece', `there is no piece on ${fromName}`);
    case 'not-your-piece':
      return fail('not-your-piece', `the piece on ${fromName} is not yours`);
    case 'own-piece':
      return fail('illegal-move', `${toName} holds your own piece`, 'JG-14');
    case 'JG-1':
      return fail('illegal-move', `a piece moves one square orthogonally; ${fromName} to ${toName} is not a step`, breach);
    case 'JG-2':
      return fail('illegal-move', 'a piece may not enter its own den', breach);
    case 'JG-4':
      return fail('illegal-move', 'only the rat may enter water', breach);
    case 'JG-5':
      return fail('illegal-move', `only the lion and the tiger jump across the river, not a ${kindOf(piece)}`, breach);
    case 'JG-5b':
      return fail('illegal-move', `a jump goes straight across the river from one bank to the other, not ${fromName} to ${toName}`, breach);
    case 'JG-7':
      return fail('illegal-move', `the jump is blocked by the rat on ${geometry.name(jumpBlocker(cells, from, directionBetween(from, to)))}`, breach);
    default:
      return fail('illegal-move', captureMessage(breach, piece, from, cells[to] as JunglePiece, to), breach);
  }
}

/** The orthogonal direction index (as in `NEIGHBOURS`) from one square to another in line with it, or -1. */
function directionBetween(from: number, to: number): number {
  const df = (to % FILES) - (from % FILES);
  const dr = Math.floor(to / FILES) - Math.floor(from / FILES);
  if (df === 0 && dr > 0) return 0;
  if (df === 0 && dr < 0) return 1;
  if (dr === 0 && df > 0) return 2;
  if (dr === 0 && df < 0) return 3;
  return -1;
}

/** The first rat (of either side) on the water a jump crosses (JG-7), or -1. */
function jumpBlocker(cells: Cells, from: number, direction: number): number {
  for (let k = 0; k < 3; k++) {
    const s = JUMP_WATER[(from * 4 + direction) * 3 + k] as number;
    if (s >= 0 && cells[s]) return s;
  }
  return -1;
}

function crossesWater(from: number, to: number, direction: number): boolean {
  for (let s = NEIGHBOURS[from * 4 + direction] as number; s >= 0; s = NEIGHBOURS[s * 4 + direction] as number) {
    if (isWater[s]) return true;
    if (s === to) return false;
  }
  return false;
}

/**
 * Visits the legal moves of the player to move (by origin square, then direction) until `visit`
 * returns true; says whether it did. Nothing is visited when the game is over on the board.
 */
function forEachLegalMove(state: JungleState, visit: (from: number, to: number) => boolean): boolean {
  const { cells, toMove } = state;
  if (boardOutcome(cells)) return false;
  for (let from = 0; from < SIZE; from++) {
    const piece = cells[from];
    if (!piece || ownerOf(piece) !== toMove) continue;
    for (let d = 0; d < 4; d++) {
      let to = NEIGHBOURS[from * 4 + d] as number;
      if (to < 0) continue;
      // A lion or tiger facing water jumps instead (JG-5); moveBreach checks the rest.
      if (isWater[to] && rankOf(piece) !== RAT) to = JUMP_LANDING[from * 4 + d] as number;
      if (to >= 0 && moveBreach(cells, toMove, from, to) === null && visit(from, to)) return true;
    }
  }
  return false;
}

/** Every legal move of the player to move; empty when the game is over (G-2). */
export function legalMovesOf(state: JungleState): JungleMove[] {
  return listSquareMoves((visit) => forEachLegalMove(state, visit));
}

/** Whether the player to move has any legal move (G-1), stopping at the first. */
export function hasLegalMove(state: JungleState): boolean {
  return hasSquareMove((visit) => forEachLegalMove(state, visit));
}

/** Who is to move, or how the game ended (JG-16, G-1). */
export function statusOf(state: JungleState): Status {
  const ended = boardOutcome(state.cells);
  if (ended) return ended;
  if (!hasLegalMove(state)) return over(opponent(state.toMove), 'no-moves');
  return playing(state.toMove);
}

/** Whether a value is a move of this game at all: two square indices on the board. */
function isMoveData(move: unknown): move is JungleMove {
  if (typeof move !== 'object' || move === null) return false;
  const { from, to } = move as { from?: unknown; to?: unknown };
  return Number.isInteger(from) && Number.isInteger(to) && (from as number) >= 0 && (from as number) < SIZE && (to as number) >= 0 && (to as number) < SIZE;
}

/**
 * Why `play` would refuse a move here (an error value citing the rule), or null when it is legal:
 * the check alone, so that move text can be checked without playing the move twice.
 */
export function refusalOf(state: JungleState, move: JungleMove): Result<never> | null {
  if (!isMoveData(move)) return fail('not-a-move', 'a Jungle move is { from, to } with two square indices 0–62');
  if (boardOutcome(state.cells)) return gameOver();
  const refused =
    move.from === move.to
      ? fail('not-a-move', `a move must leave its square (${geometry.name(move.from)})`)
      : moveRefusal(state.cells, state.toMove, move.from, move.to);
  if (!refused) return null;
  // Only a refused move can be in a game lost by G-1, so the costlier check runs only here.
  return hasLegalMove(state) ? refused : gameOver();
}

/** Plays a move after checking it against the rules; the input state is not changed. */
export function playMove(state: JungleState, move: JungleMove): Result<JungleState> {
  return refusalOf(state, move) ?? ok(applyMove(state, move));
}

function gameOver(): Result<never> {
  return fail('game-over', 'the game is over; no move is legal', 'G-2');
}

/** The state after a move known to be legal. */
export function applyMove(state: JungleState, move: JungleMove): JungleState {
  const cells = state.cells.slice();
  cells[move.to] = cells[move.from] as JunglePiece;
  cells[move.from] = null;
  return { cells, toMove: opponent(state.toMove), moveNumber: state.moveNumber + state.toMove };
}
