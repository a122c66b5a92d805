import type { Player } from './player.js';
import type { Rng } from './rng.js';

/** {@link SearchBoard.outcome} while the game goes on. */
export const ONGOING = -1;
/** {@link SearchBoard.outcome} of a drawn game (a finished game with `winner: null`). */
export const DRAWN = 2;

/**
 * A game's own mutable position for fast search: moves are small integers ("move codes"), a move is
 * made and unmade in place, and the hash and evaluation are kept by the board, usually updated
 * incrementally. Search bots (`@tabula/ai`) run on a board when the game offers one
 * ({@link SearchHooks.board}) and on the Game contract otherwise, so a board is only about speed:
 * everything it says must agree exactly with the Game contract on the state it holds.
 *
 * Boards hold full states only (on a hidden-information game, a determinized one).
 *
 * Move codes: non-negative 31-bit integers chosen by the game. A code is only ever played at a
 * position whose {@link moves} produced it — or at an equal position reached again (a tree search
 * replays its tree's codes), so equal positions must always give the same codes. Codes should name "the same move" in different positions
 * where that makes sense (e.g. `from * 128 + to`), because move-ordering heuristics (killers,
 * history) remember codes across positions; distinct moves of one position must have distinct codes.
 */
export interface SearchBoard<S, M> {
  /** The player to move. */
  toMove(): Player;
  /**
   * {@link ONGOING} while the game runs, otherwise the winner (0 or 1) or {@link DRAWN}: exactly
   * what `game.status(state())` says (including G-1, a player to move with no legal move loses).
   */
  outcome(): number;
  /**
   * Writes the codes of the legal moves into `out` from index `at` and returns how many there are:
   * the moves of `game.legalMoves(state())`, one code each (order may differ). Nothing when over.
   * `out` is large enough for any position of the game (the search allocates
   * {@link SearchBoard.maxMoves} per ply).
   */
  moves(out: Int32Array, at: number): number;
  /**
   * Like {@link moves}, but only the moves that capture or remove enemy material (what
   * `search.isCapture` would flag): quiescence search follows these.
   */
  captures(out: Int32Array, at: number): number;
  /**
   * Ordering value of a move of the current position: what it takes, strongest victim and weakest
   * attacker first (MVV-LVA); 0 for a quiet move.
   */
  captureValue(code: number): number;
  /** Plays a move code produced by {@link moves} (or {@link captures}) at the current position. */
  play(code: number): void;
  /** Takes back the last {@link play} that is not yet taken back. */
  undo(): void;
  /** A 32-bit hash of everything that decides the future (equal positions, equal hashes). */
  hash(): number;
  /**
   * The game's evaluation of the current position for `player`: exactly `game.evaluate(state(),
   * player)`, the one heuristic a game has, only faster here.
   */
  evaluate(player: Player): number;
  /** The current position as a Game state (a fresh copy; used at the search's root and in tests). */
  state(): S;
  /** The Game move of a code produced by {@link moves} at the current position. */
  move(code: number): M;
  /** Most moves any position of this game can have: the size of one ply's move buffer. */
  readonly maxMoves: number;
  /**
   * Hidden-information boards may offer this (optional): deals again, in place, everything `viewer`
   * may not know — on Stratego, the ranks of the enemy's unrevealed pieces — consistently with what
   * it may know, so `game.view(state(), viewer)` is unchanged, each consistent deal as likely as
   * `game.determinize` would make it. On a finished game (whose view hides nothing) it changes
   * nothing. It stacks like a move: {@link undo} takes it back.
   *
   * It lets an information-set search redeal at every tree node without building states. Such a
   * search keys information sets by move code, so a board that resamples must give a move the same
   * code in every deal (codes name a move by what everyone sees, e.g. its squares).
   */
  resample?(viewer: Player, rng: Rng): void;
  /**
   * Optional: whether the player to move faces a threat it must answer at once, the way a check
   * must be answered in chess (in simplified chess: its king is attacked, and is taken next move).
   * A search extends such positions by a ply, so a forcing line is not cut off by the horizon.
   */
  threatened?(): boolean;
  /**
   * Optional: whether the player to move can win at once by what one of its captures takes (in
   * simplified chess: it attacks the enemy king, SC-6). Quiescence asks this before standing pat;
   * without it, the search plays every capture to see whether one ends the game, which costs a node
   * each. A win that only the opponent's lack of moves would give (G-1) need not be counted here:
   * the search still finds it by playing the move.
   */
  winsByCapture?(): boolean;
}
