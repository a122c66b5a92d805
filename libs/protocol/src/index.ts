/**
 * Every message on the wire between the API server and its clients, once (docs/design.md, Protocol):
 * the HTTP routes' requests, answers and errors and the live socket's messages and close codes as zod
 * schemas with their inferred types; and a typed client for the browser and Node over them.
 */
export * from './wire.js';
export * from './http-requests.js';
export * from './http-answers.js';
export * from './live-messages.js';
export * from './error-codes.js';
export type { Fetch, FetchRequest, FetchResponse, LiveSocket, LiveSocketConstructor } from './transport.js';
export * from './protocol-error.js';
export * from './refusal-words.js';
export * from './protocol-client.js';
export * from './live-game-connection.js';
export * from './live-lobby.js';
export * from './remote-table.js';
