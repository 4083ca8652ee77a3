import { useCallback, useEffect, useState } from 'react';
import type { ReportCardReadiness } from '@chikoro/contracts';
import { apiFetch } from '../api/httpClient';
import { decisionError } from '../shared/decisionError';

/**
 * What the class's cards for the term would still show empty, and each student's head comment
 * (GET /api/report-card-readiness), read while `enabled`; `reload` reads it again after a write.
 */
export function useReadiness(
  classId: string | undefined,
  termId: string | undefined,
  enabled: boolean,
) {
  const [data, setData] = useState<ReportCardReadiness | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const reload = useCallback(async () => {
    if (!classId || !termId) return;
    setLoading(true);
    setFailure(null);
    try {
      const { json } = await apiFetch(
        `/api/report-card-readiness?${new URLSearchParams({ classId, termId })}`,
      );
      setData(json as ReportCardReadiness);
    } catch (error) {
      setData(null);
      setFailure(decisionError(error, 'What is still empty could not be read. Try again.'));
    } finally {
      setLoading(false);
    }
  }, [classId, termId]);
  useEffect(() => {
    if (enabled) void reload();
    else setData(null);
  }, [enabled, reload]);
  return { data, failure, loading, reload };
}
