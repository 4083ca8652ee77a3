import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import { useDataProvider, usePermissions, useRefresh } from 'react-admin';
import {
  examMessages,
  resultMessages,
  type ConductGrade,
  type Exam,
  type ExamMark,
  type MarkValue,
  type SubjectResultRow,
} from '@chikoro/contracts';
import { apiFetch, sendCommand } from '../api/httpClient';
import { decisionError } from '../shared/decisionError';
import { useNarrow } from '../shared/CardList';
import { CorrectMarkDialog } from './CorrectMarkDialog';
import { MarkGrid, validRating, type GridRow } from './MarkGrid';
import { MarkHistoryDialog } from './MarkHistoryDialog';
import { markText, parseMark } from './markText';
import { useMarkSaver, type SaveState } from './useMarkSaver';

/** Where the marks stand: never "saved" while a cell holds a mark that was refused. */
function SaveIndicator({
  state,
  refused,
  onRetry,
}: {
  state: SaveState;
  refused: number;
  onRetry(): void;
}) {
  if (state.kind === 'error') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        {state.message}
      </Alert>
    );
  }
  if (state.kind === 'saved' && refused > 0) {
    return (
      <Chip
        role="status"
        data-testid="save-state"
        label={`${refused} ${refused === 1 ? 'mark' : 'marks'} not saved`}
        color="error"
        size="small"
        variant="outlined"
      />
    );
  }
  const label = { saved: 'All marks saved', saving: 'Saving…', unsaved: 'Unsaved changes' }[
    state.kind
  ];
  return (
    <Chip
      role="status"
      data-testid="save-state"
      label={label}
      color={state.kind === 'saved' ? 'success' : 'default'}
      size="small"
      variant="outlined"
    />
  );
}

type Ratings = Record<string, { conduct: string | null; effort: string | null }>;

/** The rows as the server has them, with any value still waiting on this device on top. */
function rowsOf(
  marks: ExamMark[],
  unsaved: Record<string, MarkValue>,
  ratings?: Ratings,
): GridRow[] {
  return marks.map((m) => ({
    studentId: m.studentId,
    studentName: m.studentName,
    registrationNumber: m.registrationNumber,
    text: markText(m.studentId in unsaved ? unsaved[m.studentId] : m.mark),
    ...(ratings
      ? {
          conduct: ratings[m.studentId]?.conduct ?? null,
          effort: ratings[m.studentId]?.effort ?? null,
        }
      : {}),
  }));
}

/**
 * The conduct and effort of the exam's class in its subject this term, when the school's cards
 * show them (GET /api/report-card-settings); undefined when they do not.
 */
async function ratingsOf(
  exam: Exam,
  list: (filter: Record<string, string>) => Promise<SubjectResultRow[]>,
): Promise<Ratings | undefined> {
  const settings = await apiFetch('/api/report-card-settings')
    .then(({ json }) => json as { conductAndEffort: boolean })
    .catch(() => ({ conductAndEffort: false }));
  if (!settings.conductAndEffort) return undefined;
  const results = await list({
    classId: exam.classId,
    subjectId: exam.subjectId,
    termId: exam.termId,
  });
  return Object.fromEntries(
    results.map((r) => [r.studentId, { conduct: r.conduct, effort: r.effort }]),
  );
}

/** Where the conduct and effort stand, once one was changed. */
function RatingsIndicator({ state }: { state: RatingsState }) {
  if (state.kind === 'idle') return null;
  if (state.kind === 'error')
    return (
      <Alert severity="error" sx={{ mb: 1 }}>
        {state.message}
      </Alert>
    );
  return (
    <Chip
      role="status"
      data-testid="ratings-state"
      label={state.kind === 'saving' ? 'Saving conduct and effort…' : 'Conduct and effort saved'}
      color={state.kind === 'saved' ? 'success' : 'default'}
      size="small"
      variant="outlined"
    />
  );
}
type RatingsState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'error'; message: string };

function Grading({ exam }: { exam: Exam }) {
  const dataProvider = useDataProvider();
  const { permissions } = usePermissions<string>();
  const [rows, setRows] = useState<GridRow[] | null>(null);
  const [published, setPublished] = useState(exam.resultsPublished);
  const [history, setHistory] = useState<GridRow | null>(null);
  const [correcting, setCorrecting] = useState<GridRow | null>(null);
  const saver = useMarkSaver(exam.id, exam.outOf);
  const [rated, setRated] = useState(false);
  const savedRatings = useRef<Ratings>({});
  const [ratingsState, setRatingsState] = useState<RatingsState>({ kind: 'idle' });

  const load = useCallback(async () => {
    // Marks waiting on this device when the list is asked for may be acknowledged before it answers, and the
    // answer may predate them: they are laid over it, with any still waiting once it has come.
    const waiting = saver.unsaved();
    const [{ data }, ratings] = await Promise.all([
      dataProvider.getList<ExamMark>('marks', {
        filter: { examId: exam.id },
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'studentName', order: 'ASC' },
      }),
      ratingsOf(exam, async (filter) => {
        const { data: results } = await dataProvider.getList<SubjectResultRow>('results', {
          filter,
          pagination: { page: 1, perPage: 100 },
          sort: { field: 'studentName', order: 'ASC' },
        });
        return results;
      }),
    ]);
    savedRatings.current = ratings ?? {};
    setRated(ratings !== undefined);
    setRows(rowsOf(data, { ...waiting, ...saver.unsaved() }, ratings));
  }, [dataProvider, exam]);
  useEffect(() => void load(), [load]);
  useEffect(() => {
    if (saver.state.kind === 'error' && saver.state.message === examMessages.published)
      setPublished(true);
  }, [saver.state]);

  // A committed cell, when valid, is saved and shown as what it means (A → ABSENT, EX → EXEMPT); an invalid one stays as typed, in red.
  const onChange = (next: GridRow[], changed: GridRow[]) => {
    const committed: Record<string, MarkValue> = {};
    const before = new Map((rows ?? []).map((r) => [r.studentId, r]));
    for (const row of changed) {
      // With conduct and effort beside it, a row changed in those alone leaves its mark as it was.
      if (rated && before.get(row.studentId)?.text === row.text) continue;
      const parsed = parseMark(row.text ?? '', exam.outOf);
      if (parsed.ok) committed[row.studentId] = parsed.mark;
    }
    if (rated) for (const row of changed) saveRatings(row);
    if (Object.keys(committed).length) saver.commit(committed);
    setRows(
      next.map((row) =>
        row.studentId in committed ? { ...row, text: markText(committed[row.studentId]) } : row,
      ),
    );
  };
  // A row's conduct and effort go together in one RecordConductAndEffort, when both are blank or
  // A to E; one at a time, so a conduct and then an effort typed on the same row arrive in order.
  const ratingsQueue = useRef<Promise<void>>(Promise.resolve());
  function saveRatings(row: GridRow) {
    ratingsQueue.current = ratingsQueue.current.then(() => sendRatings(row));
  }
  async function sendRatings(row: GridRow) {
    const conduct = row.conduct ?? null;
    const effort = row.effort ?? null;
    const was = savedRatings.current[row.studentId];
    if ((was?.conduct ?? null) === conduct && (was?.effort ?? null) === effort) return;
    if (!validRating(conduct) || !validRating(effort)) return;
    setRatingsState({ kind: 'saving' });
    try {
      await sendCommand('RecordConductAndEffort', {
        termId: exam.termId,
        classId: exam.classId,
        subjectId: exam.subjectId,
        studentId: row.studentId,
        // validRating holds each to A–E or blank.
        conduct: conduct as ConductGrade | null,
        effort: effort as ConductGrade | null,
      });
      savedRatings.current = { ...savedRatings.current, [row.studentId]: { conduct, effort } };
      setRatingsState({ kind: 'saved' });
    } catch (failure) {
      setRatingsState({
        kind: 'error',
        message: decisionError(failure, 'The conduct and effort could not be saved. Try again.'),
      });
    }
  }
  const badRatings =
    rows?.filter((r) => rated && (!validRating(r.conduct) || !validRating(r.effort))) ?? [];
  const invalid = rows?.filter((r) => !parseMark(r.text ?? '', exam.outOf).ok) ?? [];
  const readOnly = published || (exam.marksLocked && permissions === 'TEACHER');

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 1 }}>
        <Typography>
          Class: <strong>{exam.className}</strong>
        </Typography>
        <Typography>
          Total mark: <strong data-testid="total-mark">{exam.outOf}</strong>
        </Typography>
        <SaveIndicator
          state={saver.state}
          refused={invalid.length}
          onRetry={() => void saver.retry()}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="grid-help">
        {readOnly
          ? `These marks can be read here, not changed.${published && permissions === 'ADMIN' ? ' Correct mark changes one, with a reason.' : ''}${rated ? ' Conduct and effort (A to E) can still be typed until the term is closed.' : ''}`
          : `Type a mark and press Enter for the next student; A for absent, EX for exempt; paste a column from a spreadsheet. A mark is saved as soon as you leave its cell.${rated ? ' Conduct and effort: A (excellent) to E (poor), saved with the row.' : ''}`}
      </Typography>
      {exam.marksLocked && permissions === 'TEACHER' && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {examMessages.locked}
        </Alert>
      )}
      {published && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {examMessages.published}
        </Alert>
      )}
      {invalid.length > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="invalid-marks">
          Not saved: {invalid.map((r) => r.studentName).join(', ')} — {examMessages.markRange} (
          {exam.outOf}), or A for absent, EX for exempt.
        </Alert>
      )}
      {badRatings.length > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="invalid-ratings">
          Not saved: {badRatings.map((r) => r.studentName).join(', ')} —{' '}
          {resultMessages.conductGrade}.
        </Alert>
      )}
      <RatingsIndicator state={ratingsState} />
      {rows === null ? (
        <LinearProgress />
      ) : (
        <MarkGrid
          rows={rows}
          outOf={exam.outOf}
          readOnly={readOnly}
          onChange={onChange}
          onDraft={saver.draft}
          onHistory={setHistory}
          onCorrect={published && permissions === 'ADMIN' ? setCorrecting : undefined}
          ratings={rated}
        />
      )}
      {rows?.length === 0 && (
        <Typography sx={{ mt: 1 }}>No active students in {exam.className} yet.</Typography>
      )}
      <MarkHistoryDialog exam={exam} row={history} onClose={() => setHistory(null)} />
      <CorrectMarkDialog
        exam={exam}
        row={correcting}
        onClose={(done) => {
          setCorrecting(null);
          if (done) void load();
        }}
      />
    </>
  );
}

/** Spec 001 §2.9's grading popup, 'Grading results for {exam}': the class, the total mark and the grid. */
export function GradingDialog({
  exam,
  open,
  onClose,
}: {
  exam: Exam;
  open: boolean;
  onClose(): void;
}) {
  const refresh = useRefresh();
  const narrow = useNarrow('sm');
  const close = () => {
    onClose();
    refresh();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      fullScreen={narrow}
      maxWidth="md"
      aria-labelledby="grading-title"
    >
      <DialogTitle id="grading-title">Grading results for {exam.examName}</DialogTitle>
      <DialogContent>{open && <Grading exam={exam} />}</DialogContent>
      <DialogActions>
        <Button onClick={close}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
