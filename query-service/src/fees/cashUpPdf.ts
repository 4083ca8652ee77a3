import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatMoney, formatSchoolDay, fromWire, type CashUp } from '@chikoro/contracts';

const money = (currency: CashUp['totals'][number]['currency'], minor: string) =>
  formatMoney(fromWire({ currency, minor }));
const right = (text: string) => ({ text, alignment: 'right' as const });

/** The day's cash-up as pdfmake draws it: takings by channel and currency, the totals, the reversals apart, and lines to sign. */
export function cashUpDocument(c: CashUp, schoolName: string): TDocumentDefinitions {
  return {
    info: { title: `Cash-up ${c.date}` },
    pageSize: 'A4',
    content: [
      { text: schoolName, style: 'school' },
      { text: `Cash-up for ${formatSchoolDay(c.date)}`, style: 'title' },
      {
        text: c.receipts
          ? `Receipts ${c.receipts.first} to ${c.receipts.last} (${c.receipts.count})`
          : 'No payments were taken on this day.',
        margin: [0, 4, 0, 8],
      },
      {
        table: {
          headerRows: 1,
          widths: ['*', 50, 40, '*', 90],
          body: [
            ['Channel', 'Currency', right('Count'), 'Receipts', right('Total')],
            ...c.payments.map((g) => [
              g.channel,
              g.currency,
              right(String(g.count)),
              `${g.firstReceipt} to ${g.lastReceipt}`,
              right(money(g.currency, g.total)),
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      { text: 'Totals', style: 'heading' },
      {
        table: {
          headerRows: 1,
          widths: [60, 40, '*', '*', '*'],
          body: [
            ['Currency', right('Count'), right('Taken'), right('Reversed today'), right('Net')],
            ...c.totals.map((t) => [
              t.currency,
              right(String(t.count)),
              right(money(t.currency, t.taken)),
              right(money(t.currency, t.reversed)),
              { ...right(money(t.currency, t.net)), bold: true },
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      { text: 'Reversals made on this day', style: 'heading' },
      c.reversals.length === 0
        ? { text: 'None.' }
        : {
            table: {
              headerRows: 1,
              widths: [70, 60, '*', 60, 80],
              body: [
                ['Receipt', 'Taken on', 'Payer and reason', 'Channel', right('Amount')],
                ...c.reversals.map((r) => [
                  r.receiptNo,
                  r.paymentDate,
                  `${r.payerName}: ${r.reason}`,
                  r.channel,
                  right(formatMoney(fromWire(r.amount))),
                ]),
              ],
            },
            layout: 'lightHorizontalLines',
          },
      {
        text: 'Counted by: ____________________    Checked by: ____________________',
        margin: [0, 32, 0, 0],
      },
    ],
    styles: {
      school: { fontSize: 14, bold: true },
      title: { fontSize: 12, margin: [0, 4, 0, 0] },
      heading: { fontSize: 11, bold: true, margin: [0, 12, 0, 4] },
    },
    defaultStyle: { fontSize: 10 },
  };
}
