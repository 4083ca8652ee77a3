import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import {
  ReportAbsenceInput,
  fieldErrorsFrom,
  schoolDate,
  type FieldError,
} from '@chikoro/contracts';
import type { ChikoroDataProvider } from '../api/dataProvider';
import { decisionError } from '../shared/decisionError';
import { firstReportableDay, lastReportableDay, reportedMessage } from './absences';

const REASON_MAX = 200;
const fields = ['date', 'reason'] as const;

/**
 * A parent tells the school their child will be away: the day (today, or the next school day
 * after a weekend) and why. Checked with the server's own schema first; a refusal keeps the
 * dialog open with the server's words, under the field they are about.
 */
export function ReportAbsenceDialog({
  studentId,
  name,
  onClose,
  onReported,
}: {
  studentId: string;
  name: string;
  onClose(): void;
  onReported(): void;
}) {
  const dataProvider = useDataProvider<ChikoroDataProvider>();
  const notify = useNotify();
  const today = schoolDate(new Date().toISOString());
  const [date, setDate] = useState(() => firstReportableDay(today));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<(typeof fields)[number], string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** A field's message goes under it; any other message above the buttons. */
  const show = (found: readonly FieldError[], message?: string) => {
    const onFields = Object.fromEntries(
      found
        .filter((e) => (fields as readonly string[]).includes(e.field))
        .map((e) => [e.field, e.message]),
    );
    const elsewhere = message ?? found.find((e) => !(e.field in onFields))?.message;
    setErrors(onFields);
    setFailure(elsewhere && !Object.values(onFields).includes(elsewhere) ? elsewhere : null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ReportAbsenceInput.safeParse({ studentId, date, reason });
    if (!parsed.success) return show(fieldErrorsFrom(parsed.error.issues));
    show([]);
    setBusy(true);
    try {
      await dataProvider.command('ReportAbsence', parsed.data);
      notify(reportedMessage(name, parsed.data.date), { type: 'success' });
      onReported();
    } catch (refusal) {
      show(
        (refusal as { body?: { fieldErrors?: FieldError[] } }).body?.fieldErrors ?? [],
        decisionError(
          refusal,
          'The absence was not reported. Check your connection and try again.',
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
      aria-labelledby="report-absence-title"
      aria-describedby="report-absence-text"
      fullWidth
      maxWidth="xs"
    >
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="report-absence-title" sx={{ overflowWrap: 'anywhere' }}>
          Report an absence: {name}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText id="report-absence-text">
            Tell the school that {name} will be away, and why. The class teacher sees it on the
            register.
          </DialogContentText>
          <TextField
            name="date"
            label="Day"
            type="date"
            required
            value={date}
            fullWidth
            onChange={(e) => {
              setDate(e.target.value);
              setErrors(({ date: _, ...rest }) => rest);
            }}
            error={Boolean(errors.date)}
            helperText={errors.date ?? 'Today or a school day up to 30 days ahead'}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { min: today, max: lastReportableDay(today) },
            }}
          />
          <TextField
            name="reason"
            label="Reason"
            required
            multiline
            minRows={3}
            value={reason}
            fullWidth
            onChange={(e) => {
              setReason(e.target.value);
              setErrors(({ reason: _, ...rest }) => rest);
            }}
            error={Boolean(errors.reason)}
            helperText={
              <Box
                component="span"
                sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}
              >
                <span>{errors.reason ?? 'For example: a clinic appointment, a funeral, sick'}</span>
                <span>
                  {reason.length}/{REASON_MAX}
                </span>
              </Box>
            }
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          />
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
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Sending...' : 'Send'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
