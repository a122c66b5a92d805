import { useState } from 'react';
import { timeControlName, timeControlProblem, type TimeControl } from '@tabula/play';
import { customFischer, TIME_CONTROL_PRESETS } from './time-controls.js';

/** The time control chosen, or why the player's own figures cannot be used. */
export type TimeControlChoice = { readonly ok: true; readonly control: TimeControl | null } | { readonly ok: false; readonly problem: string };

const UNTIMED = 'untimed';
const CUSTOM = 'custom';

/**
 * The online game's clock: untimed (the default), a common preset, or the player's own minutes and
 * increment. The server keeps the time; this only chooses it.
 */
export function TimeControlField({ onChange }: { readonly onChange: (choice: TimeControlChoice) => void }) {
  const [chosen, setChosen] = useState(UNTIMED);
  const [startMinutes, setStartMinutes] = useState('5');
  const [increment, setIncrement] = useState('3');

  function choose(id: string, customMinutes = startMinutes, customIncrement = increment) {
    setChosen(id);
    if (id === UNTIMED) onChange({ ok: true, control: null });
    else if (id === CUSTOM) onChange(custom(customMinutes, customIncrement));
    else onChange({ ok: true, control: TIME_CONTROL_PRESETS.find((preset) => preset.id === id)?.control ?? null });
  }

  return (
    <>
      <label>
        Time control
        <select value={chosen} onChange={(event) => { choose(event.target.value); }}>
          <option value={UNTIMED}>Untimed</option>
          {TIME_CONTROL_PRESETS.map((preset) => (
            <option key={preset.id} value={preset.id}>
              {preset.label}
            </option>
          ))}
          <option value={CUSTOM}>Your own (minutes + seconds a move)</option>
        </select>
      </label>
      {chosen === CUSTOM ? (
        <fieldset className="custom-clock">
          <legend>Your own time control</legend>
          <label>
            Minutes each
            <input type="number" inputMode="decimal" min="0.5" max="180" step="0.5" value={startMinutes} onChange={(event) => { setStartMinutes(event.target.value); choose(CUSTOM, event.target.value, increment); }} />
          </label>
          <label>
            Seconds added a move
            <input type="number" inputMode="numeric" min="0" max="60" step="1" value={increment} onChange={(event) => { setIncrement(event.target.value); choose(CUSTOM, startMinutes, event.target.value); }} />
          </label>
        </fieldset>
      ) : null}
    </>
  );
}

function custom(startMinutes: string, increment: string): TimeControlChoice {
  const start = Number(startMinutes);
  const added = Number(increment);
  if (startMinutes.trim() === '' || !Number.isFinite(start) || start <= 0) return { ok: false, problem: 'Give the minutes each player starts with (more than 0).' };
  if (increment.trim() === '' || !Number.isFinite(added) || added < 0) return { ok: false, problem: 'Give the seconds added after each move (0 or more).' };
  const control = customFischer(start, added);
  const problem = timeControlProblem(control);
  return problem === null ? { ok: true, control } : { ok: false, problem: `That time control (${timeControlName(control)}) cannot be used: ${problem}.` };
}
