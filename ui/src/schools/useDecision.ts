import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { ChikoroDataProvider } from '../api/dataProvider';
import { decisionError, errorStatus } from './decisionError';

/**
 * Sends ApproveSchool or RejectSchool and refreshes what is on screen. The command's position
 * travels on the refetch as X-Consistent-After, so the new status is already there.
 */
export function useDecision(fallbackMessage: string) {
  const dataProvider = useDataProvider<ChikoroDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const decide = async (type: 'ApproveSchool' | 'RejectSchool', body: Record<string, unknown>, done: string): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await dataProvider.command(type, body);
      notify(done, { type: 'success' });
      refresh();
      return true;
    } catch (failure) {
      setError(decisionError(failure, fallbackMessage));
      // Decided elsewhere meanwhile: show the current status behind the message.
      if (errorStatus(failure) === 409) refresh();
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { decide, busy, error, clearError: () => setError(null) };
}
