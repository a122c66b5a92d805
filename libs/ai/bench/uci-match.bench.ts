/**
 * A match between one of our bots (in this process) and a UCI engine (a child process), for
 * measuring a level against an outside reference such as Fairy-Stockfish on simplified chess.
 *
 *   nx run ai:bench-uci -- --engine PATH [--variants FILE] [--variant NAME] [--game ID] [--ours BOT]
 *                          [--nodes N] [--games N] [--seed S] [--max-plies P] [--adjudicate CP] [--judge ours|engine]
 *                          [--ai PATH]
 *
 * `--ai PATH` plays a bot from another build of `@tabula/ai` (a copy of its `dist/index.js`) instead
 * of this source tree: a baseline measured the same way.
 *
 * Defaults: env FAIRY_STOCKFISH for the engine, game simple-chess, variant simplechess, our bot
 * level5, engine `go nodes 10000`, 20 games, seed 1, 200 plies.
 *
 * Openings: a random 2–4 plies from the seed; each opening is played twice, once with each colour
 * for us, so an unbalanced opening cancels out. Moves travel as `Game.moveKey` text, which for
 * simplified chess is UCI's own (`e2e4`). A game still going at the ply cap is adjudicated from white's
 * side: at least `--adjudicate` (default 300, three pawns) is a win for the side ahead, anything closer
 * a draw (reason `adjudicated`, G-3). The judge is our evaluation by default; `--judge engine` asks the
 * engine instead (its score of one more `go`, a mate as a win), which is the judge to use when the
 * change being measured is the evaluation itself: otherwise a change scores its own games. Measured on
 * simplified chess (level 5 against `go nodes 30000`, 176 games): 42% reached the cap, and there our
 * evaluation rated our side on average 2.6 pawns better than Fairy-Stockfish did.
 *
 * Times are wall clock per move: ours around `think`, the engine's from `go` to `bestmove` (a pipe's
 * round trip, well under a millisecond, included). The engine runs with one thread and a 16 MB hash.
 */
import { parseArgs } from 'node:util';
import { createRng, type AnyGame } from '@tabula/engine-core';
import { createBot, type Bot } from '../src/index.js';
import { seededOpening } from './seeded-opening.js';
import { engineScore, startUciEngine, type UciEngine } from './uci-engine.js';

interface RegistryModule {
  readonly registry: { list(): readonly { readonly id: string; readonly game: AnyGame }[] };
}

const { values } = parseArgs({
  allowPositionals: true,
  options: {
    engine: { type: 'string', default: process.env['FAIRY_STOCKFISH'] },
    variants: { type: 'string' },
    variant: { type: 'string', default: 'simplechess' },
    game: { type: 'string', default: 'simple-chess' },
    ours: { type: 'string', default: 'level5' },
    nodes: { type: 'string', default: '10000' },
    games: { type: 'string', default: '20' },
    seed: { type: 'string', default: '1' },
    'max-plies': { type: 'string', default: '200' },
    adjudicate: { type: 'string', default: '300' },
    judge: { type: 'string', default: 'ours' },
    registry: { type: 'string', default: '@tabula/games' },
    ai: { type: 'string' },
  },
});

/** Running totals of one side's moves. */
class SideStats {
  moves = 0;
  ms = 0;
  nodes = 0;
  add(ms: number, nodes: number): void {
    this.moves++;
    this.ms += ms;
    this.nodes += nodes;
  }
  toString(): string {
    const n = Math.max(1, this.moves);
    return `${this.moves} moves, ${(this.ms / n).toFixed(1)} ms/move, ${Math.round(this.nodes / n).toLocaleString('en-US')} nodes/move`;
  }
}

/** Our score of one game: 1, ½ or 0, and how it ended. */
interface GameResult {
  readonly ours: number;
  readonly reason: string;
  readonly plies: number;
}

async function playOne(
  game: AnyGame,
  bot: Bot,
  engine: UciEngine,
  opening: readonly string[],
  ourSeat: 0 | 1,
  seed: string,
  stats: { ours: SideStats; engine: SideStats },
): Promise<GameResult> {
  const rng = createRng(seed);
  let state = game.start(rng);
  const keys: string[] = [];
  const playKey = (key: string): void => {
    const move = game.legalMoves(state).find((candidate) => game.moveKey(candidate) === key);
    if (move === undefined) throw new Error(`illegal move '${key}' after ${keys.join(' ') || 'the start'}`);
    const played = game.play(state, move);
    if (!played.ok) throw new Error(played.error.message);
    state = played.value;
    keys.push(key);
  };
  for (const key of opening) playKey(key);
  engine.send('ucinewgame');
  engine.send('isready');
  await engine.until('readyok');
  const maxPlies = Number(values['max-plies']);
  for (;;) {
    const status = game.status(state);
    if (status.kind === 'over') {
      const ours = status.winner === null ? 0.5 : status.winner === ourSeat ? 1 : 0;
      return { ours, reason: status.reason, plies: keys.length };
    }
    if (keys.length >= maxPlies) {
      const margin = Number(values.adjudicate);
      let white: number;
      if (values.judge === 'engine') {
        engine.send(`position startpos moves ${keys.join(' ')}`);
        engine.send(`go nodes ${values.nodes}`);
        const { before } = await engine.until('bestmove');
        const forMover = engineScore(before.filter((text) => / score /.test(text)).pop(), 100 * margin);
        white = status.toMove === 0 ? forMover : -forMover;
      } else {
        // A game without an evaluation cannot be judged at the cap: a draw.
        white = game.evaluate?.(state, 0) ?? 0;
      }
      const winner = white >= margin ? 0 : white <= -margin ? 1 : null;
      return { ours: winner === null ? 0.5 : winner === ourSeat ? 1 : 0, reason: `adjudicated (${white})`, plies: keys.length };
    }
    if (status.toMove === ourSeat) {
      const started = performance.now();
      const answer = bot.think({ game, view: game.view(state, ourSeat), rng });
      stats.ours.add(performance.now() - started, answer.nodes);
      playKey(game.moveKey(answer.move));
    } else {
      engine.send(`position startpos${keys.length > 0 ? ` moves ${keys.join(' ')}` : ''}`);
      const started = performance.now();
      engine.send(`go nodes ${values.nodes}`);
      const { line, before } = await engine.until('bestmove');
      const ms = performance.now() - started;
      const info = before.filter((text) => / nodes \d+/.test(text)).pop();
      stats.engine.add(ms, info ? Number(/ nodes (\d+)/.exec(info)?.[1]) : 0);
      const best = line.split(/\s+/)[1] ?? '(none)';
      playKey(best);
    }
  }
}

async function main(): Promise<void> {
  if (!values.engine) throw new Error('name the UCI engine: --engine PATH or env FAIRY_STOCKFISH');
  if (values.judge !== 'ours' && values.judge !== 'engine') throw new Error(`--judge is ours or engine, not '${values.judge}'`);
  const { registry } = (await import(values.registry)) as RegistryModule;
  const game = registry.list().find((entry) => entry.id === values.game)?.game;
  if (!game) throw new Error(`unknown game '${values.game}'`);
  // --ai: another build of @tabula/ai (its dist/index.js), to measure a baseline; else this source.
  const build = values.ai ? ((await import(values.ai)) as { createBot: typeof createBot }) : { createBot };
  const made = build.createBot(values.ours, game);
  if (!made.ok) throw new Error(made.error.message);
  const bot = made.value;

  const engine = await startUciEngine(values.engine, values.variant, values.variants);

  const games = Number(values.games);
  const rng = createRng(`uci-match ${values.seed}`);
  const stats = { ours: new SideStats(), engine: new SideStats() };
  let score = 0;
  const tally = { wins: 0, draws: 0, losses: 0 };
  console.log(`${values.ours} against ${values.engine} (go nodes ${values.nodes}), ${values.game}, ${games} games, seed ${values.seed}, cap ${values['max-plies']} plies judged by ${values.judge === 'engine' ? 'the engine' : 'our evaluation'}`);
  let opening: readonly string[] = [];
  for (let g = 0; g < games; g++) {
    if (g % 2 === 0) opening = seededOpening(game, rng).keys;
    const ourSeat = (g % 2) as 0 | 1;
    const result = await playOne(game, bot, engine, opening, ourSeat, `uci-match ${values.seed} game ${g}`, stats);
    score += result.ours;
    if (result.ours === 1) tally.wins++;
    else if (result.ours === 0) tally.losses++;
    else tally.draws++;
    console.log(`game ${String(g + 1).padStart(3)}  ours ${ourSeat === 0 ? 'white' : 'black'}  opening ${opening.join(' ').padEnd(19)} ${String(result.ours).padEnd(3)} ${result.reason}, ${result.plies} plies`);
  }
  engine.quit();
  console.log(`score ${score}/${games} (${((100 * score) / games).toFixed(1)}%), W-D-L ${tally.wins}-${tally.draws}-${tally.losses}`);
  console.log(`ours   ${stats.ours}`);
  console.log(`engine ${stats.engine}`);
}

await main();
