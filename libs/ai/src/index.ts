/**
 * Game-agnostic bots for Tabula: random, greedy, alpha-beta and IS-MCTS behind one interface, the
 * per-game levels 1–5, and the pure logic of bot matches. Bots know games only through the Game
 * contract and see only a seat's view.
 */
export * from './bot.js';
export * from './bots/random.js';
export * from './bots/greedy.js';
export * from './bots/alphabeta.js';
export * from './bots/ismcts.js';
export * from './bots/careless.js';
export * from './search/alphabeta.js';
export * from './search/ismcts.js';
export * from './search/sample.js';
export * from './levels.js';
export * from './spec.js';
export * from './match/index.js';
