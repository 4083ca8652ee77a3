import { Box, TextField } from '@mui/material';
import { useController } from 'react-hook-form';
import { schoolDate } from '@chikoro/contracts';
import { CommandField, CommandPopup } from '../shared/CommandPopup';
import { firstReportableDay, lastReportableDay, reportedMessage } from './absences';

const REASON_MAX = 200;

/**
 * A parent tells the school their child will be away: the day (today, or the next school day
 * after a weekend) and why. A form over ReportAbsence's schema (the server's): each message under
 * its field, a refusal's reason above the buttons and the dialog kept open.
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
  const today = schoolDate(new Date().toISOString());
  return (
    <CommandPopup
      command="ReportAbsence"
      title={`Report an absence: ${name}`}
      subtitle={`Tell the school that ${name} will be away, and why. The class teacher sees it on the register.`}
      initialValues={{ studentId, date: firstReportableDay(today), reason: '' }}
      success={(sent) => reportedMessage(name, String(sent.date))}
      unreachable="The absence was not reported. Check your connection and try again."
      submitLabel="Send"
      onClose={onClose}
      onSent={onReported}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <CommandField
          name="date"
          label="Day"
          type="date"
          required
          shrink
          helperText="Today or a school day up to 30 days ahead"
          htmlInput={{ min: today, max: lastReportableDay(today) }}
        />
        <ReasonField />
      </Box>
    </CommandPopup>
  );
}

/** The reason, its message (else an example) under it beside the count of characters typed. */
function ReasonField() {
  const { field, fieldState } = useController({ name: 'reason' });
  const reason = typeof field.value === 'string' ? field.value : '';
  return (
    <TextField
      name="reason"
      label="Reason"
      required
      multiline
      minRows={3}
      value={reason}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      fullWidth
      error={fieldState.invalid}
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <span>
            {fieldState.error?.message ?? 'For example: a clinic appointment, a funeral, sick'}
          </span>
          <span>
            {reason.length}/{REASON_MAX}
          </span>
        </Box>
      }
      slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
    />
  );
}
