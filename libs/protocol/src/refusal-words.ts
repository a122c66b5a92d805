import { BAD_ANSWER, UNREACHABLE } from './error-codes.js';

// A refusal said once for every front end, in words a player reads on a page or in a terminal. Where
// the sentence names the thing the player holds, it says `device` ("browser", "terminal"), never
// assuming which.

interface RefusalFacts {
  readonly code: string;
  readonly serverMessage: string;
  readonly rule?: string;
}

/** A refused call in a player's words; `device` is what the player's client is called ("browser"). */
export function refusalInWords({ code, serverMessage, rule }: RefusalFacts, device = 'device'): string {
  switch (code) {
    case UNREACHABLE:
      return `The server cannot be reached: this ${device} is offline or the server is down.`;
    case BAD_ANSWER:
      return `The server's answer could not be understood (${serverMessage}); the server and this ${device} may be different versions.`;
    case 'stale-version':
      return 'The game had moved on before your move arrived; the board now shows it as it stands.';
    case 'seat-taken':
      return 'That seat has already been taken by someone else. You can still watch the game.';
    case 'not-your-turn':
      return "It is not your turn: wait for your opponent's move.";
    case 'unknown-token':
      return `This ${device} holds a seat key the server does not know; you are watching instead.`;
    case 'unknown-game':
      return 'There is no such game on this server. Check the link, or find a game in the lobby.';
    case 'rate-limited':
      return 'Too many requests from here in a short time; wait a moment and try again.';
    default:
      return rule ? `Refused by rule ${rule}: ${serverMessage}` : `Refused: ${serverMessage}`;
  }
}

/** Why a live connection to game `id` ended, in a player's words (the server's code, if it gave one). */
export function liveRefusalInWords(id: string, code: string | undefined, device = 'device'): string {
  switch (code) {
    case 'unknown-game':
      return `There is no game ${id} on this server. Check the link, or find a game in the lobby.`;
    case 'unknown-token':
      return `The server does not know this ${device}’s seat key.`;
    default:
      return 'The server refused the live connection.';
  }
}
