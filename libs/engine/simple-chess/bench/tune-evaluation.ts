/**
 * Fits the evaluation's weights (src/search-board/weights.ts) to game results, by Texel's method: the
 * weights that let a logistic curve of the evaluation best predict how each position's game ended.
 *
 *   nx run engine-simple-chess:tune -- FILE… [--write] [--epochs N] [--lambda L]
 *
 * FILEs are positions with results (JSON lines from `nx run ai:engine-positions`, Fairy-Stockfish playing
 * this game against itself). Only quiet positions count (the engine's move took nothing), and none where
 * the side to move can take the king: the evaluation's 5000 for that stands for a won game, not a weight.
 * Every tenth game is held out to test the fit on games it did not see. With `--write` the fitted numbers
 * replace those in weights.ts (its comments stay).
 *
 * The evaluation is linear in its weights, so each position is turned once into how often each weight
 * counts in it (features), and the fit is plain gradient descent (Adam) on the mean squared error, with a
 * light pull (`--lambda`) towards the weights it started from. Before fitting, the features times the
 * current weights must give exactly the evaluation's own value on every position: a check that this
 * file reads the evaluation the way evaluation.ts and material.ts compute it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { SimpleChessState } from '../src/state.js';
import { evaluateForWhite, FIELD, KING_HITS, KING_SHIFT, kingTerms, sliderTerms, ZONE_SHIFT } from '../src/search-board/evaluation.js';
import { BLACK, CODE_OF_LETTER, KING, PAWN, SQUARE_88 } from '../src/search-board/layout.js';
import { Position } from '../src/search-board/position.js';
import * as weights from '../src/search-board/weights.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    write: { type: 'boolean', default: false },
    epochs: { type: 'string', default: '1000' },
    lambda: { type: 'string', default: '1e-8' },
    rate: { type: 'string', default: '1' },
  },
});

/** The weights fitted, in weights.ts's names: tables by index, single numbers as one-entry tables. */
const TABLES = ['PAWN_BY_RANK', 'PAWN_BY_FILE', 'DEAD_PAWN', 'KNIGHT', 'BISHOP', 'ROOK', 'QUEEN', 'KING_BY_RANK', 'KING_BY_FILE', 'SLIDER_MOBILITY', 'KING_MOBILITY', 'KING_SHELTER', 'KING_ZONE_ATTACK', 'KING_THREATENED', 'TEMPO'] as const;
type Table = (typeof TABLES)[number];
const current = (name: Table): number[] => {
  const value = weights[name] as number | Int16Array;
  return typeof value === 'number' ? [value] : Array.from(value);
};
const OFFSET = new Map<Table, number>();
let WEIGHT_COUNT = 0;
for (const name of TABLES) {
  OFFSET.set(name, WEIGHT_COUNT);
  WEIGHT_COUNT += current(name).length;
}
const at = (name: Table, index = 0): number => (OFFSET.get(name) as number) + index;
const KIND_WEIGHT: Record<number, Table> = { 2: 'KNIGHT', 3: 'BISHOP', 4: 'ROOK', 5: 'QUEEN' };

/** A position as features: which weights count in it, how often (white's minus black's), and its result. */
interface Row {
  readonly index: Int32Array;
  readonly count: Float64Array;
  readonly result: number;
  readonly test: boolean;
}

/** The features of a quiet position for white, and the evaluation's own value; null where the mover can take the king. */
function featuresOf(state: SimpleChessState): { features: Map<number, number>; evaluation: number } | null {
  const position = new Position();
  const features = new Map<number, number>();
  const add = (index: number, count: number) => {
    if (count !== 0) features.set(index, (features.get(index) ?? 0) + count);
  };
  state.board.forEach((letter, square) => {
    if (letter === null) return;
    const code = CODE_OF_LETTER[letter];
    position.place(code, SQUARE_88[square] as number);
    const side = code & BLACK ? -1 : 1;
    // As material.ts scores a piece: ranks from its own side, pawns and the king by rank and file.
    const rank = side === 1 ? square >> 3 : 7 - (square >> 3);
    const file = square & 7;
    if ((code & 7) === PAWN) {
      if (rank === 7) add(at('DEAD_PAWN'), side);
      else {
        add(at('PAWN_BY_RANK', rank), side);
        add(at('PAWN_BY_FILE', file), side);
      }
    } else if ((code & 7) === KING) {
      add(at('KING_BY_RANK', rank), side);
      add(at('KING_BY_FILE', file), side);
    } else add(at(KIND_WEIGHT[code & 7] as Table), side);
  });
  const mover = state.toMove;
  // As evaluateForWhite unpacks the slider and king terms.
  const sliders = [sliderTerms(position, 0), sliderTerms(position, 1)];
  const kings = [kingTerms(position, 0), kingTerms(position, 1)];
  const hits = kings.map((king) => king >> KING_SHIFT);
  const onKing = [0, 1].map((side) => ((sliders[1 - side] as number) >> KING_SHIFT) + Math.floor((hits[side] as number) / KING_HITS));
  const nearKing = [0, 1].map((side) => (((sliders[1 - side] as number) >> ZONE_SHIFT) & FIELD) + ((hits[side] as number) & (KING_HITS - 1)));
  const waiterKing = position.kings[1 - mover] as number;
  if (waiterKing >= 0 && (onKing[1 - mover] as number) > 0) return null;
  add(at('SLIDER_MOBILITY'), ((sliders[0] as number) & FIELD) - ((sliders[1] as number) & FIELD));
  add(at('KING_MOBILITY'), ((kings[0] as number) & FIELD) - ((kings[1] as number) & FIELD));
  add(at('KING_SHELTER'), (((kings[0] as number) >> ZONE_SHIFT) & FIELD) - (((kings[1] as number) >> ZONE_SHIFT) & FIELD));
  add(at('KING_ZONE_ATTACK'), (nearKing[1] as number) - (nearKing[0] as number));
  add(at('TEMPO'), mover === 0 ? 1 : -1);
  if ((position.kings[mover] as number) >= 0) add(at('KING_THREATENED'), mover === 0 ? -(onKing[0] as number) : (onKing[1] as number));
  return { features, evaluation: evaluateForWhite(position, mover) };
}

function readRows(start: Float64Array): Row[] {
  const rows: Row[] = [];
  for (const file of positionals) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (line === '') continue;
      const seen = JSON.parse(line) as { game: number; state: SimpleChessState; quiet: boolean; result: number };
      if (!seen.quiet) continue;
      const found = featuresOf(seen.state);
      if (found === null) continue;
      const index = Int32Array.from(found.features.keys());
      const count = Float64Array.from(found.features.values());
      const row = { index, count, result: seen.result, test: seen.game % 10 === 0 };
      const predicted = evaluationOf(row, start);
      if (predicted !== found.evaluation) {
        throw new Error(`the tuner's features give ${predicted}, the evaluation ${found.evaluation}: this file no longer reads the evaluation as evaluation.ts and material.ts compute it`);
      }
      rows.push(row);
    }
  }
  return rows;
}

function evaluationOf(row: Row, w: Float64Array): number {
  let sum = 0;
  for (let j = 0; j < row.index.length; j++) sum += (w[row.index[j] as number] as number) * (row.count[j] as number);
  return sum;
}

/** How likely white is to win at an evaluation, on the logistic curve with scale `k`. */
const winningChance = (evaluation: number, k: number): number => 1 / (1 + 10 ** ((-k * evaluation) / 400));

function meanSquaredError(rows: readonly Row[], w: Float64Array, k: number): number {
  let sum = 0;
  for (const row of rows) sum += (row.result - winningChance(evaluationOf(row, w), k)) ** 2;
  return sum / Math.max(1, rows.length);
}

function fit(train: readonly Row[], start: Float64Array, k: number): Float64Array {
  const w = Float64Array.from(start);
  const lambda = Number(values.lambda);
  const rate = Number(values.rate);
  const first = new Float64Array(WEIGHT_COUNT);
  const second = new Float64Array(WEIGHT_COUNT);
  const gradient = new Float64Array(WEIGHT_COUNT);
  const slope = (Math.LN10 * k) / 400;
  const epochs = Number(values.epochs);
  for (let epoch = 1; epoch <= epochs; epoch++) {
    gradient.fill(0);
    for (const row of train) {
      const chance = winningChance(evaluationOf(row, w), k);
      const factor = -2 * (row.result - chance) * chance * (1 - chance) * slope;
      for (let j = 0; j < row.index.length; j++) gradient[row.index[j] as number] = (gradient[row.index[j] as number] as number) + factor * (row.count[j] as number);
    }
    for (let i = 0; i < WEIGHT_COUNT; i++) {
      const g = (gradient[i] as number) / train.length + 2 * lambda * ((w[i] as number) - (start[i] as number));
      first[i] = 0.9 * (first[i] as number) + 0.1 * g;
      second[i] = 0.999 * (second[i] as number) + 0.001 * g * g;
      const step = (first[i] as number) / (1 - 0.9 ** epoch) / (Math.sqrt((second[i] as number) / (1 - 0.999 ** epoch)) + 1e-12);
      w[i] = (w[i] as number) - rate * step;
    }
  }
  return w;
}

/** weights.ts with each fitted name's numbers replaced, everything else as it was. */
function rewritten(source: string, w: Float64Array): string {
  let text = source;
  for (const name of TABLES) {
    const numbers = current(name).map((_, index) => Math.round(w[at(name, index)] as number));
    const table = new RegExp(`(export const ${name} = Int16Array\\.of\\()[^)]*(\\))`);
    const single = new RegExp(`(export const ${name} = )-?\\d+(;)`);
    if (table.test(text)) text = text.replace(table, `$1${numbers.join(', ')}$2`);
    else if (single.test(text)) text = text.replace(single, `$1${numbers[0]}$2`);
    else throw new Error(`weights.ts has no ${name}`);
  }
  return text;
}

function main(): void {
  if (positionals.length === 0) throw new Error('name the positions files (nx run ai:engine-positions -- --out FILE)');
  const start = Float64Array.from(TABLES.flatMap(current));
  const rows = readRows(start);
  // A fit of nothing would write NaN into weights.ts: lines of another shape read as no positions.
  if (rows.length === 0) throw new Error(`no quiet positions in ${positionals.join(', ')}: expected JSON lines of nx run ai:engine-positions ({ game, state, quiet, result })`);
  const train = rows.filter((row) => !row.test);
  const test = rows.filter((row) => row.test);
  // The curve's scale that fits the current weights best; kept while the weights move.
  let k = 1;
  for (const candidate of [0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1, 1.2, 1.4, 1.7, 2]) {
    if (meanSquaredError(train, start, candidate) < meanSquaredError(train, start, k)) k = candidate;
  }
  console.log(`${rows.length} quiet positions (${train.length} to fit, ${test.length} from held-out games); curve scale ${k}`);
  console.log(`mean squared error before: ${meanSquaredError(train, start, k).toFixed(5)} fitted, ${meanSquaredError(test, start, k).toFixed(5)} held out`);
  const fitted = fit(train, start, k);
  console.log(`mean squared error after:  ${meanSquaredError(train, fitted, k).toFixed(5)} fitted, ${meanSquaredError(test, fitted, k).toFixed(5)} held out`);
  for (const name of TABLES) {
    const before = current(name);
    const after = before.map((_, index) => Math.round(fitted[at(name, index)] as number));
    console.log(`${name.padEnd(17)} ${before.join(' ')}  →  ${after.join(' ')}`);
  }
  if (values.write) {
    const file = fileURLToPath(new URL('../src/search-board/weights.ts', import.meta.url));
    writeFileSync(file, rewritten(readFileSync(file, 'utf8'), fitted));
    console.log(`wrote ${file}`);
  }
}

main();
