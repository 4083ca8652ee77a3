import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';
import type { TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { ClassSignInCodes } from './signInCodes';

const require = createRequire(import.meta.url);
/** pdfmake's own Roboto, read from the installed package and embedded (subset) in the PDF. */
const fontDir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
pdfmake.setFonts({
  Roboto: {
    normal: path.join(fontDir, 'Roboto-Regular.ttf'),
    bold: path.join(fontDir, 'Roboto-Medium.ttf'),
    italics: path.join(fontDir, 'Roboto-Italic.ttf'),
    bolditalics: path.join(fontDir, 'Roboto-MediumItalic.ttf'),
  },
});
// The document never fetches anything: fonts only from pdfmake's folder.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fontDir + path.sep));

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

/** The PDF's bytes; the definition alone decides them. */
export function renderSignInSheet(definition: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake.createPdf(definition).getBuffer();
}
