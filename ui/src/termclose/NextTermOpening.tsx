import { useEffect, useState } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useNotify } from 'react-admin';
import type { TermCloseReport } from '@chikoro/contracts';
import { sendCommand } from '../api/httpClient';
import { formatDate } from '../shared/dates';

/** The day the next term opens, which the term's report cards print: set or changed by the admin. */
export function NextTermOpening({
  report,
  onChanged,
}: {
  report: TermCloseReport;
  onChanged(): void;
}) {
  const notify = useNotify();
  const [day, setDay] = useState(report.nextTermOpens ?? '');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => setDay(report.nextTermOpens ?? ''), [report.nextTermOpens]);

  const save = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await sendCommand('SetNextTermOpening', { termId: report.termId, opensOn: day });
      notify(`The next term opens on ${formatDate(day)}`, { type: 'success' });
      onChanged();
    } catch (e) {
      setFailure(e instanceof Error ? e.message : 'The day could not be saved. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
        <TextField
          type="date"
          label="Next term opens"
          value={day}
          onChange={(e) => setDay(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          helperText="Printed on the term’s report cards"
        />
        <Button
          variant="outlined"
          onClick={() => void save()}
          disabled={busy || !day || day === report.nextTermOpens}
        >
          {busy ? 'Please wait...' : 'Save date'}
        </Button>
      </Stack>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
    </Stack>
  );
}
