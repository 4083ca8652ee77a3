import {
  examsModel,
  markFromText,
  peopleModel,
  tableOf,
  teachersModel,
  type ExamMark,
  type MarkHistoryEntry,
} from '@chikoro/contracts';
import { textSearch, type ListResource } from '../listing/resource';
import { equalsUuid, examScope } from './filters';

const exams = tableOf(examsModel, 'exams');
const students = tableOf(examsModel, 'exam_students');
const marks = tableOf(examsModel, 'marks');
const history = tableOf(examsModel, 'mark_history');
const people = tableOf(peopleModel, 'people');
const teachers = tableOf(teachersModel, 'teachers');

interface MarkRow {
  id: string;
  exam_id: string;
  student_id: string;
  student_name: string | null;
  registration_number: string | null;
  mark: string | null;
  changed_at: Date | null;
}

/**
 * Each exam's class as it is now (its active students, with or without an entry) plus anyone who
 * has an entry on it, so the grid shows every student and never loses a mark given earlier.
 */
const roster = `(
  SELECT e.exam_id::text || ':' || p.student_id::text AS id, e.exam_id, e.school_id, e.teacher_id, p.student_id,
    s.name AS student_name, s.registration_number, m.mark, m.changed_at
  FROM ${exams} e
  CROSS JOIN LATERAL (
    SELECT s.student_id FROM ${students} s WHERE s.class_id = e.class_id AND s.status = 'Active'
    UNION SELECT m.student_id FROM ${marks} m WHERE m.exam_id = e.exam_id AND m.mark IS NOT NULL) p
  LEFT JOIN ${students} s ON s.student_id = p.student_id
  LEFT JOIN ${marks} m ON m.exam_id = e.exam_id AND m.student_id = p.student_id
) AS x`;

/** /api/marks: per exam and student, filtered by examId or studentId. */
export const marksResource: ListResource<MarkRow> = {
  name: 'marks',
  roles: ['SUPERADMIN', 'ADMIN', 'TEACHER'],
  projection: examsModel.name,
  from: roster,
  select: 'id, exam_id, student_id, student_name, registration_number, mark, changed_at',
  idColumn: 'id',
  idType: 'text',
  // Byte order, as ids of other lists sort: the ':' must not be skipped by a language-aware collation.
  sortable: {
    id: 'id COLLATE "C"',
    studentName: 'lower(student_name)',
    registrationNumber: 'registration_number',
  },
  defaultSort: ['studentName', 'ASC'],
  filters: {
    examId: equalsUuid('exam_id'),
    studentId: equalsUuid('student_id'),
    q: textSearch('student_name', 'registration_number'),
  },
  scope: examScope('school_id', 'teacher_id'),
  toRecord: (r): ExamMark => ({
    id: r.id,
    examId: r.exam_id,
    studentId: r.student_id,
    studentName: r.student_name ?? '',
    registrationNumber: r.registration_number ?? '',
    mark: markFromText(r.mark),
    changedAt: r.changed_at?.toISOString() ?? null,
  }),
};

interface HistoryRow {
  event_id: string;
  exam_id: string;
  exam_name: string;
  student_id: string;
  student_name: string | null;
  kind: MarkHistoryEntry['kind'];
  mark: string | null;
  previous: string | null;
  reason: string | null;
  actor_id: string | null;
  actor_role: string;
  at: Date;
  first_name: string | null;
  last_name: string | null;
}

const withNames = `(
  SELECT h.*, e.exam_name, e.teacher_id, s.name AS student_name,
    COALESCE(p.first_name, tt.first_name) AS first_name, COALESCE(p.last_name, tt.last_name) AS last_name
  FROM ${history} h JOIN ${exams} e ON e.exam_id = h.exam_id
  LEFT JOIN ${students} s ON s.student_id = h.student_id
  LEFT JOIN ${people} p ON p.id = h.actor_id
  LEFT JOIN ${teachers} tt ON tt.id = h.actor_id
) AS x`;

/** /api/mark-history: every value a mark has had, who gave it (by name: an admin or superadmin from people, a teacher from teachers), when, and why. */
export const markHistoryResource: ListResource<HistoryRow> = {
  name: 'mark-history',
  roles: ['SUPERADMIN', 'ADMIN', 'TEACHER'],
  projection: examsModel.name,
  from: withNames,
  select:
    'event_id, exam_id, exam_name, student_id, student_name, kind, mark, previous, reason, actor_id, actor_role, at, first_name, last_name, position',
  idColumn: 'event_id',
  sortable: { id: 'event_id', at: 'position' },
  defaultSort: ['at', 'DESC'],
  filters: {
    examId: equalsUuid('exam_id'),
    studentId: equalsUuid('student_id'),
    schoolId: equalsUuid('school_id'),
  },
  scope: examScope('school_id', 'teacher_id'),
  toRecord: (r): MarkHistoryEntry => ({
    id: r.event_id,
    examId: r.exam_id,
    examName: r.exam_name,
    studentId: r.student_id,
    studentName: r.student_name ?? '',
    kind: r.kind,
    mark: markFromText(r.mark),
    previous: markFromText(r.previous),
    reason: r.reason,
    actorId: r.actor_id,
    actorRole: r.actor_role,
    actorName: [r.first_name, r.last_name].filter(Boolean).join(' ') || null,
    at: r.at.toISOString(),
  }),
};
