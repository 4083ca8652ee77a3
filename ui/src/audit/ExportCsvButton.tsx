import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useListContext, useNotify } from 'react-admin';
import { apiBlob } from '../api/httpClient';

/** Downloads GET /api/events.csv with the list's current filters and sort (the same rules as the list). */
export function ExportCsvButton() {
  const { filterValues, sort } = useListContext();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const query = new URLSearchParams({
        filter: JSON.stringify(filterValues ?? {}),
        sort: JSON.stringify([sort.field, sort.order]),
      });
      const blob = await apiBlob(`/api/events.csv?${query}`);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `chikoro-audit-log-${new Date().toISOString().slice(0, 10)}.csv`;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : 'The export failed.', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      label="Export CSV"
      onClick={() => void download()}
      disabled={busy}
      startIcon={<DownloadIcon />}
    />
  );
}
