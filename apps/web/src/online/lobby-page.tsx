import { useEffect, useState } from 'react';
import { registry } from '@tabula/games';
import { OfflineNotice } from '../offline/offline-notice.js';
import { routeHash } from '../routes.js';
import { followLobby, type LobbyEntry as LobbyGame } from '@tabula/protocol';
import type { KeyValueStore } from '../game/saved-game.js';
import { onlineClient } from './online-api.js';
import { QuickPairing } from './quick-pairing.js';

function gameName(id: string): string {
  const entry = registry.get(id);
  return entry.ok ? entry.value.game.name : id;
}

function seatName(game: LobbyGame, seat: number): string {
  const entry = registry.get(game.game);
  return entry.ok ? (entry.value.game.playerNames[seat] ?? `seat ${seat}`) : `seat ${seat}`;
}

/** A server bot as a player reads it: `level3` is "Computer (level 3)", another bot names itself. */
export function computerName(spec: string | undefined): string {
  const level = /^level(\d)$/.exec(spec ?? '')?.[1];
  if (level) return `Computer (level ${level})`;
  return spec ? `Computer (${spec})` : 'Computer';
}

/** A game's name as the lobby lists it, with its time control when it is timed (Jungle, 5+3). */
function titleOf(game: LobbyGame): string {
  return game.timeControl ? `${gameName(game.game)}, ${game.timeControl}` : gameName(game.game);
}

function seatsText(game: LobbyGame): string {
  return game.players
    .map((player) => `${seatName(game, player.seat)}: ${player.kind === 'bot' ? computerName(player.bot) : player.taken ? 'a player' : 'free seat'}`)
    .join(', ');
}

/**
 * The lobby (`#/lobby`, pushed over `/api/lobby/live`): quick pairing, open games with a free seat to join,
 * and games under way to watch, as they change.
 */
export default function LobbyPage({ store }: { readonly store: KeyValueStore }) {
  const [open, setOpen] = useState<readonly LobbyGame[] | null>(null);
  const [active, setActive] = useState<readonly LobbyGame[] | null>(null);
  const [problem, setProblem] = useState('');
  useEffect(
    () =>
      // Pushed by the server whenever the lobby changes (no polling); a dropped socket says so and comes back.
      followLobby(onlineClient, (state) => {
        if (state.kind === 'reconnecting') {
          setProblem('The lobby lost its connection to the server; reconnecting…');
          return;
        }
        setOpen(state.lobby.open);
        setActive(state.lobby.active);
        setProblem('');
      }),
    [],
  );
  return (
    <main className="page lobby">
      <header className="game-header">
        <a href={routeHash({ page: 'home' })}>Tabula</a>
        <h1>Lobby</h1>
      </header>
      <OfflineNotice />
      {problem ? <p role="alert">{problem}</p> : null}
      <QuickPairing store={store} />
      <section aria-labelledby="open-heading">
        <h2 id="open-heading">Open games to join</h2>
        {open?.length === 0 ? <p>No game is waiting for a player.</p> : null}
        <ul>
          {(open ?? []).map((game) => {
            const free = game.players.find((player) => player.kind === 'human' && !player.taken);
            return (
              <li key={game.id}>
                {titleOf(game)} ({seatsText(game)}){' '}
                {free ? <a href={routeHash({ page: 'join', id: game.id, seat: free.seat })}>Join as {seatName(game, free.seat)}</a> : null}
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="active-heading">
        <h2 id="active-heading">Games to watch</h2>
        {active?.length === 0 ? <p>No game is being played.</p> : null}
        <ul>
          {(active ?? []).map((game) => (
            <li key={game.id}>
              {titleOf(game)} ({seatsText(game)}){game.spectators ? `, ${game.spectators} watching` : ''}{' '}
              <a href={routeHash({ page: 'watch', id: game.id })}>Watch</a>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
