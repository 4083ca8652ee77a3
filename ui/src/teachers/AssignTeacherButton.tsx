import { useState } from 'react';
import {
  Button,
  IconButton,
  List,
  ListItem,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutline';
import { useDataProvider, useGetList, useNotify, useRecordContext, useRefresh } from 'react-admin';
import {
  teacherMessages as m,
  type SchoolClass,
  type Teacher,
  type TeacherAssignment,
} from '@chikoro/contracts';
import type { ChikoroDataProvider } from '../api/dataProvider';
import { useWatch } from 'react-hook-form';
import { useTermChoices } from '../setup/useTerms';
import { CommandFormDialog, CommandSelect } from '../shared/CommandFormDialog';
import { byName, useChoices } from '../shared/useChoices';
import { decisionError } from '../shared/decisionError';

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
  const refresh = useRefresh();
  const subjects = useChoices('subjects', byName);
  const classes = useChoices<SchoolClass>('classes', byName, { status: 'Active' });
  const [open, setOpen] = useState(false);
  const terms = useTermChoices(open);
  if (!teacher) return null;
  const active = teacher.status === 'Active';

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
      <CommandFormDialog
        command="AssignTeacher"
        open={open}
        onClose={() => setOpen(false)}
        titleId={`assign-${teacher.id}`}
        title={`Assign ${teacher.firstName} ${teacher.lastName}`}
        maxWidth="sm"
        // The form starts on the current term; another may be chosen.
        initialValues={{
          teacherId: teacher.id,
          subjectId: '',
          classId: '',
          termId: terms.current?.id ?? '',
        }}
        ready={(values) => Boolean(values.subjectId && values.classId && values.termId)}
        done={(answer) =>
          answer.appended === 0
            ? { message: 'This assignment already exists', type: 'info' }
            : 'Assignment saved'
        }
        // The next assignment starts on the term just chosen.
        again={(sent) => ({
          teacherId: teacher.id,
          subjectId: '',
          classId: '',
          termId: sent.termId,
        })}
        failure={m.assignFailed}
        submitLabel="Assign"
        cancelLabel="Close"
      >
        <CommandSelect name="subjectId" label="Subject" empty="Select" choices={subjects.choices} />
        <CommandSelect name="classId" label="Class" empty="Select" choices={classes.choices} />
        <CommandSelect name="termId" label="Term" empty="Select" choices={terms.choices} />
        <TermYear terms={terms.records} />
        <Typography variant="subtitle2">Current assignments</Typography>
        {open && <CurrentAssignments teacher={teacher} onChange={refresh} />}
      </CommandFormDialog>
    </>
  );
}

/** The academic year of the chosen term, as chosen. */
function TermYear({ terms }: { terms: readonly { id: string; academicYearName: string }[] }) {
  const termId: unknown = useWatch({ name: 'termId' });
  const term = terms.find((t) => t.id === termId);
  return (
    <TextField
      label="Academic year"
      value={term?.academicYearName ?? ''}
      slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
      helperText="The year of the chosen term"
      fullWidth
    />
  );
}
