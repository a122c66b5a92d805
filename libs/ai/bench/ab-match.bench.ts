/**
 * Self-play of a search change: the same bot spec built from this source tree (the candidate)
 * against a baseline build of `@tabula/ai` (a copy of its `dist/` from before the change), so each
 * change to the search is kept only if it wins.
 *
 *   nx run ai:bench-ab -- --baseline /tmp/ai-base/index.js [--game ID] [--bot SPEC] [--baseline-bot SPEC]
 *                         [--games N] [--seed S] [--max-plies P] [--adjudicate CP]
 *
 * Defaults: simple-chess, level5 on both sides, 40 games, seed 1, 200 plies. Openings are 2–4 seeded
 * random plies, each played twice with the colours swapped; a game at the ply cap is adjudicated by
 * the game's evaluation from player 0's side (at least `--adjudicate`, default 300, wins).
 */
import { parseArgs } from 'node:util';
import { createRng, type AnyGame } from '@tabula/engine-core';
import { createBot, type Bot } from '../src/index.js';
import { seededOpening } from './seeded-opening.js';

interface RegistryModule {
  readonly registry: { list(): readonly { readonly id: string; readonly game: AnyGame }[] };
}
interface BotModule {
  createBot: typeof createBot;
}

const { values } = parseArgs({
  options: {
    baseline: { type: 'string' },
    game: { type: 'string', default: 'simple-chess' },
    bot: { type: 'string', default: 'level5' },
    'baseline-bot': { type: 'string' },
    games: { type: 'string', default: '40' },
    seed: { type: 'string', default: '1' },
    'max-plies': { type: 'string', default: '200' },
    adjudicate: { type: 'string', default: '300' },
    registry: { type: 'string', default: '@tabula/games' },
  },
});

/** Plays one game from `opening`; returns player 0's score and each seat's thinking time. */
function playOne(game: AnyGame, bots: readonly [Bot, Bot], opening: unknown, seed: string, time: number[], nodes: number[]): number {
  const rng = createRng(seed);
  let state = opening;
  for (let ply = 0; ; ply++) {
    const status = game.status(state);
    if (status.kind === 'over') return status.winner === null ? 0.5 : status.winner === 0 ? 1 : 0;
    if (ply >= Number(values['max-plies'])) {
      // A game without an evaluation cannot be judged at the cap: a draw.
      const white = game.evaluate?.(state, 0) ?? 0;
      const margin = Number(values.adjudicate);
      return white >= margin ? 1 : white <= -margin ? 0 : 0.5;
    }
    const seat = status.toMove;
    const started = performance.now();
    const answer = (bots[seat] as Bot).think({ game, view: game.view(state, seat), rng });
    time[seat] = (time[seat] as number) + performance.now() - started;
    nodes[seat] = (nodes[seat] as number) + answer.nodes;
    const played = game.play(state, answer.move);
    if (!played.ok) throw new Error(played.error.message);
    state = played.value;
  }
}

async function main(): Promise<void> {
  if (!values.baseline) throw new Error('name the baseline build: --baseline PATH/index.js');
  const baseline = (await import(values.baseline)) as BotModule;
  const { registry } = (await import(values.registry)) as RegistryModule;
  const game = registry.list().find((entry) => entry.id === values.game)?.game;
  if (!game) throw new Error(`unknown game '${values.game}'`);
  const made = createBot(values.bot, game);
  const old = baseline.createBot(values['baseline-bot'] ?? values.bot, game);
  if (!made.ok || !old.ok) throw new Error('bad bot spec');
  const games = Number(values.games);
  const rng = createRng(`ab-match ${values.seed}`);
  let score = 0;
  // Index 0: the candidate's totals, 1: the baseline's.
  const time = [0, 0];
  const nodes = [0, 0];
  let opening: unknown;
  for (let g = 0; g < games; g++) {
    if (g % 2 === 0) opening = seededOpening(game, rng).state;
    const candidateSeat = g % 2;
    const bots: [Bot, Bot] = candidateSeat === 0 ? [made.value, old.value] : [old.value, made.value];
    const seatTime = [0, 0];
    const seatNodes = [0, 0];
    const white = playOne(game, bots, opening, `ab-match ${values.seed} game ${g}`, seatTime, seatNodes);
    const ours = candidateSeat === 0 ? white : 1 - white;
    score += ours;
    time[0] = (time[0] as number) + (seatTime[candidateSeat] as number);
    time[1] = (time[1] as number) + (seatTime[1 - candidateSeat] as number);
    nodes[0] = (nodes[0] as number) + (seatNodes[candidateSeat] as number);
    nodes[1] = (nodes[1] as number) + (seatNodes[1 - candidateSeat] as number);
    process.stdout.write(ours === 1 ? '+' : ours === 0 ? '-' : '=');
  }
  const share = score / games;
  const elo = share <= 0 || share >= 1 ? NaN : -400 * Math.log10(1 / share - 1);
  console.log(`\ncandidate ${score}/${games} (${(100 * share).toFixed(1)}%, ${Math.round(elo)} Elo)  time candidate/baseline ${((time[0] as number) / (time[1] as number)).toFixed(2)}  nodes ${((nodes[0] as number) / (nodes[1] as number)).toFixed(2)}`);
}

await main();
