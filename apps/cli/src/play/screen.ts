import { sideHues, type GameEntry } from '@tabula/games';
import type { Snapshot } from '@tabula/play';
import { renderBoard } from '../terminal/board-render.js';
import { terminalWidth } from '../terminal/text-wrap.js';
import { outcomeText } from './outcome-text.js';

/** How a snapshot is drawn. */
export interface ScreenOptions {
  readonly colour: boolean;
  /** Squares to highlight: where a selected piece may go, a hint. */
  readonly marks?: readonly string[];
  /** The selected piece's square (a square typed alone at the prompt), highlighted on the board. */
  readonly selected?: string;
  /** Draw the picture turned half a circle (`flippedFor`), so that the viewer's army is at the bottom. */
  readonly flip?: boolean;
  /** How many spectators watch an online game (the server's presence), said after whose turn it is while the game runs. */
  readonly watching?: number;
}

/**
 * A snapshot on screen, as the seed's console game prints each round: `Round N`, whose turn (or the
 * result), the board with the last move marked, and the last move in words (the game's own, for the
 * snapshot's viewer). `entry` is the game's: its words for the outcome, its sides' colours.
 */
export function drawSnapshot(snapshot: Snapshot, entry: GameEntry, names: readonly [string, string], options: ScreenOptions): string[] {
  if (!snapshot.picture) return ['(the armies are being set up)'];
  const round = snapshot.moveNumber === null ? '' : `Round ${snapshot.moveNumber} · `;
  const state =
    snapshot.outcome !== null
      ? `Game over. ${outcomeText(snapshot.outcome, names, entry.game)}`
      : snapshot.toMove !== null
        ? `${names[snapshot.toMove]} to move`
        : '';
  // The game's own words for this viewer (Game.tellMove): never a rank the viewer may not know.
  const watching = options.watching !== undefined && options.watching > 0 && snapshot.outcome === null ? ` · ${options.watching} watching` : '';
  const last = snapshot.lastMove ? `Last move: ${names[snapshot.lastMove.seat]} ${snapshot.lastMove.text} — ${snapshot.lastMove.words}` : 'No move yet';
  return [
    `${round}${state}${watching}`,
    ...renderBoard(snapshot.picture, {
      color: options.colour,
      playerNames: names,
      sideHues: sideHues(entry),
      ...(snapshot.lastMove ? { lastMove: snapshot.lastMove.shape } : {}),
      ...(options.marks && options.marks.length > 0 ? { marks: options.marks } : {}),
      ...(options.selected !== undefined ? { selected: options.selected } : {}),
      ...(options.flip ? { flip: true } : {}),
      ...(terminalWidth() !== undefined ? { width: terminalWidth() } : {}),
    }),
    last,
  ];
}

/** Move texts in columns, numbered like a record would not be: just the texts, eight to a line. */
export function formatMoveList(texts: readonly string[]): string[] {
  const width = Math.max(0, ...texts.map((text) => text.length)) + 2;
  const lines: string[] = [];
  for (let i = 0; i < texts.length; i += 8) lines.push(`  ${texts.slice(i, i + 8).map((text) => text.padEnd(width)).join('').trimEnd()}`);
  return lines;
}
