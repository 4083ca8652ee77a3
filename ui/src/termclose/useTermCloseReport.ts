import { useCallback, useEffect, useState } from 'react';
import type { TermCloseReport } from '@chikoro/contracts';
import { apiFetch } from '../api/httpClient';

/** GET /api/term-close/<termId>, read again on `reload` (after the term is closed or reopened). */
export function useTermCloseReport(termId: string) {
  const [report, setReport] = useState<TermCloseReport | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!termId) return;
    let live = true;
    setError(null);
    apiFetch(`/api/term-close/${encodeURIComponent(termId)}`)
      .then(({ json }) => {
        if (live) setReport(json as TermCloseReport);
      })
      .catch((e: unknown) => {
        if (live)
          setError(e instanceof Error ? e.message : 'The term could not be read. Try again.');
      });
    return () => {
      live = false;
    };
  }, [termId, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { report: report?.termId === termId ? report : undefined, error, reload };
}
