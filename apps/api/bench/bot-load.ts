import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { listeningUrl, spawnMain } from '../src/testing/server-process.js';

// A person's level-1 reply (BENCH_PERSON_BOT) while another client runs all the bot games it may (TABULA_BOT_GAMES_PER_CLIENT,
// default 10: Stratego level 5 against level 5, the heaviest preset), against the real server (dist/main.js)
// with its default settings. The two clients come from two loopback addresses (127.0.0.1 and 127.0.0.2),
// as two machines would. Also: the server's memory before and after requests whose bot budget is over
// the limits (refused with 400).

const REPLIES = Number(process.env.BENCH_BOT_REPLIES ?? 20);
/** Bot games the attacking client asks for (0: the person's replies on an idle server, for comparison). */
const ATTEMPTS = Number(process.env.BENCH_BOT_GAMES ?? 50);
/** The person's opponent: level 1 has a worker of its own; level 3 preempts the bot games. */
const PERSON_BOT = process.env.BENCH_PERSON_BOT ?? 'level1';

interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/** One JSON request from `from` (a loopback address), as a separate client. */
function call(from: string, method: 'GET' | 'POST', url: string, body?: unknown, token?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const req = request(url, {
      method,
      localAddress: from,
      headers: { ...(text ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    req.on('response', (res) => {
      let data = '';
      res.on('data', (chunk: Buffer) => (data += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data.startsWith('{') ? (JSON.parse(data) as Record<string, unknown>) : {} }));
    });
    req.on('error', reject);
    req.end(text);
  });
}

function rssMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface BotLoad {
  readonly botGames: number;
  readonly refusedOverCap: number;
  readonly replies: readonly number[];
  readonly botPlies: number;
  readonly rssBefore: number;
  readonly rssAfter: number;
}

export async function measureBotLoad(): Promise<BotLoad> {
  const node = spawnMain({});
  try {
    const url = await listeningUrl(node.child, node.exited, node.stderr);
    const attacker = '127.0.0.1';
    const person = '127.0.0.2';
    // Over-budget bots, as in the issue: refused, and the server does not grow.
    await sleep(500);
    const rssBefore = rssMb(node.child);
    for (const bot of ['alphabeta:999999999999ms', 'ismcts:999999999999n']) {
      for (let i = 0; i < 20; i++) {
        const answer = await call(attacker, 'POST', `${url}/api/games`, { game: 'jungle', players: ['human', { bot }] });
        if (answer.status !== 400) throw new Error(`${bot}: expected 400, got ${answer.status}`);
      }
    }
    await sleep(2_000);
    const rssAfter = rssMb(node.child);

    // The attacker creates bot games until the server refuses one.
    const botGames: string[] = [];
    let refusedOverCap = 0;
    for (let i = 0; i < ATTEMPTS; i++) {
      const answer = await call(attacker, 'POST', `${url}/api/games`, { game: 'stratego', players: [{ bot: 'level5' }, { bot: 'level5' }], seed: i });
      if (answer.status === 201) botGames.push(answer.body.id as string);
      else if (answer.status === 429) refusedOverCap++;
      else throw new Error(`creating a bot game: ${answer.status}`);
    }
    const pliesNow = async () => {
      let sum = 0;
      for (const id of botGames) sum += (await call(attacker, 'GET', `${url}/api/games/${id}`)).body.version as number;
      return sum;
    };
    await sleep(2_000);
    const pliesBefore = await pliesNow();

    // The person plays level 1 at Jungle: the time from its move to the bot's reply, seen by polling.
    const replies: number[] = [];
    let game: { id: string; token: string } | null = null;
    while (replies.length < REPLIES) {
      if (!game) {
        const created = await call(person, 'POST', `${url}/api/games`, { game: 'jungle', players: ['human', { bot: PERSON_BOT }] });
        if (created.status !== 201) throw new Error(`creating the person's game: ${created.status}`);
        game = { id: created.body.id as string, token: (created.body.seats as { token?: string }[])[0]?.token as string };
      }
      const view = (await call(person, 'GET', `${url}/api/games/${game.id}`, undefined, game.token)).body;
      const move = (view.legalMoves as { text: string }[] | undefined)?.[0]?.text;
      if (view.phase !== 'playing' || !move) {
        game = null;
        continue;
      }
      const version = view.version as number;
      const started = performance.now();
      const moved = await call(person, 'POST', `${url}/api/games/${game.id}/moves`, { move, version }, game.token);
      if (moved.status !== 200) throw new Error(`the person's move: ${moved.status}`);
      for (;;) {
        const now = (await call(person, 'GET', `${url}/api/games/${game.id}`)).body;
        if ((now.version as number) >= version + 2 || now.phase === 'over') break;
        await sleep(2);
      }
      replies.push(performance.now() - started);
    }
    const botPlies = (await pliesNow()) - pliesBefore;
    return { botGames: botGames.length, refusedOverCap, replies, botPlies, rssBefore, rssAfter };
  } finally {
    node.child.kill('SIGTERM');
    await node.exited;
  }
}

/** The lines the bench prints. */
export function botLoadReport(load: BotLoad): string[] {
  const sorted = [...load.replies].sort((a, b) => a - b);
  const at = (share: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0);
  return [
    `bots: one client ran ${load.botGames} Stratego level-5 games at once (${load.refusedOverCap} more refused, 429); meanwhile ${load.replies.length} ${PERSON_BOT} replies to another client:` +
      ` p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${Math.round(sorted[sorted.length - 1] ?? 0)} ms (the bot games played ${load.botPlies} plies meanwhile)`,
    `bots: 40 over-budget bot requests refused (400); server RSS ${load.rssBefore} MB before, ${load.rssAfter} MB after`,
  ];
}
