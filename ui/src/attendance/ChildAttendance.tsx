import { Box, Card, CardContent, Chip, LinearProgress, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import { formatSchoolDay, type AttendanceEntry, type AttendanceSummary } from '@chikoro/contracts';
import { statusLabel } from './marks';

/**
 * A child's attendance for the parent portal: this term's figures and the latest absences and
 * lateness with their reasons. The server answers a parent for their linked children only.
 */
export function ChildAttendance({ studentId, termId }: { studentId: string; termId?: string }) {
  const figures = useGetList<AttendanceSummary>('attendance-summary', {
    filter: { studentId, ...(termId ? { termId } : {}) },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'termStart', order: 'DESC' },
  });
  const missed = useGetList<AttendanceEntry>('attendance-entries', {
    filter: { studentId, status: ['ABSENT', 'LATE'] },
    pagination: { page: 1, perPage: 5 },
    sort: { field: 'date', order: 'DESC' },
  });
  const term = figures.data?.[0];
  return (
    <Card variant="outlined" data-testid="child-attendance">
      <CardContent>
        <Typography variant="h6" component="h3">
          Attendance
        </Typography>
        {(figures.isPending || missed.isPending) && <LinearProgress />}
        {term ? (
          <Typography>
            {term.termName}: {term.present} of {term.schoolDays} school days present ({term.late}{' '}
            late), {term.absent} absent.
          </Typography>
        ) : (
          !figures.isPending && <Typography>No registers yet this term.</Typography>
        )}
        {(missed.data?.length ?? 0) > 0 && (
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 2 }}>
            {missed.data!.map((e) => (
              <Typography component="li" key={e.id} variant="body2">
                {formatSchoolDay(e.date)}: <Chip size="small" label={statusLabel[e.status]} />{' '}
                {e.minutesLate ? `${e.minutesLate} min` : ''}
                {e.reason ? ` (${e.reason})` : ''}
              </Typography>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
