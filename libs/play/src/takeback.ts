import { opponent, type AnyGame, type Outcome, type Player } from '@tabula/engine-core';
import { outcomeWords } from './outcome-words.js';
import type { PlayError, PlayResult } from './play-error.js';
import type { Seat } from './seats.js';

/** The rule of play that says who may take a move back, and when (docs/rules.md). */
export const TAKEBACK_RULE = 'G-4';

/** A takeback that G-4 allows: what would go, and whose consent it needs first. */
export interface Takeback {
  /** The seat asking: its last move goes, and every move after it. */
  readonly seat: Player;
  /** The texts of the moves that would go, oldest first. */
  readonly moves: readonly string[];
  /** The seat whose player must accept first (a person), or null: against a bot it happens at once. */
  readonly consentOf: Player | null;
}

/** One move played, with the full states around it (never shown to anyone: only compared). */
export interface TakebackPly {
  readonly seat: Player;
  readonly text: string;
  readonly before: unknown;
  readonly after: unknown;
}

/** What the policy looks at: the game, its seats, whether it is over, and the moves played. */
export interface TakebackFacts {
  readonly game: AnyGame;
  readonly seats: readonly [Seat, Seat];
  /** False while the armies are still being set up (ST-1). */
  readonly started: boolean;
  readonly outcome: Outcome | null;
  readonly plies: readonly TakebackPly[];
}

function refusal(code: PlayError['code'], message: string, rule?: string): { readonly ok: false; readonly error: PlayError } {
  return { ok: false, error: { code, message: rule ? `${rule}: ${message}` : message, ...(rule ? { rule } : {}) } };
}

/**
 * How many of a state's pieces nobody but their owner may know (ST-9), as a spectator's view shows
 * them. A piece leaves that count only by having its rank revealed: in an attack, or by a scout's run.
 */
function hiddenPieces(game: AnyGame, state: unknown): number {
  return game.picture(game.view(state, 'spectator')).cells.filter((cell) => cell.piece?.kind === 'unknown').length;
}

/** Whether a move of a hidden-information game revealed a rank (ST-9): an attack, a scout's run. */
export function revealedRank(game: AnyGame, before: unknown, after: unknown): boolean {
  return game.hiddenInformation && hiddenPieces(game, after) < hiddenPieces(game, before);
}

/**
 * G-4, for every front end: may `seat` take its last move back now, and does it need the other
 * player's consent? Refused, with the rule and a sentence, after the end (a finished game is never
 * reopened) and, against a bot in a hidden-information game, when a move that would go revealed a rank.
 * Between two people it is allowed, and needs the other seat's consent ({@link Takeback.consentOf}).
 */
export function takebackPolicy(facts: TakebackFacts, seat: Player): PlayResult<Takeback> {
  const { game, seats } = facts;
  if (seat !== 0 && seat !== 1) return refusal('bad-option', `there is no seat ${String(seat)}; seats are 0 and 1`);
  const name = game.playerNames[seat];
  if (seats[seat].kind === 'bot') return refusal('bot-seat', `${name} is played by a bot, which takes nothing back`);
  // The ending in the game's own words: a reason id (`resigned`) is no sentence for a player.
  if (facts.outcome) return refusal('game-over', `the game is over (${outcomeWords(facts.outcome.reason, game)}); a finished game is never reopened`, TAKEBACK_RULE);
  let index = -1;
  for (let i = facts.plies.length - 1; i >= 0 && index < 0; i--) if (facts.plies[i]?.seat === seat) index = i;
  if (!facts.started || index < 0) return refusal('nothing-to-undo', `${name} has no move to take back`);
  const going = facts.plies.slice(index);
  const other = opponent(seat);
  if (seats[other].kind === 'bot') {
    const revealing = going.find((ply) => revealedRank(game, ply.before, ply.after));
    if (revealing) {
      return refusal(
        'takeback-refused',
        `${game.playerNames[revealing.seat]}'s ${revealing.text} revealed a rank; against a bot, a move that revealed a rank cannot be taken back`,
        TAKEBACK_RULE,
      );
    }
  }
  return { ok: true, value: { seat, moves: going.map((ply) => ply.text), consentOf: seats[other].kind === 'human' ? other : null } };
}

/** The question a takeback between people puts to the other player: `Blue asks to take back e7e6. Red, accept?` */
export function takebackQuestion(names: readonly [string, string], takeback: Takeback): string {
  const moves = takeback.moves.length === 1 ? takeback.moves[0] : `${takeback.moves.slice(0, -1).join(', ')} and ${takeback.moves.at(-1) ?? ''}`;
  const asked = takeback.consentOf ?? opponent(takeback.seat);
  return `${names[takeback.seat]} asks to take back ${moves ?? ''}. ${names[asked]}, accept?`;
}
