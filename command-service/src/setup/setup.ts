import type { GradeBand, SetupEvent } from '@chikoro/contracts';

export { schoolSetupStream } from '@chikoro/contracts';

export interface AcademicYear {
  academicYearId: string;
  name: string;
  startDate: string;
  endDate: string;
}
export interface Term {
  termId: string;
  academicYearId: string;
  name: string;
  startDate: string;
  endDate: string;
}
export interface Department {
  departmentId: string;
  name: string;
  status: 'Active' | 'Removed';
}
export interface GradingScaleVersion {
  version: number;
  rows: GradeBand[];
}
export interface Level {
  levelId: string;
  name: string;
  description?: string;
  scale: GradingScaleVersion;
}
export interface Subject {
  subjectId: string;
  name: string;
  code?: string;
  departmentId?: string;
}

/** A school's set-up as its one stream tells it: every rule of years, terms, departments, levels and subjects reads this. */
export interface SetupState {
  years: Record<string, AcademicYear>;
  terms: Record<string, Term>;
  departments: Record<string, Department>;
  levels: Record<string, Level>;
  subjects: Record<string, Subject>;
}

export const initialSetupState: SetupState = {
  years: {},
  terms: {},
  departments: {},
  levels: {},
  subjects: {},
};

/** Never throws; ignores what it does not know (or a change to a record it never saw), so old streams always replay. */
export function evolveSetup(
  state: SetupState,
  event: SetupEvent | { type: string; data: unknown },
): SetupState {
  const e = event as SetupEvent;
  switch (e.type) {
    case 'AcademicYearOpened': {
      const { academicYearId, name, startDate, endDate } = e.data;
      return {
        ...state,
        years: { ...state.years, [academicYearId]: { academicYearId, name, startDate, endDate } },
      };
    }
    case 'TermAdded': {
      const { termId, academicYearId, name, startDate, endDate } = e.data;
      return {
        ...state,
        terms: { ...state.terms, [termId]: { termId, academicYearId, name, startDate, endDate } },
      };
    }
    case 'DepartmentAdded':
      return {
        ...state,
        departments: {
          ...state.departments,
          [e.data.departmentId]: {
            departmentId: e.data.departmentId,
            name: e.data.name,
            status: 'Active',
          },
        },
      };
    case 'DepartmentRenamed': {
      const found = state.departments[e.data.departmentId];
      return found
        ? {
            ...state,
            departments: {
              ...state.departments,
              [found.departmentId]: { ...found, name: e.data.name },
            },
          }
        : state;
    }
    case 'DepartmentRemoved': {
      const found = state.departments[e.data.departmentId];
      return found
        ? {
            ...state,
            departments: {
              ...state.departments,
              [found.departmentId]: { ...found, status: 'Removed' },
            },
          }
        : state;
    }
    case 'LevelDefined': {
      const { levelId, name, description, gradingScale } = e.data;
      return {
        ...state,
        levels: { ...state.levels, [levelId]: { levelId, name, description, scale: gradingScale } },
      };
    }
    case 'GradingScaleChanged': {
      const found = state.levels[e.data.levelId];
      return found
        ? {
            ...state,
            levels: {
              ...state.levels,
              [found.levelId]: { ...found, scale: { version: e.data.version, rows: e.data.rows } },
            },
          }
        : state;
    }
    case 'SubjectAdded': {
      const { subjectId, name, code, departmentId } = e.data;
      return {
        ...state,
        subjects: { ...state.subjects, [subjectId]: { subjectId, name, code, departmentId } },
      };
    }
    default:
      return state;
  }
}
