import type { Game } from '@tabula/engine-core';

/** FNV-1a over a text, to 32 bits. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The state's hash for the transposition table: the game's `search.hash` hook when it has one,
 * otherwise a hash of the state's JSON text (slower, but states are JSON data by contract).
 */
export function stateHasher<S, M>(game: Game<S, M, unknown>): (state: S) => number {
  const hook = game.search?.hash;
  if (hook) return (state) => hook(state) >>> 0;
  return (state) => hashText(JSON.stringify(state));
}
