import type { Player, Viewer } from './player.js';

/** A piece as a move's words name it: its owner and its name (`scout`), or `piece` when the viewer may not know its rank. */
export interface NamedPiece {
  readonly owner: Player;
  /** The kind's name (`rat`, `bomb king`, `promoted chick`), or `piece` for a rank the viewer may not know (ST-9). */
  readonly name: string;
}

/** A piece on a square, in an explosion's list. */
export interface PieceOnSquare {
  readonly square: string;
  readonly piece: NamedPiece;
}

/**
 * One thing that happened in a move, in the game's own terms. A move's facts, in order, say the whole
 * move: a step or a drop, then what it took, what exploded, what was promoted.
 */
export type MoveFact =
  /** A piece went from one square to another (a path for a chain of jumps), taking nothing. */
  | { readonly kind: 'move'; readonly piece: NamedPiece; readonly from: string; readonly path: readonly string[] }
  /** A piece from a hand was put on a square (animal chess, AC-4). */
  | { readonly kind: 'drop'; readonly piece: NamedPiece; readonly square: string }
  /** A piece moved (along `path`) and took the pieces named, each on its square. */
  | { readonly kind: 'capture'; readonly piece: NamedPiece; readonly from: string; readonly path: readonly string[]; readonly taken: readonly PieceOnSquare[] }
  /** An attack where both ranks are told (Stratego, ST-5): who stayed, `attacker`, `defender` or neither. */
  | {
      readonly kind: 'battle';
      readonly attacker: NamedPiece;
      readonly defender: NamedPiece;
      readonly from: string;
      readonly square: string;
      readonly winner: 'attacker' | 'defender' | 'both-removed';
    }
  /** A bomb exploded on `square` (Checkers61b, CK-5): the pieces it removed (itself included) and the shields that held. */
  | { readonly kind: 'explosion'; readonly piece: NamedPiece; readonly square: string; readonly removed: readonly PieceOnSquare[]; readonly held: readonly PieceOnSquare[] }
  /** A piece was promoted (animal chess, AC-5) or crowned (Checkers61b, CK-4) on `square`; `becomes` is its new name. */
  | { readonly kind: 'promotion'; readonly piece: NamedPiece; readonly square: string; readonly becomes: string };

/** A move told in words for one viewer: the facts, and one sentence (or a few) saying them. */
export interface MoveWords {
  readonly facts: readonly MoveFact[];
  /** E.g. `Red's scout attacked Blue's marshal on e5 and lost.` */
  readonly sentence: string;
}

/** The signature of {@link Game.tellMove}, for games that build their words in their own file. */
export type TellMove<S, M> = (before: S, move: M, after: S, viewer: Viewer) => MoveWords;

/** `Red's scout`, `Blue's piece`: a piece with its owner's name. */
export function ownedName(playerNames: readonly [string, string], piece: NamedPiece): string {
  return `${playerNames[piece.owner]}'s ${piece.name}`;
}

/** `d6`, `d6 and f6`, `d6, f6 and f4`. */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The first letter in upper case, for a sentence that starts with a piece's name. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The words of a plain step or a capture by one piece (`Blue's rat took Red's elephant on a4.`, `White's
 * pawn moved from e2 to e4.`), for games whose moves are no more than that.
 */
export function stepWords(playerNames: readonly [string, string], piece: NamedPiece, from: string, to: string, taken: NamedPiece | null): MoveWords {
  if (taken === null) {
    return { facts: [{ kind: 'move', piece, from, path: [to] }], sentence: `${ownedName(playerNames, piece)} moved from ${from} to ${to}.` };
  }
  return {
    facts: [{ kind: 'capture', piece, from, path: [to], taken: [{ square: to, piece: taken }] }],
    sentence: `${ownedName(playerNames, piece)} took ${ownedName(playerNames, taken)} on ${to}.`,
  };
}
