import { useMemo, useState, type PointerEvent } from 'react';
import { flippedFor, type Player } from '@tabula/engine-core';
import { sideHues } from '@tabula/games';
import type { GameSession } from '@tabula/play';
import { Board, squareAt } from '../board/board.js';
import { PieceGlyph } from '../board/piece-glyph.js';
import { pieceName } from '../board/piece-names.js';
import type { KeyValueStore } from './saved-game.js';
import { loadSetups, saveSetup } from './saved-setups.js';
import { placedPicture, setupBoard, setupLetters, setupText, unplaced } from './setup-slots.js';

interface SetupScreenProps {
  readonly session: GameSession;
  readonly seat: Player;
  readonly store: KeyValueStore;
  /** The player turned the board round (it starts with the seat's own ranks nearest them). */
  readonly userFlip: boolean;
  /** The army stands: the session accepted it. */
  readonly onReady: () => void;
}

/**
 * The set-up screen (Stratego, ST-1): the seat's set-up ranks on the board and the pieces not yet placed
 * in a tray. Click (or drag) a tray piece onto a square, click two placed pieces to swap them,
 * randomise, clear, and save or load named setups; "Ready" hands the army to the session.
 */
export function SetupScreen({ session, seat, store, userFlip, onReady }: SetupScreenProps) {
  const names = session.entry.game.playerNames;
  const hues = sideHues(session.entry);
  const board = useMemo(() => setupBoard(session, seat), [session, seat]);
  const [letters, setLetters] = useState<(string | null)[]>(() => setupLetters(session.proposeSetup(seat)));
  const [attempt, setAttempt] = useState(0);
  const [trayPick, setTrayPick] = useState<string | null>(null);
  const [squarePick, setSquarePick] = useState<string | null>(null);
  const [message, setMessage] = useState('Arrange your army, then press Ready.');
  const [name, setName] = useState('');
  const [saved, setSaved] = useState(() => loadSetups(store, session.entry.id));
  const tray = unplaced(board.army, letters);
  const flipped = flippedFor(board.picture, seat) !== userFlip;
  const slotOf = (square: string) => board.squares.indexOf(square);

  function place(letter: string, square: string) {
    const slot = slotOf(square);
    if (slot < 0) { setMessage(`${square} is not one of your squares`); return; }
    setLetters((current) => current.map((held, index) => (index === slot ? letter : held)));
    setTrayPick(null);
  }

  function swap(from: string, to: string) {
    const a = slotOf(from);
    const b = slotOf(to);
    if (a < 0 || b < 0) { setMessage('pieces stay on your own set-up squares'); return; }
    setLetters((current) => current.map((held, index) => (index === a ? (current[b] ?? null) : index === b ? (current[a] ?? null) : held)));
  }

  function activate(square: string) {
    if (trayPick) { place(trayPick, square); return; }
    if (squarePick) {
      if (squarePick !== square) swap(squarePick, square);
      setSquarePick(null); return;
    }
    if (slotOf(square) >= 0 && letters[slotOf(square)]) setSquarePick(square);
  }

  function randomise() {
    const next = attempt + 1;
    setAttempt(next);
    setLetters(setupLetters(session.proposeSetup(seat, next)));
    setSquarePick(null);
    setTrayPick(null);
  }

  function load(text: string) {
    const letters = setupLetters(text);
    const preview = session.previewSetup(seat, setupText(board, letters));
    if (!preview.ok) { setMessage(`that setup cannot be used: ${preview.error.message}`); return; }
    setLetters(letters);
  }

  function ready() {
    const placed = session.submitSetup(seat, setupText(board, letters.map((letter) => letter ?? '?')));
    if (!placed.ok) { setMessage(placed.error.message); return; }
    onReady();
  }

  function trayRelease(event: PointerEvent<HTMLButtonElement>, letter: string) {
    const square = squareAt(event.clientX, event.clientY);
    if (square) place(letter, square);
  }

  const complete = tray.length === 0;
  const distinct = [...new Set(tray)];
  return (
    <section className="setup" aria-labelledby="setup-heading">
      <h2 id="setup-heading">{names[seat]}: set up your army</h2>
      <p role="status">{message}</p>
      <div className="setup-layout">
        <Board
          picture={placedPicture(board, letters)}
          playerNames={names}
          hues={hues}
          flipped={flipped}
          label={`Set-up board: ${names[seat]}'s ${board.rankLengths.length} ranks`}
          selected={squarePick}
          targets={trayPick ? board.squares : []}
          onActivate={activate}
          onDragMove={(from, to) => { swap(from, to); }}
        />
        <div className="setup-side">
          <section aria-label="Pieces to place" className="tray">
            <h3>Pieces to place ({tray.length})</h3>
            {complete ? <p className="meta">Every piece stands.</p> : null}
            <ul>
              {distinct.map((letter) => {
                const piece = board.pieces.get(letter);
                if (!piece) return null;
                const count = tray.filter((held) => held === letter).length;
                return (
                  <li key={letter}>
                    <button
                      type="button"
                      className="hand-piece"
                      aria-pressed={trayPick === letter}
                      aria-label={`place ${pieceName(piece, names)}, ${count} left`}
                      // Picked on a pointer's press (so it can be dragged); by keyboard on its click (detail 0).
                      onClick={(event) => {
                        if (event.detail === 0) setTrayPick(trayPick === letter ? null : letter);
                      }}
                      onPointerDown={(event) => {
                        setTrayPick(trayPick === letter ? null : letter);
                        event.currentTarget.setPointerCapture?.(event.pointerId);
                      }}
                      onPointerUp={(event) => { trayRelease(event, letter); }}
                    >
                      <svg viewBox="-50 -50 100 100" aria-hidden="true">
                        <PieceGlyph piece={piece} hues={hues} />
                      </svg>
                      <span className="count">×{count}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
          <div className="actions">
            <button type="button" onClick={randomise}>
              Randomise
            </button>
            <button type="button" onClick={() => { setLetters(board.squares.map(() => null)); }}>
              Clear
            </button>
            <button type="button" className="primary" disabled={!complete} onClick={ready}>
              Ready
            </button>
          </div>
          <form
            className="saved-setups"
            onSubmit={(event) => {
              event.preventDefault();
              if (!complete || name.trim() === '') { setMessage('place every piece and name the setup to save it'); return; }
              saveSetup(store, session.entry.id, name.trim(), setupText(board, letters.map((letter) => letter ?? '?')));
              setSaved(loadSetups(store, session.entry.id));
              setMessage(`Saved "${name.trim()}".`);
            }}
          >
            <label>
              Setup name <input value={name} onChange={(event) => { setName(event.target.value); }} />
            </label>
            <button type="submit">Save setup</button>
            <label>
              Load a saved setup{' '}
              <select value="" onChange={(event) => {
                  if (event.target.value) load(saved[event.target.value] ?? '');
                }}>
                <option value="">choose…</option>
                {Object.keys(saved).map((saved) => (
                  <option key={saved} value={saved}>
                    {saved}
                  </option>
                ))}
              </select>
            </label>
          </form>
        </div>
      </div>
    </section>
  );
}
