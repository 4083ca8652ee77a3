import { useEffect, useState } from 'react';
import { apiFetch } from '../api/httpClient';
import { stillMoving } from './words';

const EVERY_MS = 2000;

/**
 * Reads a delivery answer and reads it again every 2 seconds while any of its messages may still
 * change (queued, sent) or while it is not there yet (the invitation is being written).
 */
export function useMessages<T extends { messages: { state: string }[] }>(
  url: string | null,
): { data: T | null; error: string | null } {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let missing = 0;
    const read = async () => {
      try {
        const { json } = await apiFetch(url);
        if (stopped) return;
        const answer = json as T;
        setData(answer);
        setError(null);
        if (
          answer.messages.length === 0 ||
          answer.messages.some((m) => stillMoving(m as { state: 'queued' }))
        )
          timer = setTimeout(() => void read(), EVERY_MS);
      } catch (failure) {
        if (stopped) return;
        const status = (failure as { status?: number }).status;
        missing += 1;
        if (status === 404 && missing < 30) timer = setTimeout(() => void read(), EVERY_MS);
        else setError((failure as Error).message);
      }
    };
    void read();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [url]);
  return { data, error };
}
