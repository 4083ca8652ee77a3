import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import { useBasename, useGetList, useRefresh } from 'react-admin';
import {
  MAX_PAGE_SIZE,
  formatSchoolDay,
  type AbsenceReport,
  type AttendanceEntry,
  type ClassRegister,
} from '@chikoro/contracts';
import { formatDateTime } from '../shared/dates';
import { reportedLine, reportsByStudent } from './absences';
import { CorrectMarkDialog } from './CorrectMarkDialog';
import { statusLabel } from './marks';

const chipColour = { PRESENT: 'success', ABSENT: 'error', LATE: 'warning' } as const;

function EntryLine({
  entry,
  report,
  onCorrect,
}: {
  entry: AttendanceEntry;
  report?: AbsenceReport;
  onCorrect(): void;
}) {
  return (
    <Box
      component="li"
      sx={{
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
      }}
      data-testid="register-entry"
    >
      <Box sx={{ flex: '1 1 160px', minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography>{entry.studentName}</Typography>
        {report && (
          <Typography variant="body2" color="text.secondary" data-testid="reported-absence">
            {reportedLine(report)}
          </Typography>
        )}
      </Box>
      <Chip
        size="small"
        color={chipColour[entry.status]}
        label={`${statusLabel[entry.status]}${entry.minutesLate ? ` (${entry.minutesLate} min)` : ''}`}
      />
      {entry.reason && (
        <Typography variant="body2" color="text.secondary">
          {entry.reason}
        </Typography>
      )}
      <Button size="small" onClick={onCorrect} aria-label={`Correct ${entry.studentName}`}>
        Correct
      </Button>
      {entry.history.length > 0 && (
        <Box component="ul" sx={{ width: '100%', m: 0, pl: 2 }}>
          {entry.history.map((h) => (
            <Typography component="li" variant="body2" color="text.secondary" key={h.at}>
              {h.before ? statusLabel[h.before.status] : 'Not on the register'} →{' '}
              {statusLabel[h.after.status]} by {h.byName ?? 'someone'}, {formatDateTime(h.at)}
              {h.reason ? ` (reason: ${h.reason})` : ''}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** Reports of students with no mark on the register: all of them while it is not taken. */
function FamilyReports({ reports }: { reports: readonly AbsenceReport[] }) {
  return (
    <>
      <Typography variant="subtitle2" component="h3" id="register-reports" sx={{ mt: 2 }}>
        Absences reported by families
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-labelledby="register-reports">
        {reports.map((r) => (
          <Box
            component="li"
            key={r.id}
            sx={{ py: 1, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}
            data-testid="register-report"
          >
            <Typography>{r.studentName}</Typography>
            <Typography variant="body2" color="text.secondary">
              {reportedLine(r)}
            </Typography>
          </Box>
        ))}
      </Box>
    </>
  );
}

/**
 * A class's register of one day: each student's mark with its history and what their family
 * reported, a correction per student; not taken yet, the families' reports and a link to take it.
 */
export function RegisterDialog({
  register,
  onClose,
}: {
  register: ClassRegister;
  onClose(): void;
}) {
  const basename = useBasename();
  const refresh = useRefresh();
  const {
    data = [],
    isPending,
    refetch,
  } = useGetList<AttendanceEntry>('attendance-entries', {
    filter: { classId: register.classId, date: register.date },
    pagination: { page: 1, perPage: MAX_PAGE_SIZE },
    sort: { field: 'studentName', order: 'ASC' },
  });
  const { data: reports = [] } = useGetList<AbsenceReport>('absence-reports', {
    filter: { classId: register.classId, date: register.date },
    pagination: { page: 1, perPage: MAX_PAGE_SIZE },
    sort: { field: 'studentName', order: 'ASC' },
  });
  const reportOf = reportsByStudent(reports);
  const onRegister = new Set(data.map((e) => e.studentId));
  const unmarked = reports.filter((r) => !onRegister.has(r.studentId));
  const [correcting, setCorrecting] = useState<AttendanceEntry | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const title = `${register.className}, ${formatSchoolDay(register.date)}`;
  return (
    <Dialog open onClose={onClose} aria-labelledby="register-title" fullWidth maxWidth="sm">
      <DialogTitle id="register-title">Register of {title}</DialogTitle>
      <DialogContent>
        {register.taken ? (
          <Typography sx={{ mb: 1 }}>
            Taken by {register.takenByName ?? 'someone'}, {formatDateTime(register.takenAt)}:{' '}
            {register.present} present, {register.absent} absent, {register.late} late.
          </Typography>
        ) : (
          <Alert severity="warning">Not taken yet.</Alert>
        )}
        {done && (
          <Alert severity="success" role="status" sx={{ mb: 1 }}>
            {done}
          </Alert>
        )}
        {isPending && <LinearProgress />}
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data.map((e) => (
            <EntryLine
              key={e.id}
              entry={e}
              report={reportOf.get(e.studentId)}
              onCorrect={() => setCorrecting(e)}
            />
          ))}
        </Box>
        {!isPending && unmarked.length > 0 && <FamilyReports reports={unmarked} />}
      </DialogContent>
      <DialogActions>
        {!register.taken && (
          <Button
            component={Link}
            to={`${basename}/take-register?classId=${register.classId}&date=${register.date}`}
          >
            Take this register
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
      {correcting && (
        <CorrectMarkDialog
          entry={correcting}
          onClose={() => setCorrecting(null)}
          onDone={(message) => {
            setCorrecting(null);
            setDone(message);
            void refetch();
            refresh();
          }}
        />
      )}
    </Dialog>
  );
}
