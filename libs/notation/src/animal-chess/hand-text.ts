import { fail, ok, type Player, type Result } from '@tabula/engine-core';
import { HAND_KINDS, KIND_LETTER, kindOfLetter, type Hand, type HandKind } from '@tabula/engine-animal-chess';

const FIELD = 'field 3 (hands)';

/**
 * The hands field (docs/notation.md): `-` when both are empty, else player 0's pieces (upper case) then
 * player 1's (lower case), each kind once in the order `G C H`, a count before it only when above 1.
 */
export function formatHands(hands: readonly [Hand, Hand]): string {
  let text = '';
  for (const owner of [0, 1] as const) {
    for (const kind of HAND_KINDS) {
      const held = hands[owner][kind];
      if (held === 0) continue;
      const letter = owner === 0 ? KIND_LETTER[kind] : KIND_LETTER[kind].toLowerCase();
      text += held > 1 ? `${held}${letter}` : letter;
    }
  }
  return text === '' ? '-' : text;
}

/**
 * Parses the hands field leniently: kinds in any order, a kind may repeat (counts add up), and an
 * explicit count of 1 is accepted. Refused: a count of 0, a count without a piece, a lion (AC-6),
 * a promoted piece (AC-3) and unknown letters.
 */
export function parseHands(text: string): Result<[Hand, Hand]> {
  const counts: [Record<HandKind, number>, Record<HandKind, number>] = [
    { giraffe: 0, cat: 0, chick: 0 },
    { giraffe: 0, cat: 0, chick: 0 },
  ];
  if (text === '-') return ok(counts);
  let i = 0;
  while (i < text.length) {
    const at = `${FIELD}, character ${i + 1}`;
    let digits = '';
    while (i < text.length && /[0-9]/.test(text[i] as string)) digits += text[i++];
    if (digits.length > 2) return fail('parse', `count '${digits}' is too large (the set has 6 chicks)`, undefined, at);
    const count = digits === '' ? 1 : Number(digits);
    if (count === 0) return fail('parse', 'a count of 0: leave the kind out instead', undefined, at);
    const letter = text[i];
    if (letter === undefined) return fail('parse', `count '${digits}' is not followed by a piece letter`, undefined, at);
    const where = `${FIELD}, character ${i + 1}`;
    if (letter === '+') return fail('parse', 'pieces in hand are never promoted: a captured piece is un-promoted', 'AC-3', where);
    if (letter === '-') return fail('parse', "'-' stands alone for two empty hands", undefined, where);
    const kind = kindOfLetter(letter);
    if (kind === undefined) return fail('parse', `unknown piece letter '${letter}' (hands hold G, C, H / g, c, h)`, undefined, where);
    if (kind === 'lion') return fail('parse', 'a lion is never in a hand: capturing it ends the game', 'AC-6', where);
    const owner: Player = letter === letter.toUpperCase() ? 0 : 1;
    counts[owner][kind] += count;
    i++;
  }
  return ok(counts);
}
