import { describe, expect, it } from 'vitest';
import { HeldGames } from './held-games.js';

// The cache of games in memory, alone: its tally of positions, its order of use, and its trim.

interface Game {
  readonly stored: { readonly id: string };
  readonly session: { plies: number };
  busy: boolean;
}

const game = (id: string, plies: number, busy = false): Game => ({ stored: { id }, session: { plies }, busy });
const ids = (held: HeldGames<Game>) => [...held.values()].map((each) => each.stored.id);

describe('the games memory holds (HeldGames)', () => {
  it('counts each game as its plies and its start, and counts again after a move or a takeback', () => {
    const held = new HeldGames<Game>({ games: 10, positions: 100 });
    const long = game('long', 40);
    held.hold(long);
    held.hold(game('new', 0));
    expect(held.positions).toBe(42);
    long.session.plies = 41;
    held.recount(long);
    expect(held.positions).toBe(43);
    long.session.plies = 39;
    held.recount(long);
    expect(held.positions).toBe(41);
    held.drop('long');
    expect(held.positions).toBe(1);
    expect(held.size).toBe(1);
  });

  it('holds a game reloaded under an id in place of the old copy, which no longer counts', () => {
    const held = new HeldGames<Game>({ games: 10, positions: 100 });
    const old = game('a', 30);
    held.hold(old);
    held.hold(game('a', 31));
    expect(held.positions).toBe(32);
    old.session.plies = 50;
    held.recount(old);
    expect(held.positions).toBe(32);
  });

  it('drops the least recently used idle games until both bounds hold, keeping games in use', () => {
    const held = new HeldGames<Game>({ games: 3, positions: 25 });
    for (const [id, plies] of [['a', 4], ['b', 9], ['c', 0], ['d', 9], ['e', 4]] as const) held.hold(game(id, plies, id === 'b'));
    held.touch('a');
    expect(ids(held)).toEqual(['b', 'c', 'd', 'e', 'a']);
    expect(held.over).toBe(true);
    held.trim((each) => each.busy);
    // b is in use and goes to the back; c and d are the oldest idle ones: then 3 games, 5 + 5 + 10 positions.
    expect(ids(held)).toEqual(['e', 'a', 'b']);
    expect(held.positions).toBe(20);
    expect(held.over).toBe(false);
  });

  it('drops games for positions alone: one long game pushes out many short ones', () => {
    const held = new HeldGames<Game>({ games: 1000, positions: 60 });
    for (let i = 0; i < 20; i++) held.hold(game(`short${i}`, 1));
    held.hold(game('long', 49));
    held.trim(() => false);
    expect(held.positions).toBeLessThanOrEqual(60);
    expect(ids(held)).toEqual(['short15', 'short16', 'short17', 'short18', 'short19', 'long']);
  });

  it('after a trim that found every game in use, asks for no other until one may be idle', () => {
    const held = new HeldGames<Game>({ games: 1, positions: 1000 });
    const a = game('a', 0, true);
    held.hold(a);
    held.hold(game('b', 0, true));
    held.trim((each) => each.busy);
    expect(held.size).toBe(2);
    expect(held.over).toBe(false);
    held.hold(game('c', 0));
    expect(held.over).toBe(true);
    held.trim((each) => each.busy);
    expect(ids(held)).toEqual(['a', 'b']);
    a.busy = false;
    held.mayBeIdle();
    expect(held.over).toBe(true);
    held.trim((each) => each.busy);
    expect(ids(held)).toEqual(['b']);
  });
});
