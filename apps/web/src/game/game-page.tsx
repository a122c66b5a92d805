import { useCallback, useEffect, useMemo, useState } from 'react';
import { flippedFor, homeAtTop, type BoardPicture, type Player } from '@tabula/engine-core';
import { openReplay, takebackQuestion, type BotThinker, type GameSession, type MoveOption, type MoveReport, type Takeback } from '@tabula/play';
import { Board } from '../board/board.js';
import { CANCELLED } from '../bots/worker-thinker.js';
import { isTyping, useMoveInput } from '../play/use-move-input.js';
import { routeHash } from '../routes.js';
import { explodedSquares, lostPieces, startAsKnown } from './board-changes.js';
import { RuleLinkedText } from '../rules/rule-linked-text.js';
import { CoverScreen } from './cover-screen.js';
import { GameHeader } from './game-header.js';
import { LostPieces } from './lost-pieces.js';
import { RecordActions } from './record-actions.js';
import { loadMuted, playExplosionSound, saveMuted } from './explosion-sound.js';
import type { GameSettings } from './game-settings.js';
import { MoveChoices } from '../play/move-choices.js';
import { SeatHand } from '../play/seat-hand.js';
import { MoveList } from './move-list.js';
import { outcomeText, turnText } from './outcome-text.js';
import { importRecord, saveGame, type KeyValueStore } from './saved-game.js';
import { SetupScreen } from './setup-screen.js';

interface GamePageProps {
  readonly initial: { readonly settings: GameSettings; readonly session: GameSession };
  readonly store: KeyValueStore;
  /** How this page's bots think (a Web Worker), also for games loaded from a record. */
  readonly thinker: BotThinker;
}

/** The options of a viewer who may not move: one array, so what depends on the options stays put. */
const NO_MOVES: readonly MoveOption[] = [];

/** How long the explosion animation runs, in milliseconds (the CSS animation matches). */
const EXPLOSION_MS = 900;

/**
 * A game on one device: against a bot thinking in a Web Worker, or two people taking turns. Moves
 * are made by clicking or dragging on the board, from a hand, or typed; the status line announces
 * them. Every change is kept in the browser, so a reload resumes the game.
 */
export default function GamePage({ initial, store, thinker }: GamePageProps) {
  const [{ settings, session }, setGame] = useState(initial);
  const [, setTick] = useState(0);
  const refresh = useCallback(() => { setTick((tick) => tick + 1); }, []);
  const { game } = session.entry;
  const names = game.playerNames;
  const hotseat = settings.opponent === 'hotseat';

  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState('');
  const [shownPly, setShownPly] = useState<number | null>(null);
  const [userFlip, setUserFlip] = useState(false);
  const [exploding, setExploding] = useState<string[]>([]);
  const [muted, setMuted] = useState(loadMuted);
  const [botPaused, setBotPaused] = useState(false);
  const [typed, setTyped] = useState('');
  const [confirmResign, setConfirmResign] = useState(false);
  const [takebackAsk, setTakebackAsk] = useState<{ readonly takeback: Takeback; readonly plies: number } | null>(null);
  const [revealedFor, setRevealedFor] = useState<Player | null>(null);

  // Whose eyes the board is for: the person at the device. Against a bot that is your side; in
  // hot-seat play, whoever is to move (or still has to set up).
  const setupSeat: Player | null = session.phase === 'setup' ? ([0, 1] as const).find((seat) => session.needsSetup(seat)) ?? null : null;
  const viewer: Player = hotseat ? (setupSeat ?? session.toMove ?? session.snapshot(0).lastMove?.seat ?? 0) : settings.side;
  const covered = hotseat && game.hiddenInformation && session.phase !== 'over' && revealedFor !== viewer;
  const snapshot = session.snapshot(viewer);
  const options = snapshot.legalMoves ?? NO_MOVES;
  const myTurn = snapshot.toMove === viewer && !session.botToMove;

  // The start as the viewer saw it: which way up the board goes, and what has been captured since.
  // Stratego has no start until both armies stand.
  const phase = session.phase;
  // Keyed by the viewer's record, which grows with each move and names an enemy rank once a battle has
  // shown it (ST-9): the start drawn from it shows those ranks, so the captured list can name them.
  const viewerRecord = phase === 'setup' ? null : session.record(viewer);
  const startPicture = useMemo(() => (viewerRecord === null ? null : startAsKnown(viewerRecord)), [viewerRecord]);
  // Your own side nearest you. Two people sharing a board of open pieces keep it still; with hidden
  // ranks each sees their own army, so it turns with the player to move.
  const nearSeat = hotseat && !game.hiddenInformation ? 0 : viewer;
  const flipped = (startPicture ? flippedFor(startPicture, nearSeat) : false) !== userFlip;
  // Each hand sits by its owner's side of the board as it is drawn now.
  const topSeat: Player = (startPicture ? homeAtTop(startPicture, 0) : false) !== flipped ? 0 : 1;
  const bottomSeat: Player = topSeat === 0 ? 1 : 0;

  const persist = useCallback(() => { saveGame(store, settings, session); }, [store, settings, session]);

  const afterMove = useCallback(
    (report: MoveReport, before: BoardPicture | null) => {
      const after = session.snapshot(viewer);
      // The result, when the move ended the game, follows in the status line's turn part. The move in
      // the game's own words: at one device they are shown on the cover too, so they are a spectator's,
      // what both players may know (a battle's two ranks, ST-5; never a quiet move's rank, ST-9).
      const told = hotseat ? session.snapshot('spectator').lastMove : after.lastMove;
      setAnnouncement(`${names[report.seat]} played ${report.text}${told ? `: ${told.words}` : '.'}`);
      if (before && after.picture && after.lastMove) {
        const blown = explodedSquares(before, after.picture, after.lastMove.shape);
        if (blown.length > 0) {
          setExploding(blown);
          if (!loadMuted()) playExplosionSound();
          setTimeout(() => { setExploding([]); }, EXPLOSION_MS);
        }
      }
      setProblem('');
      persist();
      refresh();
    },
    [session, viewer, hotseat, names, persist, refresh],
  );

  // A bot to move thinks in the worker; the page stays live and shows that it thinks.
  useEffect(() => {
    if (!session.botToMove || session.botThinking || botPaused) return;
    const before = session.snapshot(viewer).picture;
    session.playBotTurn().then(
      (result) => {
        if (result.ok) afterMove(result.value, before);
        else if (result.error.code !== 'cancelled') setProblem(result.error.message);
        refresh();
      },
      (error: unknown) => {
        if (!(error instanceof Error && error.message === CANCELLED)) setProblem(`the computer could not move: ${String(error)}`);
        refresh();
      },
    );
    // Shown on the next tick: the bot is thinking now.
    void Promise.resolve().then(refresh);
  });

  // Leaving the page (a new game) stops a thinking bot.
  useEffect(() => () => { session.cancelBot(); }, [session]);

  function play(text: string) {
    const before = snapshot.picture;
    const result = session.submit(viewer, text);
    if (!result.ok) {
      setProblem(`${text}: ${result.error.message}`);
      return;
    }
    afterMove(result.value, before);
  }

  // Stepping through the moves (or back to Live) answers any refusal that stepping caused, so the notice
  // goes with it.
  function showPly(ply: number | null) {
    setShownPly(ply);
    setProblem('');
  }

  function whyNot(): string | null {
    if (shownPly !== null) return 'you are looking at an earlier move; press Live to return to the game';
    if (session.phase === 'over') return 'the game is over';
    if (session.botThinking) return `${names[snapshot.toMove ?? 0]} is thinking`;
    if (!myTurn) return `it is ${names[snapshot.toMove ?? 0]}'s turn`;
    return null;
  }

  // A new position (a move, an undo) drops a half-made move.
  const input = useMoveInput({ options, position: snapshot.moves.length, whyNot, play, showProblem: setProblem });
  const { choices } = input;

  // A takeback as G-4 allows it (libs/play): in hot-seat the last mover asks and the other accepts first.
  const undoSeat: Player = hotseat ? (snapshot.lastMove?.seat ?? viewer) : settings.side;
  const takeback = session.takeback(undoSeat);
  const asking = takebackAsk?.plies === snapshot.moves.length ? takebackAsk.takeback : null;

  function undo(consented = false) {
    setTakebackAsk(null);
    if (!takeback.ok) { setProblem(takeback.error.message); return; }
    if (takeback.value.consentOf !== null && !consented) { setTakebackAsk({ takeback: takeback.value, plies: snapshot.moves.length }); return; }
    const result = session.undo(undoSeat, { consented });
    if (!result.ok) { setProblem(result.error.message); return; }
    setAnnouncement(`${names[undoSeat]} took back ${result.value.type === 'undo' ? result.value.plies : 0} moves.`);
    input.clear();
    setShownPly(null);
    setBotPaused(false);
    persist();
    refresh();
  }

  function resign() {
    if (!confirmResign) { setConfirmResign(true); return; }
    setConfirmResign(false);
    const result = session.resign(viewer);
    if (!result.ok) { setProblem(result.error.message); return; }
    setAnnouncement(outcomeText(session.outcome ?? { winner: null, reason: 'resigned' }, names));
    persist();
    refresh();
  }

  function newGame() {
    session.cancelBot();
    window.location.hash = routeHash({ page: 'new', game: game.id });
  }

  function exportRecord() {
    const text = session.record(hotseat ? 'all' : settings.side);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = `${game.id}-${settings.seed}.txt`;
    link.click();
    URL.revokeObjectURL(link.href);
  }

  async function importFile(file: File) {
    const imported = importRecord(store, settings, await file.text(), thinker);
    if (!imported.ok) { setProblem(`that record cannot be loaded: ${imported.error.message}`); return; }
    session.cancelBot();
    setGame(imported.value);
    setShownPly(null);
    input.clear();
    setAnnouncement(`Loaded a game of ${imported.value.session.entry.game.name}.`);
  }

  // Keyboard: `n` starts a new game (Space, ending a capture chain, belongs to the move input).
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (isTyping(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === 'n') {
        event.preventDefault();
        newGame();
      }
    }
    window.addEventListener('keydown', onKey);
    return () => { window.removeEventListener('keydown', onKey); };
  });

  // Stepping through the game shows the board after an earlier move, as this viewer saw it.
  const shownFrame = useMemo(() => {
    if (shownPly === null) return null;
    const replay = openReplay(session.record(hotseat && !game.hiddenInformation ? 'all' : viewer));
    return replay.ok ? replay.value.frame(shownPly) : null;
  }, [session, shownPly, viewer, hotseat, game.hiddenInformation]);

  // A chain in progress shows the board as it would stand after the landings so far.
  const chainSoFar = input.chainEnd?.text ?? null;
  const chainPicture = useMemo(() => {
    if (chainSoFar === null) return null;
    const preview = session.continuation(viewer, chainSoFar);
    return preview.ok ? preview.value.snapshot.picture : null;
  }, [chainSoFar, session, viewer]);

  if (session.phase === 'setup' && setupSeat !== null) {
    if (covered && setupSeat === 1) {
      return (
        <main className="page game-page">
          <CoverScreen next={names[1]} previous={names[0]} onReveal={() => { setRevealedFor(1); }} />
        </main>
      );
    }
    return (
      <main className="page game-page">
        <GameHeader name={game.name} id={game.id} onNewGame={newGame} />
        <SetupScreen
          key={setupSeat}
          session={session}
          seat={setupSeat}
          store={store}
          userFlip={userFlip}
          onReady={() => {
            setAnnouncement(`${names[setupSeat]}'s army stands.`);
            persist();
            refresh();
          }}
        />
      </main>
    );
  }

  if (covered) {
    return (
      <main className="page game-page">
        <p role="status" className="status">
          {announcement}
        </p>
        <CoverScreen next={names[viewer]} previous={names[viewer === 0 ? 1 : 0]} onReveal={() => { setRevealedFor(viewer); }} />
      </main>
    );
  }

  const picture = shownFrame?.picture ?? chainPicture ?? snapshot.picture;
  const lastShape = shownFrame ? (shownFrame.lastMove?.shape ?? null) : (snapshot.lastMove?.shape ?? null);
  const targets = shownPly === null ? input.targets : [];
  const lost = startPicture && snapshot.picture && !snapshot.picture.hands ? lostPieces(startPicture, snapshot.picture) : null;
  const thinking = session.botThinking;
  const turn = turnText({ outcome: snapshot.outcome, toMove: snapshot.toMove, thinking, you: hotseat ? null : viewer, names });

  return (
    <main className="page game-page">
      <GameHeader name={game.name} id={game.id} onNewGame={newGame} />
      <p role="status" className="status" aria-live="polite">
        {/* The announcement may already be the turn line's words (a resignation says the outcome): once. */}
        {announcement && announcement !== turn ? `${announcement} ` : ''}
        {turn}
      </p>
      {problem ? (
        <p className="problem" role="alert">
          <RuleLinkedText text={problem} game={game.id} />
        </p>
      ) : null}
      {snapshot.outcome ? (
        <div className="banner" role="alert">
          <strong>Game over.</strong> {outcomeText(snapshot.outcome, names)}.{' '}
          <button type="button" className="primary" onClick={newGame}>
            New game
          </button>
        </div>
      ) : null}
      <div className="game-layout">
        <div className="board-column">
          <SeatHand picture={picture} seat={topSeat} playerNames={names} active={myTurn && viewer === topSeat} input={input} />
          {picture ? (
            <Board
              picture={picture}
              playerNames={names}
              flipped={flipped}
              lastMove={lastShape}
              selected={shownPly === null ? input.selected : null}
              targets={targets}
              exploding={exploding}
              label={`${game.name} board${shownPly !== null ? `, after move ${shownPly}` : ''}`}
              onActivate={input.activate}
              onDragMove={input.dragMove}
            />
          ) : null}
          <SeatHand picture={picture} seat={bottomSeat} playerNames={names} active={myTurn && viewer === bottomSeat} input={input} />
          {thinking ? (
            <p className="thinking" aria-hidden="true">
              <span className="spinner" /> {names[snapshot.toMove ?? 0]} is thinking…
            </p>
          ) : null}
          <MoveChoices choices={choices} play={play} />
        </div>
        <aside className="side-column">
          <div className="actions">
            {input.chainEnd ? (
              <button type="button" className="primary" onClick={input.endTurn}>
                End turn (Space)
              </button>
            ) : null}
            {thinking ? (
              <button
                type="button"
                onClick={() => {
                  setBotPaused(true);
                  session.cancelBot();
                  refresh();
                }}
              >
                Stop the bot
              </button>
            ) : null}
            {botPaused && session.botToMove ? (
              <button type="button" onClick={() => { setBotPaused(false); }}>
                Let the bot move
              </button>
            ) : null}
            <button type="button" onClick={() => { undo(); }} disabled={!takeback.ok} title={takeback.ok ? undefined : takeback.error.message}>
              Undo
            </button>
            {asking ? (
              <div className="takeback" role="group" aria-label="Takeback">
                <p>{takebackQuestion(names, asking)}</p>
                <button type="button" className="primary" onClick={() => { undo(true); }}>Accept</button>
                <button type="button" onClick={() => { setTakebackAsk(null); setAnnouncement(`${names[asking.consentOf ?? 0]} declined the takeback.`); }}>Decline</button>
              </div>
            ) : null}
            <button type="button" onClick={resign} disabled={session.phase !== 'playing'}>
              {confirmResign ? 'Really resign?' : 'Resign'}
            </button>
            <button type="button" onClick={() => { setUserFlip(!userFlip); }}>
              Flip board
            </button>
            <button type="button" onClick={newGame}>
              New game (n)
            </button>
            {game.id === 'checkers61b' || exploding.length > 0 ? (
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
          {lost ? <LostPieces lost={lost} names={names} /> : null}
          <MoveList moves={snapshot.moves} playerNames={names} shownPly={shownPly} onShow={showPly} lastWords={snapshot.lastMove?.words} />
          <RecordActions onExport={exportRecord} onImport={(file) => void importFile(file)} />
          <p className="meta">
            <a href={routeHash({ page: 'rules', game: game.id })}>Rules of {game.name}</a>
          </p>
        </aside>
      </div>
    </main>
  );
}
