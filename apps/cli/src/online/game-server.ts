import { registry } from '@tabula/games';
import type { Player } from '@tabula/engine-core';
import { ProtocolClient, RemoteTable, UNREACHABLE, type CreateGameBody, type LiveSocketConstructor } from '@tabula/protocol';
import WebSocket from 'ws';
import { watchLink, type ServerRoot } from './game-links.js';
import { OnlineTrouble } from './online-trouble.js';

/** A game just created: its id and the token of the seat taken, which stays in this process. */
export interface CreatedGame {
  readonly id: string;
  readonly token: string;
}

/**
 * The server at `root` as the online commands use it: create a game, claim a seat, open a game's
 * table. Refusals become {@link OnlineTrouble}, one line that says what is wrong.
 */
export function gameServer(root: ServerRoot) {
  // Node 20 has no WebSocket of its own: the `ws` package's fits the client's socket.
  const client = new ProtocolClient({ baseUrl: root, WebSocket: WebSocket as unknown as LiveSocketConstructor, device: 'terminal' });
  const trouble = (error: unknown, what: string): OnlineTrouble => {
    const { code, message } = error as { code?: string; message?: string };
    if (code === UNREACHABLE) return new OnlineTrouble(`${what}: no server answers at ${root} — is it running, and is the address right?`);
    return new OnlineTrouble(`${what}: ${message ?? String(error)}`);
  };
  return {
    async create(body: CreateGameBody): Promise<CreatedGame> {
      try {
        const created = await client.createGame(body);
        const token = created.seats.find((seat) => seat.token !== undefined)?.token;
        if (token === undefined) throw new OnlineTrouble(`play: the server at ${root} created game ${created.id} but gave no seat to this terminal`);
        return { id: created.id, token };
      } catch (error) {
        if (error instanceof OnlineTrouble) throw error;
        throw trouble(error, 'play');
      }
    },

    async claim(id: string, seat: Player): Promise<string> {
      try {
        return (await client.claimSeat(id, seat)).token;
      } catch (error) {
        const { code } = error as { code?: string };
        if (code === 'unknown-game') throw new OnlineTrouble(`join: there is no game ${id} on ${root}; check the invite link`);
        if (code === 'seat-taken') throw new OnlineTrouble(`join: that seat of game ${id} is already taken; you can still watch: tabula watch ${watchLink(root, id)}`);
        throw trouble(error, 'join');
      }
    },

    /** The game's table for `seat` (null: a spectator), once the server has sent the first view. */
    async open(id: string, seat: Player | null, token: string | null): Promise<RemoteTable> {
      const what = seat === null ? 'watch' : 'play';
      const opened = await RemoteTable.open({ client, games: registry, gameId: id, seat, ...(token !== null ? { token } : {}) });
      if (opened.ok) return opened.value;
      if ((opened.error.code as string) === 'unknown-game') throw new OnlineTrouble(`${what}: there is no game ${id} on ${root}; check the link`);
      throw trouble(opened.error, what);
    },
  };
}
