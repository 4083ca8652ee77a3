import { useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { useNotify, usePermissions, useRecordContext, useRefresh } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { Exam } from '@chikoro/contracts';
import { sendCommand } from '../api/httpClient';
import { CommandFormDialog, CommandSelect, CommandTextField } from '../shared/CommandFormDialog';
import { decisionError } from '../shared/decisionError';
import { useChoices } from '../shared/useChoices';

/** Only what differs from the exam is sent: ChangeExamDetails keeps each change before → after. */
function changedValues(exam: Exam, v: FieldValues) {
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
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const teachers = useChoices<{ id: string; firstName: string; lastName: string }>(
    'teachers',
    (t) => `${t.firstName} ${t.lastName}`,
    { status: 'Active' },
    open && permissions === 'ADMIN',
  );
  if (!exam) return null;
  const cancelled = exam.status === 'Cancelled';
  const close = () => {
    if (cancelling) return;
    setCancelError(null);
    setOpen(false);
  };
  const cancelExam = async () => {
    setCancelling(true);
    try {
      await sendCommand('CancelExam', { examId: exam.id });
      notify(`Exam ${exam.examName} cancelled`, { type: 'success' });
      setCancelError(null);
      setOpen(false);
      refresh();
    } catch (failure) {
      setCancelError(decisionError(failure, 'The exam could not be changed'));
    } finally {
      setCancelling(false);
    }
  };
  const readOnly = { inputLabel: { shrink: true }, input: { readOnly: cancelled } };
  const teacherChoices = teachers.choices.some((t) => t.id === exam.teacherId)
    ? teachers.choices
    : [{ id: exam.teacherId, name: exam.teacherName }, ...teachers.choices];
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-label={`Details of ${exam.examName}`}>
        Details
      </Button>
      <CommandFormDialog
        command="ChangeExamDetails"
        open={open}
        onClose={close}
        titleId="exam-details-title"
        title={`${exam.examName}: ${exam.className}, ${exam.subjectName}, ${exam.termName} ${exam.academicYear}`}
        maxWidth="sm"
        initialValues={{
          examName: exam.examName,
          outOf: String(exam.outOf),
          weight: String(exam.weight),
          paperNo: String(exam.paperNo),
          examDate: exam.examDate,
          teacherId: exam.teacherId,
        }}
        toInput={(values) => changedValues(exam, values)}
        unchanged={(values) => Object.keys(changedValues(exam, values)).length === 1}
        done={(_answer, sent) => `Exam ${String(sent.examName ?? exam.examName)} changed`}
        failure="The exam could not be changed"
        submitLabel="Save changes"
        cancelLabel="Close"
        readOnly={cancelled}
        actions={
          !cancelled &&
          exam.markedCount === 0 && (
            <Button color="error" disabled={cancelling} onClick={() => void cancelExam()}>
              Cancel exam
            </Button>
          )
        }
      >
        <CommandTextField name="examName" label="Exam title" slotProps={readOnly} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <CommandTextField name="outOf" label="Out of" type="number" slotProps={readOnly} />
          <CommandTextField name="weight" label="Weight (%)" type="number" slotProps={readOnly} />
          <CommandTextField name="paperNo" label="Paper No." type="number" slotProps={readOnly} />
        </Stack>
        <CommandTextField name="examDate" label="Exam date" type="date" slotProps={readOnly} />
        {permissions === 'ADMIN' && (
          <CommandSelect name="teacherId" label="Teacher" choices={teacherChoices} />
        )}
        {cancelled && <Alert severity="info">This exam is cancelled</Alert>}
        {cancelError && (
          <Alert severity="error" role="alert">
            {cancelError}
          </Alert>
        )}
      </CommandFormDialog>
    </>
  );
}
