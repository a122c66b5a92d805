import WebSocket from 'ws';

// A child process of fanout.bench.ts that holds the sockets of some games (10 spectators and both seats
// each) and tells the parent, over IPC, when every socket of a game has the view of a version: the time
// it all arrived (process.hrtime, one clock for every process on the machine) and, for the Tabula
// server, a legal move for the seat to move picked from that seat's view. Spectators' messages are not
// parsed (their version is read with a regular expression); only the seats' are.

export interface ReaderGame {
  readonly index: number;
  readonly id: string;
  /** Both seats' tokens (Tabula), or none (the bare server). */
  readonly tokens: readonly string[];
}

export interface ReaderSetup {
  readonly kind: 'tabula' | 'bare';
  readonly url: string;
  readonly games: readonly ReaderGame[];
  readonly spectators: number;
}

/** Every socket of game `index` has version `version`, the last one since `at` (ms on the hrtime clock). */
export interface Delivered {
  readonly type: 'delivered';
  readonly index: number;
  readonly version: number;
  readonly at: number;
  /** The seat to move and a legal move of its, when there is one (Tabula). */
  readonly next: { seat: number; move: string } | null;
}

const VERSION = /"version":(\d+)/;
const now = () => Number(process.hrtime.bigint()) / 1e6;

interface GameState {
  readonly game: ReaderGame;
  readonly sockets: number;
  readonly counts: Map<number, number>;
  next: { version: number; seat: number; move: string } | null;
  /** The newest version every socket has (so a late presence message or an old view counts for nothing). */
  done: number;
}

function start(setup: ReaderSetup): void {
  const states = setup.games.map<GameState>((game) => ({ game, sockets: setup.spectators + game.tokens.length, counts: new Map(), next: null, done: -1 }));
  let opened = 0;
  dump = () => {
    for (const state of states) if (state.done < 0) process.stderr.write(`game ${state.game.index}: ${JSON.stringify([...state.counts])}\n`);
  };
  const total = states.reduce((sum, state) => sum + state.sockets, 0);
  const received = (state: GameState, version: number) => {
    if (version <= state.done) return;
    const count = (state.counts.get(version) ?? 0) + 1;
    if (count < state.sockets) return void state.counts.set(version, count);
    state.counts.delete(version);
    state.done = version;
    const next = state.next?.version === version ? { seat: state.next.seat, move: state.next.move } : null;
    process.send?.({ type: 'delivered', index: state.game.index, version, at: now(), next } satisfies Delivered);
  };
  const open = (state: GameState, token: string | undefined) =>
    new Promise<void>((resolve, reject) => {
      const path = setup.kind === 'tabula' ? `/api/games/${state.game.id}/live` : `/games/${state.game.index}/live`;
      const socket = new WebSocket(setup.url.replace(/^http/, 'ws') + path);
      const seat = token !== undefined;
      socket.on('message', (data: Buffer) => {
        const text = data.toString();
        if (text.startsWith('{"type":"presence"')) return;
        if (seat && setup.kind === 'tabula') {
          const message = JSON.parse(text) as { type: string; view?: { version: number; you: number; legalMoves?: { text: string }[] } };
          if (message.type !== 'view' || !message.view) return;
          const legal = message.view.legalMoves;
          if (legal && legal.length > 0) state.next = { version: message.view.version, seat: message.view.you, move: (legal[Math.floor(Math.random() * legal.length)] as { text: string }).text };
          received(state, message.view.version);
          return;
        }
        const version = VERSION.exec(text);
        if (version?.[1]) received(state, Number(version[1]));
      });
      socket.once('error', reject);
      socket.once('open', () => {
        if (setup.kind === 'tabula') socket.send(JSON.stringify(token === undefined ? { type: 'hello' } : { type: 'hello', token }));
        opened += 1;
        resolve();
      });
    });
  const jobs: (() => Promise<void>)[] = [];
  for (const state of states) {
    for (const token of state.game.tokens) jobs.push(() => open(state, token));
    for (let i = 0; i < setup.spectators; i++) jobs.push(() => open(state, undefined));
  }
  // A few hundred handshakes at a time: all at once would only queue in the server's backlog.
  const worker = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) await job();
  };
  void Promise.all(Array.from({ length: 100 }, worker)).then(
    () => process.send?.({ type: 'open', sockets: opened, total }),
    (error: Error) => process.send?.({ type: 'failed', error: error.message }),
  );
}

let dump = () => undefined as void;
process.on('message', (message: ReaderSetup | { kind: 'dump' }) => (message.kind === 'dump' ? dump() : start(message)));
process.on('disconnect', () => process.exit(0));
