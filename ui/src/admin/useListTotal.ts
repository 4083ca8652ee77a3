import { useEffect, useState } from 'react';
import { apiFetch } from '../api/httpClient';

/**
 * How many rows a list resource holds, from its Content-Range total (one row fetched). Undefined
 * while loading; null when the list is not there for this user (a capability not yet built).
 */
export function useListTotal(apiPath: string): number | null | undefined {
  const [total, setTotal] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    apiFetch(`/api/${apiPath}?range=${encodeURIComponent('[0,0]')}`)
      .then(({ headers }) => {
        const match = /\/(\d+)$/.exec(headers.get('Content-Range') ?? '');
        setTotal(match ? Number(match[1]) : null);
      })
      .catch(() => setTotal(null));
  }, [apiPath]);
  return total;
}
