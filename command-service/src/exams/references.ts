import {
  NotFoundError,
  classStream,
  studentStream,
  teacherStream,
  type ClassEvent,
  type FieldError,
  type TeacherEvent,
} from '@chikoro/contracts';
import { decodeEvent, type EventStore } from '@chikoro/eventstore';
import type { NamedTeacher, StudentFacts } from './commands';

/**
 * What an exam refers to, folded from the streams that own it (never from a read model): the
 * class, the teacher, the students; the school's set-up is read through the set-up module's
 * `setupNames`. The school comes from the token, so another school's record is simply not there.
 */
async function fold<T>(
  store: EventStore,
  streamId: string,
  initial: T,
  step: (state: T, event: { type: string; data: unknown }) => T,
): Promise<T> {
  return (await store.readStream(streamId)).map(decodeEvent).reduce(step, initial);
}

export interface ClassFacts {
  schoolId: string;
  name: string;
  levelId: string;
  open: boolean;
}

export function classFacts(store: EventStore, classId: string): Promise<ClassFacts | undefined> {
  return fold<ClassFacts | undefined>(store, classStream(classId), undefined, (state, event) => {
    const e = event as ClassEvent;
    if (e.type === 'ClassCreated')
      return { schoolId: e.data.schoolId, name: e.data.name, levelId: e.data.levelId, open: true };
    if (!state) return state;
    if (e.type === 'ClassDetailsChanged')
      return {
        ...state,
        name: e.data.name?.after ?? state.name,
        levelId: e.data.levelId?.after ?? state.levelId,
      };
    if (e.type === 'ClassArchived' || e.type === 'ClassDeleted') return { ...state, open: false };
    return state;
  });
}

export interface TeacherFacts extends NamedTeacher {
  schoolId: string;
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
      if (e.type === 'TeacherRegistered') {
        const name = `${e.data.details.firstName} ${e.data.details.lastName}`;
        return {
          teacherId: e.data.teacherId,
          schoolId: e.data.schoolId,
          name,
          active: true,
          assignments: new Map(),
        };
      }
      if (!state) return state;
      if (e.type === 'TeacherAssigned')
        state.assignments.set(e.data.assignmentId, {
          subjectId: e.data.subjectId,
          classId: e.data.classId,
          termId: e.data.termId,
        });
      if (e.type === 'TeacherUnassigned') state.assignments.delete(e.data.assignmentId);
      if (e.type === 'TeacherStatusChanged')
        return { ...state, active: e.data.status === 'Active' };
      if (e.type === 'TeacherRemoved') return { ...state, active: false };
      return state;
    },
  );
}

/** An active teacher of the actor's school, or undefined (the decider says why). */
export async function schoolTeacher(
  store: EventStore,
  schoolId: string,
  teacherId: string,
): Promise<TeacherFacts | undefined> {
  const teacher = await teacherFacts(store, teacherId);
  return teacher?.schoolId === schoolId ? teacher : undefined;
}

/** The students module's events, as far as the exam's class goes. */
type StudentEvent =
  | {
      type: 'StudentEnrolled';
      data: { schoolId: string; classId: string; firstName: string; lastName: string };
    }
  | { type: 'StudentMovedToClass'; data: { toClassId: string } }
  | { type: 'StudentWithdrawn'; data: Record<string, unknown> };

/**
 * A student of the actor's school with the class they sit in now (null once withdrawn), folded from
 * the student's own stream: exact at the moment of the command, and the name the history keeps.
 */
export async function studentFacts(
  store: EventStore,
  schoolId: string,
  studentId: string,
): Promise<StudentFacts | undefined> {
  const found = await fold<(StudentFacts & { schoolId: string }) | undefined>(
    store,
    studentStream(studentId),
    undefined,
    (state, event) => {
      const e = event as StudentEvent;
      if (e.type === 'StudentEnrolled')
        return {
          schoolId: e.data.schoolId,
          name: `${e.data.firstName} ${e.data.lastName}`,
          classId: e.data.classId,
        };
      if (!state) return state;
      if (e.type === 'StudentMovedToClass') return { ...state, classId: e.data.toClassId };
      if (e.type === 'StudentWithdrawn') return { ...state, classId: null };
      return state;
    },
  );
  return found?.schoolId === schoolId ? { name: found.name, classId: found.classId } : undefined;
}

/** Many students at once, a few streams at a time. */
export async function studentsFacts(
  store: EventStore,
  schoolId: string,
  studentIds: readonly string[],
): Promise<Record<string, StudentFacts>> {
  const unique = [...new Set(studentIds)];
  const facts: Record<string, StudentFacts> = {};
  for (let i = 0; i < unique.length; i += 8) {
    const batch = unique.slice(i, i + 8);
    const found = await Promise.all(batch.map((id) => studentFacts(store, schoolId, id)));
    batch.forEach((id, j) => {
      if (found[j]) facts[id] = found[j];
    });
  }
  return facts;
}

/** A reference the school does not have: 404 naming the field, the same whether it exists elsewhere or nowhere. */
export function required<T>(value: T | undefined, field: string, message: string): T {
  if (value === undefined)
    throw new NotFoundError(message, [{ field, message } satisfies FieldError]);
  return value;
}
