import { useEffect, useMemo, useRef } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import { Button, IconButton } from '@mui/material';
import {
  DataSheetGrid,
  createTextColumn,
  keyColumn,
  type Column,
  type DataSheetGridRef,
} from 'react-datasheet-grid';
import 'react-datasheet-grid/dist/style.css';
import { useNarrow } from '../shared/CardList';
import { markColumn } from './markColumn';
import { parseMark } from './markText';

export interface GridRow {
  studentId: string;
  studentName: string;
  registrationNumber: string;
  /** What the cell shows: as typed, until it is a valid mark. */
  text: string | null;
  /** The subject teacher's conduct and effort (A–E) this term, where the school's cards show them. */
  conduct?: string | null;
  effort?: string | null;
}

/** A conduct or effort cell: one letter, taken upper case, committed when the cell is left. */
const ratingText = createTextColumn<string | null | undefined>({
  continuousUpdates: false,
  parseUserInput: (value) => value.trim().toUpperCase() || null,
  parsePastedValue: (value) => value.trim().toUpperCase() || null,
});
/** Whether a conduct or effort cell holds what can be saved: blank, or A to E. */
export const validRating = (value: string | null | undefined): boolean =>
  !value || /^[A-E]$/.test(value);

interface Props {
  rows: GridRow[];
  outOf: number;
  readOnly: boolean;
  /** A cell's committed values: each row whose mark cell was left with something new in it. */
  onChange(rows: GridRow[], changed: GridRow[]): void;
  /** What a mark cell holds while it is being typed in (null once it is left): kept, never sent. */
  onDraft(studentId: string, text: string | null): void;
  onHistory(row: GridRow): void;
  /** After publication, the admin's way to change a mark. */
  onCorrect?(row: GridRow): void;
  /** The school's cards show conduct and effort: two more columns after the mark, open even when the marks are read only. */
  ratings?: boolean;
}

/**
 * The grading grid: type a mark and press Enter to go down to the next student, arrows to move,
 * paste a column from a spreadsheet to fill many students at once. A cell's value counts once the
 * cell is left; an invalid one is shown in red and not sent. No key publishes anything. On a phone the grid fits
 * the screen: the registration number goes under the name and History is an icon.
 */
export function MarkGrid({
  rows,
  outOf,
  readOnly,
  onChange,
  onDraft,
  onHistory,
  onCorrect,
  ratings = false,
}: Props) {
  const narrow = useNarrow('sm');
  const columns = useMemo<Column<GridRow>[]>(() => {
    const mark = {
      ...markColumn(onDraft),
      title: `Mark (out of ${outOf})`,
      minWidth: narrow ? 84 : 110,
      disabled: readOnly,
      cellClassName: ({ rowData }: { rowData: GridRow }) =>
        parseMark(rowData.text ?? '', outOf).ok ? 'mark-cell' : 'mark-cell mark-invalid',
    } as Column<GridRow>;
    const history: Column<GridRow> = narrow
      ? {
          title: '',
          minWidth: 44,
          maxWidth: 44,
          disabled: true,
          component: ({ rowData }) => (
            <IconButton
              size="small"
              tabIndex={-1}
              aria-label="History"
              onClick={() => onHistory(rowData)}
            >
              <HistoryIcon fontSize="small" />
            </IconButton>
          ),
        }
      : {
          title: 'History',
          minWidth: 90,
          maxWidth: 100,
          disabled: true,
          component: ({ rowData }) => (
            <Button size="small" tabIndex={-1} onClick={() => onHistory(rowData)}>
              History
            </Button>
          ),
        };
    const correct: Column<GridRow>[] = !onCorrect
      ? []
      : narrow
        ? [
            {
              title: '',
              minWidth: 44,
              maxWidth: 44,
              disabled: true,
              component: ({ rowData }) => (
                <IconButton
                  size="small"
                  tabIndex={-1}
                  aria-label="Correct mark"
                  onClick={() => onCorrect(rowData)}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              ),
            },
          ]
        : [
            {
              title: 'Correct',
              minWidth: 120,
              disabled: true,
              component: ({ rowData }) => (
                <Button size="small" tabIndex={-1} onClick={() => onCorrect(rowData)}>
                  Correct mark
                </Button>
              ),
            },
          ];
    const student: Column<GridRow>[] = narrow
      ? [
          {
            title: 'Student',
            disabled: true,
            minWidth: 120,
            grow: 2,
            component: ({ rowData }) => (
              <span
                className="dsg-text"
                style={{
                  display: 'flex',
                  flexDirection: 'column',
                  lineHeight: 1.2,
                  overflow: 'hidden',
                }}
              >
                <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                  {rowData.studentName}
                </span>
                <span style={{ fontSize: '0.75rem', color: 'rgba(0, 0, 0, 0.6)' }}>
                  {rowData.registrationNumber}
                </span>
              </span>
            ),
          },
        ]
      : [
          {
            title: 'Student Name',
            disabled: true,
            minWidth: 160,
            grow: 2,
            component: ({ rowData }) => <span className="dsg-text">{rowData.studentName}</span>,
          },
          {
            title: 'Reg. number',
            disabled: true,
            minWidth: 120,
            component: ({ rowData }) => (
              <span className="dsg-text">{rowData.registrationNumber}</span>
            ),
          },
        ];
    const rating = (key: 'conduct' | 'effort', title: string, className: string) =>
      ({
        ...keyColumn<GridRow, 'conduct' | 'effort'>(key, ratingText),
        title,
        minWidth: narrow ? 76 : 90,
        maxWidth: 110,
        // Ratings stay open after publication (the card is issued again), until the term is closed.
        disabled: false,
        cellClassName: ({ rowData }: { rowData: GridRow }) =>
          validRating(rowData[key]) ? className : `${className} mark-invalid`,
      }) as Column<GridRow>;
    const rated = ratings
      ? [rating('conduct', 'Conduct', 'conduct-cell'), rating('effort', 'Effort', 'effort-cell')]
      : [];
    return [...student, mark, ...rated, history, ...correct];
  }, [narrow, outOf, readOnly, onDraft, onHistory, onCorrect, ratings]);
  // The mark comes after the student's name (and, on a wide screen, the registration number).
  const markIndex = narrow ? 1 : 2;

  const grid = useRef<DataSheetGridRef>(null);
  // The first student's mark is ready for typing as soon as the grid opens.
  const hasRows = rows.length > 0;
  useEffect(() => {
    if (hasRows && !readOnly) grid.current?.setActiveCell({ col: markIndex, row: 0 });
  }, [hasRows, readOnly, markIndex]);

  return (
    <div data-testid="mark-grid" style={{ overflowX: 'auto' }}>
      <style>
        {
          '.mark-invalid { background: #fdecea !important; color: #b71c1c; outline: 2px solid #d32f2f; outline-offset: -2px; } [data-testid=mark-grid] .dsg-text { padding: 0 10px; min-width: 0; } [data-testid=mark-grid] .dsg-container { --dsg-header-text-color: rgba(0, 0, 0, 0.68); }'
        }
      </style>
      <DataSheetGrid<GridRow>
        ref={grid}
        value={rows}
        columns={columns}
        lockRows
        rowKey="studentId"
        gutterColumn={false}
        height={Math.min(480, 40 * (rows.length + 1) + 2)}
        onChange={(next, operations) => {
          const changed = operations
            .filter((o) => o.type === 'UPDATE')
            .flatMap((o) => next.slice(o.fromRowIndex, o.toRowIndex));
          onChange(next, changed);
        }}
      />
    </div>
  );
}
