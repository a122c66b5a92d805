import type { Viewer } from '@tabula/engine-core';
import { timeControlName, type GameSession } from '@tabula/play';
import type { GameView, LobbyEntry, PlayerView } from '@tabula/protocol';
import type { StoredGame } from '../storage/game-store.js';
import { clockView } from './game-clocks.js';

// The wire types come from the protocol: a builder here that drifts from its schema does not compile.
export type { GameView, LobbyEntry, PlayerView } from '@tabula/protocol';

/**
 * Builds `viewer`'s view of a stored game from its live session: every field is built from that
 * caller's view of the position (ST-9), so two games that differ only in what the caller may not see
 * give the same bytes. A timed game's clock is read at `now`, the server's time.
 */
export function gameView(stored: StoredGame, session: GameSession, viewer: Viewer, now: number): GameView {
  // The wire sends the position text, never a board picture: none is built.
  const snapshot = session.snapshot(viewer, { picture: false });
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
    drawOfferBy: stored.drawOfferBy ?? null,
    ...(stored.clock ? { clock: clockView(stored.clock, now) } : {}),
    ...(snapshot.phase === 'over' ? { rematch: { wanted: [stored.rematch?.wanted[0] ?? false, stored.rematch?.wanted[1] ?? false] as [boolean, boolean], next: stored.rematch?.next ?? null } } : {}),
  };
}

/** A game as the lobby lists it: nothing hidden, no tokens, no position. */
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
    ...(stored.clock ? { timeControl: timeControlName(stored.clock.control) } : {}),
  };
}
