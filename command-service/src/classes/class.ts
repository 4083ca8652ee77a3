import type { ClassEvent } from '@chikoro/contracts';

export { classStream } from '@chikoro/contracts';

interface ClassRecord {
  classId: string;
  schoolId: string;
  name: string;
  levelId: string;
  levelName: string;
  classTeacherId: string | null;
  classTeacherName: string | null;
}

/** A class's life: created Active, archived when deleted with students, or deleted outright. */
export type ClassState =
  | { status: 'Initial' }
  | ({ status: 'Active' | 'Archived' } & ClassRecord)
  | ({ status: 'Deleted' } & ClassRecord);

export const initialClassState: ClassState = { status: 'Initial' };

/** Never throws; ignores what it does not know (or a change to a class it never saw), so old streams replay. */
export function evolveClass(
  state: ClassState,
  event: ClassEvent | { type: string; data: unknown },
): ClassState {
  const e = event as ClassEvent;
  if (e.type === 'ClassCreated') {
    const { classId, schoolId, name, levelId, levelName } = e.data;
    return {
      status: 'Active',
      classId,
      schoolId,
      name,
      levelId,
      levelName: levelName ?? '',
      classTeacherId: null,
      classTeacherName: null,
    };
  }
  if (state.status === 'Initial') return state;
  switch (e.type) {
    case 'ClassTeacherAssigned':
      return {
        ...state,
        classTeacherId: e.data.teacherId,
        classTeacherName: e.data.teacherName ?? null,
      };
    case 'ClassDetailsChanged':
      return {
        ...state,
        name: e.data.name?.after ?? state.name,
        levelId: e.data.levelId?.after ?? state.levelId,
        levelName: e.data.levelName?.after ?? state.levelName,
      };
    case 'ClassArchived':
      return { ...state, status: 'Archived' };
    case 'ClassDeleted':
      return { ...state, status: 'Deleted' };
    default:
      return state;
  }
}
