/**
 * A game being played, for every front end (docs/design.md, Front ends): seats (a person or a bot), the
 * set-up phase, moves entered as text, bots' turns, undo, resignation, per-viewer snapshots, records
 * and numbered events. The CLI, the API server and the web client drive games only through it.
 */
export * from './play-error.js';
export * from './seats.js';
export * from './events.js';
export * from './snapshot.js';
export * from './move-options.js';
export * from './start-position.js';
export * from './bot-thinker.js';
export * from './session-options.js';
export * from './takeback.js';
export * from './game-session.js';
export * from './create-session.js';
export * from './replay.js';
export * from './outcome-words.js';
export * from './table.js';
export * from './table-presence.js';
export * from './shared-device.js';
export * from './local-table.js';
export * from './kept-session.js';
export * from './clock/index.js';
