import type { Game, Player, Rng } from '@tabula/engine-core';
import { opponent } from '@tabula/engine-core';
import type { Deadline } from '../bot.js';
import { evaluateFor } from './sample.js';

/** Options of an IS-MCTS search. */
export interface IsmctsOptions {
  /** Exploration constant of UCB1 on rewards in [0, 1] (default 0.7). */
  readonly exploration?: number;
  /** Random plies played after the tree before the position is evaluated (default 2). */
  readonly playoutPlies?: number;
  /** Evaluation units that map to a reward of about 0.73 (logistic scale; default 200). */
  readonly evalScale?: number;
  /**
   * Hidden-information games: below the root, resample the hidden part from the view of the player
   * to move at every tree node (default true). Without it the opponent in the tree plays as if it
   * saw our hidden ranks, which makes the search timid.
   */
  readonly redeterminize?: boolean;
}

/** What a search found. */
export interface IsmctsResult<M> {
  readonly move: M;
  readonly iterations: number;
  /** Visit share of the chosen move. */
  readonly confidence: number;
}

interface TreeNode<S, M> {
  readonly move: M | undefined;
  readonly key: string;
  /** Who played `move` (rewards are from this player's side). */
  readonly player: Player;
  readonly children: Map<string, TreeNode<S, M>>;
  visits: number;
  reward: number;
  /** How often this node was selectable (available in the iteration's determinization). */
  available: number;
  /** Perfect-information games only: the node's state, so selection never replays moves. */
  state: S | undefined;
  /** Perfect-information games only: legal moves of `state` not yet expanded. */
  untried: M[] | undefined;
}

/**
 * Single-observer information-set Monte Carlo tree search. Every iteration samples one full state
 * consistent with the bot's view (`determinize`), walks the shared tree using only the moves legal
 * in that sample (UCB1 with availability counts), expands one move, plays a few random plies and
 * scores the result with the game's `evaluate` (a logistic squash) or the outcome. The tree's nodes
 * are information sets keyed by move text, so the answer never depends on one guess of the hidden
 * ranks. On a perfect-information game it is plain UCT with cached states.
 */
export function ismctsSearch<S, M>(
  game: Game<S, M, unknown>,
  view: S,
  seat: Player,
  rootMoves: readonly M[],
  rng: Rng,
  deadline: Deadline,
  options: IsmctsOptions = {},
): IsmctsResult<M> {
  const exploration = options.exploration ?? 0.7;
  const playoutPlies = options.playoutPlies ?? 2;
  const evalScale = options.evalScale ?? 200;
  const hidden = game.hiddenInformation && game.determinize !== undefined;
  const determinize = game.determinize;
  const redeterminize = options.redeterminize ?? true;

  const newNode = (move: M | undefined, key: string, player: Player, state: S | undefined): TreeNode<S, M> => ({
    move,
    key,
    player,
    children: new Map(),
    visits: 0,
    reward: 0,
    available: 0,
    state,
    untried: undefined,
  });
  const root = newNode(undefined, '', opponent(seat), hidden ? undefined : view);
  if (!hidden) root.untried = rng.shuffle(rootMoves);

  /** Reward in [0, 1] for `player` of a (possibly finished) state. */
  const rewardFor = (state: S, player: Player): number => {
    const status = game.status(state);
    if (status.kind === 'over') return status.winner === null ? 0.5 : status.winner === player ? 1 : 0;
    return 1 / (1 + Math.exp(-evaluateFor(game, state, player) / evalScale));
  };

  const path: TreeNode<S, M>[] = [];
  let iterations = 0;
  while (!deadline.expired(iterations)) {
    iterations++;
    let state = hidden && determinize ? determinize(view, rng) : view;
    let node = root;
    path.length = 0;
    path.push(root);
    // Selection and expansion.
    for (;;) {
      if (!hidden) {
        state = node.state as S;
        if (game.status(state).kind === 'over') break;
        if (node.untried === undefined) node.untried = rng.shuffle(game.legalMoves(state));
        const untried = node.untried;
        if (untried.length > 0) {
          const move = untried.pop() as M;
          const played = game.play(state, move);
          if (!played.ok) continue;
          const mover = (game.status(state) as { toMove: Player }).toMove;
          const child = newNode(move, game.moveKey(move), mover, played.value);
          node.children.set(child.key, child);
          state = played.value;
          path.push(child);
          break;
        }
        let best: TreeNode<S, M> | undefined;
        let bestValue = -Infinity;
        const logN = Math.log(node.visits + 1);
        for (const child of node.children.values()) {
          const value = child.reward / child.visits + exploration * Math.sqrt(logN / child.visits);
          if (value > bestValue) {
            bestValue = value;
            best = child;
          }
        }
        if (!best) break;
        node = best;
        path.push(node);
        continue;
      }
      let status = game.status(state);
      if (status.kind === 'over') break;
      if (node !== root && redeterminize && determinize) {
        // The mover decides on what the mover may know: resample the hidden part from its own view,
        // so the opponent in the tree cannot see through our hidden ranks (and we not through its).
        state = determinize(game.view(state, status.toMove), rng);
        status = game.status(state);
        if (status.kind === 'over') break;
      }
      const legal = game.legalMoves(state);
      const untried: M[] = [];
      let best: TreeNode<S, M> | undefined;
      let bestValue = -Infinity;
      let bestMove: M | undefined;
      const seen: TreeNode<S, M>[] = [];
      const seenMoves: M[] = [];
      for (const move of legal) {
        const child = node.children.get(game.moveKey(move));
        if (child) {
          seen.push(child);
          seenMoves.push(move);
        } else untried.push(move);
      }
      if (untried.length > 0) {
        const move = rng.pick(untried);
        const played = game.play(state, move);
        if (!played.ok) break;
        const child = newNode(move, game.moveKey(move), status.toMove, undefined);
        node.children.set(child.key, child);
        state = played.value;
        path.push(child);
        break;
      }
      seen.forEach((child, i) => {
        child.available++;
        const value = child.reward / child.visits + exploration * Math.sqrt(Math.log(child.available) / child.visits);
        if (value > bestValue) {
          bestValue = value;
          best = child;
          bestMove = seenMoves[i];
        }
      });
      if (!best || bestMove === undefined) break;
      // This sample's own move object with the node's key: equal keys, same move (Game.moveKey).
      const played = game.play(state, bestMove);
      if (!played.ok) break;
      state = played.value;
      node = best;
      path.push(node);
    }
    // Playout: a few random plies, then the evaluation.
    for (let ply = 0; ply < playoutPlies; ply++) {
      if (game.status(state).kind === 'over') break;
      const moves = game.legalMoves(state);
      const played = game.play(state, rng.pick(moves));
      if (!played.ok) break;
      state = played.value;
    }
    const reward0 = rewardFor(state, 0);
    for (const visited of path) {
      visited.visits++;
      visited.reward += visited.player === 0 ? reward0 : 1 - reward0;
    }
  }

  // The most visited root move that is legal in the view (all root children are, by construction).
  let chosen: M = rootMoves[0] as M;
  let most = -1;
  const legalKeys = new Set(rootMoves.map((move) => game.moveKey(move)));
  for (const child of root.children.values()) {
    if (!legalKeys.has(child.key)) continue;
    if (child.visits > most || (child.visits === most && child.reward > 0)) {
      most = child.visits;
      chosen = child.move as M;
    }
  }
  if (most < 0) chosen = rng.pick(rootMoves);
  return { move: chosen, iterations, confidence: root.visits > 0 ? Math.max(0, most) / root.visits : 0 };
}
