import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { renderPdf } from '@chikoro/platform/pdf';
import { classListDocument, registerSheetDocument } from './documents';
import type { PrintedClass } from './roster';

const form1: PrintedClass = {
  classId: 'c',
  schoolId: 's',
  className: 'Form 1 Blue',
  levelName: 'Form 1',
  classTeacherName: 'Grace Mutasa',
  students: [
    {
      name: 'Chikwanha, Rudo',
      registrationNumber: 'MHS-2026-002',
      gender: 'Female',
      parentPhone: '263772000111',
    },
    { name: 'Moyo, Tendai', registrationNumber: 'MHS-2026-001', gender: 'Male', parentPhone: null },
  ],
};

async function textOf(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const { totalPages, text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
    mergePages: true,
  });
  return { pages: totalPages, text: text.replace(/\s+/g, ' ') };
}

describe('the class list PDF', () => {
  it('names the class and each student with registration number, gender and parent phone, on A4 portrait', async () => {
    const pdf = await renderPdf(classListDocument(form1));
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    const { pages, text } = await textOf(pdf);
    expect(pages).toBe(1);
    for (const words of [
      'Class list: Form 1 Blue',
      'Class teacher: Grace Mutasa',
      '2 students',
      '1 Chikwanha, Rudo MHS-2026-002 Female 263772000111',
      '2 Moyo, Tendai MHS-2026-001 Male –',
    ]) {
      expect(text).toContain(words);
    }
  });
});

describe('the register sheet PDF', () => {
  it('has a column per school day with its weekday, on A4 landscape', async () => {
    const pdf = await renderPdf(
      registerSheetDocument(form1, '2026-12', [
        '2026-12-01',
        '2026-12-02',
        '2026-12-03',
        '2026-12-04',
      ]),
    );
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    const { text } = await textOf(pdf);
    for (const words of [
      'Register: Form 1 Blue, December 2026',
      '2 students · 4 school days',
      'Tu 1',
      'We 2',
      'Th 3',
      'Fr 4',
      'Chikwanha, Rudo',
      'Moyo, Tendai',
    ]) {
      expect(text).toContain(words);
    }
  });
  it('says so when the month has no school day', async () => {
    const { text } = await textOf(await renderPdf(registerSheetDocument(form1, '2026-08', [])));
    expect(text).toContain('No school days this month: it falls outside the school’s terms.');
  });
});
