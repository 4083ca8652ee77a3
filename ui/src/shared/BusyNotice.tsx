import { useEffect, useState, useSyncExternalStore } from 'react';
import { busyMessage, busyNow, subscribeBusy } from '../api/busy';

/**
 * The notice shown on every page while the server turns readers away: what is happening and when
 * the page tries again by itself (it counts down). Plain markup: the public pages carry no UI kit.
 */
export function BusyNotice() {
  const busy = useSyncExternalStore(subscribeBusy, busyNow);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!busy) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [busy]);
  if (!busy) return null;
  const seconds = Math.max(1, Math.ceil((busy.retryAt - now) / 1000));
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="busy-notice"
      style={{
        position: 'fixed',
        left: 16,
        right: 16,
        bottom: 24,
        margin: '0 auto',
        width: 'fit-content',
        maxWidth: 560,
        zIndex: 2000,
        boxSizing: 'border-box',
        padding: '12px 20px',
        borderRadius: 8,
        textAlign: 'center',
        background: '#1f2937',
        color: '#fff',
        font: '500 15px/1.4 system-ui, sans-serif',
        boxShadow: '0 4px 16px rgba(0,0,0,.3)',
      }}
    >
      {busyMessage(seconds)}
    </div>
  );
}
