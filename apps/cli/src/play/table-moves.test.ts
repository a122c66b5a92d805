import { registry } from '@tabula/games';
import { createSession } from '@tabula/play';
import { describe, expect, it } from 'vitest';
import { enterAtTable, whyNoMoveFrom } from './table-moves.js';

// A move entered one landing at a time, worked out from a seat's snapshot alone (what a remote table has).

function snapshotOf(game: string, position: string) {
  const created = createSession({ game, seats: ['human', 'human'], position });
  if (!created.ok) throw new Error(created.error.message);
  return created.value.snapshot(0);
}

const checkers = registry.get('checkers61b');
if (!checkers.ok) throw new Error('no checkers61b');

describe('enterAtTable', () => {
  // Fire's pawn on c3 can take d4 and land on e5, then take f6 and land on g7 (CK-3).
  const snapshot = snapshotOf('checkers61b', '7p/8/5p2/8/3p4/2P5/8/8 f 1');

  it('CK-3: a chain so far offers the next landings, drawn as it would stand', () => {
    const chain = enterAtTable(checkers.value, snapshot, 'c3e5');
    expect(chain.ok && chain.value.option.text).toBe('c3e5');
    expect(chain.ok && chain.value.next).toEqual(['g7']);
    const landed = chain.ok ? chain.value.snapshot.picture?.cells.find((cell) => cell.square === 'e5') : undefined;
    expect(landed?.piece?.owner).toBe(0);
    expect(chain.ok && chain.value.snapshot.picture?.cells.find((cell) => cell.square === 'd4')?.piece).toBeNull();
  });

  it("refuses a move no rule allows, and a turn that is not the viewer's", () => {
    const illegal = enterAtTable(checkers.value, snapshot, 'a1a2');
    expect(illegal.ok).toBe(false);
    const session = createSession({ game: 'checkers61b', seats: ['human', 'human'], position: '7p/8/5p2/8/3p4/2P5/8/8 f 1' });
    if (!session.ok) throw new Error(session.error.message);
    const notMine = enterAtTable(checkers.value, session.value.snapshot(1), 'c3e5');
    expect(!notMine.ok && notMine.error.code).toBe('not-your-turn');
  });

  it('says what is on a square no move starts from, as the viewer sees it: a den, no such square', () => {
    const jungle = snapshotOf('jungle', 'l5t/1d3c1/r1p1w1e/7/7/7/E1W1P1R/1C3D1/T5L b 1');
    expect(whyNoMoveFrom(jungle, 'd9')).toBe('the den on d9 is no piece');
    expect(whyNoMoveFrom(jungle, 'z9')).toBe('there is no square z9 on this board');
  });

  it('ST-9: an enemy piece is named by its owner only, never by a rank its viewer cannot see', () => {
    const created = createSession({ game: 'stratego', seats: ['human', 'human'], seed: 1 });
    if (!created.ok) throw new Error(created.error.message);
    created.value.randomSetup(0);
    created.value.randomSetup(1);
    const view = created.value.snapshot(0);
    const enemy = view.picture?.cells.find((cell) => cell.piece !== null && cell.piece.owner === 1);
    if (!enemy) throw new Error('no enemy piece');
    expect(whyNoMoveFrom(view, enemy.square)).toBe(`the piece on ${enemy.square} is ${view.seats[1].name}'s`);
  });
});
