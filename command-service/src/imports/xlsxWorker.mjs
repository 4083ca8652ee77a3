// Reads the first sheet of an .xlsx file off the request loop (see xlsxRows in file.ts): only the
// first `maxColumns` columns of each row, and no further than `maxRows` non-blank rows after the header.
import { parentPort, workerData } from 'node:worker_threads';
import ExcelJS from 'exceljs';

async function read({ bytes, maxRows, maxColumns }) {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes);
  } catch {
    return { refused: 'unreadable' };
  }
  const sheet = book.worksheets[0];
  if (!sheet) return { refused: 'unreadable' };
  const rows = [];
  let filled = 0;
  for (let n = 1; n <= sheet.rowCount; n += 1) {
    const row = sheet.findRow(n);
    const cells = [];
    for (let c = 1; c <= maxColumns; c += 1) {
      const cell = row?.findCell(c);
      const v = cell?.value;
      // A date typed into Excel arrives as a Date: the calendar day is what the form takes.
      cells.push(v instanceof Date ? v.toISOString().slice(0, 10) : (cell?.text ?? ''));
    }
    rows.push(cells);
    if (n > 1 && cells.some((cell) => cell.trim() !== '')) filled += 1;
    if (filled > maxRows) return { rows, truncated: true };
  }
  return { rows, truncated: false };
}

parentPort.postMessage(await read(workerData));
