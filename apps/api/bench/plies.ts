import { createSession, type GameSession } from '@tabula/play';
import autocannon from 'autocannon';
import { cpuMs } from './process-cpu.js';

// What a move costs against the length of the game (issue 37): Stratego games advanced to ply 10 and to
// ply 400 over HTTP, then each saturated with its next moves (commit and the mover's view, as a client
// gets them). One connection per game, so every move is the next legal one; the games are the same game,
// played by both seats (both taken at creation), so the only difference between the rows is the length.

/**
 * Plies advanced before the timed moves, and how many moves each game then takes in the timed run. 300
 * moves a game (3,000 a row, about 1 s of the server's CPU): with 100 (0.3 s) the CPU a move was read
 * from a few dozen 10 ms ticks of /proc with a collection or two among them, and the ply-400 ÷ ply-10
 * ratio of one build ranged from 1.18 to 2.00 between runs.
 */
export const SHORT_PLY = 10;
export const LONG_PLY = 400;
const TIMED_MOVES = Number(process.env.BENCH_PLY_MOVES ?? 300);
const GAMES = Number(process.env.BENCH_PLY_GAMES ?? 10);

export interface PlyCost {
  readonly ply: number;
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly non2xx: number;
  /** The server process's CPU time (all its threads) per move answered, when its pid is known (Linux). */
  readonly cpuMsPerMove: number | null;
}

/**
 * One game's moves, worked out locally with the engine: setups drawn from the seed, then moves picked
 * from the legal ones that attack nothing (so no piece, and no flag, is ever lost and the game goes on).
 */
function scriptedGame(plies: number): { setups: [string, string]; moves: string[] } {
  const made = createSession({ game: 'stratego', seats: ['human', 'human'], seed: 7 });
  if (!made.ok) throw new Error(made.error.message);
  const session: GameSession = made.value;
  const setups: [string, string] = [session.proposeSetup(0), session.proposeSetup(1)];
  for (const seat of [0, 1] as const) {
    const placed = session.submitSetup(seat, setups[seat]);
    if (!placed.ok) throw new Error(placed.error.message);
  }
  const moves: string[] = [];
  for (let ply = 0; ply < plies; ply++) {
    const seat = session.toMove;
    if (seat === null) throw new Error(`the scripted game ended at ply ${ply}`);
    const occupied = new Set(session.snapshot(seat).picture?.cells.filter((cell) => cell.piece !== null).map((cell) => cell.square));
    const quiet = session.legalMoves(seat).filter((option) => !option.shape.path.some((square) => occupied.has(square)));
    // A fixed walk through the quiet moves: deterministic, and varied enough not to shuffle one piece.
    const option = quiet[(ply * 7919) % quiet.length];
    if (!option) throw new Error(`no quiet move at ply ${ply}`);
    const played = session.submit(seat, option.text);
    if (!played.ok) throw new Error(played.error.message);
    moves.push(option.text);
  }
  return { setups, moves };
}

async function call(url: string, path: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

interface BenchGame {
  readonly id: string;
  readonly tokens: [string, string];
}

/** A Stratego game with both seats taken, set up, and advanced by `plies` scripted moves. */
async function gameAt(url: string, script: { setups: [string, string]; moves: string[] }, plies: number): Promise<BenchGame> {
  const created = await call(url, '/api/games', { game: 'stratego', players: ['human', 'human'], take: [0, 1], seed: 7 });
  const seats = created.seats as { token: string }[];
  const game: BenchGame = { id: created.id as string, tokens: [seats[0]?.token as string, seats[1]?.token as string] };
  for (const seat of [0, 1] as const) await call(url, `/api/games/${game.id}/setup`, { setup: script.setups[seat] }, game.tokens[seat]);
  for (let ply = 0; ply < plies; ply++) await call(url, `/api/games/${game.id}/moves`, { move: script.moves[ply], version: ply + 2 }, game.tokens[(ply % 2) as 0 | 1]);
  return game;
}

/** Every game takes its next `TIMED_MOVES` scripted moves, one connection each, as fast as they are answered. */
async function timedMoves(url: string, games: readonly BenchGame[], script: { moves: string[] }, from: number, pid: number | undefined): Promise<PlyCost> {
  const cpuBefore = cpuMs(pid);
  const began = performance.now();
  const instances = await Promise.all(
    games.map(
      (game) =>
        new Promise<autocannon.Result>((resolve, reject) => {
          let ply = from;
          autocannon(
            {
              url,
              connections: 1,
              amount: TIMED_MOVES,
              requests: [
                {
                  method: 'POST',
                  setupRequest: (request) => {
                    const at = ply++;
                    return {
                      ...request,
                      path: `/api/games/${game.id}/moves`,
                      headers: { 'content-type': 'application/json', authorization: `Bearer ${game.tokens[(at % 2) as 0 | 1]}` },
                      body: JSON.stringify({ move: script.moves[at], version: at + 2 }),
                    };
                  },
                },
              ],
            },
            (error, result) => (error ? reject(error) : resolve(result)),
          );
        }),
    ),
  );
  const cpuAfter = cpuMs(pid);
  const answered = instances.reduce((sum, result) => sum + result['2xx'], 0);
  return {
    cpuMsPerMove: cpuBefore === null || cpuAfter === null || answered === 0 ? null : (cpuAfter - cpuBefore) / answered,
    ply: from,
    // Over the whole run's wall time: autocannon's per-second average needs runs of many seconds.
    perSecond: (instances.reduce((sum, result) => sum + result['2xx'], 0) * 1000) / (performance.now() - began),
    p50: Math.max(...instances.map((result) => result.latency.p50)),
    p99: Math.max(...instances.map((result) => result.latency.p99)),
    non2xx: instances.reduce((sum, result) => sum + result.non2xx, 0),
  };
}

/** Moves at ply 10 and at ply 400 of Stratego games on the server at `url` (process `pid`): their rate, latency and CPU. */
export async function measurePlies(url: string, pid?: number): Promise<[PlyCost, PlyCost]> {
  const script = scriptedGame(LONG_PLY + TIMED_MOVES);
  const short = await Promise.all(Array.from({ length: GAMES }, () => gameAt(url, script, SHORT_PLY)));
  const long: BenchGame[] = [];
  // Advanced a few at a time: 400 moves each over HTTP.
  for (let i = 0; i < GAMES; i += 5) long.push(...(await Promise.all(Array.from({ length: Math.min(5, GAMES - i) }, () => gameAt(url, script, LONG_PLY)))));
  return [await timedMoves(url, short, script, SHORT_PLY, pid), await timedMoves(url, long, script, LONG_PLY, pid)];
}
