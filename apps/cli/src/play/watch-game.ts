import { emitKeypressEvents } from 'node:readline';
import { flippedFor, type BoardPicture, type Player } from '@tabula/engine-core';
import type { GameEntry } from '@tabula/games';
import type { Table, TableState } from '@tabula/play';
import type { CliStreams } from '../command.js';
import { clockLine } from './clock-line.js';
import { drawOfferChange } from './draw-offer-news.js';
import { presenceNews, type PresenceTold } from './presence-news.js';
import { rematchChange, type RematchMoment } from './rematch-news.js';
import { drawSnapshot } from './screen.js';
import type { RematchEnd } from './table-game.js';

/** What following a game needs: the spectator's table and where to draw it. */
export interface WatchOptions {
  readonly table: Table;
  /** The game being watched (its words for the outcome, its sides' colours). */
  readonly entry: GameEntry;
  readonly streams: CliStreams;
  readonly colour: boolean;
}

/** Exit status when the watcher pressed Ctrl-C (128 + SIGINT), and when the server ended the connection for good. */
const EXIT_INTERRUPTED = 130;
const EXIT_LOST = 1;

/**
 * Follows a game as a spectator: the board, the last move in words and, in a timed game, both clocks
 * after each change (the header with how many watch), draw offers made and declined, and the players
 * leaving and coming back, drawn from the spectator's snapshot (no hidden rank, ST-9), until the game ends,
 * the table ends, or the watcher presses q or Ctrl-C (on a terminal; through a pipe, until its input
 * ends). A game that ends while it is watched stays on screen for the players' rematch: who asks for
 * one, and once both agree the rematch's id, which the caller follows next.
 */
export function watchTable({ table, entry, streams, colour }: WatchOptions): Promise<number | RematchEnd> {
  const { input, output } = streams;
  const print = (...lines: string[]) => {
    for (const line of lines) output.write(`${line}\n`);
  };
  const names = table.current().snapshot.seats.map((seat) => seat.name) as [string, string];
  let start: BoardPicture | null = null;
  let told: {
    version: number;
    connection: TableState['connection'];
    problem: string;
    openSeat: number | null;
    drawOfferBy: Player | null;
    moves: number;
    over: boolean;
    rematch: RematchMoment | null;
    presence: PresenceTold;
  } | null = null;

  const tell = (state: TableState) => {
    const { snapshot } = state;
    if (state.connection === 'reconnecting' && told?.connection !== 'reconnecting') print('reconnecting…');
    if (state.connection === 'live' && told?.connection === 'reconnecting') print('Connected again.');
    if (state.problem !== '' && state.problem !== told?.problem) print(state.problem);
    const over = snapshot.phase === 'over';
    // After the end only the rematch changes the version: the final board stays as it was drawn.
    if ((told === null || (told.version !== snapshot.version && !told.over)) && state.openSeat === null) {
      if (snapshot.picture !== null) {
        start ??= snapshot.picture;
        print('', ...drawSnapshot(snapshot, entry, names, { colour, flip: flippedFor(start, 0), watching: state.presence?.spectators ?? 0 }));
        if (state.clock !== null) print(clockLine(state.clock, names, Date.now()));
      } else print(`(the armies are being set up: ${snapshot.seats.filter((seat) => seat.ready).length} of 2 stand)`);
    }
    if (state.openSeat !== null && told?.openSeat !== state.openSeat) print(`Waiting for a player to take ${names[state.openSeat]}'s seat.`);
    const moves = snapshot.moves.length;
    // Under the board it concerns, last before the next change, where a spectator's eye is.
    const offer = drawOfferChange({ offeredBy: told?.drawOfferBy ?? null, moves: told?.moves ?? moves, over: false }, { offeredBy: state.drawOfferBy, moves, over: snapshot.phase === 'over' }, names, []);
    if (offer !== null) print(offer);
    const rematch = told === null ? null : rematchChange(told.rematch, state.rematch, names, null);
    if (rematch !== null) print(rematch);
    // Both seats' comings and goings while the game runs.
    let presence = told?.presence ?? null;
    if (!over) {
      const news = presenceNews(presence, state.presence, state.openSeat, names, [], Date.now());
      print(...news.lines);
      presence = news.told;
    }
    told = { version: snapshot.version, connection: state.connection, problem: state.problem, openSeat: state.openSeat, drawOfferBy: state.drawOfferBy, moves, over, rematch: state.rematch, presence };
  };

  return new Promise((resolve) => {
    const interactive = Boolean(input.isTTY && output.isTTY);
    const raw = input as NodeJS.ReadStream;
    let stopped = false;
    // A game already over when first seen was not watched to its end: there is no rematch to wait for.
    const overAtFirst = table.current().snapshot.phase === 'over';
    let toldOver = false;
    const finish = (code: number | RematchEnd, words: string) => {
      if (stopped) return;
      stopped = true;
      unsubscribe();
      input.off('keypress', onKey);
      input.off('end', onEnd);
      if (interactive) raw.setRawMode(false);
      input.pause();
      table.close();
      if (words) print(words);
      resolve(code);
    };
    const check = (state: TableState) => {
      tell(state);
      const next = state.rematch?.next ?? null;
      if (state.snapshot.phase === 'over' && overAtFirst) finish(0, 'The game is over.');
      else if (next !== null) finish({ rematch: next }, '');
      else if (state.connection === 'ended') finish(EXIT_LOST, '');
      else if (state.snapshot.phase === 'over' && !toldOver) {
        toldOver = true;
        print('The game is over. Press q to stop watching; a rematch the players agree to is followed here.');
      }
    };
    const onKey = (_text: string | undefined, key: { name?: string; ctrl?: boolean } | undefined) => {
      if (key?.ctrl && key.name === 'c') finish(EXIT_INTERRUPTED, 'Stopped watching (Ctrl-C).');
      else if (key?.name === 'q') finish(0, 'Stopped watching.');
    };
    const onEnd = () => finish(0, 'Stopped watching.');
    const unsubscribe = table.subscribe((change) => {
      if (change.type === 'state') check(change.state);
    });
    const clock = table.current().clock;
    print(`Watching ${table.gameId}: ${names[0]} against ${names[1]}${clock === null ? '' : `, ${clock.name}`}. Press q to stop watching.`);
    if (interactive) {
      emitKeypressEvents(input);
      raw.setRawMode(true);
      input.on('keypress', onKey);
    } else input.on('end', onEnd);
    input.resume();
    check(table.current());
  });
}
