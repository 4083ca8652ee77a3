import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutline';
import { useDataProvider, useGetList, useNotify, useRecordContext, useRefresh } from 'react-admin';
import {
  AssignTeacherInput,
  teacherMessages as m,
  type SchoolClass,
  type Teacher,
  type TeacherAssignment,
} from '@chikoro/contracts';
import type { ChikoroDataProvider } from '../api/dataProvider';
import { useTermChoices } from '../setup/useTerms';
import { byName, useChoices } from '../shared/useChoices';
import { decisionError } from '../shared/decisionError';

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

function CurrentAssignments({ teacher, onChange }: { teacher: Teacher; onChange(): void }) {
  const dataProvider = useDataProvider<ChikoroDataProvider>();
  const notify = useNotify();
  const { data, refetch } = useGetList<TeacherAssignment>('teacher-assignments', {
    filter: { teacherId: teacher.id },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'subjectName', order: 'ASC' },
  });
  if (!data?.length)
    return (
      <Typography variant="body2" color="text.secondary">
        No assignments yet.
      </Typography>
    );
  const unassign = async (a: TeacherAssignment) => {
    try {
      await dataProvider.command('UnassignTeacher', { teacherId: teacher.id, assignmentId: a.id });
      notify(
        `${teacher.firstName} ${teacher.lastName} no longer teaches ${a.subjectName} in ${a.className}`,
        { type: 'success' },
      );
      await refetch();
      onChange();
    } catch (failure) {
      notify(decisionError(failure, m.assignFailed), { type: 'error' });
    }
  };
  return (
    <List dense>
      {data.map((a) => (
        <ListItem
          key={a.id}
          disableGutters
          secondaryAction={
            <IconButton
              edge="end"
              aria-label={`Unassign ${a.subjectName} in ${a.className}`}
              onClick={() => void unassign(a)}
            >
              <RemoveIcon />
            </IconButton>
          }
        >
          <ListItemText
            primary={`${a.subjectName} in ${a.className}`}
            secondary={`${a.termName} ${a.academicYearName}`}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** Assign: a subject to teach in a class in a term; the year is the chosen term's own, shown as chosen. */
export function AssignTeacherButton() {
  const teacher = useRecordContext<Teacher>();
  const dataProvider = useDataProvider<ChikoroDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const subjects = useChoices('subjects', byName);
  const classes = useChoices<SchoolClass>('classes', byName, { status: 'Active' });
  const [open, setOpen] = useState(false);
  const terms = useTermChoices(open);
  const [values, setValues] = useState({ subjectId: '', classId: '', termId: '' });
  const currentTermId = terms.current?.id;
  // The form starts on the current term; another may be chosen.
  useEffect(() => {
    if (open && currentTermId) setValues((v) => (v.termId ? v : { ...v, termId: currentTermId }));
  }, [open, currentTermId]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!teacher) return null;
  const active = teacher.status === 'Active';
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  const term = terms.records.find((t) => t.id === values.termId);

  const submit = async () => {
    const parsed = AssignTeacherInput.safeParse({ teacherId: teacher.id, ...values });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? m.assignFailed);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await dataProvider.command('AssignTeacher', parsed.data);
      notify(result.appended === 0 ? 'This assignment already exists' : 'Assignment saved', {
        type: result.appended === 0 ? 'info' : 'success',
      });
      setValues({ subjectId: '', classId: '', termId: values.termId });
      refresh();
    } catch (failure) {
      setError(decisionError(failure, m.assignFailed));
    } finally {
      setBusy(false);
    }
  };

  const select = (
    field: keyof typeof values,
    label: string,
    choices: { id: string; name: string }[],
  ) => (
    <TextField
      select
      name={field}
      label={label}
      value={values[field]}
      onChange={set(field)}
      slotProps={nativeSelect}
      fullWidth
    >
      <option value="">Select</option>
      {choices.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </TextField>
  );

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        onClick={() => setOpen(true)}
        disabled={!active}
        aria-label={`Assign ${teacher.firstName} ${teacher.lastName}`}
      >
        Assign
      </Button>
      <Dialog
        open={open}
        onClose={() => !busy && setOpen(false)}
        fullWidth
        maxWidth="sm"
        aria-labelledby={`assign-${teacher.id}`}
      >
        <DialogTitle id={`assign-${teacher.id}`}>
          Assign {teacher.firstName} {teacher.lastName}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {select('subjectId', 'Subject', subjects.choices)}
            {select('classId', 'Class', classes.choices)}
            {select('termId', 'Term', terms.choices)}
            <TextField
              label="Academic year"
              value={term?.academicYearName ?? ''}
              slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
              helperText="The year of the chosen term"
              fullWidth
            />
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <Typography variant="subtitle2">Current assignments</Typography>
            {open && <CurrentAssignments teacher={teacher} onChange={refresh} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            Close
          </Button>
          <Button
            variant="contained"
            onClick={() => void submit()}
            disabled={busy || !values.subjectId || !values.classId || !values.termId}
          >
            {busy ? 'Please wait...' : 'Assign'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
