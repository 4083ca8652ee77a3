import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useDataProvider, useListContext } from 'react-admin';
import { RecordHeadCommentInput, type ReportCardReadiness } from '@chikoro/contracts';
import type { ChikoroDataProvider } from '../api/dataProvider';
import { decisionError } from '../shared/decisionError';
import { useNarrow } from '../shared/CardList';
import { useReadiness } from './readiness';

type Student = ReportCardReadiness['students'][number];

function CommentField({
  student,
  value,
  onChange,
}: {
  student: Student;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <TextField
      size="small"
      fullWidth
      multiline
      minRows={2}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      inputProps={{ 'aria-label': `Head’s comment for ${student.studentName}`, maxLength: 1000 }}
    />
  );
}

/**
 * The head's (principal's) comment on each card of the chosen class and term, as a column the
 * admin fills for one student or the whole class; the changed ones are saved, one
 * RecordHeadComment each. An empty comment clears it.
 */
export function HeadCommentsButton() {
  const { filterValues } = useListContext();
  const { classId, termId } = filterValues as { classId?: string; termId?: string };
  const dataProvider = useDataProvider<ChikoroDataProvider>();
  const narrow = useNarrow('md');
  const [open, setOpen] = useState(false);
  const readiness = useReadiness(classId, termId, open);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [savedCount, setSavedCount] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setDrafts({});
    setSavedCount(null);
  }, [classId, termId, open]);

  const students = readiness.data?.students ?? [];
  const changed = students.filter(
    (s) => drafts[s.studentId] !== undefined && drafts[s.studentId]!.trim() !== s.headComment,
  );
  const valueOf = (s: Student) => drafts[s.studentId] ?? s.headComment;
  const edit = (s: Student) => (text: string) => {
    setSavedCount(null);
    setDrafts((d) => ({ ...d, [s.studentId]: text }));
  };

  async function save() {
    setFailure(null);
    setSavedCount(null);
    setBusy(true);
    const saved: string[] = [];
    try {
      for (const s of changed) {
        const parsed = RecordHeadCommentInput.safeParse({
          studentId: s.studentId,
          termId,
          comment: drafts[s.studentId],
        });
        if (!parsed.success)
          throw new Error(
            `${s.studentName}: ${parsed.error.issues[0]?.message ?? 'check the comment'}`,
          );
        try {
          await dataProvider.command('RecordHeadComment', parsed.data);
        } catch (error) {
          throw new Error(
            `${s.studentName}: ${decisionError(error, 'the comment could not be saved. Try again.')}`,
          );
        }
        saved.push(s.studentId);
      }
    } catch (error) {
      setFailure(
        error instanceof Error ? error.message : 'The comments could not be saved. Try again.',
      );
    } finally {
      // What was saved leaves the drafts and is read back; what was not stays as typed.
      setDrafts((d) => Object.fromEntries(Object.entries(d).filter(([id]) => !saved.includes(id))));
      await readiness.reload();
      if (saved.length > 0) setSavedCount(saved.length);
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        disabled={!classId || !termId}
        onClick={() => setOpen(true)}
        title={!classId || !termId ? 'Choose a class and a term first' : undefined}
      >
        Head’s comments
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        maxWidth="md"
        fullWidth
        fullScreen={narrow}
        aria-labelledby="head-comments-title"
      >
        <DialogTitle id="head-comments-title">Head’s comments</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The head’s comment printed on each student’s report card for this term. Type for one
            student or down the whole class, then save.
          </DialogContentText>
          {readiness.loading && !readiness.data && <LinearProgress />}
          {readiness.failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {readiness.failure}
            </Alert>
          )}
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          {readiness.data && students.length === 0 && (
            <Typography>No students in this class.</Typography>
          )}
          {narrow ? (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
              {students.map((s) => (
                <li key={s.studentId}>
                  <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
                    {s.studentName}
                  </Typography>
                  <CommentField student={s} value={valueOf(s)} onChange={edit(s)} />
                </li>
              ))}
            </Box>
          ) : (
            students.length > 0 && (
              <Table size="small" aria-label="Head’s comment per student">
                <TableHead>
                  <TableRow>
                    <TableCell>Student</TableCell>
                    <TableCell>Head’s comment</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {students.map((s) => (
                    <TableRow key={s.studentId}>
                      <TableCell sx={{ width: 220 }}>{s.studentName}</TableCell>
                      <TableCell>
                        <CommentField student={s} value={valueOf(s)} onChange={edit(s)} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )
          )}
        </DialogContent>
        {/* Said beside the buttons, not in a snackbar: on a phone a snackbar would cover them. */}
        <DialogActions>
          {savedCount !== null && (
            <Typography
              role="status"
              variant="body2"
              color="success.main"
              sx={{ mr: 'auto', pl: 1 }}
            >
              {`Saved: ${savedCount} ${savedCount === 1 ? 'comment' : 'comments'}`}
            </Typography>
          )}
          <Button onClick={() => setOpen(false)}>Close</Button>
          <Button
            variant="contained"
            disabled={busy || changed.length === 0}
            onClick={() => void save()}
          >
            {busy
              ? 'Please wait...'
              : `Save comments${changed.length ? ` (${changed.length})` : ''}`}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
