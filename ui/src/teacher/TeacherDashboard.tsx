import type { ReactNode } from 'react';
import ClassIcon from '@mui/icons-material/Class';
import AttendanceIcon from '@mui/icons-material/EventAvailable';
import GradingIcon from '@mui/icons-material/Grading';
import SubjectIcon from '@mui/icons-material/MenuBook';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Typography,
} from '@mui/material';
import { Title, useBasename, useGetIdentity, useGetList } from 'react-admin';
import { Link } from 'react-router-dom';
import {
  MAX_PAGE_SIZE,
  formatSchoolDay,
  schoolDate,
  type AbsenceReport,
  type ClassRegister,
  type Exam,
} from '@chikoro/contracts';
import { LatestAnnouncements } from '../announcements';
import { StatCard } from '../superadmin/dashboard/StatCard';
import { useMyTeaching, type TaughtClass } from '../teachers/useMyTeaching';

/** How many exams waiting for marks the dashboard names; the rest are one click away. */
const EXAMS_SHOWN = 5;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card
      component="section"
      aria-labelledby={`${id}-title`}
      data-testid={id}
      sx={{ height: '100%' }}
    >
      <CardContent>
        <Typography id={`${id}-title`} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const itemList = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 } as const;

function MyClasses({ classes, basename }: { classes: TaughtClass[]; basename: string }) {
  if (classes.length === 0)
    return (
      <Typography color="text.secondary">
        You teach no class this term yet: the school admin assigns classes and subjects.
      </Typography>
    );
  return (
    <Box component="ul" sx={itemList}>
      {classes.map(({ schoolClass: c, isClassTeacher, subjects }) => (
        <Box
          component="li"
          key={c.id}
          data-testid="my-class"
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
        >
          <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{c.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {[c.levelName, `${c.studentCount} ${c.studentCount === 1 ? 'student' : 'students'}`]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
              {isClassTeacher && <Chip size="small" color="primary" label="Class teacher" />}
              {subjects.map((s) => (
                <Chip key={s} size="small" variant="outlined" label={s} />
              ))}
            </Box>
          </Box>
          <Button
            size="small"
            component={Link}
            to={`${basename}/class-management/${c.id}/show`}
            aria-label={`Students of ${c.name}`}
          >
            Students
          </Button>
        </Box>
      ))}
    </Box>
  );
}

function ExamsWaiting({
  exams,
  total,
  basename,
}: {
  exams: Exam[];
  total: number;
  basename: string;
}) {
  if (total === 0)
    return <Typography color="text.secondary">No exam is waiting for marks.</Typography>;
  return (
    <>
      <Box component="ul" sx={itemList}>
        {exams.map((e) => (
          <Box
            component="li"
            key={e.id}
            data-testid="exam-waiting"
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
          >
            <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{e.examName}</Typography>
              <Typography variant="body2" color="text.secondary">
                {e.className} · {e.markedCount} of {e.classSize} marked
              </Typography>
            </Box>
            <Button
              size="small"
              variant="contained"
              component={Link}
              to={`${basename}/grading-results?grade=${e.id}`}
              aria-label={`Enter marks for ${e.examName}, ${e.className}`}
            >
              Enter marks
            </Button>
          </Box>
        ))}
      </Box>
      {total > exams.length && (
        <Button sx={{ mt: 1 }} component={Link} to={`${basename}/grading-results`}>
          All {total} exams waiting
        </Button>
      )}
    </>
  );
}

function TodaysRegisters({
  classes,
  registers,
  reports,
  today,
  basename,
}: {
  classes: TaughtClass[];
  registers: ClassRegister[];
  reports: readonly AbsenceReport[];
  today: string;
  basename: string;
}) {
  if (classes.length === 0)
    return (
      <Typography color="text.secondary">
        You are not a class teacher, so there is no register for you to take.
      </Typography>
    );
  return (
    <Box component="ul" sx={itemList}>
      {classes.map(({ schoolClass: c }) => {
        const register = registers.find((r) => r.classId === c.id);
        const reported = reports.filter((r) => r.classId === c.id);
        const link = `${basename}/take-register?classId=${c.id}`;
        return (
          <Box
            component="li"
            key={c.id}
            data-testid="register-today"
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
          >
            <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{c.name}</Typography>
              {register === undefined && (
                <Typography variant="body2" color="text.secondary">
                  No register today: {formatSchoolDay(today)} is not a school day.
                </Typography>
              )}
              {register?.taken && (
                <Typography variant="body2" color="text.secondary">
                  {register.present} present, {register.absent} absent, {register.late} late
                </Typography>
              )}
              {reported.length > 0 && (
                <Typography variant="body2" color="text.secondary" data-testid="reported-today">
                  Reported absent by their family:{' '}
                  {reported.map((r) => `${r.studentName} (${r.reason})`).join(', ')}
                </Typography>
              )}
            </Box>
            {register && (
              <Chip
                size="small"
                color={register.taken ? 'success' : 'warning'}
                label={register.taken ? 'Taken' : 'Not taken'}
              />
            )}
            {register && (
              <Button
                size="small"
                variant={register.taken ? 'text' : 'contained'}
                component={Link}
                to={link}
                aria-label={`${register.taken ? 'Open register' : 'Take register'} of ${c.name}`}
              >
                {register.taken ? 'Open register' : 'Take register'}
              </Button>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

/**
 * /teacher-portal: the signed-in teacher's classes and subjects this term, the exams waiting for
 * their marks (each straight to its grading grid), today's registers of their classes (with the
 * children their families reported absent) and the school's newest announcements to them. Every figure comes from the lists the services scope to
 * this teacher.
 */
export function TeacherDashboard() {
  const { identity } = useGetIdentity();
  const basename = useBasename();
  const today = schoolDate(new Date().toISOString());
  const teaching = useMyTeaching();
  const pending = useGetList<Exam>('exams', {
    filter: { status: 'Pending' },
    pagination: { page: 1, perPage: EXAMS_SHOWN },
    sort: { field: 'examDate', order: 'ASC' },
  });
  const registers = useGetList<ClassRegister>('attendance', {
    filter: { date: today },
    pagination: { page: 1, perPage: MAX_PAGE_SIZE },
    sort: { field: 'className', order: 'ASC' },
  });
  // The absences families reported for today in the teacher's classes (the service answers a class teacher their own classes' only).
  const reports = useGetList<AbsenceReport>('absence-reports', {
    filter: { date: today },
    pagination: { page: 1, perPage: MAX_PAGE_SIZE },
    sort: { field: 'studentName', order: 'ASC' },
  });
  const classTeacherOf = teaching.taught.filter((c) => c.isClassTeacher);
  const subjects = new Set(
    teaching.thisTerm.flatMap((c) => c.subjects.map((s) => `${c.schoolClass.id}:${s}`)),
  );
  const toTake = classTeacherOf.filter((c) =>
    registers.data?.some((r) => r.classId === c.schoolClass.id && !r.taken),
  ).length;
  const loading = teaching.isPending || pending.isPending || registers.isPending;
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title="Teacher portal" />
      <Typography variant="h5" component="h2">
        Welcome{identity?.fullName ? `, ${identity.fullName}` : ''}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="dashboard-term">
        {teaching.term
          ? `${teaching.term.name} ${teaching.term.academicYearName}`
          : 'No current term'}{' '}
        · {formatSchoolDay(today)}
      </Typography>
      {(teaching.error || pending.error || registers.error) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Some of your figures could not be loaded. Check your connection and reload the page.
        </Alert>
      )}
      {loading && <LinearProgress sx={{ mb: 2 }} />}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          gap: 2,
          mb: 3,
        }}
      >
        <StatCard
          id="classes"
          label="Classes this term"
          value={teaching.isPending ? undefined : teaching.thisTerm.length}
          icon={<ClassIcon />}
          to={`${basename}/class-management`}
        />
        <StatCard
          id="subjects"
          label="Subjects taught"
          value={teaching.isPending ? undefined : subjects.size}
          icon={<SubjectIcon />}
          to={`${basename}/class-management`}
        />
        <StatCard
          id="exams-waiting"
          label="Exams waiting for marks"
          value={pending.total}
          icon={<GradingIcon />}
          to={`${basename}/grading-results`}
        />
        <StatCard
          id="registers-to-take"
          label="Registers to take today"
          value={teaching.isPending || registers.isPending ? undefined : toTake}
          icon={<AttendanceIcon />}
          to={`${basename}/take-register`}
        />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(3, minmax(0, 1fr))' },
          gap: 2,
        }}
      >
        <Section id="my-classes" title="My classes and subjects this term">
          {!teaching.isPending && <MyClasses classes={teaching.thisTerm} basename={basename} />}
        </Section>
        <Section id="exams-waiting-list" title="Exams waiting for marks">
          {pending.data && (
            <ExamsWaiting
              exams={pending.data}
              total={pending.total ?? pending.data.length}
              basename={basename}
            />
          )}
        </Section>
        <Section id="registers-today" title="Today's registers">
          {!teaching.isPending && registers.data && (
            <TodaysRegisters
              classes={classTeacherOf}
              registers={registers.data}
              reports={reports.data ?? []}
              today={today}
              basename={basename}
            />
          )}
        </Section>
      </Box>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <LatestAnnouncements />
        </CardContent>
      </Card>
    </Box>
  );
}
