import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from '@tabula/games';
import type { Express, Request } from 'express';
import type { Logger } from 'pino';
import { createApp } from './app.js';
import { BotGameQuota, DEFAULT_BOT_GAMES_PER_CLIENT, DEFAULT_BOT_HEAP_MB, DEFAULT_BOT_LIMITS, type BotLimits } from './bots/bot-limits.js';
import { WorkerThinkerPool } from './bots/worker-thinker.js';
import type { Cluster } from './cluster/cluster.js';
import { PostgresCluster } from './cluster/postgres-cluster.js';
import { SingleNode } from './cluster/single-node.js';
import { answerClientErrors } from './http/client-errors.js';
import { originPolicy } from './http/origin-policy.js';
import { rateLimiter } from './http/rate-limit.js';
import { attachLiveUpdates } from './live/live-updates.js';
import { PresenceBoard } from './live/presence-board.js';
import { DEFAULT_CLAIM_AFTER_MS } from './live/presence-view.js';
import { GameService } from './online/game-service.js';
import type { GameStore } from './storage/game-store.js';
import { PostgresGameStore } from './storage/postgres-game-store.js';
import { SqliteGameStore } from './storage/sqlite-game-store.js';

/** Everything a running server is configured with (main.ts reads it from the environment). */
export interface ServerConfig {
  readonly registry: Registry;
  readonly log: Logger;
  readonly port: number;
  readonly host: string;
  /** The SQLite file (created with its folder and schema on first start), used when no `databaseUrl` is given. */
  readonly dbFile: string;
  /** `postgres://…`: keep games in PostgreSQL, shared with every other node given the same URL. */
  readonly databaseUrl?: string | undefined;
  /** PostgreSQL connections per node (besides the one the cluster bus holds). */
  readonly pgPoolSize?: number;
  /** How often a node looks for bot games nobody moves and checks the games it holds against the store. */
  readonly sweepMs?: number;
  /** The most games held in memory besides those in use (TABULA_CACHE_GAMES; default game-service's DEFAULT_CACHE_GAMES). */
  readonly cacheGames?: number;
  /** The most positions held in memory besides those of games in use (TABULA_CACHE_POSITIONS; default game-service's DEFAULT_CACHE_POSITIONS). */
  readonly cachePositions?: number;
  /** The compiled bot worker (dist/bots/think-worker.js). */
  readonly thinkWorker: URL;
  readonly botThreads: number;
  /** The most a bot's budget may ask for (TABULA_BOT_MAX_MS, …_NODES, …_ITERATIONS); every think also stops at `maxMs`. */
  readonly botLimits?: BotLimits;
  /** Each bot worker's heap in MB (TABULA_BOT_HEAP_MB): a think that needs more kills its worker, which is replaced. */
  readonly botHeapMb?: number;
  /** Unfinished games with a bot one client may have created through this node (TABULA_BOT_GAMES_PER_CLIENT); 0: no limit. */
  readonly botGamesPerClient?: number;
  readonly webRoot?: string | undefined;
  readonly rateLimit?: number;
  /** Origins browsers reach the server at (TABULA_PUBLIC_ORIGIN); loopback names on its port are always allowed. */
  readonly publicOrigins?: readonly string[];
  /** Express's `trust proxy` (TABULA_TRUST_PROXY): which proxies' `X-Forwarded-For` names the client. */
  readonly trustProxy?: boolean | number | string;
  readonly heartbeatMs?: number;
  /** How long a player must be gone from a timed game before the other may claim the win (TABULA_CLAIM_AFTER_SECONDS; default 60 s). */
  readonly claimAfterMs?: number;
  /** How often a node tells the others who has its games open (default 10 s; tests shorten it). */
  readonly presenceRefreshMs?: number;
  /** How long `stop` waits for requests and sockets to end by themselves before it ends them (default 3 s). */
  readonly shutdownGraceMs?: number;
}

export interface RunningServer {
  readonly url: string;
  readonly server: Server;
  /** Bot games taken up at start-up (their bots set thinking again). */
  readonly restored: number;
  /** Stops taking requests, lets those under way finish, closes sockets, bots and the database. */
  stop(): Promise<void>;
}

/**
 * Opens the database (SQLite, or PostgreSQL shared with other nodes), takes up the bot games nobody
 * moves (bots set thinking again), and listens. The order
 * of `stop` matters: no new requests, then the answers under way, then the sockets and bots, and the
 * database last, so nothing acknowledged is lost.
 */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const { store, cluster } = await openStorage(config);
  const botLimits = config.botLimits ?? DEFAULT_BOT_LIMITS;
  const pool = new WorkerThinkerPool(config.thinkWorker, { size: config.botThreads, heapMb: config.botHeapMb ?? DEFAULT_BOT_HEAP_MB, maxMs: botLimits.maxMs });
  const games = new GameService(store, { registry: config.registry, thinker: pool.thinker, botGameThinker: pool.botGameThinker }, config.log, cluster, { cacheGames: config.cacheGames, cachePositions: config.cachePositions });
  const bots = {
    limits: botLimits,
    quota: new BotGameQuota(config.botGamesPerClient ?? DEFAULT_BOT_GAMES_PER_CLIENT, async (id) => (await games.view(id, 'spectator')).status !== 'finished'),
  };
  const presence = { board: new PresenceBoard(cluster, config.presenceRefreshMs ? { refreshMs: config.presenceRefreshMs } : {}), claimAfterMs: config.claimAfterMs ?? DEFAULT_CLAIM_AFTER_MS };
  const restored = await games.adoptOrphans();
  // The sweep is how a node takes up the bot games of a node that died, and a safety net under the bus.
  let sweeping = false;
  const sweep = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    void Promise.all([games.adoptOrphans(), cluster.shared ? games.reconcile() : undefined]).finally(() => (sweeping = false));
  }, config.sweepMs ?? 2_000);
  sweep.unref();
  const shutDown = async () => {
    clearInterval(sweep);
    presence.board.close();
    await games.close();
    await pool.close();
    await cluster.close();
    await store.close();
  };
  const limiter = rateLimiter(config.rateLimit ?? 0);
  const origins = originPolicy(config.publicOrigins);
  const app = createApp({ registry: config.registry, games, presence, bots, log: config.log, webRoot: config.webRoot, limiter, origins, trustProxy: config.trustProxy ?? false });
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = createServer({ requireHostHeader: false }, app.listener).listen(config.port, config.host, () => resolve(listening));
    answerClientErrors(listening);
    listening.once('error', reject);
  }).catch(async (error: Error) => {
    await shutDown();
    throw error;
  });
  const live = attachLiveUpdates(server, {
    games,
    presence,
    log: config.log,
    origins,
    admit: (req) => limiter.take(clientAddress(app.express, req)),
    ...(config.heartbeatMs ? { heartbeatMs: config.heartbeatMs } : {}),
  });
  const { port } = server.address() as AddressInfo;
  let stopping: Promise<void> | null = null;
  return {
    url: `http://${config.host}:${port}`,
    server,
    restored,
    stop() {
      stopping ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        live.close();
        // A request whose body never ends, or a socket that never answers the close frame, is ended
        // after a grace, so that the bots and the database still close in order.
        const grace = setTimeout(() => {
          server.closeAllConnections();
          live.terminate();
        }, config.shutdownGraceMs ?? 3_000);
        await closed;
        clearTimeout(grace);
        await shutDown();
      })();
      return stopping;
    },
  };
}

/** The client address Express would give `req` (its `trust proxy` applied), for an upgrade Express never sees. */
function clientAddress(app: Express, req: IncomingMessage): string {
  // What Express does to each request it handles: its request methods and getters (req.ip) over Node's.
  return (Object.setPrototypeOf(req, app.request) as Request).ip ?? req.socket.remoteAddress ?? '';
}

/** SQLite for one node, or PostgreSQL and its cluster bus when a database URL is given. */
async function openStorage(config: ServerConfig): Promise<{ store: GameStore; cluster: Cluster }> {
  if (!config.databaseUrl) {
    const store = new SqliteGameStore(config.dbFile, (message) => config.log.error({ event: 'checkpoint-failed', error: message }, 'the SQLite log could not be checkpointed'));
    return { store, cluster: new SingleNode(store) };
  }
  const refused = (error: unknown) => new Error(`cannot open PostgreSQL at ${withoutPassword(config.databaseUrl as string)}: ${(error as Error).message}`);
  const store = await PostgresGameStore.open(config.databaseUrl, config.pgPoolSize).catch((error: unknown) => {
    throw refused(error);
  });
  try {
    return { store, cluster: await PostgresCluster.open(config.databaseUrl, config.log) };
  } catch (error) {
    await store.close();
    throw refused(error);
  }
}

/** A database URL fit to print: without its user and password. */
export function withoutPassword(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//');
}
