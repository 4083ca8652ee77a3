import type { ExamEvent, MarkValue } from '@chikoro/contracts';

export { examStream } from '@chikoro/contracts';

export interface ExamRecord {
  examId: string;
  schoolId: string;
  classId: string;
  subjectId: string;
  termId: string;
  teacherId: string;
  teacherName: string | null;
  examName: string;
  outOf: number;
  weight: number;
  paperNo: number;
  examDate: string;
  /** Every student's current entry; a student without one is absent from the map. */
  marks: Record<string, Exclude<MarkValue, null>>;
}

/** An exam's life: created Active, cancelled before any mark exists; marks live on the same stream. */
export type ExamState = { status: 'Initial' } | ({ status: 'Active' | 'Cancelled' } & ExamRecord);

export const initialExamState: ExamState = { status: 'Initial' };

function withMark(
  marks: ExamRecord['marks'],
  studentId: string,
  mark: MarkValue,
): ExamRecord['marks'] {
  const { [studentId]: _old, ...others } = marks;
  return mark === null ? others : { ...others, [studentId]: mark };
}

/** Never throws; ignores what it does not know (or a change to an exam it never saw), so old streams replay. */
export function evolveExam(
  state: ExamState,
  event: ExamEvent | { type: string; data: unknown },
): ExamState {
  const e = event as ExamEvent;
  if (e.type === 'ExamCreated') {
    const {
      examId,
      schoolId,
      classId,
      subjectId,
      termId,
      teacherId,
      teacherName,
      examName,
      outOf,
      weight,
      paperNo,
      examDate,
    } = e.data;
    return {
      status: 'Active',
      examId,
      schoolId,
      classId,
      subjectId,
      termId,
      teacherId,
      teacherName: teacherName ?? null,
      examName,
      outOf,
      weight,
      paperNo,
      examDate,
      marks: {},
    };
  }
  if (state.status === 'Initial') return state;
  switch (e.type) {
    case 'ExamDetailsChanged': {
      const next = { ...state } as Record<string, unknown>;
      for (const change of e.data.changes)
        if (change.field in state && change.field !== 'marks') next[change.field] = change.after;
      return next as ExamState;
    }
    case 'ExamCancelled':
      return { ...state, status: 'Cancelled' };
    case 'MarkRecorded':
    case 'MarkCorrected':
      return { ...state, marks: withMark(state.marks, e.data.studentId, e.data.mark) };
    default:
      return state;
  }
}

/** Two entries are the same when both are the same number or the same state. */
export const sameMark = (a: MarkValue | undefined, b: MarkValue | undefined): boolean =>
  (a ?? null) === (b ?? null);
