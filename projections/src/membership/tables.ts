import type { membershipModel } from '@chikoro/contracts';

export type MembershipTable = (typeof membershipModel.tables)[number];

/**
 * Each table's DDL, given its physical name (live or rebuild). A span is current while `to_date` is
 * null; its id is the event that opened it (a subject assignment's, its assignment id).
 */
export const membershipTables: Record<MembershipTable, (t: string) => string> = {
  class_memberships: (t) => `
    CREATE TABLE ${t} (
      id text PRIMARY KEY,
      school_id uuid NOT NULL,
      student_id uuid NOT NULL,
      class_id uuid NOT NULL,
      -- The student's status (Active, Inactive, Graduated) while the span is current.
      status text NOT NULL,
      from_date date NOT NULL,
      to_date date,
      last_position bigint NOT NULL
    );
    -- A move or a withdrawal ends the student's current span by this one, in a rebuild too.
    CREATE INDEX /* kept while rebuilding */ ON ${t} (student_id) WHERE to_date IS NULL;
    -- A class's roll now.
    CREATE INDEX ON ${t} (class_id) WHERE to_date IS NULL;`,
  teaching_assignments: (t) => `
    CREATE TABLE ${t} (
      id text PRIMARY KEY,
      school_id uuid NOT NULL,
      teacher_id uuid NOT NULL,
      class_id uuid NOT NULL,
      -- Null for the class teacher, and a subject assignment names its subject, term and academic year.
      subject_id uuid,
      term_id uuid,
      academic_year_id uuid,
      from_date date NOT NULL,
      to_date date,
      last_position bigint NOT NULL
    );
    -- A new class teacher ends the one before by this one, in a rebuild too.
    CREATE INDEX /* kept while rebuilding */ ON ${t} (class_id) WHERE to_date IS NULL;
    -- What a teacher teaches now.
    CREATE INDEX ON ${t} (teacher_id) WHERE to_date IS NULL;`,
  family_links: (t) => `
    CREATE TABLE ${t} (
      id text PRIMARY KEY,
      school_id uuid NOT NULL,
      parent_id uuid NOT NULL,
      student_id uuid NOT NULL,
      -- Linked while current, Unlinked once ended.
      status text NOT NULL,
      from_date date NOT NULL,
      to_date date,
      last_position bigint NOT NULL
    );
    -- A link or an unlink finds the pair's current span by this one, in a rebuild too, and a parent's children now.
    CREATE INDEX /* kept while rebuilding */ ON ${t} (parent_id, student_id) WHERE to_date IS NULL;
    -- A student's parents now.
    CREATE INDEX ON ${t} (student_id) WHERE to_date IS NULL;`,
};
