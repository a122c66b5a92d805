import { unwrap, type Notation } from '@tabula/engine-core';
import { expect } from 'vitest';

/** A game's position text, both ways. */
export type PositionText<S> = Pick<Notation<S, unknown, unknown>, 'formatPosition' | 'parsePosition'>;

/**
 * Tests-only (`*.fixture.ts` stays out of the build): expects `state`'s position text to parse back to
 * an equal state that prints the same text, the property every game's position text keeps.
 */
export function expectPositionRoundTrip<S>(text: PositionText<S>, state: S): void {
  const printed = text.formatPosition(state);
  const parsed = unwrap(text.parsePosition(printed));
  expect(parsed).toEqual(state);
  expect(text.formatPosition(parsed)).toBe(printed);
}
