import { memo, useLayoutEffect, useRef } from 'react';
import type { CellProps, Column } from 'react-datasheet-grid';
import type { GridRow } from './MarkGrid';

interface MarkColumnData {
  /** What the cell holds while it is being typed in, before it is committed (null once it is left or abandoned). */
  onDraft(studentId: string, text: string | null): void;
}

/**
 * A mark cell. What is typed stays in the cell until the teacher leaves it (Enter, Tab, an arrow,
 * a click elsewhere): only then does the row change, so a number on its way (the 1 and the 12 of
 * 123) is never a mark. Escape abandons the typing. The input is labelled with the student's name.
 */
const MarkCell = memo(
  ({ focus, rowData, setRowData, columnData }: CellProps<GridRow, MarkColumnData>) => {
    const input = useRef<HTMLInputElement>(null);
    const latest = useRef({ rowData, setRowData, columnData, typed: false, abandoned: false });
    latest.current = { ...latest.current, rowData, setRowData, columnData };

    useLayoutEffect(() => {
      const field = input.current;
      if (!field) return;
      const { rowData: row, typed, abandoned } = latest.current;
      if (focus) {
        field.value = row.text ?? '';
        field.focus();
        field.select();
        latest.current.typed = false;
        latest.current.abandoned = false;
        return;
      }
      // Leaving the cell commits what was typed in it, unless Escape abandoned it.
      if (typed && !abandoned)
        latest.current.setRowData({ ...row, text: field.value.trim() || null });
      if (typed) latest.current.columnData.onDraft(row.studentId, null);
      latest.current.typed = false;
      field.blur();
    }, [focus]);

    useLayoutEffect(() => {
      if (!focus && input.current) input.current.value = rowData.text ?? '';
    }, [focus, rowData]);

    return (
      <input
        ref={input}
        className="dsg-input"
        defaultValue={rowData.text ?? ''}
        aria-label={`Mark for ${rowData.studentName}`}
        tabIndex={-1}
        style={{ pointerEvents: focus ? 'auto' : 'none' }}
        onChange={(e) => {
          latest.current.typed = true;
          columnData.onDraft(rowData.studentId, e.target.value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') latest.current.abandoned = true;
        }}
      />
    );
  },
);
MarkCell.displayName = 'MarkCell';

/** The mark column over whole rows: pasting, deleting and copying act on the row's text, as typing does. */
export function markColumn(
  onDraft: MarkColumnData['onDraft'],
): Partial<Column<GridRow, MarkColumnData>> {
  return {
    component: MarkCell,
    columnData: { onDraft },
    deleteValue: ({ rowData }) => ({ ...rowData, text: null }),
    copyValue: ({ rowData }) => rowData.text ?? '',
    pasteValue: ({ rowData, value }) => ({
      ...rowData,
      text: value.replace(/[\n\r]+/g, ' ').trim() || null,
    }),
    isCellEmpty: ({ rowData }) => !rowData.text,
  };
}
