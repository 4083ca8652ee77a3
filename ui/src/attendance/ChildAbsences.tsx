import { useState } from 'react';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import { useDataProvider, useGetList, useNotify } from 'react-admin';
import { MAX_PAGE_SIZE, formatSchoolDay, schoolDate, type AbsenceReport } from '@chikoro/contracts';
import type { ChikoroDataProvider } from '../api/dataProvider';
import { decisionError } from '../shared/decisionError';
import { markedWords, withdrawnMessage } from './absences';
import { ReportAbsenceDialog } from './ReportAbsenceDialog';

/** Taking a report back, once the parent confirms: the school then expects the child that day. */
function WithdrawDialog({
  report,
  name,
  onClose,
  onWithdrawn,
}: {
  report: AbsenceReport;
  name: string;
  onClose(): void;
  onWithdrawn(): void;
}) {
  const dataProvider = useDataProvider<ChikoroDataProvider>();
  const notify = useNotify();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const withdraw = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await dataProvider.command('WithdrawAbsenceReport', {
        studentId: report.studentId,
        date: report.date,
      });
      notify(withdrawnMessage(name, report.date), { type: 'success' });
      onWithdrawn();
    } catch (refusal) {
      setFailure(
        decisionError(
          refusal,
          'The report was not withdrawn. Check your connection and try again.',
        ),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="withdraw-absence-title"
      aria-describedby="withdraw-absence-text"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="withdraw-absence-title">Withdraw this absence report?</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Box id="withdraw-absence-text" sx={{ display: 'grid', gap: 1, overflowWrap: 'anywhere' }}>
          <DialogContentText>
            <strong>
              {name}, {formatSchoolDay(report.date)}
            </strong>
            : {report.reason}
          </DialogContentText>
          <DialogContentText>The school will expect {name} that day.</DialogContentText>
        </Box>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void withdraw()} disabled={busy}>
          Withdraw
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * For the parent portal: "Report an absence" for one child, then the absences reported for them
 * from today on, each of which a parent may take back. The server answers a parent for their own
 * children only.
 */
export function ChildAbsences({
  studentId,
  name,
  heading = 'h4',
}: {
  studentId: string;
  name: string;
  heading?: 'h3' | 'h4';
}) {
  const today = schoolDate(new Date().toISOString());
  const {
    data = [],
    isPending,
    error,
    refetch,
  } = useGetList<AbsenceReport>('absence-reports', {
    filter: { studentId, from: today },
    pagination: { page: 1, perPage: MAX_PAGE_SIZE },
    sort: { field: 'date', order: 'ASC' },
  });
  const [reporting, setReporting] = useState(false);
  const [withdrawing, setWithdrawing] = useState<AbsenceReport | null>(null);
  const listId = `absences-${studentId}`;
  return (
    <Box data-testid="child-absences">
      <Button variant="outlined" startIcon={<EventBusyIcon />} onClick={() => setReporting(true)}>
        Report an absence
      </Button>
      <Typography variant="subtitle2" component={heading} id={listId} sx={{ mt: 2, mb: 0.5 }}>
        Reported absences
      </Typography>
      {isPending && <LinearProgress />}
      {error && (
        <Alert severity="error">
          The reported absences could not be loaded. Try again in a moment.
        </Alert>
      )}
      {!isPending && !error && data.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No absences reported
        </Typography>
      )}
      {data.length > 0 && (
        <Box component="ul" aria-labelledby={listId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data.map((r) => (
            <Box
              component="li"
              key={r.id}
              data-testid="absence-report"
              sx={{
                py: 1,
                borderTop: 1,
                borderColor: 'divider',
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                columnGap: 1,
              }}
            >
              <Box sx={{ flex: '1 1 180px', minWidth: 0, overflowWrap: 'anywhere' }}>
                <Typography variant="body2">
                  <strong>
                    {formatSchoolDay(r.date)}
                    {r.date === today ? ' (today)' : ''}
                  </strong>
                  : {r.reason}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  Reported by {r.parentName}
                  {r.marked ? ` · register: ${markedWords(r.marked)}` : ''}
                </Typography>
              </Box>
              <Button
                size="small"
                onClick={() => setWithdrawing(r)}
                aria-label={`Withdraw the absence on ${formatSchoolDay(r.date)}`}
              >
                Withdraw
              </Button>
            </Box>
          ))}
        </Box>
      )}
      {reporting && (
        <ReportAbsenceDialog
          studentId={studentId}
          name={name}
          onClose={() => setReporting(false)}
          onReported={() => {
            setReporting(false);
            void refetch();
          }}
        />
      )}
      {withdrawing && (
        <WithdrawDialog
          report={withdrawing}
          name={name}
          onClose={() => setWithdrawing(null)}
          onWithdrawn={() => {
            setWithdrawing(null);
            void refetch();
          }}
        />
      )}
    </Box>
  );
}
