import { useEffect, useMemo, useState } from 'react';
import { flippedFor, homeAtTop, type Player } from '@tabula/engine-core';
import { registry } from '@tabula/games';
import { nearSeat, openReplay, type MoveOption, type SessionEvent, type Table } from '@tabula/play';
import { Board } from '../board/board.js';
import { lostPieces, startAsKnown } from '../game/board-changes.js';
import { CoverScreen } from '../game/cover-screen.js';
import { loadMuted, playExplosionSound, saveMuted } from '../game/explosion-sound.js';
import { GameHeader } from '../game/game-header.js';
import { LostPieces } from '../game/lost-pieces.js';
import { MoveList } from '../game/move-list.js';
import { outcomeText } from '../game/outcome-text.js';
import type { KeyValueStore } from '../game/saved-game.js';
import { RecordActions } from '../game/record-actions.js';
import { OfflineNotice } from '../offline/offline-notice.js';
import { InviteLinks } from '../online/invite-links.js';
import { pictureAfter } from '../online/online-board.js';
import { OnlineSetup } from '../online/online-setup.js';
import { TakebackActions } from '../online/takeback-actions.js';
import { MoveChoices } from '../play/move-choices.js';
import { SeatHand } from '../play/seat-hand.js';
import { isTyping, useMoveInput } from '../play/use-move-input.js';
import { RuleLinkedText } from '../rules/rule-linked-text.js';
import { routeHash } from '../routes.js';
import { explodedSquares } from './move-facts.js';
import { downloadText } from './record-file.js';
import { lastMoveLine, turnLine } from './status-line.js';
import type { TablePlace } from './table-place.js';
import { useTableRecord, useTableState } from './use-table.js';

interface TablePageProps {
  /** The game, wherever it is kept: on this device (a `LocalTable`) or on a server (a `RemoteTable`). */
  readonly table: Table;
  readonly place: TablePlace;
  /** The browser's storage, for the set-up screen's saved armies. */
  readonly store: KeyValueStore;
}

/** The options of a viewer who may not move: one array, so what depends on the options stays put. */
const NO_MOVES: readonly MoveOption[] = [];

/** How long the explosion animation runs, in milliseconds (the CSS animation matches). */
const EXPLOSION_MS = 900;

/**
 * The one game page, for every game and every place a game is kept: against a bot or two people at this
 * device, or online. It draws the table's snapshot for its viewer (ST-9) and acts through the table, so
 * the page holds no rules and knows nothing of any one game. Moves are made by clicking or dragging on
 * the board, from a hand, or typed; the status line (a live region) says each move in the game's words;
 * the moves can be stepped through, the captured pieces are listed, and the record can be exported.
 */
export default function TablePage({ table, place, store }: TablePageProps) {
  const [note, setNote] = useState<string | null>(null);
  const [problem, setProblem] = useState('');
  const [shownPly, setShownPly] = useState<number | null>(null);
  const [userFlip, setUserFlip] = useState(false);
  const [muted, setMuted] = useState(loadMuted);
  const [typed, setTyped] = useState('');
  const [confirmResign, setConfirmResign] = useState(false);

  const state = useTableState(table, (event: SessionEvent) => {
    // What the status line says besides the last move: a takeback, an army standing (a move says itself).
    if (event.type === 'undo') setNote(`${names[event.seat]} took back ${event.plies} ${event.plies === 1 ? 'move' : 'moves'}.`);
    else if (event.type === 'setup') setNote(`${names[event.seat]}'s army stands.`);
    else if (event.type === 'move') setNote(null);
  });
  const { snapshot } = state;
  // The kind of game (`jungle`): its name, its rules, and how its moves are drawn.
  const gameKind = snapshot.game;
  const entry = registry.get(gameKind);
  const game = entry.ok ? entry.value.game : null;
  const names: readonly [string, string] = [snapshot.seats[0].name, snapshot.seats[1].name];
  const seatsHere = table.seatsHere;
  const viewer = snapshot.viewer;
  const me: Player | null = viewer !== 'spectator' && seatsHere.includes(viewer) ? viewer : null;
  const toMove = snapshot.toMove;
  const myTurn = me !== null && snapshot.phase === 'playing' && toMove === me && !state.thinking && state.openSeat === null;
  const options = myTurn ? (snapshot.legalMoves ?? NO_MOVES) : NO_MOVES;
  const online = place.kind === 'online';

  // A move that blew pieces away (a bomb, CK-5), in whatever game: the page animates it and may sound it
  // when it arrives. `quietAt` is the number of moves at which the page last had nothing to animate.
  const blownKey = explodedSquares(snapshot.lastMove?.facts ?? []).join(' ');
  const plies = snapshot.moves.length;
  const [quietAt, setQuietAt] = useState(plies);
  const exploding = useMemo(() => (blownKey !== '' && plies !== quietAt ? blownKey.split(' ') : []), [blownKey, plies, quietAt]);
  useEffect(() => {
    if (exploding.length === 0) return;
    if (!loadMuted()) playExplosionSound();
    const timer = setTimeout(() => { setQuietAt(plies); }, EXPLOSION_MS);
    return () => { clearTimeout(timer); };
  }, [exploding, plies]);

  // The record as this viewer may keep it: its start turns the board and counts the captured pieces.
  const record = useTableRecord(table, snapshot.version, String(viewer), snapshot.phase);
  const replay = useMemo(() => (record === null ? null : openReplay(record)), [record]);
  const startPicture = useMemo(() => (record === null ? null : startAsKnown(record)), [record]);
  const shownFrame = shownPly !== null && replay?.ok ? replay.value.frame(shownPly) : null;
  // The sound switch shows once the game has had an explosion: known from the moves' facts, not the game's name.
  const explosive = useMemo(() => {
    if (!replay?.ok) return false;
    for (let ply = 1; ply <= replay.value.moves.length; ply++) if (explodedSquares(replay.value.frame(ply).lastMove?.facts ?? []).length > 0) return true;
    return false;
  }, [replay]) || blownKey !== '';

  // Your own side nearest you (the shared-device policy says whose side that is at a shared device).
  const near = nearSeat(game?.hiddenInformation ?? false, seatsHere, viewer);
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
  const input = useMoveInput({ options, position: snapshot.version, whyNot, play, showProblem: setProblem });
  const chainSoFar = input.chainEnd?.text ?? null;
  const chainPicture = useMemo(() => (chainSoFar === null ? null : pictureAfter(gameKind, snapshot.position, chainSoFar)), [gameKind, snapshot.position, chainSoFar]);

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
  }

  function resign() {
    if (!confirmResign) { setConfirmResign(true); return; }
    setConfirmResign(false);
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
  const name = game?.name ?? 'Game';
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
  const turn = turnLine(state, seatsHere, names, game ?? undefined);

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

  const role = online ? (me === null ? 'watching' : `online as ${names[me]}`) : undefined;
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
  const lost = startPicture && snapshot.picture && !snapshot.picture.hands ? lostPieces(startPicture, snapshot.picture) : null;
  const bots = place.kind === 'local' ? place.bots : null;
  const botToMove = toMove !== null && snapshot.seats[toMove].kind === 'bot';

  return (
    <main className={`page game-page${online ? ' online-page' : ''}`}>
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
      {problem || state.problem ? (
        <p className="problem" role="alert">
          <RuleLinkedText text={problem || state.problem} game={gameKind} />
        </p>
      ) : null}
      {snapshot.outcome ? (
        <div className="banner" role="alert">
          <strong>Game over.</strong> {outcomeText(snapshot.outcome, names, game ?? undefined)}.{' '}
          {place.kind === 'local' ? (
            <button type="button" className="primary" onClick={place.onNewGame}>
              New game
            </button>
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
            <SeatHand picture={picture} seat={topSeat} playerNames={names} active={myTurn && me === topSeat} input={input} />
            {picture ? (
              <Board
                picture={picture}
                playerNames={names}
                flipped={flipped}
                lastMove={lastShape}
                selected={shownPly === null ? input.selected : null}
                targets={shownPly === null ? input.targets : []}
                exploding={exploding}
                label={`${name} board${shownPly !== null ? `, after move ${shownPly}` : ''}`}
                onActivate={input.activate}
                onDragMove={input.dragMove}
              />
            ) : null}
            <SeatHand picture={picture} seat={bottomSeat} playerNames={names} active={myTurn && me === bottomSeat} input={input} />
            {state.thinking && toMove !== null ? (
              <p className="thinking" aria-hidden="true">
                <span className="spinner" /> {names[toMove]} is thinking…
              </p>
            ) : null}
            <MoveChoices choices={input.choices} play={play} />
          </div>
          <aside className="side-column">
            <div className="actions">
              {input.chainEnd ? (
                <button type="button" className="primary" onClick={input.endTurn}>
                  End turn (Space)
                </button>
              ) : null}
              {bots && state.thinking ? (
                <button type="button" onClick={() => { bots.holdBots(true); }}>
                  Stop the bot
                </button>
              ) : null}
              {bots?.botsHeld && botToMove && snapshot.phase === 'playing' ? (
                <button type="button" onClick={() => { bots.holdBots(false); }}>
                  Let the bot move
                </button>
              ) : null}
              {seatsHere.length > 0 ? (
                <>
                  <TakebackActions
                    state={state}
                    seatsHere={seatsHere}
                    names={names}
                    onStep={(seat, step) => {
                      act(table.takeback(seat, step), () => {
                        if (step === 'decline') setNote(`${names[seat]} declined the takeback.`);
                        setShownPly(null);
                      });
                    }}
                  />
                  <button type="button" onClick={resign} disabled={snapshot.phase !== 'playing'}>
                    {confirmResign ? 'Really resign?' : 'Resign'}
                  </button>
                </>
              ) : null}
              <button type="button" onClick={() => { setUserFlip(!userFlip); }}>
                Flip board
              </button>
              {place.kind === 'local' ? (
                <button type="button" onClick={place.onNewGame}>
                  New game (n)
                </button>
              ) : null}
              {explosive ? (
                <button
                  type="button"
                  aria-pressed={muted}
                  onClick={() => {
                    saveMuted(!muted);
                    setMuted(!muted);
                  }}
                >
                  {muted ? 'Sound off' : 'Sound on'}
                </button>
              ) : null}
            </div>
            {seatsHere.length > 0 ? (
              <form
                className="typed-move"
                onSubmit={(event) => {
                  event.preventDefault();
                  const refusal = whyNot();
                  if (refusal) { setProblem(refusal); return; }
                  if (typed.trim() === '') { setProblem('type a move, e.g. one from the list of legal moves'); return; }
                  play(typed.trim());
                  setTyped('');
                }}
              >
                <label htmlFor="typed-move">Type a move</label>
                <input id="typed-move" value={typed} autoComplete="off" spellCheck={false} onChange={(event) => { setTyped(event.target.value); }} />
                <button type="submit">Play</button>
              </form>
            ) : null}
            {lost ? <LostPieces lost={lost} names={names} /> : null}
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
