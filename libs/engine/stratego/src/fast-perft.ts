import { BOARD } from './board.js';
import { statusOf } from './outcome.js';
import { ARMY_SIZE } from './pieces.js';
import * as byteBoard from './search-board/cells.js';
import { ALL_MOVES, codeFrom, codeTo, generateMoves, MAX_MOVES, pieceMoves } from './search-board/move-generation.js';
import type { StrategoState } from './state.js';

// V8 reads an imported binding through its module cell at every use, even inside a hot loop, but
// folds a module's own constants: so the hot paths read local copies.
const { ATTACK_OUTCOMES, ATTACKER_WINS, DEFENDER_WINS, FLAG, readBoard, SCOUT } = byteBoard;

/*
 * A perft counter on the byte board, for speed (docs/design.md): make/unmake in place, no allocation, leaves
 * counted in bulk at the last ply. Its moves come from the search board's generator
 * (search-board/move-generation.ts), so the perft fixtures prove the board's movement too. It must
 * agree with `genericPerft` over legalMoves/play, which the tests check.
 */

const KIND_COUNT = FLAG + 1;

/** Move buffers, one per ply of the deepest perft, and scratch for counts; perft never nests. */
let buffers = new Int32Array(MAX_MOVES * 8);
const scratch = new Int32Array(MAX_MOVES);

/** Legal moves of `side` (the bulk count at the last ply). */
function countMoves(cells: Uint8Array, side: number): number {
  return generateMoves(cells, side, ALL_MOVES, scratch, 0);
}

/** Legal moves of the scout of `side` on `from`. */
function countScout(cells: Uint8Array, from: number, side: number): number {
  return pieceMoves(cells, from, side, SCOUT, ALL_MOVES, scratch, 0);
}

const FILE_OF = Int8Array.from({ length: BOARD.size }, (_, i) => BOARD.fileOf(i));
const RANK_OF = Int8Array.from({ length: BOARD.size }, (_, i) => BOARD.rankOf(i));

/** Whether two squares share a file or a rank. */
function aligned(a: number, b: number): boolean {
  return FILE_OF[a] === FILE_OF[b] || RANK_OF[a] === RANK_OF[b];
}

/** Scratch space for the opponent's scouts in {@link searchTwoPlies}, which never nests. */
const scoutSquares = new Int16Array(ARMY_SIZE);
const scoutCounts = new Int32Array(ARMY_SIZE);

/** Plays an attack on the cells (ST-5 to ST-7); the caller puts both squares back afterwards. */
function makeAttack(cells: Uint8Array, from: number, to: number): void {
  const cell = cells[from] as number;
  const target = cells[to] as number;
  const outcome = ATTACK_OUTCOMES[((cell - 1) & 15) * KIND_COUNT + ((target - 1) & 15)];
  cells[from] = 0;
  cells[to] = outcome === ATTACKER_WINS ? cell : outcome === DEFENDER_WINS ? target : 0;
}

/**
 * The last two plies: `side` moves, then the opponent's moves are counted. A quiet move changes
 * only two squares, each between empty and `side`'s piece — both of which an adjacent opponent piece
 * may move to — so only the opponent's scouts that look along the file or rank of those squares can
 * gain or lose moves. The opponent's count is therefore taken once, and each quiet move adjusts it
 * by recounting just those scouts; attacks change more and are counted in full.
 */
function searchTwoPlies(cells: Uint8Array, side: number, at: number): number {
  const other = side ^ 1;
  const base = countMoves(cells, other);
  let scouts = 0;
  const scoutCell = 1 + other * 16 + SCOUT;
  for (let square = 0; square < BOARD.size; square++) {
    if (cells[square] === scoutCell) {
      scoutSquares[scouts] = square;
      scoutCounts[scouts++] = countScout(cells, square, other);
    }
  }
  const n = generateMoves(cells, side, ALL_MOVES, buffers, at);
  let total = 0;
  for (let i = at; i < at + n; i++) {
    const code = buffers[i] as number;
    const from = codeFrom(code);
    const to = codeTo(code);
    const cell = cells[from] as number;
    const target = cells[to] as number;
    if (target === 0) {
      cells[from] = 0;
      cells[to] = cell;
      let count = base;
      for (let k = 0; k < scouts; k++) {
        const scout = scoutSquares[k] as number;
        if (aligned(scout, from) || aligned(scout, to)) count += countScout(cells, scout, other) - (scoutCounts[k] as number);
      }
      total += count;
    } else {
      // A captured flag ends the game (ST-8): the opponent then has no moves to count.
      if (((target - 1) & 15) === FLAG) continue;
      makeAttack(cells, from, to);
      total += countMoves(cells, other);
    }
    cells[to] = target;
    cells[from] = cell;
  }
  return total;
}

function search(cells: Uint8Array, side: number, depth: number, at: number): number {
  if (depth === 1) return countMoves(cells, side);
  if (depth === 2) return searchTwoPlies(cells, side, at);
  const other = side ^ 1;
  const n = generateMoves(cells, side, ALL_MOVES, buffers, at);
  let total = 0;
  for (let i = at; i < at + n; i++) {
    const code = buffers[i] as number;
    const from = codeFrom(code);
    const to = codeTo(code);
    const cell = cells[from] as number;
    const target = cells[to] as number;
    if (target === 0) {
      cells[from] = 0;
      cells[to] = cell;
    } else {
      // A captured flag ends the game (ST-8): nothing below it, so it adds no leaves.
      if (((target - 1) & 15) === FLAG) continue;
      makeAttack(cells, from, to);
    }
    total += search(cells, other, depth - 1, at + n);
    cells[to] = target;
    cells[from] = cell;
  }
  return total;
}

/** Perft leaf count of a full state (not a view), equal to `genericPerft` over the Game contract. */
export function fastPerft(state: StrategoState, depth: number): number {
  if (depth <= 0) return 1;
  if (statusOf(state).kind === 'over') return 0;
  const cells = new Uint8Array(BOARD.size);
  if (readBoard(state.board, cells, new Uint8Array(BOARD.size))) throw new Error('perft needs a full state: this view hides ranks (ST-9)');
  if (buffers.length < MAX_MOVES * depth) buffers = new Int32Array(MAX_MOVES * depth);
  return search(cells, state.toMove, depth, 0);
}
