import type { TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { ClassSignInCodes } from './signInCodes';

const bold = (text: string): TableCell => ({ text, bold: true });

/**
 * The class's sign-in codes on A4 portrait, one row per student to cut out or read aloud: name,
 * registration number and the one-time code, with where to use it.
 */
export function signInSheetDocument(
  sheet: ClassSignInCodes,
  issuedOn: string,
  signInPage: string,
): TDocumentDefinitions {
  const title = `Sign-in codes: ${sheet.className}`;
  const body: TableCell[][] = [
    ['No.', 'Student', 'Registration number', 'One-time code'].map(bold),
    ...sheet.students.map((s, i): TableCell[] => [
      String(i + 1),
      s.name,
      s.registrationNumber,
      { text: s.code, bold: true, fontSize: 14 },
    ]),
  ];
  return {
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 36],
    info: { title, creator: 'Chikoro', producer: 'Chikoro (pdfmake)' },
    content: [
      { text: title, fontSize: 14, bold: true, margin: [0, 0, 0, 2] },
      {
        text: `${sheet.students.length} students · issued on ${issuedOn} · each code works once, for ${sheet.validDays} days; any earlier code no longer works`,
        fontSize: 8,
        color: '#5f6368',
        margin: [0, 0, 0, 6],
      },
      {
        text: `Go to ${signInPage}, enter your registration number and your code, then choose your password.`,
        margin: [0, 0, 0, 8],
      },
      {
        table: { headerRows: 1, dontBreakRows: true, widths: [24, '*', 120, 110], body },
        layout: { fillColor: (row: number) => (row === 0 ? '#e8f5e9' : null) },
      },
      ...sheet.refused.map((r) => ({
        text: `No code for ${r.studentName}: ${r.reason}`,
        color: '#b00020',
        margin: [0, 6, 0, 0] as [number, number, number, number],
      })),
    ],
    defaultStyle: { font: 'Roboto', fontSize: 10 },
  };
}
