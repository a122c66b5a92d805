import { useState } from 'react';
import type { Player } from '@tabula/engine-core';
import { routeHash } from '../routes.js';

function absolute(hash: string): string {
  return `${window.location.origin}${window.location.pathname}${hash}`;
}

function CopyableLink({ label, url }: { readonly label: string; readonly url: string }) {
  const [copied, setCopied] = useState(false);
  const id = `link-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <div className="copy-link">
      <label htmlFor={id}>{label}</label>
      <input id={id} readOnly value={url} onFocus={(event) => { event.target.select(); }} />
      <button
        type="button"
        onClick={() => {
          void navigator.clipboard?.writeText(url).then(
            () => { setCopied(true); },
            () => { setCopied(false); },
          );
        }}
      >
        {copied ? 'Copied' : `Copy ${label.toLowerCase()}`}
      </button>
    </div>
  );
}

/** The invite link for a free seat (while one is free) and the watch link for spectators. */
export function InviteLinks({ id, freeSeat, names }: { readonly id: string; readonly freeSeat: Player | null; readonly names: readonly [string, string] }) {
  return (
    <section className="invite" aria-label="Invite and watch links">
      {freeSeat !== null ? <CopyableLink label={`Invite link (plays ${names[freeSeat]})`} url={absolute(routeHash({ page: 'join', id, seat: freeSeat }))} /> : null}
      <CopyableLink label="Watch link" url={absolute(routeHash({ page: 'watch', id }))} />
    </section>
  );
}
