import { createInterface } from 'node:readline';
import { createBot, type Level } from '@tabula/ai';
import { createRng } from '@tabula/engine-core';
import type { CliCommand } from '../command.js';
import { UsageError } from '../command.js';
import { parseCommandArgs, parseCount } from '../args.js';
import { engineRefusal } from '../arena/contestants.js';
import { parseSeed, resolveGame } from '../game-input.js';
import { uciSession } from '../uci/uci-session.js';

const options = {
  level: { type: 'string' },
  seed: { type: 'string' },
} as const;

export const uciCommand: CliCommand = {
  name: 'uci',
  summary: 'serve one of our bots as a UCI engine on stdin and stdout, for GUIs and tabula arena',
  usage: 'tabula uci GAME [--level N] [--seed S]',
  help: `Speaks the UCI protocol on stdin and stdout as level N of GAME, for games with one start and
nothing hidden. It answers uci (id, uciok), isready (readyok), ucinewgame, position startpos
[moves …] and position fen TEXT [moves …] (the game's own position and move text, docs/notation.md:
for simple-chess the FEN fields and coordinate moves such as e2e4), go, and quit; the end of input
quits too. go nodes N and go movetime MS are the bot's budget; go wtime/btime [winc/binc]
[movestogo] caps the level's own budget at a share of the mover's clock; a go without them thinks as
the level does. Before bestmove an info line gives depth, score (cp), nodes and time. The search is
synchronous: stop is accepted but the answer comes when the budget is spent, and go infinite, ponder,
depth, mate and searchmoves are ignored with an info string. setoption is ignored with an info
string (the level and seed come from here); a refused position or move says why in an info string,
and the next go answers bestmove (none).

  --level N         the bot: level N of the game's ladder, 1 to 5 (default 5)
  --seed S          seed of the bot's random stream (default 1)`,
  options,
  async run(args, { registry, io, streams }) {
    const { values, positionals } = parseCommandArgs('uci', args, options);
    const entry = resolveGame(registry, positionals[0]);
    if (positionals.length > 1) throw new UsageError(`uci: unexpected argument '${positionals[1]}'`);
    const refusal = engineRefusal(entry);
    if (refusal) throw new UsageError(`uci: cannot serve ${entry.id}: ${refusal}`);
    const level = parseCount('--level', values.level ?? '5', 1, 5) as Level;
    const bot = createBot(`level${level}`, entry.game);
    if (!bot.ok) throw new UsageError(`uci: ${bot.error.message}`);
    if (!streams) throw new UsageError('uci: needs stdin and stdout');
    const answer = uciSession(entry, bot.value, level, createRng(parseSeed(values.seed)));
    const lines = createInterface({ input: streams.input, crlfDelay: Infinity });
    for await (const line of lines) {
      const reply = answer(line);
      for (const text of reply.lines) io.out(text);
      if (reply.quit) break;
    }
    lines.close();
    return 0;
  },
};
