import type pg from 'pg';
import {
  classStream,
  examStream,
  schoolStream,
  studentStream,
  teacherStream,
  type CardMark,
  type ClassEvent,
  type ExamEvent,
  type SchoolEnrolmentSubmitted,
} from '@chikoro/contracts';
import { decodeEvent, type EventStore } from '@chikoro/eventstore';
import { fold as foldDecider } from '../commands/decider';
import { evolveSchool, initialSchoolState } from '../schools/school';

/**
 * What a class's results are made of, each folded from the stream that owns it (never from a
 * read model). The school comes from the token: another school's record is simply not there.
 */
async function fold<T>(
  store: EventStore,
  streamId: string,
  initial: T,
  step: (state: T, event: { type: string; data: unknown }) => T,
): Promise<T> {
  return (await store.readStream(streamId)).map(decodeEvent).reduce(step, initial);
}

/** The school's name (as corrected) and the logo it enrolled with. */
export async function schoolFacts(
  store: EventStore,
  schoolId: string,
): Promise<{ id: string; name: string; logoFileId: string | null }> {
  const events = (await store.readStream(schoolStream(schoolId))).map(decodeEvent);
  const state = foldDecider({ initialState: initialSchoolState, evolve: evolveSchool }, events);
  const enrolment = events.find((e) => e.type === 'SchoolEnrolmentSubmitted') as
    SchoolEnrolmentSubmitted | undefined;
  return {
    id: schoolId,
    name: state.status === 'Initial' ? 'SCHOOL NAME' : state.details.name,
    logoFileId: enrolment?.data.logo?.fileId ?? null,
  };
}

export interface ClassFacts {
  schoolId: string;
  name: string;
  levelId: string;
  classTeacherId: string | null;
}

export function classFacts(store: EventStore, classId: string): Promise<ClassFacts | undefined> {
  return fold<ClassFacts | undefined>(store, classStream(classId), undefined, (state, event) => {
    const e = event as ClassEvent;
    if (e.type === 'ClassCreated')
      return {
        schoolId: e.data.schoolId,
        name: e.data.name,
        levelId: e.data.levelId,
        classTeacherId: null,
      };
    if (!state) return state;
    if (e.type === 'ClassDetailsChanged')
      return {
        ...state,
        name: e.data.name?.after ?? state.name,
        levelId: e.data.levelId?.after ?? state.levelId,
      };
    if (e.type === 'ClassTeacherAssigned') return { ...state, classTeacherId: e.data.teacherId };
    return state;
  });
}

/** The teachers module's events, as far as results go: the name, the school, what they teach. */
type TeacherEvent =
  | {
      type: 'TeacherRegistered';
      data: {
        schoolId: string;
        teacherId: string;
        details: { firstName: string; lastName: string };
      };
    }
  | {
      type: 'TeacherAssigned';
      data: { assignmentId: string; subjectId: string; classId: string; termId: string };
    }
  | { type: 'TeacherUnassigned'; data: { assignmentId: string } };

export interface TeacherFacts {
  schoolId: string;
  name: string;
  assignments: Map<string, { subjectId: string; classId: string; termId: string }>;
}

export function teacherFacts(
  store: EventStore,
  teacherId: string,
): Promise<TeacherFacts | undefined> {
  return fold<TeacherFacts | undefined>(
    store,
    teacherStream(teacherId),
    undefined,
    (state, event) => {
      const e = event as TeacherEvent;
      if (e.type === 'TeacherRegistered')
        return {
          schoolId: e.data.schoolId,
          name: `${e.data.details.firstName} ${e.data.details.lastName}`,
          assignments: new Map(),
        };
      if (!state) return state;
      if (e.type === 'TeacherAssigned') state.assignments.set(e.data.assignmentId, e.data);
      if (e.type === 'TeacherUnassigned') state.assignments.delete(e.data.assignmentId);
      return state;
    },
  );
}

/** The students module's events, as far as a card goes: the name, the registration number, the class and status now. */
type StudentEvent =
  | {
      type: 'StudentEnrolled';
      data: {
        schoolId: string;
        classId: string;
        firstName: string;
        lastName: string;
        registrationNumber: string;
      };
    }
  | { type: 'StudentMovedToClass'; data: { toClassId: string } }
  | { type: 'StudentStatusChanged'; data: { status: string } }
  | { type: 'StudentWithdrawn'; data: Record<string, unknown> };

export interface StudentFacts {
  id: string;
  schoolId: string;
  firstName: string;
  lastName: string;
  registrationNumber: string;
  classId: string | null;
  status: string;
}

export async function studentFacts(
  store: EventStore,
  studentId: string,
): Promise<StudentFacts | undefined> {
  return fold<StudentFacts | undefined>(
    store,
    studentStream(studentId),
    undefined,
    (state, event) => {
      const e = event as StudentEvent;
      if (e.type === 'StudentEnrolled') {
        const { schoolId, classId, firstName, lastName, registrationNumber } = e.data;
        return {
          id: studentId,
          schoolId,
          firstName,
          lastName,
          registrationNumber,
          classId,
          status: 'Active',
        };
      }
      if (!state) return state;
      if (e.type === 'StudentMovedToClass') return { ...state, classId: e.data.toClassId };
      if (e.type === 'StudentWithdrawn') return { ...state, classId: null };
      if (e.type === 'StudentStatusChanged') return { ...state, status: e.data.status };
      return state;
    },
  );
}

/**
 * The students in the class now: candidates from the classes module's command-side `class_members`
 * table, each confirmed by folding the student's own stream (so a reactor's lag never adds or
 * drops a student).
 */
export async function classStudents(
  db: Pick<pg.Pool, 'query'>,
  store: EventStore,
  classId: string,
): Promise<StudentFacts[]> {
  const { rows } = await db.query<{ student_id: string }>(
    'SELECT student_id FROM class_members WHERE class_id = $1 ORDER BY student_id',
    [classId],
  );
  const students: StudentFacts[] = [];
  for (let i = 0; i < rows.length; i += 8) {
    const found = await Promise.all(
      rows.slice(i, i + 8).map((r) => studentFacts(store, r.student_id)),
    );
    students.push(...found.filter((s): s is StudentFacts => s?.classId === classId));
  }
  return students;
}

/** One exam as its stream tells it: details (as changed), cancelled or not, every mark and the latest correction of each. */
export interface ExamFacts {
  examId: string;
  schoolId: string;
  classId: string;
  subjectId: string;
  termId: string;
  teacherId: string;
  examName: string;
  outOf: number;
  weight: number;
  paperNo: number;
  cancelled: boolean;
  marks: Record<string, CardMark>;
  corrections: Record<
    string,
    {
      previous: CardMark;
      mark: CardMark;
      reason: string;
      shareReasonWithFamily: boolean;
      correctedAt: string;
    }
  >;
}

export function examFacts(store: EventStore, examId: string): Promise<ExamFacts | undefined> {
  return fold<ExamFacts | undefined>(store, examStream(examId), undefined, (state, event) => {
    const e = event as ExamEvent;
    if (e.type === 'ExamCreated') {
      const { schoolId, classId, subjectId, termId, teacherId, examName, outOf, weight, paperNo } =
        e.data;
      return {
        examId,
        schoolId,
        classId,
        subjectId,
        termId,
        teacherId,
        examName,
        outOf,
        weight,
        paperNo,
        cancelled: false,
        marks: {},
        corrections: {},
      };
    }
    if (!state) return state;
    switch (e.type) {
      case 'ExamDetailsChanged': {
        const next: Record<string, unknown> = { ...state };
        for (const { field, after } of e.data.changes)
          if (['examName', 'outOf', 'weight', 'paperNo', 'teacherId'].includes(field))
            next[field] = after;
        return next as unknown as ExamFacts;
      }
      case 'ExamCancelled':
        return { ...state, cancelled: true };
      case 'MarkRecorded':
        return { ...state, marks: { ...state.marks, [e.data.studentId]: e.data.mark } };
      case 'MarkCorrected': {
        const { studentId, previous, mark, reason, correctedAt } = e.data;
        // Older corrections carry no choice: their reason was never shared.
        const shareReasonWithFamily = e.data.shareReasonWithFamily === true;
        const correction = { previous, mark, reason, shareReasonWithFamily, correctedAt };
        return {
          ...state,
          marks: { ...state.marks, [studentId]: mark },
          corrections: { ...state.corrections, [studentId]: correction },
        };
      }
      default:
        return state;
    }
  });
}

/**
 * The exams of a class for a term: ids from the results reactor's index (`results_exam_index`),
 * each folded from its stream; a cancelled exam is left out.
 */
export async function classExams(
  db: Pick<pg.Pool, 'query'>,
  store: EventStore,
  classId: string,
  termId: string,
): Promise<ExamFacts[]> {
  const { rows } = await db.query<{ exam_id: string }>(
    'SELECT exam_id FROM results_exam_index WHERE class_id = $1 AND term_id = $2 ORDER BY exam_id',
    [classId, termId],
  );
  const exams = await Promise.all(rows.map((r) => examFacts(store, r.exam_id)));
  return exams.filter(
    (e): e is ExamFacts =>
      e !== undefined && !e.cancelled && e.classId === classId && e.termId === termId,
  );
}
