import type { Player } from '../player.js';
import { DRAWN, ONGOING, type SearchBoard } from '../search-board.js';
import type { TicTacToeMove, TicTacToeState } from './tic-tac-toe.js';

const LINES = [
  [0, 1, 2], [3, 4, 5], [6, 7, 8],
  [0, 3, 6], [1, 4, 7], [2, 5, 8],
  [0, 4, 8], [2, 4, 6],
] as const;

/** Zobrist keys: one per (square, mark), one for "O to move". Fixed numbers, so hashes are stable. */
const KEYS = Array.from({ length: 18 }, (_, i) => Math.imul(i + 1, 0x9e3779b1) >>> 0);
const O_TO_MOVE = 0x85ebca6b;

/**
 * Tic-tac-toe's {@link SearchBoard}: the smallest board, so the board conformance kit and the
 * board-driven search in `@tabula/ai` can be proven before any real game has one. A move code is
 * the square's index. `evaluate` must match the game's, so it counts open lines the same way.
 */
export class TicTacToeBoard implements SearchBoard<TicTacToeState, TicTacToeMove> {
  readonly maxMoves = 9;
  private readonly cells = new Int8Array(9).fill(-1);
  private mover: Player;
  private moveNumber: number;
  private key = 0;
  private readonly played: number[] = [];

  constructor(state: TicTacToeState) {
    state.cells.forEach((owner, square) => {
      if (owner !== null && owner !== undefined) {
        this.cells[square] = owner;
        this.key ^= KEYS[square * 2 + owner] as number;
      }
    });
    this.mover = state.toMove;
    this.moveNumber = state.moveNumber;
    if (this.mover === 1) this.key ^= O_TO_MOVE;
  }

  toMove(): Player {
    return this.mover;
  }

  outcome(): number {
    for (const [a, b, c] of LINES) {
      const owner = this.cells[a] as number;
      if (owner >= 0 && owner === this.cells[b] && owner === this.cells[c]) return owner;
    }
    return this.cells.includes(-1) ? ONGOING : DRAWN;
  }

  moves(out: Int32Array, at: number): number {
    if (this.outcome() !== ONGOING) return 0;
    let n = 0;
    for (let square = 0; square < 9; square++) if (this.cells[square] === -1) out[at + n++] = square;
    return n;
  }

  captures(): number {
    return 0;
  }

  captureValue(): number {
    return 0;
  }

  play(code: number): void {
    this.cells[code] = this.mover;
    this.key ^= (KEYS[code * 2 + this.mover] as number) ^ O_TO_MOVE;
    if (this.mover === 1) this.moveNumber++;
    this.mover = this.mover === 0 ? 1 : 0;
    this.played.push(code);
  }

  undo(): void {
    const code = this.played.pop() as number;
    this.mover = this.mover === 0 ? 1 : 0;
    if (this.mover === 1) this.moveNumber--;
    this.cells[code] = -1;
    this.key ^= (KEYS[code * 2 + this.mover] as number) ^ O_TO_MOVE;
  }

  hash(): number {
    return this.key >>> 0;
  }

  evaluate(player: Player): number {
    let score = 0;
    for (const line of LINES) {
      let mine = false;
      let theirs = false;
      for (const square of line) {
        const owner = this.cells[square];
        if (owner === player) mine = true;
        else if (owner !== -1) theirs = true;
      }
      if (!theirs) score += 1;
      if (!mine) score -= 1;
    }
    return score;
  }

  state(): TicTacToeState {
    return {
      cells: Array.from(this.cells, (owner) => (owner === -1 ? null : (owner as Player))),
      toMove: this.mover,
      moveNumber: this.moveNumber,
    };
  }

  move(code: number): TicTacToeMove {
    return code;
  }
}
