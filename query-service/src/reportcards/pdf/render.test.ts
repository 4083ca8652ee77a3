import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { cardText } from '@chikoro/contracts';
import { sampleCard } from '@chikoro/contracts/reportcards/sampleCard';
import { reportCardsDocument } from './document';
import { renderPdf } from '@chikoro/platform/pdf';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const render = () => {
  const text = cardText(sampleCard(), 'https://chikoro.example');
  return renderPdf(
    reportCardsDocument([{ text, logo: null }], 'Report card', new Date('2025-04-10T09:30:00Z')),
  );
};

describe('a rendered report card', () => {
  it('is the same bytes every time it is rendered from the same card', async () => {
    const first = await render();
    await new Promise((r) => setTimeout(r, 1100)); // a second later: a clock in the file would show
    const second = await render();
    expect(first.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(sha256(second)).toBe(sha256(first));
  });

  it('holds the card as text a reader can extract, fonts embedded', async () => {
    const pdf = await render();
    const document = await getDocumentProxy(new Uint8Array(pdf));
    const { totalPages, text } = await extractText(document, { mergePages: true });
    expect(totalPages).toBe(1);
    for (const words of [
      'Mufakose High School',
      'REPORT CARD',
      'Tendai Moyo',
      'Form 2 Blue (Form 2)',
      'Term 1 2025',
      "TEACHER'S COMMENT",
      'Mathematics',
      '47.25',
      '3 of 38',
      '65.55 (B)',
      "HEAD/PRINCIPAL'S COMMENT",
      '10 April 2025',
      'Verification code: Vx7kQ2mP9tRz',
    ]) {
      expect(text).toContain(words);
    }
    expect(pdf.toString('latin1')).toMatch(/\/FontFile2/);
  });
});
