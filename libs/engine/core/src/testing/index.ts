/**
 * Test support for games: the conformance kit and a tests-only game (tic-tac-toe) that proves the
 * contract, the kit, perft and the front ends' generic code paths before any real game exists; seeded
 * random games for tests and benches, and the benches' timing and search load.
 */
export * from './conformance.js';
export * from './setup-layout-conformance.js';
export * from './tic-tac-toe.js';
export * from './search-board-conformance.js';
export * from './tic-tac-toe-board.js';
export * from './perft-fixtures.js';
export * from './random-play.js';
export * from './bench.js';
