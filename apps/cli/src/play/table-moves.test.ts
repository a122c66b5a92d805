import { registry } from '@tabula/games';
import { createSession } from '@tabula/play';
import { describe, expect, it } from 'vitest';
import { enterAtTable } from './table-moves.js';

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

  it('CK-3: a selected piece offers its first landings; a chain so far offers the next, drawn as it would stand', () => {
    const selected = enterAtTable(checkers.value, snapshot, 'c3');
    expect(selected.ok && selected.value).toMatchObject({ option: null, next: ['b4', 'e5'] });
    const chain = enterAtTable(checkers.value, snapshot, 'c3e5');
    expect(chain.ok && chain.value.option?.text).toBe('c3e5');
    expect(chain.ok && chain.value.next).toEqual(['g7']);
    const landed = chain.ok ? chain.value.snapshot.picture?.cells.find((cell) => cell.square === 'e5') : undefined;
    expect(landed?.piece?.owner).toBe(0);
    expect(chain.ok && chain.value.snapshot.picture?.cells.find((cell) => cell.square === 'd4')?.piece).toBeNull();
  });

  it('refuses a piece with no move, a move no rule allows, and a turn that is not the viewer\'s', () => {
    const stuck = enterAtTable(checkers.value, snapshot, 'h8');
    expect(!stuck.ok && stuck.error.message).toBe('the piece on h8 has no move');
    const illegal = enterAtTable(checkers.value, snapshot, 'a1a2');
    expect(illegal.ok).toBe(false);
    const session = createSession({ game: 'checkers61b', seats: ['human', 'human'], position: '7p/8/5p2/8/3p4/2P5/8/8 f 1' });
    if (!session.ok) throw new Error(session.error.message);
    const notMine = enterAtTable(checkers.value, session.value.snapshot(1), 'c3');
    expect(!notMine.ok && notMine.error.code).toBe('not-your-turn');
  });
});
