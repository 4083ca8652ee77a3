import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
  Tooltip,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import {
  AssignClassTeacherInput,
  ChangeClassDetailsInput,
  classMessages,
  type SchoolClass,
  type Teacher,
} from '@chikoro/contracts';
import type { ChikoroDataProvider } from '../api/dataProvider';
import { decisionError } from '../shared/decisionError';
import { byName, useChoices } from '../shared/useChoices';

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;
const teacherName = (t: Teacher) => `${t.firstName} ${t.lastName}`;

/**
 * Edit Class: rename it, move it to another level, choose its class teacher (an active teacher of
 * the school). Only what changed is sent: ChangeClassDetails, then AssignClassTeacher.
 */
export function EditClassButton() {
  const record = useRecordContext<SchoolClass>();
  const dataProvider = useDataProvider<ChikoroDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const levels = useChoices('levels', byName);
  const teachers = useChoices<Teacher>('teachers', teacherName, { status: 'Active' });
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ name: '', levelId: '', teacherId: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const archived = record.status === 'Archived';

  const start = () => {
    setValues({
      name: record.name,
      levelId: record.levelId,
      teacherId: record.classTeacherId ?? '',
    });
    setError(null);
    setOpen(true);
  };
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = async () => {
    const details = {
      classId: record.id,
      ...(values.name !== record.name ? { name: values.name } : {}),
      ...(values.levelId !== record.levelId ? { levelId: values.levelId } : {}),
    };
    const changesDetails = 'name' in details || 'levelId' in details;
    const changesTeacher = values.teacherId !== '' && values.teacherId !== record.classTeacherId;
    if (!changesDetails && !changesTeacher) {
      setError(classMessages.unchanged);
      return;
    }
    const parsedDetails = ChangeClassDetailsInput.safeParse(details);
    const parsedTeacher = AssignClassTeacherInput.safeParse({
      classId: record.id,
      teacherId: values.teacherId,
    });
    if ((changesDetails && !parsedDetails.success) || (changesTeacher && !parsedTeacher.success)) {
      setError(
        (!parsedDetails.success ? parsedDetails.error : parsedTeacher.error)?.issues[0]?.message ??
          classMessages.fillAllFields,
      );
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (changesDetails && parsedDetails.success)
        await dataProvider.command('ChangeClassDetails', parsedDetails.data);
      if (changesTeacher && parsedTeacher.success)
        await dataProvider.command('AssignClassTeacher', parsedTeacher.data);
      notify(`Class ${values.name} saved`, { type: 'success' });
      setOpen(false);
      refresh();
    } catch (failure) {
      setError(decisionError(failure, 'The class could not be saved. Try again.'));
      refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Tooltip title={archived ? classMessages.archived : 'Edit class'}>
        <span>
          <IconButton
            size="small"
            onClick={start}
            disabled={archived}
            aria-label={`Edit class ${record.name}`}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Dialog
        open={open}
        onClose={() => !busy && setOpen(false)}
        fullWidth
        maxWidth="xs"
        aria-labelledby={`edit-class-${record.id}`}
      >
        <DialogTitle id={`edit-class-${record.id}`}>Edit class {record.name}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField
              name="name"
              label="Class name"
              value={values.name}
              onChange={set('name')}
              fullWidth
            />
            <TextField
              select
              name="levelId"
              label="Level/Grade"
              value={values.levelId}
              onChange={set('levelId')}
              slotProps={nativeSelect}
              fullWidth
            >
              {levels.choices.map((level) => (
                <option key={level.id} value={level.id}>
                  {level.name}
                </option>
              ))}
            </TextField>
            <TextField
              select
              name="teacherId"
              label="Class teacher"
              value={values.teacherId}
              onChange={set('teacherId')}
              slotProps={nativeSelect}
              fullWidth
            >
              <option value="">{record.classTeacherName ?? 'No class teacher yet'}</option>
              {teachers.choices
                .filter((t) => t.id !== record.classTeacherId)
                .map((teacher) => (
                  <option key={teacher.id} value={teacher.id}>
                    {teacher.name}
                  </option>
                ))}
            </TextField>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void submit()} disabled={busy}>
            {busy ? 'Please wait...' : 'Save'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
