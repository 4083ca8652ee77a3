import { schoolSetupModel, tableOf, type GradeBand } from '@chikoro/contracts';
import { textSearch, type ListResource } from '../listing/resource';
import { idIs, isTrue, setupSchool, schoolIs, setupReaders, subjectScope } from './scope';
import { MEMBERSHIP } from '../scope';

export interface DepartmentRecord {
  id: string;
  schoolId: string;
  name: string;
  subjectCount: number;
}
export interface LevelRecord {
  id: string;
  schoolId: string;
  name: string;
  description: string | null;
  gradingScale: { version: number; rows: GradeBand[] };
}
export interface GradingScaleRecord {
  id: string;
  schoolId: string;
  levelId: string;
  levelName: string;
  version: number;
  rows: GradeBand[];
  current: boolean;
  createdAt: string;
}
export interface SubjectRecord {
  id: string;
  schoolId: string;
  name: string;
  code: string | null;
  departmentId: string | null;
  departmentName: string | null;
}

interface DepartmentRow {
  id: string;
  school_id: string;
  name: string;
  subject_count: number;
}
interface LevelRow {
  id: string;
  school_id: string;
  name: string;
  description: string | null;
  scale_version: number;
  grading_scale: GradeBand[];
}
interface ScaleRow {
  id: string;
  school_id: string;
  level_id: string;
  level_name: string;
  version: number;
  rows: GradeBand[];
  current: boolean;
  created_at: Date;
}
interface SubjectRow {
  id: string;
  school_id: string;
  name: string;
  code: string | null;
  department_id: string | null;
  department_name: string | null;
}

/** GET /departments: with how many subjects use each (Remove is offered only at 0). */
export const departmentsResource: ListResource<DepartmentRow> = {
  name: 'departments',
  roles: setupReaders,
  projection: schoolSetupModel.name,
  pagesKept: true,
  // A removed department keeps its row (its subjects' history names it) but is no longer listed.
  from: `(SELECT * FROM ${tableOf(schoolSetupModel, 'departments')} WHERE NOT removed) departments`,
  select: 'id, school_id, name, subject_count',
  idColumn: 'id',
  sortable: { id: 'id', name: 'lower(name)', subjectCount: 'subject_count' },
  defaultSort: ['name', 'ASC'],
  filters: { q: textSearch('name'), schoolId: schoolIs('school_id') },
  scope: setupSchool('school_id'),
  toRecord: (r): DepartmentRecord => ({
    id: r.id,
    schoolId: r.school_id,
    name: r.name,
    subjectCount: r.subject_count,
  }),
};

/** GET /levels: each level with its current grading scale and that scale's version (a bursar's: the debtors' level filter). */
export const levelsResource: ListResource<LevelRow> = {
  name: 'levels',
  roles: [...setupReaders, 'BURSAR'],
  projection: schoolSetupModel.name,
  pagesKept: true,
  from: tableOf(schoolSetupModel, 'levels'),
  select: 'id, school_id, name, description, scale_version, grading_scale',
  idColumn: 'id',
  // Form 2 before Form 10: by the name's number where it has one.
  sortable: {
    id: 'id',
    name: `regexp_replace(lower(name), '\\d+', lpad(coalesce(substring(name FROM '\\d+'), ''), 8, '0'))`,
  },
  defaultSort: ['name', 'ASC'],
  filters: { q: textSearch('name', 'description'), schoolId: schoolIs('school_id') },
  scope: setupSchool('school_id'),
  toRecord: (r): LevelRecord => ({
    id: r.id,
    schoolId: r.school_id,
    name: r.name,
    description: r.description,
    gradingScale: { version: r.scale_version, rows: r.grading_scale },
  }),
};

/** GET /grading-scales: every version of every level's scale (filter by levelId); earlier versions stay for published results. */
export const gradingScalesResource: ListResource<ScaleRow> = {
  name: 'grading-scales',
  roles: setupReaders,
  projection: schoolSetupModel.name,
  pagesKept: true,
  from: tableOf(schoolSetupModel, 'grading_scales'),
  select: 'id, school_id, level_id, level_name, version, rows, current, created_at',
  idColumn: 'id',
  sortable: {
    id: 'id',
    version: 'version',
    levelName: 'lower(level_name)',
    createdAt: 'created_at',
  },
  defaultSort: ['version', 'DESC'],
  filters: {
    levelId: idIs('level_id', 'levelId'),
    current: isTrue('current'),
    schoolId: schoolIs('school_id'),
  },
  scope: setupSchool('school_id'),
  toRecord: (r): GradingScaleRecord => ({
    id: r.id,
    schoolId: r.school_id,
    levelId: r.level_id,
    levelName: r.level_name,
    version: r.version,
    rows: r.rows,
    current: r.current,
    createdAt: r.created_at.toISOString(),
  }),
};

/** GET /subjects: with their code and department; a teacher reads the subjects they are assigned to teach. */
export const subjectsResource: ListResource<SubjectRow> = {
  name: 'subjects',
  roles: setupReaders,
  projection: schoolSetupModel.name,
  alsoReads: [MEMBERSHIP],
  pagesKept: true,
  from: tableOf(schoolSetupModel, 'subjects'),
  select: 'id, school_id, name, code, department_id, department_name',
  idColumn: 'id',
  sortable: {
    id: 'id',
    name: 'lower(name)',
    code: 'lower(code)',
    departmentName: 'lower(department_name)',
  },
  defaultSort: ['name', 'ASC'],
  filters: {
    q: textSearch('name', 'code'),
    departmentId: idIs('department_id', 'departmentId'),
    schoolId: schoolIs('school_id'),
  },
  scope: subjectScope,
  toRecord: (r): SubjectRecord => ({
    id: r.id,
    schoolId: r.school_id,
    name: r.name,
    code: r.code,
    departmentId: r.department_id,
    departmentName: r.department_name,
  }),
};
