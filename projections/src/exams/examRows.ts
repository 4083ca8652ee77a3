import type {
  ClassDetailsChanged,
  ExamCancelled,
  ExamCreated,
  ExamDetailsChanged,
} from '@chikoro/contracts';
import type { Handlers } from '../runner/projection';
import type { ExamTables } from './tables';

const COLUMNS: Record<string, string> = {
  examName: 'exam_name',
  outOf: 'out_of',
  weight: 'weight',
  paperNo: 'paper_no',
  examDate: 'exam_date',
  teacherId: 'teacher_id',
  teacherName: 'teacher_name',
};

/** The exam table's rows: one per exam with the names it shows, changed detail by detail. */
export const examRows: Handlers<
  ExamCreated | ExamDetailsChanged | ExamCancelled | ClassDetailsChanged,
  ExamTables
> = {
  async ExamCreated({ data: d, position }, { db, tables }) {
    // Inserted once: a replayed creation finds its row and changes nothing.
    await db.query(
      `INSERT INTO ${tables.exams} (exam_id, school_id, class_id, class_name, level_id, level_name, subject_id, subject_name, term_id, term_name,
         academic_year, teacher_id, teacher_name, exam_name, out_of, weight, paper_no, exam_date, created_at, last_position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20) ON CONFLICT (exam_id) DO NOTHING`,
      [
        d.examId,
        d.schoolId,
        d.classId,
        d.className ?? '',
        d.levelId,
        d.levelName ?? '',
        d.subjectId,
        d.subjectName ?? '',
        d.termId,
        d.termName ?? '',
        d.academicYear ?? '',
        d.teacherId,
        d.teacherName ?? '',
        d.examName,
        d.outOf,
        d.weight,
        d.paperNo,
        d.examDate,
        d.createdAt,
        position,
      ],
    );
  },
  async ExamDetailsChanged({ data, position }, { db, tables }) {
    const changes = data.changes.filter((c) => COLUMNS[c.field]);
    if (changes.length === 0) return;
    const sets = changes.map((c, i) => `${COLUMNS[c.field]} = $${i + 3}`).join(', ');
    // Guarded by position: a change already applied is not applied again over a later one.
    await db.query(
      `UPDATE ${tables.exams} SET ${sets}, last_position = $2 WHERE exam_id = $1 AND last_position < $2`,
      [data.examId, position, ...changes.map((c) => c.after)],
    );
  },
  async ExamCancelled({ data, position }, { db, tables }) {
    await db.query(
      `UPDATE ${tables.exams} SET cancelled = true, last_position = $2 WHERE exam_id = $1 AND last_position < $2`,
      [data.examId, position],
    );
  },
  async ClassDetailsChanged({ data }, { db, tables }) {
    // A renamed class reads with its new name on its exams; the value is the same however often it is applied.
    // By school and class: the index a rebuild keeps, not a scan of every school's exams for each rename.
    if (data.name)
      await db.query(
        `UPDATE ${tables.exams} SET class_name = $2 WHERE school_id = $3 AND class_id = $1`,
        [data.classId, data.name.after, data.schoolId],
      );
  },
};
