import { useEffect, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { usePermissions, useRefresh, useNotify, useGetIdentity } from 'react-admin';
import { CreateExamInput, examMessages } from '@chikoro/contracts';
import { sendCommand } from '../api/httpClient';
import { decisionError, errorStatus } from '../shared/decisionError';
import { useTermChoices } from '../setup/useTerms';
import { useChoices, type Choice } from '../shared/useChoices';

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;
const blank = { classId: '', subjectId: '', termId: '', teacherId: '', examName: '', outOf: '', weight: '', paperNo: '', examDate: '' };
type Values = typeof blank;

interface Assignment { id: string; classId: string; className: string; subjectId: string; subjectName: string; termId: string; termName: string; academicYearName: string }

function Select({ name, label, value, choices, onChange, empty }: { name: keyof Values; label: string; value: string; choices: Choice[]; onChange(v: string): void; empty: string }) {
  return (
    <TextField select name={name} label={label} value={value} onChange={(e) => onChange(e.target.value)} slotProps={nativeSelect} fullWidth>
      <option value="">{empty}</option>
      {choices.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
    </TextField>
  );
}

/**
 * Spec 001 §2.8's Create Exam popup. An admin picks class, subject, term and the teacher ('Select
 * Teacher'); a teacher picks one of the classes and subjects they teach and is the exam's teacher.
 * The year is read-only, from the term. Refusals show the server's words, anything else 'Failed to create class'.
 */
export function CreateExamButton() {
  const { permissions } = usePermissions<string>();
  const { identity } = useGetIdentity();
  const asTeacher = permissions === 'TEACHER';
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(blank);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const classes = useChoices<{ id: string; name: string }>('classes', (c) => c.name, {}, open && !asTeacher);
  const subjects = useChoices<{ id: string; name: string }>('subjects', (s) => s.name, {}, open && !asTeacher);
  const terms = useTermChoices(open);
  const teachers = useChoices<{ id: string; firstName: string; lastName: string }>('teachers', (t) => `${t.firstName} ${t.lastName}`, { status: 'Active' }, open && !asTeacher);
  const assignments = useChoices<Assignment>('teacher-assignments', (a) => `${a.className} — ${a.subjectName} (${a.termName} ${a.academicYearName})`, { teacherId: identity?.id }, open && asTeacher && Boolean(identity?.id));
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));
  const currentTermId = terms.current?.id;
  // The admin's form starts on the current term; another may be chosen (a teacher's comes with the class).
  useEffect(() => {
    if (open && !asTeacher && currentTermId) setValues((v) => (v.termId ? v : { ...v, termId: currentTermId }));
  }, [open, asTeacher, currentTermId]);
  const year = terms.records.find((t) => t.id === values.termId)?.academicYearName ?? '';
  const assignmentId = assignments.records.find((a) => a.classId === values.classId && a.subjectId === values.subjectId && a.termId === values.termId)?.id ?? '';

  const close = () => {
    if (busy) return;
    setOpen(false);
    setValues(blank);
    setError(null);
  };
  const submit = async () => {
    const { teacherId, ...rest } = values;
    const parsed = CreateExamInput.safeParse(asTeacher ? rest : { ...rest, teacherId: teacherId || undefined });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? examMessages.createFailed);
    setError(null);
    setBusy(true);
    try {
      await sendCommand('CreateExam', parsed.data);
      notify(`Exam ${parsed.data.examName} created`, { type: 'success' });
      setBusy(false);
      close();
      refresh();
    } catch (failure) {
      setBusy(false);
      const status = errorStatus(failure);
      setError(status && status >= 400 && status < 500 ? decisionError(failure, examMessages.createFailed) : examMessages.createFailed);
    }
  };

  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>Create an Exam</Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="create-exam-title">
        <DialogTitle id="create-exam-title">Create an Exam</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {asTeacher ? (
              <Select name="classId" label="Class and subject" value={assignmentId} empty="Select a class and subject you teach" choices={assignments.choices}
                onChange={(id) => { const a = assignments.records.find((r) => r.id === id); set({ classId: a?.classId ?? '', subjectId: a?.subjectId ?? '', termId: a?.termId ?? '' }); }} />
            ) : (
              <>
                <Select name="classId" label="Class" value={values.classId} empty="Select a class" choices={classes.choices} onChange={(classId) => set({ classId })} />
                <Select name="subjectId" label="Subject" value={values.subjectId} empty="Select a subject" choices={subjects.choices} onChange={(subjectId) => set({ subjectId })} />
                <Select name="termId" label="Term" value={values.termId} empty="Select a term" choices={terms.choices} onChange={(termId) => set({ termId })} />
              </>
            )}
            <TextField name="examName" label="Exam title" value={values.examName} onChange={(e) => set({ examName: e.target.value })} fullWidth />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField name="outOf" label="Out of" placeholder="100" type="number" value={values.outOf} onChange={(e) => set({ outOf: e.target.value })} fullWidth />
              <TextField name="weight" label="Weight (%)" placeholder="50" type="number" value={values.weight} onChange={(e) => set({ weight: e.target.value })} fullWidth />
              <TextField name="paperNo" label="Paper No." placeholder="1" type="number" value={values.paperNo} onChange={(e) => set({ paperNo: e.target.value })} fullWidth />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField name="examDate" label="Exam date" type="date" value={values.examDate} onChange={(e) => set({ examDate: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} fullWidth />
              <TextField name="year" label="Academic year" value={year} slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }} fullWidth />
            </Stack>
            {!asTeacher && (
              <Select name="teacherId" label="Select Teacher" value={values.teacherId} empty="Select Teacher" choices={teachers.choices} onChange={(teacherId) => set({ teacherId })} />
            )}
            {asTeacher && !assignments.isPending && assignments.choices.length === 0 && <Alert severity="info">{examMessages.notAssigned}: ask the admin to assign you a class and subject.</Alert>}
            {error && <Alert severity="error" role="alert">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>Cancel</Button>
          <Button variant="contained" onClick={() => void submit()} disabled={busy}>{busy ? 'Please wait...' : 'Submit'}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
