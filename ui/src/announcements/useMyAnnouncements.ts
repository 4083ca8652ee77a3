import { useCallback, useEffect, useState } from 'react';
import type { Announcement } from '@chikoro/contracts';
import { apiFetch, sendCommand } from '../api/httpClient';

const query = (filter: Record<string, unknown>) =>
  `/api/announcements?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent('["postedAt","DESC"]')}&range=${encodeURIComponent('[0,49]')}`;

/** The announcements that reached the signed-in person (the server keeps to them), and reading one. */
export function useMyAnnouncements(filter: Record<string, unknown> = {}) {
  const [items, setItems] = useState<Announcement[] | null>(null);
  const [failed, setFailed] = useState(false);
  const key = JSON.stringify(filter);
  const load = useCallback(async () => {
    try {
      const { json } = await apiFetch(query(JSON.parse(key) as Record<string, unknown>));
      setItems(json as Announcement[]);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [key]);
  useEffect(() => void load(), [load]);

  /** Opening one marks it read, once: the server keeps one receipt per person. */
  const markRead = useCallback(async (item: Announcement) => {
    if (item.read !== false) return;
    setItems((all) => all?.map((a) => (a.id === item.id ? { ...a, read: true } : a)) ?? null);
    await sendCommand('MarkAnnouncementRead', { announcementId: item.id }).catch(() => {});
  }, []);

  return { items, failed, reload: load, markRead };
}
