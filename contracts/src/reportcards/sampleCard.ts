import { SAMPLE_GRADING_SCALE } from '../setup/grading';
import type { CardSubject, ReportCardSnapshot } from '../results/snapshot';
import type { IssuedCard } from './cardText';

/** Subject n's ids: fixed uuids, as the read models store them. */
const idOf = (kind: number, n: number) =>
  `5ab1ec70-000${kind}-4000-8000-${String(n).padStart(12, '0')}`;

const subject = (
  n: number,
  name: string,
  finalMark: number | null,
  grade: string | null,
  comment: string | null,
  teacher = 'Mr T. Moyo',
): CardSubject => ({
  subjectId: idOf(1, n),
  subjectName: name,
  teacherId: idOf(2, n),
  teacherName: teacher,
  papers: [
    {
      examId: idOf(3, n * 10 + 1),
      paperNo: 1,
      name: 'Paper 1',
      outOf: 50,
      weight: 40,
      mark: finalMark === null ? null : Math.round(finalMark / 2),
    },
    {
      examId: idOf(3, n * 10 + 2),
      paperNo: 2,
      name: 'Paper 2',
      outOf: 100,
      weight: 60,
      mark: finalMark === null ? null : Math.round(finalMark),
    },
  ],
  finalMark,
  grade,
  points: null,
  pass: grade === null ? null : ['A', 'B', 'C'].includes(grade),
  status: finalMark === null ? 'incomplete' : 'complete',
  comment,
});

/**
 * A hand-made published card (Tendai Moyo, Form 2 Blue, Term 1 2025) for tests, the bench and
 * previews: what the results module freezes, written out, never computed here.
 */
export function sampleSnapshot(overrides: Partial<ReportCardSnapshot> = {}): ReportCardSnapshot {
  return {
    reportCardId: '5b0c2d1e-0000-4000-8000-000000000001',
    version: 1,
    amended: false,
    changes: [],
    publishedAt: '2025-04-10T09:30:00.000Z',
    school: {
      id: 'a2f1c0de-0000-4000-8000-00000000000a',
      name: 'Mufakose High School',
      logoFileId: null,
    },
    student: {
      id: 'c0ffee00-0000-4000-8000-000000000005',
      firstName: 'Tendai',
      lastName: 'Moyo',
      registrationNumber: 'MHS-2025-0042',
    },
    class: { id: 'c1a55000-0000-4000-8000-000000000002', name: 'Form 2 Blue' },
    level: { id: '1e7e1000-0000-4000-8000-000000000003', name: 'Form 2' },
    term: { id: '7e7e0000-0000-4000-8000-000000000004', name: 'Term 1' },
    academicYear: { id: 'ea700000-0000-4000-8000-000000000006', name: '2025' },
    classTeacher: { id: idOf(2, 99), name: 'Mrs R. Chikore' },
    subjects: [
      subject(1, 'English Language', 68.4, 'B', 'Reads widely; keep practising composition.'),
      subject(2, 'Mathematics', 81, 'A', 'Excellent work this term.', 'Mr K. Ndlovu'),
      subject(3, 'Combined Science', 47.25, 'D', null),
    ],
    gradingScale: { version: 2, rows: SAMPLE_GRADING_SCALE },
    position: 3,
    classSize: 38,
    average: 65.55,
    averageGrade: 'B',
    headComment: 'A good term. Aim higher in Science.',
    attendance: { totalDays: 60, daysPresent: 57, daysAbsent: 3 },
    ...overrides,
  };
}

export function sampleCard(overrides: Partial<ReportCardSnapshot> = {}): IssuedCard {
  return {
    snapshot: sampleSnapshot(overrides),
    verificationCode: 'Vx7kQ2mP9tRz',
    fingerprint: '9f2c4e1a7b3d5f60819a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f70',
  };
}
