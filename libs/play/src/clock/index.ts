export * from './time-control.js';
export * from './game-clock.js';
