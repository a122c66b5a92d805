import { unwrap, type AnyGame, type AnyNotation } from '@tabula/engine-core';
import { startFromSetups, stratego, type StrategoMove, type StrategoState } from '@tabula/engine-stratego';
import { describe, expect, it } from 'vitest';
import { formatRecord, parseRecord, type RecordGame } from '../record/index.js';
import { strategoNotation } from './index.js';

const ENTRY: RecordGame = { game: stratego as AnyGame, notation: strategoNotation as AnyNotation };
const SETUPS = ['TJNPSSBBPSTJOLGMYLOJNSBPPLLSBSSSNTTNNBFB', 'SPBBSSPNJTJOLYMGLOJTSBSLLPPBSNBFBNNTTNSS'] as const;
const TAGS = [
  ['Player0', 'Ann'],
  ['Player1', 'Bo'],
] as const;

const MOVETEXT = `1. f4f6 f7f6 2. i4i5 a7a6 3. f3f4 i7i6 4. f2f3 i6i5 5. e4e5 a6a5 6. a4a5 e7e6
7. e5e6 j7j6 8. a3a4 i8i7 9. e3e4 a8a7 10. j4j5 j6j5 11. f1f2 j8i8 12. e4e5 a9a8
13. e5e6 b7b6 14. e6e7 e8e7 15. a2a3 j9j8 16. a4a5 f8f7 17. a5a6 a7a6 18. b4b5
b6b5`;

/**
 * A short game from the reference setups (engine README) with eight attacks and a scout’s run
 * (ST-4, 1. f4f6), which blue then resigned: once over, the record is public (ST-9).
 */
const FULL = `[Game "stratego"]
[Setup0 "TJNPSSBBPS/TJOLGMYLOJ/NSBPPLLSBS/SSNTTNNBFB"]
[Setup1 "SPBBSSPNJT/JOLYMGLOJT/SBSLLPPBSN/BFBNNTTNSS"]
[Result "1-0"]
[Reason "resigned"]
[Player0 "Ann"]
[Player1 "Bo"]

${MOVETEXT} 1-0
`;

/**
 * Red's copy of the same game before the resignation: blue's letters only where red has seen them —
 * the scout on f7 that took red's scout in move 1 (both left the board), the pieces that attacked or
 * were attacked since — and `x` for the rest (ST-9).
 */
const RED = `[Game "stratego"]
[Setup0 "TJNPSSBBPS/TJOLGMYLOJ/NSBPPLLSBS/SSNTTNNBFB"]
[Setup1 "SPxxSSxxJT/JxxxMxxxxx/xxxxxxxxxx/xxxxxxxxxx"]
[Result "*"]
[Player0 "Ann"]
[Player1 "Bo"]

${MOVETEXT} *
`;

/** A spectator's copy: only the letters both players have seen, of both armies. */
const SPECTATOR = `[Game "stratego"]
[Setup0 "TJXXSSXXPS/XXXXXMXXXJ/XXXXXXXXXX/XXXXXXXXXX"]
[Setup1 "SPxxSSxxJT/JxxxMxxxxx/xxxxxxxxxx/xxxxxxxxxx"]
[Result "*"]
[Player0 "Ann"]
[Player1 "Bo"]

${MOVETEXT} *
`;

/** The golden game's moves and its state before the resignation. */
function goldenGame(): { moves: StrategoMove[]; final: StrategoState } {
  const parsed = unwrap(parseRecord(ENTRY, FULL));
  return { moves: parsed.moves as StrategoMove[], final: parsed.states[parsed.states.length - 1] as StrategoState };
}

describe('Stratego records', () => {
  it('write the full record, and each viewer’s copy while the game runs, byte for byte', () => {
    const { moves } = goldenGame();
    expect(formatRecord(ENTRY, { setups: SETUPS, moves, tags: TAGS, outcome: { winner: 0, reason: 'resigned' } }, 'all')).toBe(FULL);
    expect(formatRecord(ENTRY, { setups: SETUPS, moves, tags: TAGS }, 0)).toBe(RED);
    expect(formatRecord(ENTRY, { setups: SETUPS, moves, tags: TAGS }, 'spectator')).toBe(SPECTATOR);
    // Once blue has resigned the game is over, and every viewer gets the full record (ST-9).
    for (const viewer of [0, 1, 'spectator'] as const) {
      expect(formatRecord(ENTRY, { setups: SETUPS, moves, tags: TAGS, outcome: { winner: 0, reason: 'resigned' } }, viewer)).toBe(FULL);
    }
  });

  it('read a viewer’s copy back to exactly that viewer’s view of the game', () => {
    const { final } = goldenGame();
    const red = unwrap(parseRecord(ENTRY, RED));
    expect(red.setups).toEqual([SETUPS[0], null]);
    expect(red.states[red.states.length - 1]).toEqual(stratego.view(final, 0));
    const spectator = unwrap(parseRecord(ENTRY, SPECTATOR));
    expect(spectator.setups).toEqual([null, null]);
    expect(spectator.states[spectator.states.length - 1]).toEqual(stratego.view(final, 'spectator'));
  });

  it('read the full record back to the game from both setups', () => {
    const parsed = unwrap(parseRecord(ENTRY, FULL));
    expect(parsed.setups).toEqual(SETUPS);
    expect(parsed.start).toEqual(unwrap(startFromSetups(SETUPS[0], SETUPS[1])));
    expect(parsed).toMatchObject({ result: '1-0', outcome: { winner: 0, reason: 'resigned' } });
  });

  it('refuse an attack whose outcome the copy hides (ST-9)', () => {
    // Hide the blue scout on f7 that attacks in move 2: its attack can no longer be resolved.
    const hidden = RED.replace('[Setup1 "SPxxSSxxJT', '[Setup1 "SPxxSxxxJT');
    const parsed = parseRecord(ENTRY, hidden);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error).toMatchObject({ code: 'illegal-move', rule: 'ST-9', where: 'move 2' });
    expect(parsed.error.message.startsWith('move 2 (1... f7f6): ST-9: ')).toBe(true);
  });

  it('refuse a scout that attacks from afar by its move number (ST-4)', () => {
    const parsed = parseRecord(ENTRY, FULL.replace(/\n\n[\s\S]*$/, '\n\n1. a4a7 *\n'));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error).toMatchObject({ code: 'illegal-move', rule: 'ST-4', where: 'move 1' });
    expect(parsed.error.message).toBe('move 1 (1. a4a7): ST-4: a scout attacks only an adjacent square');
  });
});
