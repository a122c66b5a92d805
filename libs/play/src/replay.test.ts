import { describe, expect, it } from 'vitest';
import type { BoardPicture, Player } from '@tabula/engine-core';
import { createSession } from './create-session.js';
import type { GameSession } from './game-session.js';
import { openReplay, type Replay } from './replay.js';

function open(text: string): Replay {
  const opened = openReplay(text);
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value;
}

/** The letters of `seat`'s pieces whose rank a picture shows. */
function knownRanks(picture: BoardPicture, seat: Player): string[] {
  return picture.cells.flatMap((cell) => (cell.piece?.owner === seat && cell.piece.kind !== 'unknown' ? [cell.piece.letter] : []));
}

/**
 * A Stratego game of two people, played until Blue has learned a rank of Red's in an attack: each
 * side attacks when it can, else makes its first legal move.
 */
function strategoWithAReveal(): GameSession {
  const created = createSession({ game: 'stratego', seats: ['human', 'human'], seed: 7 });
  if (!created.ok) throw new Error(created.error.message);
  const session = created.value;
  session.randomSetup(0);
  session.randomSetup(1);
  for (let ply = 0; ply < 400 && session.toMove !== null; ply++) {
    if (knownRanks(session.snapshot(1).picture as BoardPicture, 0).length > 0) return session;
    const seat = session.toMove;
    const picture = session.snapshot(seat).picture as BoardPicture;
    const enemyAt = new Set(picture.cells.filter((cell) => cell.piece && cell.piece.owner !== seat).map((cell) => cell.square));
    const options = session.legalMoves(seat);
    const attack = options.find((option) => option.shape.path.some((square) => enemyAt.has(square)));
    const played = session.submit(seat, (attack ?? options[0])?.text as string);
    if (!played.ok) throw new Error(played.error.message);
  }
  throw new Error('no rank of Red was revealed');
}

describe('openReplay', () => {
  it("says each move with the round it was played in, as the record numbers it", () => {
    const created = createSession({ game: 'jungle', seats: ['human', 'human'], seed: 1 });
    if (!created.ok) throw new Error(created.error.message);
    const session = created.value;
    for (let ply = 0; ply < 3; ply++) session.submit(session.toMove as Player, session.legalMoves(session.toMove as Player)[0]?.text as string);
    const replay = open(session.record('all'));
    expect(replay.frame(0).moveRound).toBeNull();
    expect([1, 2, 3].map((ply) => replay.frame(ply).moveRound)).toEqual([1, 1, 2]);
    expect(replay.viewer).toBe('spectator');
  });

  it("ST-9: a player's copy replays as that player knew each position: no enemy rank before it was revealed", () => {
    const session = strategoWithAReveal();
    const text = session.record(1);
    // The copy names the revealed rank in Red's setup, so a replay could show it from the start.
    expect(/\[Setup0 "[^"]*[A-WYZ]/.test(text)).toBe(true);
    const replay = open(text);
    expect(replay.viewer).toBe(1);
    const start = replay.frame(0).picture;
    expect(knownRanks(start, 0)).toEqual([]);
    expect(knownRanks(start, 1)).toHaveLength(40);
    expect(replay.frame(0).position).not.toMatch(/[A-WYZ]/);
    expect(knownRanks(replay.frame(replay.moves.length).picture, 0).length).toBeGreaterThan(0);
  });

  it('ST-9: a full record replays as a spectator saw it: ranks of neither side until revealed', () => {
    const session = strategoWithAReveal();
    const replay = open(session.record('all'));
    expect(replay.viewer).toBe('spectator');
    const start = replay.frame(0).picture;
    expect([...knownRanks(start, 0), ...knownRanks(start, 1)]).toEqual([]);
    expect(knownRanks(replay.frame(replay.moves.length).picture, 0).length).toBeGreaterThan(0);
  });
});
