export * from './time-control.js';
export * from './game-clock.js';
export * from './table-clock.js';
