import { useEffect, useState } from 'react';
import { registry } from '@tabula/games';
import { OfflineNotice } from '../offline/offline-notice.js';
import { routeHash } from '../routes.js';
import type { LobbyEntry as LobbyGame } from '@tabula/protocol';
import type { KeyValueStore } from '../game/saved-game.js';
import { onlineClient } from './online-api.js';
import { QuickPairing } from './quick-pairing.js';

/** How often the lobby asks the server again: the lists change as people create and join games. */
const REFRESH_MS = 3000;

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
 * The lobby (`#/lobby`, from `GET /api/games`): quick pairing, open games with a free seat to join, and
 * games under way to watch, refreshed every few seconds while the page is open.
 */
export default function LobbyPage({ store }: { readonly store: KeyValueStore }) {
  const [open, setOpen] = useState<readonly LobbyGame[] | null>(null);
  const [active, setActive] = useState<readonly LobbyGame[] | null>(null);
  const [problem, setProblem] = useState('');
  useEffect(() => {
    let stopped = false;
    async function refresh() {
      try {
        const [openGames, activeGames] = await Promise.all([onlineClient.lobby({ status: 'open', limit: 20 }), onlineClient.lobby({ status: 'active', limit: 20 })]);
        if (stopped) return;
        setOpen(openGames.games);
        setActive(activeGames.games);
        setProblem('');
      } catch (error) {
        if (!stopped) setProblem(error instanceof Error ? error.message : String(error));
      }
    }
    void refresh();
    const timer = setInterval(() => void refresh(), REFRESH_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, []);
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
              {titleOf(game)} ({seatsText(game)}){' '}
              <a href={routeHash({ page: 'watch', id: game.id })}>Watch</a>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
