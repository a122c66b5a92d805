import { randomBytes } from 'node:crypto';
import type { Player } from '@tabula/engine-core';
import type { Cluster } from '../cluster/cluster.js';

/** One node's live sockets at one game: per seat, and without a seat. */
interface Count {
  seats: [number, number];
  spectators: number;
}

/** Another node's last word on a game, and when it came (this node's clock). */
interface Heard {
  readonly count: Count;
  readonly at: number;
}

/** A game's presence put together from every node: who is there, and since when each seat has been gone. */
export interface GamePresence {
  readonly connected: readonly [boolean, boolean];
  /** When each seat's player left (this node's ms); null while connected. */
  readonly awaySince: readonly [number | null, number | null];
  readonly spectators: number;
}

export interface PresenceBoardOptions {
  /** How often this node tells the others everything again (lost messages heal; a dead node's word expires after three). */
  readonly refreshMs?: number;
  /** How long a game nobody is at is remembered (its seats' times away), so that a reload does not restart them. */
  readonly forgetMs?: number;
  readonly now?: () => number;
}

/** Games per bus message: PostgreSQL's NOTIFY takes at most 8000 bytes, and an id at most 64. */
const GAMES_PER_MESSAGE = 80;

/**
 * Who has which game open, across every node: each node counts its own live sockets per game and seat,
 * tells the others on the cluster's bus when a count changes (and everything again every `refreshMs`),
 * and adds up what it hears. A node that dies stops refreshing, and its word expires. Nothing here is
 * stored or versioned: presence is what is true now, not part of a game.
 *
 * A seat's time away is measured from when no node had a socket for it any more (or from when this node
 * first heard of the game, for a seat nobody has opened yet), on this node's clock.
 */
export class PresenceBoard {
  /** Tells the node's own messages from the others' on the bus. */
  readonly node = randomBytes(6).toString('base64url');
  private readonly mine = new Map<string, Count>();
  private readonly theirs = new Map<string, Map<string, Heard>>();
  private readonly known = new Map<string, GamePresence>();
  /** Games whose own count changed since the bus was last told. */
  private readonly untold = new Set<string>();
  private readonly listeners = new Set<(id: string) => void>();
  private readonly refreshMs: number;
  private readonly forgetMs: number;
  private readonly now: () => number;
  private readonly refresher: ReturnType<typeof setInterval>;
  private telling: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly cluster: Cluster,
    options: PresenceBoardOptions = {},
  ) {
    this.refreshMs = options.refreshMs ?? 10_000;
    this.forgetMs = options.forgetMs ?? 10 * 60_000;
    this.now = options.now ?? Date.now;
    cluster.hearPresence((payload) => this.hear(payload));
    // A node that starts asks the others for everything, rather than wait for their refresh.
    cluster.sendPresence(JSON.stringify({ n: this.node, ask: true }));
    this.refresher = setInterval(() => this.refresh(), this.refreshMs);
    this.refresher.unref();
  }

  /** Calls `listener` with a game's id whenever who is there changes (a seat comes or goes, the spectators change). */
  onChange(listener: (id: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A live socket of this node is at the game, for a seat or as a spectator; returns how it leaves, once. */
  enter(id: string, seat: Player | null): () => void {
    const count = this.mine.get(id) ?? { seats: [0, 0], spectators: 0 };
    this.mine.set(id, count);
    const step = (by: number) => {
      if (seat === null) count.spectators += by;
      else count.seats[seat] += by;
      if (count.spectators === 0 && count.seats[0] === 0 && count.seats[1] === 0) this.mine.delete(id);
      this.changed(id);
      this.tellSoon(id);
    };
    step(1);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      step(-1);
    };
  }

  /** The game's presence now (a game nobody has opened: both seats away since now). */
  of(id: string): GamePresence {
    return this.known.get(id) ?? this.settle(id, null);
  }

  /** How many spectators watch the game now, on every node (0 for a game nobody has open: nothing is remembered for it). */
  watching(id: string): number {
    return this.known.get(id)?.spectators ?? 0;
  }

  close(): void {
    clearInterval(this.refresher);
    if (this.telling) clearTimeout(this.telling);
    this.listeners.clear();
  }

  private hear(payload: string): void {
    let message: { n?: unknown; ask?: unknown; g?: unknown };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      return;
    }
    const node = message.n;
    if (typeof node !== 'string' || node === this.node) return;
    if (message.ask === true) return this.tellAll();
    if (!Array.isArray(message.g)) return;
    const at = this.now();
    for (const entry of message.g as unknown[]) {
      if (!Array.isArray(entry) || typeof entry[0] !== 'string') continue;
      const [id, seat0, seat1, spectators] = entry as [string, number, number, number];
      const nodes = this.theirs.get(id) ?? new Map<string, Heard>();
      if (seat0 + seat1 + spectators > 0) nodes.set(node, { count: { seats: [seat0, seat1], spectators }, at });
      else nodes.delete(node);
      if (nodes.size > 0) this.theirs.set(id, nodes);
      else this.theirs.delete(id);
      this.changed(id);
    }
  }

  /** Adds up every node's count and, when who is there changed, tells the listeners. */
  private changed(id: string): void {
    const before = this.known.get(id) ?? null;
    const after = this.settle(id, before);
    if (before && sameCompany(before, after)) return;
    for (const listener of [...this.listeners]) listener(id);
  }

  private settle(id: string, before: GamePresence | null): GamePresence {
    const total: Count = { seats: [0, 0], spectators: 0 };
    const add = (count: Count) => {
      total.seats[0] += count.seats[0];
      total.seats[1] += count.seats[1];
      total.spectators += count.spectators;
    };
    const own = this.mine.get(id);
    if (own) add(own);
    for (const heard of this.theirs.get(id)?.values() ?? []) add(heard.count);
    const now = this.now();
    const awaySince = (seat: Player): number | null => (total.seats[seat] > 0 ? null : (before?.awaySince[seat] ?? now));
    const presence: GamePresence = { connected: [total.seats[0] > 0, total.seats[1] > 0], awaySince: [awaySince(0), awaySince(1)], spectators: total.spectators };
    this.known.set(id, presence);
    return presence;
  }

  /** Own changes go out together, a moment after the first: a page reload is one message, not two. */
  private tellSoon(id: string): void {
    this.untold.add(id);
    this.telling ??= setTimeout(() => {
      this.telling = null;
      const ids = [...this.untold];
      this.untold.clear();
      this.tell(ids);
    }, 50);
  }

  private tellAll(): void {
    this.tell([...this.mine.keys()]);
  }

  private tell(ids: readonly string[]): void {
    for (let first = 0; first < ids.length; first += GAMES_PER_MESSAGE) {
      const games = ids.slice(first, first + GAMES_PER_MESSAGE).map((id) => {
        const count = this.mine.get(id);
        return count ? [id, count.seats[0], count.seats[1], count.spectators] : [id, 0, 0, 0];
      });
      this.cluster.sendPresence(JSON.stringify({ n: this.node, g: games }));
    }
  }

  /** Tells everything again, lets dead nodes' word expire, and forgets games nobody has been at for long. */
  private refresh(): void {
    this.tellAll();
    const now = this.now();
    for (const [id, nodes] of this.theirs) {
      let dropped = false;
      for (const [node, heard] of nodes) {
        if (now - heard.at > 3 * this.refreshMs) {
          nodes.delete(node);
          dropped = true;
        }
      }
      if (nodes.size === 0) this.theirs.delete(id);
      if (dropped) this.changed(id);
    }
    for (const [id, presence] of this.known) {
      const [away0, away1] = presence.awaySince;
      if (!this.mine.has(id) && !this.theirs.has(id) && away0 !== null && away1 !== null && now - Math.max(away0, away1) > this.forgetMs) this.known.delete(id);
    }
  }
}

function sameCompany(a: GamePresence, b: GamePresence): boolean {
  return a.connected[0] === b.connected[0] && a.connected[1] === b.connected[1] && a.spectators === b.spectators;
}
