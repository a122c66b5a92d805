import { useEffect, useMemo } from 'react';
import { flippedFor, homeAtTop, type Player } from '@tabula/engine-core';
import { registry } from '@tabula/games';
import { Board } from '../board/board.js';
import { rounds } from '../game/move-list.js';
import { outcomeText } from '../game/outcome-text.js';
import { MoveChoices } from '../play/move-choices.js';
import { SeatHand } from '../play/seat-hand.js';
import type { KeyValueStore } from '../game/saved-game.js';
import { useMoveInput } from '../play/use-move-input.js';
import { OfflineNotice } from '../offline/offline-notice.js';
import { routeHash } from '../routes.js';
import { InviteLinks } from './invite-links.js';
import { useLiveGame } from './live-game.js';
import type { GameView as OnlineView } from '@tabula/protocol';
import { onlineClient } from './online-api.js';
import { pictureAfter, pictureOfPosition } from './online-board.js';
import { OnlineSetup } from './online-setup.js';
import { loadSeatKey } from './seat-keys.js';
import { TakebackActions } from './takeback-actions.js';
import { RuleLinkedText } from '../rules/rule-linked-text.js';

function statusText(view: OnlineView, names: readonly [string, string]): string {
  if (view.outcome) return `Game over: ${outcomeText(view.outcome, names)}.`;
  if (view.phase === 'setup') {
    if (view.you === null) return 'The players are setting up their armies.';
    return view.players[view.you].ready ? "Waiting for the opponent's setup." : 'Set up your army, then press Ready.';
  }
  if (view.toMove === null) return '';
  const waitingFor = freeSeat(view);
  // Nobody has taken the invited seat yet: the game cannot go on until someone does.
  if (waitingFor !== null) {
    return view.you === null ? `Waiting for a player to take ${names[waitingFor]}'s seat.` : `Waiting for your opponent (${names[waitingFor]}) to join: send them the invite link.`;
  }
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
  const entry = view ? registry.get(view.game) : null;
  const game = entry?.ok ? entry.value.game : null;
  const names: readonly [string, string] = game?.playerNames ?? ['', ''];
  const picture = useMemo(() => (view ? pictureOfPosition(view.game, view.position) : null), [view]);
  const options = view?.legalMoves ?? [];
  // The game starts for real once the invited person has taken their seat.
  const awaitingOpponent = view !== null && view.you !== null && freeSeat(view) !== null;
  const myTurn = view !== null && view.you !== null && view.toMove === view.you && view.phase === 'playing' && !awaitingOpponent;
  // The same move input as the local game page. A half-made move belongs to the version it was started
  // at: a new version from the server ends it, so the board returns to the server's truth.
  const input = useMoveInput({
    options,
    position: view?.version ?? -1,
    whyNot: () => {
      if (myTurn) return null;
      if (view?.you === null) return 'Spectators watch; only the players move.';
      if (awaitingOpponent) return 'Your opponent has not joined yet: send them the invite link.';
      return "It is not your turn: wait for your opponent's move.";
    },
    play: live.play,
    showProblem: live.showProblem,
  });
  // A chain in progress shows the board as it would stand after the landings so far.
  const chainSoFar = input.chainEnd?.text ?? null;
  const chainPicture = useMemo(() => (view && chainSoFar ? pictureAfter(view.game, view.position, chainSoFar) : null), [view, chainSoFar]);

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
        <OfflineNotice />
        <p role="status">{live.problem || (live.connection === 'reconnecting' ? 'Reconnecting…' : 'Connecting to the game…')}</p>
        {live.connection === 'ended' ? (
          <p>
            <a href={routeHash({ page: 'lobby' })}>Open the lobby</a> or <a href={routeHash({ page: 'home' })}>start a game</a>.
          </p>
        ) : null}
      </main>
    );
  }

  const viewer = view.you ?? 0;
  const flipped = picture ? flippedFor(picture, viewer) : false;
  // Each hand sits by its owner's side of the board.
  const topSeat: Player = (picture ? homeAtTop(picture, 0) : false) !== flipped ? 0 : 1;
  const shown = chainPicture ?? picture;
  const hand = (seat: Player) => <SeatHand picture={shown} seat={seat} playerNames={names} active={myTurn && viewer === seat} input={input} />;
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
      <OfflineNotice />
      <p role="status" className="status" aria-live="polite">
        {/* The server tells the move in the game's words for this caller (its view's lastMove.words, ST-9). */}
        {view.lastMove ? `${names[view.lastMove.seat]} played ${view.lastMove.text}${view.lastMove.words ? `: ${view.lastMove.words}` : '.'} ` : ''}
        {statusText(view, names)}
      </p>
      {live.connection === 'connecting' || live.connection === 'reconnecting' ? (
        <p className="connection" role="status">
          Reconnecting…
        </p>
      ) : null}
      {live.problem ? (
        <p className="problem" role="alert">
          <RuleLinkedText text={live.problem} game={view.game} />
        </p>
      ) : null}
      {view.you !== null ? <InviteLinks id={id} freeSeat={freeSeat(view)} names={names} /> : null}
      {setupNeeded && key ? (
        <OnlineSetup
          game={view.game}
          seat={key.seat}
          store={store}
          onReady={(setup) => {
            onlineClient.setup(id, key.token, setup).then(live.accept, (error: Error) => { live.showProblem(error.message); });
          }}
        />
      ) : (
        <div className="game-layout">
          <div className="board-column">
            {hand(topSeat)}
            {shown ? (
              <Board
                picture={shown}
                playerNames={names}
                flipped={flipped}
                label={`${game.name} board`}
                lastMove={view.lastMove?.shape ?? null}
                selected={input.selected}
                targets={input.targets}
                onActivate={input.activate}
                onDragMove={input.dragMove}
              />
            ) : (
              <p>{statusText(view, names)}</p>
            )}
            {hand(topSeat === 0 ? 1 : 0)}
            <MoveChoices choices={input.choices} play={live.play} />
          </div>
          <aside className="side-column">
            {view.you !== null && key ? (
              <div className="actions">
                {input.chainEnd ? (
                  <button type="button" className="primary" onClick={input.endTurn}>
                    End turn (Space)
                  </button>
                ) : null}
                <button
                  type="button"
                  disabled={view.phase === 'over'}
                  onClick={() => {
                    onlineClient.resign(id, key.token, view.version).then(live.accept, (error: Error) => { live.showProblem(error.message); });
                  }}
                >
                  Resign
                </button>
                <TakebackActions
                  view={view}
                  you={key.seat}
                  names={names}
                  onStep={(step) => {
                    onlineClient.takeback(id, key.token, step, view.version).then(live.accept, (error: Error) => { live.showProblem(error.message); });
                  }}
                />
              </div>
            ) : null}
            <section className="moves" aria-labelledby="online-moves-heading">
              <h2 id="online-moves-heading">Moves</h2>
              {view.moves.length === 0 ? <p className="meta">No moves yet.</p> : null}
              {/* One numbered line per round, as a record writes it. */}
              <ol className="move-list">
                {rounds(view.moves).map((round, r) => (
                  <li key={r}>
                    {round.map(({ move, index }) => (
                      <span key={index} className="ply">
                        {move}
                      </span>
                    ))}
                  </li>
                ))}
              </ol>
            </section>
          </aside>
        </div>
      )}
    </main>
  );
}
