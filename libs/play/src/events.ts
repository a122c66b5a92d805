import type { Outcome, Player } from '@tabula/engine-core';

/**
 * What happened in a session, numbered by the version it produced. Events carry only what every
 * viewer may know (a setup event says that a seat's army stands, never where its pieces are; a move
 * event gives the squares and a spectator's words, never a hidden rank), so a server can send one event to every socket and
 * let each client fetch its own snapshot.
 */
export type SessionEvent =
  | { readonly version: number; readonly type: 'setup'; readonly seat: Player }
  | { readonly version: number; readonly type: 'start' }
  | {
      readonly version: number;
      readonly type: 'move';
      readonly seat: Player;
      readonly move: string;
      readonly ply: number;
      /** The move told in words as a spectator may know it (ST-9), so every viewer may read it: `Red moved a piece from a4 to a5.` */
      readonly words: string;
    }
  | { readonly version: number; readonly type: 'undo'; readonly seat: Player; readonly plies: number }
  | { readonly version: number; readonly type: 'resign'; readonly seat: Player }
  | { readonly version: number; readonly type: 'over'; readonly outcome: Outcome };

/** An event before the log numbers it. */
export type EventBody = SessionEvent extends infer E ? (E extends SessionEvent ? Omit<E, 'version'> : never) : never;

/** A subscriber; the returned function unsubscribes. */
export type EventListener = (event: SessionEvent) => void;

/**
 * The numbered event log of a session. Version 0 is the session as created; each event adds one, so
 * a client that saw version `v` asks for {@link EventLog.since}(v) to catch up.
 */
export class EventLog {
  private readonly events: SessionEvent[] = [];
  private readonly listeners = new Set<EventListener>();

  /** The version of the latest event (0 before any). */
  get version(): number {
    return this.events.length;
  }

  /** Numbers an event, keeps it, and tells every subscriber. */
  emit(body: EventBody): SessionEvent {
    const event = { ...body, version: this.events.length + 1 } as SessionEvent;
    this.events.push(event);
    for (const listener of [...this.listeners]) listener(event);
    return event;
  }

  /** The events after `version`, oldest first. */
  since(version: number): SessionEvent[] {
    return this.events.slice(Math.max(0, version));
  }

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
