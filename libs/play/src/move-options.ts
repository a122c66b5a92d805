import type { MoveShape } from '@tabula/engine-core';
import type { GameEntry } from '@tabula/games';

/** A legal move as a front end offers it: its canonical text and the squares it visits. */
export interface MoveOption {
  readonly text: string;
  readonly shape: MoveShape;
}

/** Code-point order: what docs/notation.md sorts move lists by (not the locale's order). */
export function compareCodePoints(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Every legal move of `state` (a viewer's view when shown to a person), as text and shape, in
 * code-point order of the text.
 */
export function moveOptions(entry: GameEntry, state: unknown): MoveOption[] {
  const { game, notation } = entry;
  return game
    .legalMoves(state)
    .map((move) => ({ text: notation.formatMove(state, move), shape: game.describeMove(state, move) }))
    .sort((a, b) => compareCodePoints(a.text, b.text));
}

/** Canonical texts of every legal move, sorted (the `tabula moves` list). */
export function sortedMoveTexts(entry: GameEntry, state: unknown): string[] {
  return moveOptions(entry, state).map((option) => option.text);
}

/** Whether `shape` begins with `prefix`: same start, and the prefix's landings first. */
function extendsShape(shape: MoveShape, prefix: MoveShape): boolean {
  if (shape.from !== prefix.from || shape.drop !== prefix.drop) return false;
  return prefix.path.every((square, i) => shape.path[i] === square);
}

/**
 * The squares a piece may land on next after the landings it has made (a capture chain entered one
 * landing at a time, CK-3): for a piece only selected (`path` empty), its first landings. Sorted,
 * without repeats. Works from the move list alone, so it knows no game's rules.
 */
export function nextLandings(options: readonly MoveOption[], prefix: MoveShape): string[] {
  const next = new Set<string>();
  for (const { shape } of options) {
    const square = shape.path[prefix.path.length];
    if (square !== undefined && extendsShape(shape, prefix)) next.add(square);
  }
  return [...next].sort(compareCodePoints);
}

/** The moves that start from `square` (what `moves c3` lists and a selected piece highlights). */
export function optionsFrom(options: readonly MoveOption[], square: string): MoveOption[] {
  const wanted = square.trim().toLowerCase();
  return options.filter((option) => option.shape.from === wanted);
}

/**
 * The moves that put a piece on `square` from nowhere but a hand or a supply: a placement game's
 * stones, an animal-chess drop. A front end offers them when a click or a typed square selects no
 * piece: one of them is played at once; several (pieces of different kinds, each `shape.drop`) are a
 * choice for the player.
 */
export function placementsOn(options: readonly MoveOption[], square: string): MoveOption[] {
  const wanted = square.trim().toLowerCase();
  return options.filter((option) => option.shape.from === null && option.shape.path.length === 1 && option.shape.path[0] === wanted);
}

/**
 * The kinds of piece that may be placed now, when the game puts pieces of several kinds but keeps no
 * hand in its picture (the front end then shows a tray of these kinds); sorted, without repeats.
 */
export function placeableKinds(options: readonly MoveOption[]): string[] {
  const kinds = new Set<string>();
  for (const { shape } of options) if (shape.from === null && shape.drop !== undefined) kinds.add(shape.drop);
  return [...kinds].sort(compareCodePoints);
}
