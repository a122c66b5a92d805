import type { AnyGame, BotBudget, Game, Player, Rng } from '@tabula/engine-core';

/** How much a bot may think (declared beside the Game contract, where a game's levels name budgets). */
export type { BotBudget };

/**
 * A cancellation flag the bot polls while it thinks. An `AbortSignal` fits, and so does any object
 * whose `aborted` getter reads shared memory; no platform API is needed.
 */
export interface CancelFlag {
  readonly aborted: boolean;
}

/** What a bot is asked: one move for the seat to move in `view`. */
export interface BotRequest {
  /** The game, known only through its contract. */
  readonly game: AnyGame;
  /**
   * The position as the seat to move may see it: `game.view(state, seat)`. Bots apply the view
   * again themselves before they look at it (see {@link chooseMove}), so a caller that passes a full
   * state by mistake still cannot leak hidden information into a move.
   */
  readonly view: unknown;
  /** The bot's own seeded random stream (tie-breaks, determinizations, playouts). */
  readonly rng: Rng;
  readonly budget?: BotBudget;
  /** Set to stop thinking early; the bot then answers with the best move found so far. */
  readonly signal?: CancelFlag;
  /** A millisecond clock (default `Date.now`); tests inject a fake one. */
  readonly clock?: () => number;
}

/** The answer: a move from `game.legalMoves(view)`, plus what the search did to find it. */
export interface BotAnswer {
  readonly move: unknown;
  /** Positions visited (alpha-beta) or iterations run (IS-MCTS); 0 for random and greedy. */
  readonly nodes: number;
  /** Deepest completed search depth, when the bot searches by depth. */
  readonly depth?: number;
  /** The bot's estimate from the mover's side, in the game's evaluate units (search bots only). */
  readonly score?: number;
}

/**
 * A bot: picks a legal move for the seat to move. Bots are pure library code (no platform APIs), so
 * the web client can run them in a Web Worker and the server in worker threads.
 */
export interface Bot {
  /** How the bot is written on a command line, e.g. `alphabeta:20000n`. */
  readonly name: string;
  /** Picks a move. Throws only when the game is over (there is nothing to choose). */
  think(request: BotRequest): BotAnswer;
}

/** Everything a bot implementation works with once the request has been checked and viewed. */
export interface BotTurn<S = unknown, M = unknown> {
  readonly game: Game<S, M, unknown>;
  /** The seat to move. */
  readonly seat: Player;
  /** The seat's view of the position (never more). */
  readonly view: S;
  /** `game.legalMoves(view)`, never empty. */
  readonly moves: readonly M[];
  readonly rng: Rng;
  readonly budget: BotBudget;
  readonly deadline: Deadline;
}

/** Time and node limits plus cancellation, polled by the search loops. */
export interface Deadline {
  /** Whether the search must stop now (time up, node budget spent, or cancelled). */
  expired(nodes: number): boolean;
  /** Whether there is enough left to start another iteration (half the time budget used up → no). */
  roomForMore(nodes: number): boolean;
}

function makeDeadline(budget: BotBudget, signal: CancelFlag | undefined, clock: () => number): Deadline {
  const start = clock();
  const { ms, nodes: nodeLimit } = budget;
  return {
    expired(nodes) {
      if (signal?.aborted) return true;
      if (nodeLimit !== undefined && nodes >= nodeLimit) return true;
      return ms !== undefined && clock() - start >= ms;
    },
    roomForMore(nodes) {
      if (signal?.aborted) return false;
      if (nodeLimit !== undefined && nodes >= nodeLimit) return false;
      return ms === undefined || clock() - start < ms / 2;
    },
  };
}

/**
 * The one door into every bot: re-applies the view for the seat to move (so a bot can never see more
 * than that seat may), lists the legal moves, and answers at once when there is only one.
 */
export function prepareTurn(request: BotRequest, defaultBudget: BotBudget): BotTurn | BotAnswer {
  const { game } = request;
  const status = game.status(request.view);
  if (status.kind === 'over') throw new Error(`${game.id}: the game is over, there is no move to choose`);
  const seat = status.toMove;
  const view = game.view(request.view, seat);
  const moves = game.legalMoves(view);
  if (moves.length === 0) throw new Error(`${game.id}: legalMoves is empty while status says playing`);
  if (moves.length === 1) return { move: moves[0], nodes: 0 };
  const budget = request.budget && (request.budget.ms !== undefined || request.budget.nodes !== undefined) ? request.budget : defaultBudget;
  const deadline = makeDeadline(budget, request.signal, request.clock ?? Date.now);
  return { game, seat, view, moves, rng: request.rng, budget, deadline };
}

/** Whether {@link prepareTurn} already answered (a forced move). */
export function isAnswer(turn: BotTurn | BotAnswer): turn is BotAnswer {
  return 'move' in turn;
}
