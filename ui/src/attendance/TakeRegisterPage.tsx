import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Title, useDataProvider, useGetIdentity, useGetList } from 'react-admin';
import {
  MAX_PAGE_SIZE,
  formatSchoolDay,
  isWeekday,
  schoolDate,
  type AbsenceReport,
  type AttendanceEntry,
  type RollStudent,
  type SchoolClass,
} from '@chikoro/contracts';
import type { ChikoroDataProvider } from '../api/dataProvider';
import { getSession } from '../auth/session';
import { decisionError } from '../shared/decisionError';
import { reportedLine, reportsByStudent } from './absences';
import { counts, entriesOf, savedMessage, startingMarks, type MarkDraft } from './marks';
import { StudentMark } from './StudentMark';
import { byNaturalName } from '../shared/naturalOrder';

const everyone = { page: 1, perPage: MAX_PAGE_SIZE };
const byName = { field: 'name', order: 'ASC' } as const;
/** The register goes on without the families' reports when they cannot be read. */
const noReports: AbsenceReport[] = [];

/** The classes this person takes registers for: a teacher's own (as class teacher), or every class for the admin. */
function useRegisterClasses() {
  const { identity } = useGetIdentity();
  const teacher = getSession()?.role === 'TEACHER';
  const list = useGetList<SchoolClass>(
    'classes',
    {
      filter: teacher ? { classTeacherId: identity?.id } : { status: 'Active' },
      pagination: everyone,
      sort: byName,
    },
    { enabled: !teacher || Boolean(identity?.id) },
  );
  // In natural order, as every choice of classes: Form 2 before Form 10.
  return { ...list, data: list.data && [...list.data].sort(byNaturalName) };
}

/**
 * Take register: today's register of the teacher's class, every student with Present, Absent or
 * Late (minutes late, a reason), sent as one RecordAttendance. Sent again the same day, it corrects
 * what changed. A student whose family reported the day starts Absent with their reason, and the
 * report stays beside the name. Built for a phone first: one column, big buttons, no sideways scrolling.
 */
export function TakeRegisterPage() {
  const dataProvider = useDataProvider<ChikoroDataProvider>();
  const [params, setParams] = useSearchParams();
  const today = schoolDate(new Date().toISOString());
  const date = params.get('date') ?? today;
  const {
    data: classes = [],
    isPending: classesPending,
    error: classesError,
  } = useRegisterClasses();
  const classId = params.get('classId') ?? classes[0]?.id ?? '';
  const klass = classes.find((c) => c.id === classId);
  const roll = useGetList<RollStudent>(
    'attendance-roll',
    { filter: { classId }, pagination: everyone, sort: byName },
    { enabled: Boolean(classId) },
  );
  const saved = useGetList<AttendanceEntry>(
    'attendance-entries',
    {
      filter: { classId, date },
      pagination: everyone,
      sort: { field: 'studentName', order: 'ASC' },
    },
    { enabled: Boolean(classId) },
  );
  const reports = useGetList<AbsenceReport>(
    'absence-reports',
    {
      filter: { classId, date },
      pagination: everyone,
      sort: { field: 'studentName', order: 'ASC' },
    },
    { enabled: Boolean(classId) },
  );
  const reported = reports.data ?? (reports.error ? noReports : undefined);
  const [marks, setMarks] = useState<Record<string, MarkDraft>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const taken = (saved.data?.length ?? 0) > 0;

  useEffect(() => {
    if (roll.data && saved.data && reported)
      setMarks(startingMarks(roll.data, saved.data, reported));
  }, [roll.data, saved.data, reported]);
  const reportOf = useMemo(() => reportsByStudent(reported ?? noReports), [reported]);

  const choose = (change: Record<string, string>) => {
    setOutcome(null);
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const [k, v] of Object.entries(change)) next.set(k, v);
        return next;
      },
      { replace: true },
    );
  };
  const change = useCallback((studentId: string, patch: Partial<MarkDraft>) => {
    setOutcome(null);
    setMarks((m) => ({ ...m, [studentId]: { ...m[studentId]!, ...patch } }));
  }, []);
  const minutesError = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(marks).flatMap(([id, m]) => {
          const n = Number(m.minutesLate);
          return m.status === 'LATE' && !(Number.isInteger(n) && n >= 1 && n <= 480)
            ? [[id, 'At least 1 minute']]
            : [];
        }),
      ),
    [marks],
  );

  const save = async () => {
    if (Object.keys(minutesError).length) {
      setOutcome({ ok: false, message: 'A late student needs the minutes late (at least 1)' });
      return;
    }
    setBusy(true);
    try {
      await dataProvider.command('RecordAttendance', { classId, date, entries: entriesOf(marks) });
      setOutcome({
        ok: true,
        message: savedMessage(klass?.name ?? 'the class', date, marks, taken),
      });
      await saved.refetch();
    } catch (failure) {
      setOutcome({
        ok: false,
        message: decisionError(
          failure,
          'The register was not saved. Check your connection and try again.',
        ),
      });
    } finally {
      setBusy(false);
    }
  };

  const c = counts(marks);
  const students = roll.data ?? [];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 720, mx: 'auto', overflowX: 'hidden' }}>
      <Title title="Take register" />
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        Take register
      </Typography>
      {(classesError || roll.error || saved.error) && (
        <Alert severity="error">
          The register could not be loaded. Check your connection and reload the page.
        </Alert>
      )}
      {!classesPending && classes.length === 0 && (
        <Alert severity="info">
          You are not the class teacher of any class, so there is no register for you to take.
        </Alert>
      )}
      {classes.length > 0 && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1 }}>
          <TextField
            select
            label="Class"
            value={classId}
            onChange={(e) => choose({ classId: e.target.value })}
            size="small"
            sx={{ minWidth: 200 }}
          >
            {classes.map((k) => (
              <MenuItem key={k.id} value={k.id}>
                {k.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Day"
            type="date"
            value={date}
            size="small"
            onChange={(e) => e.target.value && choose({ date: e.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
          />
        </Stack>
      )}
      {klass && roll.data && saved.data && reported && (
        <Typography sx={{ mb: 1 }} data-testid="register-heading">
          {klass.name}, {formatSchoolDay(date)}
          {date === today ? ' (today)' : ''}:{' '}
          {taken
            ? 'taken; change any mark and save again to correct it.'
            : reportOf.size > 0
              ? 'not taken yet. Everyone starts Present, except those reported absent by their family: tap a mark to change it.'
              : 'not taken yet. Everyone starts Present: tap Absent or Late for those who are not.'}
        </Typography>
      )}
      {klass && reported && reported.length > 0 && (
        <Alert severity="info" sx={{ mb: 1 }} data-testid="reported-summary">
          Reported absent by their family: {reported.map((r) => r.studentName).join(', ')}.
        </Alert>
      )}
      {reports.error && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          The absences families reported could not be loaded: the register starts without them.
        </Alert>
      )}
      {klass && !isWeekday(date) && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {formatSchoolDay(date)} is a weekend: registers are taken Monday to Friday.
        </Alert>
      )}
      {(roll.isPending || saved.isPending || reports.isPending) && classId && <LinearProgress />}
      {klass && roll.data && students.length === 0 && (
        <Alert severity="info">{klass.name} has no students yet.</Alert>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {students.map((s) => {
          const report = reportOf.get(s.id);
          return (
            marks[s.id] && (
              <StudentMark
                key={s.id}
                studentId={s.id}
                name={s.name}
                mark={marks[s.id]!}
                error={minutesError[s.id]}
                reported={report && reportedLine(report)}
                onChange={change}
              />
            )
          );
        })}
      </Box>
      {students.length > 0 && (
        <Box
          sx={{
            position: 'sticky',
            bottom: 0,
            bgcolor: 'background.paper',
            py: 1,
            mt: 1,
            display: 'grid',
            gap: 1,
          }}
        >
          {outcome && (
            <Alert
              severity={outcome.ok ? 'success' : 'error'}
              role={outcome.ok ? 'status' : 'alert'}
            >
              {outcome.message}
            </Alert>
          )}
          <Typography variant="body2" aria-live="polite">
            {c.present} present, {c.absent} absent, {c.late} late of {students.length}
          </Typography>
          <Button
            variant="contained"
            size="large"
            onClick={save}
            disabled={busy || !isWeekday(date)}
            sx={{ minHeight: 48 }}
          >
            {taken ? 'Save corrections' : 'Save register'}
          </Button>
        </Box>
      )}
    </Box>
  );
}
