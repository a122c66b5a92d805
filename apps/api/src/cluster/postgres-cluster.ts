import pg from 'pg';
import type { Logger } from 'pino';
import { GAME_CHANGES_CHANNEL } from '../storage/postgres-game-store.js';
import type { Cluster, ClusterEvents } from './cluster.js';

/** Keeps bot locks apart from any other advisory locks the database's owner may use. */
const LOCK_NAMESPACE = 'tabula-bots:';
const RECONNECT_FIRST_MS = 100;
/** Where nodes tell each other who has which game open (live/presence-board.ts): never stored. */
const PRESENCE_CHANNEL = 'tabula_presence';
const RECONNECT_MAX_MS = 5_000;

/**
 * Several nodes on one PostgreSQL. One dedicated connection per node does two jobs: it LISTENs for the
 * changes every node announces at commit (`GAME_CHANGES_CHANNEL`), and it holds a session advisory lock
 * for every bot game this node moves. Because the locks live on that connection, a node that dies
 * (even by SIGKILL) loses them the moment PostgreSQL sees its socket close, and another node's sweep
 * picks its games up. When the connection breaks while the node lives, the node drops its claims at
 * once (another node may take them), reconnects with backoff, and asks the service to resync by version.
 */
export class PostgresCluster implements Cluster {
  readonly shared = true;
  private client: pg.Client | null = null;
  private readonly held = new Set<string>();
  /** Claims under way, so that two callers never take the same re-entrant lock twice. */
  private readonly claiming = new Map<string, Promise<boolean>>();
  private events: ClusterEvents | null = null;
  private presenceHeard: ((payload: string) => void) | null = null;
  private closed = false;

  private constructor(
    private readonly url: string,
    private readonly log: Logger,
  ) {}

  static async open(url: string, log: Logger): Promise<PostgresCluster> {
    const cluster = new PostgresCluster(url, log);
    await cluster.connect();
    return cluster;
  }

  listen(events: ClusterEvents): void {
    this.events = events;
  }

  sendPresence(payload: string): void {
    // Best effort on the bus connection: while it is down the message is dropped, and the board's
    // refresh tells it again once the bus is back.
    this.client?.query('SELECT pg_notify($1, $2)', [PRESENCE_CHANNEL, payload]).catch(() => undefined);
  }

  hearPresence(hear: (payload: string) => void): void {
    this.presenceHeard = hear;
  }

  holdsBots(id: string): boolean {
    return this.held.has(id);
  }

  claimBots(id: string): Promise<boolean> {
    if (this.held.has(id)) return Promise.resolve(true);
    let claim = this.claiming.get(id);
    if (!claim) {
      claim = this.tryLock(id).finally(() => this.claiming.delete(id));
      this.claiming.set(id, claim);
    }
    return claim;
  }

  async releaseBots(id: string): Promise<void> {
    const client = this.client;
    if (!this.held.delete(id) || !client) return;
    await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [LOCK_NAMESPACE + id]).catch(() => undefined);
  }

  async claimOrphans(): Promise<string[]> {
    const client = this.client;
    if (!client) return [];
    // MATERIALIZED: the candidates are chosen first, so the lock function runs only on them.
    const sql = `
      WITH candidates AS MATERIALIZED (
        SELECT id, seq FROM games WHERE bots AND status <> 'finished' AND NOT (id = ANY($1::text[]))
      )
      SELECT id FROM candidates WHERE pg_try_advisory_lock(hashtextextended($2 || id, 0)) ORDER BY seq`;
    try {
      const { rows } = await client.query<{ id: string }>(sql, [[...this.held, ...this.claiming.keys()], LOCK_NAMESPACE]);
      if (this.client !== client) return [];
      for (const row of rows) this.held.add(row.id);
      return rows.map((row) => row.id);
    } catch {
      return [];
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    this.held.clear();
    await client?.end().catch(() => undefined);
  }

  private async tryLock(id: string): Promise<boolean> {
    const client = this.client;
    if (!client) return false;
    try {
      const { rows } = await client.query<{ mine: boolean }>('SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS mine', [LOCK_NAMESPACE + id]);
      // A lock taken on a connection that broke meanwhile died with it.
      if (rows[0]?.mine !== true || this.client !== client) return false;
      this.held.add(id);
      return true;
    } catch {
      return false;
    }
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: 'tabula-bus', keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel === PRESENCE_CHANNEL) {
        this.presenceHeard?.(message.payload ?? '');
        return;
      }
      const [id, version] = (message.payload ?? '').split(' ');
      if (id && version) this.events?.changed(id, Number(version));
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    await client.connect();
    await client.query(`LISTEN ${GAME_CHANGES_CHANNEL}`);
    await client.query(`LISTEN ${PRESENCE_CHANNEL}`);
    this.client = client;
  }

  private lost(client: pg.Client, error: Error): void {
    if (this.client !== client) return;
    this.client = null;
    this.held.clear();
    this.log.warn({ event: 'bus-lost', error: error.message }, 'the PostgreSQL bus connection broke; bot claims dropped, reconnecting');
    this.events?.claimsLost();
    client.end().catch(() => undefined);
    void this.reconnect();
  }

  private async reconnect(): Promise<void> {
    let delay = RECONNECT_FIRST_MS;
    while (!this.closed) {
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (this.closed) return;
      try {
        await this.connect();
        this.log.info({ event: 'bus-back' }, 'the PostgreSQL bus connection is back; resyncing');
        this.events?.resync();
        return;
      } catch (error) {
        this.log.warn({ event: 'bus-reconnect-failed', error: (error as Error).message, retryMs: delay }, 'the PostgreSQL bus is still down');
        delay = Math.min(delay * 2, RECONNECT_MAX_MS);
      }
    }
  }
}
