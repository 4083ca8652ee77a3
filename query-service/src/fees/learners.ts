import {
  feeKeepers,
  parentsModel,
  studentStatuses,
  studentsModel,
  tableOf,
  type FeeLearner,
} from '@chikoro/contracts';
import {
  equalsId,
  equalsOneOf,
  ownSchool,
  textSearch,
  type ListResource,
} from '../listing/resource';
import { familyAccountOf } from './families';

const students = tableOf(studentsModel, 'students');

interface LearnerRow {
  id: string;
  school_id: string;
  first_name: string;
  last_name: string;
  registration_number: string;
  class_name: string | null;
  level_name: string | null;
  status: string;
  account_id: string;
}

/**
 * The school's learners as its fee keepers find them (GET /api/fee-learners), billed or not: the
 * name, registration number, class, level, status and family account, and nothing of their marks,
 * registers or contacts. Searched by name (either order) or registration number.
 */
export const feeLearnersResource: ListResource<LearnerRow> = {
  name: 'fee-learners',
  roles: ['SUPERADMIN', ...feeKeepers],
  projection: studentsModel.name,
  alsoReads: [parentsModel.name],
  from: `(
    SELECT s.id, s.school_id, s.first_name, s.last_name, s.registration_number, s.class_id, s.class_name,
      s.level_id, s.level_name, s.status, a.account_id
    FROM ${students} s JOIN ${familyAccountOf(`(SELECT id AS student_id FROM ${students})`)} a ON a.student_id = s.id) learners`,
  select:
    'id, school_id, first_name, last_name, registration_number, class_name, level_name, status, account_id',
  idColumn: 'id',
  sortable: {
    id: 'id',
    name: "lower(last_name || ' ' || first_name)",
    registrationNumber: 'registration_number',
    className: 'lower(class_name)',
  },
  defaultSort: ['name', 'ASC'],
  filters: {
    q: textSearch(
      "first_name || ' ' || last_name",
      "last_name || ' ' || first_name",
      'registration_number',
    ),
    classId: equalsId('class_id'),
    levelId: equalsId('level_id'),
    status: equalsOneOf('status', studentStatuses),
    accountId: equalsId('account_id'),
    schoolId: equalsId('school_id'),
  },
  // Withdrawn learners stay out until the status filter asks for them, as on the students list.
  defaultFilter: { status: ['Active', 'Inactive', 'Graduated'] },
  scope: ownSchool('school_id'),
  toRecord: (r): FeeLearner => ({
    id: r.id,
    schoolId: r.school_id,
    name: `${r.first_name} ${r.last_name}`,
    registrationNumber: r.registration_number,
    className: r.class_name,
    levelName: r.level_name,
    status: r.status,
    accountId: r.account_id,
  }),
};
