import type { StudentEvent, StudentStatus } from '@chikoro/contracts';

export { studentStream } from '@chikoro/contracts';

interface EnrolledStudent {
  studentId: string;
  schoolId: string;
  registrationNumber: string;
  firstName: string;
  lastName: string;
  classId: string;
  className?: string;
  levelId: string;
}

/** A student of a school: enrolled Active, then Inactive, Graduated or Active again; withdrawn for good. */
export type StudentState = { status: 'Initial' } | ({ status: StudentStatus } & EnrolledStudent);

export const initialStudentState: StudentState = { status: 'Initial' };

const asStatus = (status: string): StudentStatus =>
  status === 'Inactive' || status === 'Graduated' ? status : 'Active';

/** Never throws; ignores what it does not know so old streams always replay. */
export function evolveStudent(
  state: StudentState,
  event: StudentEvent | { type: string; data: unknown },
): StudentState {
  const e = event as StudentEvent;
  switch (e.type) {
    case 'StudentEnrolled': {
      const d = e.data;
      return {
        status: 'Active',
        studentId: d.studentId,
        schoolId: d.schoolId,
        registrationNumber: d.registrationNumber,
        firstName: d.firstName,
        lastName: d.lastName,
        classId: d.classId,
        className: d.className,
        levelId: d.levelId,
      };
    }
    case 'StudentMovedToClass':
      if (state.status === 'Initial') return state;
      return {
        ...state,
        classId: e.data.toClassId,
        className: e.data.toClassName,
        levelId: e.data.levelId,
      };
    case 'StudentStatusChanged':
      if (state.status === 'Initial' || state.status === 'Withdrawn') return state;
      return { ...state, status: asStatus(e.data.status) };
    case 'StudentWithdrawn':
      return state.status === 'Initial' ? state : { ...state, status: 'Withdrawn' };
    default:
      return state;
  }
}

export const studentName = (state: { firstName: string; lastName: string }): string =>
  `${state.firstName} ${state.lastName}`;
