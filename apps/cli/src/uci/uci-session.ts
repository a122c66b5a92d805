import { levelsOf, type Bot, type BotBudget, type Level } from '@tabula/ai';
import type { Rng } from '@tabula/engine-core';
import type { GameEntry } from '@tabula/games';
import { readGo } from './go-budget.js';

/** What one input line makes the engine say, and whether it ends the session. */
export interface SessionReply {
  readonly lines: readonly string[];
  readonly quit: boolean;
}

/** A position the GUI set, or why the last `position` was refused. */
type Current = { readonly ok: true; readonly state: unknown } | { readonly ok: false; readonly why: string };

/** The budget a level's own bot thinks with, if it thinks with one. */
function budgetOfLevel(entry: GameEntry, level: Level): BotBudget | undefined {
  const spec = levelsOf(entry.game)[level - 1];
  return spec && 'budget' in spec ? spec.budget : undefined;
}

/**
 * One UCI conversation: our bot for one game, answering the GUI line by line. Pure apart from the
 * bot's thinking, so it is tested without a process; `tabula uci` feeds it stdin. Positions and moves
 * are the game's own text (docs/notation.md), read by its notation: `position startpos moves e2e4`, or
 * `position fen TEXT` with the game's position text (for simple-chess, the FEN fields).
 */
export function uciSession(entry: GameEntry, bot: Bot, level: Level, rng: Rng): (line: string) => SessionReply {
  const { game, notation } = entry;
  const levelBudget = budgetOfLevel(entry, level);
  let current: Current = { ok: true, state: game.start() };
  const say = (...lines: string[]): SessionReply => ({ lines, quit: false });
  const info = (text: string) => `info string ${text}`;

  const position = (words: readonly string[]): Current => {
    const movesAt = words.indexOf('moves');
    const head = movesAt < 0 ? words : words.slice(0, movesAt);
    let state: unknown;
    if (head[0] === 'startpos' && head.length === 1) state = game.start();
    else if (head[0] === 'fen' && head.length > 1) {
      const parsed = notation.parsePosition(head.slice(1).join(' '));
      if (!parsed.ok) return { ok: false, why: `position: ${parsed.error.message}` };
      state = parsed.value;
    } else return { ok: false, why: "position: write 'position startpos [moves …]' or 'position fen TEXT [moves …]'" };
    for (const text of movesAt < 0 ? [] : words.slice(movesAt + 1)) {
      const move = notation.parseMove(state, text);
      if (!move.ok) return { ok: false, why: `move ${text}: ${move.error.message}` };
      const next = game.play(state, move.value);
      if (!next.ok) return { ok: false, why: `move ${text}: ${next.error.message}` };
      state = next.value;
    }
    return { ok: true, state };
  };

  const go = (words: readonly string[]): SessionReply => {
    if (!current.ok) return say(info(`no position to search (${current.why})`), 'bestmove (none)');
    const state = current.state;
    const status = game.status(state);
    if (status.kind === 'over') return say(info(`the game is over (${status.reason})`), 'bestmove (none)');
    const request = readGo(words, status.toMove, levelBudget);
    const lines = request.ignored.length > 0 ? [info(`ignored: ${request.ignored.join(' ')} (tabula uci searches by nodes, movetime or the clock)`)] : [];
    const started = Date.now();
    const answer = bot.think({ game, view: game.view(state, status.toMove), rng, ...(request.budget ? { budget: request.budget } : {}) });
    const facts = [
      answer.depth === undefined ? '' : ` depth ${answer.depth}`,
      answer.score === undefined ? '' : ` score cp ${Math.round(answer.score)}`,
      ` nodes ${answer.nodes} time ${Date.now() - started}`,
    ];
    lines.push(`info${facts.join('')}`, `bestmove ${notation.formatMove(state, answer.move)}`);
    return { lines, quit: false };
  };

  return (line) => {
    const [command = '', ...words] = line.trim().split(/\s+/);
    switch (command) {
      case '':
        return say();
      case 'uci':
        return say(`id name Tabula level${level} (${game.id})`, 'id author the Tabula authors', 'uciok');
      case 'isready':
        return say('readyok');
      case 'ucinewgame':
        current = { ok: true, state: game.start() };
        return say();
      case 'position':
        current = position(words);
        return current.ok ? say() : say(info(`refused: ${current.why}`));
      case 'go':
        return go(words);
      case 'setoption':
        return say(info(`no options: ignored '${line.trim()}' (tabula uci takes its level and seed from its command line)`));
      case 'stop':
      case 'ponderhit':
      case 'debug':
        // Every search has already answered (it is synchronous): there is nothing to stop.
        return say();
      case 'quit':
        return { lines: [], quit: true };
      default:
        return say(info(`unknown command '${command}'`));
    }
  };
}
