import { BOARD, isLake, NEIGHBOURS } from './board.js';
import { resolveAttack } from './combat.js';
import { statusOf } from './outcome.js';
import { ARMY_SIZE, KIND_CODE, KINDS } from './pieces.js';
import { decodePiece, type StrategoState } from './state.js';

/*
 * A perft counter on a byte board, for speed (DESIGN.md): make/unmake in place, no allocation, leaves
 * counted in bulk at the last ply. It must agree with `genericPerft` over legalMoves/play, which the
 * tests check. Cells: 0 empty, LAKE, or 1 + owner * 16 + kind code (pieces.ts order).
 */

const LAKE = 255;
const SCOUT = KIND_CODE.scout;
const FIRST_IMMOBILE = KIND_CODE.bomb; // bomb and flag are the last two codes
const FLAG = KIND_CODE.flag;
const KIND_COUNT = KINDS.length;

/** Attack outcomes by attacker code × defender code: 0 attacker wins, 1 defender wins, 2 both go. */
const OUTCOMES = new Uint8Array(KIND_COUNT * KIND_COUNT);
KINDS.forEach((attacker, a) => {
  KINDS.forEach((defender, d) => {
    const outcome = resolveAttack(attacker.kind, defender.kind);
    OUTCOMES[a * KIND_COUNT + d] = outcome === 'attacker' ? 0 : outcome === 'defender' ? 1 : 2;
  });
});

const LAND: Int16Array = Int16Array.from(Array.from({ length: BOARD.size }, (_, i) => i).filter((i) => !isLake(i)));
const NB: Int16Array = NEIGHBOURS;

function encode(state: StrategoState): Uint8Array {
  const cells = new Uint8Array(BOARD.size);
  state.board.forEach((code, square) => {
    const piece = code ? decodePiece(code) : null;
    if (isLake(square)) cells[square] = LAKE;
    else if (piece) {
      if (piece.kind === 'unknown') throw new Error('perft needs a full state: this view hides ranks (ST-9)');
      cells[square] = 1 + piece.owner * 16 + KIND_CODE[piece.kind];
    }
  });
  return cells;
}

/** Legal moves of `side` on a byte board (the bulk count at the last ply). */
function countMoves(cells: Uint8Array, side: number): number {
  let count = 0;
  for (let i = 0; i < LAND.length; i++) {
    const from = LAND[i] as number;
    const code = cells[from] as number;
    if (code === 0 || (code - 1) >> 4 !== side) continue;
    const kind = (code - 1) & 15;
    if (kind >= FIRST_IMMOBILE) continue;
    const base = from * 4;
    for (let d = 0; d < 4; d++) {
      let to = NB[base + d] as number;
      if (to < 0) continue;
      let target = cells[to] as number;
      if (target === LAKE) continue;
      if (target !== 0) {
        if ((target - 1) >> 4 !== side) count++;
        continue;
      }
      count++;
      if (kind !== SCOUT) continue;
      for (;;) {
        to = NB[to * 4 + d] as number;
        if (to < 0) break;
        target = cells[to] as number;
        if (target !== 0) break;
        count++;
      }
    }
  }
  return count;
}

/** Legal moves of the scout of `side` on `from`: its open lines, plus adjacent attacks (ST-4). */
function countScout(cells: Uint8Array, from: number, side: number): number {
  let count = 0;
  for (let d = 0; d < 4; d++) {
    let to = NB[from * 4 + d] as number;
    if (to < 0) continue;
    let target = cells[to] as number;
    if (target !== 0) {
      if (target !== LAKE && (target - 1) >> 4 !== side) count++;
      continue;
    }
    for (;;) {
      count++;
      to = NB[to * 4 + d] as number;
      if (to < 0) break;
      target = cells[to] as number;
      if (target !== 0) break;
    }
  }
  return count;
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

/**
 * The last two plies: `side` moves, then the opponent's moves are counted. A quiet move changes
 * only two squares, each between empty and `side`'s piece — both of which an adjacent opponent piece
 * may move to — so only the opponent's scouts that look along the file or rank of those squares can
 * gain or lose moves. The opponent's count is therefore taken once, and each quiet move adjusts it
 * by recounting just those scouts; attacks change more and are counted in full.
 */
function searchTwoPlies(cells: Uint8Array, side: number): number {
  const other = side ^ 1;
  const base = countMoves(cells, other);
  let scouts = 0;
  const scoutCode = 1 + other * 16 + SCOUT;
  for (let i = 0; i < LAND.length; i++) {
    const square = LAND[i] as number;
    if (cells[square] === scoutCode) {
      scoutSquares[scouts] = square;
      scoutCounts[scouts++] = countScout(cells, square, other);
    }
  }
  let total = 0;
  for (let i = 0; i < LAND.length; i++) {
    const from = LAND[i] as number;
    const code = cells[from] as number;
    if (code === 0 || (code - 1) >> 4 !== side) continue;
    const kind = (code - 1) & 15;
    if (kind >= FIRST_IMMOBILE) continue;
    for (let d = 0; d < 4; d++) {
      let to = from;
      for (let distance = 1; ; distance++) {
        to = NB[to * 4 + d] as number;
        if (to < 0) break;
        const target = cells[to] as number;
        if (target === LAKE) break;
        if (target === 0) {
          cells[from] = 0;
          cells[to] = code;
          let count = base;
          for (let k = 0; k < scouts; k++) {
            const scout = scoutSquares[k] as number;
            if (aligned(scout, from) || aligned(scout, to)) count += countScout(cells, scout, other) - (scoutCounts[k] as number);
          }
          total += count;
          cells[to] = 0;
          cells[from] = code;
          if (kind !== SCOUT) break;
          continue;
        }
        if ((target - 1) >> 4 !== side && distance === 1) {
          const defender = (target - 1) & 15;
          // A captured flag ends the game (ST-8): the opponent then has no moves to count.
          if (defender !== FLAG) {
            const outcome = OUTCOMES[kind * KIND_COUNT + defender];
            cells[from] = 0;
            cells[to] = outcome === 0 ? code : outcome === 1 ? target : 0;
            total += countMoves(cells, other);
            cells[to] = target;
            cells[from] = code;
          }
        }
        break;
      }
    }
  }
  return total;
}

function search(cells: Uint8Array, side: number, depth: number): number {
  if (depth === 1) return countMoves(cells, side);
  if (depth === 2) return searchTwoPlies(cells, side);
  const other = side ^ 1;
  let total = 0;
  for (let i = 0; i < LAND.length; i++) {
    const from = LAND[i] as number;
    const code = cells[from] as number;
    if (code === 0 || (code - 1) >> 4 !== side) continue;
    const kind = (code - 1) & 15;
    if (kind >= FIRST_IMMOBILE) continue;
    for (let d = 0; d < 4; d++) {
      let to = from;
      for (let distance = 1; ; distance++) {
        to = NB[to * 4 + d] as number;
        if (to < 0) break;
        const target = cells[to] as number;
        if (target === LAKE) break;
        if (target === 0) {
          cells[from] = 0;
          cells[to] = code;
          total += search(cells, other, depth - 1);
          cells[to] = 0;
          cells[from] = code;
          if (kind !== SCOUT) break;
          continue;
        }
        if ((target - 1) >> 4 !== side && distance === 1) {
          const defender = (target - 1) & 15;
          // A captured flag ends the game (ST-8): nothing below it, so it adds no leaves.
          if (defender !== FLAG) {
            const outcome = OUTCOMES[kind * KIND_COUNT + defender];
            cells[from] = 0;
            cells[to] = outcome === 0 ? code : outcome === 1 ? target : 0;
            total += search(cells, other, depth - 1);
            cells[to] = target;
            cells[from] = code;
          }
        }
        break;
      }
    }
  }
  return total;
}

/** Perft leaf count of a full state (not a view), equal to `genericPerft` over the Game contract. */
export function fastPerft(state: StrategoState, depth: number): number {
  if (depth <= 0) return 1;
  if (statusOf(state).kind === 'over') return 0;
  return search(encode(state), state.toMove, depth);
}
