import type { ProfileUpdated, TeacherEvent } from '@chikoro/contracts';

export { teacherStream } from '@chikoro/contracts';

export interface Assignment {
  assignmentId: string;
  subjectId: string;
  classId: string;
  termId: string;
  subjectName: string;
  className: string;
  termName: string;
  academicYearName: string;
}

/** A teacher of one school: Active, Inactive (cannot sign in) or Left (gone; history stays). */
export type TeacherState =
  | { status: 'Initial' }
  | {
      status: 'Active' | 'Inactive' | 'Left';
      teacherId: string;
      schoolId: string;
      firstName: string;
      lastName: string;
      email: string;
      assignments: Record<string, Assignment>;
    };

export const initialTeacherState: TeacherState = { status: 'Initial' };

/** Never throws; ignores what it does not know (or a change to a teacher it never saw), so old streams replay. */
export function evolveTeacher(
  state: TeacherState,
  event: TeacherEvent | ProfileUpdated | { type: string; data: unknown },
): TeacherState {
  const e = event as TeacherEvent | ProfileUpdated;
  if (e.type === 'TeacherRegistered') {
    const { teacherId, schoolId, details } = e.data;
    return {
      status: 'Active',
      teacherId,
      schoolId,
      firstName: details.firstName,
      lastName: details.lastName,
      email: details.email,
      assignments: {},
    };
  }
  if (state.status === 'Initial') return state;
  switch (e.type) {
    case 'TeacherAssigned': {
      const {
        assignmentId,
        subjectId,
        classId,
        termId,
        subjectName,
        className,
        termName,
        academicYearName,
      } = e.data;
      const assignment = {
        assignmentId,
        subjectId,
        classId,
        termId,
        subjectName,
        className,
        termName,
        academicYearName,
      };
      return { ...state, assignments: { ...state.assignments, [assignmentId]: assignment } };
    }
    case 'TeacherUnassigned': {
      const { [e.data.assignmentId]: _gone, ...kept } = state.assignments;
      return { ...state, assignments: kept };
    }
    case 'TeacherStatusChanged':
      return e.data.status === 'Active' || e.data.status === 'Inactive'
        ? { ...state, status: e.data.status }
        : state;
    case 'TeacherRemoved':
      return { ...state, status: 'Left' };
    case 'ProfileUpdated':
      // The teacher renamed themself on their own record: classes and exams named from now on read the new name.
      return { ...state, firstName: e.data.firstName, lastName: e.data.lastName };
    default:
      return state;
  }
}

export const teacherName = (state: Extract<TeacherState, { teacherId: string }>): string =>
  `${state.firstName} ${state.lastName}`;
