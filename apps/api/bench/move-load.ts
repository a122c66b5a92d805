import autocannon from 'autocannon';

// The move load of the API benches: fresh games, each taking one legal move, sent by autocannon for a set
// time, saturated or at a set rate, and read as answered moves per second.

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

/**
 * Moves (`a3a4` at version 0) for SECONDS, each to its own game; `rate` caps requests per second. A run
 * that used up its games would go on with moves already made, answered 409: the row's non-2xx says so.
 */
export function moves(url: string, games: readonly BenchGame[], options: { rate?: number; connections?: number }): Promise<autocannon.Result> {
  let next = 0;
  return run({
    url,
    connections: options.connections ?? CONNECTIONS,
    duration: SECONDS,
    ...(options.rate ? { overallRate: options.rate } : {}),
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const game = games[next++ % games.length] as BenchGame;
          return {
            ...request,
            path: `/api/games/${game.id}/moves`,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${game.token}` },
            body: JSON.stringify({ move: 'a3a4', version: 0 }),
          };
        },
      },
    ],
  });
}
