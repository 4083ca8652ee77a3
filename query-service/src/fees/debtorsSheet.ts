import ExcelJS from 'exceljs';
import type { FeeDebtor } from '@chikoro/contracts';

const major = (minor: string) => Number(minor) / 100;

/**
 * The debtors as one worksheet: a row per family and currency it owes in (amounts in that
 * currency, never added across currencies), aged as the list ages them.
 */
export async function debtorsWorkbook(debtors: FeeDebtor[], asOf: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.title = `Debtors on ${asOf}`;
  const sheet = book.addWorksheet('Debtors', { views: [{ state: 'frozen', ySplit: 2 }] });
  sheet.addRow([`Debtors on ${asOf}`]).font = { bold: true, size: 13 };
  sheet.addRow([
    'Learners',
    'Classes',
    'Reg. nos.',
    'Currency',
    'Balance',
    'Current',
    '30–59 days',
    '60–89 days',
    '90+ days',
    'Oldest due',
    'Last payment',
  ]).font = { bold: true };
  for (const d of debtors) {
    for (const b of d.balances) {
      sheet.addRow([
        d.students.map((s) => s.name).join(', '),
        [...new Set(d.students.map((s) => s.className))].join(', '),
        d.students.map((s) => s.registrationNumber).join(', '),
        b.currency,
        major(b.balance),
        major(b.current),
        major(b.days30),
        major(b.days60),
        major(b.days90),
        d.oldestDue,
        d.lastPaymentDate,
      ]);
    }
  }
  sheet.columns.forEach((column, i) => {
    column.width = i === 0 ? 32 : i < 3 ? 18 : 13;
    if (i >= 4 && i <= 8) column.numFmt = '#,##0.00';
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
