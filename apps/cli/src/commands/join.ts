import { parseCommandArgs } from '../args.js';
import type { CliCommand } from '../command.js';
import { UsageError } from '../command.js';
import { readInviteLink } from '../online/game-links.js';
import { joinOnlineGame } from '../online/play-online.js';
import { useColour } from '../terminal/colour-choice.js';

const options = {
  save: { type: 'string' },
} as const;

export const joinCommand: CliCommand = {
  name: 'join',
  options,
  summary: 'take the seat of an invite link and play the online game at the terminal',
  usage: 'tabula join INVITE_URL [--save FILE]',
  help: `Takes the seat an invite link offers — a link \`tabula play GAME --server URL\` printed, or the one
the web client shows (http://HOST/#/join/GAME_ID/SEAT) — and plays it at the same prompt as a local
game, the opponent's moves arriving as they are made. The seat's key stays in this process only:
it is never printed, put in a link or written to disk, so leaving gives the seat up for this terminal.

  --save FILE       write the game record to FILE when the game ends or you leave

A seat already taken, an unknown game or a server that cannot be reached prints one line and exits 1.`,
  async run(args, context) {
    const { values, positionals } = parseCommandArgs('join', args, options);
    if (positionals.length !== 1) throw new UsageError('join: give one invite link, e.g. tabula join http://127.0.0.1:3000/#/join/GAME_ID/1');
    const { root, id, seat } = readInviteLink(positionals[0] as string);
    const streams = context.streams ?? { input: process.stdin, output: process.stdout };
    return joinOnlineGame(root, id, seat, { streams, colour: useColour(streams.output, context.env ?? process.env) }, values.save);
  },
};
