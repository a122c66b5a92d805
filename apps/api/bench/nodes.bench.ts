import { execFileSync, type ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { listeningUrl, spawnMain } from '../src/testing/server-process.js';
import { createTestDatabase, startTestPostgres, type TestPostgres } from '../src/testing/test-postgres.js';
import { CONNECTIONS, SECONDS, createGames, moves, perSecond } from './move-load.js';
import { cpuMs, processTree, treeCpuMs } from './process-cpu.js';

// `nx run api:bench-nodes`: what a second node gains when PostgreSQL has a core of its own. PostgreSQL
// (its postmaster, and so every backend it forks) is pinned to the last core, the nodes and this load
// generator to the others (`taskset`), and saturated move runs go to one node, then to two nodes sharing
// the database, each run on a fresh database. Besides moves per second, it reads the CPU time each part
// spent per move (/proc): a node's, the database's, the load generator's. On a machine with few cores the
// nodes share theirs, so two nodes cannot show their gain in moves per second here; the CPU per move
// says what each part can serve on a machine of its own, and the projection is printed as one.

const cores = availableParallelism();
const DATABASE_CORE = cores - 1;
const NODE_CORES = cores > 2 ? `0-${cores - 2}` : '0';

/** Pins processes (all their threads) to cores; false where `taskset` is missing (the run goes on unpinned and says so). */
function pin(pids: readonly number[], cpuList: string): boolean {
  try {
    for (const pid of pids) execFileSync('taskset', ['-a', '-p', '-c', cpuList, String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

interface Deployment {
  readonly nodes: number;
  readonly perSecond: number;
  readonly p99: number;
  readonly non2xx: number;
  /** CPU ms per answered move: all nodes together, the database with its backends, this load generator. */
  readonly nodeMs: number;
  readonly databaseMs: number;
  readonly loadMs: number;
}

const children: ChildProcess[] = [];
let postgres: TestPostgres | null = null;

async function startNode(databaseUrl: string): Promise<{ url: string; pid: number }> {
  const node = spawnMain({ DATABASE_URL: databaseUrl });
  children.push(node.child);
  const url = await listeningUrl(node.child, node.exited, node.stderr);
  pin([node.child.pid as number], NODE_CORES);
  return { url, pid: node.child.pid as number };
}

async function measure(database: TestPostgres, count: number, games: number): Promise<Deployment> {
  const databaseUrl = await createTestDatabase(database.adminUrl);
  const nodes = await Promise.all(Array.from({ length: count }, () => startNode(databaseUrl)));
  // Backends forked before the pin (none should be) are pinned too.
  pin(processTree(database.pid), String(DATABASE_CORE));
  const share = Math.ceil(games / count);
  const slices = await Promise.all(nodes.map((node) => createGames(node.url, share)));
  const before = { nodes: nodes.map((node) => cpuMs(node.pid) ?? 0), database: treeCpuMs(database.pid), load: process.cpuUsage() };
  const results = await Promise.all(nodes.map((node, index) => moves(node.url, slices[index] ?? [], { connections: Math.ceil(CONNECTIONS / count) })));
  const answered = results.reduce((sum, result) => sum + result['2xx'], 0);
  const nodeMs = nodes.reduce((sum, node, index) => sum + (cpuMs(node.pid) ?? 0) - (before.nodes[index] ?? 0), 0);
  const load = process.cpuUsage(before.load);
  for (const node of nodes) children.find((child) => child.pid === node.pid)?.kill('SIGTERM');
  return {
    nodes: count,
    perSecond: results.reduce((sum, result) => sum + perSecond(result), 0),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    nodeMs: nodeMs / answered,
    databaseMs: (treeCpuMs(database.pid) - before.database) / answered,
    loadMs: (load.user + load.system) / 1000 / answered,
  };
}

try {
  postgres = await startTestPostgres();
  const pinned = pin(processTree(postgres.pid), String(DATABASE_CORE)) && pin([process.pid], NODE_CORES);
  // More games than any run can use: each takes one move.
  const games = Number(process.env.BENCH_NODE_GAMES ?? 8000);
  const one = await measure(postgres, 1, games);
  const two = await measure(postgres, 2, games);
  const row = (result: Deployment) =>
    `${`${result.nodes} node${result.nodes > 1 ? 's' : ''}, one PostgreSQL`.padEnd(26)} ${String(Math.round(result.perSecond)).padStart(6)} moves/s   p99 ${String(result.p99).padStart(4)} ms   non-2xx ${result.non2xx}   CPU per move: nodes ${result.nodeMs.toFixed(2)} ms, database ${result.databaseMs.toFixed(2)} ms, load generator ${result.loadMs.toFixed(2)} ms`;
  const nodeCapacity = 1000 / one.nodeMs;
  const databaseCapacity = 1000 / Math.max(one.databaseMs, two.databaseMs);
  process.stdout.write(
    [
      `api bench-nodes: ${CONNECTIONS} connections, ${SECONDS} s saturated per run; ${pinned ? `PostgreSQL pinned to core ${DATABASE_CORE}, nodes and load generator to cores ${NODE_CORES}` : 'not pinned (no taskset)'}; ${cores} cores, load average ${loadavg()[0]?.toFixed(1)}`,
      row(one),
      row(two),
      `one node on a core of its own serves about ${Math.round(nodeCapacity)} moves/s (1000 ÷ its ${one.nodeMs.toFixed(2)} ms of CPU per move); the database about ${Math.round(databaseCapacity)} moves/s per core (a core per busy connection)`,
      ...[1, 2].map(
        (databaseCores) =>
          `projected, two nodes on machines of their own and the database on ${databaseCores} core${databaseCores > 1 ? 's' : ''}: ${Math.round(Math.min(2 * nodeCapacity, databaseCores * databaseCapacity))} moves/s, ${(Math.min(2 * nodeCapacity, databaseCores * databaseCapacity) / Math.min(nodeCapacity, databaseCores * databaseCapacity)).toFixed(2)}× one node`,
      ),
      '',
    ].join('\n'),
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
  await postgres?.stop();
}
