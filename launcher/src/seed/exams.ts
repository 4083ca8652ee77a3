import type { DemoApi } from './classes';

interface Assignment { teacherId: string; subjectId: string; subjectName: string; classId: string; className: string; termId: string }
interface Term { id: string; startDate: string; endDate: string }

/** How many classes of a demo school get exams, and each subject's papers (weights adding up to 100). */
const CLASSES_WITH_EXAMS = 4;
const papers = [
  { paperNo: 1, name: 'Paper 1', outOf: 100, weight: 40, day: 35 },
  { paperNo: 2, name: 'Paper 2', outOf: 80, weight: 60, day: 49 },
];

/** A number from 0 to 1 that is always the same for the same text: demo marks that do not change between runs. */
function steady(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return (h >>> 0) / 2 ** 32;
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A believable mark: most students between a third and all of the total; a few absent, fewer exempt. */
function demoMark(studentId: string, examId: string, outOf: number): number | 'ABSENT' | 'EXEMPT' {
  const r = steady(`${studentId}:${examId}`);
  if (r < 0.05) return 'ABSENT';
  if (r > 0.98) return 'EXEMPT';
  return Math.round(outOf * (0.35 + 0.6 * steady(`${examId}:${studentId}`)));
}

/** The classes that get exams: the first few of this term's assignments; the first has all its papers marked. */
function examClassIds(assignments: readonly Pick<Assignment, 'classId'>[]): string[] {
  return [...new Set(assignments.map((a) => a.classId))].slice(0, CLASSES_WITH_EXAMS);
}

/** The class whose exams will all be marked, known before the students are enrolled (the demo family's child goes there). */
export async function firstExamClassId(api: DemoApi): Promise<string | undefined> {
  return examClassIds(await api.list<Assignment>('teacher-assignments'))[0];
}

/**
 * For this term's assignments of a few classes, two papers per subject set by the admin for the
 * assigned teacher, and their marks through one RecordMarks per exam (the class's roster read
 * from /api/marks). The last class's second papers are left unmarked, so Pending shows beside Graded.
 */
export async function seedDemoExams(api: DemoApi): Promise<number> {
  const assignments = await api.list<Assignment>('teacher-assignments');
  const terms = new Map((await api.list<Term>('terms')).map((t) => [t.id, t]));
  const classIds = examClassIds(assignments);
  let exams = 0;
  for (const [c, classId] of classIds.entries()) {
    for (const assignment of assignments.filter((a) => a.classId === classId)) {
      const term = terms.get(assignment.termId);
      if (!term) continue;
      for (const paper of papers) {
        const { examId } = await api.send('CreateExam', {
          classId, subjectId: assignment.subjectId, termId: assignment.termId, teacherId: assignment.teacherId,
          examName: `${assignment.subjectName} ${paper.name}`, outOf: paper.outOf, weight: paper.weight, paperNo: paper.paperNo,
          examDate: addDays(term.startDate, paper.day),
        });
        exams += 1;
        if (c === classIds.length - 1 && paper.paperNo === 2) continue;
        const roster = await api.list<{ studentId: string }>('marks', { examId });
        if (roster.length === 0) continue;
        const marks = roster.map(({ studentId }) => ({ studentId, mark: demoMark(studentId, String(examId), paper.outOf) }));
        await api.send('RecordMarks', { examId, marks });
      }
    }
  }
  return exams;
}
