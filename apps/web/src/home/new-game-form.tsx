import { useState } from 'react';
import type { GameEntry } from '@tabula/games';
import type { TimeControl } from '@tabula/play';
import { BOT_LEVELS, type GameSettings, type Opponent } from '../game/game-settings.js';
import { OfflineNotice } from '../offline/offline-notice.js';
import { routeHash } from '../routes.js';
import { TimeControlField, type TimeControlChoice } from './time-control-choice.js';

interface NewGameFormProps {
  readonly games: readonly GameEntry[];
  /** The game chosen on the home page, if any. */
  readonly game: string | null;
  /** Starts the game (loads the engine on demand) and opens the game page; resolves to an error message. */
  readonly onStart: (settings: GameSettings) => Promise<string | null>;
  /** Creates an online game on the server and opens it; resolves to an error message. */
  readonly onStartOnline: (choice: OnlineChoice) => Promise<string | null>;
}

/** An online game as the form chooses it: your side, a person (by invite link) or a server bot, and the clock. */
export interface OnlineChoice {
  readonly game: string;
  readonly side: 0 | 1;
  readonly other: 'human' | { readonly bot: string };
  /** The time control the server keeps; null for an untimed game. */
  readonly clock: TimeControl | null;
}

/** A fresh seed per game from the browser's random source (libs draw only from seeded streams). */
function freshSeed(): string {
  return String(crypto.getRandomValues(new Uint32Array(1))[0]);
}

/** The new-game form: the game, the opponent (a bot level or hot-seat), your side, online (with a time control) or on this device, and Start. */
export function NewGameForm({ games, game, onStart, onStartOnline }: NewGameFormProps) {
  const [chosen, setChosen] = useState(game ?? games[0]?.id ?? '');
  const [online, setOnline] = useState(false);
  const [opponent, setOpponent] = useState<Opponent>('level1');
  // Until the player picks an opponent, it follows the place of play: the computer on this device, a
  // person by invite link online (an online game against the computer is a choice, not the default).
  const [opponentChosen, setOpponentChosen] = useState(false);
  const [side, setSide] = useState<0 | 1>(0);
  const [clock, setClock] = useState<TimeControlChoice>({ ok: true, control: null });
  const [problem, setProblem] = useState('');
  const [starting, setStarting] = useState(false);
  const entry = games.find((candidate) => candidate.id === chosen);
  return (
    <main className="page">
      <header className="game-header">
        <a href={routeHash({ page: 'home' })}>Tabula</a>
        <h1>New game</h1>
      </header>
      <form
        className="new-game"
        onSubmit={async (event) => {
          event.preventDefault();
          if (online && !clock.ok) {
            setProblem(clock.problem);
            return;
          }
          setStarting(true);
          const error = online
            ? await onStartOnline({ game: chosen, side, other: opponent === 'hotseat' ? 'human' : { bot: opponent }, clock: clock.ok ? clock.control : null })
            : await onStart({ game: chosen, opponent, side, seed: freshSeed() });
          setStarting(false);
          if (error) setProblem(error);
        }}
      >
        <label>
          Game
          <select value={chosen} onChange={(event) => { setChosen(event.target.value); }}>
            {games.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.game.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Opponent
          <select
            value={opponent}
            onChange={(event) => {
              setOpponent(event.target.value as Opponent);
              setOpponentChosen(true);
            }}
          >
            {BOT_LEVELS.map((level, index) => (
              <option key={level} value={level}>
                Computer, level {index + 1}
                {index === 0 ? ' (easiest)' : index === 4 ? ' (strongest)' : ''}
              </option>
            ))}
            <option value="hotseat">{online ? 'Another person, by invite link' : 'Another person on this device (hot-seat)'}</option>
          </select>
        </label>
        <label className="inline">
          <input
            type="checkbox"
            checked={online}
            onChange={(event) => {
              setOnline(event.target.checked);
              // The time control field starts untimed each time it shows, and so does the choice.
              setClock({ ok: true, control: null });
              if (!opponentChosen) setOpponent(event.target.checked ? 'hotseat' : 'level1');
            }}
          />
          Play online (through the server: invite link, watch link)
        </label>
        {online ? <OfflineNotice /> : null}
        {/* Clocks are kept by the server, so only an online game has one. */}
        {online ? <TimeControlField onChange={(choice) => { setClock(choice); setProblem(''); }} /> : null}
        <fieldset disabled={opponent === 'hotseat' && !online}>
          <legend>Your side</legend>
          {([0, 1] as const).map((seat) => (
            <label key={seat} className="inline">
              <input type="radio" name="side" value={seat} checked={side === seat} onChange={() => { setSide(seat); }} />
              {entry?.game.playerNames[seat] ?? `seat ${seat}`}
              {seat === 0 ? ' (moves first)' : ''}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="primary" disabled={starting || !entry}>
          {starting ? 'Starting…' : 'Start'}
        </button>
        {problem ? <p role="alert">{problem}</p> : null}
      </form>
    </main>
  );
}
