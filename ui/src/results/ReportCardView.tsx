import { Box, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { CardChange, ReportCardSnapshot } from '@chikoro/contracts';
import { formatDate } from '../shared/dates';
import { finalText, markText } from './marks';

function changeText(change: CardChange): string {
  switch (change.kind) {
    case 'mark': return `${change.subjectName}, ${change.paperName}: ${markText(change.previous)} → ${markText(change.mark)}${change.reason ? ` (${change.reason})` : ''}`;
    case 'teacherComment': return `${change.subjectName}: teacher’s comment changed`;
    case 'headComment': return 'Head’s comment changed';
    case 'position': return `Position ${change.previous ?? '—'} of ${change.previousClassSize} → ${change.position ?? '—'} of ${change.classSize}`;
    default: return `${change.field} changed`;
  }
}

/**
 * Everything a published card shows, plainly, from its snapshot as issued: the full report-card
 * screen and the PDF are built on the same snapshot.
 */
export function ReportCardView({ snapshot, verificationCode, fingerprint }: { snapshot: ReportCardSnapshot; verificationCode: string; fingerprint: string }) {
  const s = snapshot;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">{s.school.name || 'SCHOOL NAME'} — REPORT CARD</Typography>
      <Typography>
        {s.student.firstName} {s.student.lastName} ({s.student.registrationNumber}) · Class/Grade: {s.class.name} ({s.level.name}) · {s.term.name} {s.academicYear.name}
      </Typography>
      <Typography>
        Version {s.version} {s.amended && <Chip size="small" color="warning" label="amended" />} · Published {formatDate(s.publishedAt)}
        {s.classTeacher ? ` · Class teacher: ${s.classTeacher.name}` : ''}
      </Typography>
      <Table size="small" aria-label="Subjects">
        <TableHead>
          <TableRow><TableCell>SUBJECT</TableCell><TableCell>PAPERS</TableCell><TableCell>SCORE</TableCell><TableCell>GRADE</TableCell><TableCell>TEACHER’S COMMENT</TableCell></TableRow>
        </TableHead>
        <TableBody>
          {s.subjects.map((subject) => (
            <TableRow key={subject.subjectId}>
              <TableCell>{subject.subjectName}{subject.teacherName ? ` (${subject.teacherName})` : ''}</TableCell>
              <TableCell>{subject.papers.map((p) => `${p.name}: ${markText(p.mark)}/${p.outOf} (${p.weight}%)`).join('; ')}</TableCell>
              <TableCell>{finalText(subject.finalMark, subject.status)}</TableCell>
              <TableCell>{subject.grade ?? '—'}</TableCell>
              <TableCell>{subject.comment ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography>
        Class position: {s.position ?? '—'} of {s.classSize} · Average: {s.average ?? '—'} · Grade: {s.averageGrade ?? '—'}
        {s.attendance ? ` · Attendance: ${s.attendance.daysPresent} of ${s.attendance.totalDays} days (${s.attendance.daysAbsent} absent)` : ''}
      </Typography>
      <Typography>HEAD/PRINCIPAL’S COMMENT: {s.headComment ?? ''}</Typography>
      <Box>
        <Typography variant="subtitle2">Grading system (version {s.gradingScale.version})</Typography>
        <Typography variant="body2">{[...s.gradingScale.rows].sort((a, b) => b.minScore - a.minScore).map((r) => `${r.grade} ${r.minScore}–${r.maxScore}`).join(' · ')}</Typography>
      </Box>
      {s.changes.length > 0 && (
        <Box>
          <Typography variant="subtitle2">What this version changed</Typography>
          <ul>{s.changes.map((c, i) => <li key={i}>{changeText(c)}</li>)}</ul>
        </Box>
      )}
      <Typography variant="body2" color="text.secondary">Verification code {verificationCode} · Fingerprint {fingerprint}</Typography>
    </Stack>
  );
}
