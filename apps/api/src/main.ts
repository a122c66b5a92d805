import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { registry } from '@tabula/games';
import express from 'express';
import { pino } from 'pino';
import { DEFAULT_BOT_GAMES_PER_CLIENT, DEFAULT_BOT_HEAP_MB, DEFAULT_BOT_LIMITS } from './bots/bot-limits.js';
import { THINK_WORKER } from './bots/worker-thinker.js';
import { parseOrigins } from './http/origin-policy.js';
import { DEFAULT_CLAIM_AFTER_MS } from './live/presence-view.js';
import { missingServerFlags, SERVER_NODE_FLAGS } from './node-flags.js';
import { DEFAULT_CACHE_GAMES, DEFAULT_CACHE_POSITIONS } from './online/game-service.js';
import { startServer, withoutPassword } from './server.js';
import { hasWebClient, webClientNotBuilt } from './web-client.js';

// One local port serves the API and the built web client (`npm start`). Settings come from the
// environment; a bad one stops the server with one line saying which and why.
function fail(message: string): never {
  process.stderr.write(`tabula server: ${message}\n`);
  process.exit(1);
}

function wholeNumber(name: string, fallback: string, max: number, meaning: string): number {
  const text = process.env[name] ?? fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value > max) fail(`${name} must be a whole number from 0 to ${max} (${meaning}), not '${text}'`);
  return value;
}

const port = wholeNumber('PORT', '3000', 65535, '0: any free port');
const rateLimit = wholeNumber('TABULA_RATE_LIMIT', '600', 1_000_000, 'requests a minute per client; 0: no limit');
const botThreads = wholeNumber('TABULA_BOT_THREADS', String(Math.max(1, Math.min(4, availableParallelism() - 1))), 64, 'worker threads for bots');
/** A whole number of at least 1 (a bot limit or the workers' heap). */
function positive(name: string, fallback: number, max: number, meaning: string): number {
  const value = wholeNumber(name, String(fallback), max, meaning);
  if (value < 1) fail(`${name} must be at least 1 (${meaning}), not '${value}'`);
  return value;
}
const botLimits = {
  maxMs: positive('TABULA_BOT_MAX_MS', DEFAULT_BOT_LIMITS.maxMs, 3_600_000, 'milliseconds a bot may think for a move'),
  maxNodes: positive('TABULA_BOT_MAX_NODES', DEFAULT_BOT_LIMITS.maxNodes, 1_000_000_000, 'positions an alpha-beta bot may search for a move'),
  maxIterations: positive('TABULA_BOT_MAX_ITERATIONS', DEFAULT_BOT_LIMITS.maxIterations, 1_000_000_000, 'iterations an IS-MCTS bot may run for a move'),
};
const botHeapMb = positive('TABULA_BOT_HEAP_MB', DEFAULT_BOT_HEAP_MB, 65_536, "MB of heap for each bot worker");
const botGamesPerClient = wholeNumber('TABULA_BOT_GAMES_PER_CLIENT', String(DEFAULT_BOT_GAMES_PER_CLIENT), 1_000_000, 'unfinished games with a bot per client; 0: no limit');
const host = process.env.HOST ?? '127.0.0.1';
const dbFile = process.env.TABULA_DB ?? 'data/tabula.db';
const databaseUrl = process.env.DATABASE_URL || undefined;
if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) fail(`DATABASE_URL must be a postgres:// or postgresql:// URL, not '${databaseUrl.replace(/\/\/[^@/]*@/, '//…@')}'`);
const pgPoolSize = wholeNumber('TABULA_PG_POOL', '10', 1000, 'PostgreSQL connections per node');
const sweepMs = wholeNumber('TABULA_SWEEP_MS', '2000', 3_600_000, 'milliseconds between looks for bot games nobody moves');
const cacheGames = wholeNumber('TABULA_CACHE_GAMES', String(DEFAULT_CACHE_GAMES), 100_000_000, 'the most games held in memory besides those in use');
const cachePositions = wholeNumber('TABULA_CACHE_POSITIONS', String(DEFAULT_CACHE_POSITIONS), 1_000_000_000, 'the most positions held in memory besides those of games in use, a game counting its plies and its start');
const claimAfterSeconds = positive('TABULA_CLAIM_AFTER_SECONDS', DEFAULT_CLAIM_AFTER_MS / 1000, 86_400, 'seconds a player must be gone from a timed game before the other may claim the win');
const presenceRefreshMs = wholeNumber('TABULA_PRESENCE_REFRESH_MS', '10000', 3_600_000, "milliseconds between a node's reminders to the others of who has its games open");
if (presenceRefreshMs < 100) fail(`TABULA_PRESENCE_REFRESH_MS must be at least 100, not '${presenceRefreshMs}'`);
const heartbeatMs = wholeNumber('TABULA_HEARTBEAT_MS', '30000', 3_600_000, 'milliseconds between pings of each live socket; one missed pong drops it');
if (heartbeatMs < 1000) fail(`TABULA_HEARTBEAT_MS must be at least 1000, not '${heartbeatMs}'`);
if (sweepMs < 50) fail(`TABULA_SWEEP_MS must be at least 50 (milliseconds between sweeps), not '${sweepMs}'`);
// Where the games are, for people to read: a PostgreSQL URL without its password.
const storage = databaseUrl === undefined ? dbFile : `PostgreSQL ${withoutPassword(databaseUrl)}`;
const webRoot = process.env.TABULA_WEB_ROOT ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
const publicOrigins = ['TABULA_PUBLIC_ORIGIN', 'TABULA_ALLOWED_ORIGINS'].flatMap((name) => {
  try {
    return parseOrigins(process.env[name] ?? '');
  } catch (error) {
    return fail(`${name} must be origins like https://tabula.example, comma-separated: ${(error as Error).message}`);
  }
});
const trustProxy = proxySetting(process.env.TABULA_TRUST_PROXY ?? '');
/** TABULA_TRUST_PROXY: off, a number of proxies in front, or their addresses (Express's `trust proxy`), never "all". */
function proxySetting(text: string): number | string | false {
  const meaning = 'the number of proxies in front of the server, or their addresses/subnets, comma-separated';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') fail(`TABULA_TRUST_PROXY=true would let any client choose its address; give ${meaning}`);
  if (/^\d+$/.test(text)) return Number(text);
  try {
    express().set('trust proxy', text);
  } catch (error) {
    fail(`TABULA_TRUST_PROXY must be ${meaning}, not '${text}' (${(error as Error).message})`);
  }
  return text;
}
const log = pino({ level: process.env.TABULA_LOG_LEVEL ?? 'info', base: { service: 'tabula-api' } });

// Started without its Node flags (by hand, or by a process manager), the server still serves, but an idle
// one with many sockets stalls for tens of milliseconds at a time (node-flags.ts): said once, at start-up.
const missingFlags = missingServerFlags(process.execArgv);
if (missingFlags.length > 0) log.warn({ event: 'node-flags-missing', missing: missingFlags }, `started without ${missingFlags.join(' ')}: run 'node ${SERVER_NODE_FLAGS.join(' ')} apps/api/dist/main.js' (npm start does)`);

// A missing web build is said once, loudly, at start-up rather than discovered as an error page; the
// server still starts, because API work needs no web build (see webClient for why).
if (!hasWebClient(webRoot)) process.stderr.write(`tabula server: ${webClientNotBuilt(webRoot)}; serving the API only until it is built\n`);

try {
  const running = await startServer({ registry, log, port, host, dbFile, databaseUrl, pgPoolSize, sweepMs, cacheGames, cachePositions, claimAfterMs: claimAfterSeconds * 1000, presenceRefreshMs, heartbeatMs, thinkWorker: THINK_WORKER, botThreads, botLimits, botHeapMb, botGamesPerClient, webRoot, rateLimit, publicOrigins, trustProxy });
  log.info({ event: 'started', url: running.url, db: storage, restored: running.restored }, 'listening');
  process.stdout.write(`Tabula is running at ${running.url}/ (API at /api, games in ${storage})\n`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log.info({ event: 'stopping', signal }, 'stopping');
      // Requests and sockets that never end are ended after a grace (startServer); this is the last resort.
      setTimeout(() => process.exit(1), 10_000).unref();
      void running.stop().then(() => {
        log.info({ event: 'stopped' }, 'stopped');
        process.exit(0);
      });
    });
  }
} catch (error) {
  fail((error as Error).message);
}
