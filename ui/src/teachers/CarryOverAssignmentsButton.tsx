import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import ForwardIcon from '@mui/icons-material/Forward';
import { useNotify, useRefresh } from 'react-admin';
import type { Teacher, TeacherAssignment } from '@chikoro/contracts';
import { fetchAll } from '../api/fetchAll';
import { sendCommand } from '../api/httpClient';
import { decisionError } from '../shared/decisionError';
import { termLabel, useTermChoices } from '../setup/useTerms';

/** Every row of a list (all its pages) for a filter, read again when `round` changes; none while `filter` is null. */
function useAll<Row>(resource: string, filter: Record<string, unknown> | null, round: number) {
  const [rows, setRows] = useState<{ data?: Row[]; isPending: boolean }>({ isPending: true });
  const wanted = JSON.stringify(filter);
  useEffect(() => {
    if (wanted === 'null') return;
    let current = true;
    setRows({ isPending: true });
    fetchAll<Row>(resource, JSON.parse(wanted) as Record<string, unknown>).then(
      (data) => current && setRows({ data, isPending: false }),
      () => current && setRows({ data: [], isPending: false }),
    );
    return () => {
      current = false;
    };
  }, [resource, wanted, round]);
  return rows;
}
const key = (a: Pick<TeacherAssignment, 'teacherId' | 'subjectId' | 'classId'>) =>
  `${a.teacherId}/${a.subjectId}/${a.classId}`;

/**
 * Carry over: one term's teaching assignments offered for another (the next, by default), each
 * ticked unless its teacher is no longer active or already has it there. Each one ticked is its
 * own AssignTeacher, as if assigned by hand: audited, and refused as one would be.
 */
export function CarryOverAssignmentsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button startIcon={<ForwardIcon />} onClick={() => setOpen(true)}>
        Carry over assignments
      </Button>
      {open && <CarryOverDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function CarryOverDialog({ onClose }: { onClose(): void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const notify = useNotify();
  const refresh = useRefresh();
  const { records: terms, current, isPending } = useTermChoices();
  const [fromId, setFromId] = useState('');
  const [toId, setToId] = useState('');
  useEffect(() => {
    const from = current ?? terms[terms.length - 1];
    if (isPending || fromId || !from) return;
    const next = terms[terms.indexOf(from) + 1];
    setFromId(from.id);
    setToId(next?.id ?? '');
  }, [isPending, terms, current, fromId]);

  const [round, setRound] = useState(0);
  const from = useAll<TeacherAssignment>(
    'teacher-assignments',
    fromId ? { termId: fromId } : null,
    round,
  );
  const there = useAll<TeacherAssignment>(
    'teacher-assignments',
    toId ? { termId: toId } : null,
    round,
  );
  const teachers = useAll<Teacher>('teachers', {}, 0);
  const active = useMemo(
    () => new Set((teachers.data ?? []).filter((t) => t.status === 'Active').map((t) => t.id)),
    [teachers.data],
  );
  const already = useMemo(() => new Set((there.data ?? []).map(key)), [there.data]);
  const offered = useMemo(
    () =>
      (from.data ?? []).map((a) => ({
        assignment: a,
        why: already.has(key(a))
          ? 'already assigned there'
          : active.has(a.teacherId)
            ? undefined
            : 'teacher not active',
      })),
    [from.data, already, active],
  );
  const [unticked, setUnticked] = useState<Set<string>>(new Set());
  const chosen = offered.filter((o) => !o.why && !unticked.has(o.assignment.id));
  const [sending, setSending] = useState(false);
  const [refusals, setRefusals] = useState<string[]>([]);
  const target = terms.find((t) => t.id === toId);

  const carryOver = async () => {
    setSending(true);
    const refused: string[] = [];
    let carried = 0;
    for (const { assignment: a } of chosen) {
      try {
        await sendCommand('AssignTeacher', {
          teacherId: a.teacherId,
          subjectId: a.subjectId,
          classId: a.classId,
          termId: toId,
        });
        carried += 1;
      } catch (failure) {
        refused.push(
          `${a.teacherName}, ${a.subjectName} in ${a.className}: ${decisionError(failure, 'refused')}`,
        );
      }
    }
    setSending(false);
    refresh();
    setRound((r) => r + 1);
    const label = target ? termLabel(target) : 'the term';
    notify(`${carried} assignment${carried === 1 ? '' : 's'} carried over to ${label}`, {
      type: refused.length ? 'warning' : 'success',
    });
    if (refused.length) setRefusals(refused);
    else onClose();
  };

  const termSelect = (label: string, value: string, set: (id: string) => void, testId: string) => (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => {
        set(e.target.value);
        setUnticked(new Set());
        setRefusals([]);
      }}
      fullWidth
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    >
      {terms.map((t) => (
        <MenuItem key={t.id} value={t.id}>
          {termLabel(t)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Dialog
      open
      onClose={() => !sending && onClose()}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="carry-over-title"
    >
      <DialogTitle id="carry-over-title">Carry over teaching assignments</DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1, mb: 2 }}>
          {termSelect('From term', fromId, setFromId, 'carry-from')}
          {termSelect('To term', toId, setToId, 'carry-to')}
        </Stack>
        {fromId && toId === fromId && (
          <Alert severity="info">Choose another term to carry the assignments to.</Alert>
        )}
        {fromId && toId !== fromId && !from.isPending && offered.length === 0 && (
          <Typography color="text.secondary">No assignments in that term.</Typography>
        )}
        {toId !== fromId &&
          offered.map(({ assignment: a, why }) => (
            <FormControlLabel
              key={a.id}
              sx={{ display: 'flex' }}
              control={
                <Checkbox
                  checked={!why && !unticked.has(a.id)}
                  disabled={Boolean(why) || sending}
                  onChange={(e) =>
                    setUnticked((s) => {
                      const next = new Set(s);
                      if (e.target.checked) next.delete(a.id);
                      else next.add(a.id);
                      return next;
                    })
                  }
                />
              }
              label={`${a.teacherName}: ${a.subjectName} in ${a.className}${why ? ` (${why})` : ''}`}
            />
          ))}
        {refusals.length > 0 && (
          <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
            {refusals.map((r) => (
              <div key={r}>{r}</div>
            ))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {refusals.length ? 'Close' : 'Cancel'}
        </Button>
        <Button
          variant="contained"
          disabled={sending || !toId || toId === fromId || chosen.length === 0}
          onClick={() => void carryOver()}
        >
          {sending ? 'Please wait...' : `Carry over ${chosen.length}`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
