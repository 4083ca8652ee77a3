/** Text as a PDF string literal: backslashes and parentheses escaped, Latin-1 only. */
const literal = (text: string) =>
  `(${text.replace(/[^\x20-\x7e]/g, '-').replace(/[\\()]/g, (c) => `\\${c}`)})`;

/**
 * A one-page A4 PDF with a heading and lines of text in Helvetica: a real document to upload in
 * the demo (the platform judges files by their bytes), made without a PDF library.
 */
export function simplePdf(heading: string, lines: readonly string[]): Buffer {
  const text = [
    'BT',
    '/F1 18 Tf',
    '56 780 Td',
    `${literal(heading)} Tj`,
    '/F1 11 Tf',
    '16 TL',
    'T*',
    ...lines.flatMap((line) => ['T*', `${literal(line)} Tj`]),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
