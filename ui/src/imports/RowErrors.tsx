import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ImportRowPlan } from '@chikoro/contracts';

/** Enough to correct a file by; the counts above say how many rows there are in all. */
const SHOWN = 500;

/**
 * The dry run's errors, one line per row and column, in the file's order: the row as a spreadsheet
 * numbers it (with what it names), the template's column, the message. The table keeps to the
 * dialog's width (long words wrap), so a phone never scrolls sideways.
 */
export function RowErrors({ rows }: { rows: ImportRowPlan[] }) {
  const lines = rows.flatMap((r) =>
    r.errors.map((e, i) => ({ key: `${r.row}-${i}`, row: r.row, label: r.label, ...e })),
  );
  const shown = lines.slice(0, SHOWN);
  return (
    <Box
      sx={{
        maxHeight: { xs: 'none', sm: 320 },
        overflowY: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Table
        size="small"
        stickyHeader
        data-testid="import-errors"
        aria-label="Rows with errors"
        sx={{
          tableLayout: 'fixed',
          width: '100%',
          '& td, & th': { overflowWrap: 'anywhere', px: 1, verticalAlign: 'top' },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: { xs: '26%', sm: '22%' } }}>Row</TableCell>
            <TableCell sx={{ width: { xs: '28%', sm: '22%' } }}>Column</TableCell>
            <TableCell>Message</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((line) => (
            <TableRow key={line.key}>
              <TableCell>
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {line.row}
                </Box>
                {line.label && (
                  <Typography variant="caption" component="div" color="text.secondary">
                    {line.label}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{line.column}</TableCell>
              <TableCell>{line.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {lines.length > SHOWN && (
        <Typography variant="body2" sx={{ p: 1 }}>
          … and {lines.length - SHOWN} more: correct these first and check the file again.
        </Typography>
      )}
    </Box>
  );
}
