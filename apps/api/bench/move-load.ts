import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { percentile } from './percentile.js';

// The move load of the API benches: fresh games, each taking one legal move, for a set time, either
// saturated (autocannon, as many as the connections can send) or paced (our own open loop, evenly spaced),
// and read as answered moves per second.

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

export interface BenchGame {
  readonly id: string;
  readonly token: string;
}

/**
 * Answered requests per second over a run of fixed length. Runs are timed, never a fixed number of
 * requests: autocannon ends an `amount` run only at its next whole-second tick, so the same server read as
 * 1,333 or 1,600 moves/s (8,000 ÷ 6 s or ÷ 5 s) depending on where the last answer fell.
 */
export function perSecond(result: autocannon.Result): number {
  const seconds = (new Date(result.finish).getTime() - new Date(result.start).getTime()) / 1000;
  return seconds > 0 ? result['2xx'] / seconds : 0;
}

export function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await response.json()) as Record<string, unknown>;
}

/** Fresh Jungle games, each ready for seat 0's first move: one request, one game, so every move is legal. */
export async function createGames(url: string, count: number): Promise<BenchGame[]> {
  const games: BenchGame[] = [];
  const worker = async () => {
    while (games.length < count) {
      const created = await post(`${url}/api/games`, { game: 'jungle', players: ['human', 'human'], seed: 1 });
      games.push({ id: created.id as string, token: (created.seats as { token: string }[])[0]?.token as string });
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return games.slice(0, count);
}

/** The path and body of a game's one move (`a3a4` at version 0, seat 0's first move in Jungle). */
const MOVE_BODY = JSON.stringify({ move: 'a3a4', version: 0 });
const movePath = (game: BenchGame) => `/api/games/${game.id}/moves`;

/**
 * Moves for SECONDS, each to its own game, as fast as `connections` can send them. A run that used up its
 * games would go on with moves already made, answered 409: the row's non-2xx says so.
 */
export function moves(url: string, games: readonly BenchGame[], options: { connections?: number }): Promise<autocannon.Result> {
  let next = 0;
  return run({
    url,
    connections: options.connections ?? CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const game = games[next++ % games.length] as BenchGame;
          return {
            ...request,
            path: movePath(game),
            headers: { 'content-type': 'application/json', authorization: `Bearer ${game.token}` },
            body: MOVE_BODY,
          };
        },
      },
    ],
  });
}

/** A paced run: answered moves a second, latency percentiles in ms, and the answers that were not 2xx. */
export interface PacedResult {
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly non2xx: number;
}

/**
 * Moves at `rate` a second for SECONDS, each to its own game, each sent when it is due (every 1000/rate
 * ms, whether or not the earlier ones were answered: an open loop, as independent players are). This is
 * not autocannon's `overallRate`, which is a budget per second that each connection spends as fast as it
 * can: its "500 moves/s" was 500 moves in a burst at the start of every second, and its latencies those
 * of a saturated server. A move's latency runs from when it was due, so a send made late by a slow
 * answer counts against the server, not for it.
 */
export async function pacedMoves(url: string, games: readonly BenchGame[], rate: number): Promise<PacedResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const total = Math.min(games.length, Math.round(rate * SECONDS));
  const latencies: number[] = [];
  let non2xx = 0;
  let lastAnswer = 0;
  const send = (game: BenchGame, dueAt: number) =>
    new Promise<void>((resolve) => {
      const answered = (ok: boolean) => {
        lastAnswer = performance.now();
        if (ok) latencies.push(lastAnswer - dueAt);
        else non2xx += 1;
        resolve();
      };
      const sending = request(
        `${url}${movePath(game)}`,
        { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(MOVE_BODY), authorization: `Bearer ${game.token}` } },
        (response) => {
          response.resume();
          response.on('end', () => answered((response.statusCode ?? 0) >= 200 && (response.statusCode ?? 0) < 300));
        },
      );
      sending.on('error', () => answered(false));
      sending.end(MOVE_BODY);
    });
  const start = performance.now();
  const sends: Promise<void>[] = [];
  while (sends.length < total) {
    const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
    while (sends.length < due) sends.push(send(games[sends.length] as BenchGame, start + (sends.length * 1000) / rate));
    await sleep(1);
  }
  await Promise.all(sends);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const seconds = (lastAnswer - start) / 1000;
  return { perSecond: seconds > 0 ? latencies.length / seconds : 0, p50: percentile(latencies, 50), p99: percentile(latencies, 99), non2xx };
}
