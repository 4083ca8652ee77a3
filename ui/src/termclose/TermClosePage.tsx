import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Box, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Title, useGetList } from 'react-admin';
import { formatDateTime } from '../shared/dates';
import { NextTermOpening } from './NextTermOpening';
import { OpenItems } from './OpenItems';
import { TermCloseActions } from './TermCloseActions';
import { useTermCloseReport } from './useTermCloseReport';

interface Term {
  id: string;
  name: string;
  academicYearName: string;
  /** The term holding today, else the latest started (as the terms list answers it). */
  current: boolean;
}

/**
 * The admin's end of a term: choose the term (the page opens on the current one), see what is
 * still open (each item a link to where it is put right), close it (marks and registers locked) or
 * reopen it with a reason.
 */
export function TermClosePage() {
  const [params, setParams] = useSearchParams();
  const terms = useGetList<Term>('terms', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'startDate', order: 'DESC' },
  });
  const termId = params.get('termId') ?? '';
  const currentId = terms.data?.find((t) => t.current)?.id;
  // The page opens on the current term; a term chosen (or given in the address) stays.
  useEffect(() => {
    if (!params.get('termId') && currentId) setParams({ termId: currentId }, { replace: true });
  }, [params, currentId, setParams]);
  const { report, error, reload } = useTermCloseReport(termId);

  return (
    <Box sx={{ p: 2, minWidth: 0 }}>
      <Title title="Term close" />
      <Typography variant="h5" component="h2" gutterBottom>
        Term close
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        What is still open in a term before you close it. Closing a term locks its marks and its
        registers; you can reopen it with a reason, which the audit log keeps.
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2 }}
        alignItems={{ sm: 'center' }}
      >
        <TextField
          select
          label="Term"
          value={terms.data ? termId : ''}
          onChange={(e) => setParams({ termId: e.target.value }, { replace: true })}
          sx={{ minWidth: 220, width: { sm: 280 } }}
        >
          {(terms.data ?? []).map((t) => (
            <MenuItem key={t.id} value={t.id}>{`${t.name} ${t.academicYearName}`}</MenuItem>
          ))}
        </TextField>
        {report && (
          <>
            <Chip
              color={report.status === 'Closed' ? 'warning' : 'success'}
              label={
                report.status === 'Closed'
                  ? `Closed since ${formatDateTime(report.closedAt)}`
                  : 'Open'
              }
            />
            <TermCloseActions report={report} onChanged={reload} />
          </>
        )}
      </Stack>
      {!termId && <Alert severity="info">Choose a term.</Alert>}
      {error && <Alert severity="error">{error}</Alert>}
      {report?.status === 'Open' && report.reopenReason && (
        <Alert severity="info" sx={{ mb: 2 }}>{`Reopened: ${report.reopenReason}`}</Alert>
      )}
      {report && <NextTermOpening report={report} onChanged={reload} />}
      {report && <OpenItems report={report} />}
    </Box>
  );
}
