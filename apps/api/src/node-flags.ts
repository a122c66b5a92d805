/**
 * The Node (V8) flags the server runs with: `npm start`, the tests and the benches all start
 * `dist/main.js` with them, and docs/scaling.md's nodes too.
 *
 * `--no-memory-reducer`: when the process looks idle, V8's memory reducer collects and compacts the
 * whole heap to give memory back. With 12,000 live sockets (a 100 MB heap) each such collection
 * stopped the event loop for 46 to 60 ms (`reduce_memory=1` in `--trace-gc-nvp`), a stall every
 * socket and request felt; without it the longest stall of an idle server was 13 ms. The heap still
 * shrinks at its next ordinary collection. V8 takes this flag only on the command line: not in
 * NODE_OPTIONS, and setting it at run time changes nothing.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--no-memory-reducer'];

/** The server flags missing from `execArgv` (the flags this process was started with). */
export function missingServerFlags(execArgv: readonly string[]): string[] {
  return SERVER_NODE_FLAGS.filter((flag) => !execArgv.includes(flag));
}
