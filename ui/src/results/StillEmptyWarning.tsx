import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import type { MissingSubject, ReportCardReadiness } from '@chikoro/contracts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Anesu Moyo (English); Batsi Ncube (English, Mathematics)": each student once, with their subjects. */
function bySubject(rows: MissingSubject[]): string {
  const students = new Map<string, { name: string; subjects: string[] }>();
  for (const r of rows) {
    const entry = students.get(r.studentId) ?? { name: r.studentName, subjects: [] };
    entry.subjects.push(r.subjectName ?? 'a subject');
    students.set(r.studentId, entry);
  }
  return [...students.values()].map((s) => `${s.name} (${s.subjects.join(', ')})`).join('; ');
}

function Line({ label, children }: { label: string; children: string }) {
  return (
    <Typography variant="body2" component="li" sx={{ mt: 0.5 }}>
      <Box component="strong">{label}</Box> {children}
    </Typography>
  );
}

/**
 * Before publishing: what the cards would still show empty (marks, teachers' comments, head's
 * comments), counted and named. A warning, not a block: the admin may publish anyway.
 */
export function StillEmptyWarning({ readiness }: { readiness: ReportCardReadiness }) {
  const { marks, teacherComments, headComments } = readiness.missing;
  if (marks.length + teacherComments.length + headComments.length === 0) {
    return (
      <Alert severity="success" sx={{ mt: 2 }}>
        Every mark and comment is in.
      </Alert>
    );
  }
  return (
    <Alert severity="warning" sx={{ mt: 2 }} aria-label="Still empty on these report cards">
      <AlertTitle>Still empty on these report cards</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {marks.length > 0 && (
          <Line
            label={`Marks: ${plural(marks.length, 'subject', 'subjects')} with a paper not entered —`}
          >
            {bySubject(marks)}
          </Line>
        )}
        {teacherComments.length > 0 && (
          <Line
            label={`Teachers’ comments: ${plural(teacherComments.length, 'subject', 'subjects')} without one —`}
          >
            {bySubject(teacherComments)}
          </Line>
        )}
        {headComments.length > 0 && (
          <Line
            label={`Head’s comments: ${plural(headComments.length, 'student', 'students')} without one —`}
          >
            {headComments.map((s) => s.studentName).join(', ')}
          </Line>
        )}
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        You can still publish: what is empty stays empty on the cards until it is added and the
        results are published again.
      </Typography>
    </Alert>
  );
}
