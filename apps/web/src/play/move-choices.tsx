import type { MoveOption } from '@tabula/play';

interface MoveChoicesProps {
  /** The moves that share the clicked squares (a promotion's choices); nothing is shown without them. */
  readonly choices: readonly MoveOption[];
  readonly play: (text: string) => void;
}

/** A choice's words: a placement by the kind it puts down (its text may be a bare square), else its text. */
function choiceLabel(choice: MoveOption): string {
  const { drop, path } = choice.shape;
  return drop !== undefined && choice.shape.from === null ? `${drop} on ${path[0] ?? ''}` : choice.text;
}

/** The buttons a page offers when one click could mean several moves, local and online alike. */
export function MoveChoices({ choices, play }: MoveChoicesProps) {
  if (choices.length === 0) return null;
  return (
    <div className="choices" role="group" aria-label="Choose the move">
      {choices.map((choice) => (
        <button key={choice.text} type="button" title={choice.text} onClick={() => { play(choice.text); }}>
          {choiceLabel(choice)}
        </button>
      ))}
    </div>
  );
}
