import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { broadsheet, type Broadsheet, type BroadsheetEntry } from '@chikoro/contracts';
import { renderPdf } from '@chikoro/platform/pdf';
import { broadsheetDocument } from './document';

const SUBJECTS = [
  'Accounts',
  'Agriculture',
  'Biology',
  'Chemistry',
  'Combined Science',
  'Commerce',
  'English Language',
  'Geography',
  'Heritage Studies',
  'History',
  'Mathematics',
  'Shona',
];
const scale = [
  { grade: 'A', minScore: 75, maxScore: 100, points: 5, pass: true },
  { grade: 'B', minScore: 65, maxScore: 74, points: 4, pass: true },
  { grade: 'C', minScore: 50, maxScore: 64, points: 3, pass: true },
  { grade: 'U', minScore: 0, maxScore: 49, points: 0, pass: false },
];

/** A full Form 4 class: 45 students with long names, 12 subjects, every mark two decimals. */
function fullClass(): Broadsheet {
  const entries: BroadsheetEntry[] = [];
  for (let s = 0; s < 45; s++) {
    SUBJECTS.forEach((subject, j) =>
      entries.push({
        studentId: `s${s}`,
        studentName: `Student${String(s).padStart(2, '0')} Chiwenga-Mutasa`,
        registrationNumber: `MHS-${s}`,
        classId: 'c',
        className: 'Form 4 Blue',
        subjectId: subject,
        subjectName: subject,
        papers: [
          {
            examId: subject,
            paperNo: 1,
            name: 'Paper 1',
            outOf: 120,
            weight: 100,
            mark: (s * 7 + j * 13) % 120,
          },
        ],
      }),
    );
  }
  return {
    id: 'class:c:t',
    classId: 'c',
    className: 'Form 4 Blue',
    levelId: 'l',
    levelName: 'Form 4',
    termId: 't',
    termName: 'Term 3',
    ...broadsheet(entries, scale, 'WHOLE'),
  };
}

describe('the broadsheet PDF of a class of 45 with 12 subjects', () => {
  it('prints on A4 landscape, every subject named in full and every student on the pages', async () => {
    const pdf = await renderPdf(broadsheetDocument(fullClass()));
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    const { totalPages, text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
      mergePages: true,
    });
    expect(totalPages).toBeLessThanOrEqual(2);
    const flat = text.replace(/\s+/g, ' ');
    for (const words of [
      'Broadsheet: Form 4 Blue, Term 3',
      'Combined Science',
      'Heritage Studies',
      'Student00 Chiwenga-Mutasa',
      'Student44 Chiwenga-Mutasa',
      'Pass rate',
    ]) {
      expect(flat).toContain(words);
    }
  });
});
