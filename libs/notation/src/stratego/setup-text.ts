import { fail, ok, type Player, type Result } from '@tabula/engine-core';
import { kindOfLetter, validateSetup, type StrategoSetup } from '@tabula/engine-stratego';

const RANK_LENGTH = 10;
const SETUP_LENGTH = 40;

/**
 * Reads the form of a setup text (docs/notation.md): 40 letters, or four ranks of 10 separated by `/`,
 * with surrounding white space ignored; each letter must pass `isLetter` (`alphabet` names the
 * letters it takes, for the error). Returns the 40 letters as written, front rank first.
 */
export function readSetupLetters(text: string, isLetter: (letter: string) => boolean, alphabet: string): Result<string> {
  if (typeof text !== 'string') return fail('parse', 'a setup is text');
  const ranks = text.trim().split('/');
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
    if (!/^[a-zA-Z]$/.test(letter) || !isLetter(letter)) {
      return fail('parse', `'${letter}' is not a Stratego piece letter (${alphabet})`, undefined, `letter ${i + 1}`);
    }
  }
  if (letters.length !== SETUP_LENGTH) return fail('parse', `a setup has ${SETUP_LENGTH} letters, found ${letters.length}`, undefined, 'setup');
  return ok(letters);
}

/**
 * Parses a setup (docs/notation.md): 40 piece letters in either case, as the owner sees the army from
 * their seat — front rank first, each from the owner's left — optionally with `/` between the four
 * ranks. The army is then checked (ST-1), so a parsed setup is always a valid one.
 */
export function parseSetup(text: string, player: Player): Result<StrategoSetup> {
  const letters = readSetupLetters(text, (letter) => kindOfLetter(letter) !== undefined, 'MGOJPLTNSYBF');
  if (!letters.ok) return letters;
  return validateSetup(player, letters.value.toUpperCase());
}

/** Writes 40 setup letters as the canonical four ranks, front first, separated by `/`. */
export function formatSetupLetters(letters: string): string {
  return [0, 1, 2, 3].map((rank) => letters.slice(rank * RANK_LENGTH, (rank + 1) * RANK_LENGTH)).join('/');
}

/** The canonical setup text: upper case, the four ranks front first, separated by `/`. */
export function formatSetup(setup: StrategoSetup, _player: Player): string {
  return formatSetupLetters(setup.toUpperCase());
}
