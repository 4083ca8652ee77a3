import { useEffect, useState } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { usePermissions, useGetIdentity } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { examMessages } from '@chikoro/contracts';
import { CommandFormDialog, CommandSelect, CommandTextField } from '../shared/CommandFormDialog';
import { useTermChoices } from '../setup/useTerms';
import { useChoices } from '../shared/useChoices';

const blank = {
  classId: '',
  subjectId: '',
  termId: '',
  teacherId: '',
  examName: '',
  outOf: '',
  weight: '',
  paperNo: '',
  examDate: '',
};

interface Assignment {
  id: string;
  classId: string;
  className: string;
  subjectId: string;
  subjectName: string;
  termId: string;
  termName: string;
  academicYearName: string;
}

/**
 * Spec 001 §2.8's Create Exam popup. An admin picks class, subject, term and the teacher ('Select
 * Teacher'); a teacher picks one of the classes and subjects they teach and is the exam's teacher.
 * The year is read-only, from the term. Refusals show the server's words, anything else 'Failed to create class'.
 */
export function CreateExamButton() {
  const { permissions } = usePermissions<string>();
  const asTeacher = permissions === 'TEACHER';
  const [open, setOpen] = useState(false);

  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        Create an Exam
      </Button>
      <CommandFormDialog
        command="CreateExam"
        open={open}
        onClose={() => setOpen(false)}
        titleId="create-exam-title"
        title="Create an Exam"
        maxWidth="sm"
        initialValues={blank}
        // A teacher is the exam's teacher; an admin's blank choice is no teacher named.
        toInput={({ teacherId, ...rest }) =>
          asTeacher ? rest : { ...rest, teacherId: teacherId || undefined }
        }
        done={(_answer, sent) => `Exam ${String(sent.examName)} created`}
        failure={examMessages.createFailed}
      >
        <ExamFields open={open} asTeacher={asTeacher} />
      </CommandFormDialog>
    </>
  );
}

function ExamFields({ open, asTeacher }: { open: boolean; asTeacher: boolean }) {
  const { identity } = useGetIdentity();
  const { setValue } = useFormContext();
  const [classId, subjectId, termId] = useWatch({
    name: ['classId', 'subjectId', 'termId'],
  }) as string[];
  const classes = useChoices<{ id: string; name: string }>(
    'classes',
    (c) => c.name,
    {},
    open && !asTeacher,
  );
  const subjects = useChoices<{ id: string; name: string }>(
    'subjects',
    (s) => s.name,
    {},
    open && !asTeacher,
  );
  const terms = useTermChoices(open);
  const teachers = useChoices<{ id: string; firstName: string; lastName: string }>(
    'teachers',
    (t) => `${t.firstName} ${t.lastName}`,
    { status: 'Active' },
    open && !asTeacher,
  );
  const assignments = useChoices<Assignment>(
    'teacher-assignments',
    (a) => `${a.className} — ${a.subjectName} (${a.termName} ${a.academicYearName})`,
    { teacherId: identity?.id },
    open && asTeacher && Boolean(identity?.id),
  );
  const currentTermId = terms.current?.id;
  // The admin's form starts on the current term; another may be chosen (a teacher's comes with the class).
  useEffect(() => {
    if (open && !asTeacher && currentTermId && !termId) setValue('termId', currentTermId);
  }, [open, asTeacher, currentTermId, termId, setValue]);
  const year = terms.records.find((t) => t.id === termId)?.academicYearName ?? '';
  const assignmentId =
    assignments.records.find(
      (a) => a.classId === classId && a.subjectId === subjectId && a.termId === termId,
    )?.id ?? '';
  const choose = (id: string) => {
    const a = assignments.records.find((r) => r.id === id);
    for (const [field, value] of [
      ['classId', a?.classId],
      ['subjectId', a?.subjectId],
      ['termId', a?.termId],
    ] as const)
      setValue(field, value ?? '');
  };

  return (
    <>
      {asTeacher ? (
        <TextField
          select
          name="classId"
          label="Class and subject"
          value={assignmentId}
          onChange={(e) => choose(e.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          fullWidth
        >
          <option value="">Select a class and subject you teach</option>
          {assignments.choices.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </TextField>
      ) : (
        <>
          <CommandSelect
            name="classId"
            label="Class"
            empty="Select a class"
            choices={classes.choices}
          />
          <CommandSelect
            name="subjectId"
            label="Subject"
            empty="Select a subject"
            choices={subjects.choices}
          />
          <CommandSelect name="termId" label="Term" empty="Select a term" choices={terms.choices} />
        </>
      )}
      <CommandTextField name="examName" label="Exam title" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <CommandTextField name="outOf" label="Out of" placeholder="100" type="number" />
        <CommandTextField name="weight" label="Weight (%)" placeholder="50" type="number" />
        <CommandTextField name="paperNo" label="Paper No." placeholder="1" type="number" />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <CommandTextField
          name="examDate"
          label="Exam date"
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          name="year"
          label="Academic year"
          value={year}
          slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
          fullWidth
        />
      </Stack>
      {!asTeacher && (
        <CommandSelect
          name="teacherId"
          label="Select Teacher"
          empty="Select Teacher"
          choices={teachers.choices}
        />
      )}
      {asTeacher && !assignments.isPending && assignments.choices.length === 0 && (
        <Alert severity="info">
          {examMessages.notAssigned}: ask the admin to assign you a class and subject.
        </Alert>
      )}
    </>
  );
}
