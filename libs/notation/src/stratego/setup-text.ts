import { fail, type Player, type Result } from '@tabula/engine-core';
import { kindOfLetter, validateSetup, type StrategoSetup } from '@tabula/engine-stratego';

const RANK_LENGTH = 10;

/**
 * Parses a setup (docs/notation.md): 40 piece letters in either case, as the owner sees the army from
 * their seat — front rank first, each from the owner's left — optionally with `/` between the four
 * ranks. The army is then checked (ST-1), so a parsed setup is always a valid one.
 */
export function parseSetup(text: string, player: Player): Result<StrategoSetup> {
  if (typeof text !== 'string') return fail('parse', 'a setup is text');
  const trimmed = text.trim();
  const ranks = trimmed.split('/');
  if (ranks.length !== 1 && ranks.length !== 4) {
    return fail('parse', `a setup is 40 letters, or four ranks of 10 separated by '/'; found ${ranks.length} parts`, undefined, 'setup');
  }
  if (ranks.length === 4) {
    const wrong = ranks.findIndex((rank) => rank.length !== RANK_LENGTH);
    if (wrong >= 0) {
      const found = (ranks[wrong] as string).length;
      return fail('parse', `rank ${wrong + 1} of the setup has ${found} letters, expected ${RANK_LENGTH}`, undefined, `rank ${wrong + 1}`);
    }
  }
  const letters = ranks.join('');
  for (let i = 0; i < letters.length; i++) {
    const letter = letters[i] as string;
    if (!/^[a-zA-Z]$/.test(letter) || !kindOfLetter(letter)) {
      return fail('parse', `'${letter}' is not a Stratego piece letter (MGOJPLTNSYBF)`, undefined, `letter ${i + 1}`);
    }
  }
  if (letters.length !== 40) return fail('parse', `a setup has 40 letters, found ${letters.length}`, undefined, 'setup');
  return validateSetup(player, letters.toUpperCase());
}

/** The canonical setup text: upper case, the four ranks front first, separated by `/`. */
export function formatSetup(setup: StrategoSetup, _player: Player): string {
  const upper = setup.toUpperCase();
  return [0, 1, 2, 3].map((rank) => upper.slice(rank * RANK_LENGTH, (rank + 1) * RANK_LENGTH)).join('/');
}
