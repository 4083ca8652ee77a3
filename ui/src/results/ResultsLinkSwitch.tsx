import { useEffect, useState } from 'react';
import { FormControlLabel, Switch } from '@mui/material';
import { useDataProvider, useNotify, usePermissions } from 'react-admin';
import type { ChikoroDataProvider } from '../api/dataProvider';
import { apiFetch } from '../api/httpClient';
import { decisionError } from '../shared/decisionError';

const RESULTS_LINK_LABEL = 'Text each parent a link to their child’s new card';

/**
 * The school's choice (the admin's only) whether each active parent is sent a results link by SMS
 * when a card is issued: read from GET /api/results-settings, changed by ChangeResultsLinkSetting.
 */
export function ResultsLinkSwitch() {
  const { permissions } = usePermissions<string>();
  const dataProvider = useDataProvider<ChikoroDataProvider>();
  const notify = useNotify();
  const [sending, setSending] = useState<boolean | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const admin = permissions === 'ADMIN';

  useEffect(() => {
    if (!admin) return;
    let live = true;
    apiFetch('/api/results-settings')
      .then(({ json }) => {
        if (live) setSending((json as { sendOnPublication: boolean }).sendOnPublication);
      })
      .catch(() => live && setSending(undefined));
    return () => {
      live = false;
    };
  }, [admin]);

  if (!admin || sending === undefined) return null;

  async function change(sendOnPublication: boolean) {
    setBusy(true);
    try {
      await dataProvider.command('ChangeResultsLinkSetting', { sendOnPublication });
      setSending(sendOnPublication);
      notify(
        sendOnPublication
          ? 'Parents will be sent a results link when cards are published'
          : 'No results links will be sent',
        { type: 'success' },
      );
    } catch (error) {
      notify(decisionError(error, 'The choice could not be saved. Try again.'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormControlLabel
      // On a phone the label wraps under the toolbar's buttons instead of widening the page.
      sx={{
        mx: 0,
        minWidth: 0,
        maxWidth: '100%',
        '& .MuiFormControlLabel-label': { whiteSpace: 'normal' },
      }}
      control={
        <Switch
          checked={sending}
          disabled={busy}
          onChange={(event) => void change(event.target.checked)}
        />
      }
      label={RESULTS_LINK_LABEL}
    />
  );
}
