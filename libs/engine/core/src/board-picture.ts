import type { Player } from './player.js';

/**
 * What a front end needs to draw a piece, without knowing the game: the game names and draws its own
 * pieces, so a UI never carries a table of letters or symbols per game.
 */
export interface PieceInfo {
  readonly owner: Player;
  /** The game's kind id (`lion`, `bomb`, `rook`, …) or `unknown` for a hidden enemy piece (ST-9). */
  readonly kind: string;
  /** A human name, e.g. `promoted chick`, `water bomb king`, `unknown piece`. */
  readonly name: string;
  /** The piece's letter in position text (docs/notation.md), case showing the owner, `+`/`!` included. */
  readonly letter: string;
  /** A glyph for text and graphic boards, e.g. `♔`; games without glyphs use their letter. */
  readonly symbol: string;
  /** Promoted (animal chess) or king (Checkers61b). */
  readonly promoted?: boolean;
  /** Stratego: the rank has been revealed to the opponent (ST-9). */
  readonly revealed?: boolean;
}

/** One square of the picture. */
export interface CellInfo {
  /** Square name, e.g. `d5`. */
  readonly square: string;
  /** Terrain the square has in this game: `land` unless a game says otherwise (`water`, `trap`, `den`, `lake`, `unused`). */
  readonly terrain: string;
  /** For terrain owned by a player (a Jungle trap or den), that player. */
  readonly terrainOwner?: Player;
  readonly piece: PieceInfo | null;
}

/**
 * Everything a front end draws for a state: cells in the game's diagram order (top row first,
 * each row from file `a`), and the pieces in each player's hand for games with drops.
 */
export interface BoardPicture {
  readonly files: number;
  readonly ranks: number;
  /** `files * ranks` cells, the diagram's top row first (as position text lists rows). */
  readonly cells: readonly CellInfo[];
  /** Pieces in hand per player (animal chess); absent for games without hands. */
  readonly hands?: readonly [readonly PieceInfo[], readonly PieceInfo[]];
}

/**
 * The shape of a move as a front end highlights it: where the piece starts (or `null` for a drop),
 * every square it lands on in order, and for a drop the dropped piece's kind.
 */
export interface MoveShape {
  readonly from: string | null;
  /** Landing squares in order: one for a step or a jump, several for a capture chain. */
  readonly path: readonly string[];
  /** Kind of the dropped piece, for drops. */
  readonly drop?: string;
}
