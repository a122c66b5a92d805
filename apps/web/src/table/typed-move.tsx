import { useState } from 'react';

interface TypedMoveProps {
  /** Why the player may not move now, or null when they may. */
  readonly whyNot: () => string | null;
  readonly play: (text: string) => void;
  readonly showProblem: (message: string) => void;
}

/** A move typed in the notation (`e2e4`, `H*b3`), for a player who would rather type than click. */
export function TypedMove({ whyNot, play, showProblem }: TypedMoveProps) {
  const [typed, setTyped] = useState('');
  return (
    <form
      className="typed-move"
      onSubmit={(event) => {
        event.preventDefault();
        const refusal = whyNot();
        if (refusal) { showProblem(refusal); return; }
        if (typed.trim() === '') { showProblem('type a move, e.g. one from the list of legal moves'); return; }
        play(typed.trim());
        setTyped('');
      }}
    >
      <label htmlFor="typed-move">Type a move</label>
      <input id="typed-move" value={typed} autoComplete="off" spellCheck={false} onChange={(event) => { setTyped(event.target.value); }} />
      <button type="submit">Play</button>
    </form>
  );
}
