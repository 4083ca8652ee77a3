import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { ValidationError, importColumns, importMessages as m, type ImportKind } from '@chikoro/contracts';

export const MAX_IMPORT_ROWS = 5000;

/** One data row of a file, by field name (spec columns only), with its row number as a spreadsheet shows it. */
export interface FileRow {
  row: number;
  cells: Record<string, string>;
}

const refuse = (message: string) => new ValidationError(message, [{ field: 'file', message }]);

async function xlsxRows(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw refuse(m.unreadable);
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw refuse(m.unreadable);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, c) => {
      const v = cell.value;
      // A date typed into Excel arrives as a Date: the calendar day is what the form takes.
      cells[c - 1] = v instanceof Date ? v.toISOString().slice(0, 10) : cell.text ?? '';
    });
    rows[n - 1] = Array.from(cells, (c) => c ?? '');
  });
  return Array.from(rows, (r) => r ?? []);
}

function csvRows(bytes: Buffer): string[][] {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  if (parsed.errors.some((e) => e.type === 'Quotes')) throw refuse(m.unreadable);
  return parsed.data;
}

const isXlsx = (name: string, bytes: Buffer) => /\.xlsx$/i.test(name) || (bytes[0] === 0x50 && bytes[1] === 0x4b);
const normalise = (header: string) => header.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The file's rows keyed by the spec's columns (matched by header, in any order and case); a blank
 * line is skipped, a missing column (but an optional one) refuses the whole file before any row is looked at.
 */
export async function readImportFile(kind: ImportKind, name: string, bytes: Buffer): Promise<FileRow[]> {
  const table = isXlsx(name, bytes) ? await xlsxRows(bytes) : csvRows(bytes);
  const [header = [], ...body] = table;
  const columns = importColumns[kind];
  const index = new Map(header.map((h, i) => [normalise(String(h)), i]));
  const missing = columns.filter((c) => !c.optional && !index.has(normalise(c.header))).map((c) => c.header);
  if (missing.length > 0) throw refuse(m.missingColumns(missing));
  const rows: FileRow[] = [];
  body.forEach((line, i) => {
    const cells = Object.fromEntries(columns.map((c) => {
      const at = index.get(normalise(c.header));
      return [c.field, at === undefined ? '' : String(line[at] ?? '').trim()];
    }));
    if (Object.values(cells).some((v) => v !== '')) rows.push({ row: i + 2, cells });
  });
  if (rows.length === 0) throw refuse(m.empty);
  if (rows.length > MAX_IMPORT_ROWS) throw refuse(m.tooManyRows(MAX_IMPORT_ROWS));
  return rows;
}
