import { parseCommandArgs } from '../args.js';
import type { CliCommand } from '../command.js';
import { UsageError } from '../command.js';
import { readWatchLink } from '../online/game-links.js';
import { watchOnlineGame } from '../online/play-online.js';
import { useColour } from '../terminal/colour-choice.js';

export const watchCommand: CliCommand = {
  name: 'watch',
  summary: 'follow an online game live as a spectator',
  usage: 'tabula watch WATCH_URL',
  help: `Follows the game of a watch link — one \`tabula play GAME --server URL\` printed, or the one the web
client shows (http://HOST/#/watch/GAME_ID) — as a spectator: the board and the last move in words
after each change, as any spectator may see them (Stratego's hidden ranks stay hidden), until you
press q or Ctrl-C. A game that ends while you watch stays on screen for a rematch, and one the players
agree to is followed (a game already over when opened is shown and left). A dropped connection shows
"reconnecting…" and catches up.
An unknown game or a server that cannot be reached prints one line and exits 1.`,
  async run(args, context) {
    const { positionals } = parseCommandArgs('watch', args, {});
    if (positionals.length !== 1) throw new UsageError('watch: give one watch link, e.g. tabula watch http://127.0.0.1:3000/#/watch/GAME_ID');
    const { root, id } = readWatchLink(positionals[0] as string);
    const streams = context.streams ?? { input: process.stdin, output: process.stdout };
    return watchOnlineGame(root, id, { streams, colour: useColour(streams.output, context.env ?? process.env) });
  },
};
