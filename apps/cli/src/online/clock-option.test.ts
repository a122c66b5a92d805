import { describe, expect, it } from 'vitest';
import { registry } from '@tabula/games';
import { timeControlName, type TimeControl } from '@tabula/play';
import { runCaptured } from '../testing/run-captured.js';
import { parseClockOption } from './clock-option.js';

const control = (text: string): TimeControl => {
  const parsed = parseClockOption(text);
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.control;
};
const problem = (text: string): string => {
  const parsed = parseClockOption(text);
  if (parsed.ok) throw new Error(`'${text}' was taken as ${JSON.stringify(parsed.control)}`);
  return parsed.problem;
};

describe('--clock, as players write a time control', () => {
  it('reads Fischer controls: minutes + seconds, or the starting time in seconds or as a clock face', () => {
    expect(control('5+3')).toEqual({ kind: 'fischer', initialMs: 300_000, incrementMs: 3_000 });
    expect(control('1+0')).toEqual({ kind: 'fischer', initialMs: 60_000, incrementMs: 0 });
    expect(control('90s+2')).toEqual({ kind: 'fischer', initialMs: 90_000, incrementMs: 2_000 });
    expect(control('1:30+2')).toEqual({ kind: 'fischer', initialMs: 90_000, incrementMs: 2_000 });
    expect(control('1.5+0.5')).toEqual({ kind: 'fischer', initialMs: 90_000, incrementMs: 500 });
    expect(control('4.35s+0')).toEqual({ kind: 'fischer', initialMs: 4_350, incrementMs: 0 });
    expect(control(' 3S+1s ')).toEqual({ kind: 'fischer', initialMs: 3_000, incrementMs: 1_000 });
  });

  it('reads per-move controls: the allowance in seconds, then the reserve in minutes, or none', () => {
    expect(control('30s/move+2:00')).toEqual({ kind: 'per-move', moveMs: 30_000, reserveMs: 120_000 });
    expect(control('30/move+2')).toEqual({ kind: 'per-move', moveMs: 30_000, reserveMs: 120_000 });
    expect(control('1m/move+90s')).toEqual({ kind: 'per-move', moveMs: 60_000, reserveMs: 90_000 });
    expect(control('10s/move')).toEqual({ kind: 'per-move', moveMs: 10_000, reserveMs: 0 });
    expect(control('0s/move+5:00')).toEqual({ kind: 'per-move', moveMs: 0, reserveMs: 300_000 });
  });

  it('takes back every name a game gives its clock', () => {
    for (const named of [control('5+3'), control('90s+2'), control('1.2s+0'), control('30s/move+2:00'), control('3s/move+0:12'), control('1:00:00+30')]) {
      expect(control(timeControlName(named)), timeControlName(named)).toEqual(named);
    }
  });

  it('refuses what is no time control, saying the forms it takes', () => {
    const forms = 'MINUTES+SECONDS (5+3, or 90s+2 in seconds) or SECONDS/move+RESERVE (30s/move+2:00)';
    for (const text of ['5', '5-3', '5+', '+3', 'blitz', '5+3+1', '30s/turn+2:00', '1:75+0', '-5+3', '5h+0', '0.0001+0', '']) {
      expect(problem(text), text).toBe(`--clock takes ${forms}, got '${text}'`);
    }
  });

  it('refuses figures out of range in the option\'s own words', () => {
    expect(problem('0+3')).toBe('--clock 0+3: a Fischer clock needs some time to start with');
    expect(problem('0s/move+0')).toBe('--clock 0s/move+0: a per-move clock needs time for each move or a reserve');
    expect(problem('1500+0')).toBe('--clock 1500+0: a clock holds at most a day (24:00:00), not 25:00:00');
    expect(problem('5+100000s')).toBe('--clock 5+100000s: a clock holds at most a day (24:00:00), not 27:46:40');
  });
});

describe('tabula play --clock', () => {
  it('is refused, exit 2, before any server is asked: a malformed clock, or a game kept at this terminal', async () => {
    // Nothing listens on port 9: the refusal comes before the server would be asked.
    expect(await runCaptured(['play', 'jungle', '--server', 'http://127.0.0.1:9', '--clock', '5-3'], registry)).toEqual({
      code: 2,
      out: [],
      err: ["tabula: play: --clock takes MINUTES+SECONDS (5+3, or 90s+2 in seconds) or SECONDS/move+RESERVE (30s/move+2:00), got '5-3'"],
    });
    expect(await runCaptured(['play', 'jungle', '--server', 'http://127.0.0.1:9', '--clock', '2000+0'], registry)).toEqual({
      code: 2,
      out: [],
      err: ['tabula: play: --clock 2000+0: a clock holds at most a day (24:00:00), not 33:20:00'],
    });
    expect(await runCaptured(['play', 'jungle', '--clock', '5+3'], registry)).toEqual({
      code: 2,
      out: [],
      err: ['tabula: play: --clock times an online game (--server URL); a game kept at this terminal is untimed'],
    });
  });
});
