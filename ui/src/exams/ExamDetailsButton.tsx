import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useNotify, usePermissions, useRecordContext, useRefresh } from 'react-admin';
import { ChangeExamDetailsInput, type Exam } from '@chikoro/contracts';
import { sendCommand, type CommandBody } from '../api/httpClient';
import { decisionError } from '../shared/decisionError';
import { useChoices } from '../shared/useChoices';

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** Only what differs from the exam is sent: ChangeExamDetails keeps each change before → after. */
function changedValues(exam: Exam, v: Record<string, string>) {
  const changes: Record<string, unknown> = { examId: exam.id };
  if (v.examName !== exam.examName) changes.examName = v.examName;
  for (const key of ['outOf', 'weight', 'paperNo'] as const)
    if (v[key] !== String(exam[key])) changes[key] = v[key];
  if (v.examDate !== exam.examDate) changes.examDate = v.examDate;
  if (v.teacherId !== exam.teacherId) changes.teacherId = v.teacherId;
  return changes;
}

/** Spec 001 §2.8's Details: the exam in a modal, its details changed (history kept) or the exam cancelled while it has no marks. */
export function ExamDetailsButton() {
  const exam = useRecordContext<Exam>();
  const { permissions } = usePermissions<string>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const teachers = useChoices<{ id: string; firstName: string; lastName: string }>(
    'teachers',
    (t) => `${t.firstName} ${t.lastName}`,
    { status: 'Active' },
    open && permissions === 'ADMIN',
  );
  if (!exam) return null;
  const show = () => {
    setValues({
      examName: exam.examName,
      outOf: String(exam.outOf),
      weight: String(exam.weight),
      paperNo: String(exam.paperNo),
      examDate: exam.examDate,
      teacherId: exam.teacherId,
    });
    setError(null);
    setOpen(true);
  };
  const run = async <K extends 'ChangeExamDetails' | 'CancelExam'>(
    type: K,
    body: CommandBody<K>,
    done: string,
  ) => {
    setBusy(true);
    try {
      await sendCommand(type, body);
      notify(done, { type: 'success' });
      setOpen(false);
      refresh();
    } catch (failure) {
      setError(decisionError(failure, 'The exam could not be changed'));
    } finally {
      setBusy(false);
    }
  };
  const save = () => {
    const changes = changedValues(exam, values);
    if (Object.keys(changes).length === 1) return setOpen(false);
    const parsed = ChangeExamDetailsInput.safeParse(changes);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the details');
    void run('ChangeExamDetails', parsed.data, `Exam ${values.examName} changed`);
  };
  const field = (name: string, label: string, type = 'text') => (
    <TextField
      name={name}
      label={label}
      type={type}
      value={values[name] ?? ''}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      slotProps={{ inputLabel: { shrink: true }, input: { readOnly: exam.status === 'Cancelled' } }}
      fullWidth
    />
  );
  return (
    <>
      <Button size="small" onClick={show} aria-label={`Details of ${exam.examName}`}>
        Details
      </Button>
      <Dialog
        open={open}
        onClose={() => !busy && setOpen(false)}
        fullWidth
        maxWidth="sm"
        aria-labelledby="exam-details-title"
      >
        <DialogTitle id="exam-details-title">
          {exam.examName}: {exam.className}, {exam.subjectName}, {exam.termName} {exam.academicYear}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {field('examName', 'Exam title')}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {field('outOf', 'Out of', 'number')}
              {field('weight', 'Weight (%)', 'number')}
              {field('paperNo', 'Paper No.', 'number')}
            </Stack>
            {field('examDate', 'Exam date', 'date')}
            {permissions === 'ADMIN' && (
              <TextField
                select
                name="teacherId"
                label="Teacher"
                value={values.teacherId ?? ''}
                onChange={(e) => setValues((v) => ({ ...v, teacherId: e.target.value }))}
                slotProps={nativeSelect}
                fullWidth
              >
                {!teachers.choices.some((t) => t.id === exam.teacherId) && (
                  <option value={exam.teacherId}>{exam.teacherName}</option>
                )}
                {teachers.choices.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </TextField>
            )}
            {exam.status === 'Cancelled' && <Alert severity="info">This exam is cancelled</Alert>}
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          {exam.status !== 'Cancelled' && exam.markedCount === 0 && (
            <Button
              color="error"
              disabled={busy}
              onClick={() =>
                void run('CancelExam', { examId: exam.id }, `Exam ${exam.examName} cancelled`)
              }
            >
              Cancel exam
            </Button>
          )}
          <Button onClick={() => setOpen(false)} disabled={busy}>
            Close
          </Button>
          {exam.status !== 'Cancelled' && (
            <Button variant="contained" onClick={save} disabled={busy}>
              {busy ? 'Please wait...' : 'Save changes'}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
