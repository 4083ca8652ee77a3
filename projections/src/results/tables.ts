/**
 * The results read model's tables. The facts a result is made of (exams, marks, members, comments,
 * scales, names) are kept as the events say them; `results` is recomputed from them for each
 * class, subject and term an event touches, so applying an event twice leaves the same rows.
 */
export const resultsTables = {
  results: (t: string) => `
    CREATE TABLE ${t} (
      id text PRIMARY KEY,
      school_id uuid NOT NULL,
      student_id uuid NOT NULL,
      student_name text NOT NULL,
      registration_number text,
      class_id uuid NOT NULL,
      level_id uuid NOT NULL,
      subject_id uuid NOT NULL,
      term_id uuid NOT NULL,
      papers json NOT NULL,
      final_mark numeric,
      grade text,
      pass boolean,
      comment text,
      conduct text,
      effort text,
      status text NOT NULL
    );
    CREATE INDEX /* kept while rebuilding */ ON ${t} (class_id, subject_id, term_id);
    CREATE INDEX ON ${t} (school_id, term_id);`,
  results_exams: (t: string) => `
    CREATE TABLE ${t} (
      id uuid PRIMARY KEY,
      school_id uuid NOT NULL,
      class_id uuid NOT NULL,
      level_id uuid NOT NULL,
      subject_id uuid NOT NULL,
      term_id uuid NOT NULL,
      teacher_id uuid NOT NULL,
      name text NOT NULL,
      paper_no integer NOT NULL,
      out_of numeric NOT NULL,
      weight numeric NOT NULL,
      cancelled boolean NOT NULL DEFAULT false
    );
    CREATE INDEX /* kept while rebuilding */ ON ${t} (class_id, subject_id, term_id);
    CREATE INDEX /* kept while rebuilding */ ON ${t} (level_id);`,
  results_marks: (t: string) => `
    CREATE TABLE ${t} (id text PRIMARY KEY, exam_id uuid NOT NULL, student_id uuid NOT NULL, mark json);
    CREATE INDEX /* kept while rebuilding */ ON ${t} (exam_id);`,
  results_members: (t: string) => `
    CREATE TABLE ${t} (
      id uuid PRIMARY KEY,
      school_id uuid NOT NULL,
      class_id uuid,
      first_name text NOT NULL,
      last_name text NOT NULL,
      registration_number text
    );
    CREATE INDEX /* kept while rebuilding */ ON ${t} (class_id);`,
  results_subject_comments: (t: string) => `
    CREATE TABLE ${t} (
      id text PRIMARY KEY, class_id uuid NOT NULL, subject_id uuid NOT NULL, term_id uuid NOT NULL, student_id uuid NOT NULL, comment text NOT NULL
    );
    CREATE INDEX /* kept while rebuilding */ ON ${t} (class_id, subject_id, term_id);`,
  results_conduct_effort: (t: string) => `
    CREATE TABLE ${t} (
      id text PRIMARY KEY, class_id uuid NOT NULL, subject_id uuid NOT NULL, term_id uuid NOT NULL, student_id uuid NOT NULL, conduct text, effort text
    );
    CREATE INDEX /* kept while rebuilding */ ON ${t} (class_id, subject_id, term_id);`,
  results_head_comments: (t: string) => `
    CREATE TABLE ${t} (id text PRIMARY KEY, term_id uuid NOT NULL, student_id uuid NOT NULL, comment text NOT NULL);`,
  results_scales: (t: string) =>
    `CREATE TABLE ${t} (id uuid PRIMARY KEY, version integer NOT NULL, rows json NOT NULL);`,
  /** Names of subjects, classes, terms and levels by id (a class also its level). */
  results_names: (t: string) =>
    `CREATE TABLE ${t} (id uuid PRIMARY KEY, name text NOT NULL, level_id uuid);`,
  results_publications: (t: string) =>
    `CREATE TABLE ${t} (id text PRIMARY KEY, class_id uuid NOT NULL, term_id uuid NOT NULL);`,
  /** Each issued version of each card; the snapshot kept as issued (json keeps its text). */
  report_cards: (t: string) => `
    CREATE TABLE ${t} (
      id uuid PRIMARY KEY,
      school_id uuid NOT NULL,
      student_id uuid NOT NULL,
      student_name text NOT NULL,
      registration_number text NOT NULL,
      class_id uuid NOT NULL,
      class_name text NOT NULL,
      term_id uuid NOT NULL,
      term_name text NOT NULL,
      -- The term's academic year, as the card was issued for it.
      academic_year_id uuid NOT NULL,
      academic_year_name text NOT NULL,
      version integer NOT NULL,
      amended boolean NOT NULL,
      superseded boolean NOT NULL DEFAULT false,
      published_at timestamptz NOT NULL,
      verification_code text NOT NULL UNIQUE,
      fingerprint text NOT NULL,
      snapshot json NOT NULL,
      -- The parents who acknowledged this version, in order: [{ parentId, name, at }].
      acknowledgements jsonb NOT NULL DEFAULT '[]'
    );
    CREATE INDEX ON ${t} (school_id, class_id, term_id);
    CREATE INDEX ON ${t} (school_id, academic_year_id);
    CREATE INDEX /* kept while rebuilding */ ON ${t} (student_id);`,
  /** How each school's report cards print scores (WHOLE until it chooses): the broadsheet prints by it. */
  results_card_settings: (t: string) =>
    `CREATE TABLE ${t} (school_id uuid PRIMARY KEY, score_format text NOT NULL);`,
};
