import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  MenuItem,
  Skeleton,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import type { ResultsStatisticsRow } from '@chikoro/contracts';
import { fetchAll } from '../api';
import {
  applyFilter,
  choices,
  dimensionLabels,
  summarise,
  type Dimension,
  type StatisticsFilter,
} from './summarise';

/** The charts library loads apart from the rest of the area. */
const ResultsCharts = lazy(() =>
  import('./ResultsCharts').then((m) => ({ default: m.ResultsCharts })),
);

const filterKeys = [
  ['termId', 'term'],
  ['levelId', 'level'],
  ['classId', 'class'],
  ['subjectId', 'subject'],
] as const;

const fetchStatistics = () => fetchAll<ResultsStatisticsRow>('results-statistics');

/**
 * Published results summed by subject, level, class or term, within the chosen term, level,
 * class and subject: a school's own for its admin, every school's for the superadmin (the
 * server scopes /api/results-statistics by the token).
 */
export function ResultsStatistics({ scope }: { scope: 'school' | 'platform' }) {
  const [rows, setRows] = useState<ResultsStatisticsRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [filter, setFilter] = useState<StatisticsFilter>({});
  const [by, setBy] = useState<Dimension>('subject');

  useEffect(() => {
    let live = true;
    fetchStatistics()
      .then((r) => live && setRows(r))
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, []);

  const filtered = useMemo(() => applyFilter(rows ?? [], filter), [rows, filter]);
  const summaries = useMemo(() => summarise(filtered, by), [filtered, by]);
  const students = filtered.reduce((n, r) => n + r.students, 0);

  if (error) return <Alert severity="error">{error}</Alert>;
  if (!rows) return <Skeleton variant="rounded" height={300} />;
  return (
    <Box data-testid={`results-statistics-${scope}`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
        {filterKeys.map(([key, dimension]) => (
          <TextField
            key={key}
            select
            size="small"
            label={dimensionLabels[dimension]}
            value={filter[key] ?? ''}
            onChange={(e) => setFilter((f) => ({ ...f, [key]: e.target.value || undefined }))}
            fullWidth={false}
            sx={{ minWidth: 140 }}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <MenuItem value="">All</MenuItem>
            {choices(rows, dimension).map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        ))}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={by}
          onChange={(_e, v: Dimension | null) => v && setBy(v)}
          aria-label="Group by"
        >
          {(Object.keys(dimensionLabels) as Dimension[]).map((d) => (
            <ToggleButton key={d} value={d}>
              By {dimensionLabels[d].toLowerCase()}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {rows.length === 0
          ? 'No published results yet: figures appear once a class’s results are published.'
          : `${students} subject results from published report cards${scope === 'platform' ? ', every school' : ''}.`}
      </Typography>
      <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
        <ResultsCharts summaries={summaries} by={by} />
      </Suspense>
    </Box>
  );
}
