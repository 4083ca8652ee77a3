import { Worker } from 'node:worker_threads';
import Papa from 'papaparse';
import {
  ValidationError,
  importColumns,
  importMessages as m,
  type ImportKind,
} from '@chikoro/contracts';

export const MAX_IMPORT_ROWS = 5000;

/** One data row of a file, by field name (spec columns only), with its row number as a spreadsheet shows it. */
export interface FileRow {
  row: number;
  cells: Record<string, string>;
}

const refuse = (message: string) => new ValidationError(message, [{ field: 'file', message }]);

/** Columns of a sheet read at most: the templates have fewer; a cell beyond them (even at XFD) is never visited. */
export const MAX_SHEET_COLUMNS = 64;
/** What the entries of an .xlsx may unpack to, as its zip directory declares them, before any is read. */
export const MAX_XLSX_UNPACKED_BYTES = 64 * 1024 * 1024;

/**
 * The unpacked size the zip's central directory declares for all its entries, or undefined when the
 * directory cannot be read (zip64 included: no sheet of ours needs it).
 */
export function declaredUnpackedBytes(zip: Buffer): number | undefined {
  const END = 0x06054b50;
  const ENTRY = 0x02014b50;
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at -= 1) {
    if (zip.readUInt32LE(at) === END) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  let total = 0;
  for (let i = 0; i < entries; i += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== ENTRY) return undefined;
    const size = zip.readUInt32LE(at + 24);
    if (size === 0xffffffff) return undefined;
    total += size;
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return total;
}

const workerFile = new URL('./xlsxWorker.mjs', import.meta.url);

/**
 * The first sheet's rows, read in a worker thread so that parsing one file never stalls the
 * requests of everyone else; the size its zip declares is checked first, the worker's memory is
 * bounded, and it reads only the first columns and stops past the row limit.
 */
async function xlsxRows(bytes: Buffer): Promise<string[][]> {
  const unpacked = declaredUnpackedBytes(bytes);
  if (unpacked === undefined) throw refuse(m.unreadable);
  if (unpacked > MAX_XLSX_UNPACKED_BYTES)
    throw refuse(m.tooLarge(MAX_XLSX_UNPACKED_BYTES / 1024 / 1024));
  const answer = await new Promise<{
    refused?: 'unreadable';
    rows?: string[][];
    truncated?: boolean;
  }>((resolve) => {
    const worker = new Worker(workerFile, {
      workerData: { bytes, maxRows: MAX_IMPORT_ROWS, maxColumns: MAX_SHEET_COLUMNS },
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    worker.once('message', resolve);
    worker.once('error', () => resolve({ refused: 'unreadable' }));
    worker.once('exit', () => resolve({ refused: 'unreadable' }));
  });
  if (answer.refused || !answer.rows) throw refuse(m.unreadable);
  if (answer.truncated) throw refuse(m.tooManyRows(MAX_IMPORT_ROWS));
  return answer.rows;
}

function csvRows(bytes: Buffer): string[][] {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  if (parsed.errors.some((e) => e.type === 'Quotes')) throw refuse(m.unreadable);
  return parsed.data;
}

const isXlsx = (name: string, bytes: Buffer) =>
  /\.xlsx$/i.test(name) || (bytes[0] === 0x50 && bytes[1] === 0x4b);
const normalise = (header: string) => header.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The file's rows keyed by the spec's columns (matched by header, in any order and case); a blank
 * line is skipped, a missing column (but an optional one) refuses the whole file before any row is looked at.
 */
export async function readImportFile(
  kind: ImportKind,
  name: string,
  bytes: Buffer,
): Promise<FileRow[]> {
  const table = isXlsx(name, bytes) ? await xlsxRows(bytes) : csvRows(bytes);
  const [header = [], ...body] = table;
  const columns = importColumns[kind];
  const index = new Map(header.map((h, i) => [normalise(String(h)), i]));
  const missing = columns
    .filter((c) => !c.optional && !index.has(normalise(c.header)))
    .map((c) => c.header);
  if (missing.length > 0) throw refuse(m.missingColumns(missing));
  const rows: FileRow[] = [];
  body.forEach((line, i) => {
    const cells = Object.fromEntries(
      columns.map((c) => {
        const at = index.get(normalise(c.header));
        return [c.field, at === undefined ? '' : String(line[at] ?? '').trim()];
      }),
    );
    if (Object.values(cells).some((v) => v !== '')) rows.push({ row: i + 2, cells });
  });
  if (rows.length === 0) throw refuse(m.empty);
  if (rows.length > MAX_IMPORT_ROWS) throw refuse(m.tooManyRows(MAX_IMPORT_ROWS));
  return rows;
}
