import type { Bot, BotTurn } from '../bot.js';
import { isAnswer, prepareTurn } from '../bot.js';
import { captureValueOf, evaluateFor, sampleState, WIN } from '../search/sample.js';

/** How many determinizations greedy averages over in a hidden-information game. */
const SAMPLES = 6;

function scoreMoves(turn: BotTurn, sample: unknown, totals: Float64Array): void {
  const { game, seat, moves } = turn;
  moves.forEach((move, i) => {
    const played = game.play(sample, move);
    if (!played.ok) return; // cannot happen for a determinization; the move keeps its score
    const status = game.status(played.value);
    let value: number;
    if (status.kind === 'over') value = status.winner === seat ? WIN : status.winner === null ? 0 : -WIN;
    else value = evaluateFor(game, played.value, seat);
    totals[i] = (totals[i] as number) + value;
  });
}

/**
 * Level 2 everywhere, the seed 002 "greedy machine": plays the move whose result the game's `evaluate`
 * likes best one ply ahead; among equals it prefers capturing the strongest piece, then chance.
 * In a hidden-information game the one-ply values are averaged over a few determinizations.
 */
export const greedyBot: Bot = {
  name: 'greedy',
  think(request) {
    const turn = prepareTurn(request, {});
    if (isAnswer(turn)) return turn;
    const { game, view, moves, rng } = turn;
    const totals = new Float64Array(moves.length);
    const samples = game.hiddenInformation ? SAMPLES : 1;
    for (let s = 0; s < samples; s++) scoreMoves(turn, sampleState(game, view, rng), totals);
    let best: number[] = [];
    let bestValue = -Infinity;
    let bestCapture = -Infinity;
    moves.forEach((move, i) => {
      const value = totals[i] as number;
      const capture = value > bestValue ? captureValueOf(game, view, move) : value === bestValue ? captureValueOf(game, view, move) : 0;
      if (value > bestValue || (value === bestValue && capture > bestCapture)) {
        best = [i];
        bestValue = value;
        bestCapture = capture;
      } else if (value === bestValue && capture === bestCapture) best.push(i);
    });
    return { move: moves[rng.pick(best)], nodes: moves.length * samples, score: bestValue / samples };
  },
};
