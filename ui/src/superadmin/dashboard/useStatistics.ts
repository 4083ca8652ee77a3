import { useCallback, useEffect, useState } from 'react';
import type { PlatformStatistics } from '@chikoro/contracts';
import { apiFetch } from '../../api/httpClient';

const POLL_MS = 30_000;

/** The figures from GET /api/statistics, read again every half minute and when the tab comes back. */
export function useStatistics() {
  const [data, setData] = useState<PlatformStatistics | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const { json } = await apiFetch('/api/statistics');
      setData(json as PlatformStatistics);
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The figures could not be loaded.');
    }
  }, []);

  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), POLL_MS);
    const onFocus = () => void load();
    window.addEventListener('focus', onFocus);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [load]);

  return { data, error, reload: load };
}
