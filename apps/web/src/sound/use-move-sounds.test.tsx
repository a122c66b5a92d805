// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession, type GameSession, type Snapshot } from '@tabula/play';
import { useMoveSounds } from './use-move-sounds.js';

const heard = vi.hoisted(() => [] as string[]);
vi.mock('./table-sounds.js', () => ({ playMoveSound: () => heard.push('move'), playCaptureSound: () => heard.push('capture') }));

function simpleChess(position?: string): GameSession {
  const created = createSession({ game: 'simple-chess', seats: ['human', 'human'], seed: 1, ...(position ? { position } : {}) });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

function listen(session: GameSession) {
  return renderHook(({ snapshot }: { snapshot: Snapshot }) => { useMoveSounds(snapshot); }, { initialProps: { snapshot: session.snapshot(0) } });
}

beforeEach(() => { heard.length = 0; });
afterEach(cleanup);

describe('the sounds of moves', () => {
  it('a new move knocks; the moves made before the page opened are not heard', () => {
    const session = simpleChess();
    session.submit(0, 'e2e4');
    const page = listen(session);
    expect(heard).toEqual([]);
    session.submit(1, 'd7d5');
    page.rerender({ snapshot: session.snapshot(0) });
    expect(heard).toEqual(['move']);
    page.rerender({ snapshot: session.snapshot(0) });
    expect(heard).toEqual(['move']);
  });

  it('a move that takes a piece sounds as a capture, from its facts', () => {
    const session = simpleChess();
    session.submit(0, 'e2e4');
    session.submit(1, 'd7d5');
    const page = listen(session);
    session.submit(0, 'e4d5');
    page.rerender({ snapshot: session.snapshot(0) });
    expect(heard).toEqual(['capture']);
  });

  it('a takeback is not heard', () => {
    const session = simpleChess();
    session.submit(0, 'e2e4');
    const page = listen(session);
    session.undo(0, { consented: true });
    page.rerender({ snapshot: session.snapshot(0) });
    expect(heard).toEqual([]);
  });
});
