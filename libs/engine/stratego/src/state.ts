import type { Player, Viewer } from '@tabula/engine-core';
import { kindInfo, KINDS, type PieceKind, type SeenKind } from './pieces.js';

/**
 * A piece as stored in a state: a short code, so that states stay small JSON (they cross HTTP,
 * workers and storage, and tests compare them as JSON). The code is the piece's letter of
 * docs/notation.md — upper case red, lower case blue, `X`/`x` for a rank the viewer may not know — with
 * `!` before it when the rank is revealed and `*` after it when the piece has moved: `M`, `!s*`, `x*`.
 * Read codes with {@link decodePiece}; build them with {@link encodePiece}.
 */
export type PieceCode = string;

/** A piece's facts, decoded from its {@link PieceCode}. */
export interface StrategoPiece {
  readonly owner: Player;
  /** The rank, or `unknown` in a view where the viewer may not know it (ST-9). */
  readonly kind: SeenKind;
  /** Whether the piece has ever moved (public: ST-9). */
  readonly moved: boolean;
  /** Whether its rank has been revealed to both players by an attack or a long scout move (ST-9). */
  readonly revealed: boolean;
  /** The piece's code. */
  readonly code: PieceCode;
}

/**
 * A Stratego position, or a viewer's view of one (same type, docs/design.md).
 *
 * `captured` lists the kinds each player has lost, strongest first. It is public knowledge, because
 * every piece leaves the board in an attack that reveals it (ST-5), and it lets `determinize` know
 * exactly which ranks the hidden pieces still have.
 */
export interface StrategoState {
  /** 100 cells, a1 = 0, b1 = 1, …, j10 = 99: a {@link PieceCode} or null; lakes are always null. */
  readonly board: readonly (PieceCode | null)[];
  readonly toMove: Player;
  /** Starts at 1, goes up after each move of blue (player 1). */
  readonly moveNumber: number;
  /** Kinds removed from the board, by owner, strongest first. */
  readonly captured: readonly [readonly PieceKind[], readonly PieceKind[]];
  /** Present only in views: whom this view was made for (so `determinize` needs no viewer). */
  readonly viewer?: Viewer;
}

/** A move or an attack: one piece from one square to another (indices, a1 = 0). */
export interface StrategoMove {
  readonly from: number;
  readonly to: number;
}

/**
 * One player's arrangement (ST-1): 40 upper-case letters as the owner sees them from their seat —
 * front rank first, each rank from the owner's left (docs/notation.md).
 */
export type StrategoSetup = string;

/**
 * Every valid code, decoded once and filed by letter char code × moved × revealed: decoding is a
 * table look-up on the hot paths, with no string hashing.
 */
const DECODED: (StrategoPiece | undefined)[] = [];
const slot = (letter: number, moved: boolean, revealed: boolean) => letter * 4 + (moved ? 2 : 0) + (revealed ? 1 : 0);
for (const owner of [0, 1] as const) {
  for (const [kind, upper] of [...KINDS.map((info) => [info.kind, info.letter] as const), ['unknown', 'X'] as const]) {
    for (const moved of [false, true]) {
      for (const revealed of kind === 'unknown' ? [false] : [false, true]) {
        const code = `${revealed ? '!' : ''}${owner === 0 ? upper : upper.toLowerCase()}${moved ? '*' : ''}`;
        const letter = owner === 0 ? upper : upper.toLowerCase();
        DECODED[slot(letter.charCodeAt(0), moved, revealed)] = { owner, kind, moved, revealed, code };
      }
    }
  }
}

/** Builds a piece's code. A revealed piece is never `unknown`: its rank is known to all. */
export function encodePiece(owner: Player, kind: SeenKind, moved = false, revealed = false): PieceCode {
  const upper = kind === 'unknown' ? 'X' : kindInfo(kind).letter;
  return `${revealed && kind !== 'unknown' ? '!' : ''}${owner === 0 ? upper : upper.toLowerCase()}${moved ? '*' : ''}`;
}

function lookUp(code: string): StrategoPiece | undefined {
  const revealed = code.charCodeAt(0) === 33; // !
  const moved = code.charCodeAt(code.length - 1) === 42; // *
  if (code.length !== 1 + Number(revealed) + Number(moved)) return undefined;
  return DECODED[slot(code.charCodeAt(revealed ? 1 : 0), moved, revealed)];
}

/** Decodes a piece code; throws on a code no state may hold (a broken invariant). */
export function decodePiece(code: PieceCode): StrategoPiece {
  const piece = lookUp(code);
  if (!piece) throw new Error(`'${code}' is not a Stratego piece code`);
  return piece;
}

/** The owner of a piece code, read from the case of its letter (a hot-path shortcut for `decodePiece`). */
export function ownerOfCode(code: PieceCode): Player {
  return code.charCodeAt(code.charCodeAt(0) === 33 /* ! */ ? 1 : 0) >= 97 /* a */ ? 1 : 0;
}

/** The decoded piece on a square, or null. */
export function pieceAt(state: StrategoState, square: number): StrategoPiece | null {
  const code = state.board[square];
  return code ? decodePiece(code) : null;
}
