import { Router } from 'express';
import type pg from 'pg';
import {
  parentsModel,
  resultsModel,
  schoolDirectoryModel,
  schoolSetupModel,
  studentsModel,
  tableOf,
  teachersModel,
  type ChildSubject,
  type MyChild,
} from '@chikoro/contracts';
import { SQL_TODAY, requirePrincipal } from '@chikoro/platform';
import type { Consistency } from '../consistency';
import { familyOf } from '../scope';

const t = {
  parents: tableOf(parentsModel, 'parents'),
  students: tableOf(studentsModel, 'students'),
  schools: tableOf(schoolDirectoryModel, 'school_directory'),
  terms: tableOf(schoolSetupModel, 'terms'),
  assignments: tableOf(teachersModel, 'teacher_assignments'),
  teachers: tableOf(teachersModel, 'teachers'),
  cards: tableOf(resultsModel, 'report_cards'),
};

interface ChildRow {
  id: string;
  first_name: string;
  last_name: string;
  registration_number: string;
  status: string;
  school_id: string;
  school_name: string | null;
  logo_file_id: string | null;
  class_id: string;
  class_name: string | null;
  level_id: string;
  level_name: string | null;
  term_id: string | null;
  term_name: string | null;
  academic_year_name: string | null;
  latest_report_card_id: string | null;
}

/**
 * The children linked to the parent's records (every school of their family), each with its school,
 * class, level, the school's current term (the one containing today, else the latest started; none
 * for a graduate, whose class is the last they were in) and the newest published card that no later
 * version replaced. Active children first, then by name.
 */
const CHILDREN = `
  SELECT s.id, s.first_name, s.last_name, s.registration_number, s.status, s.school_id, d.name AS school_name, d.logo_file_id,
    s.class_id, s.class_name, s.level_id, s.level_name, term.id AS term_id, term.name AS term_name, term.academic_year_name,
    (SELECT c.id FROM ${t.cards} c WHERE c.student_id = s.id AND NOT c.superseded ORDER BY c.published_at DESC, c.version DESC LIMIT 1) AS latest_report_card_id
  FROM ${t.students} s
  LEFT JOIN ${t.schools} d ON d.id = s.school_id
  LEFT JOIN LATERAL (
    SELECT tm.id, tm.name, tm.academic_year_name FROM ${t.terms} tm
    WHERE s.status <> 'Graduated' AND tm.school_id = s.school_id::text AND tm.start_date <= ${SQL_TODAY}
    ORDER BY (tm.end_date >= ${SQL_TODAY}) DESC, tm.start_date DESC LIMIT 1
  ) term ON true
  WHERE s.id IN (SELECT (child->>'id')::uuid FROM ${t.parents} p, jsonb_array_elements(p.students) child WHERE p.id IN ${familyOf('$1')})
  ORDER BY (s.status = 'Active') DESC, lower(s.last_name), lower(s.first_name), s.id`;

/** Who teaches which subject to these classes in these terms; a teacher who left the school is no longer named. */
const SUBJECTS = `
  SELECT a.class_id, a.term_id, a.subject_id, a.subject_name, a.teacher_id, a.teacher_name, (te.status IS DISTINCT FROM 'Left') AS teaching
  FROM ${t.assignments} a LEFT JOIN ${t.teachers} te ON te.id = a.teacher_id
  WHERE (a.class_id, a.term_id) IN (SELECT * FROM unnest($1::uuid[], $2::uuid[]))
  ORDER BY lower(a.subject_name), a.subject_id, lower(a.teacher_name)`;

interface SubjectRow {
  class_id: string;
  term_id: string;
  subject_id: string;
  subject_name: string;
  teacher_id: string;
  teacher_name: string;
  teaching: boolean;
}

function subjectsByClassAndTerm(rows: SubjectRow[]): Map<string, ChildSubject[]> {
  const grouped = new Map<string, ChildSubject[]>();
  for (const r of rows) {
    const key = `${r.class_id}:${r.term_id}`;
    const subjects = grouped.get(key) ?? [];
    grouped.set(key, subjects);
    let subject = subjects.find((s) => s.subjectId === r.subject_id);
    if (!subject)
      subjects.push(
        (subject = { subjectId: r.subject_id, subjectName: r.subject_name, teachers: [] }),
      );
    if (r.teaching && !subject.teachers.some((x) => x.id === r.teacher_id))
      subject.teachers.push({ id: r.teacher_id, name: r.teacher_name });
  }
  return grouped;
}

/** The read models the answer is made of: a read-your-writes wait passes each. */
const SOURCES = [
  parentsModel,
  studentsModel,
  resultsModel,
  teachersModel,
  schoolSetupModel,
  schoolDirectoryModel,
].map((m) => m.name);

/**
 * GET /my-children (parents only): the signed-in parent's children at every school of their family
 * (see `familyOf`), with what the parent portal shows of each. Nothing else of a school is opened.
 */
export function myChildrenRoutes(pool: pg.Pool, consistency: Consistency): Router {
  const router = Router();
  router.get('/my-children', async (req, res) => {
    const principal = requirePrincipal(req.principal, ['PARENT']);
    for (const projection of SOURCES) await consistency.waitFor(req, res, projection);
    const { rows } = await pool.query<ChildRow>(CHILDREN, [principal.userId]);
    const current = rows.filter((r) => r.term_id);
    const subjects = subjectsByClassAndTerm(
      current.length === 0
        ? []
        : (
            await pool.query<SubjectRow>(SUBJECTS, [
              current.map((r) => r.class_id),
              current.map((r) => r.term_id),
            ])
          ).rows,
    );
    const children: MyChild[] = rows.map((r) => ({
      id: r.id,
      firstName: r.first_name,
      lastName: r.last_name,
      registrationNumber: r.registration_number,
      status: r.status,
      school: { id: r.school_id, name: r.school_name ?? '', logoFileId: r.logo_file_id },
      classId: r.class_id,
      className: r.class_name,
      levelId: r.level_id,
      levelName: r.level_name,
      term: r.term_id
        ? { id: r.term_id, name: r.term_name ?? '', academicYearName: r.academic_year_name ?? '' }
        : null,
      subjects: r.term_id ? (subjects.get(`${r.class_id}:${r.term_id}`) ?? []) : [],
      latestReportCardId: r.latest_report_card_id,
    }));
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(children);
  });
  return router;
}
