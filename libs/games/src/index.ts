export * from './registry-types.js';
export * from './registry.js';
export * from './game-look.js';
