import { useCallback, useEffect, useState } from 'react';
import type { Notifications } from '@chikoro/contracts';
import { apiFetch, sendCommand } from '../../api/httpClient';

const POLL_MS = 30_000;

/**
 * The bell's figures: new enrolment requests and enquiries since the superadmin last looked
 * (kept on the server per user), polled every half minute.
 */
export function useNotifications() {
  const [data, setData] = useState<Notifications | null>(null);

  const load = useCallback(async () => {
    try {
      const { json } = await apiFetch('/api/notifications');
      setData(json as Notifications);
    } catch {
      // The bell is a convenience: a failed poll leaves the last figures and tries again.
    }
  }, []);

  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), POLL_MS);
    return () => clearInterval(timer);
  }, [load]);

  /** Records on the server that everything up to the newest item shown has been seen. */
  const markSeen = useCallback(
    async (upTo: number) => {
      await sendCommand('MarkNotificationsSeen', { upTo });
      await load();
    },
    [load],
  );

  return { data, reload: load, markSeen };
}
