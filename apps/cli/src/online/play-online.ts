import { readFileSync, writeFileSync } from 'node:fs';
import { opponent, type Player } from '@tabula/engine-core';
import type { GameEntry } from '@tabula/games';
import { timeControlName, type Table, type TimeControl } from '@tabula/play';
import type { CliStreams } from '../command.js';
import { createConsole } from '../play/console.js';
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
  return playAtTable(table, game.entry, io, terminal.colour, game.saveFile);
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
  return playAtTable(table, entry, io, terminal.colour, saveFile);
}

/** `tabula watch WATCH_URL`: follows the game as a spectator. */
export async function watchOnlineGame(root: ServerRoot, id: string, terminal: TerminalSide): Promise<number> {
  const table = await gameServer(root).open(id, null, null);
  return watchTable({ table, entry: table.game, streams: terminal.streams, colour: terminal.colour });
}

function playAtTable(table: Table, entry: GameEntry, io: ReturnType<typeof createConsole>, colour: boolean, saveFile: string | undefined): Promise<number> {
  return runTableGame({
    table,
    entry,
    console: io,
    colour,
    ...(saveFile !== undefined ? { saveFile } : {}),
    writeFile: (path, text) => writeFileSync(path, text),
    readFile: (path) => readFileSync(path, 'utf8'),
  });
}
