export * from './play-game.js';
export * from './stats.js';
