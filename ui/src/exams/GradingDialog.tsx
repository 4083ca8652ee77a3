import { useCallback, useEffect, useState } from 'react';
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
import { examMessages, type Exam, type ExamMark, type MarkValue } from '@chikoro/contracts';
import { useNarrow } from '../shared/CardList';
import { CorrectMarkDialog } from './CorrectMarkDialog';
import { MarkGrid, type GridRow } from './MarkGrid';
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

/** The rows as the server has them, with any value still waiting on this device on top. */
function rowsOf(marks: ExamMark[], unsaved: Record<string, MarkValue>): GridRow[] {
  return marks.map((m) => ({
    studentId: m.studentId,
    studentName: m.studentName,
    registrationNumber: m.registrationNumber,
    text: markText(m.studentId in unsaved ? unsaved[m.studentId] : m.mark),
  }));
}

function Grading({ exam }: { exam: Exam }) {
  const dataProvider = useDataProvider();
  const { permissions } = usePermissions<string>();
  const [rows, setRows] = useState<GridRow[] | null>(null);
  const [published, setPublished] = useState(exam.resultsPublished);
  const [history, setHistory] = useState<GridRow | null>(null);
  const [correcting, setCorrecting] = useState<GridRow | null>(null);
  const saver = useMarkSaver(exam.id, exam.outOf);

  const load = useCallback(async () => {
    // Marks waiting on this device when the list is asked for may be acknowledged before it answers, and the
    // answer may predate them: they are laid over it, with any still waiting once it has come.
    const waiting = saver.unsaved();
    const { data } = await dataProvider.getList<ExamMark>('marks', {
      filter: { examId: exam.id },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'studentName', order: 'ASC' },
    });
    setRows(rowsOf(data, { ...waiting, ...saver.unsaved() }));
  }, [dataProvider, exam.id]);
  useEffect(() => void load(), [load]);
  useEffect(() => {
    if (saver.state.kind === 'error' && saver.state.message === examMessages.published)
      setPublished(true);
  }, [saver.state]);

  // A committed cell, when valid, is saved and shown as what it means (A → ABSENT, EX → EXEMPT); an invalid one stays as typed, in red.
  const onChange = (next: GridRow[], changed: GridRow[]) => {
    const committed: Record<string, MarkValue> = {};
    for (const row of changed) {
      const parsed = parseMark(row.text ?? '', exam.outOf);
      if (parsed.ok) committed[row.studentId] = parsed.mark;
    }
    if (Object.keys(committed).length) saver.commit(committed);
    setRows(
      next.map((row) =>
        row.studentId in committed ? { ...row, text: markText(committed[row.studentId]) } : row,
      ),
    );
  };
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
          ? `These marks can be read here, not changed.${published && permissions === 'ADMIN' ? ' Correct mark changes one, with a reason.' : ''}`
          : 'Type a mark and press Enter for the next student; A for absent, EX for exempt; paste a column from a spreadsheet. A mark is saved as soon as you leave its cell.'}
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
