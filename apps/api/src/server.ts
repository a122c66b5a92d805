import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from '@tabula/games';
import type { Logger } from 'pino';
import { createApp } from './app.js';
import { WorkerThinkerPool } from './bots/worker-thinker.js';
import { attachLiveUpdates } from './live/live-updates.js';
import { GameService } from './online/game-service.js';
import { SqliteGameStore } from './storage/sqlite-game-store.js';

/** Everything a running server is configured with (main.ts reads it from the environment). */
export interface ServerConfig {
  readonly registry: Registry;
  readonly log: Logger;
  readonly port: number;
  readonly host: string;
  /** The SQLite file (created with its folder and schema on first start). */
  readonly dbFile: string;
  /** The compiled bot worker (dist/bots/think-worker.js). */
  readonly thinkWorker: URL;
  readonly botThreads: number;
  readonly webRoot?: string | undefined;
  readonly rateLimit?: number;
  readonly allowedOrigins?: readonly string[];
  readonly heartbeatMs?: number;
}

export interface RunningServer {
  readonly url: string;
  readonly server: Server;
  /** Games restored from the file at start-up. */
  readonly restored: number;
  /** Stops taking requests, lets those under way finish, closes sockets, bots and the database. */
  stop(): Promise<void>;
}

/**
 * Opens the database, restores every unfinished game (bots set thinking again), and listens. The order
 * of `stop` matters: no new requests, then the answers under way, then the sockets and bots, and the
 * database last, so nothing acknowledged is lost.
 */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const store = new SqliteGameStore(config.dbFile);
  const pool = new WorkerThinkerPool(config.thinkWorker, config.botThreads);
  const games = new GameService(store, { registry: config.registry, thinker: pool.thinker }, config.log);
  const restored = games.restoreAll();
  const app = createApp({ registry: config.registry, games, log: config.log, webRoot: config.webRoot, rateLimit: config.rateLimit ?? 0 });
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(config.port, config.host, () => resolve(listening));
    listening.once('error', reject);
  }).catch(async (error: Error) => {
    games.close();
    await pool.close();
    store.close();
    throw error;
  });
  const live = attachLiveUpdates(server, {
    games,
    log: config.log,
    ...(config.allowedOrigins ? { allowedOrigins: config.allowedOrigins } : {}),
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
        await closed;
        games.close();
        await pool.close();
        store.close();
      })();
      return stopping;
    },
  };
}
