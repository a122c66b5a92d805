import type { Game, Player, Rng, Status } from '@tabula/engine-core';
import { opponent } from '@tabula/engine-core';
import type { Deadline } from '../bot.js';
import { captureValueOf, evaluateFor, WIN, WIN_BOUND } from './sample.js';
import { stateHasher } from './state-hash.js';
import { EXACT, LOWER, TranspositionTable, UPPER, tableBitsFor } from './transposition.js';

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
}

/** What a search found. */
export interface SearchResult<M> {
  readonly move: M;
  readonly score: number;
  /** Deepest fully completed iteration (0 if even depth 1 was cut short). */
  readonly depth: number;
  readonly nodes: number;
}

/** Thrown inside the search to unwind when the budget runs out; never escapes {@link alphaBetaSearch}. */
class OutOfBudget {}
const OUT_OF_BUDGET = new OutOfBudget();

/** How often (in nodes) the clock is read; node budgets are checked at every node. */
const CLOCK_EVERY = 256;
const MAX_PLY = 128;
/** Table depth of a subtree searched to its very end (no horizon): exact at any depth. */
const SOLVED = 10_000;

interface Ordered<M> {
  move: M;
  key: string;
  order: number;
}

/**
 * Negamax alpha-beta with iterative deepening, a transposition table, move ordering (table move,
 * captures strongest-victim first, two killers per ply, history) and a quiescence search over
 * captures. It uses a game's optional search hooks (hash, capture flags, capture generation,
 * unchecked play) when present and works from
 * `legalMoves`/`play` alone otherwise (hashing JSON; no quiescence without a capture flag).
 *
 * Reproducible: with a node budget the same state, rng seed and budget give the same move anywhere.
 */
export function alphaBetaSearch<S, M>(
  game: Game<S, M, unknown>,
  root: S,
  rootMoves: readonly M[],
  rng: Rng,
  deadline: Deadline,
  options: AlphaBetaOptions = {},
): SearchResult<M> {
  const hashOf = stateHasher(game);
  const hooks = game.search;
  const hasCaptureFlag = Boolean(hooks?.isCapture || hooks?.captureValue);
  const qDepthLimit = hasCaptureFlag ? (options.quiescenceDepth ?? 8) : 0;
  const maxDepth = options.maxDepth ?? 64;
  const noise = Math.max(0, Math.floor(options.noise ?? 0));
  const salt = rng.int(0x7fffffff);
  const table = new TranspositionTable(tableBitsFor(options.nodeBudget, options.msBudget));
  const killers: (string | undefined)[] = new Array<string | undefined>(MAX_PLY * 2);
  const history = new Map<string, number>();
  let nodes = 0;
  /** Whether the subtree being searched was cut anywhere by the depth horizon. */
  let horizon = false;

  const tick = (): void => {
    nodes++;
    if ((nodes & (CLOCK_EVERY - 1)) === 0 || options.nodeBudget !== undefined) {
      if (deadline.expired(nodes)) throw OUT_OF_BUDGET;
    }
  };

  const terminal = (status: Status & { kind: 'over' }, player: Player, ply: number): number =>
    status.winner === null ? 0 : status.winner === player ? WIN - ply : -(WIN - ply);

  const staticEval = (state: S, player: Player): number => {
    let value = evaluateFor(game, state, player);
    if (noise > 0) {
      const jitter = ((Math.imul(hashOf(state) ^ salt, 0x9e3779b1) >>> 0) % (2 * noise + 1)) - noise;
      value += player === 0 ? jitter : -jitter;
    }
    return value;
  };

  const playLegal = hooks?.playLegal;
  /** The child of a listed move, or undefined if `play` refuses it (a broken game; the move is skipped). */
  const child = (state: S, move: M): S | undefined => {
    if (playLegal) return playLegal(state, move);
    const played = game.play(state, move);
    return played.ok ? played.value : undefined;
  };

  const isCapture = (state: S, move: M): boolean =>
    hooks?.isCapture ? hooks.isCapture(state, move) : captureValueOf(game, state, move) > 0;

  const order = (state: S, moves: readonly M[], ttMove: string | undefined, ply: number): Ordered<M>[] => {
    const k1 = killers[ply * 2];
    const k2 = killers[ply * 2 + 1];
    const list: Ordered<M>[] = new Array<Ordered<M>>(moves.length);
    for (let i = 0; i < moves.length; i++) {
      const move = moves[i] as M;
      const key = game.moveKey(move);
      let score: number;
      if (key === ttMove) score = 1e9;
      else {
        const capture = hasCaptureFlag ? captureValueOf(game, state, move) : 0;
        if (capture > 0) score = 1e8 + capture;
        else if (key === k1) score = 9e7;
        else if (key === k2) score = 8e7;
        else score = history.get(key) ?? 0;
      }
      list[i] = { move, key, order: score };
    }
    // Stable sort keeps the (shuffled) generation order among equals: reproducible.
    list.sort((a, b) => b.order - a.order);
    return list;
  };

  const quiesce = (state: S, player: Player, alpha: number, beta: number, ply: number, qDepth: number): number => {
    const standPat = staticEval(state, player);
    if (qDepth <= 0 || ply >= MAX_PLY - 1) return standPat;
    if (standPat >= beta) return standPat;
    if (standPat > alpha) alpha = standPat;
    let best = standPat;
    const captures: { move: M; value: number }[] = [];
    if (hooks?.captures) {
      for (const move of hooks.captures(state)) captures.push({ move, value: captureValueOf(game, state, move) });
    } else {
      for (const move of game.legalMoves(state)) {
        if (isCapture(state, move)) captures.push({ move, value: captureValueOf(game, state, move) });
      }
    }
    captures.sort((a, b) => b.value - a.value);
    const next = opponent(player);
    for (const { move } of captures) {
      const after = child(state, move);
      if (after === undefined) continue;
      tick();
      const status = game.status(after);
      const score = status.kind === 'over' ? -terminal(status, next, ply + 1) : -quiesce(after, next, -beta, -alpha, ply + 1, qDepth - 1);
      if (score > best) best = score;
      if (score > alpha) alpha = score;
      if (alpha >= beta) break;
    }
    return best;
  };

  const negamax = (state: S, player: Player, depth: number, alpha: number, beta: number, ply: number): number => {
    if (depth <= 0 || ply >= MAX_PLY - 1) {
      horizon = true;
      return quiesce(state, player, alpha, beta, ply, qDepthLimit);
    }
    const hash = hashOf(state);
    const entry = table.probe(hash);
    let ttMove: string | undefined;
    if (entry) {
      ttMove = entry.move;
      if (entry.depth >= depth) {
        const score = fromTable(entry.score, ply);
        const usable =
          entry.bound === EXACT || (entry.bound === LOWER && score >= beta) || (entry.bound === UPPER && score <= alpha);
        if (usable) {
          if (entry.depth !== SOLVED) horizon = true;
          return score;
        }
      }
    }
    const outerHorizon = horizon;
    horizon = false;
    const moves = game.legalMoves(state);
    const alphaIn = alpha;
    let best = -Infinity;
    let bestKey: string | undefined;
    const next = opponent(player);
    for (const { move, key } of order(state, moves, ttMove, ply)) {
      const after = child(state, move);
      if (after === undefined) continue;
      tick();
      const status = game.status(after);
      const score = status.kind === 'over' ? -terminal(status, next, ply + 1) : -negamax(after, next, depth - 1, -beta, -alpha, ply + 1);
      if (score > best) {
        best = score;
        bestKey = key;
      }
      if (score > alpha) alpha = score;
      if (alpha >= beta) {
        if (!(hasCaptureFlag && isCapture(state, move))) {
          if (killers[ply * 2] !== key) {
            killers[ply * 2 + 1] = killers[ply * 2];
            killers[ply * 2] = key;
          }
          history.set(key, (history.get(key) ?? 0) + depth * depth);
        }
        break;
      }
    }
    const cut = horizon;
    horizon = outerHorizon || cut;
    if (best === -Infinity) return 0; // every listed move was refused: a broken game; treat as level
    const bound = best <= alphaIn ? UPPER : best >= beta ? LOWER : EXACT;
    table.store(hash, cut ? depth : SOLVED, toTable(best, ply), bound, bestKey);
    return best;
  };

  // Root: shuffled once (seeded) so that equal moves are chosen by chance, then best-first.
  const rootStatus = game.status(root);
  const rootPlayer: Player = rootStatus.kind === 'playing' ? rootStatus.toMove : 0;
  let ordered = rng.shuffle(rootMoves).map((move) => ({ move, key: game.moveKey(move) }));
  let bestMove = ordered[0]?.move as M;
  let bestScore = 0;
  let completed = 0;
  for (let depth = 1; depth <= maxDepth; depth++) {
    if (depth > 1 && !deadline.roomForMore(nodes)) break;
    let alpha = -Infinity;
    let iterationBest: { move: M; key: string } | undefined;
    let iterationScore = -Infinity;
    const scores = new Map<string, number>();
    horizon = false;
    try {
      for (const candidate of ordered) {
        const after = child(root, candidate.move);
        if (after === undefined) continue;
        tick();
        const status = game.status(after);
        const score =
          status.kind === 'over' ? -terminal(status, opponent(rootPlayer), 1) : -negamax(after, opponent(rootPlayer), depth - 1, -Infinity, -alpha, 1);
        scores.set(candidate.key, score);
        if (score > iterationScore) {
          iterationScore = score;
          iterationBest = candidate;
        }
        if (score > alpha) alpha = score;
      }
    } catch (error) {
      if (error !== OUT_OF_BUDGET) throw error;
      // The previous best was searched first, so the best move of a partial iteration is either it,
      // rescored deeper, or a move that beat it at the deeper depth: both are better informed.
      if (iterationBest) {
        bestMove = iterationBest.move;
        bestScore = iterationScore;
      }
      break;
    }
    if (!iterationBest) break;
    bestMove = iterationBest.move;
    bestScore = iterationScore;
    completed = depth;
    // A forced win or loss, or a tree searched to its end: deeper iterations would change nothing.
    if (Math.abs(bestScore) >= WIN_BOUND || !horizon) break;
    ordered = ordered
      .map((c) => ({ ...c, s: c.key === iterationBest?.key ? Infinity : (scores.get(c.key) ?? -Infinity) }))
      .sort((a, b) => b.s - a.s)
      .map(({ move, key }) => ({ move, key }));
  }
  return { move: bestMove, score: bestScore + 0, depth: completed, nodes }; // + 0 turns -0 into 0
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
