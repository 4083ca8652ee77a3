import { describe, expect, it } from 'vitest';
import { attendanceTables } from '../attendance/tables';
import { examTables } from '../exams/tables';
import { resultsStatistics } from '../results/statistics';
import { resultsTables } from '../results/tables';
import { setupTables } from '../setup/tables';
import { schoolDirectory } from '../schools/schoolDirectory';
import { students } from '../students/students';
import { splitDdl } from './rebuild';

describe('a table split for a rebuild', () => {
  it('keeps an index marked kept while rebuilding with the table, and leaves the others for after the rows', () => {
    const { table, indexes } = splitDdl(`
      CREATE TABLE t (id uuid PRIMARY KEY, a text, b jsonb);
      CREATE INDEX ON t (a);
      CREATE INDEX /* kept while rebuilding */ ON t USING gin (b jsonb_path_ops) WITH (fastupdate = off);
      create index on t (lower(a), id);`);
    expect(indexes).toEqual(['CREATE INDEX ON t (a);', 'create index on t (lower(a), id);']);
    expect(table).toContain('CREATE TABLE t (id uuid PRIMARY KEY, a text, b jsonb);');
    expect(table).toContain(
      'CREATE INDEX /* kept while rebuilding */ ON t USING gin (b jsonb_path_ops) WITH (fastupdate = off);',
    );
    expect(table).not.toMatch(/\(a\);|lower\(a\)/);
  });

  it('keeps the students indexes a batch searches by: the parents lists and the classes', () => {
    const { table, indexes } = splitDdl(students.tables.students('s'));
    expect(table).toMatch(/USING gin \(parents jsonb_path_ops\)/);
    expect(table).toMatch(/ON s \(school_id, class_id\)/);
    expect(indexes).toEqual([
      'CREATE INDEX ON s (school_id, lower(last_name), lower(first_name));',
    ]);
  });

  // Without them each event's lookup reads the whole fresh table, and a rebuild grows with the square of the history.
  it.each([
    [
      'attendance entries, by register (each register recounted)',
      attendanceTables.attendance_entries,
      '(register_id)',
    ],
    [
      'results, by class, subject and term (each recompute)',
      resultsTables.results,
      '(class_id, subject_id, term_id)',
    ],
    [
      'results exams, by class, subject and term',
      resultsTables.results_exams,
      '(class_id, subject_id, term_id)',
    ],
    ['results exams, by level', resultsTables.results_exams, '(level_id)'],
    ['results marks, by exam', resultsTables.results_marks, '(exam_id)'],
    ['results members, by class', resultsTables.results_members, '(class_id)'],
    [
      'results subject comments, by class, subject and term',
      resultsTables.results_subject_comments,
      '(class_id, subject_id, term_id)',
    ],
    [
      'results conduct and effort, by class, subject and term',
      resultsTables.results_conduct_effort,
      '(class_id, subject_id, term_id)',
    ],
    [
      'report cards, by student (earlier versions superseded)',
      resultsTables.report_cards,
      '(student_id)',
    ],
    [
      'results statistics, by student and term',
      resultsStatistics.tables.results_statistics!,
      '(student_id, term_id)',
    ],
    ['exams, by school and class (a class renamed)', examTables.exams, '(school_id, class_id)'],
    [
      'subjects, by school (a department renamed)',
      setupTables.subjects,
      '(school_id, lower(name))',
    ],
    [
      "the students' levels, by school (a class changed)",
      students.tables.student_levels,
      '(school_id)',
    ],
    [
      "the directory's listings, by name and town (a school approved)",
      schoolDirectory.tables.school_directory,
      '(lower(name), lower(town)) WHERE NOT on_chikoro',
    ],
  ])('keeps the index a replay looks up by: %s', (_, ddl, columns) => {
    const { table, indexes } = splitDdl(ddl('t'));
    expect(table).toContain(`ON t ${columns}`);
    expect(indexes.join('\n')).not.toContain(`ON t ${columns}`);
  });
});
