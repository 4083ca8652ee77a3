import { NotFoundError, schoolSetupStream, type SetupEvent } from '@chikoro/contracts';
import { decodeEvent, type EventStore } from '@chikoro/eventstore';
import { fold } from '../commands/decider';
import { evolveTeacher, initialTeacherState, teacherStream, type TeacherState } from '../teachers/teacher';
import { classStream, evolveClass, initialClassState, type ClassState } from './class';

/** What the school's set-up stream says of the records a class or an assignment refers to. */
export interface SetupNames {
  levels: Map<string, string>;
  subjects: Map<string, string>;
  terms: Map<string, { name: string; academicYearId: string }>;
  years: Map<string, string>;
}

function evolveNames(names: SetupNames, event: { type: string; data: unknown }): SetupNames {
  const e = event as SetupEvent;
  if (e.type === 'LevelDefined') names.levels.set(e.data.levelId, e.data.name);
  if (e.type === 'SubjectAdded') names.subjects.set(e.data.subjectId, e.data.name);
  if (e.type === 'TermAdded') names.terms.set(e.data.termId, { name: e.data.name, academicYearId: e.data.academicYearId });
  if (e.type === 'AcademicYearOpened') names.years.set(e.data.academicYearId, e.data.name);
  return names;
}

/**
 * The school's set-up, folded from its own stream (never from a read model): the school comes from
 * the token, so another school's level, subject or term is simply not there.
 */
export async function setupNames(store: EventStore, schoolId: string | null): Promise<SetupNames> {
  const names: SetupNames = { levels: new Map(), subjects: new Map(), terms: new Map(), years: new Map() };
  if (!schoolId) return names;
  return (await store.readStream(schoolSetupStream(schoolId))).map(decodeEvent).reduce(evolveNames, names);
}

/** A reference the school does not have: 404 naming the field, the same whether it exists elsewhere or nowhere. */
export function required<T>(value: T | undefined, field: string, message: string): T {
  if (value === undefined) throw new NotFoundError(message, [{ field, message }]);
  return value;
}

export async function classState(store: EventStore, classId: string): Promise<ClassState> {
  return fold({ initialState: initialClassState, evolve: evolveClass }, (await store.readStream(classStream(classId))).map(decodeEvent));
}

export async function teacherState(store: EventStore, teacherId: string): Promise<TeacherState> {
  return fold({ initialState: initialTeacherState, evolve: evolveTeacher }, (await store.readStream(teacherStream(teacherId))).map(decodeEvent));
}
