import { useEffect, useMemo, useState } from 'react';
import type { Player } from '@tabula/engine-core';
import { registry } from '@tabula/games';
import { Board } from '../board/board.js';
import { homeAtTop } from '../board/board-layout.js';
import { outcomeText } from '../game/outcome-text.js';
import type { KeyValueStore } from '../game/saved-game.js';
import { clickSquare, pickTargets, type Pick } from '../play/move-picker.js';
import { routeHash } from '../routes.js';
import { InviteLinks } from './invite-links.js';
import { useLiveGame } from './live-game.js';
import { resignGame, submitSetup, type OnlineView } from './online-api.js';
import { pictureOfPosition } from './online-board.js';
import { OnlineSetup } from './online-setup.js';
import { loadSeatKey } from './seat-keys.js';

function statusText(view: OnlineView, names: readonly [string, string]): string {
  if (view.outcome) return `Game over: ${outcomeText(view.outcome, names)}.`;
  if (view.phase === 'setup') {
    if (view.you === null) return 'The players are setting up their armies.';
    return view.players[view.you].ready ? "Waiting for the opponent's setup." : 'Set up your army, then press Ready.';
  }
  if (view.toMove === null) return '';
  if (view.you === null) return `${names[view.toMove]} to move.`;
  return view.toMove === view.you ? `Your turn (${names[view.you]}).` : `Waiting for ${names[view.toMove]}.`;
}

/** The seat another person could still take with an invite link, if any. */
function freeSeat(view: OnlineView): Player | null {
  return view.players.find((player) => player.kind === 'human' && !player.taken)?.seat ?? null;
}

/**
 * An online game (`#/online/ID`, or `#/watch/ID` for the spectator's view): the board as the server shows
 * it to this browser's seat, kept live over the WebSocket, with invite and watch links, "your turn" in the
 * status and the tab title, "reconnecting…" while the connection is down, and the server's refusals in words.
 */
export default function OnlinePage({ id, store, watch }: { readonly id: string; readonly store: KeyValueStore; readonly watch: boolean }) {
  const key = watch ? null : loadSeatKey(store, id);
  const live = useLiveGame(id, key?.token);
  const { view } = live;
  // A half-made move belongs to the version it was started at: a new version from the server ends it,
  // so the board returns to the server's truth.
  const [picked, setPicked] = useState<{ readonly pick: Pick | null; readonly version: number } | null>(null);
  const entry = view ? registry.get(view.game) : null;
  const game = entry?.ok ? entry.value.game : null;
  const names: readonly [string, string] = game?.playerNames ?? ['', ''];
  const picture = useMemo(() => (view ? pictureOfPosition(view.game, view.position) : null), [view]);
  const options = view?.legalMoves ?? [];
  const pick = picked && picked.version === view?.version ? picked.pick : null;
  const myTurn = view !== null && view.you !== null && view.toMove === view.you && view.phase === 'playing';

  useEffect(() => {
    const name = game?.name ?? 'Online game';
    document.title = myTurn ? `Your turn — ${name} — Tabula` : `${name} — Tabula`;
    return () => {
      document.title = 'Tabula';
    };
  }, [myTurn, game]);

  if (!view || !game) {
    return (
      <main className="page">
        <h1>Online game</h1>
        <p role="status">{live.problem || (live.connection === 'reconnecting' ? 'Reconnecting…' : 'Connecting to the game…')}</p>
      </main>
    );
  }

  function setPick(next: Pick | null) {
    if (view) setPicked({ pick: next, version: view.version });
  }

  function activate(square: string) {
    if (!myTurn) return live.showProblem(view?.you === null ? 'Spectators watch; only the players move.' : "It is not your turn: wait for your opponent's move.");
    const step = clickSquare(options, pick, square);
    if (step.kind === 'play') {
      setPick(null);
      live.play(step.text);
    } else if (step.kind === 'pick') setPick(step.pick);
    else if (step.kind === 'refuse') {
      setPick(null);
      live.showProblem(step.message);
    } else if (step.kind === 'choose') {
      // Several moves share these squares (a promotion's choices): the first, as the notation lists it.
      const first = step.options[0];
      setPick(null);
      if (first) live.play(first.text);
    }
  }

  const viewer = view.you ?? 0;
  const flipped = picture ? homeAtTop(picture, viewer) : false;
  const setupNeeded = view.phase === 'setup' && view.you !== null && !view.players[view.you].ready && key !== null;

  return (
    <main className="page game-page online-page">
      <header className="game-header">
        <a href={routeHash({ page: 'home' })}>Tabula</a>
        <h1>
          {game.name} — {view.you === null ? 'watching' : `online as ${names[view.you]}`}
        </h1>
        <a href={routeHash({ page: 'lobby' })}>Lobby</a>
      </header>
      <p role="status" className="status" aria-live="polite">
        {view.lastMove ? `${names[view.lastMove.seat]} played ${view.lastMove.text}. ` : ''}
        {statusText(view, names)}
      </p>
      {live.connection !== 'live' ? (
        <p className="connection" role="status">
          Reconnecting…
        </p>
      ) : null}
      {live.problem ? (
        <p className="problem" role="alert">
          {live.problem}
        </p>
      ) : null}
      {view.you !== null ? <InviteLinks id={id} freeSeat={freeSeat(view)} names={names} /> : null}
      {setupNeeded && key ? (
        <OnlineSetup
          game={view.game}
          seat={key.seat}
          store={store}
          onReady={(setup) => {
            submitSetup(id, key.token, setup).then(live.accept, (error: Error) => live.showProblem(error.message));
          }}
        />
      ) : (
        <div className="game-layout">
          <div className="board-column">
            {picture ? (
              <Board
                picture={picture}
                playerNames={names}
                flipped={flipped}
                label={`${game.name} board`}
                lastMove={view.lastMove?.shape ?? null}
                selected={pick ? (pick.path.at(-1) ?? pick.from) : null}
                targets={pickTargets(options, pick)}
                onActivate={activate}
                onDragMove={(from, to) => {
                  const step = clickSquare(options, null, from);
                  if (step.kind === 'pick') {
                    const landing = clickSquare(options, step.pick, to);
                    if (landing.kind === 'play') return live.play(landing.text);
                  }
                  live.showProblem(`${from} to ${to} is not a legal move`);
                }}
              />
            ) : (
              <p>{statusText(view, names)}</p>
            )}
          </div>
          <aside className="side-column">
            {view.you !== null && key ? (
              <div className="actions">
                <button
                  type="button"
                  disabled={view.phase === 'over'}
                  onClick={() => {
                    resignGame(id, key.token, view.version).then(live.accept, (error: Error) => live.showProblem(error.message));
                  }}
                >
                  Resign
                </button>
              </div>
            ) : null}
            <section className="moves" aria-labelledby="online-moves-heading">
              <h2 id="online-moves-heading">Moves</h2>
              {view.moves.length === 0 ? <p className="meta">No moves yet.</p> : null}
              <ol className="move-list">
                {view.moves.map((move, index) => (
                  <li key={index}>{move}</li>
                ))}
              </ol>
            </section>
          </aside>
        </div>
      )}
    </main>
  );
}
