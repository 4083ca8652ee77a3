import { useEffect, useMemo, useRef } from 'react';
import { Button } from '@mui/material';
import { DataSheetGrid, keyColumn, textColumn, type Column, type DataSheetGridRef } from 'react-datasheet-grid';
import 'react-datasheet-grid/dist/style.css';
import { parseMark } from './markText';

export interface GridRow {
  studentId: string;
  studentName: string;
  registrationNumber: string;
  /** What the cell shows: as typed, until it is a valid mark. */
  text: string | null;
}

interface Props {
  rows: GridRow[];
  outOf: number;
  readOnly: boolean;
  onChange(rows: GridRow[], changed: GridRow[]): void;
  onHistory(row: GridRow): void;
  /** After publication, the admin's way to change a mark. */
  onCorrect?(row: GridRow): void;
}

/**
 * The grading grid: type a mark and press Enter to go down to the next student, arrows to move,
 * paste a column from a spreadsheet to fill many students at once. Every cell is checked as typed;
 * an invalid one is shown in red and not sent. No key publishes anything.
 */
export function MarkGrid({ rows, outOf, readOnly, onChange, onHistory, onCorrect }: Props) {
  const columns = useMemo<Column<GridRow>[]>(() => {
    const markColumn: Column<GridRow> = {
      ...keyColumn<GridRow, 'text'>('text', textColumn),
      title: `Mark (out of ${outOf})`,
      minWidth: 110,
      disabled: readOnly,
      cellClassName: ({ rowData }) => (parseMark(rowData.text ?? '', outOf).ok ? 'mark-cell' : 'mark-cell mark-invalid'),
    };
    const history: Column<GridRow> = {
      title: 'History', minWidth: 90, maxWidth: 100, disabled: true,
      component: ({ rowData }) => <Button size="small" tabIndex={-1} onClick={() => onHistory(rowData)}>History</Button>,
    };
    const correct: Column<GridRow>[] = onCorrect ? [{
      title: 'Correct', minWidth: 120, disabled: true,
      component: ({ rowData }) => <Button size="small" tabIndex={-1} onClick={() => onCorrect(rowData)}>Correct mark</Button>,
    }] : [];
    return [
      { title: 'Student Name', disabled: true, minWidth: 160, grow: 2, component: ({ rowData }) => <span className="dsg-text">{rowData.studentName}</span> },
      { title: 'Reg. number', disabled: true, minWidth: 120, component: ({ rowData }) => <span className="dsg-text">{rowData.registrationNumber}</span> },
      markColumn,
      history,
      ...correct,
    ];
  }, [outOf, readOnly, onHistory, onCorrect]);

  const grid = useRef<DataSheetGridRef>(null);
  // The first student's mark is ready for typing as soon as the grid opens.
  const hasRows = rows.length > 0;
  useEffect(() => {
    if (hasRows && !readOnly) grid.current?.setActiveCell({ col: 2, row: 0 });
  }, [hasRows, readOnly]);

  return (
    <div data-testid="mark-grid" style={{ overflowX: 'auto' }}>
      <style>{'.mark-invalid { background: #fdecea !important; color: #b71c1c; outline: 2px solid #d32f2f; outline-offset: -2px; }'}</style>
      <DataSheetGrid<GridRow>
        ref={grid}
        value={rows}
        columns={columns}
        lockRows
        rowKey="studentId"
        gutterColumn={false}
        height={Math.min(480, 40 * (rows.length + 1) + 2)}
        onChange={(next, operations) => {
          const changed = operations.filter((o) => o.type === 'UPDATE').flatMap((o) => next.slice(o.fromRowIndex, o.toRowIndex));
          onChange(next, changed);
        }}
      />
    </div>
  );
}
