import { fail, ok, opponent, over, playing, type Player, type Result, type Status } from '@tabula/engine-core';
import { DEN, denOwner, FILES, geometry, isWater, JUMP_LANDING, JUMP_WATER, NEIGHBOURS, SIZE } from './board.js';
import { captureRefusal } from './capture.js';
import { KINDS, LION, ownerOf, RAT, rankOf, TIGER, type JunglePiece } from './pieces.js';
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
  const counts = [0, 0];
  for (const piece of cells) if (piece) counts[ownerOf(piece)]++;
  if (counts[0] === 0) return over(1, 'all-captured');
  if (counts[1] === 0) return over(0, 'all-captured');
  return null;
}

/**
 * Why `cells[from]` may not go to `to` for the player `toMove`, or null when the move is legal. This is
 * the only place the movement rules live: `legalMoves` lists the moves it passes and `play` refuses
 * the others with its reason, so the two cannot disagree.
 */
export function moveRefusal(cells: Cells, toMove: Player, from: number, to: number): Result<never> | null {
  const piece = cells[from];
  const fromName = geometry.name(from);
  const toName = geometry.name(to);
  if (!piece) return fail('no-piece', `there is no piece on ${fromName}`);
  if (ownerOf(piece) !== toMove) return fail('not-your-piece', `the piece on ${fromName} is not yours`);
  const kind = KINDS[rankOf(piece) - 1] as string;
  const rank = rankOf(piece);

  const direction = directionBetween(from, to);
  const isStep = direction >= 0 && NEIGHBOURS[from * 4 + direction] === to;
  if (!isStep) {
    const isJump = direction >= 0 && JUMP_LANDING[from * 4 + direction] === to;
    if (isJump) {
      if (rank !== LION && rank !== TIGER) return fail('illegal-move', `only the lion and the tiger jump across the river, not a ${kind}`, 'JG-5');
      const blocker = jumpBlocker(cells, from, direction);
      if (blocker >= 0) return fail('illegal-move', `the jump is blocked by the rat on ${geometry.name(blocker)}`, 'JG-7');
    } else if ((rank === LION || rank === TIGER) && direction >= 0 && crossesWater(from, to, direction)) {
      return fail('illegal-move', `a jump goes straight across the river from one bank to the other, not ${fromName} to ${toName}`, 'JG-5b');
    } else {
      return fail('illegal-move', `a piece moves one square orthogonally; ${fromName} to ${toName} is not a step`, 'JG-1');
    }
  } else if (isWater[to] && rank !== RAT) {
    return fail('illegal-move', `only the rat may enter water, not a ${kind}`, 'JG-4');
  }
  if (denOwner[to] === toMove) return fail('illegal-move', 'a piece may not enter its own den', 'JG-2');

  const target = cells[to];
  if (!target) return null;
  if (ownerOf(target) === toMove) return fail('illegal-move', `${toName} holds your own piece`, 'JG-14');
  const refusal = captureRefusal(piece, from, target, to);
  return refusal ? fail('illegal-move', refusal.message, refusal.rule) : null;
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

/** Every legal move of the player to move, by origin square then direction; empty when the game is over (G-2). */
export function legalMovesOf(state: JungleState): JungleMove[] {
  const { cells, toMove } = state;
  if (boardOutcome(cells)) return [];
  const moves: JungleMove[] = [];
  for (let from = 0; from < SIZE; from++) {
    const piece = cells[from];
    if (!piece || ownerOf(piece) !== toMove) continue;
    for (let d = 0; d < 4; d++) {
      let to = NEIGHBOURS[from * 4 + d] as number;
      if (to < 0) continue;
      // A lion or tiger facing water jumps instead (JG-5); moveRefusal checks the rest.
      if (isWater[to] && rankOf(piece) !== RAT) to = JUMP_LANDING[from * 4 + d] as number;
      if (to >= 0 && moveRefusal(cells, toMove, from, to) === null) moves.push({ from, to });
    }
  }
  return moves;
}

/** Who is to move, or how the game ended (JG-16, G-1). */
export function statusOf(state: JungleState): Status {
  const ended = boardOutcome(state.cells);
  if (ended) return ended;
  if (legalMovesOf(state).length === 0) return over(opponent(state.toMove), 'no-moves');
  return playing(state.toMove);
}

/** Whether a value is a move of this game at all: two square indices on the board. */
function isMoveData(move: unknown): move is JungleMove {
  if (typeof move !== 'object' || move === null) return false;
  const { from, to } = move as { from?: unknown; to?: unknown };
  return Number.isInteger(from) && Number.isInteger(to) && (from as number) >= 0 && (from as number) < SIZE && (to as number) >= 0 && (to as number) < SIZE;
}

/** Plays a move after checking it against the rules; the input state is not changed. */
export function playMove(state: JungleState, move: JungleMove): Result<JungleState> {
  if (!isMoveData(move)) return fail('not-a-move', 'a Jungle move is { from, to } with two square indices 0–62');
  if (boardOutcome(state.cells)) return gameOver();
  const refused =
    move.from === move.to
      ? fail('not-a-move', `a move must leave its square (${geometry.name(move.from)})`)
      : moveRefusal(state.cells, state.toMove, move.from, move.to);
  if (!refused) return ok(applyMove(state, move));
  // Only a refused move can be in a game lost by G-1, so the costly check runs only here.
  return legalMovesOf(state).length === 0 ? gameOver() : refused;
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
