import {
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import type {
  PromotionOutcome,
  PromotionPlan,
  PromotionRow,
  SchoolClass,
} from '@chikoro/contracts';

const outcomes: [PromotionOutcome, string][] = [
  ['promote', 'Promote'],
  ['repeat', 'Repeat'],
  ['graduate', 'Graduate'],
  ['leave', 'Leave'],
];

/** One line per student: the outcome and the class it leads to, each changeable while the plan is not applied. */
export function PlanTable({
  plan,
  classes,
  busy,
  onOutcome,
  onClass,
}: {
  plan: PromotionPlan;
  classes: SchoolClass[];
  busy: boolean;
  onOutcome(row: PromotionRow, outcome: PromotionOutcome): void;
  onClass(row: PromotionRow, toClassId: string): void;
}) {
  const applied = plan.status !== 'Planned';
  const targets = (row: PromotionRow) =>
    classes.filter((c) =>
      row.outcome === 'repeat' ? c.levelId === plan.levelId : c.levelId === plan.toLevelId,
    );
  return (
    <Table size="small" aria-label="Students of the level">
      <TableHead>
        <TableRow>
          <TableCell>Student</TableCell>
          <TableCell>Class now</TableCell>
          <TableCell>Outcome</TableCell>
          <TableCell>Next class</TableCell>
          <TableCell>Reason</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {plan.rows.map((row) => (
          <TableRow key={row.studentId}>
            <TableCell>{`${row.studentName} (${row.registrationNumber})`}</TableCell>
            <TableCell>{row.fromClassName ?? ''}</TableCell>
            <TableCell>
              <TextField
                select
                size="small"
                label={`Outcome for ${row.studentName}`}
                value={row.outcome}
                disabled={applied || busy}
                onChange={(e) => onOutcome(row, e.target.value as PromotionOutcome)}
                sx={{ minWidth: 140 }}
              >
                {outcomes.map(([value, label]) => (
                  <MenuItem key={value} value={value}>
                    {label}
                  </MenuItem>
                ))}
              </TextField>
            </TableCell>
            <TableCell>
              {row.outcome === 'promote' || row.outcome === 'repeat' ? (
                <TextField
                  select
                  size="small"
                  label={`Next class for ${row.studentName}`}
                  value={row.toClassId ?? (row.outcome === 'repeat' ? row.fromClassId : '')}
                  disabled={applied || busy}
                  onChange={(e) => onClass(row, e.target.value)}
                  sx={{ minWidth: 160 }}
                >
                  {targets(row).map((c) => (
                    <MenuItem key={c.id} value={c.id}>
                      {c.name}
                    </MenuItem>
                  ))}
                </TextField>
              ) : (
                '—'
              )}
            </TableCell>
            <TableCell>{row.reason ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
