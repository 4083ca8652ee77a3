import { useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  LinearProgress,
  Typography,
} from '@mui/material';
import { useGetList, useRecordContext } from 'react-admin';
import {
  MAX_PAGE_SIZE,
  type AttendanceSummary,
  type Exam,
  type ExamMark,
  type Student,
} from '@chikoro/contracts';
import { CardLine, useNarrow } from '../shared/CardList';
import { formatDate } from '../shared/dates';
import { useCurrentTerm } from '../teachers/useMyTeaching';
import { StudentStatusChip } from './StudentStatusChip';

const shown = (value: string | null | undefined) => value || '—';
const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Attendance({ studentId, termId }: { studentId: string; termId: string }) {
  const { data, isPending } = useGetList<AttendanceSummary>('attendance-summary', {
    filter: { studentId, termId },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'ASC' },
  });
  if (isPending) return <LinearProgress />;
  const figures = data?.[0];
  if (!figures)
    return (
      <Typography variant="body2" color="text.secondary">
        No register with this student on it has been taken this term.
      </Typography>
    );
  return (
    <Typography variant="body2" data-testid="profile-attendance">
      {figures.schoolDays} school {figures.schoolDays === 1 ? 'day' : 'days'}: {figures.present}{' '}
      present ({figures.late} late), {figures.absent} absent
    </Typography>
  );
}

const markShown = (mark: ExamMark['mark'] | undefined, outOf: number) => {
  if (mark === null || mark === undefined) return 'No mark yet';
  if (mark === 'ABSENT') return 'Absent';
  if (mark === 'EXEMPT') return 'Exempt';
  return `${mark} / ${outOf}`;
};

/** The marks of this student in the exams the services let this reader see (a teacher: their own exams) of the class this term. */
function Marks({ student, termId }: { student: Student; termId: string }) {
  const everything = { page: 1, perPage: MAX_PAGE_SIZE };
  const exams = useGetList<Exam>('exams', {
    filter: { classId: student.classId, termId },
    pagination: everything,
    sort: { field: 'examDate', order: 'ASC' },
  });
  const marks = useGetList<ExamMark>('marks', {
    filter: { studentId: student.id },
    pagination: everything,
    sort: { field: 'id', order: 'ASC' },
  });
  if (exams.isPending || marks.isPending) return <LinearProgress />;
  const papers = (exams.data ?? []).filter((e) => e.status !== 'Cancelled');
  if (papers.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No exam of yours for this class this term yet.
      </Typography>
    );
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="profile-marks">
      {papers.map((e) => (
        <Box
          component="li"
          key={e.id}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            gap: 1,
            py: 0.5,
          }}
        >
          <Typography variant="body2">{e.examName}</Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {markShown(marks.data?.find((m) => m.examId === e.id)?.mark, e.outOf)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A student's profile as their teacher sees it: who they are, their parents' contacts as the school holds them, this term's attendance and marks. */
export function StudentProfileDialog({
  student: s,
  open,
  onClose,
}: {
  student: Student;
  open: boolean;
  onClose(): void;
}) {
  const narrow = useNarrow('sm');
  const { term, isPending } = useCurrentTerm();
  const titleId = `student-profile-${s.id}`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      fullScreen={narrow}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        {s.firstName} {s.lastName}
      </DialogTitle>
      <DialogContent sx={{ overflowWrap: 'anywhere' }}>
        <CardLine label="Registration number">{s.registrationNumber}</CardLine>
        <CardLine label="Class">
          {shown(s.className)}
          {s.levelName ? ` (${s.levelName})` : ''}
        </CardLine>
        <CardLine label="Gender">{capitalised(s.gender)}</CardLine>
        <CardLine label="Date of birth">{formatDate(s.dob)}</CardLine>
        <CardLine label="Status">
          <StudentStatusChip status={s.status} />
        </CardLine>
        {s.email && <CardLine label="Email">{s.email}</CardLine>}
        <Part title="Parent contacts">
          <CardLine label="Parent phone">{shown(s.parentPhone)}</CardLine>
          <CardLine label="Parent email">{shown(s.parentEmail)}</CardLine>
          <CardLine label="Parents">
            {s.parents.length ? s.parents.map((p) => p.name || 'Invited parent').join(', ') : '—'}
          </CardLine>
        </Part>
        <Divider sx={{ mt: 2 }} />
        {isPending && <LinearProgress sx={{ mt: 2 }} />}
        {!isPending && !term && (
          <Typography sx={{ mt: 2 }} color="text.secondary">
            The school has no current term, so there are no figures for this term.
          </Typography>
        )}
        {term && (
          <>
            <Part title={`Attendance, ${term.name} ${term.academicYearName}`}>
              <Attendance studentId={s.id} termId={term.id} />
            </Part>
            <Part title="Marks in your subjects this term">
              <Marks student={s} termId={term.id} />
            </Part>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** 'Profile' on a student's row or card: opens the student's profile. */
export function StudentProfileButton() {
  const s = useRecordContext<Student>();
  const [open, setOpen] = useState(false);
  if (!s) return null;
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        onClick={() => setOpen(true)}
        aria-label={`Profile of ${s.firstName} ${s.lastName}`}
      >
        Profile
      </Button>
      {open && <StudentProfileDialog student={s} open onClose={() => setOpen(false)} />}
    </>
  );
}
