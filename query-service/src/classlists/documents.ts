import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { MONTH_NAMES } from '@chikoro/contracts';
import type { PrintedClass } from './roster';

const GREY = '#5f6368';
const WEEKDAY = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];
const bold = (text: string): TableCell => ({ text, bold: true });
const layout = {
  fillColor: (row: number) => (row === 0 ? '#e8f5e9' : null),
  hLineColor: () => '#9e9e9e',
  vLineColor: () => '#9e9e9e',
};

function heading(k: PrintedClass, what: string): Content[] {
  const sub = [
    k.levelName,
    k.classTeacherName ? `Class teacher: ${k.classTeacherName}` : null,
    `${k.students.length} students`,
  ]
    .filter(Boolean)
    .join(' · ');
  return [
    { text: `${what}: ${k.className}`, fontSize: 14, bold: true, margin: [0, 0, 0, 2] },
    { text: sub, fontSize: 8, color: GREY, margin: [0, 0, 0, 8] },
  ];
}

/** The class list on A4 portrait: one row per active student with registration number, gender and parent phone. */
export function classListDocument(k: PrintedClass): TDocumentDefinitions {
  const body: TableCell[][] = [
    ['No.', 'Student', 'Registration number', 'Gender', 'Parent phone'].map(bold),
    ...k.students.map((s, i): TableCell[] => [
      String(i + 1),
      s.name,
      s.registrationNumber,
      s.gender,
      s.parentPhone ?? '–',
    ]),
  ];
  return {
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 36],
    info: {
      title: `Class list: ${k.className}`,
      creator: 'Chikoro',
      producer: 'Chikoro (pdfmake)',
    },
    content: [
      ...heading(k, 'Class list'),
      {
        table: { headerRows: 1, dontBreakRows: true, widths: [24, '*', 100, 50, 90], body },
        layout,
      },
    ],
    defaultStyle: { font: 'Roboto', fontSize: 9 },
  };
}

/** A blank register for a month on A4 landscape: a column per school day (date and weekday), a row per student, the header on every page. */
export function registerSheetDocument(
  k: PrintedClass,
  month: string,
  days: readonly string[],
): TDocumentDefinitions {
  const title = `Register: ${k.className}, ${MONTH_NAMES[Number(month.slice(5)) - 1] ?? ''} ${month.slice(0, 4)}`;
  const dayHead = days.map((d): TableCell => ({
    text: `${WEEKDAY[new Date(`${d}T00:00:00Z`).getUTCDay()]}\n${Number(d.slice(8))}`,
    bold: true,
    alignment: 'center',
  }));
  const body: TableCell[][] = [
    [bold('No.'), bold('Student'), ...dayHead],
    ...k.students.map((s, i): TableCell[] => [String(i + 1), s.name, ...days.map(() => '')]),
  ];
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [20, 24, 20, 24],
    info: { title, creator: 'Chikoro', producer: 'Chikoro (pdfmake)' },
    content: [
      { text: title, fontSize: 13, bold: true, margin: [0, 0, 0, 2] },
      {
        text: `${k.students.length} students · ${days.length} school days · mark P present, A absent, L late`,
        fontSize: 8,
        color: GREY,
        margin: [0, 0, 0, 6],
      },
      days.length === 0
        ? { text: 'No school days this month: it falls outside the school’s terms.', fontSize: 10 }
        : {
            table: {
              headerRows: 1,
              dontBreakRows: true,
              widths: [20, 130, ...days.map(() => '*')],
              body,
            },
            layout,
          },
    ],
    defaultStyle: { font: 'Roboto', fontSize: 8 },
  };
}
