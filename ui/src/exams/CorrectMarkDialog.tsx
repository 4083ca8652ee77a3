import { Checkbox, FormControlLabel } from '@mui/material';
import { useController } from 'react-hook-form';
import type { Exam } from '@chikoro/contracts';
import { CommandFormDialog, CommandTextField } from '../shared/CommandFormDialog';
import type { GridRow } from './MarkGrid';
import { parseMark } from './markText';

function ShareReason() {
  const { field } = useController({ name: 'shareReasonWithFamily' });
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={field.value === true}
          onChange={(e) => field.onChange(e.target.checked)}
        />
      }
      label="Print the reason on the family’s amended report card"
    />
  );
}

/** After publication: the admin changes one mark with a reason; the report card is re-issued as amended. */
export function CorrectMarkDialog({
  exam,
  row,
  onClose,
}: {
  exam: Exam;
  row: GridRow | null;
  onClose(done: boolean): void;
}) {
  // The mark as typed in a cell (a number within this exam's total, A or EX): its own words when it is none of them.
  const markOf = (text: unknown) => parseMark(typeof text === 'string' ? text : '', exam.outOf);
  return (
    <CommandFormDialog
      command="CorrectMark"
      open={row !== null}
      onClose={() => onClose(false)}
      onSent={() => onClose(true)}
      titleId="correct-mark-title"
      title={`Correct ${row?.studentName ?? ''}’s mark`}
      initialValues={{
        examId: exam.id,
        studentId: row?.studentId ?? '',
        mark: '',
        reason: '',
        shareReasonWithFamily: false,
      }}
      toInput={({ mark, ...rest }) => {
        const parsed = markOf(mark);
        return { ...rest, mark: parsed.ok ? parsed.mark : null };
      }}
      refine={({ mark }) => {
        const parsed = markOf(mark);
        return { mark: parsed.ok ? undefined : parsed.error };
      }}
      submitLabel="Correct mark"
      failure="The correction could not be saved"
    >
      <CommandTextField
        name="mark"
        label={`New mark (out of ${exam.outOf})`}
        helperText={`Now: ${row?.text || '(none)'}`}
      />
      <CommandTextField
        name="reason"
        label="Reason"
        required
        multiline
        minRows={2}
        helperText="Kept within the school unless you share it below."
      />
      <ShareReason />
    </CommandFormDialog>
  );
}
