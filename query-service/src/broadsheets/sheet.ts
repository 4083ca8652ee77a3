import ExcelJS from 'exceljs';
import type { Broadsheet } from '@chikoro/contracts';

/** The broadsheet's title, as the sheet, the PDF and the file name say it. */
export const broadsheetTitle = (b: Broadsheet) =>
  `Broadsheet: ${b.className ?? `${b.levelName ?? 'Level'} (all classes)`}, ${b.termName ?? 'Term'}`;

/**
 * The broadsheet as one worksheet: the title in row 1, the header in row 2 (both frozen, with the
 * position and name columns), a row per student (a subject's mark and grade side by side; a
 * missing final mark is an empty cell), then each subject's average and pass rate (%).
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
  for (const r of b.rows) {
    sheet.addRow([
      r.position,
      r.studentName,
      r.registrationNumber,
      ...(level ? [r.className] : []),
      ...b.subjects.flatMap((s) => [
        r.marks[s.subjectId]?.finalMark ?? null,
        r.marks[s.subjectId]?.grade ?? null,
      ]),
      r.total,
      r.average,
      ...(b.hasPoints ? [r.points] : []),
    ]);
  }
  const blanks = lead.slice(2).map(() => null);
  sheet.addRow([
    null,
    'Subject average',
    ...blanks,
    ...b.subjects.flatMap((s) => [s.average, null]),
  ]).font = { italic: true };
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
