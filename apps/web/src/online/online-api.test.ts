import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimSeat, OnlineProblem, submitMove, UNREACHABLE } from './online-api.js';

function answer(status: number, body: unknown): void {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })));
}

async function problemOf(promise: Promise<unknown>): Promise<OnlineProblem> {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  if (!(error instanceof OnlineProblem)) throw new Error('expected the call to be refused');
  return error;
}

afterEach(() => vi.unstubAllGlobals());

// The page shows these messages as they are: each must say what happened in a player's words.
describe("the server's refusals in words", () => {
  it('names the rule that refuses an illegal move', async () => {
    answer(422, { error: { code: 'illegal-move', message: 'a queen never moves', rule: 'SC-3' } });
    const problem = await problemOf(submitMove('g', 'token', 'd1d3', 4));
    expect(problem.message).toBe('Refused by rule SC-3: a queen never moves');
  });

  it('says the game moved on for a stale version, with the current version', async () => {
    answer(409, { error: { code: 'stale-version', message: 'version 3 is not 4', version: 4 } });
    const problem = await problemOf(submitMove('g', 'token', 'e2e4', 3));
    expect(problem.code).toBe('stale-version');
    expect(problem.version).toBe(4);
    expect(problem.message).toMatch(/moved on/);
  });

  it('says a seat is already taken', async () => {
    answer(409, { error: { code: 'seat-taken', message: 'seat 1 is taken' } });
    expect((await problemOf(claimSeat('g', 1))).message).toMatch(/already been taken/);
  });

  it('says the server cannot be reached when there is no answer at all', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const problem = await problemOf(submitMove('g', 'token', 'e2e4', 3));
    expect(problem.code).toBe(UNREACHABLE);
    expect(problem.message).toMatch(/offline or the server is down/);
  });
});
