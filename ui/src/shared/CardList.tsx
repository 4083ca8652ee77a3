import type { ReactNode } from 'react';
import {
  Box,
  Card,
  CardContent,
  LinearProgress,
  Paper,
  Typography,
  useMediaQuery,
  type Breakpoint,
  type Theme,
} from '@mui/material';
import { RecordContextProvider, useListContext, useTranslate } from 'react-admin';

/** True below the breakpoint: where a list's table would be wider than the screen. */
export const useNarrow = (breakpoint: Breakpoint) =>
  useMediaQuery((theme: Theme) => theme.breakpoints.down(breakpoint));

/**
 * A list's records as cards, one under the other: a phone's version of a table, with each
 * record's actions within reach. The children render inside each record's context.
 */
export function CardList({ testId, children }: { testId: string; children: ReactNode }) {
  const { data, isPending } = useListContext();
  const translate = useTranslate();
  if (isPending) return <LinearProgress sx={{ m: 2 }} />;
  if (!data?.length)
    return <Typography sx={{ p: 2 }}>{translate('ra.navigation.no_results')}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gap: 1 }}>
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Card component="li" variant="outlined" data-testid={testId}>
            <CardContent sx={{ '&:last-child': { pb: 2 }, overflowWrap: 'anywhere' }}>
              {children}
            </CardContent>
          </Card>
        </RecordContextProvider>
      ))}
    </Box>
  );
}

/** One line of a card: a small label, then the value. */
export function CardLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ mt: 0.5 }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:{' '}
      </Box>
      {children}
    </Typography>
  );
}

/**
 * Rows already at hand (not a react-admin list) as cards, one under the other: each titled, its
 * lines below — a phone's version of a table of them.
 */
export function RowCards<R extends { id: string }>({
  rows,
  testId,
  label,
  title,
  children,
}: {
  rows: readonly R[];
  testId: string;
  /** The list's accessible name. */
  label?: string;
  title(row: R): ReactNode;
  children(row: R): ReactNode;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
    >
      {rows.map((row) => (
        <Paper
          key={row.id}
          variant="outlined"
          component="li"
          sx={{ p: 1.5, overflowWrap: 'anywhere' }}
          data-testid={testId}
        >
          <Typography variant="subtitle1" component="p">
            {title(row)}
          </Typography>
          {children(row)}
        </Paper>
      ))}
    </Box>
  );
}
