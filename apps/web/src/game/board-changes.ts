import type { BoardPicture, MoveShape, PieceInfo } from '@tabula/engine-core';
import { registry, type Registry } from '@tabula/games';
import { parseRecord, recordGameId } from '@tabula/notation/record';

function pieceOn(picture: BoardPicture, square: string): PieceInfo | null {
  return picture.cells.find((cell) => cell.square === square)?.piece ?? null;
}

/**
 * The squares blown clear by a move, for the explosion animation (Checkers61b's bombs, CK-5): when
 * the moving piece landed on an empty square and is not there afterwards, it went up, and every
 * square emptied around it with it. Read from the two pictures alone; any other move explodes nothing.
 */
export function explodedSquares(before: BoardPicture, after: BoardPicture, shape: MoveShape): string[] {
  const landing = shape.path.at(-1);
  if (!landing || shape.from === null) return [];
  if (pieceOn(before, landing) !== null || pieceOn(after, landing) !== null) return [];
  const emptied = before.cells
    .filter((cell) => cell.piece !== null && cell.square !== shape.from && pieceOn(after, cell.square) === null)
    .map((cell) => cell.square);
  return [landing, ...emptied];
}

/** The pieces a side has lost since the start: their kinds where the viewer knows them. */
export interface LostPieces {
  readonly known: readonly PieceInfo[];
  /** Lost pieces whose kind the viewer never saw (Stratego, ST-9). */
  readonly unknown: number;
}

/**
 * What each side has lost between two pictures of one viewer: the fall in its number of pieces,
 * named by the kinds that went missing where the viewer could see them.
 */
export function lostPieces(start: BoardPicture, now: BoardPicture): readonly [LostPieces, LostPieces] {
  const side = (owner: 0 | 1): LostPieces => {
    const piecesOf = (picture: BoardPicture) => picture.cells.flatMap((cell) => (cell.piece?.owner === owner ? [cell.piece] : []));
    const before = piecesOf(start);
    const after = piecesOf(now);
    const lost = Math.max(0, before.length - after.length);
    const remaining = new Map<string, number>();
    for (const piece of after) remaining.set(piece.kind, (remaining.get(piece.kind) ?? 0) + 1);
    const known: PieceInfo[] = [];
    for (const piece of before) {
      if (piece.kind === 'unknown') continue;
      const left = remaining.get(piece.kind) ?? 0;
      if (left > 0) remaining.set(piece.kind, left - 1);
      else if (known.length < lost) known.push(piece);
    }
    return { known, unknown: lost - known.length };
  };
  return [side(0), side(1)];
}

/**
 * The start as a viewer knows it now, from that viewer's record: a Stratego record names an enemy's rank
 * once a battle has shown it (ST-9), even after the piece is gone, so the start drawn from today's record
 * lets {@link lostPieces} name a piece taken in battle instead of counting it unseen. `games` is where
 * the record's game is found (every game, unless a test plays one of its own).
 */
export function startAsKnown(viewerRecord: string, games: Registry = registry): BoardPicture | null {
  // The record's own start, not a replay's first step: a replay shows each step as it was known then.
  const gameId = recordGameId(viewerRecord);
  const entry = gameId.ok ? games.get(gameId.value) : null;
  if (!entry?.ok) return null;
  const parsed = parseRecord(entry.value, viewerRecord);
  return parsed.ok ? entry.value.game.picture(parsed.value.states[0]) : null;
}
