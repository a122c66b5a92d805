import type { BoardPicture, Outcome, Player, Viewer } from '@tabula/engine-core';
import { registry as allGames, type GameEntry, type Registry } from '@tabula/games';
import { parseRecord, recordGameId } from '@tabula/notation/record';
import { fromRuleError, refuse, type PlayResult } from './play-error.js';
import type { LastMove } from './snapshot.js';

/** One step of a replayed record: the board after `ply` moves, as the replay's viewer knew it then. */
export interface ReplayFrame {
  readonly ply: number;
  /** The position as the viewer knew it after `ply` moves (ST-9): nothing learned later shows. */
  readonly position: string;
  readonly picture: BoardPicture;
  readonly lastMove: LastMove | null;
  /** The seat to move at this step, or null once the game is over on the board. */
  readonly toMove: Player | null;
  readonly moveNumber: number;
  /** The round the last move was made in (the move number before it), or null at the start. */
  readonly moveRound: number | null;
}

/**
 * A saved record, read to be stepped through (`tabula replay`, a move list clicked in the web
 * client). Every step is drawn from one viewer's view of that position (ST-9), the way a session
 * builds its snapshots: a player's copy (hidden pieces as X/x) replays as that player saw the game;
 * a full record as a spectator saw it, so an enemy rank shows only from the move that revealed it.
 */
export interface Replay {
  readonly entry: GameEntry;
  readonly tags: readonly (readonly [string, string])[];
  readonly moves: readonly string[];
  /** How the game ended, as the record says; null while it was still running. */
  readonly outcome: Outcome | null;
  /** Whose knowledge the steps show: the seat whose copy this is, or the spectator for a full record. */
  readonly viewer: Viewer;
  /** The board after `ply` moves (0 = the start), for `ply` from 0 to `moves.length`. */
  frame(ply: number): ReplayFrame;
}

/** Reads a record for replay; refuses an unknown game or the record's first illegal move. */
export function openReplay(text: string, registry: Registry = allGames): PlayResult<Replay> {
  const gameId = recordGameId(text);
  if (!gameId.ok) return fromRuleError(gameId.error);
  const found = registry.get(gameId.value);
  if (!found.ok) return refuse('bad-option', found.error.message);
  const entry = found.value;
  const parsed = parseRecord(entry, text);
  if (!parsed.ok) return fromRuleError(parsed.error);
  const { states, moves, moveTexts, tags, outcome } = parsed.value;
  const { game, notation } = entry;
  const viewer = recordViewer(game.picture(states[0]));
  const viewOf = (state: unknown): unknown => game.view(state, viewer);
  const roundOf = (state: unknown): number => Number(notation.formatPosition(state).trim().split(/\s+/).at(-1));
  return {
    ok: true,
    value: {
      entry,
      tags,
      moves: moveTexts,
      outcome,
      viewer,
      frame(ply) {
        const index = Math.max(0, Math.min(Math.floor(ply), moves.length));
        const state = states[index];
        const position = notation.formatPosition(viewOf(state));
        const status = game.status(state);
        const before = index > 0 ? states[index - 1] : null;
        const lastStatus = before === null ? null : game.status(before);
        // A record's moves are told as a spectator may know them: a viewer's copy hides ranks, and
        // even a full record names a quiet move's rank only once the game is over (ST-9).
        const lastMoveOf = (seat: Player, text: string, from: unknown, move: unknown, after: unknown): LastMove => {
          const told = game.tellMove?.(from, move, after, 'spectator');
          const words = told ? { words: told.sentence, facts: told.facts } : { words: `${game.playerNames[seat]} played ${text}.`, facts: [] };
          return { seat, text, shape: game.describeMove(viewOf(from), move), ...words };
        };
        return {
          ply: index,
          position,
          picture: game.picture(viewOf(state)),
          lastMove: before !== null && lastStatus?.kind === 'playing' ? lastMoveOf(lastStatus.toMove, moveTexts[index - 1] as string, before, moves[index - 1], state) : null,
          toMove: status.kind === 'playing' ? status.toMove : null,
          moveNumber: roundOf(state),
          moveRound: before === null ? null : roundOf(before),
        };
      },
    },
  };
}

/**
 * Whose record this is: a player's copy hides only the other seat's unrevealed pieces, so it is
 * replayed from that player's view; a record that hides nothing (or both sides) from a spectator's.
 */
function recordViewer(start: BoardPicture): Viewer {
  const hides = (seat: Player) => start.cells.some((cell) => cell.piece?.owner === seat && cell.piece.kind === 'unknown');
  if (hides(0) && !hides(1)) return 1;
  if (hides(1) && !hides(0)) return 0;
  return 'spectator';
}
