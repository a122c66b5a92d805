import type { Game, Player, Rng, Sampling } from '@tabula/engine-core';

/**
 * A full state to search from: the view itself for perfect-information games, otherwise one sample
 * of what the hidden part might be (`determinize`). A hidden-information game without `determinize`
 * is searched on the view as it is, which works only if its `play` accepts view states.
 * `sampling` is passed on only when given, so a game's `determinize` sees its own default.
 */
export function sampleState<S, M>(game: Game<S, M, unknown>, view: S, rng: Rng, sampling?: Sampling): S {
  if (!game.hiddenInformation || !game.determinize) return view;
  return sampling === undefined ? game.determinize(view, rng) : game.determinize(view, rng, sampling);
}

/** A large score for a won game, beyond any evaluation; wins sooner score higher. */
export const WIN = 1_000_000;
/** Scores beyond this are wins or losses found by search, not evaluations. */
export const WIN_BOUND = WIN - 10_000;

/**
 * The game's heuristic for `player`, clamped well inside the win range; 0 when the game has none.
 */
export function evaluateFor<S, M>(game: Game<S, M, unknown>, state: S, player: Player): number {
  if (!game.evaluate) return 0;
  const value = game.evaluate(state, player);
  if (!Number.isFinite(value)) return 0;
  return Math.max(-WIN_BOUND + 1, Math.min(WIN_BOUND - 1, value));
}

/** Whether the move captures, by the game's hook when it has one. */
export function captureValueOf<S, M>(game: Game<S, M, unknown>, state: S, move: M): number {
  const hooks = game.search;
  if (hooks?.captureValue) return hooks.captureValue(state, move);
  if (hooks?.isCapture) return hooks.isCapture(state, move) ? 1 : 0;
  return 0;
}
