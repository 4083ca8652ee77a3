import type { TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Broadsheet } from '@chikoro/contracts';
import { broadsheetTitle } from './sheet';

const GREY = '#5f6368';
const num = (n: number | null) => (n === null ? '–' : String(n));
const markCell = (mark: string, grade: string | null) => `${mark} ${grade ?? ''}`.trim();
const right = (text: string, extra: Record<string, unknown> = {}): TableCell =>
  ({ text, alignment: 'right', ...extra }) as TableCell;

/**
 * The broadsheet on A4 landscape: one column per subject (final mark and grade), the header row
 * repeated on every page, small type so a class of about 45 and 12 subjects stays readable.
 */
export function broadsheetDocument(b: Broadsheet): TDocumentDefinitions {
  const level = b.classId === null;
  const head = [
    'Pos.',
    'Student',
    ...(level ? ['Class'] : []),
    ...b.subjects.map((s) => s.subjectName),
    'Total',
    'Average',
    ...(b.hasPoints ? ['Points'] : []),
  ].map((text): TableCell => ({ text, bold: true }));
  const body = b.rows.map((r): TableCell[] => [
    right(num(r.position)),
    { text: r.studentName },
    ...(level ? [{ text: r.className }] : []),
    ...b.subjects.map((s) => {
      const mark = r.printed.marks[s.subjectId];
      return right(mark === undefined ? '–' : markCell(mark, r.marks[s.subjectId]?.grade ?? null));
    }),
    right(r.printed.total ?? '–'),
    right(r.printed.average ?? '–', { bold: true }),
    ...(b.hasPoints ? [right(num(r.points))] : []),
  ]);
  const pad = (label: string, values: (number | string | null)[], suffix = ''): TableCell[] => [
    { text: '' },
    { text: label, italics: true },
    ...(level ? [{ text: '' }] : []),
    ...values.map((v) => right(v === null ? '–' : `${v}${suffix}`, { italics: true })),
    { text: '' },
    { text: '' },
    ...(b.hasPoints ? [{ text: '' }] : []),
  ];
  const widths = [
    20,
    92,
    ...(level ? [52] : []),
    ...b.subjects.map(() => '*'),
    34,
    34,
    ...(b.hasPoints ? [26] : []),
  ];
  const title = broadsheetTitle(b);
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [20, 24, 20, 24],
    info: { title, creator: 'Chikoro', producer: 'Chikoro (pdfmake)' },
    content: [
      { text: title, fontSize: 13, bold: true, margin: [0, 0, 0, 2] },
      {
        text: `${b.rows.length} students · ${b.subjects.length} subjects · marks are final marks with their grade, ${b.scoreFormat === 'WHOLE' ? 'in whole numbers' : 'to one decimal'} as on the report cards; positions by average (ties share a place)`,
        fontSize: 7,
        color: GREY,
        margin: [0, 0, 0, 6],
      },
      {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths,
          body: [
            head,
            ...body,
            pad(
              'Subject average',
              b.subjects.map((s) => s.printed.average),
            ),
            pad(
              'Pass rate',
              b.subjects.map((s) => s.passRate),
              '%',
            ),
          ],
        },
        layout: {
          fillColor: (row: number) => (row === 0 ? '#e8f5e9' : row % 2 === 0 ? '#f7f7f7' : null),
          hLineColor: () => '#bdbdbd',
          vLineColor: () => '#bdbdbd',
          paddingTop: () => 1.5,
          paddingBottom: () => 1.5,
          paddingLeft: () => 2,
          paddingRight: () => 2,
        },
      },
    ],
    defaultStyle: { font: 'Roboto', fontSize: 7, lineHeight: 1.05 },
  };
}
