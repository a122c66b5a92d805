import type { AnyGame, Rng } from '@tabula/engine-core';

/**
 * A seeded opening of 2–4 random plies (or `least` to `most`) that leaves the game going, for the match
 * benches (ab-match, uci-match: each opening is played twice with the colours swapped, so an unbalanced
 * one cancels out) and the engine's self-play (engine-positions). Its moves are given as `Game.moveKey`
 * text too, for an engine that is told the game move by move.
 */
export function seededOpening(game: AnyGame, rng: Rng, least = 2, most = 4): { readonly state: unknown; readonly keys: readonly string[] } {
  for (;;) {
    const plies = least + rng.int(most - least + 1);
    let state = game.start(rng);
    const keys: string[] = [];
    for (let i = 0; i < plies; i++) {
      const moves = game.legalMoves(state);
      if (moves.length === 0) break;
      const move = rng.pick(moves);
      const played = game.play(state, move);
      if (!played.ok) break;
      keys.push(game.moveKey(move));
      state = played.value;
    }
    if (keys.length === plies && game.status(state).kind === 'playing') return { state, keys };
  }
}
