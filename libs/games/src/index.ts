export * from './registry-types.js';
export * from './registry.js';
