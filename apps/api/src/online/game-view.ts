import type { Outcome, Player, Viewer } from '@tabula/engine-core';
import type { GameSession, LastMove, MoveOption, Phase } from '@tabula/play';
import type { GameStatus, StoredGame } from '../storage/game-store.js';

/** A seat as every caller may see it: who plays it and whether a person has taken it. */
export interface PlayerView {
  readonly seat: Player;
  readonly name: string;
  readonly kind: 'human' | 'bot';
  readonly bot?: string;
  /** A bot seat, or a human seat whose token has been handed out. */
  readonly taken: boolean;
  /** Stratego's set-up phase: whether this seat's army stands. */
  readonly ready: boolean;
}

/**
 * One caller's view of an online game: every field is built from that caller's view of the position
 * (ST-9), so two games that differ only in what the caller may not see give the same bytes.
 */
export interface GameView {
  readonly id: string;
  readonly game: string;
  readonly version: number;
  readonly phase: Phase;
  readonly status: GameStatus;
  /** The caller's seat, or null for a spectator. */
  readonly you: Player | null;
  readonly position: string | null;
  readonly toMove: Player | null;
  readonly outcome: Outcome | null;
  readonly moves: readonly string[];
  readonly lastMove: LastMove | null;
  /** Only for the seat to move. */
  readonly legalMoves?: readonly MoveOption[];
  readonly players: readonly [PlayerView, PlayerView];
  /** The caller's own setup text (Stratego), never the other seat's. */
  readonly ownSetup?: string;
  /** The seat that offered a takeback the other has not answered yet. */
  readonly takebackBy: Player | null;
}

/** Builds `viewer`'s view of a stored game from its live session. */
export function gameView(stored: StoredGame, session: GameSession, viewer: Viewer): GameView {
  const snapshot = session.snapshot(viewer);
  const players = ([0, 1] as const).map((seat): PlayerView => {
    const seatView = snapshot.seats[seat];
    return {
      seat,
      name: seatView.name,
      kind: seatView.kind,
      ...(seatView.bot !== undefined ? { bot: seatView.bot } : {}),
      taken: seatView.kind === 'bot' || stored.tokenHashes[seat] !== null,
      ready: seatView.ready,
    };
  }) as [PlayerView, PlayerView];
  return {
    id: stored.id,
    game: stored.game,
    version: stored.version,
    phase: snapshot.phase,
    status: stored.status,
    you: viewer === 'spectator' ? null : viewer,
    position: snapshot.position,
    toMove: snapshot.toMove,
    outcome: snapshot.outcome,
    moves: snapshot.moves,
    lastMove: snapshot.lastMove,
    ...(snapshot.legalMoves !== null ? { legalMoves: snapshot.legalMoves } : {}),
    players,
    ...(snapshot.ownSetup !== null ? { ownSetup: snapshot.ownSetup } : {}),
    takebackBy: stored.takebackBy,
  };
}

/** A game as the lobby lists it: nothing hidden, no tokens, no position. */
export interface LobbyEntry {
  readonly id: string;
  readonly game: string;
  readonly status: GameStatus;
  readonly version: number;
  readonly players: readonly { readonly seat: Player; readonly kind: 'human' | 'bot'; readonly bot?: string; readonly taken: boolean }[];
}

export function lobbyEntry(stored: StoredGame): LobbyEntry {
  return {
    id: stored.id,
    game: stored.game,
    status: stored.status,
    version: stored.version,
    players: ([0, 1] as const).map((seat) => {
      const player = stored.players[seat];
      return player === 'human'
        ? { seat, kind: 'human' as const, taken: stored.tokenHashes[seat] !== null }
        : { seat, kind: 'bot' as const, bot: player.bot, taken: true };
    }),
  };
}
