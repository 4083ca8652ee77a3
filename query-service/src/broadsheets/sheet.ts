import ExcelJS from 'exceljs';
import { broadsheetDecimals, type Broadsheet } from '@chikoro/contracts';

/** A printed figure as a number the sheet can sum and sort ('68.0' → 68), or an empty cell. */
const figure = (text: string | null | undefined) => (text == null ? null : Number(text));
const format = (decimals: number) => (decimals === 0 ? '0' : `0.${'0'.repeat(decimals)}`);

/** The broadsheet's title, as the sheet, the PDF and the file name say it. */
export const broadsheetTitle = (b: Broadsheet) =>
  `Broadsheet: ${b.className ?? `${b.levelName ?? 'Level'} (all classes)`}, ${b.termName ?? 'Term'}`;

/**
 * The broadsheet as one worksheet: the title in row 1, the header in row 2 (both frozen, with the
 * position and name columns), a row per student (a subject's mark and grade side by side; a
 * missing final mark is an empty cell), then each subject's average and pass rate (%). Marks,
 * totals and averages are the printed figures as numbers, shown with the printed decimals
 * ('67.0' stays 67.0), so the sheet reads as the screen and the PDF do.
 */
export async function broadsheetWorkbook(b: Broadsheet): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.title = broadsheetTitle(b);
  const sheet = book.addWorksheet('Broadsheet', {
    views: [{ state: 'frozen', xSplit: 2, ySplit: 2 }],
  });
  const level = b.classId === null;
  const lead = ['Position', 'Student', 'Reg. no.', ...(level ? ['Class'] : [])];
  const tail = ['Total', 'Average', ...(b.hasPoints ? ['Points'] : [])];
  sheet.addRow([broadsheetTitle(b)]).font = { bold: true, size: 13 };
  sheet.addRow([
    ...lead,
    ...b.subjects.flatMap((s) => [s.subjectName, `${s.subjectName} grade`]),
    ...tail,
  ]).font = { bold: true };
  const decimals = broadsheetDecimals(b.scoreFormat);
  const markColumns = [
    ...b.subjects.map((_, i) => lead.length + 1 + 2 * i),
    lead.length + 2 * b.subjects.length + 1,
  ];
  const averageColumn = lead.length + 2 * b.subjects.length + 2;
  for (const r of b.rows) {
    const row = sheet.addRow([
      r.position,
      r.studentName,
      r.registrationNumber,
      ...(level ? [r.className] : []),
      ...b.subjects.flatMap((s) => [
        figure(r.printed.marks[s.subjectId]),
        r.marks[s.subjectId]?.grade ?? null,
      ]),
      figure(r.printed.total),
      figure(r.printed.average),
      ...(b.hasPoints ? [r.points] : []),
    ]);
    for (const column of markColumns) row.getCell(column).numFmt = format(decimals.marks);
    row.getCell(averageColumn).numFmt = format(decimals.averages);
  }
  const blanks = lead.slice(2).map(() => null);
  const averages = sheet.addRow([
    null,
    'Subject average',
    ...blanks,
    ...b.subjects.flatMap((s) => [figure(s.printed.average), null]),
  ]);
  averages.font = { italic: true };
  b.subjects.forEach((_, i) => {
    averages.getCell(lead.length + 1 + 2 * i).numFmt = format(decimals.averages);
  });
  sheet.addRow([
    null,
    'Pass rate (%)',
    ...blanks,
    ...b.subjects.flatMap((s) => [s.passRate, null]),
  ]).font = { italic: true };
  sheet.columns.forEach((column, i) => {
    column.width = i === 1 ? 28 : i < lead.length ? 14 : 11;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
