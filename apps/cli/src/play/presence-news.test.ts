import { describe, expect, it } from 'vitest';
import type { TablePresence } from '@tabula/play';
import { awayStatus, OPENING_MS, presenceNews, untilClaimable, type PresenceTold } from './presence-news.js';

const names = ['Blue', 'Red'] as const;
const NOW = 1_000_000;

/** Presence as the RemoteTable gives it: each seat there, or gone since a local moment. */
function presence(blueGone: number | null, redGone: number | null, { spectators = 0, claimAfterMs = 60_000 as number | null } = {}): TablePresence {
  const seat = (since: number | null) => ({ connected: since === null, awaySince: since });
  return { seats: [seat(blueGone), seat(redGone)], spectators, claimAfterMs };
}

/** The news of a run of presences at a keyboard with the seats `here`, the table's open seat none. */
function newsOf(run: readonly (TablePresence | null)[], here: readonly (0 | 1)[], openSeat: 0 | 1 | null = null): string[] {
  let told: PresenceTold = null;
  const lines: string[] = [];
  for (const heard of run) {
    const news = presenceNews(told, heard, openSeat, names, here, NOW);
    lines.push(...news.lines);
    told = news.told;
  }
  return lines;
}

describe('presenceNews: a player hears of the other player', () => {
  it('says nothing at the first word when the other player is there, nor before the server has said', () => {
    expect(newsOf([null, presence(null, null)], [0])).toEqual([]);
  });

  it('says when the other player leaves and when they come back, each once', () => {
    const here = presence(null, null);
    const gone = presence(null, NOW - 1_000);
    expect(newsOf([here, gone, gone, here, here], [0])).toEqual(['Red left the game.', 'Red is back.']);
  });

  it('says at the first word that the other player is not connected, once, then that they are back', () => {
    const gone = presence(null, NOW - OPENING_MS);
    expect(newsOf([gone, gone, presence(null, null), presence(null, NOW)], [0])).toEqual(['Red is not connected.', 'Red is back.', 'Red left the game.']);
  });

  it('keeps quiet at the first word about a player gone only a moment, who may still be opening the game (a rematch)', () => {
    expect(newsOf([presence(null, NOW - 1_000), presence(null, null), presence(null, NOW)], [0])).toEqual(['Red left the game.']);
    expect(newsOf([presence(null, NOW - 4_999)], [0])).toEqual([]);
  });

  it('never tells of its own seat, nor of a seat nobody has taken yet', () => {
    expect(newsOf([presence(NOW - 1_000, null), presence(null, null), presence(NOW, null)], [0])).toEqual([]);
    expect(newsOf([presence(null, NOW - 1_000), presence(null, NOW - 2_000)], [0], 1)).toEqual([]);
  });

  it('keeps quiet about a player who took the seat while it was open and has not opened the game yet: the join was the news', () => {
    let told: PresenceTold = presenceNews(null, presence(null, NOW - 1_000), 1, names, [0], NOW).told;
    const joined = presenceNews(told, presence(null, NOW - 1_000), null, names, [0], NOW);
    expect(joined.lines).toEqual([]);
    told = joined.told;
    const opened = presenceNews(told, presence(null, null), null, names, [0], NOW);
    expect(opened.lines).toEqual([]);
    expect(presenceNews(opened.told, presence(null, NOW), null, names, [0], NOW).lines).toEqual(['Red left the game.']);
  });

  it('says nothing when only the spectators change', () => {
    expect(newsOf([presence(null, null), presence(null, null, { spectators: 2 }), presence(null, null, { spectators: 1 })], [1])).toEqual([]);
  });
});

describe('presenceNews: a watcher hears of both seats', () => {
  it('tells both players leaving and coming back, and at the first word who is not connected', () => {
    expect(newsOf([presence(NOW - 30_000, null), presence(NOW - 30_000, NOW), presence(null, NOW), presence(null, null)], [])).toEqual([
      'Blue is not connected.',
      'Red left the game.',
      'Blue is back.',
      'Red is back.',
    ]);
  });
});

describe('awayStatus: the prompt while the other player is gone', () => {
  it('says nothing while they are there, or before the server has said', () => {
    expect(awayStatus(presence(null, null), 0, 'here', names, NOW)).toBeNull();
    expect(awayStatus(null, 0, null, names, NOW)).toBeNull();
    // Its own seat gone (another device of the same player) is not the other player.
    expect(awayStatus(presence(NOW - 5_000, null), 0, 'here', names, NOW)).toBeNull();
  });

  it('counts the time away and the wait until the win may be claimed, which add up to the grace', () => {
    expect(awayStatus(presence(null, NOW - 42_300), 0, 'left', names, NOW)).toBe('Red left the game — 0:42; you may claim the win in 0:18.');
    expect(awayStatus(presence(null, NOW - 59_001), 0, 'left', names, NOW)).toBe('Red left the game — 0:59; you may claim the win in 0:01.');
  });

  it('says to type claim once the grace is over', () => {
    expect(awayStatus(presence(null, NOW - 60_000), 0, 'left', names, NOW)).toBe('Red left the game — 1:00; type claim to win.');
    expect(awayStatus(presence(NOW - 63_000, null), 1, 'left', names, NOW)).toBe('Blue left the game — 1:03; type claim to win.');
  });

  it('names a player never seen at the game as not connected, and offers no claim where none exists (untimed)', () => {
    expect(awayStatus(presence(null, NOW - 5_000), 0, 'absent', names, NOW)).toBe('Red is not connected — 0:05; you may claim the win in 0:55.');
    expect(awayStatus(presence(null, NOW - 5_000), 0, null, names, NOW)).toBe('Red is not connected — 0:05; you may claim the win in 0:55.');
    expect(awayStatus(presence(null, NOW - 185_000, { claimAfterMs: null }), 0, 'left', names, NOW)).toBe('Red left the game — 3:05.');
  });
});

describe('untilClaimable: when the prompt is to be printed again', () => {
  it('is the wait until the claim opens, and nothing once it is open or where there is none', () => {
    expect(untilClaimable(presence(null, NOW - 42_000), 0, NOW)).toBe(18_000);
    expect(untilClaimable(presence(null, NOW - 60_000), 0, NOW)).toBeNull();
    expect(untilClaimable(presence(null, null), 0, NOW)).toBeNull();
    expect(untilClaimable(presence(null, NOW - 1_000, { claimAfterMs: null }), 0, NOW)).toBeNull();
    expect(untilClaimable(null, 0, NOW)).toBeNull();
  });
});
