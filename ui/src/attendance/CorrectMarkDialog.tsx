import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { CorrectAttendanceInput, attendanceStatuses, formatSchoolDay, type AttendanceEntry, type AttendanceStatus } from '@chikoro/contracts';
import type { ChikoroDataProvider } from '../api/dataProvider';
import { decisionError } from '../shared/decisionError';
import { statusLabel } from './marks';

/** Correct one student's mark: the new mark and why (required after the day the register was taken). */
export function CorrectMarkDialog({ entry, onClose, onDone }: { entry: AttendanceEntry; onClose(): void; onDone(message: string): void }) {
  const dataProvider = useDataProvider<ChikoroDataProvider>();
  const [status, setStatus] = useState<AttendanceStatus>(entry.status);
  const [minutes, setMinutes] = useState(entry.minutesLate ? String(entry.minutesLate) : '');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const parsed = CorrectAttendanceInput.safeParse({
      classId: entry.classId, date: entry.date, studentId: entry.studentId, status, ...(status === 'LATE' ? { minutesLate: Number(minutes) } : {}), reason,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the mark');
    setBusy(true);
    try {
      await dataProvider.command('CorrectAttendance', parsed.data);
      onDone(`Attendance of ${entry.studentName} on ${formatSchoolDay(entry.date)} corrected: ${statusLabel[entry.status]} → ${statusLabel[status]}`);
    } catch (failure) {
      setError(decisionError(failure, 'The correction was not saved.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="correct-mark-title" fullWidth maxWidth="xs">
      <DialogTitle id="correct-mark-title">Correct {entry.studentName}, {formatSchoolDay(entry.date)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField select label="Mark" value={status} onChange={(e) => setStatus(e.target.value as AttendanceStatus)}>
            {attendanceStatuses.map((s) => <MenuItem key={s} value={s}>{statusLabel[s]}</MenuItem>)}
          </TextField>
          {status === 'LATE' && <TextField label="Minutes late" type="number" required value={minutes} onChange={(e) => setMinutes(e.target.value)} />}
          <TextField label="Reason for the correction" value={reason} onChange={(e) => setReason(e.target.value)} helperText="Required after the day the register was taken" multiline />
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={busy}>Save correction</Button>
      </DialogActions>
    </Dialog>
  );
}
