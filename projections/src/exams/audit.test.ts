import { describe, expect, it } from 'vitest';
import { describeEvent } from '../audit/summaries';
import { examAudit } from './audit';

const exam = { label: 'Mathematics Paper 1', status: 'Active' };

describe('the audit words of exams and marks', () => {
  it('names the exam by subject and paper when it is created', () => {
    const data = {
      examName: 'Mid-term',
      subjectName: 'Mathematics',
      paperNo: 1,
      className: 'Form 2 Blue',
      termName: 'Term 1',
      academicYear: '2026',
      outOf: 100,
      weight: 50,
      teacherName: 'Memory Chari',
    };
    expect(describeEvent('ExamCreated', data, { label: null, status: null }, examAudit)).toEqual({
      summary:
        "Exam 'Mid-term' created: Mathematics Paper 1 for Form 2 Blue, Term 1 2026, out of 100, weight 50%, teacher Memory Chari",
      changes: [{ field: 'status', before: null, after: 'Active' }],
      record: exam,
    });
  });
  it('reads a recorded mark as the student, the exam and before → after', () => {
    expect(
      describeEvent(
        'MarkRecorded',
        { studentName: 'Tendai Moyo', mark: 'ABSENT', previous: null },
        exam,
        examAudit,
      ).summary,
    ).toBe('Mark of Tendai Moyo in Mathematics Paper 1: (none) → absent');
  });
  it('reads a correction with its reason', () => {
    expect(
      describeEvent(
        'MarkCorrected',
        { studentName: 'Tendai Moyo', mark: 52, previous: 45, reason: 'added up wrongly' },
        exam,
        examAudit,
      ).summary,
    ).toBe('Mark of Tendai Moyo in Mathematics Paper 1: 45 → 52 (reason: added up wrongly)');
  });
  it('renames the record when the paper number changes', () => {
    const changes = [{ field: 'paperNo', before: 1, after: 2 }];
    expect(describeEvent('ExamDetailsChanged', { changes }, exam, examAudit).record).toEqual({
      label: 'Mathematics Paper 2',
      status: 'Active',
    });
  });
});
