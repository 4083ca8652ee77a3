import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatMoney, formatSchoolDay, fromWire, type Payment } from '@chikoro/contracts';

export interface PrintableReceipt {
  payment: Payment;
  schoolName: string;
  /** The learners the allocations name, by id. */
  names: Record<string, string>;
  verificationUrl: string;
}

const money = (m: Payment['amount']) => formatMoney(fromWire(m));

/**
 * A receipt as pdfmake draws it: the number, who paid what and how, where it went (a sponsor's: the
 * learners and the term of each line), and the code that checks it.
 */
export function receiptDocument({
  payment: p,
  schoolName,
  names,
  verificationUrl,
}: PrintableReceipt): TDocumentDefinitions {
  const sponsor = p.sponsorId !== null;
  // A sponsor's receipt names the term of each line it paid.
  const rows = p.allocations.map((a) => [
    names[a.studentId] ?? '',
    sponsor && a.termName ? `${a.name}, ${a.termName}` : a.name,
    { text: money(a.amount), alignment: 'right' as const },
  ]);
  if (BigInt(p.credit.minor) > 0n)
    rows.push([
      '',
      sponsor ? 'Credit to the sponsor' : 'Credit on account',
      { text: money(p.credit), alignment: 'right' },
    ]);
  return {
    info: { title: `Receipt ${p.receiptNo}`, creationDate: new Date(p.recordedAt) },
    pageSize: 'A5',
    content: [
      { text: schoolName, style: 'school' },
      { text: `Receipt ${p.receiptNo}`, style: 'title' },
      ...(p.status === 'Reversed'
        ? [{ text: `REVERSED: ${p.reversalReason ?? ''}`, style: 'reversed' }]
        : []),
      {
        table: {
          widths: [110, '*'],
          body: [
            ['Date', formatSchoolDay(p.date)],
            sponsor ? ['Received from', `${p.payerName} (sponsor)`] : ['Received for', p.payerName],
            ['Amount', { text: money(p.amount), bold: true }],
            ['Paid by', `${p.channel}${p.reference ? `, reference ${p.reference}` : ''}`],
            ...(p.converted
              ? [
                  [
                    'Converted',
                    `${money(p.converted.from)} at ${p.rate ?? ''} ZWG per 1 USD = ${money(p.converted.to)}`,
                  ],
                ]
              : []),
          ],
        },
        layout: 'noBorders',
        margin: [0, 8, 0, 8],
      },
      {
        table: {
          widths: ['*', '*', 90],
          body: [['Learner', 'Paid towards', { text: 'Amount', alignment: 'right' }], ...rows],
        },
        layout: 'lightHorizontalLines',
      },
      { qr: verificationUrl, fit: 80, eccLevel: 'M', margin: [0, 16, 0, 4] },
      { text: `Verification code: ${p.verificationCode}`, bold: true },
      { text: `Check it at ${verificationUrl}`, fontSize: 8 },
    ],
    styles: {
      school: { fontSize: 14, bold: true },
      title: { fontSize: 12, margin: [0, 4, 0, 0] },
      reversed: { fontSize: 12, bold: true, color: '#b00020', margin: [0, 4, 0, 0] },
    },
    defaultStyle: { fontSize: 10 },
  };
}
