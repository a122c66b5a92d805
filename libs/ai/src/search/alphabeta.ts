import { DRAWN, ONGOING, opponent, type Game, type Player, type Rng, type SearchBoard } from '@tabula/engine-core';
import type { Deadline } from '../bot.js';
import { searchBoardFor } from './contract-board.js';
import { MoveOrdering } from './move-ordering.js';
import { WIN, WIN_BOUND } from './sample.js';
import { EXACT, LOWER, NO_MOVE, TranspositionTable, UPPER, tableBitsFor } from './transposition.js';

/** Options of one alpha-beta search. */
export interface AlphaBetaOptions {
  /** Deepest iteration (default 64); the budget usually stops the search first. */
  readonly maxDepth?: number;
  /** Deepest capture sequence quiescence follows beyond the horizon (default 8; 0 turns it off). */
  readonly quiescenceDepth?: number;
  /**
   * Amplitude of a seeded, per-position evaluation jitter (default 0). A few points of it make
   * repeated games between the same bots differ without making them noticeably weaker.
   */
  readonly noise?: number;
  /** Node budget, to size the transposition table (and checked at every node). */
  readonly nodeBudget?: number;
  /** Time budget, to size the transposition table when there is no node budget. */
  readonly msBudget?: number;
  /**
   * Score every root move exactly (a full window for each), not just the best one, and report them
   * in {@link SearchResult.rootScores}: what averaging over determinizations needs. Costs more nodes.
   */
  readonly scoreEveryRootMove?: boolean;
}

/** What a search found. */
export interface SearchResult<M> {
  readonly move: M;
  readonly score: number;
  /** Deepest fully completed iteration (0 if even depth 1 was cut short). */
  readonly depth: number;
  readonly nodes: number;
  /**
   * With {@link AlphaBetaOptions.scoreEveryRootMove}: every root move with its exact score from the
   * deepest completed iteration (absent if not even depth 1 completed).
   */
  readonly rootScores?: readonly { readonly move: M; readonly score: number }[];
}

/** Thrown inside the search to unwind when the budget runs out; never escapes {@link alphaBetaSearch}. */
class OutOfBudget {}
const OUT_OF_BUDGET = new OutOfBudget();

/** How often (in nodes) the clock is read when there is no node budget. */
const CLOCK_EVERY = 256;
const MAX_PLY = 96;
/** Table depth of a subtree searched to its very end (no horizon): exact at any depth. */
const SOLVED = 10_000;
/** Late-move reductions: from this depth, for quiet moves from this index in the ordering on. */
const LMR_MIN_DEPTH = 3;
const LMR_FROM_MOVE = 3;
/** From this index on (and above the least depth) a quiet move is reduced by two plies. */
const LMR_DEEP_FROM_MOVE = 10;

/** Clamps an evaluation well inside the win range, so no heuristic is mistaken for a won game. */
function clampEval(value: number): number {
  if (!(value > -WIN_BOUND + 1)) return Number.isNaN(value) ? 0 : -WIN_BOUND + 1;
  return value < WIN_BOUND - 1 ? value : WIN_BOUND - 1;
}

/** Score of a finished game for `player`, found `ply` plies from the root: sooner wins score higher. */
function terminalScore(outcome: number, player: Player, ply: number): number {
  if (outcome === DRAWN) return 0;
  return outcome === player ? WIN - ply : -(WIN - ply);
}

/**
 * Negamax alpha-beta with iterative deepening, principal-variation search with late-move
 * reductions, a ply's extension where the board says the mover is threatened, a transposition
 * table, move ordering (table move, captures strongest-victim first, two killers per ply, history)
 * and a quiescence search over
 * captures. It runs on a {@link SearchBoard}: the game's own make/unmake board when it offers one
 * (`search.board`), the Game contract through {@link ContractBoard} otherwise — one search for both.
 *
 * Reproducible: with a node budget the same state, rng seed and budget give the same move anywhere.
 *
 * @param root - a full state (a determinization on a hidden-information game)
 */
export function alphaBetaSearch<S, M>(
  game: Game<S, M, unknown>,
  root: S,
  rng: Rng,
  deadline: Deadline,
  options: AlphaBetaOptions = {},
): SearchResult<M> {
  const board: SearchBoard<S, M> = searchBoardFor(game, root);
  const qDepthLimit = Math.max(0, options.quiescenceDepth ?? 8);
  const maxDepth = Math.min(options.maxDepth ?? 64, MAX_PLY - qDepthLimit - 2);
  const noise = Math.max(0, Math.floor(options.noise ?? 0));
  const salt = rng.int(0x7fffffff);
  const table = new TranspositionTable(tableBitsFor(options.nodeBudget, options.msBudget));
  const ordering = new MoveOrdering(board.maxMoves, MAX_PLY);
  const checkEveryNode = options.nodeBudget !== undefined;
  const boardThreats = typeof board.threatened === 'function';
  const boardWins = typeof board.winsByCapture === 'function';
  /** Extensions stop short of the ply limit, which quiescence still needs room beyond. */
  const deepestExtension = MAX_PLY - qDepthLimit - 2;
  let nodes = 0;
  /** Whether the subtree being searched was cut anywhere by the depth horizon. */
  let horizon = false;

  const tick = (): void => {
    nodes++;
    if ((checkEveryNode || (nodes & (CLOCK_EVERY - 1)) === 0) && deadline.expired(nodes)) throw OUT_OF_BUDGET;
  };

  const staticEval = (player: Player): number => {
    let value = clampEval(board.evaluate(player));
    if (noise > 0) {
      const jitter = ((Math.imul(board.hash() ^ salt, 0x9e3779b1) >>> 0) % (2 * noise + 1)) - noise;
      value += player === 0 ? jitter : -jitter;
    }
    return value;
  };

  const quiesce = (player: Player, alpha: number, beta: number, ply: number, qDepth: number): number => {
    const standPat = staticEval(player);
    if (ply >= MAX_PLY - 1) return standPat;
    // A capture that wins the game outright (a flag, a king, a lion) is not material that standing
    // pat could weigh: look for one first, or the horizon hides a loss in one move. A board that can
    // tell without playing them saves a node per capture, which a node budget spends deeper instead.
    if (boardWins) {
      if (board.winsByCapture?.() === true) return WIN - (ply + 1);
      if (qDepth <= 0 || standPat >= beta) return standPat;
    }
    const count = ordering.captures(board, ply);
    if (!boardWins) {
      for (let i = 0; i < count; i++) {
        board.play(ordering.next(ply, i, count));
        tick();
        const outcome = board.outcome();
        board.undo();
        if (outcome === player) return WIN - (ply + 1);
      }
    }
    if (qDepth <= 0) return standPat;
    if (standPat >= beta) return standPat;
    // Iterative deepening reaches the same horizon positions again at every iteration, so the
    // horizon's capture searches are kept in the table (at depth 0, below every full-width entry);
    // a deeper entry of the position answers here as well, better informed. Only a horizon node
    // with captures to search probes: elsewhere a probe's cache miss costs more than it saves.
    const remember = count > 0 && qDepth === qDepthLimit;
    const hash = remember ? board.hash() : 0;
    if (remember && table.probe(hash)) {
      const score = fromTable(table.score, ply);
      const bound = table.bound;
      if (bound === EXACT || (bound === LOWER && score >= beta) || (bound === UPPER && score <= alpha)) return score;
    }
    const alphaIn = alpha;
    if (standPat > alpha) alpha = standPat;
    let best = standPat;
    let bestCode = NO_MOVE;
    const next = opponent(player);
    for (let i = 0; i < count; i++) {
      const code = ordering.next(ply, i, count);
      board.play(code);
      tick();
      const outcome = board.outcome();
      const score = outcome !== ONGOING ? -terminalScore(outcome, next, ply + 1) : -quiesce(next, -beta, -alpha, ply + 1, qDepth - 1);
      board.undo();
      if (score > best) {
        best = score;
        bestCode = code;
      }
      if (score > alpha) alpha = score;
      if (alpha >= beta) break;
    }
    if (remember) table.store(hash, 0, toTable(best, ply), best <= alphaIn ? UPPER : best >= beta ? LOWER : EXACT, bestCode);
    return best;
  };

  const negamax = (player: Player, depth: number, alpha: number, beta: number, ply: number): number => {
    // A threat the mover must answer now (a king attacked) is searched a ply deeper, as chess
    // engines extend checks: its answers are few and the horizon would hide how it ends.
    if (boardThreats && ply + depth < deepestExtension && board.threatened?.() === true) depth++;
    if (depth <= 0) {
      horizon = true;
      return quiesce(player, alpha, beta, ply, qDepthLimit);
    }
    const hash = board.hash();
    let ttMove = NO_MOVE;
    if (table.probe(hash)) {
      ttMove = table.move;
      if (table.depth >= depth) {
        const score = fromTable(table.score, ply);
        const bound = table.bound;
        if (bound === EXACT || (bound === LOWER && score >= beta) || (bound === UPPER && score <= alpha)) {
          if (table.depth !== SOLVED) horizon = true;
          return score;
        }
      }
    }
    const outerHorizon = horizon;
    horizon = false;
    const count = ordering.moves(board, ply, ttMove);
    const alphaIn = alpha;
    let best = -Infinity;
    let bestCode = NO_MOVE;
    const next = opponent(player);
    for (let i = 0; i < count; i++) {
      const code = ordering.next(ply, i, count);
      const capture = ordering.isCapture(ply, i);
      board.play(code);
      tick();
      const outcome = board.outcome();
      let score: number;
      if (outcome !== ONGOING) score = -terminalScore(outcome, next, ply + 1);
      else if (i === 0) score = -negamax(next, depth - 1, -beta, -alpha, ply + 1);
      else {
        // Principal-variation search: the first move is the expected best, so the others only
        // have to be shown no better, with a null window; one that is better is searched again.
        // Late quiet moves (no table move, capture or killer) are first searched shallower.
        const reduction = depth >= LMR_MIN_DEPTH && i >= LMR_FROM_MOVE && ordering.isPlain(ply, i) ? (i >= LMR_DEEP_FROM_MOVE && depth > LMR_MIN_DEPTH ? 2 : 1) : 0;
        score = -negamax(next, depth - 1 - reduction, -alpha - 1, -alpha, ply + 1);
        if (score > alpha && reduction > 0) score = -negamax(next, depth - 1, -alpha - 1, -alpha, ply + 1);
        if (score > alpha && score < beta) score = -negamax(next, depth - 1, -beta, -alpha, ply + 1);
      }
      board.undo();
      if (score > best) {
        best = score;
        bestCode = code;
      }
      if (score > alpha) alpha = score;
      if (alpha >= beta) {
        if (!capture) ordering.rememberCutoff(code, ply, depth);
        break;
      }
    }
    const cut = horizon;
    horizon = outerHorizon || cut;
    if (best === -Infinity) return 0; // no moves although the game goes on: a broken board; treat as level
    const bound = best <= alphaIn ? UPPER : best >= beta ? LOWER : EXACT;
    table.store(hash, cut ? depth : SOLVED, toTable(best, ply), bound, bestCode);
    return best;
  };

  // Root: shuffled once (seeded) so that equal moves are chosen by chance, then best-first.
  const rootPlayer = board.toMove();
  const rootBuffer = new Int32Array(board.maxMoves);
  const rootCount = board.moves(rootBuffer, 0);
  let ordered = rng.shuffle(Array.from(rootBuffer.subarray(0, rootCount)));
  const rootMove = new Map(ordered.map((code) => [code, board.move(code)] as const));
  if (ordered.length === 0) throw new Error(`${game.id}: alpha-beta was asked to search a finished position`);
  let bestCode = ordered[0] as number;
  let bestScore = 0;
  let completed = 0;
  const scores = new Map<number, number>();
  const exactRoot = options.scoreEveryRootMove === true;
  let completedScores: Map<number, number> | undefined;
  for (let depth = 1; depth <= maxDepth; depth++) {
    if (depth > 1 && !deadline.roomForMore(nodes)) break;
    let alpha = -Infinity;
    let iterationBest = NO_MOVE;
    let iterationScore = -Infinity;
    scores.clear();
    horizon = false;
    try {
      for (const code of ordered) {
        board.play(code);
        tick();
        const outcome = board.outcome();
        const score =
          outcome !== ONGOING
            ? -terminalScore(outcome, opponent(rootPlayer), 1)
            : -negamax(opponent(rootPlayer), depth - 1, -Infinity, exactRoot ? Infinity : -alpha, 1);
        board.undo();
        scores.set(code, score);
        if (score > iterationScore) {
          iterationScore = score;
          iterationBest = code;
        }
        if (score > alpha) alpha = score;
      }
    } catch (error) {
      if (error !== OUT_OF_BUDGET) throw error;
      // The previous best was searched first, so the best move of a partial iteration is either it,
      // rescored deeper, or a move that beat it at the deeper depth: both are better informed.
      if (iterationBest !== NO_MOVE) {
        bestCode = iterationBest;
        bestScore = iterationScore;
      }
      break;
    }
    if (iterationBest === NO_MOVE) break;
    bestCode = iterationBest;
    bestScore = iterationScore;
    completed = depth;
    if (exactRoot) completedScores = new Map(scores);
    // A forced win or loss, or a tree searched to its end: deeper iterations would change nothing.
    if (Math.abs(bestScore) >= WIN_BOUND || !horizon) break;
    const best = iterationBest;
    ordered = ordered
      .map((code) => ({ code, s: code === best ? Infinity : (scores.get(code) ?? -Infinity) }))
      .sort((a, b) => b.s - a.s)
      .map(({ code }) => code);
  }
  const result = { move: rootMove.get(bestCode) as M, score: bestScore + 0, depth: completed, nodes }; // + 0 turns -0 into 0
  if (!completedScores) return result;
  const rootScores = [...completedScores].map(([code, score]) => ({ move: rootMove.get(code) as M, score }));
  return { ...result, rootScores };
}

/** Win scores are stored relative to the node, so a mate found at one ply reads right at another. */
function toTable(score: number, ply: number): number {
  if (score >= WIN_BOUND) return score + ply;
  if (score <= -WIN_BOUND) return score - ply;
  return score;
}

function fromTable(score: number, ply: number): number {
  if (score >= WIN_BOUND) return score - ply;
  if (score <= -WIN_BOUND) return score + ply;
  return score;
}
