import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Title, useGetList, useNotify } from 'react-admin';
import type {
  PromotionOutcome,
  PromotionPlan,
  PromotionRow,
  SchoolClass,
} from '@chikoro/contracts';
import { sendCommand } from '../api/httpClient';
import { PlanTable } from './PlanTable';

interface Named {
  id: string;
  name: string;
  /** An academic year's: the one holding today. */
  current?: boolean;
}

const failureOf = (e: unknown) =>
  e instanceof Error ? e.message : 'That did not work. Try again.';
const totalLabel = (t: PromotionPlan['totals'][number]) =>
  `${t.outcome === 'promote' ? 'To' : t.outcome === 'repeat' ? 'Repeat in' : t.outcome === 'graduate' ? 'Graduate' : 'Leave'}${t.toClassName ? ` ${t.toClassName}` : ''}: ${t.students}`;

/**
 * The end of the year for one level: plan a dry run from one year to the next, change a student's
 * outcome (a repeat asks its reason), see the totals per class, apply it, and undo it while the new
 * year's registers and marks do not name its students.
 */
export function PromotionPage() {
  const notify = useNotify();
  const [fromYearId, setFromYearId] = useState('');
  const [toYearId, setToYearId] = useState('');
  const [levelId, setLevelId] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [repeating, setRepeating] = useState<PromotionRow | null>(null);
  const [reason, setReason] = useState('');
  const all = { pagination: { page: 1, perPage: 100 } };
  const years = useGetList<Named>('academic-years', {
    ...all,
    sort: { field: 'startDate', order: 'ASC' },
  });
  const levels = useGetList<Named>('levels', { ...all, sort: { field: 'name', order: 'ASC' } });
  const classes = useGetList<SchoolClass>('classes', {
    ...all,
    sort: { field: 'name', order: 'ASC' },
  });
  const plans = useGetList<PromotionPlan>(
    'promotion-plans',
    {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'plannedAt', order: 'DESC' },
      filter: { levelId },
    },
    { enabled: levelId !== '' },
  );
  const plan = levelId ? plans.data?.[0] : undefined;
  // The page opens on the newest plan (its years and level), else on this year into the next.
  const newest = useGetList<PromotionPlan>('promotion-plans', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'plannedAt', order: 'DESC' },
  });
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (opened || !years.data || !newest.data) return;
    setOpened(true);
    const last = newest.data[0];
    if (last) {
      setFromYearId(last.fromYearId);
      setToYearId(last.toYearId);
      setLevelId(last.levelId);
      return;
    }
    const current = years.data.findIndex((y) => y.current);
    const next = current >= 0 ? years.data[current + 1] : undefined;
    if (current >= 0 && next) {
      setFromYearId(years.data[current]!.id);
      setToYearId(next.id);
    }
  }, [opened, years.data, newest.data]);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      notify(done, { type: 'success' });
      await plans.refetch();
      return true;
    } catch (e) {
      setFailure(failureOf(e));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const change = (row: PromotionRow, outcome: PromotionOutcome, toClassId?: string) =>
    void run(
      () =>
        sendCommand('ChangePromotionPlan', {
          planId: plan!.id,
          studentId: row.studentId,
          outcome,
          ...(toClassId ? { toClassId } : {}),
          ...(outcome === 'repeat' ? { reason: row.reason ?? '' } : {}),
        }),
      `${row.studentName}: ${outcome}`,
    );
  const yearSelect = (label: string, value: string, set: (v: string) => void) => (
    <TextField
      select
      label={label}
      value={years.data ? value : ''}
      onChange={(e) => set(e.target.value)}
      sx={{ minWidth: 180 }}
    >
      {(years.data ?? []).map((y) => (
        <MenuItem key={y.id} value={y.id}>
          {y.name}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box sx={{ p: 2, minWidth: 0 }}>
      <Title title="Promotion" />
      <Typography variant="h5" component="h2" gutterBottom>
        Promotion
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        Plan a level&apos;s move into the next year: nothing changes until you apply the plan, and
        you can undo it until the new year&apos;s registers or marks name its students.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        {yearSelect('From year', fromYearId, setFromYearId)}
        {yearSelect('To year', toYearId, setToYearId)}
        <TextField
          select
          label="Level"
          value={levels.data ? levelId : ''}
          onChange={(e) => setLevelId(e.target.value)}
          sx={{ minWidth: 180 }}
        >
          {(levels.data ?? []).map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          disabled={busy || !fromYearId || !toYearId || !levelId}
          onClick={() =>
            void run(
              () => sendCommand('PlanPromotion', { fromYearId, toYearId, levelId }),
              'Promotion planned',
            )
          }
        >
          Plan
        </Button>
      </Stack>
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      {plan && (
        <>
          <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
            <Typography variant="h6" component="h3">
              {`${plan.levelName ?? ''} → ${plan.toLevelName ?? 'leaving'} (${plan.toYearName ?? ''})`}
            </Typography>
            <Chip label={plan.status} color={plan.status === 'Applied' ? 'success' : 'default'} />
            {plan.status === 'Planned' || plan.status === 'Applying' ? (
              <Button
                variant="contained"
                color="warning"
                disabled={busy}
                onClick={() =>
                  void run(
                    () => sendCommand('ApplyPromotion', { planId: plan.id }),
                    'Promotion applied',
                  )
                }
              >
                {plan.status === 'Applying' ? 'Finish applying' : 'Apply'}
              </Button>
            ) : (
              <Button
                variant="outlined"
                disabled={busy}
                onClick={() =>
                  void run(
                    () => sendCommand('UndoPromotion', { batchId: plan.batchId! }),
                    'Promotion undone',
                  )
                }
              >
                {plan.status === 'Undoing' ? 'Finish undoing' : 'Undo'}
              </Button>
            )}
          </Stack>
          <List dense aria-label="Totals per class">
            {plan.totals.map((t) => (
              <ListItem key={`${t.outcome}${t.toClassId ?? ''}`}>{totalLabel(t)}</ListItem>
            ))}
          </List>
          <PlanTable
            plan={plan}
            classes={classes.data ?? []}
            busy={busy}
            onOutcome={(row, outcome) => {
              if (outcome === 'repeat') {
                setReason('');
                setRepeating(row);
              } else change(row, outcome);
            }}
            onClass={(row, toClassId) => change(row, row.outcome, toClassId)}
          />
        </>
      )}
      <Dialog open={repeating !== null} onClose={() => !busy && setRepeating(null)}>
        <DialogTitle>{`Why does ${repeating?.studentName ?? ''} repeat the year?`}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRepeating(null)} disabled={busy}>
            Cancel
          </Button>
          <Button
            variant="contained"
            disabled={busy}
            onClick={async () => {
              const row = repeating!;
              const sent = await run(
                () =>
                  sendCommand('ChangePromotionPlan', {
                    planId: plan!.id,
                    studentId: row.studentId,
                    outcome: 'repeat',
                    reason,
                  }),
                `${row.studentName} repeats the year`,
              );
              if (sent) setRepeating(null);
            }}
          >
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
