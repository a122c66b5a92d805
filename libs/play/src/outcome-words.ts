import { opponent, type AnyGame, type Outcome, type OutcomeReason } from '@tabula/engine-core';

/**
 * The reasons a session ends a game for that are no rule's (docs/rules.md: a player gave up, or a
 * policy stopped the game, G-3), worded once here for every game; the rules' own reasons are each
 * game's to word (Game.outcomeWords).
 */
const SESSION_WORDS: Readonly<Record<OutcomeReason, string>> = {
  resigned: 'a player resigned',
  // GameSession.adjudicate's default: a ply cap or an abandoned game (G-3).
  adjudicated: 'the game was stopped',
  // What the terminal's console game adjudicates when a bot cannot move.
  'bot-failed': 'a computer player could not move',
  // A clock kept by whoever hosts the game (a server) ran out.
  timeout: 'the other player ran out of time',
  agreement: 'the players agreed to a draw',
  aborted: 'the game was aborted before both sides had moved',
  // A server's claim: the other player left a timed game and did not come back in time.
  abandoned: 'the other player left the game',
};

/**
 * Why a game ended, in words (`a piece entered the den`): the game's own words for its rules'
 * reasons, these for the session's. The game is always asked, never another one: two games may give
 * one reason different meanings (`all-captured`). A reason nobody words (a game still being written;
 * the conformance kit fails it) is read out of its id: `four-in-a-row` → `four in a row`.
 */
export function outcomeWords(reason: OutcomeReason, game: AnyGame): string {
  return game.outcomeWords?.[reason] ?? SESSION_WORDS[reason] ?? reason.replace(/[-_]+/g, ' ').trim();
}

/**
 * An outcome as one sentence with the seats' names: `Blue wins: a piece entered the den.`,
 * `Red resigned: Blue wins.`, `Draw: no piece is left on the board.` — what every front end shows.
 */
export function outcomeSentence(outcome: Outcome, names: readonly [string, string], game: AnyGame): string {
  const { winner, reason } = outcome;
  // Neither a win nor a draw: an aborted game has no result at all.
  if (reason === 'aborted') return 'Aborted before both sides had moved: no result.';
  if (winner === null) return `Draw: ${outcomeWords(reason, game)}.`;
  if (reason === 'resigned') return `${names[opponent(winner)]} resigned: ${names[winner]} wins.`;
  if (reason === 'timeout') return `${names[opponent(winner)]} ran out of time: ${names[winner]} wins.`;
  if (reason === 'abandoned') return `${names[opponent(winner)]} left the game: ${names[winner]} wins.`;
  return `${names[winner]} wins: ${outcomeWords(reason, game)}.`;
}
