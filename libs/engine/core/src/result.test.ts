import { describe, expect, it } from 'vitest';
import { fail, ok, ruleError, unwrap } from './result.js';
import { formatStatus, over, playing } from './status.js';

describe('Result and errors', () => {
  it('prefixes the rule id to the message once', () => {
    expect(ruleError('illegal-move', 'only the rat may enter water', 'JG-4').message).toBe('JG-4: only the rat may enter water');
    expect(ruleError('illegal-move', 'JG-4: only the rat may enter water', 'JG-4').message).toBe('JG-4: only the rat may enter water');
    expect(ruleError('parse', 'bad')).toEqual({ code: 'parse', message: 'bad' });
  });

  it('unwrap returns values and throws error messages', () => {
    expect(unwrap(ok(3))).toBe(3);
    expect(() => unwrap(fail('no-piece', 'no piece on a1'))).toThrow('no piece on a1');
  });

  it('formats statuses as the machine commands print them', () => {
    expect(formatStatus(playing(1))).toBe('status: playing');
    expect(formatStatus(over(0, 'den-entered'))).toBe('status: over winner=0 reason=den-entered');
    expect(formatStatus(over(null, 'mutual-destruction'))).toBe('status: over winner=none reason=mutual-destruction');
  });
});
