import { readFileSync, writeFileSync } from 'node:fs';
import { opponent, type Player } from '@tabula/engine-core';
import type { GameEntry } from '@tabula/games';
import { timeControlName, type TimeControl } from '@tabula/play';
import { rematchSeat, type RemoteTable } from '@tabula/protocol';
import type { CliStreams } from '../command.js';
import { createConsole, type Console } from '../play/console.js';
import { runTableGame } from '../play/table-game.js';
import { watchTable } from '../play/watch-game.js';
import { inviteLink, watchLink, type ServerRoot } from './game-links.js';
import { gameServer } from './game-server.js';

/** How the terminal talks to the person: its streams and whether it draws in colour. */
export interface TerminalSide {
  readonly streams: CliStreams;
  readonly colour: boolean;
}

/** `tabula play GAME --server URL`: what to create there. */
export interface NewOnlineGame {
  readonly root: ServerRoot;
  readonly entry: GameEntry;
  /** The seat the terminal's player takes. */
  readonly seat: Player;
  /** Who sits in the other seat: a person invited by link, or the server's bot. */
  readonly opponent: 'human' | { readonly bot: string };
  readonly position?: string;
  readonly seed?: number;
  /** `--clock`: the time control the server keeps; without it the game is untimed. */
  readonly clock?: TimeControl;
  readonly saveFile?: string;
}

/**
 * Creates a game on the server with the player in `seat`, prints the invite link (when a person is
 * invited) and the watch link — the links the web client shows — and plays it at the prompt. The seat's
 * token is kept in this process only: it is never printed, put in a link or written to a file.
 */
export async function playNewOnlineGame(game: NewOnlineGame, terminal: TerminalSide): Promise<number> {
  const server = gameServer(game.root);
  const other = opponent(game.seat);
  const players = game.seat === 0 ? (['human', game.opponent] as const) : ([game.opponent, 'human'] as const);
  const created = await server.create({
    game: game.entry.id,
    players: [players[0], players[1]],
    take: [game.seat],
    ...(game.position !== undefined ? { position: game.position } : {}),
    ...(game.seed !== undefined ? { seed: game.seed } : {}),
    ...(game.clock !== undefined ? { clock: game.clock } : {}),
  });
  const io = createConsole(terminal.streams);
  const names = game.entry.game.playerNames;
  const timed = game.clock === undefined ? '' : ` with a ${timeControlName(game.clock)} clock`;
  io.print(`Created a ${game.entry.game.name} game${timed} on ${game.root}: you play ${names[game.seat]}.`);
  if (game.opponent === 'human') io.print(`Invite link (plays ${names[other]}): ${inviteLink(game.root, created.id, other)}`);
  io.print(`Watch link: ${watchLink(game.root, created.id)}`);
  const table = await server.open(created.id, game.seat, created.token);
  return playAtTable({ root: game.root, server, seat: game.seat, token: created.token, table, io, terminal, saveFile: game.saveFile });
}

/** `tabula join INVITE_URL`: takes the invited seat and plays it. */
export async function joinOnlineGame(root: ServerRoot, id: string, seat: Player, terminal: TerminalSide, saveFile?: string): Promise<number> {
  const server = gameServer(root);
  const token = await server.claim(id, seat);
  const table = await server.open(id, seat, token);
  const entry = table.game;
  const io = createConsole(terminal.streams);
  io.print(`Joined ${entry.game.name} game ${id} on ${root}: you play ${entry.game.playerNames[seat]}.`);
  io.print(`Watch link: ${watchLink(root, id)}`);
  return playAtTable({ root, server, seat, token, table, io, terminal, saveFile });
}

/** `tabula watch WATCH_URL`: follows the game as a spectator, and the rematches the players agree to while it is watched. */
export async function watchOnlineGame(root: ServerRoot, id: string, terminal: TerminalSide): Promise<number> {
  const server = gameServer(root);
  for (let gameId = id; ; ) {
    const table = await server.open(gameId, null, null);
    const end = await watchTable({ table, entry: table.game, streams: terminal.streams, colour: terminal.colour });
    if (typeof end === 'number') return end;
    gameId = end.rematch;
  }
}

/** A seat of a server's game as the terminal plays it, and what it takes to move on to a rematch. */
interface OnlineSeat {
  readonly root: ServerRoot;
  readonly server: ReturnType<typeof gameServer>;
  readonly seat: Player;
  /** The seat's token, in this process only: the server moves it to the player's seat of a rematch. */
  readonly token: string;
  readonly table: RemoteTable;
  readonly io: Console;
  readonly terminal: TerminalSide;
  readonly saveFile: string | undefined;
}

/**
 * Plays the seat at the prompt; when both players agree to a rematch, plays that too — the other seat of
 * the new game, opened with the same token (the server moved it there), so nobody needs an invite.
 */
async function playAtTable(start: OnlineSeat): Promise<number> {
  for (let { seat, table, io } = start; ; ) {
    const end = await runTableGame({
      table,
      entry: table.game,
      console: io,
      colour: start.terminal.colour,
      ...(start.saveFile !== undefined ? { saveFile: start.saveFile } : {}),
      writeFile: (path, text) => writeFileSync(path, text),
      readFile: (path) => readFileSync(path, 'utf8'),
      rematch: (player) => table.rematch(player),
      claimVictory: (player) => table.claimVictory(player),
    });
    if (typeof end === 'number') return end;
    seat = rematchSeat(seat);
    table = await start.server.open(end.rematch, seat, start.token);
    // The finished game's console was given back with its table: the rematch asks on a new one.
    io = createConsole(start.terminal.streams);
    io.print(`Watch link: ${watchLink(start.root, end.rematch)}`);
  }
}
