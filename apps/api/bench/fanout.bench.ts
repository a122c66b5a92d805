import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../src/node-flags.js';
import { listeningUrl, MAIN_JS } from '../src/testing/server-process.js';
import type { Delivered, ReaderGame, ReaderSetup } from './fanout-readers.js';
import { cpuMs } from './process-cpu.js';
import { percentile } from './percentile.js';

// `nx run api:bench-fanout`: live fan-out against the real server (dist/main.js on a fresh SQLite file):
// GAMES Jungle games between people, each watched by 10 spectator sockets and both seats' sockets, and
// moves POSTed at rising rates spread over the games. Each move's latency runs from its POST being sent
// to the last of its game's sockets receiving the view of that version; the server's CPU time (utime +
// stime from /proc) is divided by the views delivered. The same load against a bare `ws` server that
// only broadcasts a same-sized message (bare-fanout-server.ts) gives the floor, and the ratio. Then, with
// the sockets idle, a probe asks GET /api/health every 10 ms through one heartbeat interval: its
// slowest answer is the event loop's longest stall (heartbeats included).
//
// The load generator is three processes besides the server: this one POSTs (one keep-alive agent) and
// two readers (fanout-readers.ts) hold half the sockets each, so it does not share the server's CPU
// more than it must; on 2 cores it still does share it, which the load average printed says.

const GAMES = Number(process.env.FANOUT_GAMES ?? 1000);
const SPECTATORS = Number(process.env.FANOUT_SPECTATORS ?? 10);
const RATES = (process.env.FANOUT_RATES ?? '200,600,800,1000,1200').split(',').map(Number);
const STEP_SECONDS = Number(process.env.FANOUT_SECONDS ?? 4);
const READERS = Number(process.env.FANOUT_READERS ?? 2);
const HEARTBEAT_MS = Number(process.env.FANOUT_HEARTBEAT_MS ?? 30_000);
/** Another build of the server to measure (e.g. an older one copied aside), instead of dist/main.js. */
const SERVER_JS = process.env.FANOUT_SERVER_JS;
/** A folder the server's CPU profile is written to (node --cpu-prof) when it stops at the end of the run. */
const PROFILE = process.env.FANOUT_PROFILE;
const SOCKETS_PER_GAME = SPECTATORS + 2;
const readerFile = fileURLToPath(new URL('./fanout-readers.ts', import.meta.url));
const bareFile = fileURLToPath(new URL('./bare-fanout-server.ts', import.meta.url));

const now = () => Number(process.hrtime.bigint()) / 1e6;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** The server's CPU ms so far (0 if it is gone: the step then shows nothing, rather than stopping the run). */
const serverCpuMs = (pid: number) => cpuMs(pid) ?? 0;

/** Waits (up to 20 s) for a second in which the process used under a fifth of a core: the last step's backlog done. */
async function quiet(pid: number): Promise<void> {
  for (let waited = 0; waited < 20; waited++) {
    const cpu0 = serverCpuMs(pid);
    await sleep(1000);
    if (serverCpuMs(pid) - cpu0 < 200) return;
  }
}

function call(url: string, method: string, body?: unknown, token?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? '' : JSON.stringify(body);
    const headers: Record<string, string> = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) };
    if (token) headers.authorization = `Bearer ${token}`;
    const req = request(url, { method, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

interface Target {
  readonly kind: 'tabula' | 'bare';
  readonly url: string;
  readonly pid: number;
  readonly games: ReaderGame[];
  stop(): Promise<unknown>;
}

async function startTabula(): Promise<Target> {
  // As spawnServer starts it (loopback, any port, no rate limit, a fresh SQLite file), from SERVER_JS if given.
  const database = path.join(mkdtempSync(path.join(tmpdir(), 'tabula-fanout-')), 'tabula.db');
  const env = { HOST: '127.0.0.1', PORT: '0', TABULA_LOG_LEVEL: 'warn', TABULA_RATE_LIMIT: '0', TABULA_WEB_ROOT: '/nonexistent', TABULA_DB: database, TABULA_HEARTBEAT_MS: String(HEARTBEAT_MS) };
  const profile = PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`] : [];
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...profile, SERVER_JS ?? MAIN_JS], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise((resolve) => child.on('close', resolve));
  const server = { child, exited, url: await listeningUrl(child, exited, () => stderr) };
  const games: ReaderGame[] = [];
  let next = 0;
  const worker = async () => {
    while (next < GAMES) {
      const index = next++;
      const created = await call(`${server.url}/api/games`, 'POST', { game: 'jungle', players: ['human', 'human'], take: [0, 1], seed: index });
      const answer = JSON.parse(created.text) as { id: string; seats: { token: string }[] };
      games.push({ index, id: answer.id, tokens: answer.seats.map((seat) => seat.token) });
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  games.sort((a, b) => a.index - b.index);
  return { kind: 'tabula', url: server.url, pid: server.child.pid as number, games, stop: () => (server.child.kill(PROFILE ? 'SIGTERM' : 'SIGKILL'), server.exited) };
}

async function startBare(bytes: number): Promise<Target> {
  const child = spawn(process.execPath, [...process.execArgv, bareFile], { env: { ...process.env, BARE_BYTES: String(bytes) }, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.on('close', resolve));
  const url = await listeningUrl(child, exited);
  const games = Array.from({ length: GAMES }, (_, index) => ({ index, id: String(index), tokens: ['', ''] }));
  return { kind: 'bare', url, pid: child.pid as number, games, stop: () => (child.kill('SIGKILL'), exited) };
}

interface Step {
  readonly rate: number;
  readonly sent: number;
  readonly seconds: number;
  readonly latencies: number[];
  /** From each POST sent to its answer. */
  readonly answers: number[];
  readonly lost: number;
  readonly refused: number;
  readonly cpuUsPerDelivery: number;
}

async function measure(target: Target): Promise<{ steps: Step[]; stall: { max: number; p99: number } | null; viewBytes: number }> {
  // Each game is ready for a move once every socket has its current version; the move is at that version.
  const ready: { index: number; version: number; next: { seat: number; move: string } | null }[] = [];
  const pending = new Map<number, { version: number; at: number; step: number[] }>();
  let initial = 0;
  const readers: ChildProcess[] = [];
  const opened: Promise<void>[] = [];
  for (let r = 0; r < READERS; r++) {
    const reader = fork(readerFile, [], { execArgv: process.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    readers.push(reader);
    opened.push(
      new Promise((resolve, reject) => {
        reader.on('message', (message: { type: string; error?: string } | Delivered) => {
          if (message.type === 'open') resolve();
          else if (message.type === 'failed') reject(new Error((message as { error: string }).error));
          else if (message.type === 'delivered') {
            const delivered = message as Delivered;
            const waiting = pending.get(delivered.index);
            if (waiting && delivered.version >= waiting.version) {
              waiting.step.push(delivered.at - waiting.at);
              pending.delete(delivered.index);
            } else if (waiting) return;
            else initial += 1;
            if (target.kind === 'bare' || delivered.next) ready.push({ index: delivered.index, version: delivered.version, next: delivered.next });
          }
        });
      }),
    );
    const setup: ReaderSetup = { kind: target.kind, url: target.url, spectators: SPECTATORS, games: target.games.filter((game) => game.index % READERS === r) };
    reader.send(setup);
  }
  const openStart = now();
  await Promise.all(opened);
  while (initial < target.games.length && now() - openStart < 60_000) await sleep(50);
  if (initial < target.games.length) for (const reader of readers) reader.send({ kind: 'dump' });
  process.stdout.write(`  ${target.kind}: ${target.games.length * SOCKETS_PER_GAME} sockets open in ${((now() - openStart) / 1000).toFixed(1)} s (${initial} games ready)\n`);
  await quiet(target.pid);

  const steps: Step[] = [];
  for (const rate of RATES) {
    const latencies: number[] = [];
    const answers: number[] = [];
    let sent = 0;
    let refused = 0;
    const cpu0 = serverCpuMs(target.pid);
    const start = now();
    const seconds = STEP_SECONDS;
    while (now() - start < seconds * 1000) {
      const due = Math.floor(((now() - start) * rate) / 1000);
      while (sent < due && ready.length > 0) {
        const game = ready.shift() as (typeof ready)[number];
        const info = target.games[game.index] as ReaderGame;
        const postedAt = now();
        pending.set(game.index, { version: game.version + 1, at: postedAt, step: latencies });
        sent += 1;
        const answer =
          target.kind === 'bare'
            ? call(`${target.url}/games/${game.index}/moves`, 'POST', { version: game.version })
            : call(`${target.url}/api/games/${info.id}/moves`, 'POST', { move: game.next?.move, version: game.version }, info.tokens[game.next?.seat ?? 0]);
        void answer.then(
          (res) => {
            answers.push(now() - postedAt);
            if (res.status !== 200) {
              if (refused === 0) process.stdout.write(`  first refusal at ${rate}/s: ${res.status} ${res.text.slice(0, 200)}\n`);
              refused += 1;
              pending.delete(game.index);
            }
          },
          (error: unknown) => {
            if (refused === 0) process.stdout.write(`  first failed POST at ${rate}/s: ${(error as Error).message}\n`);
            refused += 1;
            pending.delete(game.index);
          },
        );
      }
      // Behind schedule with no game ready: the sends are simply late (the achieved rate says so).
      await sleep(1);
    }
    const drainStart = now();
    while ([...pending.values()].some((entry) => entry.step === latencies) && now() - drainStart < 10_000) await sleep(5);
    const lost = [...pending.entries()].filter(([, entry]) => entry.step === latencies).length;
    for (const [index, entry] of [...pending.entries()]) if (entry.step === latencies) pending.delete(index);
    const cpu = serverCpuMs(target.pid) - cpu0;
    latencies.sort((a, b) => a - b);
    answers.sort((a, b) => a - b);
    const deliveries = latencies.length * SOCKETS_PER_GAME;
    steps.push({ rate, sent, seconds, latencies, answers, lost, refused, cpuUsPerDelivery: deliveries ? (cpu * 1000) / deliveries : NaN });
    process.stdout.write(
      `  ${target.kind} ${rate}/s: sent ${(sent / seconds).toFixed(0)}/s, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${(latencies.at(-1) ?? NaN).toFixed(1)} ms (POST answered: p50 ${percentile(answers, 50).toFixed(1)} ms, p99 ${percentile(answers, 99).toFixed(1)} ms), lost ${lost}, refused ${refused}, ${deliveries ? ((cpu * 1000) / deliveries).toFixed(1) : '-'} µs CPU/delivery (load ${loadavg()[0]?.toFixed(2)})\n`,
    );
    await sleep(500);
  }

  let viewBytes = 0;
  if (target.kind === 'tabula') {
    const sample = target.games.slice(0, 50);
    for (const game of sample) viewBytes += (await call(`${target.url}/api/games/${game.id}`, 'GET')).text.length + '{"type":"view","view":}'.length;
    viewBytes = Math.round(viewBytes / sample.length);
  }

  let stall: { max: number; p99: number } | null = null;
  if (target.kind === 'tabula') {
    // Idle sockets (once the server's CPU has quietened after the load), one heartbeat interval and a second
    // (every socket pinged once): the slowest of a 10 ms health probe's answers.
    await quiet(target.pid);
    const times: number[] = [];
    const until = now() + HEARTBEAT_MS + 1000;
    while (now() < until) {
      const sent = now();
      await call(`${target.url}/api/health`, 'GET');
      times.push(now() - sent);
      await sleep(10);
    }
    times.sort((a, b) => a - b);
    stall = { max: times.at(-1) ?? NaN, p99: percentile(times, 99) };
    process.stdout.write(`  tabula heartbeat probe: ${times.length} probes, p99 ${stall.p99.toFixed(1)} ms, max ${stall.max.toFixed(1)} ms\n`);
  }
  for (const reader of readers) reader.kill('SIGKILL');
  await target.stop();
  return { steps, stall, viewBytes };
}

const fmt = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '—');
const loadBefore = loadavg();
process.stdout.write(`fan-out: ${GAMES} games × ${SOCKETS_PER_GAME} sockets (${SPECTATORS} spectators + 2 seats) = ${GAMES * SOCKETS_PER_GAME} sockets; ${STEP_SECONDS} s per rate; heartbeat ${HEARTBEAT_MS} ms; load ${loadBefore.map((n) => n.toFixed(2)).join(' ')}\n`);
process.stdout.write(`generator: this process POSTs (keep-alive agent, 64 connections), ${READERS} reader processes hold the sockets; server and generator share the machine's cores\n`);
const tabula = await measure(await startTabula());
const bare = await measure(await startBare(tabula.viewBytes || 1000));
const loadAfter = loadavg();

process.stdout.write(`\n| rate (moves/s) | sent/s | p50 ms | p99 ms | max ms | POST p50/p99 ms | lost | CPU µs/delivery | bare p99 ms | bare CPU µs/delivery | CPU ratio (ours/bare) |\n|---|---|---|---|---|---|---|---|---|---|---|\n`);
for (const [i, step] of tabula.steps.entries()) {
  const floor = bare.steps[i] as Step;
  process.stdout.write(
    `| ${step.rate} | ${fmt(step.sent / step.seconds, 0)} | ${fmt(percentile(step.latencies, 50))} | ${fmt(percentile(step.latencies, 99))} | ${fmt(step.latencies.at(-1) ?? NaN)} | ${fmt(percentile(step.answers, 50))}/${fmt(percentile(step.answers, 99))} | ${step.lost + step.refused} | ${fmt(step.cpuUsPerDelivery)} | ${fmt(percentile(floor.latencies, 99))} | ${fmt(floor.cpuUsPerDelivery)} | ${fmt(step.cpuUsPerDelivery / floor.cpuUsPerDelivery, 2)} |\n`,
  );
}
process.stdout.write(`\nheartbeat (every ${HEARTBEAT_MS} ms, ${GAMES * SOCKETS_PER_GAME} sockets, idle): longest answer of a 10 ms probe ${fmt(tabula.stall?.max ?? NaN)} ms (p99 ${fmt(tabula.stall?.p99 ?? NaN)} ms)\n`);
process.stdout.write(`views ≈ ${tabula.viewBytes} bytes (bare messages the same); load average before ${loadBefore[0]?.toFixed(2)}, after ${loadAfter[0]?.toFixed(2)}\n`);
agent.destroy();
process.exit(0);
