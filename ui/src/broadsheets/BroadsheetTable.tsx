import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { Broadsheet } from '@chikoro/contracts';

const text = (n: number | null) => (n === null ? '—' : String(n));
const sticky = { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 } as const;

/**
 * The broadsheet as a table: a row per student (position, name, each subject's final mark and
 * grade, total, average, points), then each subject's average and pass rate, the figures as the
 * server printed them for the school's score format (as the PDF and spreadsheet do). It scrolls sideways
 * within its box on a narrow screen, the student's name staying in view.
 */
export function BroadsheetTable({ sheet }: { sheet: Broadsheet }) {
  const level = sheet.classId === null;
  const blanks = (n: number) =>
    Array.from({ length: n }, (_, i) => <TableCell key={`blank-${i}`} />);
  const tail = sheet.hasPoints ? 3 : 2;
  return (
    // Zero width with a full minimum: the table never widens the page, it scrolls within this box.
    <Box
      sx={{
        overflowX: 'auto',
        width: 0,
        minWidth: '100%',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
      data-testid="broadsheet-scroll"
      tabIndex={0}
      role="region"
      aria-label="Broadsheet table"
    >
      <Table
        size="small"
        aria-label={`Broadsheet of ${sheet.className ?? sheet.levelName ?? ''}, ${sheet.termName ?? ''}`}
        sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>Pos.</TableCell>
            <TableCell sx={sticky}>Student</TableCell>
            {level && <TableCell>Class</TableCell>}
            {sheet.subjects.map((s) => (
              <TableCell key={s.subjectId} align="right">
                {s.subjectName}
              </TableCell>
            ))}
            <TableCell align="right">Total</TableCell>
            <TableCell align="right">Average</TableCell>
            {sheet.hasPoints && <TableCell align="right">Points</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {sheet.rows.map((r) => (
            <TableRow key={r.studentId} data-testid="broadsheet-row">
              <TableCell>{text(r.position)}</TableCell>
              <TableCell component="th" scope="row" sx={sticky}>
                {r.studentName}
              </TableCell>
              {level && <TableCell>{r.className}</TableCell>}
              {sheet.subjects.map((s) => {
                const mark = r.printed.marks[s.subjectId];
                return (
                  <TableCell key={s.subjectId} align="right">
                    {mark === undefined
                      ? '—'
                      : `${mark} ${r.marks[s.subjectId]?.grade ?? ''}`.trim()}
                  </TableCell>
                );
              })}
              <TableCell align="right">{r.printed.total ?? '—'}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {r.printed.average ?? '—'}
              </TableCell>
              {sheet.hasPoints && <TableCell align="right">{text(r.points)}</TableCell>}
            </TableRow>
          ))}
          <TableRow data-testid="broadsheet-averages">
            <TableCell />
            <TableCell component="th" scope="row" sx={{ ...sticky, fontStyle: 'italic' }}>
              Subject average
            </TableCell>
            {level && <TableCell />}
            {sheet.subjects.map((s) => (
              <TableCell key={s.subjectId} align="right">
                {s.printed.average ?? '—'}
              </TableCell>
            ))}
            {blanks(tail)}
          </TableRow>
          <TableRow data-testid="broadsheet-pass-rates">
            <TableCell />
            <TableCell component="th" scope="row" sx={{ ...sticky, fontStyle: 'italic' }}>
              Pass rate
            </TableCell>
            {level && <TableCell />}
            {sheet.subjects.map((s) => (
              <TableCell key={s.subjectId} align="right">
                {s.passRate === null ? '—' : `${s.passRate}%`}
              </TableCell>
            ))}
            {blanks(tail)}
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}
