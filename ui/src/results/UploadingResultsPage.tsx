import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Title, useDataProvider, useGetList, useNotify } from 'react-admin';
import { NIL_UUID, RecordSubjectCommentsInput, type SubjectResultRow } from '@chikoro/contracts';
import type { ChikoroDataProvider } from '../api/dataProvider';
import { decisionError } from '../shared/decisionError';
import { finalText } from './marks';
import { BroadsheetLink } from '../broadsheets';

const keyOf = (r: Pick<SubjectResultRow, 'classId' | 'subjectId' | 'termId'>) =>
  `${r.classId}:${r.subjectId}:${r.termId}`;

/**
 * Spec 001 §2.11 (uploading-results): per subject and class, each student's final mark, grade and
 * the teacher's comment; changed comments are saved in one command. The server decides who may
 * comment (the subject's teacher for the class and term, or the admin).
 */
export function UploadingResultsPage() {
  const dataProvider = useDataProvider<ChikoroDataProvider>();
  const notify = useNotify();
  const groups = useGetList<SubjectResultRow>('results', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'id', order: 'ASC' },
  });
  const choices = useMemo(() => {
    const seen = new Map<string, SubjectResultRow>();
    for (const r of groups.data ?? []) if (!seen.has(keyOf(r))) seen.set(keyOf(r), r);
    return [...seen.entries()].map(([id, r]) => ({
      id,
      label: `${r.className ?? ''} · ${r.subjectName ?? ''} · ${r.termName ?? ''}`,
      row: r,
    }));
  }, [groups.data]);
  const [chosen, setChosen] = useState('');
  const current = choices.find((c) => c.id === chosen)?.row;
  const filter = current
    ? { classId: current.classId, subjectId: current.subjectId, termId: current.termId }
    : { classId: NIL_UUID };
  const rows = useGetList<SubjectResultRow>(
    'results',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'studentName', order: 'ASC' }, filter },
    { enabled: Boolean(current) },
  );
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setDrafts({}), [chosen]);

  const changed = (rows.data ?? []).filter(
    (r) => drafts[r.studentId] !== undefined && drafts[r.studentId] !== (r.comment ?? ''),
  );
  async function save() {
    if (!current) return;
    setFailure(null);
    const input = {
      classId: current.classId,
      subjectId: current.subjectId,
      termId: current.termId,
      comments: changed.map((r) => ({ studentId: r.studentId, comment: drafts[r.studentId]! })),
    };
    const parsed = RecordSubjectCommentsInput.safeParse(input);
    if (!parsed.success) return setFailure(parsed.error.issues[0]?.message ?? 'Check the comments');
    setBusy(true);
    try {
      await dataProvider.command('RecordSubjectComments', parsed.data);
      notify('Comments saved', { type: 'success' });
      setDrafts({});
      await rows.refetch();
    } catch (error) {
      setFailure(decisionError(error, 'The comments could not be saved. Try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ p: 2 }}>
      <Title title="Uploading results" />
      <Typography variant="h5" component="h2" gutterBottom>
        Uploading results
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }} data-testid="page-purpose">
        Write the comment each student’s report card gives for your subject: choose a class, subject
        and term to see every student’s final mark and grade beside a comment box. Marks are entered
        under Grading Results.
      </Typography>
      <TextField
        select
        label="Class, subject and term"
        value={chosen}
        onChange={(e) => setChosen(e.target.value)}
        sx={{ minWidth: 320, mb: 2 }}
        helperText={
          choices.length === 0 && !groups.isPending
            ? 'No results yet for the classes you teach'
            : ' '
        }
      >
        {choices.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.label}
          </MenuItem>
        ))}
      </TextField>
      <BroadsheetLink classId={current?.classId} termId={current?.termId} />
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      {current && (
        <>
          <Table size="small" aria-label="Final marks, grades and comments">
            <TableHead>
              <TableRow>
                <TableCell>Student</TableCell>
                <TableCell>Final mark</TableCell>
                <TableCell>Grade</TableCell>
                <TableCell>Comment</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(rows.data ?? []).map((r) => (
                <TableRow key={r.id}>
                  <TableCell>{r.studentName}</TableCell>
                  <TableCell>{finalText(r.finalMark, r.status)}</TableCell>
                  <TableCell>{r.grade ?? '—'}</TableCell>
                  <TableCell sx={{ minWidth: 280 }}>
                    <TextField
                      size="small"
                      fullWidth
                      multiline
                      inputProps={{ 'aria-label': `Comment for ${r.studentName}`, maxLength: 1000 }}
                      value={drafts[r.studentId] ?? r.comment ?? ''}
                      onChange={(e) => setDrafts({ ...drafts, [r.studentId]: e.target.value })}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
            <Button
              variant="contained"
              disabled={busy || changed.length === 0}
              onClick={() => void save()}
            >
              {busy
                ? 'Please wait...'
                : `Save comments${changed.length ? ` (${changed.length})` : ''}`}
            </Button>
          </Stack>
        </>
      )}
    </Box>
  );
}
