/**
 * What a player typed at the prompt of `tabula play`: a command word, or anything else, which is
 * taken as a move (or a square, to select a piece or put one there) and goes to the game's notation parser.
 */
export type PromptInput =
  | { readonly kind: 'moves'; readonly square?: string }
  | { readonly kind: 'undo' | 'hint' | 'resign' | 'help' | 'quit' | 'end' | 'board' | 'new' }
  | { readonly kind: 'draw' | 'accept' | 'decline' | 'abort' | 'rematch' | 'claim' }
  | { readonly kind: 'save'; readonly file: string }
  | { readonly kind: 'move'; readonly text: string };

/** The Jungle seed's way to give up: the impossible move "Z0 Z0". */
const GIVE_UP = /^z0[\s-]*z0$/i;

/** A square as every game names one: a file letter and a rank number (`c3`, `j10`). */
const SQUARE = /^[a-z]\d{1,2}$/i;

export function readPromptInput(line: string): PromptInput | { readonly kind: 'bad'; readonly message: string } {
  const text = line.trim();
  const [word = '', ...rest] = text.split(/\s+/);
  const command = word.toLowerCase();
  if (text === '' || command === 'end') return { kind: 'end' };
  if (GIVE_UP.test(text)) return { kind: 'resign' };
  switch (command) {
    case 'moves':
      if (rest.length > 1) return { kind: 'bad', message: 'moves takes at most one square, e.g. `moves c3`' };
      if (rest[0] === undefined) return { kind: 'moves' };
      if (!SQUARE.test(rest[0])) return { kind: 'bad', message: `${rest[0]} is not a square: a square is a file letter and a rank number, such as \`moves c3\`` };
      return { kind: 'moves', square: rest[0].toLowerCase() };
    case 'save':
      if (rest.length === 0) return { kind: 'bad', message: 'save needs a file name, e.g. `save game.txt`' };
      return { kind: 'save', file: rest.join(' ') };
    case 'undo':
    case 'hint':
    case 'resign':
    case 'draw':
    case 'accept':
    case 'decline':
    case 'abort':
    case 'rematch':
    case 'claim':
    case 'help':
    case 'quit':
    case 'board':
      if (rest.length > 0) return { kind: 'bad', message: `${command} takes no arguments` };
      return { kind: command };
    case 'exit':
    case 'q':
      if (rest.length > 0) return { kind: 'bad', message: `${command} takes no arguments` };
      return { kind: 'quit' };
    case 'n':
    case 'new':
      if (rest.length > 0) return { kind: 'bad', message: `${command} takes no arguments` };
      return { kind: 'new' };
    case '?':
      return { kind: 'help' };
    default:
      return { kind: 'move', text };
  }
}

/** The prompt's help, shown by `help`. */
export const PROMPT_HELP = [
  'At the prompt:',
  '  a move        in any form the notation takes: e2e4, E2-E4, a7 b8, H*c4 (a drop), c3e5g7 (a chain)',
  '  a square      selects a piece and marks where it may go; then type where it goes (e.g. c3, then e5);',
  '                where none of your pieces can move from, puts a piece on it (d1 in a placement game),',
  '                or asks which one when several may go there (drops: H*c3 or G*c3)',
  '  end / Enter   ends a capture chain entered one landing at a time (Checkers61b)',
  '  moves         lists every legal move;  moves c3  the moves of the piece on c3, or those placing on c3',
  '  hint          what a level-3 bot would play here',
  '  undo          takes back your last move and the bot\'s reply (not after a reveal: G-4); in hot-seat',
  '                asks the other player to accept taking back the last move; mid-chain, cancels the chain',
  '  save FILE     writes the game record to FILE',
  '  board         draws the board again',
  '  resign        gives up (Jungle players may also type Z0 Z0)',
  '  draw          offers the other player a draw (bots take none); your own move leaves it standing;',
  '                when they have offered one, accepts it (accept does too)',
  '  decline       declines the other player\'s draw offer (so does your move)',
  '  abort         ends the game with no result, while a side has yet to make its first move',
  '  claim         online, in a timed game whose other player has been gone long enough: claims the win',
  '  rematch       once an online game is over, asks to play it again with the seats swapped',
  '  n / new       leaves this game (saved to --save) and starts a new one of the same game and mode',
  '  help          this text;  q / quit  stops the game (Ctrl-C too, at any moment), saving it to --save',
];
