import { ONGOING, opponent, type Game, type Player, type Rng, type SearchBoard } from '@tabula/engine-core';
import type { Deadline } from '../bot.js';
import { searchBoardFor } from './contract-board.js';
import { WIN_BOUND } from './sample.js';

type Resample = NonNullable<SearchBoard<unknown, unknown>['resample']>;

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

/** A tree node: the move that led to it, its statistics and its children. */
interface TreeNode<M> {
  /** Code of the move in the (perfect-information) position it was made in. */
  readonly code: number;
  /** A move of the sample it was first made in (hidden information: the key names it across samples). */
  readonly move: M | undefined;
  readonly key: string;
  /** Who played the move (rewards are from this player's side). */
  readonly player: Player;
  readonly children: TreeNode<M>[];
  /**
   * Hidden information: children by move id, as different samples list moves differently. The id is
   * the move code on a board that resamples (its codes are the same in every deal), else the
   * interned move key.
   */
  readonly byId: Map<number, TreeNode<M>> | undefined;
  visits: number;
  reward: number;
  /** How often this node was selectable (available in the iteration's determinization). */
  available: number;
  /** Perfect information: the position's moves not yet expanded. */
  untried: number[] | undefined;
}

function newNode<M>(code: number, move: M | undefined, key: string, player: Player, hidden: boolean): TreeNode<M> {
  return { code, move, key, player, children: [], byId: hidden ? new Map() : undefined, visits: 0, reward: 0, available: 0, untried: undefined };
}

/**
 * Single-observer information-set Monte Carlo tree search on {@link SearchBoard}s. Every iteration
 * samples one full state consistent with the bot's view (`determinize`), walks the shared tree using
 * only the moves legal in that sample (UCB1 with availability counts), expands one move, plays a few
 * random plies and scores the result with the game's `evaluate` (a logistic squash) or the outcome.
 * The tree's nodes are information sets keyed by move (the move code on a board that resamples, whose
 * codes are the same in every deal; else the move text), so the answer never depends on one guess of
 * the hidden ranks. When the game's board can deal hidden ranks again in place (`resample`), the
 * whole search runs on one board: each iteration deals from the bot's view, redeals at every tree
 * node from the mover's view, and takes everything back at the end, like moves. Otherwise each
 * iteration and each redeal builds a board from a `determinize`d state. On a perfect-information
 * game it is plain UCT on one board (make/unmake).
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
  const determinize = game.hiddenInformation ? game.determinize : undefined;
  const redeterminize = options.redeterminize ?? true;
  const hidden = determinize !== undefined;

  const root = newNode<M>(-1, undefined, '', opponent(seat), hidden);
  const perfectBoard = hidden ? undefined : searchBoardFor(game, view);
  // A board that deals hidden ranks again in place saves building a state per tree node.
  const firstDeal = hidden ? searchBoardFor(game, (determinize as NonNullable<typeof determinize>)(view, rng)) : undefined;
  const dealingBoard = firstDeal?.resample ? firstDeal : undefined;
  /** Information sets name moves alike in every sample: by code on a dealing board, else by interned key. */
  const keyIds = new Map<string, number>();
  const idOf = (board: SearchBoard<S, M>, code: number): number => {
    if (dealingBoard) return code;
    const key = game.moveKey(board.move(code));
    let id = keyIds.get(key);
    if (id === undefined) keyIds.set(key, (id = keyIds.size));
    return id;
  };
  const untried: number[] = [];
  const seen: TreeNode<M>[] = [];
  const seenCodes: number[] = [];
  const buffer = new Int32Array(Math.max(perfectBoard?.maxMoves ?? 0, 64));
  let moveBuffer = buffer;
  const movesOf = (board: SearchBoard<S, M>): number => {
    if (moveBuffer.length < board.maxMoves) moveBuffer = new Int32Array(board.maxMoves);
    return board.moves(moveBuffer, 0);
  };

  /** Reward in [0, 1] for player 0 of the board's position. */
  const reward0 = (board: SearchBoard<S, M>): number => {
    const outcome = board.outcome();
    if (outcome !== ONGOING) return outcome === 0 ? 1 : outcome === 1 ? 0 : 0.5;
    const value = Math.max(-WIN_BOUND, Math.min(WIN_BOUND, board.evaluate(0)));
    return 1 / (1 + Math.exp(-value / evalScale));
  };

  /** UCB1 with availability counts (equal to the parent's visits on perfect information). */
  const ucb = (child: TreeNode<M>, parentVisits: number): number =>
    child.reward / child.visits + exploration * Math.sqrt(Math.log(parentVisits) / child.visits);

  const path: TreeNode<M>[] = [];
  let iterations = 0;
  while (!deadline.expired(iterations)) {
    iterations++;
    path.length = 0;
    path.push(root);
    let node = root;
    let board: SearchBoard<S, M>;
    let plays = 0;
    if (perfectBoard) {
      board = perfectBoard;
      // Selection and expansion on the one board.
      while (board.outcome() === ONGOING) {
        if (node.untried === undefined) {
          const count = movesOf(board);
          node.untried = rng.shuffle(Array.from(moveBuffer.subarray(0, count)));
        }
        const mover = board.toMove();
        const code = node.untried.pop();
        if (code !== undefined) {
          // Root children are named by key, so the answer can be given as the view's own move.
          const key = node === root ? game.moveKey(board.move(code)) : '';
          const child = newNode<M>(code, undefined, key, mover, false);
          node.children.push(child);
          board.play(code);
          plays++;
          path.push(child);
          break;
        }
        let best: TreeNode<M> | undefined;
        let bestValue = -Infinity;
        for (const child of node.children) {
          const value = ucb(child, node.visits + 1);
          if (value > bestValue) {
            bestValue = value;
            best = child;
          }
        }
        if (!best) break;
        node = best;
        board.play(node.code);
        plays++;
        path.push(node);
      }
    } else {
      if (dealingBoard) {
        // One board, dealt again from the bot's view every iteration and taken back afterwards.
        board = dealingBoard;
        (board.resample as Resample)(seat, rng);
        plays++;
      } else {
        board = searchBoardFor(game, (determinize as NonNullable<typeof determinize>)(view, rng));
      }
      while (board.outcome() === ONGOING) {
        if (node !== root && redeterminize) {
          // The mover decides on what the mover may know: resample the hidden part from its own view,
          // so the opponent in the tree cannot see through our hidden ranks (and we not through its).
          if (dealingBoard) {
            (board.resample as Resample)(board.toMove(), rng);
            plays++;
          } else {
            const state = board.state();
            board = searchBoardFor(game, (determinize as NonNullable<typeof determinize>)(game.view(state, board.toMove()), rng));
          }
          if (board.outcome() !== ONGOING) break;
        }
        const mover = board.toMove();
        const count = movesOf(board);
        const children = node.byId as Map<number, TreeNode<M>>;
        untried.length = 0;
        seen.length = 0;
        seenCodes.length = 0;
        for (let i = 0; i < count; i++) {
          const code = moveBuffer[i] as number;
          const child = children.get(idOf(board, code));
          if (child) {
            seen.push(child);
            seenCodes.push(code);
          } else untried.push(code);
        }
        if (untried.length > 0) {
          const code = rng.pick(untried);
          const move = board.move(code);
          const child = newNode<M>(code, move, node === root || !dealingBoard ? game.moveKey(move) : '', mover, true);
          children.set(idOf(board, code), child);
          node.children.push(child);
          board.play(code);
          plays++;
          path.push(child);
          break;
        }
        let best: TreeNode<M> | undefined;
        let bestCode = -1;
        let bestValue = -Infinity;
        for (let i = 0; i < seen.length; i++) {
          const child = seen[i] as TreeNode<M>;
          child.available++;
          const value = ucb(child, child.available);
          if (value > bestValue) {
            bestValue = value;
            best = child;
            bestCode = seenCodes[i] as number;
          }
        }
        if (!best) break;
        node = best;
        board.play(bestCode);
        plays++;
        path.push(node);
      }
    }
    // Playout: a few random plies, then the evaluation.
    for (let ply = 0; ply < playoutPlies && board.outcome() === ONGOING; ply++) {
      const count = movesOf(board);
      if (count === 0) break;
      board.play(moveBuffer[rng.int(count)] as number);
      plays++;
    }
    const value0 = reward0(board);
    for (const visited of path) {
      visited.visits++;
      visited.reward += visited.player === 0 ? value0 : 1 - value0;
    }
    // Boards kept from one iteration to the next go back to the root (deals included).
    if (perfectBoard || dealingBoard) for (; plays > 0; plays--) board.undo();
  }

  return { ...choose(game, root, rootMoves, rng), iterations };
}

/** The most visited root move that is legal in the view, as the view's own move object. */
function choose<S, M>(game: Game<S, M, unknown>, root: TreeNode<M>, rootMoves: readonly M[], rng: Rng): { move: M; confidence: number } {
  const byKey = new Map(rootMoves.map((move) => [game.moveKey(move), move] as const));
  let chosen: M | undefined;
  let most = -1;
  let bestReward = -Infinity;
  for (const child of root.children) {
    const move = byKey.get(child.key);
    if (move === undefined) continue;
    if (child.visits > most || (child.visits === most && child.reward > bestReward)) {
      most = child.visits;
      bestReward = child.reward;
      chosen = move;
    }
  }
  if (chosen === undefined) return { move: rng.pick(rootMoves), confidence: 0 };
  return { move: chosen, confidence: root.visits > 0 ? most / root.visits : 0 };
}
