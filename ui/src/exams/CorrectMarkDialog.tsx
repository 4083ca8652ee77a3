import { useState } from 'react';
import { Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, TextField } from '@mui/material';
import { CorrectMarkInput, type Exam } from '@chikoro/contracts';
import { sendCommand } from '../api/httpClient';
import { decisionError } from '../shared/decisionError';
import type { GridRow } from './MarkGrid';
import { parseMark } from './markText';

/** After publication: the admin changes one mark with a reason; the report card is re-issued as amended. */
export function CorrectMarkDialog({ exam, row, onClose }: { exam: Exam; row: GridRow | null; onClose(done: boolean): void }) {
  const [text, setText] = useState('');
  const [reason, setReason] = useState('');
  const [share, setShare] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = (done: boolean) => {
    setText(''); setReason(''); setShare(false); setError(null);
    onClose(done);
  };
  const submit = async () => {
    if (!row) return;
    const mark = parseMark(text, exam.outOf);
    if (!mark.ok) return setError(mark.error);
    const parsed = CorrectMarkInput.safeParse({ examId: exam.id, studentId: row.studentId, mark: mark.mark, reason, shareReasonWithFamily: share });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the mark and the reason');
    setBusy(true);
    try {
      await sendCommand('CorrectMark', parsed.data);
      setBusy(false);
      close(true);
    } catch (failure) {
      setBusy(false);
      setError(decisionError(failure, 'The correction could not be saved'));
    }
  };
  return (
    <Dialog open={row !== null} onClose={() => close(false)} fullWidth maxWidth="xs" aria-labelledby="correct-mark-title">
      <DialogTitle id="correct-mark-title">Correct {row?.studentName}’s mark</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField label={`New mark (out of ${exam.outOf})`} value={text} onChange={(e) => setText(e.target.value)} helperText={`Now: ${row?.text || '(none)'}`} />
          <TextField label="Reason" required multiline minRows={2} value={reason} onChange={(e) => setReason(e.target.value)}
            helperText="Kept within the school unless you share it below." />
          <FormControlLabel control={<Checkbox checked={share} onChange={(e) => setShare(e.target.checked)} />}
            label="Print the reason on the family’s amended report card" />
          {error && <Alert severity="error" role="alert">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close(false)} disabled={busy}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy}>{busy ? 'Please wait...' : 'Correct mark'}</Button>
      </DialogActions>
    </Dialog>
  );
}
