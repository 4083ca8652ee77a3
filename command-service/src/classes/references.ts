import { NotFoundError } from '@chikoro/contracts';
import { decodeEvent, type EventStore } from '@chikoro/eventstore';
import { fold } from '../commands/decider';
import {
  evolveTeacher,
  initialTeacherState,
  teacherStream,
  type TeacherState,
} from '../teachers/teacher';
import { classStream, evolveClass, initialClassState, type ClassState } from './class';

/** A reference the school does not have: 404 naming the field, the same whether it exists elsewhere or nowhere. */
export function required<T>(value: T | undefined, field: string, message: string): T {
  if (value === undefined) throw new NotFoundError(message, [{ field, message }]);
  return value;
}

export async function classState(store: EventStore, classId: string): Promise<ClassState> {
  return fold(
    { initialState: initialClassState, evolve: evolveClass },
    (await store.readStream(classStream(classId))).map(decodeEvent),
  );
}

export async function teacherState(store: EventStore, teacherId: string): Promise<TeacherState> {
  return fold(
    { initialState: initialTeacherState, evolve: evolveTeacher },
    (await store.readStream(teacherStream(teacherId))).map(decodeEvent),
  );
}
