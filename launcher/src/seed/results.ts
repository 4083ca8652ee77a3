import type { SubjectResultRow } from '@chikoro/contracts';
import type { DemoApi } from './classes';

/** A teacher's comment as a grade suggests it. */
const commentFor: Record<string, string> = {
  A: 'Excellent work, keep it up',
  B: 'Very good effort this term',
  C: 'Good work; revise the harder topics',
  D: 'Can do better with steady practice',
  E: 'Needs to work harder and ask for help',
  U: 'Must attend extra lessons next term',
};

/**
 * After the demo exams: the first class whose results are all complete (the preferred one, the
 * demo family's, when it is) gets its teachers' comments
 * and the head's comments, its term's results are published, and one mark is then corrected with a
 * reason, so an amended report card (version 2) stands beside the first. Returns the class's id, or
 * null when no class is complete yet.
 */
export async function seedDemoResults(
  api: DemoApi,
  preferredClassId?: string,
): Promise<string | null> {
  const sample = await api.list<SubjectResultRow>('results');
  const found = [...new Set(sample.map((r) => r.classId))];
  const classIds = preferredClassId
    ? [preferredClassId, ...found.filter((id) => id !== preferredClassId)]
    : found;
  for (const classId of classIds) {
    const rows = await api.list<SubjectResultRow>('results', { classId });
    if (rows.length === 0 || rows.some((r) => r.status !== 'complete')) continue;
    const termId = rows[0]!.termId;
    for (const subjectId of new Set(rows.map((r) => r.subjectId))) {
      const comments = rows
        .filter((r) => r.subjectId === subjectId && r.grade)
        .map((r) => ({
          studentId: r.studentId,
          comment: commentFor[r.grade!] ?? 'Keep working steadily',
        }));
      if (comments.length)
        await api.send('RecordSubjectComments', { classId, subjectId, termId, comments });
    }
    for (const studentId of new Set(rows.map((r) => r.studentId))) {
      await api.send('RecordHeadComment', {
        studentId,
        termId,
        comment: 'A pleasing term. We look forward to more of the same.',
      });
    }
    await api.send('PublishResults', { classId, termId });
    const corrected = rows.flatMap((r) =>
      r.papers
        .filter((p) => typeof p.mark === 'number' && p.mark + 4 <= p.outOf)
        .map((p) => ({ row: r, paper: p })),
    )[0];
    if (corrected) {
      await api.send('CorrectMark', {
        examId: corrected.paper.examId,
        studentId: corrected.row.studentId,
        mark: Number(corrected.paper.mark) + 4,
        reason: 'Marks on the last page were not added to the total',
      });
    }
    return classId;
  }
  return null;
}
