import { MenuItem } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { attendanceStatuses, formatSchoolDay, type AttendanceEntry } from '@chikoro/contracts';
import { CommandFormDialog, CommandTextField } from '../shared/CommandFormDialog';
import { statusLabel } from './marks';

/** Minutes late only for a late mark, as a number (an empty box is none, so the schema asks for it). */
const correctionInput = ({ minutesLate, ...rest }: Record<string, unknown>) =>
  rest.status === 'LATE'
    ? { ...rest, minutesLate: minutesLate === '' ? undefined : Number(minutesLate) }
    : rest;

function MinutesLate() {
  const status: unknown = useWatch({ name: 'status' });
  return status === 'LATE' ? (
    <CommandTextField name="minutesLate" label="Minutes late" type="number" required />
  ) : null;
}

/** Correct one student's mark: the new mark and why (required after the day the register was taken). */
export function CorrectMarkDialog({
  entry,
  onClose,
  onDone,
}: {
  entry: AttendanceEntry;
  onClose(): void;
  onDone(message: string): void;
}) {
  return (
    <CommandFormDialog
      command="CorrectAttendance"
      open
      onClose={onClose}
      titleId="correct-mark-title"
      title={`Correct ${entry.studentName}, ${formatSchoolDay(entry.date)}`}
      initialValues={{
        classId: entry.classId,
        date: entry.date,
        studentId: entry.studentId,
        status: entry.status,
        minutesLate: entry.minutesLate ? String(entry.minutesLate) : '',
        reason: '',
      }}
      toInput={correctionInput}
      submitLabel="Save correction"
      failure="The correction was not saved."
      onSent={(_answer, sent) =>
        onDone(
          `Attendance of ${entry.studentName} on ${formatSchoolDay(entry.date)} corrected: ${statusLabel[entry.status]} → ${statusLabel[attendanceStatuses.find((s) => s === sent.status) ?? entry.status]}`,
        )
      }
    >
      <CommandTextField select name="status" label="Mark">
        {attendanceStatuses.map((s) => (
          <MenuItem key={s} value={s}>
            {statusLabel[s]}
          </MenuItem>
        ))}
      </CommandTextField>
      <MinutesLate />
      <CommandTextField
        name="reason"
        label="Reason for the correction"
        helperText="Required after the day the register was taken"
        multiline
      />
    </CommandFormDialog>
  );
}
