import { useEffect, useMemo, useState } from 'react';
import { flippedFor, homeAtTop, type Player } from '@tabula/engine-core';
import { hasCaptures, registry, sideHues, type Registry } from '@tabula/games';
import { nearSeat, openReplay, type MoveOption, type SessionEvent, type Table } from '@tabula/play';
import { Board } from '../board/board.js';
import { SeatClock } from '../clock/seat-clock.js';
import { lostPieces, startAsKnown } from '../game/board-changes.js';
import { CoverScreen } from '../game/cover-screen.js';
import { GameHeader } from '../game/game-header.js';
import { LostPieces } from '../game/lost-pieces.js';
import { MoveList } from '../game/move-list.js';
import { outcomeText } from '../game/outcome-text.js';
import type { KeyValueStore } from '../game/saved-game.js';
import { RecordActions } from '../game/record-actions.js';
import { AbortButton } from '../offers/abort-button.js';
import { DrawOffer } from '../offers/draw-offer.js';
import { RematchOffer } from '../offers/rematch-offer.js';
import { PresenceLine } from '../presence/presence-line.js';
import { OfflineNotice } from '../offline/offline-notice.js';
import { InviteLinks } from '../online/invite-links.js';
import { pictureAfter } from '../online/online-board.js';
import { OnlineSetup } from '../online/online-setup.js';
import { MoveChoices } from '../play/move-choices.js';
import { PlacementTray } from '../play/placement-tray.js';
import { PremoveLine } from '../play/premove-line.js';
import { SeatHand } from '../play/seat-hand.js';
import { isTyping, useMoveInput } from '../play/use-move-input.js';
import { usePremove } from '../play/use-premove.js';
import { RuleLinkedText } from '../rules/rule-linked-text.js';
import { routeHash } from '../routes.js';
import { useMoveSounds } from '../sound/use-move-sounds.js';
import { downloadText } from './record-file.js';
import { lastMoveLine, turnLine } from './status-line.js';
import type { TablePlace } from './table-place.js';
import { TableActions } from './table-actions.js';
import { TypedMove } from './typed-move.js';
import { useExplosion } from './use-explosion.js';
import { useTableRecord, useTableState } from './use-table.js';

interface TablePageProps {
  /** The game, wherever it is kept: on this device (a `LocalTable`) or on a server (a `RemoteTable`). */
  readonly table: Table;
  readonly place: TablePlace;
  /** The browser's storage, for the set-up screen's saved armies. */
  readonly store: KeyValueStore;
  /** Where the table's game is found: every game, unless a test plays one of its own. */
  readonly games?: Registry;
}

/** The options of a viewer who may not move: one array, so what depends on the options stays put. */
const NO_MOVES: readonly MoveOption[] = [];

/**
 * The one game page, for every game and every place a game is kept: against a bot or two people at this
 * device, or online. It draws the table's snapshot for its viewer (ST-9) and acts through the table, so
 * the page holds no rules and knows nothing of any one game. Moves are made by clicking or dragging on
 * the board, from a hand, or typed; the status line (a live region) says each move in the game's words;
 * the moves can be stepped through, the captured pieces are listed, and the record can be exported.
 */
export default function TablePage({ table, place, store, games = registry }: TablePageProps) {
  const [note, setNote] = useState<string | null>(null);
  const [problem, setProblem] = useState('');
  const [shownPly, setShownPly] = useState<number | null>(null);
  const [userFlip, setUserFlip] = useState(false);
  // The table's own problem once the player has moved on from it (stepped through the moves): not shown again.
  const [dismissed, setDismissed] = useState('');

  const state = useTableState(table, (event: SessionEvent) => {
    // What the status line says besides the last move: a takeback, an army standing (a move says itself).
    if (event.type === 'undo') setNote(`${names[event.seat]} took back ${event.plies} ${event.plies === 1 ? 'move' : 'moves'}.`);
    else if (event.type === 'setup') setNote(`${names[event.seat]}'s army stands.`);
    else if (event.type === 'move') setNote(null);
  });
  const { snapshot } = state;
  // The kind of game (`jungle`): its name, its rules, and how its moves are drawn.
  const gameKind = snapshot.game;
  const entry = games.get(gameKind);
  // A table is only made for a registered game: a LocalTable from the registry, and RemoteTable.open
  // refuses a server's game of a kind this client does not know.
  if (!entry.ok) throw new Error(entry.error.message);
  const game = entry.value.game;
  // The sides' colours and the panels come from the game's entry, never from which game it is.
  const hues = sideHues(entry.value);
  const captures = hasCaptures(entry.value);
  const names: readonly [string, string] = [snapshot.seats[0].name, snapshot.seats[1].name];
  const seatsHere = table.seatsHere;
  const viewer = snapshot.viewer;
  const me: Player | null = viewer !== 'spectator' && seatsHere.includes(viewer) ? viewer : null;
  const toMove = snapshot.toMove;
  const myTurn = me !== null && snapshot.phase === 'playing' && toMove === me && !state.thinking && state.openSeat === null;
  const options = myTurn ? (snapshot.legalMoves ?? NO_MOVES) : NO_MOVES;
  const online = place.kind === 'online';

  // The record as this viewer may keep it: its start turns the board and counts the captured pieces.
  const record = useTableRecord(table, snapshot.version, String(viewer), snapshot.phase);
  const replay = useMemo(() => {
    const opened = record === null ? null : openReplay(record, games);
    return opened?.ok ? opened.value : null;
  }, [record, games]);
  const startPicture = useMemo(() => (record === null ? null : startAsKnown(record, games)), [record, games]);
  const shownFrame = shownPly !== null && replay ? replay.frame(shownPly) : null;
  const exploding = useExplosion(snapshot);
  useMoveSounds(snapshot);
  // Your own side nearest you (the shared-device policy says whose side that is at a shared device).
  const near = nearSeat(game.hiddenInformation, seatsHere, viewer);
  const oriented = startPicture ?? snapshot.picture;
  const flipped = (oriented ? flippedFor(oriented, near) : false) !== userFlip;
  // Each hand sits by its owner's side of the board as it is drawn now.
  const topSeat: Player = (oriented ? homeAtTop(oriented, 0) : false) !== flipped ? 0 : 1;
  const bottomSeat: Player = topSeat === 0 ? 1 : 0;

  function whyNot(): string | null {
    if (shownPly !== null) return 'you are looking at an earlier move; press Live to return to the game';
    if (snapshot.outcome) return 'the game is over';
    if (me === null) return 'Spectators watch; only the players move.';
    if (state.openSeat !== null) return 'Your opponent has not joined yet: send them the invite link.';
    if (toMove !== null && state.thinking) return `${names[toMove]} is thinking`;
    if (toMove !== me) return `It is not your turn: ${toMove === null ? 'wait' : `it is ${names[toMove]}'s turn`}.`;
    return null;
  }

  function play(text: string) {
    if (me === null) return;
    void table.move(me, text, snapshot.version).then((result) => {
      setProblem(result.ok ? '' : `${text}: ${result.error.message}`);
    });
  }

  // A new position (a move, a takeback, a new view from the server) drops a half-made move.
  const input = useMoveInput({ options, position: snapshot.version, picture: snapshot.picture, whyNot, play, showProblem: setProblem });
  // One premove while the opponent is to move: a player of their own seat (online, or against a bot), in
  // a game with nothing hidden, looking at the game as it stands.
  const premove = usePremove({
    open: seatsHere.length === 1 && !game.hiddenInformation && me !== null && snapshot.phase === 'playing' && !snapshot.outcome && state.openSeat === null && shownPly === null && !myTurn,
    me,
    myTurn,
    options,
    plies: snapshot.moves.length,
    over: snapshot.outcome !== null,
    picture: snapshot.picture,
    input,
  });
  // A board gesture goes to the premove while it is open; one that is no premove's is refused as before.
  function activate(square: string) {
    if (premove.activate(square)) setProblem('');
    else input.activate(square);
  }
  function dragMove(from: string, to: string) {
    if (premove.dragMove(from, to)) setProblem('');
    else input.dragMove(from, to);
  }
  const handInput = premove.open ? premove.hand : input;
  const chainSoFar = input.chainEnd?.text ?? null;
  const chainPicture = useMemo(
    () => (chainSoFar === null ? null : pictureAfter(gameKind, snapshot.position, chainSoFar, games)),
    [gameKind, snapshot.position, chainSoFar, games],
  );

  function act(action: Promise<{ readonly ok: boolean; readonly error?: { readonly message: string } }>, done?: () => void) {
    void action.then((result) => {
      if (result.ok) {
        setProblem('');
        done?.();
      } else setProblem(result.error?.message ?? '');
    });
  }

  // Stepping through the moves (or back to Live) answers any refusal that stepping caused, so the notice goes with it.
  function showPly(ply: number | null) {
    setShownPly(ply);
    setProblem('');
    setDismissed(state.problem);
  }

  function resign() {
    const seat = seatsHere.length === 1 ? seatsHere[0] : me;
    if (seat !== undefined && seat !== null) act(table.resign(seat));
  }

  function exportRecord() {
    void table.record().then((result) => {
      if (!result.ok) { setProblem(result.error.message); return; }
      downloadText(`${gameKind}-${online ? place.id : 'game'}-${snapshot.moves.length}.txt`, result.value);
    });
  }

  async function importFile(file: File) {
    if (place.kind !== 'local') return;
    const refused = place.onLoadRecord(await file.text());
    if (refused !== null) setProblem(`that record cannot be loaded: ${refused}`);
  }

  // The tab's title says when it is this player's turn, for a player waiting in another tab.
  const name = game.name;
  const yourTurnTitle = myTurn && seatsHere.length === 1;
  useEffect(() => {
    document.title = yourTurnTitle ? `Your turn — ${name} — Tabula` : `${name} — Tabula`;
    return () => { document.title = 'Tabula'; };
  }, [yourTurnTitle, name]);

  // Keyboard: `n` starts a new game at this device (Space, ending a capture chain, belongs to the move input).
  useEffect(() => {
    if (place.kind !== 'local') return;
    const newGame = place.onNewGame;
    function onKey(event: KeyboardEvent) {
      if (isTyping(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === 'n') {
        event.preventDefault();
        newGame();
      }
    }
    window.addEventListener('keydown', onKey);
    return () => { window.removeEventListener('keydown', onKey); };
  }, [place]);

  const said = note ?? lastMoveLine(snapshot, names);
  // The page's own words for a refusal it asked for, else the table's (a connection's trouble, a bot's).
  const shownProblem = problem || (state.problem === dismissed ? '' : state.problem);
  const turn = turnLine(state, seatsHere, names, game);

  if (state.handOver !== null) {
    // A shared device between turns of a hidden-information game (ST-9): the table shows a spectator's
    // view, and the line says the last move as both players may know it (a battle's ranks, ST-5).
    const next = state.handOver;
    return (
      <main className="page game-page">
        <p role="status" className="status" aria-live="polite">
          {said}
        </p>
        <CoverScreen next={names[next]} previous={names[next === 0 ? 1 : 0]} onReveal={() => { table.reveal(next); }} />
      </main>
    );
  }

  // A timed game says its time control with the seat, as players name it (5+3).
  const timeControl = state.clock ? ` · ${state.clock.name}` : '';
  const role = online ? `${me === null ? 'watching' : `online as ${names[me]}`}${timeControl}` : undefined;
  const header = (
    <GameHeader name={name} id={gameKind} {...(role ? { role } : {})}>
      {place.kind === 'local' ? (
        <button type="button" className="link" onClick={place.onNewGame}>
          new game
        </button>
      ) : (
        <a href={routeHash({ page: 'lobby' })}>lobby</a>
      )}
    </GameHeader>
  );
  const setupSeat = snapshot.phase === 'setup' && me !== null && !snapshot.seats[me].ready ? me : null;
  const picture = shownFrame?.picture ?? chainPicture ?? snapshot.picture;
  const lastShape = shownFrame ? (shownFrame.lastMove?.shape ?? null) : (snapshot.lastMove?.shape ?? null);
  const lost = captures && startPicture && snapshot.picture && !snapshot.picture.hands ? lostPieces(startPicture, snapshot.picture) : null;

  return (
    <main className={`page game-page${online ? ' online-page' : ''}${state.clock ? ' timed' : ''}`}>
      {header}
      {online ? <OfflineNotice /> : null}
      <p role="status" className="status" aria-live="polite">
        {/* The move in the game's words for this viewer (lastMove.words, ST-9), then where the game stands. */}
        {said && said !== turn ? `${said} ` : ''}
        {turn}
      </p>
      {state.connection === 'connecting' || state.connection === 'reconnecting' ? (
        <p className="connection" role="status">
          Reconnecting…
        </p>
      ) : null}
      {place.kind === 'online' && state.presence ? (
        <PresenceLine
          presence={state.presence}
          seatsHere={seatsHere}
          names={names}
          playing={snapshot.phase === 'playing'}
          openSeat={state.openSeat}
          onClaim={(seat) => { if (place.onClaimVictory) act(place.onClaimVictory(seat)); }}
        />
      ) : null}
      {shownProblem ? (
        <p className="problem" role="alert">
          <RuleLinkedText text={shownProblem} game={gameKind} />
        </p>
      ) : null}
      {snapshot.outcome ? (
        <div className="banner" role="alert">
          <strong>Game over.</strong> {outcomeText(snapshot.outcome, names, game)}.{' '}
          {place.kind === 'local' ? (
            <button type="button" className="primary" onClick={place.onNewGame}>
              New game
            </button>
          ) : null}
          {place.kind === 'online' && place.onRematch && state.rematch ? (
            <RematchOffer rematch={state.rematch} seat={me ?? seatsHere[0] ?? null} names={names} onAsk={(seat) => { if (place.onRematch) act(place.onRematch(seat)); }} />
          ) : null}
        </div>
      ) : null}
      {online && seatsHere.length > 0 ? <InviteLinks id={place.id} freeSeat={state.openSeat} names={names} /> : null}
      {setupSeat !== null ? (
        <OnlineSetup
          key={setupSeat}
          game={gameKind}
          seat={setupSeat}
          store={store}
          onReady={(setup) => { act(table.setup(setupSeat, setup)); }}
        />
      ) : (
        <div className="game-layout">
          <div className="board-column">
            {/* The clocks sit by their sides of the board, so your own is nearest you. */}
            {state.clock ? <SeatClock clock={state.clock} seat={topSeat} name={names[topSeat]} own={seatsHere.includes(topSeat)} /> : null}
            <SeatHand picture={picture} seat={topSeat} playerNames={names} hues={hues} active={(myTurn || premove.open) && me === topSeat} input={handInput} />
            {picture ? (
              <Board
                picture={picture}
                playerNames={names}
                hues={hues}
                flipped={flipped}
                lastMove={lastShape}
                selected={shownPly === null ? input.selected : null}
                targets={shownPly === null ? input.targets : []}
                premove={shownPly === null ? premove.squares : []}
                exploding={exploding}
                label={`${name} board${shownPly !== null ? `, after move ${shownPly}` : ''}`}
                onActivate={activate}
                onDragMove={dragMove}
              />
            ) : null}
            <SeatHand picture={picture} seat={bottomSeat} playerNames={names} hues={hues} active={(myTurn || premove.open) && me === bottomSeat} input={handInput} />
            {state.clock ? <SeatClock clock={state.clock} seat={bottomSeat} name={names[bottomSeat]} own={seatsHere.includes(bottomSeat)} /> : null}
            {state.thinking && toMove !== null ? (
              <p className="thinking" aria-hidden="true">
                <span className="spinner" /> {names[toMove]} is thinking…
              </p>
            ) : null}
            <PremoveLine premove={premove} />
            <PlacementTray picture={snapshot.picture} options={options} input={input} />
            <MoveChoices choices={input.choices} play={play} />
          </div>
          <aside className="side-column">
            {/* Ending by agreement, or before the game has really begun: offered, answered or refused by the table. */}
            <div className="actions offers">
              <DrawOffer state={state} seatsHere={seatsHere} names={names} onStep={(seat, step) => { act(table.draw(seat, step)); }} />
              <AbortButton state={state} seatsHere={seatsHere} onAbort={(seat) => { act(table.abort(seat)); }} />
            </div>
            <TableActions
              state={state}
              seatsHere={seatsHere}
              names={names}
              place={place}
              endTurn={input.chainEnd ? input.endTurn : null}
              onTakeback={(seat, step) => {
                act(table.takeback(seat, step), () => {
                  if (step === 'decline') setNote(`${names[seat]} declined the takeback.`);
                  setShownPly(null);
                });
              }}
              onResign={resign}
              onFlip={() => { setUserFlip(!userFlip); }}
            />
            {seatsHere.length > 0 ? <TypedMove whyNot={whyNot} play={play} showProblem={setProblem} /> : null}
            {lost ? <LostPieces lost={lost} names={names} hues={hues} /> : null}
            <MoveList moves={snapshot.moves} playerNames={names} shownPly={shownPly} onShow={showPly} lastWords={snapshot.lastMove?.words} />
            <RecordActions onExport={exportRecord} onImport={place.kind === 'local' ? (file) => void importFile(file) : undefined} />
            <p className="meta">
              <a href={routeHash({ page: 'rules', game: gameKind })}>Rules of {name}</a>
            </p>
          </aside>
        </div>
      )}
    </main>
  );
}
