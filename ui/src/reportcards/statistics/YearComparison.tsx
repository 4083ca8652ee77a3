import { useEffect, useState } from 'react';
import {
  Alert,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { SubjectYearComparisonRow, SubjectYearFigures } from '@chikoro/contracts';
import { fetchAll } from '../api';

const yearName = (rows: SubjectYearComparisonRow[], year: 'thisYear' | 'lastYear') =>
  rows.find((r) => r[year])?.[year]?.academicYearName;

const cells = (figures: SubjectYearFigures | null) =>
  figures ? [`${figures.average}`, `${figures.passRate}%`, `${figures.results}`] : ['–', '–', '–'];

/**
 * Per subject, this academic year's average and pass rate beside last year's, from published report
 * cards (GET /api/results-statistics-years, the admin's school).
 */
export function YearComparison() {
  const [rows, setRows] = useState<SubjectYearComparisonRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    fetchAll<SubjectYearComparisonRow>('results-statistics-years')
      .then((r) => live && setRows(r))
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, []);
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!rows) return <Skeleton variant="rounded" height={120} />;
  const thisYear = yearName(rows, 'thisYear') ?? 'This year';
  const lastYear = yearName(rows, 'lastYear') ?? 'Last year';
  return (
    <section aria-labelledby="year-comparison">
      <Typography id="year-comparison" variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
        This year against last
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No published results this year or last.
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="year-comparison">
            <TableHead>
              <TableRow>
                <TableCell>Subject</TableCell>
                <TableCell align="right">{`Average ${thisYear}`}</TableCell>
                <TableCell align="right">{`Pass rate ${thisYear}`}</TableCell>
                <TableCell align="right">{`Results ${thisYear}`}</TableCell>
                <TableCell align="right">{`Average ${lastYear}`}</TableCell>
                <TableCell align="right">{`Pass rate ${lastYear}`}</TableCell>
                <TableCell align="right">{`Results ${lastYear}`}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.id}>
                  <TableCell component="th" scope="row">
                    {r.subjectName}
                  </TableCell>
                  {[...cells(r.thisYear), ...cells(r.lastYear)].map((text, i) => (
                    <TableCell key={i} align="right">
                      {text}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </section>
  );
}
