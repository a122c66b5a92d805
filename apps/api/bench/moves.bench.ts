import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

// `nx run api:bench`: move submissions per second and their latency against the real server (dist/main.js,
// a SQLite file with synchronous commits: every answer waits for its commit), beside a bare Express
// hello-world measured in the same run on the same machine, so the ratio means something anywhere.

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 500);
const apiRoot = fileURLToPath(new URL('..', import.meta.url));

const HELLO_WORLD = `
import express from 'express';
const app = express();
app.get('/', (_req, res) => { res.json({ hello: 'world' }); });
const server = app.listen(0, '127.0.0.1', () => process.stdout.write('running at http://127.0.0.1:' + server.address().port + '/ \\n'));
`;

function started(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /running at (http:\/\/\S+?)\/ /.exec(out);
      if (found?.[1]) resolve(found[1]);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await response.json()) as Record<string, unknown>;
}

/** Fresh Jungle games, each ready for seat 0's first move: one request, one game, so every move is legal. */
async function createGames(url: string, count: number): Promise<{ id: string; token: string }[]> {
  const games: { id: string; token: string }[] = [];
  const worker = async () => {
    while (games.length < count) {
      const created = await post(`${url}/api/games`, { game: 'jungle', players: ['human', 'human'], seed: 1 });
      games.push({ id: created.id as string, token: (created.seats as { token: string }[])[0]?.token as string });
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return games.slice(0, count);
}

/** Moves (`a3a4` at version 0), each to its own game; `rate` caps requests per second. */
function moves(url: string, games: { id: string; token: string }[], options: { rate?: number; amount: number }): Promise<autocannon.Result> {
  let next = 0;
  return run({
    url,
    connections: CONNECTIONS,
    amount: options.amount,
    ...(options.rate ? { overallRate: options.rate } : {}),
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const game = games[next++ % games.length] as { id: string; token: string };
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

const children: ChildProcess[] = [];
try {
  const hello = spawn(process.execPath, ['--input-type=module', '-e', HELLO_WORLD], { cwd: apiRoot, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(hello);
  const helloUrl = await started(hello);
  const db = path.join(mkdtempSync(path.join(tmpdir(), 'tabula-bench-')), 'tabula.db');
  const api = spawn(process.execPath, ['dist/main.js'], {
    cwd: apiRoot,
    env: { ...process.env, PORT: '0', TABULA_DB: db, TABULA_RATE_LIMIT: '0', TABULA_LOG_LEVEL: 'warn', TABULA_WEB_ROOT: '/nonexistent' },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  children.push(api);
  const apiUrl = await started(api);

  const helloResult = await run({ url: helloUrl, connections: CONNECTIONS, duration: SECONDS });
  // Enough games for the saturated run: hello-world's rate is an upper bound on the server's.
  const saturated = Math.min(Math.ceil(helloResult.requests.average * SECONDS), 40_000);
  const games = await createGames(apiUrl, saturated + RATE * SECONDS);
  const flat = await moves(apiUrl, games.slice(0, saturated), { amount: saturated });
  const paced = await moves(apiUrl, games.slice(saturated), { amount: RATE * SECONDS, rate: RATE });

  const ratio = flat.requests.average / helloResult.requests.average;
  const row = (name: string, result: autocannon.Result) =>
    `${name.padEnd(34)} ${String(Math.round(result.requests.average)).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   non-2xx ${result.non2xx}`;
  process.stdout.write(
    [
      `api bench: ${CONNECTIONS} connections, ${SECONDS} s, SQLite WAL + synchronous=FULL (${db})`,
      row('express hello-world GET', helloResult),
      row('move submissions (saturated)', flat),
      row(`move submissions (at ${RATE}/s)`, paced),
      `moves/s ÷ hello-world req/s: ${ratio.toFixed(2)} (aim ≥ 0.5); p99 at ${RATE} moves/s: ${paced.latency.p99} ms (aim < 10 ms)`,
      '',
    ].join('\n'),
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
}
