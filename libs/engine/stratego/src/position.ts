import { fail, ok, type Player, type Result, type Viewer } from '@tabula/engine-core';
import { BOARD, isLake } from './board.js';
import { PLAYER_NAMES } from './movement.js';
import { ARMY, ARMY_SIZE, KIND_CODE, KINDS, kindInfo, sortKinds, type PieceKind } from './pieces.js';
import { decodePiece, type PieceCode, type StrategoState } from './state.js';

/** Which viewer a board with hidden pieces was seen by: the seat whose pieces are all known. */
function viewerOf(board: readonly (PieceCode | null)[]): Viewer | undefined {
  const hidden = [false, false];
  for (const code of board) {
    const piece = code ? decodePiece(code) : null;
    if (piece?.kind === 'unknown') hidden[piece.owner] = true;
  }
  if (hidden[0] && hidden[1]) return 'spectator';
  if (hidden[0]) return 1;
  if (hidden[1]) return 0;
  return undefined;
}

/**
 * The kinds a player has lost, for a board that does not say (position text has no such field):
 * the army less the ranks on the board. When some pieces are hidden, which missing ranks they are
 * cannot be told; they are taken to be the flag (never captured while the game runs) and then the
 * strongest missing ranks, so the weakest are the ones assumed captured.
 */
function inferCaptured(board: readonly (PieceCode | null)[], owner: Player): Result<PieceKind[]> {
  const counts = KINDS.map((info) => info.count);
  let hidden = 0;
  let total = 0;
  for (const code of board) {
    const piece = code ? decodePiece(code) : null;
    if (!piece || piece.owner !== owner) continue;
    total++;
    if (piece.kind === 'unknown') hidden++;
    else {
      const code = KIND_CODE[piece.kind];
      counts[code] = (counts[code] as number) - 1;
      if ((counts[code] as number) < 0) {
        return fail('invalid-position', `${PLAYER_NAMES[owner]} has more than ${kindInfo(piece.kind).count} × ${piece.kind}`, 'ST-1');
      }
    }
  }
  if (total > ARMY_SIZE) return fail('invalid-position', `${PLAYER_NAMES[owner]} has ${total} pieces; an army has ${ARMY_SIZE}`, 'ST-1');
  const missing = ARMY.filter((kind) => {
    const code = KIND_CODE[kind];
    counts[code] = (counts[code] as number) - 1;
    return (counts[code] as number) >= 0;
  });
  const hiddenFirst = [...missing.filter((kind) => kind === 'flag'), ...missing.filter((kind) => kind !== 'flag')];
  return ok(sortKinds(hiddenFirst.slice(hidden)));
}

/**
 * Builds a state (or a view, when some pieces are `unknown`) from a board, checking the invariants
 * a position must keep: nothing in a lake, no more of a kind than an army has, not both flags gone.
 * The captured lists are derived (see {@link inferCaptured}); a view records the viewer its hidden
 * pieces imply: red hidden → blue's view, blue hidden → red's, both → a spectator's.
 */
export function positionFromBoard(
  board: readonly (PieceCode | null)[],
  toMove: Player,
  moveNumber: number,
): Result<StrategoState> {
  if (board.length !== BOARD.size) return fail('invalid-position', `a board has ${BOARD.size} squares, not ${board.length}`);
  for (let square = 0; square < board.length; square++) {
    if (board[square] && isLake(square)) return fail('invalid-position', `a piece stands in the lake ${BOARD.name(square)}`, 'ST-2');
  }
  const red = inferCaptured(board, 0);
  if (!red.ok) return red;
  const blue = inferCaptured(board, 1);
  if (!blue.ok) return blue;
  if (red.value.includes('flag') && blue.value.includes('flag')) return fail('invalid-position', 'both flags are missing', 'ST-8');
  const viewer = viewerOf(board);
  return ok({
    board: board.slice(),
    toMove,
    moveNumber,
    captured: [red.value, blue.value],
    ...(viewer === undefined ? {} : { viewer }),
  });
}
