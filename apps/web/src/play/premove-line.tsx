import type { Premoves } from './use-premove.js';

/**
 * The premove in words under the board, with its Cancel button. The line is a polite live region that
 * stays on the page while premoves may be made, so a screen reader hears each premove queued, replaced,
 * cancelled or dropped; it is empty (and takes no room) when there is nothing to say.
 */
export function PremoveLine({ premove }: { readonly premove: Premoves }) {
  if (!premove.open && !premove.line) return null;
  return (
    <div className="premove">
      <p role="status" aria-live="polite" className="premove-line">
        {premove.line}
      </p>
      {premove.held ? (
        <button type="button" onClick={premove.cancel}>
          Cancel premove
        </button>
      ) : null}
    </div>
  );
}
