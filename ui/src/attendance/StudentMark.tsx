import { memo } from 'react';
import {
  Box,
  Card,
  CardContent,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { attendanceStatuses, type AttendanceStatus } from '@chikoro/contracts';
import { statusLabel, type MarkDraft } from './marks';

const colour: Record<AttendanceStatus, 'success' | 'error' | 'warning'> = {
  PRESENT: 'success',
  ABSENT: 'error',
  LATE: 'warning',
};
/** A pressed mark's words in the darker shade: the main red on its own tint reads at 4.4:1, short of 4.5. */
const selected = '&.Mui-selected, &.Mui-selected:hover';

interface Props {
  studentId: string;
  name: string;
  mark: MarkDraft;
  error?: string;
  /** What the family said ahead of the register: "Reported absent by …: …". */
  reported?: string;
  onChange(studentId: string, change: Partial<MarkDraft>): void;
}

/**
 * One student on the register: what their family reported, if anything; three big buttons (a
 * thumb's width on a phone), then minutes late and a reason when they apply.
 */
export const StudentMark = memo(function StudentMark({
  studentId,
  name,
  mark,
  error,
  reported,
  onChange,
}: Props) {
  const labelId = `student-${studentId}`;
  return (
    <Card component="li" variant="outlined" data-testid="register-student">
      <CardContent sx={{ '&:last-child': { pb: 2 }, display: 'grid', gap: 1 }}>
        <Typography
          id={labelId}
          variant="subtitle1"
          component="h3"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {name}
        </Typography>
        {reported && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: -0.5, overflowWrap: 'anywhere' }}
            data-testid="reported-absence"
          >
            {reported}
          </Typography>
        )}
        <ToggleButtonGroup
          exclusive
          fullWidth
          value={mark.status}
          aria-labelledby={labelId}
          onChange={(_, status: AttendanceStatus | null) =>
            status && onChange(studentId, { status })
          }
        >
          {attendanceStatuses.map((s) => (
            <ToggleButton
              key={s}
              value={s}
              color={colour[s]}
              sx={{ minHeight: 48, fontWeight: 600, [selected]: { color: `${colour[s]}.dark` } }}
              aria-label={`${statusLabel[s]}: ${name}`}
            >
              {statusLabel[s]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {mark.status !== 'PRESENT' && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {mark.status === 'LATE' && (
              <TextField
                label="Minutes late"
                type="number"
                required
                value={mark.minutesLate}
                size="small"
                sx={{ width: 140 }}
                slotProps={{
                  htmlInput: {
                    min: 1,
                    max: 480,
                    inputMode: 'numeric',
                    'aria-label': `Minutes late: ${name}`,
                  },
                }}
                onChange={(e) => onChange(studentId, { minutesLate: e.target.value })}
                error={Boolean(error)}
                helperText={error}
              />
            )}
            <TextField
              label="Reason (if known)"
              value={mark.reason}
              size="small"
              sx={{ flex: '1 1 180px' }}
              slotProps={{ htmlInput: { maxLength: 200, 'aria-label': `Reason: ${name}` } }}
              onChange={(e) => onChange(studentId, { reason: e.target.value })}
            />
          </Box>
        )}
      </CardContent>
    </Card>
  );
});
