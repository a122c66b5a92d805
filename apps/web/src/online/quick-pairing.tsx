import { useState } from 'react';
import { registry } from '@tabula/games';
import type { KeyValueStore } from '../game/saved-game.js';
import { TimeControlField, type TimeControlChoice } from '../home/time-control-choice.js';
import { goTo } from '../routes.js';
import { onlineClient } from './online-api.js';
import { saveSeatKey } from './seat-keys.js';

/**
 * Quick pairing: a game against whoever else asks for the same game and time control, with no invite
 * link to pass around. The server seats the player with someone already waiting, or in a new game that
 * waits (its page says so until the other player comes, and the lobby lists it for anyone to join).
 */
export function QuickPairing({ store }: { readonly store: KeyValueStore }) {
  const [clock, setClock] = useState<TimeControlChoice>({ ok: true, control: null });
  const [asking, setAsking] = useState<string | null>(null);
  const [problem, setProblem] = useState('');

  async function pair(game: string) {
    if (!clock.ok) {
      setProblem(clock.problem);
      return;
    }
    setAsking(game);
    try {
      const seat = await onlineClient.pair({ game, ...(clock.control ? { clock: clock.control } : {}) });
      saveSeatKey(store, seat.id, { seat: seat.seat, token: seat.token });
      goTo({ page: 'online', id: seat.id });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      setAsking(null);
    }
  }

  return (
    <section aria-labelledby="pairing-heading" className="quick-pairing">
      <h2 id="pairing-heading">Quick pairing</h2>
      <p>Play the next person who asks for the same game and time control.</p>
      <TimeControlField onChange={(choice) => { setClock(choice); setProblem(''); }} />
      <ul className="pairing-games">
        {registry.list().map((entry) => (
          <li key={entry.id}>
            <button type="button" disabled={asking !== null} aria-label={`Quick pairing: ${entry.game.name}`} onClick={() => void pair(entry.id)}>
              {asking === entry.id ? 'Pairing…' : entry.game.name}
            </button>
          </li>
        ))}
      </ul>
      {problem ? <p role="alert">{problem}</p> : null}
    </section>
  );
}
