import type { MoveOption } from '@tabula/play';

interface MoveChoicesProps {
  /** The moves that share the clicked squares (a promotion's choices); nothing is shown without them. */
  readonly choices: readonly MoveOption[];
  readonly play: (text: string) => void;
}

/** The buttons a page offers when one click could mean several moves, local and online alike. */
export function MoveChoices({ choices, play }: MoveChoicesProps) {
  if (choices.length === 0) return null;
  return (
    <div className="choices" role="group" aria-label="Choose the move">
      {choices.map((choice) => (
        <button key={choice.text} type="button" onClick={() => { play(choice.text); }}>
          {choice.text}
        </button>
      ))}
    </div>
  );
}
