import {
  resultsModel,
  tableOf,
  type Principal,
  type ReportCardRow,
  type ReportCardSnapshot,
} from '@chikoro/contracts';
import {
  textSearch,
  type FilterBuilder,
  type ListResource,
  type Params,
} from '../listing/resource';
import { familyOf, MEMBERSHIP } from '../scope';
import { equalsBoolean, equalsId, resultsScope } from './scope';

interface Row {
  id: string;
  school_id: string;
  student_id: string;
  student_name: string;
  registration_number: string;
  class_id: string;
  class_name: string;
  term_id: string;
  term_name: string;
  academic_year_id: string;
  academic_year_name: string;
  version: number;
  amended: boolean;
  superseded: boolean;
  published_at: Date;
  verification_code: string;
  fingerprint: string;
  snapshot: ReportCardSnapshot;
  acknowledgements: { parentId: string; name: string; at: string }[];
  acknowledged_by_you: boolean;
}

const COLUMNS = `id, school_id, student_id, student_name, registration_number, class_id, class_name, term_id, term_name, academic_year_id, academic_year_name,
    version, amended, superseded, published_at, verification_code, fingerprint, acknowledgements`;
const SELECT = `${COLUMNS}, snapshot`;
/**
 * The snapshot as the family receives it: a corrected mark's reason stays with the school unless
 * the admin shared it (`reasonShared`; cards issued before that choice existed never share it).
 */
const FAMILY_SELECT = `${COLUMNS}, CASE WHEN EXISTS (SELECT 1 FROM json_array_elements(snapshot->'changes') c
      WHERE c->>'kind' = 'mark' AND c->>'reason' IS NOT NULL AND coalesce(c->>'reasonShared', 'false') <> 'true')
    THEN jsonb_set(snapshot::jsonb, '{changes}', (
      SELECT jsonb_agg(CASE WHEN c->>'kind' = 'mark' AND coalesce(c->>'reasonShared', 'false') <> 'true'
        THEN jsonb_set(c, '{reason}', 'null'::jsonb) ELSE c END ORDER BY n)
      FROM jsonb_array_elements(snapshot::jsonb->'changes') WITH ORDINALITY AS x(c, n)))::json
    ELSE snapshot END AS snapshot`;

/** Whether a parent of the card's student acknowledged it (true) or none has yet (false). */
const acknowledged: FilterBuilder = (value, params) => {
  if (value !== true && value !== false && value !== 'true' && value !== 'false')
    throw new RangeError('acknowledged must be true or false');
  return `(jsonb_array_length(acknowledgements) > 0) = ${params.add(value === true || value === 'true')}`;
};

/**
 * GET /api/report-cards and /api/report-cards/<id>: every issued version of every card, each a row
 * with its snapshot exactly as issued. Only published cards exist here: a student sees their own, a
 * parent their linked children's, a teacher those of the classes they teach, an admin the school's.
 * `academicYearId` keeps the cards of one academic year (the year of the card's term); past years' stay listed.
 */
export const reportCardsResource: ListResource<Row> = {
  name: 'report-cards',
  roles: ['ADMIN', 'TEACHER', 'STUDENT', 'PARENT', 'SUPERADMIN'],
  projection: resultsModel.name,
  alsoReads: [MEMBERSHIP],
  from: tableOf(resultsModel, 'report_cards'),
  select: `${SELECT}, false AS acknowledged_by_you`,
  // A parent's own acknowledgement, made by their record at the card's school (any record of their family);
  // a student and a parent read the family's snapshot.
  selectFor(principal: Principal, params: Params) {
    if (principal.role === 'STUDENT') return `${FAMILY_SELECT}, false AS acknowledged_by_you`;
    if (principal.role !== 'PARENT') return `${SELECT}, false AS acknowledged_by_you`;
    return `${FAMILY_SELECT}, EXISTS (SELECT 1 FROM jsonb_array_elements(acknowledgements) a
      WHERE (a->>'parentId')::uuid IN ${familyOf(params.add(principal.userId))}) AS acknowledged_by_you`;
  },
  idColumn: 'id',
  sortable: {
    id: 'id',
    studentName: 'lower(student_name)',
    version: 'version',
    publishedAt: 'published_at',
    className: 'lower(class_name)',
  },
  defaultSort: ['id', 'ASC'],
  filters: {
    q: textSearch('student_name', 'registration_number'),
    classId: equalsId('class_id'),
    termId: equalsId('term_id'),
    academicYearId: equalsId('academic_year_id'),
    studentId: equalsId('student_id'),
    schoolId: equalsId('school_id'),
    amended: equalsBoolean('amended'),
    superseded: equalsBoolean('superseded'),
    acknowledged,
  },
  scope: resultsScope({ school: 'school_id', class: 'class_id', student: 'student_id' }),
  toRecord: (r): ReportCardRow => ({
    id: r.id,
    schoolId: r.school_id,
    studentId: r.student_id,
    studentName: r.student_name,
    registrationNumber: r.registration_number,
    classId: r.class_id,
    className: r.class_name,
    termId: r.term_id,
    termName: r.term_name,
    academicYearId: r.academic_year_id,
    academicYearName: r.academic_year_name,
    version: r.version,
    status: 'Published',
    amended: r.amended,
    superseded: r.superseded,
    publishedAt: r.published_at.toISOString(),
    verificationCode: r.verification_code,
    fingerprint: r.fingerprint,
    snapshot: r.snapshot,
    acknowledgements: r.acknowledgements.map((a) => ({
      parentId: a.parentId,
      name: a.name,
      acknowledgedAt: a.at,
    })),
    acknowledgedByYou: r.acknowledged_by_you,
  }),
};
