import { describe, expect, it } from 'vitest';
import { createBot } from '@tabula/ai';
import { createRng } from '@tabula/engine-core';
import { testRegistry } from '../testing/run-captured.js';
import { readGo } from './go-budget.js';
import { uciSession } from './uci-session.js';

const entry = (() => {
  const found = testRegistry.get('tic-tac-toe');
  if (!found.ok) throw new Error('no tic-tac-toe');
  return found.value;
})();

function session(level: 1 | 5 = 5) {
  const bot = createBot(`level${level}`, entry.game);
  if (!bot.ok) throw new Error(bot.error.message);
  const answer = uciSession(entry, bot.value, level, createRng(1));
  return (line: string) => answer(line).lines;
}

describe('a UCI session of tabula uci', () => {
  it('finds the winning square from a position given as moves or as the game’s position text', () => {
    const say = session();
    say('position startpos moves a1 a2 b1 b2');
    expect(say('go nodes 2000').at(-1)).toBe('bestmove c1');
    say('position fen 3/OO1/XX1 x 3');
    expect(say('go movetime 500').at(-1)).toBe('bestmove c1');
  });

  it('answers bestmove (none) when the game is over, saying so', () => {
    const say = session();
    say('position startpos moves a1 a2 b1 b2 c1');
    expect(say('go')).toEqual([expect.stringMatching(/^info string the game is over \(/), 'bestmove (none)']);
  });

  it('ignores setoption, unknown commands and unsupported go words with an info string each', () => {
    const say = session(1);
    expect(say('setoption name Hash value 16')).toEqual(["info string no options: ignored 'setoption name Hash value 16' (tabula uci takes its level and seed from its command line)"]);
    expect(say('frobnicate')).toEqual(["info string unknown command 'frobnicate'"]);
    expect(say('go depth 3 infinite')[0]).toBe('info string ignored: depth 3 infinite (tabula uci searches by nodes, movetime or the clock)');
    expect(say('stop')).toEqual([]);
  });
});

describe('go arguments as our budget', () => {
  const level = { nodes: 64_000 };
  it.each([
    [['nodes', '3000'], { nodes: 3000 }],
    [['movetime', '200'], { ms: 200 }],
    [['nodes', '3000', 'movetime', '200'], { nodes: 3000, ms: 200 }],
    [[], level],
    // 30 s on the mover's (white's) clock over 30 moves, plus three quarters of a 2 s increment.
    [['wtime', '30000', 'btime', '1000', 'winc', '2000'], { nodes: 64_000, ms: 2500 }],
    [['wtime', '100', 'btime', '100', 'movestogo', '1'], { nodes: 64_000, ms: 50 }],
  ])('go %j searches with %j', (words, budget) => {
    expect(readGo(words, 0, level)).toEqual({ budget, ignored: [] });
  });

  it('reads the clock of the side to move', () => {
    expect(readGo(['wtime', '30000', 'btime', '3000'], 1, undefined).budget).toEqual({ ms: 100 });
  });
});
