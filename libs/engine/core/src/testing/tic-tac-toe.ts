import { createBoardGeometry } from '../geometry.js';
import type { Game } from '../game.js';
import type { Notation } from '../notation-contract.js';
import { opponent, type Player } from '../player.js';
import { fail, ok, type Result } from '../result.js';
import { over, playing, type Status } from '../status.js';
import { TicTacToeBoard } from './tic-tac-toe-board.js';

/**
 * Tic-tac-toe, written for tests only: the smallest game that exercises the whole contract, so the
 * conformance kit, perft and the `tabula` commands can be proven before any real game exists.
 * X is player 0 and moves first; a move names the square it marks (`b2`).
 */
export interface TicTacToeState {
  /** Nine cells, a1 = 0 … c3 = 8: the owner of the mark, or null. */
  readonly cells: readonly (Player | null)[];
  readonly toMove: Player;
  readonly moveNumber: number;
}

/** A move marks one square (index 0–8). */
export type TicTacToeMove = number;

const board = createBoardGeometry(3, 3);
const LINES = [
  [0, 1, 2], [3, 4, 5], [6, 7, 8],
  [0, 3, 6], [1, 4, 7], [2, 5, 8],
  [0, 4, 8], [2, 4, 6],
] as const;

function winnerOf(cells: readonly (Player | null)[]): Player | null {
  for (const [a, b, c] of LINES) {
    const owner = cells[a];
    if (owner !== null && owner !== undefined && owner === cells[b] && owner === cells[c]) return owner;
  }
  return null;
}

function statusOf(state: TicTacToeState): Status {
  const winner = winnerOf(state.cells);
  if (winner !== null) return over(winner, 'three-in-a-row');
  if (state.cells.every((cell) => cell !== null)) return over(null, 'board-full');
  return playing(state.toMove);
}

const LETTERS = ['X', 'O'] as const;

export const ticTacToe: Game<TicTacToeState, TicTacToeMove> = {
  id: 'tic-tac-toe',
  name: 'Tic-tac-toe (test game)',
  playerNames: ['X', 'O'],
  hiddenInformation: false,
  start: () => ({ cells: Array<Player | null>(9).fill(null), toMove: 0, moveNumber: 1 }),
  legalMoves(state) {
    if (statusOf(state).kind === 'over') return [];
    const moves: number[] = [];
    state.cells.forEach((cell, i) => {
      if (cell === null) moves.push(i);
    });
    return moves;
  },
  play(state, move): Result<TicTacToeState> {
    if (statusOf(state).kind === 'over') return fail('game-over', 'the game is over', 'G-2');
    if (!Number.isInteger(move) || move < 0 || move > 8) return fail('not-a-move', `${String(move)} is not a square`);
    if (state.cells[move] !== null) return fail('illegal-move', `${board.name(move)} is already marked`, 'TT-1');
    const cells = state.cells.slice();
    cells[move] = state.toMove;
    return ok({
      cells,
      toMove: opponent(state.toMove),
      moveNumber: state.moveNumber + (state.toMove === 1 ? 1 : 0),
    });
  },
  status: statusOf,
  outcomeWords: { 'three-in-a-row': 'three marks stand in a row', 'board-full': 'the board is full' },
  view: (state) => state,
  evaluate(state, player) {
    // Lines still open for a player, minus the opponent's: enough to tell a bot the centre is good.
    let score = 0;
    for (const line of LINES) {
      const marks = line.map((i) => state.cells[i]);
      if (!marks.includes(opponent(player))) score += 1;
      if (!marks.includes(player)) score -= 1;
    }
    return score;
  },
  moveKey: (move) => board.name(move),
  search: { board: (state) => new TicTacToeBoard(state) },
  describeMove: (_state, move) => ({ from: null, path: [board.name(move)] }),
  picture(state) {
    const cells = [];
    for (let rank = 2; rank >= 0; rank--) {
      for (let file = 0; file < 3; file++) {
        const square = board.index(file, rank);
        const owner = state.cells[square];
        cells.push({
          square: board.name(square),
          terrain: 'land',
          piece:
            owner === null || owner === undefined
              ? null
              : { owner, kind: 'mark', name: `${LETTERS[owner]} mark`, letter: LETTERS[owner], symbol: LETTERS[owner] },
        });
      }
    }
    return { files: 3, ranks: 3, cells };
  },
};

/**
 * Position text in the style of docs/notation.md: rows rank 3 → 1, `X`/`O`, runs of empties as digits,
 * side `x`/`o`, move number. Start: `3/3/3 x 1`.
 */
export const ticTacToeNotation: Notation<TicTacToeState, TicTacToeMove> = {
  gameId: 'tic-tac-toe',
  parsePosition(text) {
    const fields = text.trim().split(/\s+/);
    if (fields.length !== 3) return fail('parse', `expected 3 fields (rows, side, move number), found ${fields.length}`, undefined, 'position');
    const [rowsText, side, number] = fields as [string, string, string];
    const rows = rowsText.split('/');
    if (rows.length !== 3) return fail('parse', `expected 3 rows, found ${rows.length}`, undefined, 'field 1');
    const cells: (Player | null)[] = Array<Player | null>(9).fill(null);
    for (let r = 0; r < 3; r++) {
      const row = rows[r] as string;
      let file = 0;
      for (let c = 0; c < row.length; c++) {
        const ch = row[c] as string;
        if (ch >= '1' && ch <= '3') file += Number(ch);
        else if (ch === 'X' || ch === 'O') {
          if (file > 2) break;
          cells[board.index(file, 2 - r)] = ch === 'X' ? 0 : 1;
          file += 1;
        } else return fail('parse', `unexpected '${ch}'`, undefined, `row ${r + 1}, column ${c + 1}`);
      }
      if (file !== 3) return fail('parse', `row has ${file} cells, expected 3`, undefined, `row ${r + 1}`);
    }
    const sideLower = side.toLowerCase();
    if (sideLower !== 'x' && sideLower !== 'o') return fail('parse', `side must be x or o, found '${side}'`, undefined, 'field 2');
    if (!/^[1-9][0-9]*$/.test(number)) return fail('parse', `move number must be a positive integer, found '${number}'`, undefined, 'field 3');
    return ok({ cells, toMove: sideLower === 'x' ? 0 : 1, moveNumber: Number(number) });
  },
  formatPosition(state) {
    const rows: string[] = [];
    for (let rank = 2; rank >= 0; rank--) {
      let row = '';
      let empty = 0;
      for (let file = 0; file < 3; file++) {
        const owner = state.cells[board.index(file, rank)];
        if (owner === null || owner === undefined) empty++;
        else {
          if (empty) row += String(empty);
          empty = 0;
          row += LETTERS[owner];
        }
      }
      rows.push(empty ? row + String(empty) : row);
    }
    return `${rows.join('/')} ${state.toMove === 0 ? 'x' : 'o'} ${state.moveNumber}`;
  },
  parseMove(state, text) {
    const square = board.parse(text);
    if (square < 0) return fail('not-a-move', `'${text.trim()}' is not a square of the 3x3 board`);
    const legal = ticTacToe.legalMoves(state);
    if (legal.includes(square)) return ok(square);
    // play() knows why the square is refused (game over, already marked): let it say so.
    const refused = ticTacToe.play(state, square);
    if (!refused.ok) return refused;
    throw new Error(`tic-tac-toe: play accepted ${board.name(square)}, which legalMoves does not list`);
  },
  formatMove: (_state, move) => board.name(move),
};
