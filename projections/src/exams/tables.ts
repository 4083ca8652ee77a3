/** The exams read model's tables: exams, each student's current mark, every value a mark has had, the terms' lock, the students' places. */
export type ExamTables =
  'exams' | 'marks' | 'mark_history' | 'marks_entry' | 'exam_students' | 'published_results';

export const examTables: Record<ExamTables, (t: string) => string> = {
  exams: (t) => `
    CREATE TABLE ${t} (
      exam_id uuid PRIMARY KEY,
      school_id uuid NOT NULL,
      class_id uuid NOT NULL,
      class_name text NOT NULL,
      level_id uuid NOT NULL,
      level_name text NOT NULL,
      subject_id uuid NOT NULL,
      subject_name text NOT NULL,
      term_id uuid NOT NULL,
      term_name text NOT NULL,
      academic_year text NOT NULL,
      teacher_id uuid NOT NULL,
      teacher_name text NOT NULL,
      exam_name text NOT NULL,
      out_of numeric NOT NULL,
      weight numeric NOT NULL,
      paper_no int NOT NULL,
      exam_date date NOT NULL,
      cancelled boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL,
      last_position bigint NOT NULL
    );
    CREATE INDEX /* kept while rebuilding */ ON ${t} (school_id, class_id);
    CREATE INDEX ON ${t} (teacher_id);`,
  marks: (t) => `
    CREATE TABLE ${t} (
      exam_id uuid NOT NULL,
      student_id uuid NOT NULL,
      school_id uuid NOT NULL,
      mark text,
      changed_at timestamptz NOT NULL,
      last_position bigint NOT NULL,
      PRIMARY KEY (exam_id, student_id)
    );
    CREATE INDEX ON ${t} (student_id);`,
  mark_history: (t) => `
    CREATE TABLE ${t} (
      event_id uuid PRIMARY KEY,
      position bigint NOT NULL,
      exam_id uuid NOT NULL,
      student_id uuid NOT NULL,
      school_id uuid NOT NULL,
      kind text NOT NULL,
      mark text,
      previous text,
      reason text,
      actor_id uuid,
      actor_role text NOT NULL,
      at timestamptz NOT NULL
    );
    CREATE INDEX ON ${t} (exam_id, student_id);`,
  marks_entry: (t) => `
    CREATE TABLE ${t} (
      school_id uuid NOT NULL,
      term_id uuid NOT NULL,
      locked boolean NOT NULL,
      reason text,
      changed_at timestamptz NOT NULL,
      last_position bigint NOT NULL,
      PRIMARY KEY (school_id, term_id)
    );`,
  exam_students: (t) => `
    CREATE TABLE ${t} (
      student_id uuid PRIMARY KEY,
      school_id uuid NOT NULL,
      class_id uuid,
      name text NOT NULL,
      registration_number text NOT NULL,
      status text NOT NULL,
      last_position bigint NOT NULL
    );
    CREATE INDEX ON ${t} (class_id);`,
  published_results: (t) => `
    CREATE TABLE ${t} (
      class_id uuid NOT NULL,
      term_id uuid NOT NULL,
      published_at timestamptz NOT NULL,
      PRIMARY KEY (class_id, term_id)
    );`,
};

/** A mark as stored: a number's text, ABSENT, EXEMPT, or null for no entry. */
export const storedMark = (mark: number | string | null): string | null =>
  mark === null ? null : String(mark);
