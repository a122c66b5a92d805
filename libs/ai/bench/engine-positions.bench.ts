/**
 * Positions with the results they led to, from a UCI engine playing a game against itself: the data an
 * evaluation is fitted to (simplified chess: `nx run engine-simple-chess:tune`, Texel's method).
 *
 *   nx run ai:engine-positions -- --engine PATH --out FILE [--variants FILE] [--variant NAME] [--game ID]
 *                                 [--nodes N] [--games N] [--seed S] [--max-plies P] [--adjudicate CP]
 *
 * Each game starts from 4–9 seeded random plies (so that the engine, which plays the same position
 * the same way, reaches many different games) and the engine then plays both sides at `go nodes N`
 * (default 3000). Every position the engine moved in is written as one JSON line:
 * `{"game":G,"ply":P,"state":…,"quiet":Q,"result":R}` — the game's state, whether the engine's move
 * there took nothing (`search.isCapture`; a position in the middle of an exchange says little about
 * who stands better), and player 0's result of the game: 1, 0.5 or 0. A game going at the ply cap
 * (default 300) is judged by the engine's last score: at least `--adjudicate` (default 300) wins.
 * Defaults: env FAIRY_STOCKFISH, simple-chess as `simplechess`, 1000 games, seed 1.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createRng, type AnyGame } from '@tabula/engine-core';
import { seededOpening } from './seeded-opening.js';
import { engineScore, startUciEngine, type UciEngine } from './uci-engine.js';

interface RegistryModule {
  readonly registry: { list(): readonly { readonly id: string; readonly game: AnyGame }[] };
}

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: process.env['FAIRY_STOCKFISH'] },
    out: { type: 'string' },
    variants: { type: 'string' },
    variant: { type: 'string', default: 'simplechess' },
    game: { type: 'string', default: 'simple-chess' },
    nodes: { type: 'string', default: '3000' },
    games: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '1' },
    'max-plies': { type: 'string', default: '300' },
    adjudicate: { type: 'string', default: '300' },
    registry: { type: 'string', default: '@tabula/games' },
  },
});

/** One line of the output, before the game's result is known. */
interface Seen {
  readonly ply: number;
  readonly state: unknown;
  readonly quiet: boolean;
}

/** Plays one game from `opening`, the engine on both sides; returns player 0's result and the positions it moved in. */
async function selfPlay(game: AnyGame, engine: UciEngine, opening: readonly string[], seed: string): Promise<{ result: number; seen: Seen[] }> {
  let state = game.start(createRng(seed));
  const keys: string[] = [];
  const seen: Seen[] = [];
  const play = (key: string, record: boolean): void => {
    const move = game.legalMoves(state).find((candidate) => game.moveKey(candidate) === key);
    if (move === undefined) throw new Error(`illegal move '${key}' after ${keys.join(' ') || 'the start'}`);
    if (record) seen.push({ ply: keys.length, state, quiet: game.search?.isCapture?.(state, move) !== true });
    const played = game.play(state, move);
    if (!played.ok) throw new Error(played.error.message);
    state = played.value;
    keys.push(key);
  };
  for (const key of opening) play(key, false);
  engine.send('ucinewgame');
  engine.send('isready');
  await engine.until('readyok');
  const margin = Number(values.adjudicate);
  let white = 0;
  for (;;) {
    const status = game.status(state);
    if (status.kind === 'over') return { result: status.winner === null ? 0.5 : status.winner === 0 ? 1 : 0, seen };
    if (keys.length >= Number(values['max-plies'])) return { result: white >= margin ? 1 : white <= -margin ? 0 : 0.5, seen };
    engine.send(`position startpos moves ${keys.join(' ')}`);
    engine.send(`go nodes ${values.nodes}`);
    const { line, before } = await engine.until('bestmove');
    const forMover = engineScore(before.filter((text) => / score /.test(text)).pop(), 100 * margin);
    white = status.toMove === 0 ? forMover : -forMover;
    play(line.split(/\s+/)[1] ?? '(none)', true);
  }
}

async function main(): Promise<void> {
  if (!values.engine) throw new Error('name the UCI engine: --engine PATH or env FAIRY_STOCKFISH');
  if (!values.out) throw new Error('name the output file: --out FILE');
  const { registry } = (await import(values.registry)) as RegistryModule;
  const game = registry.list().find((entry) => entry.id === values.game)?.game;
  if (!game) throw new Error(`unknown game '${values.game}'`);
  const engine = await startUciEngine(values.engine, values.variant, values.variants);
  const games = Number(values.games);
  const rng = createRng(`engine-positions ${values.seed}`);
  writeFileSync(values.out, '');
  const tally = { positions: 0, decided: 0, capped: 0 };
  for (let g = 0; g < games; g++) {
    const opening = seededOpening(game, rng, 4, 9).keys;
    const { result, seen } = await selfPlay(game, engine, opening, `engine-positions ${values.seed} game ${g}`);
    appendFileSync(values.out, seen.map((one) => `${JSON.stringify({ game: g, ply: one.ply, state: one.state, quiet: one.quiet, result })}\n`).join(''));
    tally.positions += seen.length;
    if (result === 0.5) tally.capped++;
    else tally.decided++;
    if ((g + 1) % 100 === 0) console.log(`${g + 1} games, ${tally.positions} positions`);
  }
  engine.quit();
  console.log(`${games} games (${tally.decided} decided, ${tally.capped} drawn or level at the cap), ${tally.positions} positions in ${values.out}`);
}

await main();
