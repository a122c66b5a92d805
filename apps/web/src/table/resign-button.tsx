import { useEffect, useRef, useState } from 'react';

/** How long "Resign?" waits for an answer before it goes back to a plain Resign button. */
export const RESIGN_ASK_MS = 5000;

/**
 * Resign, asked once more in the page itself: the button turns into "Resign? Yes / No" for a few
 * seconds. Focus goes to No, so a second Enter or a double tap on the same spot does not end the game
 * by accident; Escape, No or the time running out keep playing.
 */
export function ResignButton({ disabled, onResign }: { readonly disabled: boolean; readonly onResign: () => void }) {
  const [asking, setAsking] = useState(false);
  const no = useRef<HTMLButtonElement>(null);
  const resignButton = useRef<HTMLButtonElement>(null);
  const question = useRef<HTMLSpanElement>(null);
  // Whether focus was in the question when it went away, so it returns to Resign rather than being lost.
  const answered = useRef(false);

  useEffect(() => {
    if (!asking) return;
    no.current?.focus();
    const timer = setTimeout(() => {
      // Focus moved elsewhere meanwhile (the board) stays where the player put it.
      answered.current = question.current?.contains(document.activeElement) ?? false;
      setAsking(false);
    }, RESIGN_ASK_MS);
    return () => { clearTimeout(timer); };
  }, [asking]);

  useEffect(() => {
    if (asking || !answered.current) return;
    answered.current = false;
    resignButton.current?.focus();
  }, [asking]);

  function keepPlaying() {
    answered.current = true;
    setAsking(false);
  }

  if (asking && !disabled) {
    return (
      <span
        ref={question}
        className="resign-ask"
        role="group"
        aria-label="Resign?"
        onKeyDown={(event) => {
          if (event.key === 'Escape') keepPlaying();
        }}
      >
        <span aria-hidden="true">Resign?</span>
        <button
          type="button"
          className="danger"
          aria-label="Yes, resign"
          onClick={() => {
            setAsking(false);
            onResign();
          }}
        >
          Yes
        </button>
        <button type="button" ref={no} aria-label="No, keep playing" onClick={keepPlaying}>
          No
        </button>
      </span>
    );
  }
  return (
    <button type="button" ref={resignButton} disabled={disabled} onClick={() => { setAsking(true); }}>
      Resign
    </button>
  );
}
