import { useOnlineStatus } from './use-online-status.js';

/** The text an online page shows while the browser is offline. */
export const OFFLINE_TEXT = 'You are offline. Online play needs a network connection; games on this device, against the computer or hot-seat, still work.';

/** Says plainly, while the browser is offline, that online play needs the connection; nothing while online. */
export function OfflineNotice() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <p className="banner offline-notice" role="status">
      {OFFLINE_TEXT}
    </p>
  );
}
